/**
 * All lessons of the three courses, in the order the learn page lists them, and lookup by id.
 */
import type { GameId } from '../../rules';
import type { Lesson } from '../../content/lesson';
import { PARALLEL_WORLDS_COURSE } from './parallelWorldsCourse';
import { PLUNDER_COURSE } from './plunderCourse';
import { POCKET_MUTATION_COURSE } from './pocketMutationCourse';

/** The courses, one per game, in the order of the home page. */
export const COURSES: readonly { game: GameId; lessons: readonly Lesson[] }[] = [
  { game: 'parallel-worlds', lessons: PARALLEL_WORLDS_COURSE },
  { game: 'pocket-mutation', lessons: POCKET_MUTATION_COURSE },
  { game: 'plunder', lessons: PLUNDER_COURSE },
];

export const LESSONS: readonly Lesson[] = COURSES.flatMap((course) => course.lessons);

/** The lesson with this id, or undefined. */
export const lessonById = (id: string): Lesson | undefined =>
  LESSONS.find((lesson) => lesson.id === id);

/** The place of a lesson in its course (0-based), by its id. */
export const placeInCourse = (lesson: Lesson): number =>
  COURSES.find((c) => c.game === lesson.game)!.lessons.findIndex((each) => each.id === lesson.id);

/** The lesson after this one in its course, or null after the last. */
export function nextLesson(lesson: Lesson): Lesson | null {
  const course = COURSES.find((c) => c.game === lesson.game)!.lessons;
  return course[placeInCourse(lesson) + 1] ?? null;
}
