// The piece explorer's move sets (src/game/explorer.ts): a man on a square with blockers and enemy
// men around it → the squares the rules core lets it reach, one row per rule of docs/rules.md it
// shows.
// Expected squares are counted by hand from the rule (the kings stand on h1/a8, or 1h1/1a8 and
// 3h1/3a8 in Parallel worlds chess, out of every row's lines unless a row says otherwise).
import { describe, expect, it } from 'vitest';
import {
  explorerMoves,
  moveExplored,
  targetList,
  toggleMan,
  vestsFor,
  type ExplorerBoard,
  type ExplorerMan,
} from '../../src/game/explorer';
import type { GameId } from '../../src/rules';

const board = (
  game: GameId,
  piece: string,
  square: string,
  men: Record<string, ExplorerMan> = {},
): ExplorerBoard => {
  const [, letter, vest] = /^([A-Z])(?:\(([A-Z])\))?$/.exec(piece)!;
  return { game, letter: letter!, vest: vest ?? null, square, men };
};

/** Queen lines from d4 on one level (27 squares), with a level prefix. */
const queenFromD4 = (prefix: string): string[] =>
  [
    ...'a4 b4 c4 e4 f4 g4 h4 d1 d2 d3 d5 d6 d7 d8'.split(' '),
    ...'a1 b2 c3 e5 f6 g7 h8 a7 b6 c5 e3 f2 g1'.split(' '),
  ].map((s) => prefix + s);

const rows: ReadonlyArray<{
  rule: string;
  board: ExplorerBoard;
  targets: string[];
  kinds?: Record<string, string>;
}> = [
  {
    rule: 'nightrider: repeated knight leaps in each of 8 directions, to the board edge',
    board: board('pocket-mutation', 'I', 'd4'),
    targets: 'b3 b5 b8 c2 c6 e2 e6 f3 f5 f8 h2 h6'.split(' '),
  },
  {
    rule: 'nightrider: a friendly man blocks its line (e6 and f8 gone), an enemy is captured and ends it (f5 taken, h6 gone)',
    board: board('pocket-mutation', 'I', 'd4', { e6: 'blocker', f5: 'enemy' }),
    targets: 'b3 b5 b8 c2 c6 e2 f3 f5 h2'.split(' '),
    kinds: { f5: 'capture', f3: 'move' },
  },
  {
    rule: 'amazon rider: queen lines plus nightrider lines',
    board: board('pocket-mutation', 'Z', 'd4'),
    targets: [...queenFromD4(''), ...'b3 b5 b8 c2 c6 e2 e6 f3 f5 f8 h2 h6'.split(' ')],
  },
  {
    rule: 'super bishop: bishop lines plus one king step (orthogonal steps only, diagonals are ridden)',
    board: board('pocket-mutation', 'D', 'd4'),
    targets: [...'a1 b2 c3 e5 f6 g7 h8 a7 b6 c5 e3 f2 g1'.split(' '), 'c4', 'd3', 'd5', 'e4'],
  },
  {
    rule: 'pocket mutation: a pawn on its first rank steps one square only',
    board: board('pocket-mutation', 'P', 'd1'),
    targets: ['d2'],
  },
  {
    rule: 'pawn: double step from its second rank, diagonal capture of an enemy only',
    board: board('plunder', 'P', 'd2', { e3: 'enemy', c3: 'blocker' }),
    targets: ['d3', 'd4', 'e3'],
    kinds: { e3: 'capture' },
  },
  {
    rule: 'pawn: blocked straight ahead, no double step over a man',
    board: board('plunder', 'P', 'd2', { d3: 'enemy' }),
    targets: [],
  },
  {
    rule: 'PlunderChess: a bishop wearing a knight vest also leaps once as a knight (vest moves marked)',
    board: board('plunder', 'B(N)', 'd4'),
    targets: [
      ...'a1 b2 c3 e5 f6 g7 h8 a7 b6 c5 e3 f2 g1'.split(' '),
      ...'b3 b5 c2 c6 e2 e6 f3 f5'.split(' '),
    ],
    kinds: { c6: 'vest', c5: 'move' },
  },
  {
    rule: 'PlunderChess: a rook wearing a pawn vest may capture diagonally forward with it',
    board: board('plunder', 'R(P)', 'd4', { e5: 'enemy', c5: 'blocker' }),
    targets: [...'a4 b4 c4 e4 f4 g4 h4 d1 d2 d3 d5 d6 d7 d8'.split(' '), 'e5'],
    kinds: { e5: 'vest' },
  },
  {
    rule: 'level 2: every man moves as a queen within the level, and steps up or down',
    board: board('parallel-worlds', 'N', '2d4'),
    targets: [...queenFromD4('2'), '1d4', '3d4'],
    kinds: { '1d4': 'level', '3d4': 'level', '2d8': 'move' },
  },
  {
    rule: 'level 2: no captures (the enemy on 2d6 stops the line and cannot be taken)',
    board: board('parallel-worlds', 'P', '2d4', { '2d6': 'enemy' }),
    targets: [...queenFromD4('2').filter((s) => !['2d6', '2d7', '2d8'].includes(s)), '1d4', '3d4'],
  },
  {
    rule: 'between levels: no step onto an occupied square, friend or enemy (3d4 and 1d4 taken)',
    board: board('parallel-worlds', 'R', '2d4', { '3d4': 'blocker', '1d4': 'enemy' }),
    targets: queenFromD4('2'),
  },
  {
    rule: 'levels 1 and 3: chess moves and captures; one level up only (1↔2, never 1↔3)',
    board: board('parallel-worlds', 'R', '1d4', { '1d6': 'enemy' }),
    targets: [...'a4 b4 c4 e4 f4 g4 h4 d1 d2 d3 d5 d6'.split(' ').map((s) => '1' + s), '2d4'],
    kinds: { '1d6': 'capture', '2d4': 'level' },
  },
  {
    rule: 'a king never changes level',
    board: board('parallel-worlds', 'K', '3d4'),
    targets: 'c3 c4 c5 d3 d5 e3 e4 e5'.split(' ').map((s) => '3' + s),
  },
  {
    rule: 'a pawn stepping down from level 2 onto its last rank arrives (and promotes)',
    board: board('parallel-worlds', 'P', '2d8'),
    targets: [
      ...'a8 b8 c8 e8 f8 g8 h8 d1 d2 d3 d4 d5 d6 d7 a5 b6 c7 e7 f6 g5 h4'
        .split(' ')
        .map((s) => '2' + s),
      '1d8',
      '3d8',
    ],
    kinds: { '1d8': 'level' },
  },
];

