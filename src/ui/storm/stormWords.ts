/**
 * Words only Puzzle Storm says (issue 45), kept out of the main catalogue (i18n.en.ts, which ships
 * with the home page): English (stormWords.en.ts) with the page's chunk, Russian
 * (stormWords.ru.ts) fetched when it is chosen, read through featureWords.ts.
 */
import { featureWords } from '../i18n/featureWords';
import { en, type StormWordKey } from './stormWords.en';

const WORDS = featureWords<StormWordKey>(en, { ru: () => import('./stormWords.ru') });

/** Storm's words in the page's language: `w('start')`. */
export const useStormWords = WORDS.useText;
