/**
 * Words only class mode says (issue 46), kept out of the main catalogue (i18n.en.ts, which ships
 * with the home page): English (classWords.en.ts) with the study page's chunk, Russian
 * (classWords.ru.ts) fetched when it is chosen, read through featureWords.ts.
 */
import { featureWords, type FeatureText } from '../i18n/featureWords';
import { en, type ClassWordKey } from './classWords.en';

const WORDS = featureWords<ClassWordKey>(en, { ru: () => import('./classWords.ru') });

/** Class mode's words in the page's language: `w('back')`. */
export const useClassWords = WORDS.useText;

type ClassText = FeatureText<ClassWordKey>;

/** A join refusal's words (the room's code). */
export function classProblemText(w: ClassText, problem: string, code: string): string {
  const key = `problem.${problem}` as ClassWordKey;
  return key in en ? w(key, { code }) : w('problem.other', { code: problem });
}
