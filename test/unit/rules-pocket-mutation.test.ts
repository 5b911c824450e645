/**
 * Pocket mutation chess (docs/rules.md §Pocket mutation chess) rule by rule: a table of positions
 * with the exact legal
 * moves (canonical notation) the rule allows there, each row played for White and, mirrored (ranks
 * flipped, colours swapped), for Black; then the endings, the FEN extension and the human notation.
 *
 * Where the expected lists come from: written by hand from the text of §0 and §3. The moves of the
 * fairy pieces on an open board are the union of the hand-listed squares of their atoms from d4
 * (wazir, ferz, knight, rook, bishop and nightrider lines), following the letter table of §0.
 * Fairy-Stockfish checks the same moves independently in rules-pocket-mutation-perft.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  GameRecord,
  POCKET_MUTATION,
  CHESS,
  inCheck,
  legalMoves,
  makeFen,
  makeMove,
  makeSan,
  parseFen,
  parseMove,
  parseSan,
  play,
  repetitionKey,
  type Position,
} from '../../src/rules';
import { fenFields } from './support/fenFields';

const game = POCKET_MUTATION;
const codePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const sorted = (list: readonly string[]): string[] => [...list].sort(codePoint);

function position(fen: string): Position {
  const parsed = parseFen(game, fen);
  if (!parsed.ok) throw new Error(`${fen}: ${parsed.error}`);
  return parsed.value;
}

/** The legal moves of a FEN in canonical notation, sorted, optionally only those matching. */
function moves(fen: string, only?: RegExp): string[] {
  const pos = position(fen);
  const all = legalMoves(pos).map((move) => makeMove(pos, move));
  return sorted(only ? all.filter((m) => only.test(m)) : all);
}

/** Ranks flipped: `e2` ↔ `e7`, in squares of moves, FENs' en passant fields and patterns. */
const flipSquares = (text: string): string =>
  text.replace(/([a-h])([1-8])/g, (_, file: string, rank: string) => file + (9 - Number(rank)));
const swapCase = (text: string): string =>
  text.replace(/[a-zA-Z]/g, (c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()));

/** The same position with the colours swapped and the board seen from the other side. */
function mirrorFen(fen: string): string {
  const [boardField, side, castling, ep, half, full] = fenFields(fen);
  const [, placement, pockets] = /^(.*)\[(.*)\]$/.exec(boardField)!;
  const board = swapCase(placement!.split('/').reverse().join('/'));
  const swapped = swapCase(pockets!);
  const pocket = [...swapped].sort(
    (a, b) => (a === a.toUpperCase() ? -1 : 1) - (b === b.toUpperCase() ? -1 : 1),
  );
  return `${board}[${pocket.join('')}] ${side === 'w' ? 'b' : 'w'} ${castling} ${ep === '-' ? '-' : flipSquares(ep)} ${half} ${full}`;
}
const mirrorPattern = (re: RegExp): RegExp => new RegExp(flipSquares(re.source));

/** Squares reached from d4 by each atom on an empty board (§0's letter table, by hand). */
const FROM_D4 = {
  wazir: ['c4', 'e4', 'd3', 'd5'],
  ferz: ['c3', 'c5', 'e3', 'e5'],
  knight: ['b3', 'b5', 'c2', 'c6', 'e2', 'e6', 'f3', 'f5'],
  rook: ['d1', 'd2', 'd3', 'd5', 'd6', 'd7', 'd8', 'a4', 'b4', 'c4', 'e4', 'f4', 'g4', 'h4'],
  bishop: ['a1', 'b2', 'c3', 'e5', 'f6', 'g7', 'h8', 'a7', 'b6', 'c5', 'e3', 'f2', 'g1'],
  // first leaps as the knight's, then on along the same line: e6-f8, f5-h6, f3-h2, c6-b8
  nightrider: ['b3', 'b5', 'c2', 'c6', 'e2', 'e6', 'f3', 'f5', 'f8', 'h6', 'h2', 'b8'],
};
type Atom = keyof typeof FROM_D4;
const KING_STEPS: Atom[] = ['wazir', 'ferz'];

