/**
 * The gamebook judge (src/content/gamebook.ts) as tables: an interactive chapter of Parallel
 * worlds chess judged sub-move by sub-move (the main line's turn in either order of its sub-moves,
 * an authored wrong turn answered with its comment, a sub-move no completion can save answered at
 * once with the node's deviation, the end of the line), a flat game's (a wrong move with and
 * without the author's answer), and a built-in lesson as a chapter, judged by the lesson's judge.
 */
import { describe, expect, it } from 'vitest';
import { chapterLesson, gamebookStudent, judgeChapter } from '../../src/content/gamebook';
import { chapterOf, KNIGHTS } from './support/gamebookChapters';
import type { TreePath } from '../../src/content/contentTree';

const main = KNIGHTS.document.tree.root.children[0]!;
const reply = main.children[0]!;
const last = reply.children[0]!;
const wrongChild = KNIGHTS.document.tree.root.children[1]!;
const AFTER_REPLY: TreePath = [main.id, reply.id];

// Plunder from its start: 1. e4 e5 2. Nf3 is the line; 1. d4 is the author's wrong turn.
const FLAT = chapterOf({
  tree: {
    version: 2,
    game: 'plunder',
    root: {
      deviation: "Open with the king's pawn.",
      children: [
        {
          moves: ['e2e4'],
          children: [
            {
              moves: ['e7e5'],
              hint: 'A knight.',
              children: [{ moves: ['g1f3'], comment: 'The end.' }],
            },
          ],
        },
        { moves: ['d2d4'], comment: 'That is the queen\u2019s pawn.' },
        { moves: ['c2c4'] },
      ],
    },
  },
});
const [e4] = FLAT.document.tree.root.children;
const e5 = e4!.children[0]!;

describe('gamebook judge: Parallel worlds, sub-move by sub-move', () => {
  const path: TreePath = [];
  it.each<[string, TreePath, string[], number, unknown]>([
    ['the main turn, its first sub-move', path, ['1h1-1g3'], 0, { kind: 'continue' }],
    ['the main turn, the other sub-move first', path, ['3h1-3g3'], 0, { kind: 'continue' }],
    [
      'the main turn in its order: right, the reply to play',
      path,
      ['1h1-1g3', '3h1-3g3'],
      0,
      {
        kind: 'right',
        path: [main.id],
        reply: [main.id, reply.id],
        replyMoves: ['1a8-1b8', '3h8-3g8'],
        end: false,
      },
    ],
    [
      'the main turn in the other order: right all the same',
      path,
      ['3h1-3g3', '1h1-1g3'],
      0,
      { kind: 'right', path: [main.id], replyMoves: ['1a8-1b8', '3h8-3g8'] },
    ],
    ['half of the wrong turn: it may go on', path, ['3h1-3f2'], 0, { kind: 'continue' }],
    [
      "the author's wrong turn: its comment, taken back whole",
      path,
      ['3h1-3f2', '1h1-1f2'],
      0,
      {
        kind: 'wrong',
        comment: 'The knights block their own kings.',
        path: [wrongChild.id],
        reason: null,
        undo: 2,
      },
    ],
    [
      'a sub-move no completion saves: the deviation at once, that sub-move alone',
      path,
      ['1e1-1d1'],
      0,
      { kind: 'wrong', comment: 'Bring the knights out.', path: null, reason: null, undo: 1 },
    ],
    [
      'a good sub-move, then one that spoils it: the second alone',
      path,
      ['1h1-1g3', '3e1-3d1'],
      0,
      { kind: 'wrong', comment: 'Bring the knights out.', undo: 1 },
    ],
    [
      'a turn ended early: the end alone is taken back',
      path,
      ['1h1-1g3', 'end'],
      0,
      { kind: 'wrong', comment: 'Bring the knights out.', undo: 1 },
    ],
    [
      'the last turn of the line, after the reply: the end',
      AFTER_REPLY,
      ['1h1-1g3', '3h1-3g3', '1a8-1b8', '3h8-3g8', '3g3-3e4', '1g3-1e4'],
      4,
      { kind: 'right', path: [...AFTER_REPLY, last.id], reply: null, replyMoves: [], end: true },
    ],
    [
      'a node with no deviation: "Not this one." (no comment)',
      AFTER_REPLY,
      ['1h1-1g3', '3h1-3g3', '1a8-1b8', '3h8-3g8', '1e1-1d1'],
      4,
      { kind: 'wrong', comment: null, path: null, undo: 1 },
    ],
  ])('%s', (_, at, moves, turnStart, expected) => {
    expect(judgeChapter(KNIGHTS, at, moves, turnStart)).toMatchObject(expected as object);
  });

  it('the student is the side to move at the start', () => {
    expect(gamebookStudent(KNIGHTS.document)).toBe(0);
  });
});

