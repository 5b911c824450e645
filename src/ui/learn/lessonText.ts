/**
 * A lesson's words: its title, rule, task and hints, from the lessons' catalogues (one per
 * language, lessonWords.en.ts and lessonWords.ru.ts, keyed by the lesson's id) through the one
 * helper of a feature's words (featureWords.ts). The catalogues ship with the lessons and the
 * presenter, not with the home page. `test/unit/lessons.test.ts` checks that every lesson has
 * every word in both languages, and that no word is left for a lesson that is not there.
 */
import type { Lesson } from '../../game/lessons/lesson';
import type { Language } from '../../game/settings';
import { featureWords } from '../i18n/featureWords';
import { en, type LessonWordKey } from './lessonWords.en';
import { ru } from './lessonWords.ru';

const WORDS = featureWords<LessonWordKey>({ en, ru });

/** One of a lesson's words: `lessonText('ru', lesson, 'title')`. */
export const lessonText = (
  language: Language,
  lesson: Lesson,
  part: 'title' | 'rule' | 'task',
): string => WORDS.textIn(language)(`${lesson.id}.${part}` as LessonWordKey);

/** A lesson's hints in their order. */
export const lessonHints = (language: Language, lesson: Lesson): string[] =>
  Array.from({ length: lesson.hints }, (_, i) =>
    WORDS.textIn(language)(`${lesson.id}.hint.${i + 1}` as LessonWordKey),
  );