describe('explorer move sets', () => {
  it.each(rows)('$rule', ({ board: b, targets, kinds }) => {
    const moves = explorerMoves(b);
    if (!moves.ok) throw new Error(moves.error);
    const list = targetList(moves.value);
    expect(list.map((t) => t.name)).toEqual([...targets].sort());
    for (const [name, kind] of Object.entries(kinds ?? {}))
      expect(list.find((t) => t.name === name)?.kind, name).toBe(kind);
  });

  it('a pawn stepping down onto its last rank offers the four promotions', () => {
    const moves = explorerMoves(board('parallel-worlds', 'P', '2d8'));
    if (!moves.ok) throw new Error(moves.error);
    const promotions = moves.value.moves.filter((m) => (m >>> 9) % 512 === 7 * 16 + 3);
    expect(promotions).toHaveLength(4); // 1d8 is square 0x73: =Q, =R, =B, =N
  });

  it('the kings are part of the position: a rook on h4 stops at the white king on h1', () => {
    const moves = explorerMoves(board('plunder', 'R', 'h4'));
    if (!moves.ok) throw new Error(moves.error);
    expect(targetList(moves.value).map((t) => t.name)).toEqual(
      'a4 b4 c4 d4 e4 f4 g4 h2 h3 h5 h6 h7 h8'.split(' ').sort(),
    );
  });

  it('a man on the king’s corner sends the king to the next free square', () => {
    const moves = explorerMoves(board('plunder', 'N', 'h1'));
    if (!moves.ok) throw new Error(moves.error);
    expect(moves.value.view.men.find((m) => m.letter === 'K')?.name).toBe('g1');
    expect(targetList(moves.value).map((t) => t.name)).toEqual(['f2', 'g3']);
  });
});

describe('explorer boards the rules refuse', () => {
  it.each([
    {
      rule: 'kings never stand on level 2',
      board: board('parallel-worlds', 'K', '2d4'),
      code: 'kings-count',
    },
    {
      rule: 'a pawn cannot stand on its last rank in PlunderChess',
      board: board('plunder', 'P', 'd8'),
      code: 'pawn-rank',
    },
    {
      rule: 'a vest must add a way of moving (a queen takes no bishop vest)',
      board: board('plunder', 'Q(B)', 'd4'),
      code: 'vest-adds-nothing',
    },
  ])('$rule', ({ board: b, code }) => {
    const moves = explorerMoves(b);
    expect(moves.ok).toBe(false);
    if (!moves.ok) expect(moves.problem.code).toBe(code);
  });
});

describe('explorer editing', () => {
  const start = board('pocket-mutation', 'I', 'd4');
  it('toggles a man on and off, and changes its kind', () => {
    const one = toggleMan(start, 'e6', 'blocker');
    expect(one.men).toEqual({ e6: 'blocker' });
    expect(toggleMan(one, 'e6', 'enemy').men).toEqual({ e6: 'enemy' });
    expect(toggleMan(one, 'e6', 'blocker').men).toEqual({});
    expect(toggleMan(one, 'd4', 'enemy')).toBe(one); // the explored man's square is left alone
  });
  it('moves the explored man, taking off a man standing there', () => {
    const moved = moveExplored(toggleMan(start, 'f5', 'enemy'), 'f5');
    expect(moved).toEqual({ ...start, square: 'f5', men: {} });
  });
  it('offers only vests that add a way of moving (docs/rules.md §PlunderChess)', () => {
    expect(vestsFor('Q')).toEqual(['P', 'N']);
    expect(vestsFor('B')).toEqual(['P', 'N', 'R', 'Q', 'K']);
    expect(vestsFor('K')).toEqual(['P', 'N', 'B', 'R', 'Q']);
  });
});
