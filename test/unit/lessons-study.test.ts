// The built-in lessons as studies (issue 46, src/content/lessonChapter.ts,
// src/game/lessons/lessonStudy.ts, src/ui/learn/lessonStudies.ts): every course's study, in
// English and in Russian, is written and read back through the study format's one reader; each
// chapter read back is the lesson it was made from (the `Lesson` the judge and the learn page
// run), worded from the catalogue of its language, and its solution still solves through the
// judge. The learn page's lessons are the ones read back from the studies.
import { beforeAll, describe, expect, it } from 'vitest';
import { gameById } from '../../src/rules';
import { GameSession } from '../../src/game/session';
import { COURSES, LESSONS } from '../../src/game/lessons/courses';
import { courseStudy, lessonStudy, studyLessons } from '../../src/game/lessons/lessonStudy';
import { chapterLesson, lessonChapter } from '../../src/content/lessonChapter';
import { judgeLesson, lessonLine, lessonStart, type Lesson } from '../../src/content/lesson';
import { parseStudy, writeStudy, type Chapter, type Study } from '../../src/content/study';
import {
  lessonHints,
  lessonText,
  lessonWordsIn,
  loadLessonWords,
} from '../../src/ui/learn/lessonText';
import {
  courseStudyIn,
  studyCourses,
  studyLessonById,
  wordingOf,
} from '../../src/ui/learn/lessonStudies';

beforeAll(() => loadLessonWords('ru'));

const LANGUAGES = ['en', 'ru'] as const;

/** A course's study in a language, written as JSON text and read back by the study reader. */
function throughTheFormat(course: (typeof COURSES)[number], language: 'en' | 'ru'): Study {
  const study = courseStudyIn(course, lessonWordsIn(language), course.game);
  const read = parseStudy(JSON.stringify(writeStudy(study)));
  if (!read.ok) throw new Error(`${course.game} ${language}: ${JSON.stringify(read.problem)}`);
  expect(writeStudy(read.value), 'written again the same').toEqual(writeStudy(study));
  return read.value;
}

/** Plays the lesson's solution as the learn page does (the judge asks for the replies). */
function solve(lesson: Lesson): string[] {
  const started = GameSession.start(gameById(lesson.game)!, lesson.fen);
  if (!started.ok) throw new Error(`${lesson.id}: ${started.error}`);
  const session = started.value;
  const student = lessonStart(lesson).turn;
  const verdicts: string[] = [];
  for (const { move } of lessonLine(lesson).filter((step) => step.student)) {
    const played = session.playText(move);
    if (!played.ok) throw new Error(`${lesson.id}: ${played.error}`);
    const verdict = judgeLesson(lesson, session.position, session.moves, student);
    verdicts.push(verdict.kind);
    if (verdict.kind === 'reply') verdict.moves.forEach((reply) => session.playText(reply));
  }
  return verdicts;
}

describe('every course is a study that reads back through the study format', () => {
  const rows = COURSES.flatMap((course) =>
    LANGUAGES.map((language) => ({ game: course.game, language, course })),
  );
  it.each(rows)('$game in $language', ({ course, language }) => {
    const study = throughTheFormat(course, language);
    expect(study.chapters).toHaveLength(course.lessons.length);
    const words = lessonWordsIn(language);
    study.chapters.forEach((chapter, index) => {
      const lesson = course.lessons[index]!;
      // The chapter read back is the lesson, field for field.
      expect({ ...chapterLesson(chapter), id: lesson.id }, lesson.id).toEqual(lesson);
      expect(chapter.kind).toBe('interactive');
      expect(chapter.orientation).toBe('white'); // every lesson starts with White to move
      // Its words are the catalogue's of that language: the title, the rule and task, the hints.
      const root = chapter.document.tree.root;
      expect(chapter.name).toBe(lessonText(words, lesson, 'title'));
      expect(root.comment).toBe(
        `${lessonText(words, lesson, 'rule')}\n\n${lessonText(words, lesson, 'task')}`,
      );
      expect(root.hint.split('\n')).toEqual(lessonHints(words, lesson));
      if (language === 'ru') expect(`${chapter.name} ${root.comment}`).toMatch(/[а-яё]/i);
    });
  });

  it.each(COURSES.map((course) => [course.game, course] as const))(
    '%s: the English and the Russian study have the same chapters but for their words',
    (_game, course) => {
      const [en, ru] = LANGUAGES.map((language) => throughTheFormat(course, language));
      const unworded = (chapter: Chapter) => ({
        kind: chapter.kind,
        orientation: chapter.orientation,
        lesson: chapter.lesson,
        game: chapter.document.game.id,
        fen: chapter.document.startFen,
        tree: JSON.stringify(chapter.document.tree, (key: string, value: unknown) =>
          key === 'comment' || key === 'hint' ? undefined : value,
        ),
      });
      expect(ru!.chapters.map(unworded)).toEqual(en!.chapters.map(unworded));
      expect(ru!.name).not.toBe(en!.name);
    },
  );
});

