/**
 * Words only a puzzle race says (issue 45), kept out of the main catalogue (i18n.en.ts, which
 * ships with the home page): English (raceWords.en.ts) with the race's chunk, Russian
 * (raceWords.ru.ts) fetched when it is chosen, read through featureWords.ts.
 */
import { featureWords, type FeatureText } from '../i18n/featureWords';
import { en, type RaceWordKey } from './raceWords.en';

const WORDS = featureWords<RaceWordKey>(en, { ru: () => import('./raceWords.ru') });

/** The race's words in the page's language: `w('start')`. */
export const useRaceWords = WORDS.useText;

export type RaceText = FeatureText<RaceWordKey>;

/** A refusal's words (the server's code or the page's own). */
export function raceProblemText(w: RaceText, code: string, race = ''): string {
  const key = `problem.${code}` as RaceWordKey;
  return key in en ? w(key, { race }) : w('problem.other', { code });
}