describe('gamebook judge: a flat game', () => {
  it.each<[string, TreePath, string[], number, unknown]>([
    [
      'the main move: right, the reply to play',
      [],
      ['e2e4'],
      0,
      { kind: 'right', path: [e4!.id], replyMoves: ['e7e5'], end: false },
    ],
    [
      "the author's wrong move: its comment",
      [],
      ['d2d4'],
      0,
      { kind: 'wrong', comment: 'That is the queen\u2019s pawn.', undo: 1 },
    ],
    [
      'an authored wrong move without a comment: "Not this one."',
      [],
      ['c2c4'],
      0,
      { kind: 'wrong', comment: null, path: [FLAT.document.tree.root.children[2]!.id] },
    ],
    [
      'no child at all: the deviation',
      [],
      ['a2a3'],
      0,
      { kind: 'wrong', comment: "Open with the king's pawn.", path: null, undo: 1 },
    ],
    [
      'the last move of the line: the end, no reply',
      [e4!.id, e5.id],
      ['e2e4', 'e7e5', 'g1f3'],
      2,
      { kind: 'right', reply: null, end: true },
    ],
  ])('%s', (_, at, moves, turnStart, expected) => {
    expect(judgeChapter(FLAT, at, moves, turnStart)).toMatchObject(expected as object);
  });
});

// The lesson "pw-first-rank-pawn" as a chapter: a pawn of the first rank, two turns with a reply.
const LESSON = chapterOf({
  lesson: { goal: { kind: 'occupy', men: { '1c3': 'P' } } },
  tree: {
    version: 1,
    game: 'parallel-worlds',
    fen: '7k/8/8/8/8/8/8/K1P5|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/K7 w - - 0 5',
    root: {
      children: [
        {
          moves: ['1c1-1c2', 'end'],
          children: [{ moves: ['3h8-3g8', 'end'], children: [{ moves: ['1c2-1c3'] }] }],
        },
      ],
    },
  },
});
const [first] = LESSON.document.tree.root.children;
const lessonReply = first!.children[0]!;

describe('gamebook judge: a lesson as a chapter', () => {
  it('reads its solution and replies off the main line', () => {
    expect(chapterLesson(LESSON)).toMatchObject({
      solution: [['1c1-1c2', 'end'], ['1c2-1c3']],
      replies: [['3h8-3g8', 'end']],
      goal: { kind: 'occupy' },
    });
    expect(chapterLesson(KNIGHTS)).toBeNull();
  });

  it.each<[string, TreePath, string[], unknown]>([
    ['a sub-move of the first turn', [], ['1c1-1c2'], { kind: 'continue' }],
    [
      "the first turn: the lesson's reply",
      [],
      ['1c1-1c2', 'end'],
      { kind: 'right', path: [first!.id], replyMoves: ['3h8-3g8', 'end'], end: false },
    ],
    [
      'the goal reached: the end',
      [first!.id, lessonReply.id],
      ['1c1-1c2', 'end', '3h8-3g8', 'end', '1c2-1c3'],
      { kind: 'right', end: true },
    ],
    [
      "a sub-move after which the goal cannot be reached: the lesson's reason",
      [first!.id, lessonReply.id],
      ['1c1-1c2', 'end', '3h8-3g8', 'end', '1a1-1b1'],
      { kind: 'wrong', comment: null, reason: 'unreachable', undo: 1 },
    ],
  ])('%s', (_, at, moves, expected) => {
    expect(judgeChapter(LESSON, at, moves, 0)).toMatchObject(expected as object);
  });
});
