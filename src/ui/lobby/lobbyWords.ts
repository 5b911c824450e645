/**
 * Words only the lobby says (issue 43), kept out of the main catalogue (i18n.en.ts, which ships
 * with the home page): English (lobbyWords.en.ts) with the lobby's chunk, Russian
 * (lobbyWords.ru.ts) fetched when it is chosen, read through featureWords.ts.
 */
import { featureWords, type FeatureText } from '../i18n/featureWords';
import { en, type LobbyWordKey } from './lobbyWords.en';

const WORDS = featureWords<LobbyWordKey>(en, { ru: () => import('./lobbyWords.ru') });

/** The lobby's words in the page's language: `w('accept')`. */
export const useLobbyWords = WORDS.useText;

export type LobbyText = FeatureText<LobbyWordKey>;

/** A seek refusal's words (the server's code or ask.ts's). */
export function seekProblemText(w: LobbyText, code: string): string {
  const key = `problem.${code}` as LobbyWordKey;
  return key in en ? w(key) : w('problem.other', { code });
}
