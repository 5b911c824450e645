/**
 * Words only the online panel of the online game page says (its own chunk, with the page): who
 * this screen is, the offers and actions, the reason for each refusal code of the game server
 * (src/protocol/messages.ts REFUSAL_CODES) and the claim of a game the opponent has left. They are
 * kept out of the main catalogue (i18n.en.ts, which ships with the home page) so that the home
 * page does not carry them: English (onlineWords.en.ts) with the chunk, Russian
 * (onlineWords.ru.ts, typed by the English keys) fetched when it is chosen, read through
 * featureWords.ts.
 */
import { featureWords, type FeatureText } from '../i18n/featureWords';
import { en, type OnlineWordKey } from './onlineWords.en';

const WORDS = featureWords<OnlineWordKey>(en, { ru: () => import('./onlineWords.ru') });

/** The online words in the page's language: `w('resign')`. */
export const useOnlineWords = WORDS.useText;

export type { OnlineWordKey } from './onlineWords.en';

/** The online words of one language, as `useOnlineWords` gives them. */
export type OnlineText = FeatureText<OnlineWordKey>;
