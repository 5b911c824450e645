/**
 * Words only a study's interactive and practice chapters say (issue 46), kept out of the main
 * catalogue: English (studyPlayWords.en.ts) with the study page's chunk, Russian
 * (studyPlayWords.ru.ts) fetched when it is chosen, read through featureWords.ts.
 */
import type { PracticeGoal } from '../../content/study';
import { featureWords, type FeatureText } from '../i18n/featureWords';
import { en, type StudyPlayWordKey } from './studyPlayWords.en';

const WORDS = featureWords<StudyPlayWordKey>(en, { ru: () => import('./studyPlayWords.ru') });

/** The words of the chapters that are played, in the page's language: `w('retry')`. */
export const useStudyPlayWords = WORDS.useText;

type StudyPlayText = FeatureText<StudyPlayWordKey>;

/** A practice chapter's goal: 'Win', 'Capture a king within 4 turns'. */
export const goalText = (w: StudyPlayText, goal: PracticeGoal): string =>
  goal.turns === undefined
    ? w(`goal.${goal.kind}`)
    : w(`goal.${goal.kind}.turns`, { turns: w.count('turns', goal.turns) });
