/**
 * A lesson's words: its title, rule, task and hints, from the lessons' catalogues (one per
 * language, lessonWords.en.ts and lessonWords.ru.ts, keyed by the lesson's id) through the one
 * helper of a feature's words (featureWords.ts). The English ships with the lessons and the
 * presenter, not with the home page; the Russian is fetched when it is chosen (English until it
 * has come). `test/unit/lessons.test.ts` checks that every lesson has every word in both
 * languages, and that no word is left for a lesson that is not there.
 */
import type { Lesson } from '../../content/lesson';
import { featureWords, type FeatureText } from '../i18n/featureWords';
import { en, type LessonWordKey } from './lessonWords.en';

const WORDS = featureWords<LessonWordKey>(en, { ru: () => import('./lessonWords.ru') });

/** The lessons' words in a language. */
export type LessonWords = FeatureText<LessonWordKey>;

/** The lessons' words in `language` (English until `loadLessonWords` has brought it). */
export const lessonWordsIn = WORDS.textIn;

/** Fetches the lessons' words in `language`. */
export const loadLessonWords = WORDS.load;

/** The lessons' words in the current language (re-renders when it changes or they come). */
export const useLessonWords = WORDS.useText;

/** One of a lesson's words: `lessonText(words, lesson, 'title')`. */
export const lessonText = (
  words: LessonWords,
  lesson: Lesson,
  part: 'title' | 'rule' | 'task',
): string => words(`${lesson.id}.${part}` as LessonWordKey);

/** A lesson's hints in their order. */
export const lessonHints = (words: LessonWords, lesson: Lesson): string[] =>
  Array.from({ length: lesson.hints }, (_, i) =>
    words(`${lesson.id}.hint.${i + 1}` as LessonWordKey),
  );
