/**
 * The lessons' part of `window.__test` (see ../testInterface.ts), installed by the learn pages:
 *
 *   window.__test.lessons()   every lesson: [{ id: 'pw-levels-1-3', game: 'parallel-worlds', title: 'Levels 1 and 3 are chessboards' }, …]
 *   window.__test.lesson()    the open lesson: { id, step, steps, goal, done, stars, status, feedback,
 *                             wrong, hints },
 *                             or null on the list of lessons. `step`: the student's moves so far
 *                             (`end` not counted, refused moves counted); `steps`: the moves of
 *                             the solution (three stars within them); `goal`: the goal as data
 *                             ({ kind: 'occupy', men: { '2h6': 'P' } }); `stars`: 0 until done;
 *                             `wrong`: moves or turns refused; `hints`: hints read.
 *
 * They are added to whatever `window.__test` the game page installed (after it, so that they
 * survive its install), or to a new one on the list of lessons.
 */
import type { TestInterface } from '../testInterface';
import { LESSONS } from './courses';
import type { Goal, Lesson, WrongReason } from '../../content/lesson';

export interface LessonListing {
  id: string; // 'pw-middle-level'
  game: string; // 'parallel-worlds'
  title: string; // 'The middle level' (English)
}

export interface LessonState {
  id: string; // 'pw-middle-level'
  step: number; // 1
  steps: number; // 1
  goal: Goal; // { kind: 'occupy', men: { '2h6': 'P' } }
  done: boolean; // true once the student reached the goal
  stars: number; // 3 (0 until done)
  status: 'playing' | 'replying' | 'showing' | 'shown' | 'done'; // 'playing'
  feedback: WrongReason | null; // 'goal-missed' — why the last move was taken back
  wrong: number; // 1 — moves or turns refused since the start (each costs a star)
  hints: number; // 0 — hints read since the start (each costs a star)
}

declare module '../testInterface' {
  interface TestInterface {
    lessons?: () => LessonListing[];
    lesson?: () => LessonState | null;
  }
}

/**
 * Adds `lessons()` and `lesson()` to `window.__test`; returns the function that removes them.
 * `title` words a lesson's title in English (the words are the learn page's, not this layer's).
 */
export function installLessonTestInterface(
  read: () => LessonState | null,
  title: (lesson: Lesson) => string,
): () => void {
  const api = (window.__test ?? {}) as TestInterface;
  api.lessons = () =>
    LESSONS.map((lesson) => ({ id: lesson.id, game: lesson.game, title: title(lesson) }));
  api.lesson = read;
  window.__test = api;
  return () => {
    if (api.lesson === read) {
      delete api.lessons;
      delete api.lesson;
    }
  };
}
