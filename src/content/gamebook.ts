/**
 * The judge of an interactive study chapter (issue 46, lichess's gamebook), pure: given the
 * chapter, the node the student has reached and the moves of the student's turn so far, it says
 * whether the turn may go on, is the main line's (then the other side's main-line reply is played),
 * is one of the author's wrong turns (its comment is the answer) or none of the node's turns at all
 * (the node's `deviation` is the answer, else the app's "Not this one.").
 *
 * A turn is right by the position it reaches (the Zobrist key, turn state included), as a puzzle's
 * is (src/puzzles/judge.ts): the sub-moves of a Parallel worlds turn may come in any order. Each
 * sub-move is judged: one after which no completion of the turn can reach the main child's
 * position or an authored wrong child's is answered at once and taken back alone (the rules
 * core's completion walk, `someCompletion`: at most two sub-moves follow the first). An authored
 * wrong turn is taken back whole. A child that ends its line in the middle of a turn is reached by
 * its own sub-moves, in any order.
 *
 * A chapter with a `lesson` (a built-in lesson as a chapter) is judged by the lesson's judge
 * (lesson.ts) instead: its solution and replies are the chapter's main line, and a refusal has the
 * lesson's reason instead of a comment.
 */
import {
  outcomeOf,
  parseFen,
  playAll,
  positionKey,
  someCompletion,
  type Color,
  type Position,
} from '../rules';
import { lineEnd, nodeAt, nodesOf, type TreePath } from './contentTree';
import { judgeLesson, type JudgedMove, type Lesson, type WrongReason } from './lesson';
import type { MoveNode } from './moveTree';
import type { Chapter } from './study';
import type { TreeDocument } from './treeJson';

export type GamebookVerdict =
  /** The turn may go on: some completion of it reaches one of the node's turns. */
  | { readonly kind: 'continue' }
  /**
   * The main line's turn: `path` is its node; `reply` the node of the other side's main-line
   * answer to play (`replyMoves`), or null; `end`: no turn of the student's follows on the line.
   */
  | {
      readonly kind: 'right';
      readonly path: TreePath;
      readonly reply: TreePath | null;
      readonly replyMoves: readonly string[];
      readonly end: boolean;
    }
  /**
   * Refused: take back `undo` moves. `comment`: the author's answer (the wrong turn's comment, or
   * the node's `deviation`), null for "Not this one."; `path`: the authored wrong turn's node;
   * `reason`: a lesson's reason (a lesson chapter's refusals have no comment).
   */
  | {
      readonly kind: 'wrong';
      readonly comment: string | null;
      readonly path: TreePath | null;
      readonly reason: WrongReason | null;
      readonly undo: number;
    };

/** The position a chapter's document starts from (a document read by treeJson.ts parses). */
export function chapterStart(document: TreeDocument): Position {
  const parsed = parseFen(document.game, document.startFen);
  if (!parsed.ok) throw new Error(`a chapter's start does not parse: ${document.startFen}`);
  return parsed.value;
}

/** The side the student plays in an interactive chapter: the side to move at its start. */
export const gamebookStudent = (document: TreeDocument): Color => chapterStart(document).turn;

/** Whether every one of `played` is among `moves` (as many times), in any order. */
function partOf(played: readonly string[], moves: readonly string[]): boolean {
  const left = [...moves];
  return played.every((move) => {
    const index = left.indexOf(move);
    if (index < 0) return false;
    left.splice(index, 1);
    return true;
  });
}

/**
 * Judges the student's turn under way: `moves` are every move since the chapter's start, of
 * which those from `turnStart` on are the student's current turn, played from the node at `path`
 * (the moves before `turnStart` reach that node's position, in whatever order of sub-moves).
 */