describe('every lesson read back from its study solves through the judge', () => {
  it.each(
    COURSES.flatMap((course) =>
      studyLessons(course, throughTheFormat(course, 'en')).map((lesson) => [lesson.id, lesson]),
    ),
  )('%s', (_id, lesson) => {
    const verdicts = solve(lesson as Lesson);
    expect(verdicts.at(-1)).toBe('done');
    expect(verdicts.slice(0, -1)).not.toContain('done');
    expect(verdicts).not.toContain('wrong');
  });
});

describe('the learn page runs the lessons read back from the studies', () => {
  it('has every lesson, in the courses order, equal to its data', () => {
    expect(studyCourses().map((course) => course.game)).toEqual(COURSES.map((c) => c.game));
    const read = studyCourses().flatMap((course) => course.lessons);
    expect(read.map((lesson) => lesson.id)).toEqual(LESSONS.map((lesson) => lesson.id));
    expect(read).toEqual(LESSONS);
    expect(studyLessonById('pw-middle-level')).toBe(read[2]); // one object per lesson
    expect(studyLessonById('no-such-lesson')).toBeUndefined();
  });

  it('copies one lesson as a study of one chapter named after it', () => {
    const lesson = LESSONS.find((each) => each.id === 'pw-first-rank-pawn')!;
    const study = lessonStudy(lesson, wordingOf(lessonWordsIn('ru')));
    expect(study).toMatchObject({ name: 'Пешка на первой горизонтали', visibility: 'private' });
    expect(study.chapters).toHaveLength(1);
    const read = parseStudy(JSON.stringify(writeStudy(study)));
    expect(read.ok && chapterLesson(read.value.chapters[0]!)).toEqual({
      ...lesson,
      id: 'Пешка на первой горизонтали', // a chapter's lesson is named by the chapter
    });
  });

  it('names a course study in its language', () => {
    const course = COURSES[2]!;
    expect(courseStudyIn(course, lessonWordsIn('en'), 'PlunderChess').name).toBe(
      'Lessons: PlunderChess',
    );
    expect(courseStudyIn(course, lessonWordsIn('ru'), 'Шахматы с добычей').name).toBe(
      'Уроки: Шахматы с добычей',
    );
  });
});

describe('a chapter that is not a lesson is not read as one', () => {
  const lesson = LESSONS[0]!;
  const chapter = lessonChapter(lesson, wordingOf(lessonWordsIn('en'))(lesson));
  it.each([
    [
      'a chapter of plain chess',
      { ...chapter, document: { ...chapter.document, game: gameById('chess')! } },
    ],
    ['an interactive chapter without a goal', { ...chapter, lesson: undefined }],
  ])('%s', (_what, other) => {
    expect(chapterLesson(other)).toBeNull();
  });
  it('a course study keeps its name as given', () => {
    expect(courseStudy(COURSES[0]!, 'Mine', wordingOf(lessonWordsIn('en'))).name).toBe('Mine');
  });
});
