/**
 * The built-in lessons as studies (issue 46): one study per course, one interactive chapter per
 * lesson in the course's order (lessonChapter.ts), worded in the language the caller's words are
 * in; and the course's lessons read back from such a study, which is how the learn page gets the
 * lessons it runs, so a lesson and its copy as a study are one thing.
 *
 * One study per course rather than one for all: a course is one game, as a teacher's class is,
 * and a copy of one course is a study of a sensible size to change (13 chapters at most), where
 * one study of all 23 would mix three games. A lesson alone is a study of one chapter.
 *
 * A chapter holds no lesson id; the built-in studies' chapters are the course's lessons in order,
 * so the ids come from the course by place.
 */
import { chapterLesson, lessonChapter, type LessonWording } from '../../content/lessonChapter';
import type { Lesson } from '../../content/lesson';
import type { Study } from '../../content/study';
import type { COURSES } from './courses';

export type Course = (typeof COURSES)[number];

/** A lesson's words in one language (the learn page's catalogues). */
export type Wording = (lesson: Lesson) => LessonWording;

/** A course as one study named `name`, each lesson a chapter in `wording`'s language. */
export function courseStudy(course: Course, name: string, wording: Wording): Study {
  return {
    name,
    visibility: 'private',
    chapters: course.lessons.map((lesson) => lessonChapter(lesson, wording(lesson))),
  };
}

/** One lesson as a study of one chapter, named after the lesson. */
export function lessonStudy(lesson: Lesson, wording: Wording): Study {
  const words = wording(lesson);
  return { name: words.title, visibility: 'private', chapters: [lessonChapter(lesson, words)] };
}

/** The course's lessons as its study holds them, each under its id in the course. */
export function studyLessons(course: Course, study: Study): Lesson[] {
  return study.chapters.map((chapter, index) => {
    const id = course.lessons[index]!.id;
    const lesson = chapterLesson(chapter);
    if (!lesson) throw new Error(`lesson ${id}: its chapter is not a lesson`);
    return { ...lesson, id };
  });
}
