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
 * Reading a chapter back is `chapterLesson`, the same walk the other way (the study page's judge,
 * gamebook.ts, judges a lesson chapter with it, and the learn page runs the built-in lessons read
 * back by it): the solution and replies from the main line, the hints counted from the `hint`
 * lines before the student's turns, the shapes from the root. It lives here rather than in
 * gamebook.ts so that the learn page does not load the gamebook's judge.
 */
import { GAME_IDS, gameById, parseFen, playAll, WHITE, type Position } from '../rules';
import { writeShapes } from './annotations';
import { addChild, lineEnd, nodesOf, setComment, setHint, setShapes } from './contentTree';
import { lessonShapes, lessonStart, type Lesson } from './lesson';
import { emptyTree, type MoveNode } from './moveTree';
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
  let tree = setShapes(emptyTree(), [], lessonShapes(lesson));
  let path: readonly number[] = [];
  lesson.solution.forEach((turn, index) => {
    const reply = lesson.replies?.[index] ?? [];
    ({ tree, path } = addChild(tree, path, { moves: [...turn] }));
    if (reply.length > 0) ({ tree, path } = addChild(tree, path, { moves: [...reply] }));
  });
  return { game, startFen: lesson.fen, tree };
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

/** The position a chapter's document starts from (a document read by treeJson.ts parses). */
export function chapterStart(document: TreeDocument): Position {
  const parsed = parseFen(document.game, document.startFen);
  if (!parsed.ok) throw new Error(`a chapter's start does not parse: ${document.startFen}`);
  return parsed.value;
}

/**
 * The lesson a lesson chapter holds: its solution and replies are the main line's turns, its
 * hints the `hint` lines offered before the student's turns (the root's, then each reply's), its
 * shapes the root's (so `lessonChapter` reads back the same). Its id is the chapter's name; the
 * learn page gives the built-in ones theirs. The study page's judge (gamebook.ts) judges a lesson
 * chapter with it.
 */
export function chapterLesson(chapter: Chapter): Lesson | null {
  const { document, lesson } = chapter;
  const game = GAME_IDS.find((id) => id === document.game.id); // one of the three, never plain chess
  if (!lesson || !game) return null;
  let position = chapterStart(document);
  const student = position.turn;
  const solution: string[][] = [];
  const replies: string[][] = [];
  let hints = 0;
  let before: MoveNode = document.tree.root; // the node the student plays from
  for (const node of nodesOf(document.tree, lineEnd(document.tree, []))) {
    if (position.turn === student) {
      solution.push([...node.moves]);
      hints += before.hint === '' ? 0 : before.hint.split('\n').length;
    } else replies[solution.length - 1] = [...node.moves];
    before = node;
    position = playAll(position, node.moves) ?? position;
  }
  const shapes = writeShapes(document.tree.root.shapes, document.game.levels);
  return {
    id: chapter.name,
    game,
    fen: document.startFen,
    goal: lesson.goal,
    solution,
    ...(replies.length > 0 ? { replies: Array.from(replies, (turn) => turn ?? []) } : {}),
    ...(lesson.strict === undefined ? {} : { strict: lesson.strict }),
    ...(lesson.accept ? { accept: lesson.accept } : {}),
    ...(lesson.marks ? { marks: lesson.marks } : {}),
    hints,
    ...(shapes ? { shapes } : {}),
  };
}