/** Letter → [atoms, class], from §0's letter table and §3's class table. */
const PIECE_TABLE: Record<string, [Atom[], number]> = {
  N: [['knight'], 2],
  B: [['bishop'], 2],
  R: [['rook'], 3],
  I: [['nightrider'], 3],
  D: [['bishop', ...KING_STEPS], 3],
  A: [['bishop', 'knight'], 4],
  G: [['rook', ...KING_STEPS], 4],
  Q: [['rook', 'bishop'], 5],
  M: [['rook', 'knight'], 5],
  U: [['bishop', 'nightrider'], 5],
  V: [['bishop', 'knight', ...KING_STEPS], 5],
  F: [['rook', 'nightrider'], 6],
  W: [['rook', 'knight', ...KING_STEPS], 6],
  X: [['bishop', 'nightrider', ...KING_STEPS], 6],
  T: [['rook', 'bishop', 'knight'], 7],
  H: [['rook', 'nightrider', ...KING_STEPS], 7],
  Z: [['rook', 'bishop', 'nightrider'], 8],
};
/** §3's classes, by hand. */
const CLASS_MEMBERS = ['', 'P', 'NB', 'RID', 'AG', 'QMUV', 'FWX', 'TH', 'Z'];

interface Row {
  name: string;
  rule: string;
  fen: string;
  /** Only the moves matching this (all moves when absent). */
  only?: RegExp;
  expected: string[];
  /** Also checked mirrored, for Black (false where the rule is about one colour). */
  mirror?: boolean;
}

const squaresFrom = (from: string, targets: string[]): string[] => targets.map((t) => from + t);
const pocketMoves = (from: string, letters: string): string[] =>
  [...letters].map((letter) => `${from}^${letter}`);

// Kings where no atom from d4 reaches (h7, a2), so that a lone piece on d4 shows all its moves.
const OPEN_BOARD_ROWS: Row[] = Object.entries(PIECE_TABLE).map(([letter, [atoms, cls]]) => ({
  name: `${letter} on d4, open board`,
  rule: `§0 letter table: ${letter} moves as ${atoms.join(' + ')}; §3 pocketing keeps class ${cls}`,
  fen: `8/7K/8/8/3${letter}4/8/k7/8[] w - - 0 10`,
  only: /^d4/,
  expected: [
    ...squaresFrom('d4', [...new Set(atoms.flatMap((atom) => FROM_D4[atom]))]),
    ...pocketMoves('d4', CLASS_MEMBERS[cls]!),
  ],
}));

// A man of every type on c3 (not its last rank) and on c8 (its last rank): what it may become.
const POCKETING_ROWS: Row[] = Object.entries({
  P: 1,
  ...Object.fromEntries(Object.entries(PIECE_TABLE).map(([letter, [, cls]]) => [letter, cls])),
}).flatMap(([letter, cls]) => [
  {
    name: `${letter} pocketed from c3`,
    rule: '§3 pocketing from any other rank: any piece of its own class, itself included',
    fen: `8/8/8/7k/8/2${letter}5/8/7K[] w - - 0 10`,
    only: /\^/,
    expected: pocketMoves('c3', CLASS_MEMBERS[cls]!),
  },
  {
    name: `${letter} pocketed from c8, its owner's last rank`,
    rule: '§3 pocketing from the last rank promotes to the next class; Z stays Z',
    fen: `2${letter}5/8/8/7k/8/8/8/7K[] w - - 0 10`,
    only: /\^/,
    expected: pocketMoves('c8', CLASS_MEMBERS[Math.min(cls + 1, 8)]!),
  },
]);

const drops = (letter: string, ranks: number[], occupied: string[]): string[] =>
  ranks.flatMap((rank) =>
    [...'abcdefgh']
      .map((file) => file + rank)
      .filter((square) => !occupied.includes(square))
      .map((square) => `${letter}@${square}`),
  );

