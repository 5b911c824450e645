/**
 * Words only the analysis board says (its own chunk, with the page), out of the main catalogue
 * (i18n.en.ts, which ships with the home page): English (analysisWords.en.ts) with the chunk,
 * Russian (analysisWords.ru.ts, typed by the English keys) fetched when it is chosen, read through
 * featureWords.ts.
 */
import { featureWords } from '../i18n/featureWords';
import { en, type AnalysisWordKey } from './analysisWords.en';

const WORDS = featureWords<AnalysisWordKey>(en, { ru: () => import('./analysisWords.ru') });

/** The analysis board's words in the app's language (re-renders when it changes or they come). */
export const useAnalysisText = WORDS.useText;

/** The words in both languages, once fetched (for a presenter's slide, which carries both). */
export async function analysisTextInBoth() {
  await WORDS.load('ru');
  return { en: WORDS.textIn('en'), ru: WORDS.textIn('ru') };
}
