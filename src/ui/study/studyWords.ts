/**
 * Words only the study page says (issue 46), kept out of the main catalogue (i18n.en.ts, which
 * ships with the home page): English (studyWords.en.ts) with the page's chunk, Russian
 * (studyWords.ru.ts) fetched when it is chosen, read through featureWords.ts. A study file's
 * problem is worded here too, its place (`chapters[1].tree`) as a person counts (`chapter 2`).
 */
import type { StudyProblem } from '../../content/study';
import { featureWords, type FeatureText } from '../i18n/featureWords';
import { en, type StudyWordKey } from './studyWords.en';

const WORDS = featureWords<StudyWordKey>(en, { ru: () => import('./studyWords.ru') });

/** The study page's words in the page's language: `w('edit')`. */
export const useStudyWords = WORDS.useText;

export type StudyText = FeatureText<StudyWordKey>;

/** A place in a study file as a person says it: `chapters[1].tree` → 'chapter 2'. */
function place(w: StudyText, at: string): string {
  const chapter = /^chapters\[(\d+)\]/.exec(at);
  return chapter ? w('chapterPlace', { n: Number(chapter[1]) + 1 }) : w('study');
}

/** Why a study file was refused, in words naming the place. */
export function studyProblemText(w: StudyText, problem: StudyProblem): string {
  const key = `problem.${problem.code}` as StudyWordKey;
  switch (problem.code) {
    case 'not-json':
      return w(key, { detail: problem.detail });
    case 'format':
      return w(key);
    case 'version':
      return w(key, { found: problem.found });
    case 'too-many-chapters':
    case 'too-many-nodes':
      return w(key, { max: problem.max });
    case 'not-an-object':
      return w(key, { at: place(w, problem.at) });
    case 'bad-field':
      return w(key, { at: place(w, problem.at), field: problem.field });
    case 'too-long':
      return w(key, { at: place(w, problem.at), field: problem.field, max: problem.max });
    case 'tree':
      return w(key, { at: place(w, problem.at), code: problem.problem.code });
  }
}