const RULE_ROWS: Row[] = [
  {
    name: 'nightrider blocked on an intermediate landing square, capturing on the first occupied',
    rule: '§0 I: repeats a knight leap while the squares landed on are empty; may capture the first occupied',
    // own pawn f5 stops the f5-h6 line; enemy pawn e6 is taken and stops e6-f8; knight b8 taken
    fen: '1n6/7K/4p3/5P2/3I4/8/k7/8[] w - - 0 10',
    only: /^d4/,
    expected: [
      ...squaresFrom('d4', ['b3', 'b5', 'c2', 'c6', 'b8', 'e2', 'e6', 'f3', 'h2']),
      ...pocketMoves('d4', 'RID'),
    ],
  },
  {
    name: 'super cardinal rider with blockers',
    rule: '§0 X = bishop + nightrider + king: each line stops at the first man',
    // own pawns c3 and e2 block; enemy pawns f6 and f5 are taken and stop their lines
    fen: '8/7K/5p2/5p2/3X4/2P5/k3P3/8[] w - - 0 10',
    only: /^d4/,
    expected: [
      ...squaresFrom('d4', [
        ...['e5', 'f6', 'c5', 'b6', 'a7', 'e3', 'f2', 'g1'], // bishop
        ...['c4', 'd3', 'd5', 'e4'], // king steps the bishop lacks
        ...['e6', 'f8', 'f5', 'f3', 'h2', 'c2', 'b3', 'b5', 'c6', 'b8'], // nightrider
      ]),
      ...pocketMoves('d4', 'FWX'),
    ],
  },
  {
    name: "White's first move: no pocketing",
    rule: '§3 White may not pocket on the first move of the game',
    fen: game.startFen,
    expected: [
      ...['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].flatMap((f) => [`${f}2${f}3`, `${f}2${f}4`]),
      ...['b1a3', 'b1c3', 'g1f3', 'g1h3'],
    ],
    mirror: false,
  },
  {
    name: "White's first move in a set-up position (fullmove 1): no pocketing",
    rule: '§3 the ban is fullmove 1 with White to move',
    fen: '4k3/8/8/8/8/8/8/R3K3[] w - - 0 1',
    only: /\^/,
    expected: [],
    mirror: false,
  },
  {
    name: 'White at fullmove 2 may pocket',
    rule: '§3 the ban is for the first move only',
    fen: '4k3/8/8/8/8/8/8/R3K3[] w - - 0 2',
    only: /\^/,
    expected: pocketMoves('a1', 'DIR'),
    mirror: false,
  },
  {
    name: "Black's first move: pocketing allowed",
    rule: '§3 only White is banned from pocketing on the first move',
    fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[] b - e3 0 1',
    only: /\^/,
    expected: [
      ...'abcdefgh'.split('').map((f) => `${f}7^P`),
      ...pocketMoves('a8', 'RID'),
      ...pocketMoves('h8', 'RID'),
      ...['b8', 'c8', 'f8', 'g8'].flatMap((sq) => pocketMoves(sq, 'NB')),
      ...pocketMoves('d8', 'QMUV'),
    ],
    mirror: false,
  },
  {
    name: 'a full pocket: drops, no pocketing',
    rule: '§3 pocketing needs an empty pocket',
    fen: '4k3/8/8/8/8/8/8/R3K3[N] w - - 0 10',
    only: /\^/,
    expected: [],
  },
  {
    name: 'in check: no pocketing',
    rule: '§3 pocketing that leaves the king in check is illegal (so never while in check)',
    fen: '4r2k/8/8/8/8/8/8/1N2K3[] w - - 0 10',
    expected: ['e1d1', 'e1d2', 'e1f1', 'e1f2'],
  },
  {
    name: 'a pinned piece cannot be pocketed',
    rule: '§3 never a pinned piece',
    fen: '4r2k/8/8/8/8/8/4B3/1N2K3[] w - - 0 10',
    expected: [...['b1a3', 'b1c3', 'b1d2', 'b1^B', 'b1^N'], ...['e1d1', 'e1d2', 'e1f1', 'e1f2']],
  },
  {
    name: 'pinned along a nightrider line: no move, no pocketing',
    rule: '§3 pins include the nightrider lines of the fairy pieces',
    fen: '7k/8/8/8/8/i7/2R5/4K3[] w - - 0 10',
    expected: ['e1d1', 'e1d2', 'e1e2', 'e1f1', 'e1f2'],
  },
  {
    name: 'the same rook with a knight (no line) on a3 may be pocketed',
    rule: '§3 contrast: a knight pins nothing',
    fen: '7k/8/8/8/8/n7/2R5/4K3[] w - - 0 10',
    only: /\^/,
    expected: pocketMoves('c2', 'DIR'),
  },
  {
    name: 'drops anywhere empty except the owner’s last rank',
    rule: '§3 a drop: any empty square except its owner’s last rank',
    fen: '4k3/8/8/8/8/8/8/4K3[N] w - - 0 10',
    only: /@/,
    expected: drops('N', [1, 2, 3, 4, 5, 6, 7], ['e1']),
  },
  {
    name: 'a pawn may be dropped on its first rank, not its last',
    rule: '§3 drops: only the last rank is excluded, for pawns too',
    fen: '4k3/8/8/8/8/8/8/4K3[P] w - - 0 10',
    only: /@/,
    expected: drops('P', [1, 2, 3, 4, 5, 6, 7], ['e1']),
  },
  {
    name: 'a drop blocks a check',
    rule: '§3 a drop may block a check',
    fen: '4r2k/8/8/8/8/8/8/4K3[B] w - - 0 10',
    expected: [
      ...['e2', 'e3', 'e4', 'e5', 'e6', 'e7'].map((sq) => `B@${sq}`),
      ...['e1d1', 'e1d2', 'e1f1', 'e1f2'],
    ],
  },
  {
    name: "a drop on a nightrider's intermediate landing square blocks its check",
    rule: '§0 nightrider lines are blocked on their landing squares; §3 drops block checks',
    fen: '7k/8/8/2i5/8/8/8/4K3[P] w - - 0 10',
    expected: ['P@d3', 'e1d1', 'e1d2', 'e1e2', 'e1f1', 'e1f2'],
  },
  {
    name: 'a pawn on its first rank steps once',
    rule: '§0/§3 a pawn on its owner’s first rank may only step one square',
    fen: '4k3/8/8/8/8/8/8/2P1K3[] w - - 0 10',
    only: /^c1/,
    expected: ['c1c2', 'c1^P'],
  },
  {
    name: 'a pawn on its seventh rank moves and captures onto the last rank without promoting',
    rule: '§3 pawns never promote by moving',
    fen: '2r1k3/1P6/8/8/8/8/8/4K3[] w - - 0 10',
    only: /^b7/,
    expected: ['b7b8', 'b7c8', 'b7^P'],
  },
  {
    name: 'a pawn on its last rank cannot move; pocketed, it promotes',
    rule: '§3 a pawn on its owner’s last rank can only be pocketed (and so promoted)',
    fen: '1P2k3/8/8/8/8/8/8/4K3[] w - - 0 10',
    only: /^b8/,
    expected: ['b8^B', 'b8^N'],
  },
  {
    name: 'a pawn on the last rank cannot move: pocketing saves the stalemate',
    rule: '§3 pocketing is a move; Black’s last rank is rank 1',
    fen: 'k7/2Q5/1K6/8/8/8/8/7p[] b - - 0 10',
    expected: ['h1^B', 'h1^N'],
  },
  {
    name: 'no castling',
    rule: '§3 no castling: the king steps only',
    fen: 'r3k2r/8/8/8/8/8/8/R3K2R[] w - - 0 10',
    only: /^e1/,
    expected: ['e1d1', 'e1d2', 'e1e2', 'e1f1', 'e1f2'],
  },
];

const ALL_ROWS = [...OPEN_BOARD_ROWS, ...POCKETING_ROWS, ...RULE_ROWS];

describe('Pocket mutation rule table (exact legal moves)', () => {
  it.each(ALL_ROWS.map((row) => [row.name, row] as const))('White: %s', (_, row) => {
    expect(moves(row.fen, row.only), row.rule).toEqual(sorted(row.expected));
  });
  const mirrored = ALL_ROWS.filter((row) => row.mirror !== false);
  it.each(mirrored.map((row) => [row.name, row] as const))('Black: %s', (_, row) => {
    const only = row.only && mirrorPattern(row.only);
    expect(moves(mirrorFen(row.fen), only), row.rule).toEqual(
      sorted(row.expected.map(flipSquares)),
    );
  });
  it('mirrors FENs with pockets and en passant as expected', () => {
    expect(mirrorFen('4k3/8/8/3pP3/8/8/8/4K3[Nq] w - d6 0 7')).toBe(
      '4k3/8/8/8/3Pp3/8/8/4K3[Qn] b - d3 0 7',
    );
  });
  it('White at fullmove 2 of the start may pocket every man but the king', () => {
    const list = moves('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR[] w - e6 0 2', /\^/);
    expect(list).toEqual(
      sorted([
        ...['a2', 'b2', 'c2', 'd2', 'e4', 'f2', 'g2', 'h2'].map((sq) => `${sq}^P`),
        ...pocketMoves('a1', 'RID'),
        ...pocketMoves('h1', 'RID'),
        ...['b1', 'c1', 'f1', 'g1'].flatMap((sq) => pocketMoves(sq, 'NB')),
        ...pocketMoves('d1', 'QMUV'),
      ]),
    );
  });
});

/** Plays canonical moves from a FEN in a game record (for White, or mirrored for Black). */
function record(fen: string, line: string[], mirrored = false): GameRecord {
  const rec = new GameRecord(position(mirrored ? mirrorFen(fen) : fen));
  for (const text of line) {
    const played = rec.play(mirrored ? flipSquares(text) : text);
    if (!played.ok) throw new Error(played.error);
  }
  return rec;
}

describe.each([
  ['White', false],
  ['Black', true],
] as const)('%s: sequences', (side, mirrored) => {
  const us = side === 'White' ? 0 : 1;
  const flip = (text: string): string => (mirrored ? flipSquares(text) : text);

  it('a pawn dropped on its second rank double-steps and can be taken en passant', () => {
    const rec = record('4k3/8/8/8/1p6/8/8/4K3[P] w - - 0 10', ['P@c2', 'e8d8', 'c2c4'], mirrored);
    expect(makeFen(rec.position).split(' ')[3]).toBe(flip('c3'));
    expect(rec.legalMoves().map((m) => makeMove(rec.position, m))).toContain(flip('b4c3'));
    rec.play(flip('b4c3'));
    const expected = '3k4/8/8/8/8/2p5/8/4K3[] w - - 0 12';
    expect(makeFen(rec.position)).toBe(mirrored ? mirrorFen(expected) : expected);
  });

  it('a drop gives checkmate (smothered king)', () => {
    const rec = record('kr6/pp6/8/8/8/8/8/4K3[N] w - - 0 10', ['N@c7'], mirrored);
    expect(rec.outcome).toEqual({ winner: us, reason: 'checkmate' });
    expect(rec.legalMoves()).toEqual([]);
  });

  it('a nightrider gives check through empty landing squares only', () => {
    const open = position(
      mirrored
        ? mirrorFen('7k/8/8/2i5/8/8/8/4K3[] w - - 0 10')
        : '7k/8/8/2i5/8/8/8/4K3[] w - - 0 10',
    );
    const blocked = position(
      mirrored
        ? mirrorFen('7k/8/8/2i5/8/3P4/8/4K3[] w - - 0 10')
        : '7k/8/8/2i5/8/3P4/8/4K3[] w - - 0 10',
    );
    expect(inCheck(open)).toBe(true);
    expect(inCheck(blocked)).toBe(false);
  });

  it('stalemate is a draw', () => {
    const rec = record('8/8/8/8/8/1k6/2q5/K7[] w - - 0 10', [], mirrored);
    expect(rec.outcome).toEqual({ winner: null, reason: 'stalemate' });
  });

  it('threefold repetition is a draw', () => {
    const shuffle = ['e1f1', 'e8d8', 'f1e1', 'd8e8'];
    const rec = record(
      '4k3/8/8/8/8/8/8/1N2K3[] w - - 0 10',
      [...shuffle, ...shuffle.slice(0, 3)],
      mirrored,
    );
    expect(rec.outcome).toBeNull();
    rec.play(flip('d8e8'));
    expect(rec.outcome).toEqual({ winner: null, reason: 'repetition' });
  });

  it('the same board with different pockets is not a repetition', () => {
    // after b1^N … and after b1^B … the board is the same; the pockets hold N, then B
    const line = ['b1^N', 'e8d8', 'e1f1', 'd8e8', 'f1e1', 'e8d8', 'N@b1', 'd8e8', 'b1^B', 'e8d8'];
    const rec = record('4k3/8/8/8/8/8/8/1N2K3[] w - - 0 10', line, mirrored);
    const withN = rec.positions[2]!;
    const withB = rec.position;
    expect(makeFen(withN).split('[')[0]).toBe(makeFen(withB).split('[')[0]);
    expect(repetitionKey(withN)).not.toBe(repetitionKey(withB));
    expect(rec.outcome).toBeNull();
  });

  it.each([
    ['a king move at 99 plies', '4k3/8/8/8/8/8/8/1N2K3[] w - - 99 60', 'e1f1', 'fifty-moves'],
    [
      'a pawn move does not reset the clock',
      '4k3/8/8/8/8/8/P7/4K3[] w - - 99 60',
      'a2a3',
      'fifty-moves',
    ],
    ['a drop does not reset it', '4k3/8/8/8/8/8/8/4K3[N] w - - 99 60', 'N@a3', 'fifty-moves'],
    [
      'pocketing within the class does not',
      '4k3/8/8/8/8/8/8/1N2K3[] w - - 99 60',
      'b1^B',
      'fifty-moves',
    ],
    [
      'Z stays Z from the last rank: no promotion',
      '1Z6/8/4k3/8/8/8/8/4K3[] w - - 99 60',
      'b8^Z',
      'fifty-moves',
    ],
    ['a capture resets it', '4k3/8/8/8/8/p7/8/1N2K3[] w - - 99 60', 'b1a3', null],
    [
      'a promotion (pocketing from the last rank) resets it',
      '1P2k3/8/8/8/8/8/8/4K3[] w - - 99 60',
      'b8^N',
      null,
    ],
  ] as const)('100 plies without capture or promotion: %s', (_, fen, move, reason) => {
    const rec = record(fen, [move], mirrored);
    if (reason) expect(rec.outcome).toEqual({ winner: null, reason });
    else {
      expect(rec.outcome).toBeNull();
      expect(rec.position.halfmove).toBe(0);
    }
  });

  it.each([
    ['bare kings, empty pockets', '4k3/8/8/8/8/8/8/4K3[] w - - 0 10', [], 'insufficient-material'],
    [
      'bare kings after a capture',
      '4k3/8/8/8/8/8/4r3/4K3[] w - - 0 10',
      ['e1e2'],
      'insufficient-material',
    ],
    ['bare kings, a piece in a pocket', '4k3/8/8/8/8/8/8/4K3[N] w - - 0 10', [], null],
    [
      'bare kings, a piece in the other pocket',
      '4k3/8/8/8/8/8/4r3/4K3[n] w - - 0 10',
      ['e1e2'],
      null,
    ],
    [
      'king and knight against king is not a draw here',
      '4k3/8/8/8/8/8/8/1N2K3[] w - - 0 10',
      [],
      null,
    ],
  ] as const)('insufficient material: %s', (_, fen, line, reason) => {
    const rec = record(fen, [...line], mirrored);
    expect(rec.outcome).toEqual(reason ? { winner: null, reason } : null);
  });

  it.each([
    ['pocketing', '4k3/8/8/8/8/8/8/R3K3[] w - - 0 10', 'a1^I', 'Ra1^I'],
    ['a pawn promoted by pocketing', '1P2k3/8/8/8/8/8/8/4K3[] w - - 0 10', 'b8^N', 'Pb8^N'],
    ['a drop giving check', '4k3/8/8/8/8/8/8/4K3[I] w - - 0 10', 'I@c4', 'I@c4+'],
    ['pocketing that uncovers check', '4k3/8/8/4B3/8/8/4R3/7K[] w - - 0 10', 'e5^N', 'Be5^N+'],
    ['a drop giving mate', 'kr6/pp6/8/8/8/8/8/4K3[N] w - - 0 10', 'N@c7', 'N@c7#'],
  ])('human notation: %s', (_, fen, canonical, human) => {
    const pos = position(mirrored ? mirrorFen(fen) : fen);
    const parsed = parseMove(pos, flip(canonical));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(makeSan(pos, parsed.value)).toBe(flip(human));
    expect(parseSan(pos, flip(human))).toEqual(parsed);
  });
});

describe('Pocket mutation FEN', () => {
  it.each([
    [game.startFen, [0, 0]],
    ['4k3/8/8/8/8/8/8/4K3[N] w - - 0 10', [2, 0]],
    ['4k3/8/8/8/8/8/8/4K3[n] b - - 3 10', [0, 2]],
    ['4k3/8/8/8/8/8/8/4K3[Nq] w - - 0 10', [2, 5]],
    ['1P2k3/8/8/3pP3/8/8/8/2P1K2p[Zh] w - d6 7 31', [19, 18]],
  ] as const)('reads and writes %s', (fen, pockets) => {
    const pos = position(fen);
    expect(Array.from(pos.pockets)).toEqual(pockets);
    expect(makeFen(pos)).toBe(fen);
  });

  it.each([
    [
      'castling rights',
      `${game.startFen.replace(' - ', ' KQkq ')}`,
      /castling is not part of pocket-mutation/,
    ],
    [
      'two pieces in White’s pocket',
      '4k3/8/8/8/8/8/8/4K3[NB] w - - 0 10',
      /White's pocket holds two pieces/,
    ],
    [
      'two pieces in Black’s pocket',
      '4k3/8/8/8/8/8/8/4K3[nb] w - - 0 10',
      /Black's pocket holds two pieces/,
    ],
    ['a king in a pocket', '4k3/8/8/8/8/8/8/4K3[K] w - - 0 10', /a king cannot be in a pocket/],
    [
      'wrong order',
      '4k3/8/8/8/8/8/8/4K3[qN] w - - 0 10',
      /White's piece \(upper case\) comes before Black's/,
    ],
    ['missing brackets', '4k3/8/8/8/8/8/8/4K3 w - - 0 10', /followed by the pockets in brackets/],
    [
      'an unknown letter in a pocket',
      '4k3/8/8/8/8/8/8/4K3[Y] w - - 0 10',
      /unknown piece 'Y' in a pocket/,
    ],
    ['the side not to move in check', '4k3/8/8/8/2I5/8/8/4K3[] w - - 0 10', /Black is in check/],
    // Piece letters are ASCII only: 'ı'.toUpperCase() is 'I' (a nightrider), but ı is no piece.
    [
      'a dotless ı on the board',
      '4k3/8/8/8/2ı5/8/8/4K3[] w - - 0 10',
      /^FEN: 'ı' is not a piece of pocket-mutation \(rank 4\)$/,
    ],
    ['a dotless ı in a pocket', '4k3/8/8/8/8/8/8/4K3[ı] w - - 0 10', /must hold at most one piece/],
    ['a long ſ in a pocket', '4k3/8/8/8/8/8/8/4K3[Nſ] w - - 0 10', /must hold at most one piece/],
    // Many brackets: read in linear time, echoed as an excerpt.
    [
      '100,000 opening brackets',
      `4k3/8/8/8/8/8/8/4K3${'['.repeat(100_000)} w - - 0 10`,
      /^FEN: the board must be followed by the pockets in brackets, e.g. \[\]$/,
    ],
    [
      'brackets inside the board',
      '4k3/8/8/8/8/8/8/4K3[][] w - - 0 10',
      /^FEN: the board must be followed by the pockets/,
    ],
  ])('rejects %s', (_, fen, message) => {
    const parsed = parseFen(game, fen);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(message);
  });

  it('a fairy letter is not a piece of chess', () => {
    const parsed = parseFen(CHESS, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RIBQKBNR w KQkq - 0 1');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(/'I' is not a piece of chess/);
  });

  it('pockets travel with play: pocketing fills one, a drop empties it', () => {
    const playText = (pos: Position, text: string): Position => {
      const move = parseMove(pos, text);
      if (!move.ok) throw new Error(move.error);
      return play(pos, move.value);
    };
    const pocketed = playText(position('4k3/8/8/8/8/8/8/R3K3[n] w - - 0 10'), 'a1^I');
    expect(makeFen(pocketed)).toBe('4k3/8/8/8/8/8/8/4K3[In] b - - 1 10');
    expect(makeFen(playText(pocketed, 'N@c3'))).toBe('4k3/8/8/8/8/2n5/8/4K3[I] w - - 2 11');
  });
});
