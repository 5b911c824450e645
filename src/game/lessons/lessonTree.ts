/**
 * A lesson as authored content: the one authored tree (contentTree.ts) whose root carries the
 * shapes drawn on the lesson's start position and whose main line is the solution, the student's
 * turns with the other side's scripted replies between them (each node says whose turn it is).
 * The learn page and the presenter's lesson slides draw the root's shapes, and "show me" plays
 * the main line; the judge (lesson.ts) reads the same lesson data. A lesson with variations or
 * comments per turn (a study's practice chapter) is this tree with more on it.
 */
import { parseShapes, type Shape } from '../../content/annotations';
import {
  addChild,
  lineEnd,
  nodesOf,
  rootOnly,
  setShapes,
  type Tree,
  type TreePath,
} from '../../content/contentTree';
import type { Turn } from '../../content/moveTree';
import { gameById } from '../../rules';
import type { Lesson } from '../../content/lesson';

/** A turn of a lesson's line: the student's, or the other side's scripted reply. */
export interface LessonTurn extends Turn {
  readonly student: boolean;
}

/** The lesson's tree: its start shapes on the root, its solution and replies as the main line. */
export function lessonTree(lesson: Lesson): Tree<LessonTurn> {
  const levels = gameById(lesson.game)!.levels;
  let tree = rootOnly<LessonTurn>({ moves: [], student: false });
  const shapes = parseShapes(lesson.shapes ?? '', levels); // checked by lessons.test.ts
  if (shapes.ok) tree = setShapes(tree, [], shapes.shapes);
  let path: TreePath = [];
  lesson.solution.forEach((turn, index) => {
    const reply = lesson.replies?.[index] ?? [];
    ({ tree, path } = addChild(tree, path, { moves: turn, student: true }));
    if (reply.length > 0) ({ tree, path } = addChild(tree, path, { moves: reply, student: false }));
  });
  return tree;
}

/** The arrows and circles a lesson draws on its start position. */
export function lessonShapes(lesson: Lesson): readonly Shape[] {
  return lessonTree(lesson).root.shapes;
}

/** The whole solution as it is shown ("show me"): the main line's moves, each with its side. */
export function demoLine(lesson: Lesson): { move: string; student: boolean }[] {
  const tree = lessonTree(lesson);
  return nodesOf(tree, lineEnd(tree, [])).flatMap((node) =>
    node.moves.map((move) => ({ move, student: node.student })),
  );
}
