/**
 * A lesson as a study chapter (study.ts), and a chapter back as a lesson (lesson.ts): the two
 * directions between the built-in lessons and the one authored format (issue 46), so every
 * lesson can be opened, copied and changed as a study, and the learn page runs the lesson it
 * reads back from that chapter.
 *
 * The chapter is `interactive` (lichess's gamebook), turned to the side to move at the start
 * (the student's), with the lesson's rules in `lesson` (goal, strict, accept, marks). Its tree
 * is the authored tree of turns (contentTree.ts): the root carries the shapes drawn on the start
 * position, the rule and the task as its comment (`rule`, a blank line, `task`) and the hints as
 * its `hint`, one a line (they are offered before the student's first turn); the main line is
 * the solution, the student's turns with the other side's scripted replies between them. The words are given
 * by the caller in one language: a Russian teacher's copy is in Russian.
 *
 * Reading a chapter back is gamebook.ts's `chapterLesson`, the same walk the other way (the study
 * page judges a lesson chapter with it): the solution and replies from the main line, the hints
 * counted from the `hint` lines before the student's turns, the shapes from the root.
 */
import { gameById, WHITE } from '../rules';
import { parseShapes, type Shape } from './annotations';
import { addChild, setComment, setHint, setShapes } from './contentTree';
import { lessonStart, type Lesson } from './lesson';
import { emptyTree, type MoveTree } from './moveTree';
import type { Chapter } from './study';
import type { TreeDocument } from './treeJson';

/** A lesson's words in one language, as its chapter carries them. */
export interface LessonWording {
  readonly title: string; // the chapter's name: 'The middle level'
  readonly rule: string; // 'On level 2 every man, a pawn too, moves like a queen. …'
  readonly task: string; // 'Send the pawn on 2c1 to the marked square 2h6 in one move.'
  readonly hints: readonly string[]; // as many as the lesson counts, in their order
}

/** The line between the rule and the task in the root's comment. */
const RULE_AND_TASK = '\n\n';

/** The lesson's tree without words: the start's shapes on the root, the main line its solution. */
export function lessonDocument(lesson: Lesson): TreeDocument {
  const game = gameById(lesson.game)!;
  let tree: MoveTree = emptyTree();
  const shapes = parseShapes(lesson.shapes ?? '', game.levels); // checked by lessons.test.ts
  if (shapes.ok) tree = setShapes(tree, [], shapes.shapes);
  let path: readonly number[] = [];
  lesson.solution.forEach((turn, index) => {
    const reply = lesson.replies?.[index] ?? [];
    ({ tree, path } = addChild(tree, path, { moves: [...turn] }));
    if (reply.length > 0) ({ tree, path } = addChild(tree, path, { moves: [...reply] }));
  });
  return { game, startFen: lesson.fen, tree };
}

/** The whole solution as it is shown ("show me"): the main line's moves, each with its side. */
export function lessonLine(lesson: Lesson): { move: string; student: boolean }[] {
  return lesson.solution.flatMap((turn, index) => [
    ...turn.map((move) => ({ move, student: true })),
    ...(lesson.replies?.[index] ?? []).map((move) => ({ move, student: false })),
  ]);
}

/** The arrows and circles a lesson draws on its start position. */
export function lessonShapes(lesson: Lesson): readonly Shape[] {
  return lessonDocument(lesson).tree.root.shapes;
}

/** The lesson as an interactive chapter, worded in one language. */
export function lessonChapter(lesson: Lesson, words: LessonWording): Chapter {
  const document = lessonDocument(lesson);
  let tree = setComment(document.tree, [], `${words.rule}${RULE_AND_TASK}${words.task}`);
  tree = setHint(tree, [], words.hints.join('\n'));
  const { goal, strict, accept, marks } = lesson;
  return {
    name: words.title,
    kind: 'interactive',
    orientation: lessonStart(lesson).turn === WHITE ? 'white' : 'black',
    document: { ...document, tree },
    lesson: {
      goal,
      ...(strict === undefined ? {} : { strict }),
      ...(accept === undefined ? {} : { accept }),
      ...(marks === undefined ? {} : { marks }),
    },
  };
}
