/**
 * Words only the account dialog, the players' pages and the archive say (issue 42), kept out of
 * the main catalogue (i18n.en.ts, which ships with the home page): English (accountWords.en.ts)
 * with their chunk, Russian (accountWords.ru.ts, typed by the English keys) fetched when it is
 * chosen, read through featureWords.ts.
 */
import { featureWords, type FeatureText } from '../i18n/featureWords';
import { en, type AccountWordKey } from './accountWords.en';

const WORDS = featureWords<AccountWordKey>(en, { ru: () => import('./accountWords.ru') });

/** The account words in the page's language: `w('logIn')`. */
export const useAccountWords = WORDS.useText;

/** The account words of one language (tests). */
export const accountWordsIn = WORDS.textIn;
export const loadAccountWords = WORDS.load;

export type { AccountWordKey } from './accountWords.en';
export type AccountText = FeatureText<AccountWordKey>;