export function judgeChapter(
  chapter: Chapter,
  path: TreePath,
  moves: readonly string[],
  turnStart: number,
): GamebookVerdict {
  const { document } = chapter;
  const node = nodeAt(document.tree, path);
  if (!node) throw new Error(`no node at ${path.join('/')}`);
  const start = chapterStart(document);
  const lesson = chapterLesson(chapter);
  if (lesson) return judgeAsLesson(lesson, chapter, path, start, moves);
  const before = playAll(start, moves.slice(0, turnStart));
  const played = moves.slice(turnStart);
  const at = before && playAll(before, played);
  if (!before || !at) throw new Error('the moves played do not replay');
  const deviation: GamebookVerdict = {
    kind: 'wrong',
    comment: node.deviation === '' ? null : node.deviation,
    path: null,
    reason: null,
    undo: 1,
  };
  const children = node.children.map((child) => {
    const after = playAll(before, child.moves);
    if (!after) throw new Error(`the turn ${child.moves.join(' ')} does not play`);
    return { child, after, key: positionKey(after) };
  });
  const key = positionKey(at);
  const reached = children.find((each) => each.key === key);
  if (reached) return reached.child === node.children[0] ? right(chapter, path) : authored();
  const student = before.turn;
  if (at.turn !== student || at.winner >= 0 || outcomeOf(at) !== null) return deviation;
  // The turn goes on: can it still reach one of the node's turns?
  const partial = children.filter((each) => each.after.turn === student);
  if (partial.some((each) => partOf(played, each.child.moves))) return { kind: 'continue' };
  const whole = new Set(children.filter((each) => each.after.turn !== student).map((e) => e.key));
  if (whole.size > 0 && someCompletion(at, (after) => whole.has(positionKey(after))))
    return { kind: 'continue' };
  return deviation;

  function authored(): GamebookVerdict {
    const child = reached!.child;
    return {
      kind: 'wrong',
      comment: child.comment === '' ? null : child.comment,
      path: [...path, child.id],
      reason: null,
      undo: played.length,
    };
  }
}

/** The verdict of a right turn at `path`: the main child, its main-line reply, the line's end. */
function right(chapter: Chapter, path: TreePath): GamebookVerdict & { kind: 'right' } {
  const tree = chapter.document.tree;
  const main = nodeAt(tree, path)?.children[0];
  const turn = main ? [...path, main.id] : path;
  const reply: MoveNode | undefined = main?.children[0];
  const replyPath = reply ? [...turn, reply.id] : null;
  return {
    kind: 'right',
    path: turn,
    reply: replyPath,
    replyMoves: reply ? reply.moves : [],
    end: (reply ?? main)?.children.length === 0,
  };
}

/** The lesson a lesson chapter holds: its solution and replies are the main line's turns. */
export function chapterLesson(chapter: Chapter): Lesson | null {
  const { document, lesson } = chapter;
  const game = document.game.id;
  if (!lesson || game === 'chess') return null;
  let position = chapterStart(document);
  const student = position.turn;
  const solution: string[][] = [];
  const replies: string[][] = [];
  for (const node of nodesOf(document.tree, lineEnd(document.tree, []))) {
    if (position.turn === student) solution.push([...node.moves]);
    else replies[solution.length - 1] = [...node.moves];
    position = playAll(position, node.moves) ?? position;
  }
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
    hints: 0,
  };
}

/** A lesson chapter's turn, judged by the lesson's judge; the path follows the main line. */
function judgeAsLesson(
  lesson: Lesson,
  chapter: Chapter,
  path: TreePath,
  start: Position,
  moves: readonly string[],
): GamebookVerdict {
  const judged: JudgedMove[] = [];
  let position = start;
  for (const canonical of moves) {
    judged.push({ canonical, color: position.turn });
    const next = playAll(position, [canonical]);
    if (!next) throw new Error('the moves played do not replay');
    position = next;
  }
  const verdict = judgeLesson(lesson, position, judged, start.turn);
  switch (verdict.kind) {
    case 'continue':
      return verdict;
    case 'wrong':
      return {
        kind: 'wrong',
        comment: null,
        path: null,
        reason: verdict.reason,
        undo: verdict.undo,
      };
    case 'done':
      return { ...right(chapter, path), reply: null, replyMoves: [], end: true };
    case 'reply': {
      const next = right(chapter, path);
      return { ...next, replyMoves: verdict.moves, end: false };
    }
  }
}
