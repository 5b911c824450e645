/**
 * The course for Parallel worlds chess: one lesson (at least) for every rule of section 2 of the
 * rule book, in the order a newcomer needs them. Plain data; `lessons.test.ts` replays every
 * solution through the rules core and the lesson's own goal check.
 */
import type { Lesson } from '../../content/lesson';

const EMPTY = '8/8/8/8/8/8/8/8';
const KINGS = '7k/8/8/8/8/8/8/K7'; // a level with only its two kings, far apart
const pw = (level1: string, level2: string, level3: string, rest = 'w - - 0 5') =>
  `${level1}|${level2}|${level3} ${rest}`;

export const PARALLEL_WORLDS_COURSE: readonly Lesson[] = [
  {
    id: 'pw-levels-1-3',
    game: 'parallel-worlds',
    fen: pw('7k/8/8/8/8/8/8/K5N1', EMPTY, '7k/8/7n/8/8/8/8/K6R'),
    goal: { kind: 'occupy', men: { '1f3': 'N', '3h6': 'R' } },
    solution: [['1g1-1f3', '3h1-3h6']],
    hints: 2,
    marks: ['1f3', '3h6'],
  },
  {
    id: 'pw-king-capture',
    game: 'parallel-worlds',
    fen: pw(KINGS, EMPTY, '3k4/8/8/8/8/8/8/K2Q4'),
    goal: { kind: 'capture-king' },
    solution: [['3d1-3d8']],
    hints: 1,
    marks: ['3d8'],
  },
  {
    id: 'pw-middle-level',
    game: 'parallel-worlds',
    fen: pw(KINGS, '8/8/8/2n5/8/8/8/2P5', KINGS),
    goal: { kind: 'occupy', men: { '2h6': 'P' } },
    solution: [['2c1-2h6']],
    hints: 2,
    marks: ['2h6'],
  },
  {
    id: 'pw-between-levels',
    game: 'parallel-worlds',
    fen: pw('7k/8/8/p7/8/8/8/K7', '8/8/8/R7/3N4/8/8/8', '7k/8/8/8/3p4/8/8/K7'),
    goal: { kind: 'occupy', men: { '1d4': 'N', '3a5': 'R' } },
    solution: [['2d4-1d4', '2a5-3a5']],
    hints: 1,
    marks: ['1d4', '3a5'],
    shapes: 'G2d41d4,G2a53a5',
  },
  {
    id: 'pw-three-levels',
    game: 'parallel-worlds',
    fen: pw('7k/8/8/8/8/8/8/K5N1', '8/8/8/8/8/8/3B4/8', '7k/8/8/8/8/8/8/K6R'),
    goal: { kind: 'turn', subMoves: 3, levels: 3 },
    solution: [['1g1-1f3', '2d2-2d5', '3h1-3h4']],
    hints: 1,
  },
  {
    id: 'pw-first-turn',
    game: 'parallel-worlds',
    fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 1KQkq3KQkq - 0 1',
    goal: { kind: 'turn', subMoves: 2, levels: 2 },
    solution: [['1e2-1e4', '3d2-3d4']],
    hints: 1,
  },
  {
    id: 'pw-end-early',
    game: 'parallel-worlds',
    fen: pw(KINGS, EMPTY, '3r3k/8/8/8/8/8/8/K2Q4'),
    goal: { kind: 'turn', subMoves: 1, levels: 1 },
    solution: [['3d1-3d8', 'end']],
    strict: true,
    hints: 1,
    marks: ['3d8'],
  },
  {
    id: 'pw-promotion-from-2',
    game: 'parallel-worlds',
    fen: pw(KINGS, '4P3/8/8/8/8/8/8/8', KINGS),
    goal: { kind: 'occupy', men: { '3e8': 'Q' } },
    solution: [['2e8-3e8=Q']],
    hints: 1,
    marks: ['3e8'],
  },
  {
    id: 'pw-first-rank-pawn',
    game: 'parallel-worlds',
    fen: pw('7k/8/8/8/8/8/8/K1P5', EMPTY, KINGS),
    goal: { kind: 'occupy', men: { '1c3': 'P' } },
    solution: [['1c1-1c2', 'end'], ['1c2-1c3']],
    replies: [['3h8-3g8', 'end']],
    hints: 2,
    marks: ['1c3'],
  },
  {
    id: 'pw-castling',
    game: 'parallel-worlds',
    fen: pw('7k/8/8/8/8/8/8/4K2R', EMPTY, '7k/8/8/8/8/8/8/R3K3', 'w 1K3Q - 0 5'),
    goal: { kind: 'play', moves: ['1e1-1g1', '3e1-3c1'] },
    solution: [['1e1-1g1', '3e1-3c1']],
    hints: 1,
    marks: ['1g1', '3c1'],
  },
  {
    id: 'pw-en-passant',
    game: 'parallel-worlds',
    fen: pw('7k/8/8/pP6/8/8/8/K7', EMPTY, '7k/8/8/3pP3/8/8/8/K7', 'w - 1a6,3d6 0 5'),
    goal: { kind: 'play', moves: ['1b5-1a6', '3e5-3d6'] },
    solution: [['1b5-1a6', '3e5-3d6']],
    hints: 1,
    marks: ['1a6', '3d6'],
  },
  {
    id: 'pw-discovered-attack',
    game: 'parallel-worlds',
    fen: pw('k7/8/8/8/N7/8/8/R6K', EMPTY, KINGS),
    goal: { kind: 'capture-king' },
    solution: [['1a4-2a4', '1a1-1a8']],
    hints: 2,
    marks: ['1a8'],
  },
  {
    id: 'pw-guard-kings',
    game: 'parallel-worlds',
    fen: pw('4r2k/8/8/8/8/8/8/4K3', EMPTY, '7k/8/8/b7/8/8/8/4K3'),
    goal: { kind: 'kings-safe' },
    solution: [['1e1-1d1', '3e1-3f1']],
    hints: 2,
  },
];
