/**
 * The built-in lessons through the study format: a course's study worded from the lessons'
 * catalogue of a language (what "Copy to my studies" saves, so a Russian teacher's copy is in
 * Russian), and the lessons the learn page runs, read back from the courses' studies
 * (game/lessons/lessonStudy.ts). Those are built once, in English: a lesson's data does not
 * depend on its words, and one object per lesson keeps the lesson on screen when the words of
 * another language arrive.
 */
import type { Lesson } from '../../content/lesson';
import { COURSES } from '../../game/lessons/courses';
import {
  courseStudy,
  studyLessons,
  type Course,
  type Wording,
} from '../../game/lessons/lessonStudy';
import { lessonHints, lessonText, lessonWordsIn, type LessonWords } from './lessonText';

/** A lesson's words in the language of `words`. */
export const wordingOf =
  (words: LessonWords): Wording =>
  (lesson) => ({
    title: lessonText(words, lesson, 'title'),
    rule: lessonText(words, lesson, 'rule'),
    task: lessonText(words, lesson, 'task'),
    hints: lessonHints(words, lesson),
  });

/** A course's study named in the language of `words` ('Lessons: PlunderChess'). */
export const courseStudyIn = (course: Course, words: LessonWords, gameName: string) =>
  courseStudy(course, words('study.course', { game: gameName }), wordingOf(words));

let read: { game: Course['game']; lessons: Lesson[] }[] | null = null;

/** The courses with their lessons as read back from their studies, in the courses' order. */
export function studyCourses(): { game: Course['game']; lessons: Lesson[] }[] {
  read ??= COURSES.map((course) => ({
    game: course.game,
    lessons: studyLessons(course, courseStudyIn(course, lessonWordsIn('en'), course.game)),
  }));
  return read;
}

/** The lesson with this id as the learn page runs it, or undefined. */
export const studyLessonById = (id: string): Lesson | undefined =>
  studyCourses()
    .flatMap((course) => course.lessons)
    .find((lesson) => lesson.id === id);
