/**
 * Parallel worlds chess (docs/rules.md §Parallel worlds chess) as a rule table: one or more rows
 * per rule and per
 * "(decided)" point, each a small position (FEN), the canonical moves played to reach the point
 * of interest (through `GameRecord`, as the command line and the app play), and what must hold
 * there: the exact legal move list (or the exact moves of one man), the FEN at the start of the
 * next turn, the outcome.
 *
 * Where expected lists come from: worked out by hand from the text of §2 (most positions have a
 * king in a corner on each level, so a king has exactly three steps), and cross-checked against
 * the independent reference generator in support/parallel-worlds-reference.ts, which every row
 * also asks (so a row can only pass when the hand-written list, the core and the reference agree).
 */
import { describe, expect, it } from 'vitest';
import {
  GameRecord,
  PARALLEL_WORLDS,
  PLUNDER,
  insufficientMaterial,
  legalMoves,
  makeFen,
  makeMove,
  makeSan,
  makeTurnFen,
  parseFen,
  parseMove,
  parseSan,
  parseTurnFen,
  play,
  repetitionKey,
  type Move,
  type Outcome,
  type Position,
} from '../../src/rules';
import { refFromFen, refLegalMoves, refPlay } from './support/parallel-worlds-reference';

const START = PARALLEL_WORLDS.startFen;
const EMPTY = '8/8/8/8/8/8/8/8';
/** Kings in the corners (White a1, Black h8): three king steps each, nothing else. */
const CORNERS = '7k/8/8/8/8/8/8/K7';
const codePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
/** The three steps of a king on a1 / h8 of a level. */
const whiteCorner = (level: number) => [
  `${level}a1-${level}a2`,
  `${level}a1-${level}b1`,
  `${level}a1-${level}b2`,
];
const blackCorner = (level: number) => [
  `${level}h8-${level}g7`,
  `${level}h8-${level}g8`,
  `${level}h8-${level}h7`,
];

function position(fen: string): Position {
  const parsed = parseFen(PARALLEL_WORLDS, fen);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/** A game record from `fen` with `moves` played; throws on an illegal move. */
function recordAfter(fen: string, moves: readonly string[]): GameRecord {
  const record = new GameRecord(position(fen));
  for (const move of moves) {
    const played = record.play(move);
    if (!played.ok) throw new Error(`${move}: ${played.error}`);
  }
  return record;
}

/** The legal moves of a record, canonical and sorted, as the `moves` command prints them. */
function movesOf(record: GameRecord): string[] {
  return record
    .legalMoves()
    .map((move) => makeMove(record.position, move))
    .sort(codePoint);
}

interface Row {
  /** The rule of §2 this row pins down. */
  readonly rule: string;
  readonly fen: string;
  /** Canonical moves played first. */
  readonly play?: readonly string[];
  /** The exact legal move list afterwards (sorted canonical strings, `end` included). */
  readonly moves?: readonly string[];
  /** The exact moves of the man on this square (moves starting with `<square>-`). */
  readonly of?: readonly [square: string, moves: readonly string[]];
  readonly includes?: readonly string[];
  readonly excludes?: readonly string[];
  /** The FEN at the start of the turn reached (the record's `turnStartFen`). */
  readonly fenAfter?: string;
  /** Sub-moves made in the turn in progress, and the side to move. */
  readonly subMoves?: number;
  readonly turn?: 'w' | 'b';
  readonly outcome?: Outcome | null;
}

const W_FIRST_TWO =
  'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR|8/8/8/8/8/8/8/8|rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b 1KQkq3KQkq 1e3,3d3 0 1';

/** Every sub-move of the start position, derived from the rules: on levels 1 and 3, 16 pawn
 * pushes and 4 knight moves; every man but the king may step up/down to the empty level 2. */
const START_MOVES = [1, 3]
  .flatMap((level) => [
    ...'abcdefgh'
      .split('')
      .flatMap((f) => [
        `${level}${f}2-${level}${f}3`,
        `${level}${f}2-${level}${f}4`,
        `${level}${f}2-2${f}2`,
      ]),
    ...'abcdfgh'.split('').map((f) => `${level}${f}1-2${f}1`),
    `${level}b1-${level}a3`,
    `${level}b1-${level}c3`,
    `${level}g1-${level}f3`,
    `${level}g1-${level}h3`,
  ])
  .sort(codePoint);

/** Level 1 and 3 packed with White men that cannot move and level 2 full of Black pawns except
 * on `hole`: nothing of White's can move but a knight on g8 stepping into a hole on 2g8. */
const packed = (level2: string, side = 'w') =>
  `RRRRRBNk/PPPPPPNP/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/KPPPPPPP|${level2}|RRRRRBNk/PPPPPPNP/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/KPPPPPPP ${side} - - 0 30`;
const FULL_LEVEL = 'pppppppp/pppppppp/pppppppp/pppppppp/pppppppp/pppppppp/pppppppp/pppppppp';

const ROWS: Row[] = [
  // --- Turns -------------------------------------------------------------------------------
  {
    rule: 'a turn of zero sub-moves does not exist: no `end` before the first sub-move',
    fen: START,
    moves: START_MOVES,
  },
  {
    rule: "White's first turn has at most 2 sub-moves: after two the turn passes to Black",
    fen: START,
    play: ['1e2-1e4', '3d2-3d4'],
    turn: 'b',
    subMoves: 0,
    fenAfter: W_FIRST_TWO,
  },
  {
    rule: "White's first turn may end after one sub-move with `end`",
    fen: START,
    play: ['1g1-1f3'],
    includes: ['end', '3e2-3e4', '1a1-2a1'],
    excludes: ['1e2-1e4'],
    subMoves: 1,
    turn: 'w',
  },
  {
    rule: "Black's first turn has 3 sub-moves: after two it goes on, `end` is offered",
    fen: START,
    play: ['1e2-1e4', '3d2-3d4', '1e7-1e5', '3d7-3d5'],
    turn: 'b',
    subMoves: 2,
    includes: ['end', '1a7-2a7', '3a8-2a8'],
    excludes: ['1a7-1a6', '3a7-3a6'],
  },
  {
    rule: 'a turn ends by itself after the third sub-move',
    fen: START,
    play: ['1e2-1e4', '3d2-3d4', '1e7-1e5', '3d7-3d5', '1b8-2b8'],
    turn: 'w',
    subMoves: 0,
    fenAfter:
      'r1bqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR|1n6/8/8/8/8/8/8/8|rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w 1KQkq3KQkq 1e6,3d6 0 2',
  },
  {
    rule: "White's second turn has 3 sub-moves",
    fen: START,
    play: ['1e2-1e4', 'end', '1e7-1e5', 'end', '1g1-1f3', '3g1-3f3'],
    turn: 'w',
    subMoves: 2,
    includes: ['end', '1a2-2a2', '3b1-2b1'],
  },
  {
    rule: 'a man that moved this turn cannot move again (the rook on 1h4 may not step up)',
    fen: `7k/8/8/8/8/8/8/K6R|${EMPTY}|${CORNERS} w - - 0 5`,
    play: ['1h1-1h4'],
    moves: [...whiteCorner(3), 'end'],
  },
  {
    rule: 'a castling rook has moved this turn: it cannot step up afterwards (1f1-2f1 missing)',
    fen: `7k/8/8/8/8/8/8/R3K2R|${EMPTY}|${CORNERS} w 1KQ - 0 5`,
    play: ['1e1-1g1'],
    moves: ['1a1-2a1', ...whiteCorner(3), 'end'],
  },
  {
    rule: 'no two sub-moves end on one level, but they may start on one (1a2-2a2, then level 1)',
    fen: `7k/8/8/8/8/8/P7/K6R|${EMPTY}|${CORNERS} w - - 0 5`,
    play: ['1a2-2a2'],
    moves: [
      '1a1-1a2',
      '1a1-1b1',
      '1a1-1b2',
      ...['b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7', 'h8'].map(
        (to) => `1h1-1${to}`,
      ),
      ...whiteCorner(3),
      'end',
    ],
  },
  {
    rule: 'with levels 2 and 1 used, only sub-moves ending on level 3 remain',
    fen: `7k/8/8/8/8/8/P7/K6R|${EMPTY}|${CORNERS} w - - 0 5`,
    play: ['1a2-2a2', '1h1-1h5'],
    moves: [...whiteCorner(3), 'end'],
  },
  {
    rule: 'an earlier sub-move may open the way for a later one (1e2 steps up, the bishop gets out)',
    fen: START,
    play: ['1e2-2e2'],
    of: ['1f1', ['1f1-1a6', '1f1-1b5', '1f1-1c4', '1f1-1d3', '1f1-1e2']],
    includes: ['1d1-1e2', '1e1-1e2', '1g1-1e2'],
  },
  {
    rule: 'before that sub-move the bishop on 1f1 has no move at all',
    fen: START,
    of: ['1f1', ['1f1-2f1']],
  },

  // --- Level 2 -----------------------------------------------------------------------------
  {
    rule: 'level 2: a pawn moves as a queen (27 squares from 2d4), and up or down',
    fen: `${CORNERS}|8/8/8/8/3P4/8/8/8|${CORNERS} w - - 0 5`,
    moves: [
      ...whiteCorner(1),
      '2d4-1d4',
      ...['a1', 'a4', 'a7', 'b2', 'b4', 'b6', 'c3', 'c4', 'c5', 'd1', 'd2', 'd3', 'd5', 'd6', 'd7']
        .concat(['d8', 'e3', 'e4', 'e5', 'f2', 'f4', 'f6', 'g1', 'g4', 'g7', 'h4', 'h8'])
        .map((to) => `2d4-2${to}`),
      '2d4-3d4',
      ...whiteCorner(3),
    ],
  },
  {
    rule: 'level 2: no captures, nor onto own men (the black knight on 2d6, the rook on 2f4 stop it)',
    fen: `${CORNERS}|8/8/3n4/8/3P1R2/8/8/8|${CORNERS} w - - 0 5`,
    of: [
      '2d4',
      [
        '2d4-1d4',
        ...['a1', 'a4', 'a7', 'b2', 'b4', 'b6', 'c3', 'c4', 'c5', 'd1', 'd2', 'd3', 'd5']
          .concat(['e3', 'e4', 'e5', 'f2', 'f6', 'g1', 'g7', 'h8'])
          .map((to) => `2d4-2${to}`),
        '2d4-3d4',
      ],
    ],
    excludes: ['2d4-2d6', '2f4-2d6'],
  },
  {
    rule: 'level 2: a knight moves as a queen, not as a knight',
    fen: `${CORNERS}|8/8/8/8/8/8/8/1N6|${CORNERS} w - - 0 5`,
    of: [
      '2b1',
      ['2b1-1b1', '2b1-2a1', '2b1-2a2', '2b1-2b2', '2b1-2b3', '2b1-2b4', '2b1-2b5', '2b1-2b6']
        .concat(['2b1-2b7', '2b1-2b8', '2b1-2c1', '2b1-2c2', '2b1-2d1', '2b1-2d3', '2b1-2e1'])
        .concat(['2b1-2e4', '2b1-2f1', '2b1-2f5', '2b1-2g1', '2b1-2g6', '2b1-2h1', '2b1-2h7'])
        .concat(['2b1-3b1']),
    ],
    excludes: ['2b1-2a3', '2b1-2c3', '2b1-2d2'],
  },
  {
    rule: 'level 2: a pawn reaching its last rank does not promote',
    fen: `${CORNERS}|8/3P4/8/8/8/8/8/8|${CORNERS} w - - 0 5`,
    play: ['2d7-2d8', 'end'],
    includes: blackCorner(1),
    fenAfter: `${CORNERS}|3P4/8/8/8/8/8/8/8|${CORNERS} b - - 0 5`,
  },
  {
    rule: 'level 2: the pawn move to the last rank has no promotion choices',
    fen: `${CORNERS}|8/3P4/8/8/8/8/8/8|${CORNERS} w - - 0 5`,
    includes: ['2d7-2d8', '2d7-2a7'],
    excludes: ['2d7-2d8=Q', '2d7-2d8=N'],
  },
  {
    rule: 'kings never stand on level 2: a king has no move between levels',
    fen: `4k3/8/8/8/8/8/8/4K3|${EMPTY}|7k/8/8/8/8/8/8/K6R w - - 0 5`,
    of: ['1e1', ['1e1-1d1', '1e1-1d2', '1e1-1e2', '1e1-1f1', '1e1-1f2']],
  },

  // --- Levels 1 and 3 --------------------------------------------------------------------
  {
    rule: 'levels 1 and 3: standard moves; a pawn promotes by a push or a capture (Q/R/B/N)',
    fen: `r6k/1P6/8/8/8/8/8/K7|${EMPTY}|${CORNERS} w - - 0 5`,
    of: [
      '1b7',
      ['1b7-1a8=B', '1b7-1a8=N', '1b7-1a8=Q', '1b7-1a8=R']
        .concat(['1b7-1b8=B', '1b7-1b8=N', '1b7-1b8=Q', '1b7-1b8=R'])
        .concat(['1b7-2b7']),
    ],
  },

  // --- Between levels ----------------------------------------------------------------------
  {
    rule: 'between levels: never capturing (black knight on 2h1), never 1<->3 (3h1 is empty)',
    fen: `7k/8/8/8/8/8/8/K6R|8/8/8/8/8/8/8/7n|${CORNERS} w - - 0 5`,
    of: [
      '1h1',
      ['b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7', 'h8'].map(
        (to) => `1h1-1${to}`,
      ),
    ],
    excludes: ['1h1-2h1', '1h1-3h1'],
  },
  {
    rule: 'between levels: onto the empty square straight above or below, never 3<->1',
    fen: `${CORNERS}|${EMPTY}|7k/8/8/8/8/8/8/K6R w - - 0 5`,
    includes: ['3h1-2h1'],
    excludes: ['3h1-1h1'],
  },
  {
    rule: 'between levels: a man on level 2 may go down to 1 or up to 3 when empty',
    fen: `7k/8/8/8/8/2p5/8/K7|8/8/8/8/8/2P5/8/8|${CORNERS} w - - 0 5`,
    includes: ['2c3-3c3'],
    excludes: ['2c3-1c3'],
  },
  {
    rule: 'a pawn arriving on its last rank of level 1 or 3 from level 2 promotes (4 choices each)',
    fen: `${CORNERS}|P7/8/8/8/8/8/8/7p|${CORNERS} w - - 0 5`,
    of: [
      '2a8',
      ['2a8-1a8=B', '2a8-1a8=N', '2a8-1a8=Q', '2a8-1a8=R']
        .concat(
          ['2a1', '2a2', '2a3', '2a4', '2a5', '2a6', '2a7', '2b7', '2b8', '2c6', '2c8', '2d5'].map(
            (t) => `2a8-${t}`,
          ),
        )
        .concat(['2d8', '2e4', '2e8', '2f3', '2f8', '2g2', '2g8', '2h8'].map((t) => `2a8-${t}`))
        .concat(['2a8-3a8=B', '2a8-3a8=N', '2a8-3a8=Q', '2a8-3a8=R']),
    ],
    excludes: ['2a8-1a8', '2a8-3a8'],
  },
  {
    rule: 'a Black pawn promotes arriving on its last rank (rank 1) of level 1',
    fen: `${CORNERS}|P7/8/8/8/8/8/8/7p|${CORNERS} b - - 0 5`,
    includes: ['2h1-1h1=Q', '2h1-1h1=R', '2h1-1h1=B', '2h1-1h1=N', '2h1-3h1=Q', '2h1-3h1=N'],
    excludes: ['2h1-1h1', '2h1-3h1'],
  },
  {
    rule: 'the promoted man stands on the lower level; a pawn sub-move resets the turn counter',
    fen: `${CORNERS}|P7/8/8/8/8/8/8/7p|${CORNERS} w - - 7 5`,
    play: ['2a8-1a8=N', 'end'],
    fenAfter: `N6k/8/8/8/8/8/8/K7|8/8/8/8/8/8/8/7p|${CORNERS} b - - 0 5`,
  },
  {
    rule: 'a pawn arriving on its first rank steps one square only (White, 1c1)',
    fen: `${CORNERS}|${EMPTY.replace(/8$/, '2P5')}|${CORNERS} w - - 0 5`,
    play: ['2c1-1c1', 'end', '3h8-3g8', 'end'],
    of: ['1c1', ['1c1-1c2', '1c1-2c1']],
  },
  {
    rule: 'once on its second rank, however it got there, the pawn may double-step',
    fen: `${CORNERS}|${EMPTY.replace(/8$/, '2P5')}|${CORNERS} w - - 0 5`,
    play: ['2c1-1c1', 'end', '3h8-3g8', 'end', '1c1-1c2', 'end', '3g8-3h8', 'end'],
    of: ['1c2', ['1c2-1c3', '1c2-1c4', '1c2-2c2']],
  },
  {
    rule: 'a Black pawn arriving on its first rank (rank 8) steps one square only',
    fen: `${CORNERS}|5p2/8/8/8/8/8/8/8|${CORNERS} b - - 0 5`,
    play: ['2f8-1f8', 'end', '3a1-3b1', 'end'],
    of: ['1f8', ['1f8-1f7', '1f8-2f8']],
  },
  {
    rule: 'arriving between levels never creates an en passant right',
    fen: `7k/8/8/8/3p4/8/8/K7|8/8/8/8/4P3/8/8/8|${CORNERS} w - - 0 5`,
    play: ['2e4-1e4', 'end'],
    moves: ['1d4-1d3', '1d4-2d4', ...blackCorner(1), ...blackCorner(3)],
    fenAfter: `7k/8/8/8/3pP3/8/8/K7|${EMPTY}|${CORNERS} b - - 0 5`,
  },

  // --- Castling ----------------------------------------------------------------------------
  {
    rule: "castling per level with that level's rights (1K: level 1 only)",
    fen: `4k3/8/8/8/8/8/8/4K2R|${EMPTY}|4k3/8/8/8/8/8/8/4K2R w 1K - 0 5`,
    includes: ['1e1-1g1'],
    excludes: ['3e1-3g1'],
  },
  {
    rule: "castling per level with that level's rights (3K: level 3 only)",
    fen: `4k3/8/8/8/8/8/8/4K2R|${EMPTY}|4k3/8/8/8/8/8/8/4K2R w 3K - 0 5`,
    includes: ['3e1-3g1'],
    excludes: ['1e1-1g1'],
  },
  {
    rule: 'castling never passes over a square attacked on the same level (rook on 1f8)',
    fen: `4kr2/8/8/8/8/8/8/R3K2R|${EMPTY}|4k3/8/8/8/8/8/8/4K3 w 1KQ - 0 5`,
    of: ['1e1', ['1e1-1c1', '1e1-1d1', '1e1-1d2', '1e1-1e2', '1e1-1f1', '1e1-1f2']],
  },
  {
    rule: 'castling: attacks from another level do not matter (rooks on 3f8 and 2f8)',
    fen: `4k3/8/8/8/8/8/8/R3K2R|5r2/8/8/8/8/8/8/8|4kr2/8/8/8/8/8/8/4K3 w 1KQ - 0 5`,
    of: ['1e1', ['1e1-1c1', '1e1-1d1', '1e1-1d2', '1e1-1e2', '1e1-1f1', '1e1-1f2', '1e1-1g1']],
  },
  {
    rule: 'castling: not out of an attack on the king, nor onto an attacked square',
    fen: `4k3/8/8/8/8/8/4r3/R3K2R|${EMPTY}|4k3/8/8/8/8/1n6/8/R3K3 w 1KQ3Q - 0 5`,
    excludes: ['1e1-1g1', '1e1-1c1', '3e1-3c1'],
    includes: ['1e1-1e2'],
  },
  {
    rule: "castling queen side: an attack on b1 (the rook's path only) does not matter",
    fen: `1r2k3/8/8/8/8/8/8/R3K3|${EMPTY}|4k3/8/8/8/8/8/8/4K3 w 1Q - 0 5`,
    includes: ['1e1-1c1'],
  },
  {
    rule: "a rook's trip to another level loses the right, even after it comes back",
    fen: `4k3/8/8/8/8/8/8/R3K2R|${EMPTY}|4k3/8/8/8/8/8/8/4K3 w 1KQ - 0 5`,
    play: ['1h1-2h1', 'end', '3e8-3d8', 'end', '2h1-1h1', 'end', '3d8-3e8', 'end'],
    fenAfter: `4k3/8/8/8/8/8/8/R3K2R|${EMPTY}|4k3/8/8/8/8/8/8/4K3 w 1Q - 4 7`,
    includes: ['1e1-1c1'],
    excludes: ['1e1-1g1'],
  },
  {
    rule: 'castling is one sub-move that ends on its level; king and rook are both spent',
    fen: `4k3/8/8/8/8/8/8/R3K2R|${EMPTY}|4k3/8/8/8/8/8/8/4K3 w 1KQ - 0 5`,
    play: ['1e1-1c1'],
    moves: ['1h1-2h1', ...['3e1-3d1', '3e1-3d2', '3e1-3e2', '3e1-3f1', '3e1-3f2'], 'end'],
  },
  {
    rule: 'castling moves the rook and spends the rights of that level only',
    fen: `4k3/8/8/8/8/8/8/R3K2R|${EMPTY}|4k3/8/8/8/8/8/8/R3K2R w 1KQ3KQ - 0 5`,
    play: ['1e1-1g1', 'end'],
    fenAfter: `4k3/8/8/8/8/8/8/R4RK1|${EMPTY}|4k3/8/8/8/8/8/8/R3K2R b 3KQ - 1 5`,
  },

  // --- En passant --------------------------------------------------------------------------
  {
    rule: 'a double step on level 1 gives the opponent an en passant right there',
    fen: `7k/8/8/8/3p4/8/4P3/K7|${EMPTY}|${CORNERS} w - - 0 5`,
    play: ['1e2-1e4', 'end'],
    moves: ['1d4-1d3', '1d4-1e3', '1d4-2d4', ...blackCorner(1), ...blackCorner(3)],
    fenAfter: `7k/8/8/8/3pP3/8/8/K7|${EMPTY}|${CORNERS} b - 1e3 0 5`,
  },
  {
    rule: 'the en passant right is usable as the second sub-move',
    fen: `7k/8/8/8/3p4/8/4P3/K7|1n6/8/8/8/8/8/8/8|${CORNERS} w - - 0 5`,
    play: ['1e2-1e4', 'end', '3h8-3g8'],
    includes: ['1d4-1e3', 'end'],
  },
  {
    rule: 'the en passant right is usable as the third sub-move, and takes the pawn',
    fen: `7k/8/8/8/3p4/8/4P3/K7|1n6/8/8/8/8/8/8/8|${CORNERS} w - - 0 5`,
    play: ['1e2-1e4', 'end', '3h8-3g8', '2b8-2b1', '1d4-1e3'],
    turn: 'w',
    fenAfter: `7k/8/8/8/8/4p3/8/K7|8/8/8/8/8/8/8/1n6|6k1/8/8/8/8/8/8/K7 w - - 0 6`,
  },
  {
    rule: 'the en passant right is per level: it does not let level 3 pawns take on 3e3',
    fen: `7k/8/8/8/3p4/8/4P3/K7|${EMPTY}|7k/8/8/8/3pP3/8/8/K7 w - - 0 5`,
    play: ['1e2-1e4', 'end'],
    includes: ['1d4-1e3'],
    excludes: ['3d4-3e3'],
  },
  {
    rule: 'the en passant right ends with the next turn when not used',
    fen: `7k/8/8/8/3p4/8/4P3/K7|${EMPTY}|${CORNERS} w - - 0 5`,
    play: ['1e2-1e4', 'end', '3h8-3g8', 'end', '3a1-3a2', 'end'],
    excludes: ['1d4-1e3'],
    fenAfter: `7k/8/8/8/3pP3/8/8/K7|${EMPTY}|6k1/8/8/8/8/8/K7/8 b - - 2 6`,
  },
  {
    rule: 'two double steps on two levels in one turn give two rights (1e3,3d3)',
    fen: START,
    play: ['1e2-1e4', '3d2-3d4'],
    fenAfter: W_FIRST_TWO,
  },
  {
    rule: 'both rights are usable in one turn (White had no third sub-move: the turn ended by itself)',
    fen: `7k/8/8/8/3p4/8/4P3/K7|${EMPTY}|7k/8/8/8/4p3/8/3P4/K7 w - - 0 5`,
    play: ['1e2-1e4', '3d2-3d4', '1d4-1e3'],
    includes: ['3e4-3d3'],
  },

  // --- No check, king capture --------------------------------------------------------------
  {
    rule: 'no check: a king may step onto an attacked square (1d2, 1e2, 1f2 are attacked)',
    fen: `4k3/8/8/8/8/8/r7/4K3|${EMPTY}|${CORNERS} w - - 0 5`,
    of: ['1e1', ['1e1-1d1', '1e1-1d2', '1e1-1e2', '1e1-1f1', '1e1-1f2']],
  },
  {
    rule: 'no check: a player may leave an attacked king standing and move elsewhere',
    fen: `4k3/8/8/8/8/8/8/r3K3|${EMPTY}|${CORNERS} w - - 0 5`,
    play: ['3a1-3b1', 'end'],
    includes: ['1a1-1e1'],
  },
  {
    rule: 'capturing a king ends the game at once, mid-turn; FEN as at the start of the loser turn',
    fen: `3k4/8/8/8/8/8/4P3/K7|${EMPTY}|3k4/8/8/8/8/8/8/K2Q4 w - - 0 5`,
    play: ['1e2-1e4', '3d1-3d8'],
    moves: [],
    subMoves: 0,
    turn: 'b',
    outcome: { winner: 0, reason: 'king-captured' },
    fenAfter: `3k4/8/8/8/4P3/8/8/K7|${EMPTY}|3Q4/8/8/8/8/8/8/K7 b - 1e3 0 5`,
  },
  {
    rule: 'capturing a king as the first sub-move ends the turn and the game (Black wins)',
    fen: `7k/8/8/8/8/8/8/K7|${EMPTY}|7k/8/8/8/8/8/8/Kr6 b - - 3 5`,
    play: ['3b1-3a1'],
    moves: [],
    outcome: { winner: 1, reason: 'king-captured' },
    fenAfter: `7k/8/8/8/8/8/8/K7|${EMPTY}|7k/8/8/8/8/8/8/r7 w - - 0 6`,
  },
  {
    rule: 'king-captured is named before insufficient-material when both arrive together',
    fen: `7k/6P1/8/8/8/8/8/K7|${EMPTY}|8/8/8/8/8/8/1k6/K7 b - - 3 5`,
    play: ['1h8-1g7', '3b2-3a1'],
    outcome: { winner: 1, reason: 'king-captured' },
    fenAfter: `8/6k1/8/8/8/8/8/K7|${EMPTY}|8/8/8/8/8/8/8/k7 w - - 0 6`,
  },

  // --- Turns ending by themselves, no-moves ------------------------------------------------
  {
    rule: 'only two sub-moves are possible here: a knight into the hole on 2g8 (from 1g8 or 3g8)',
    fen: packed(FULL_LEVEL.replace(/^pppppppp/, 'pppppp1p')),
    moves: ['1g8-2g8', '3g8-2g8'],
  },
  {
    rule: 'when no legal sub-move remains mid-turn, the turn ends by itself',
    fen: packed(FULL_LEVEL.replace(/^pppppppp/, 'pppppp1p')),
    play: ['1g8-2g8'],
    turn: 'b',
    subMoves: 0,
    outcome: null,
  },
  {
    rule: 'a player with no legal sub-move at the start of a turn draws (no-moves)',
    fen: packed(FULL_LEVEL),
    moves: [],
    outcome: { winner: null, reason: 'no-moves' },
  },

  // --- Draws -------------------------------------------------------------------------------
  {
    rule: 'the 100th turn without capture or pawn sub-move draws (fifty-moves)',
    fen: `${CORNERS}|8/8/8/8/8/2P5/8/8|${CORNERS} w - - 99 60`,
    play: ['3a1-3a2', 'end'],
    outcome: { winner: null, reason: 'fifty-moves' },
  },
  {
    rule: 'draws are judged at the start of a turn: none in the middle of the 100th turn',
    fen: `${CORNERS}|8/8/8/8/8/2P5/8/8|${CORNERS} w - - 99 60`,
    play: ['3a1-3a2'],
    subMoves: 1,
    outcome: null,
  },
  {
    rule: "a pawn's move between levels is a pawn sub-move: it resets the counter",
    fen: `${CORNERS}|8/8/8/8/8/2P5/8/8|${CORNERS} w - - 99 60`,
    play: ['2c3-1c3', 'end'],
    outcome: null,
    fenAfter: `7k/8/8/8/8/2P5/8/K7|${EMPTY}|${CORNERS} b - - 0 60`,
  },
  {
    rule: "a pawn's queen move on level 2 is a pawn sub-move: it resets the counter",
    fen: `${CORNERS}|8/8/8/8/8/2P5/8/8|${CORNERS} w - - 99 60`,
    play: ['2c3-2h8', 'end'],
    outcome: null,
    fenAfter: `${CORNERS}|7P/8/8/8/8/8/8/8|${CORNERS} b - - 0 60`,
  },
  {
    rule: 'only kings left: a draw (insufficient-material)',
    fen: `${CORNERS}|${EMPTY}|7k/8/8/8/8/8/1r6/K7 w - - 5 60`,
    play: ['3a1-3b2', 'end'],
    outcome: { winner: null, reason: 'insufficient-material' },
  },
  {
    rule: 'only kings left in the middle of a turn: the game goes on until the turn ends',
    fen: `${CORNERS}|${EMPTY}|7k/8/8/8/8/8/1r6/K7 w - - 5 60`,
    play: ['3a1-3b2'],
    outcome: null,
    moves: [...whiteCorner(1), 'end'],
  },
  {
    rule: 'a pawn on level 2 is material: kings and one pawn there play on',
    fen: `${CORNERS}|8/8/8/8/8/2P5/8/8|${CORNERS} w - - 0 60`,
    outcome: null,
    includes: ['2c3-1c3'],
  },
];

describe('Parallel worlds chess rule table (docs/rules.md §Parallel worlds chess)', () => {
  it.each(ROWS)('$rule', (row) => {
    const record = recordAfter(row.fen, row.play ?? []);
    const moves = movesOf(record);
    // The independent reference must agree on the legal moves (unless the game is over).
    if (!record.outcome) {
      let ref = refFromFen(row.fen);
      for (const move of row.play ?? []) ref = refPlay(ref, move);
      expect(moves, 'reference').toEqual(refLegalMoves(ref));
    }
    if (row.moves) expect(moves).toEqual([...row.moves].sort(codePoint));
    if (row.of) {
      const [square, expected] = row.of;
      expect(moves.filter((m) => m.startsWith(`${square}-`))).toEqual(
        [...expected].sort(codePoint),
      );
    }
    for (const move of row.includes ?? []) expect(moves).toContain(move);
    for (const move of row.excludes ?? []) expect(moves).not.toContain(move);
    if (row.fenAfter !== undefined) expect(record.turnStartFen()).toBe(row.fenAfter);
    if (row.subMoves !== undefined) expect(record.position.subMoves).toBe(row.subMoves);
    if (row.turn !== undefined) expect(record.position.turn).toBe(row.turn === 'w' ? 0 : 1);
    if (row.outcome !== undefined) expect(record.outcome).toEqual(row.outcome);
  });
});

describe('Parallel worlds chess: the turn through the core API (legalMoves, play, makeMove)', () => {
  const names = (pos: Position) => legalMoves(pos).map((m) => makeMove(pos, m));

  it('offers `end` only after a sub-move, and `end` at the start is not a move', () => {
    const start = position(START);
    expect(names(start)).not.toContain('end');
    expect(parseMove(start, 'end').ok).toBe(false);
    const after = play(start, parseMoveOrThrow(start, '1e2-1e4'));
    expect(names(after)).toContain('end');
    expect(start.subMoves).toBe(0); // play returns a new position
    const ended = play(after, parseMoveOrThrow(after, 'end'));
    expect(ended.turn).toBe(1);
    expect(makeFen(ended)).toBe(
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b 1KQkq3KQkq 1e3 0 1'.replace(
        'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|',
        'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR|',
      ),
    );
  });

  it('play ends the turn by itself when no sub-move is left; the record keeps only the sub-move', () => {
    const record = recordAfter(packed(FULL_LEVEL.replace(/^pppppppp/, 'pppppp1p')), ['1g8-2g8']);
    expect(record.moves).toEqual(['1g8-2g8']);
    expect(record.position.turn).toBe(1);
    expect(record.position.subMoves).toBe(0);
  });

  it('after a king capture no move is legal, not even `end`', () => {
    const record = recordAfter(`3k4/8/8/8/8/8/4P3/K7|${EMPTY}|3k4/8/8/8/8/8/8/K2Q4 w - - 0 5`, [
      '1e2-1e4',
      '3d1-3d8',
    ]);
    expect(record.position.winner).toBe(0);
    expect(legalMoves(record.position)).toEqual([]);
    expect(record.play('end').ok).toBe(false);
  });

  it('undo in the middle of a turn restores the sub-move state', () => {
    const record = recordAfter(START, ['1e2-1e4']);
    record.undo();
    expect(record.position.subMoves).toBe(0);
    expect(movesOf(record)).toEqual(START_MOVES);
  });
});

function parseMoveOrThrow(pos: Position, text: string): Move {
  const parsed = parseMove(pos, text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

describe('Parallel worlds chess: repetition of start-of-turn positions', () => {
  const FEN = `${CORNERS}|${EMPTY}|7k/8/8/8/3R4/8/8/K7 w - - 0 5`;
  const CYCLE = ['1a1-1b1', 'end', '1h8-1g8', 'end', '1b1-1a1', 'end', '1g8-1h8', 'end'];

  it('the second occurrence plays on, the third draws (repetition)', () => {
    const twice = recordAfter(FEN, CYCLE);
    expect(twice.outcome).toBeNull();
    const thrice = recordAfter(FEN, [...CYCLE, ...CYCLE]);
    expect(thrice.outcome).toEqual({ winner: null, reason: 'repetition' });
  });

  it('mid-turn positions are not counted: a cycle through the same mid-turn point twice plays on', () => {
    const record = recordAfter(FEN, [...CYCLE, '1a1-1b1']);
    expect(record.outcome).toBeNull();
  });

  it('all three levels count: positions differing only on level 2 are different', () => {
    const a = position(`${CORNERS}|8/8/8/8/3R4/8/8/8|${CORNERS} w - - 0 5`);
    const b = position(`${CORNERS}|8/8/8/8/4R3/8/8/8|${CORNERS} w - - 0 5`);
    expect(repetitionKey(a)).not.toBe(repetitionKey(b));
  });

  it('an en passant right counts only where an en passant capture is possible', () => {
    const key = (fen: string) => repetitionKey(position(fen));
    const noTaker = `7k/8/8/8/4P3/8/8/K7|${EMPTY}|${CORNERS} b - `;
    expect(key(`${noTaker}1e3 0 5`)).toBe(key(`${noTaker}- 0 5`));
    const taker = `7k/8/8/8/3pP3/8/8/K7|${EMPTY}|${CORNERS} b - `;
    expect(key(`${taker}1e3 0 5`)).not.toBe(key(`${taker}- 0 5`));
  });

  it('insufficient material looks at every level', () => {
    expect(insufficientMaterial(position(`${CORNERS}|${EMPTY}|${CORNERS} w - - 0 5`))).toBe(true);
    expect(
      insufficientMaterial(position(`${CORNERS}|1p6/8/8/8/8/8/8/8|${CORNERS} w - - 0 5`)),
    ).toBe(false);
  });
});

describe('Parallel worlds chess FEN (strict, three levels)', () => {
  const ok = (fen: string) => parseFen(PARALLEL_WORLDS, fen);
  const K = `${CORNERS}|${EMPTY}|${CORNERS}`;
  const HOME = '4k3/8/8/8/8/8/8/R3K2R';
  const CASTLE = `${HOME}|${EMPTY}|${HOME}`;
  const EP = `rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR|${EMPTY}|rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b 1KQkq3KQkq`;
  const rejected: Array<[string, string, string]> = [
    ['two boards', `${CORNERS}|${EMPTY} w - - 0 1`, 'expected 3 boards joined by |, found 2'],
    ['four boards', `${K}|${EMPTY} w - - 0 1`, 'expected 3 boards joined by |, found 4'],
    ['one board', `${CORNERS} w - - 0 1`, 'expected 3 boards joined by |, found 1'],
    [
      'a king on level 2',
      `${CORNERS}|4k3/8/8/8/8/8/8/8|${CORNERS} w - - 0 1`,
      'no king on level 2',
    ],
    [
      'no king on level 3 for the side that is not to move',
      `${CORNERS}|${EMPTY}|7k/8/8/8/8/8/8/8 b - - 0 1`,
      'White must have exactly one king on level 3',
    ],
    [
      'the side to move lacking both kings (only one can be captured)',
      `7k/8/8/8/8/8/8/8|${EMPTY}|7k/8/8/8/8/8/8/8 w - - 0 1`,
      'White must have exactly one king on level 3, found 0',
    ],
    [
      'both sides lacking a king',
      `7k/8/8/8/8/8/8/8|${EMPTY}|8/8/8/8/8/8/8/K7 w - - 0 1`,
      'Black must have exactly one king on level 3, found 0',
    ],
    [
      'two kings on level 1',
      `${CORNERS.replace('K7', 'K6K')}|${EMPTY}|${CORNERS} w - - 0 1`,
      'exactly one king on level 1, found 2',
    ],
    [
      'a White pawn on the last rank of level 1',
      `P6k/8/8/8/8/8/8/K7|${EMPTY}|${CORNERS} w - - 0 1`,
      "a pawn on 1a8: a pawn on White's last rank",
    ],
    [
      'a Black pawn on the last rank of level 3',
      `${CORNERS}|${EMPTY}|7k/8/8/8/8/8/8/K5p1 w - - 0 1`,
      "a pawn on 3g1: a pawn on Black's last rank",
    ],
    [
      'castling without a level',
      `${CASTLE} w KQ - 0 1`,
      "castling 'KQ' must list rights per level",
    ],
    ['castling on level 2', `${CASTLE} w 1K2Q - 0 1`, 'castling names level 2'],
    [
      'castling: a level digit without rights',
      `${CASTLE} w 1KQ3 - 0 1`,
      'must list rights per level',
    ],
    [
      'castling: levels out of order',
      `${CASTLE} w 3K1Q - 0 1`,
      'must name each level once, in order',
    ],
    ['castling: a level twice', `${CASTLE} w 1K1Q - 0 1`, 'must name each level once, in order'],
    [
      'castling without the rook',
      `${HOME}|${EMPTY}|4k3/8/8/8/8/8/8/R3K3 w 3K - 0 1`,
      "castling right 'K' without the rook on its square on level 3",
    ],
    [
      'castling without the king',
      `${HOME}|${EMPTY}|4k3/8/8/8/8/8/8/R2K3R w 3K - 0 1`,
      'without the king on its square on level 3',
    ],
    [
      'en passant: two squares on one level',
      `${EP} 1e3,1d3 0 1`,
      'two en passant squares on one level',
    ],
    ['en passant on level 2', `${EP} 2e3 0 1`, 'nobody double-steps on this level'],
    ['en passant without a level', `${EP} e3 0 1`, "en passant 'e3' is not a square"],
    [
      'en passant: no pawn that double-stepped',
      `${K} b - 1e3 0 1`,
      'no White man that could have double-stepped',
    ],
    [
      'en passant: the passed square is not empty',
      `${K.replace(/^7k\/8\/8\/8\/8\/8\/8\/K7/, '7k/8/8/8/4P3/4N3/8/K7')} b - 1e3 0 1`,
      'the squares of the double step are not empty',
    ],
    [
      'en passant on the wrong rank for the side to move',
      `${EP.replace(' b ', ' w ')} 1e3 0 1`,
      'not on the rank a Black double step passes',
    ],
    ['negative counter', `${K} w - - -1 1`, 'halfmove clock'],
    ['fullmove 0', `${K} w - - 0 0`, 'fullmove number'],
  ];

  it.each(rejected)('rejects %s', (_name, fen, message) => {
    const parsed = ok(fen);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(message);
  });

  const accepted: Array<[string, string]> = [
    ['the start position', START],
    ['two en passant rights (1e3,3d3)', `${EP} 1e3,3d3 0 1`],
    ['castling on level 3 only', `${CASTLE} w 3KQ - 0 1`],
    ['castling on both levels, partial', `${CASTLE} b 1Q3K - 7 12`],
    ['pawns on their last rank on level 2', `${CORNERS}|P6p/8/8/8/8/8/8/p6P|${CORNERS} w - - 0 1`],
    [
      'pawns on their first rank on levels 1 and 3',
      `7k/8/8/8/8/8/8/KP6|${EMPTY}|6pk/8/8/8/8/8/8/K7 w - - 0 1`,
    ],
    [
      'a king left attacked by the side to move (no check rule)',
      `4k3/8/8/8/8/8/8/r3K3|${EMPTY}|${CORNERS} b - - 0 1`,
    ],
  ];

  it.each(accepted)('accepts and writes back %s', (_name, fen) => {
    const parsed = ok(fen);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(makeFen(parsed.value)).toBe(fen);
  });

  it.each([
    {
      rule: 'the position after a king capture (§2: the game ends) is written and read back',
      fen: `3k4/8/8/8/8/8/4P3/K7|${EMPTY}|3k4/8/8/8/8/8/8/K2Q4 w - - 0 5`,
      moves: ['3d1-3d8'],
      after: `3k4/8/8/8/8/8/4P3/K7|${EMPTY}|3Q4/8/8/8/8/8/8/K7 b - - 0 5`,
      outcome: { winner: 0, reason: 'king-captured' },
    },
    {
      rule: 'a king captured by the second sub-move: the turn ends there',
      fen: `3k4/8/8/8/8/8/4P3/K7|${EMPTY}|3k4/8/8/8/8/8/8/K2Q4 w - - 0 5`,
      moves: ['1e2-1e4', '3d1-3d8'],
      after: `3k4/8/8/8/4P3/8/8/K7|${EMPTY}|3Q4/8/8/8/8/8/8/K7 b - 1e3 0 5`,
      outcome: { winner: 0, reason: 'king-captured' },
    },
  ])('$rule', ({ fen, moves, after, outcome }) => {
    const record = recordAfter(fen, moves);
    expect(makeFen(record.position)).toBe(after);
    expect(record.outcome).toEqual(outcome);
    const read = position(after);
    expect(makeFen(read)).toBe(after);
    expect(new GameRecord(read).outcome).toEqual(outcome);
    expect(legalMoves(read)).toEqual([]);
  });
});

describe('the mid-turn text form: `<FEN> ; <sub-moves so far>`', () => {
  const FIRST = `${START} ; 1e2-1e4`;
  const BLACK_TURN =
    'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR|8/8/8/8/8/8/8/8|rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b 1KQkq3KQkq 1e3 0 1';
  it.each([
    { rule: 'a FEN alone is the start of a turn', text: START, subMoves: [], fen: START },
    { rule: 'one sub-move of White’s first turn', text: FIRST, subMoves: ['1e2-1e4'], fen: START },
    {
      rule: 'two sub-moves of a three-sub-move turn',
      text: `${BLACK_TURN} ; 3e7-3e5 1b8-1c6`,
      subMoves: ['3e7-3e5', '1b8-1c6'],
      fen: BLACK_TURN,
    },
    {
      rule: 'a sub-move between levels',
      text: `${BLACK_TURN} ; 3a7-2a7`,
      subMoves: ['3a7-2a7'],
      fen: BLACK_TURN,
    },
  ])('reads and writes back: $rule', ({ text, subMoves, fen }) => {
    const read = parseTurnFen(PARALLEL_WORLDS, text);
    if (!read.ok) throw new Error(read.error);
    expect(makeFen(read.value.start)).toBe(fen);
    let at = read.value.start;
    const names = read.value.subMoves.map((move) => {
      const name = makeMove(at, move);
      at = play(at, move);
      return name;
    });
    expect(names).toEqual(subMoves);
    expect(read.value.position.subMoves).toBe(subMoves.length);
    expect(makeTurnFen(read.value.start, subMoves)).toBe(text);
    // The same as a game record that played those sub-moves writes.
    expect(recordAfter(fen, subMoves).turnFen()).toBe(text);
  });

  it.each([
    {
      rule: 'an illegal sub-move (a man moves twice in a turn)',
      text: `${BLACK_TURN} ; 3e7-3e5 3e5-3e4`,
      problem: { code: 'turn-sub-move', text: '3e5-3e4', index: 2 },
      error: "sub-move 2 '3e5-3e4' is not legal in the turn",
    },
    {
      rule: 'a sub-move in human notation',
      text: `${BLACK_TURN} ; Nx3f6`,
      problem: { code: 'turn-sub-move', text: 'Nx3f6', index: 1 },
      error: "sub-move 1 'Nx3f6' is not legal in the turn",
    },
    {
      rule: '`end`: a finished turn is written as the FEN after it',
      text: `${BLACK_TURN} ; 3e7-3e5 end`,
      problem: { code: 'turn-ended', text: 'end', index: 2 },
      error: "sub-move 2 'end' ends the turn: write the FEN after it instead",
    },
    {
      rule: 'the last allowed sub-move ends the turn',
      text: `${FIRST} 3d2-3d4`,
      problem: { code: 'turn-ended', text: '3d2-3d4', index: 2 },
      error: "sub-move 2 '3d2-3d4' ends the turn: write the FEN after it instead",
    },
    {
      rule: 'two spaces between sub-moves',
      text: `${BLACK_TURN} ; 3e7-3e5  1b8-1c6`,
      problem: { code: 'turn-sub-move', text: '', index: 2 },
      error: "sub-move 2 '' is not legal in the turn",
    },
    {
      rule: 'a bad FEN before the separator',
      text: `${START.replace(' w ', ' x ')} ; 1e2-1e4`,
      problem: { code: 'side', text: 'x' },
      error: "FEN: side to move must be w or b, not 'x'",
    },
  ])('rejects $rule', ({ text, problem, error }) => {
    expect(parseTurnFen(PARALLEL_WORLDS, text)).toEqual({ ok: false, error, problem });
  });

  it('exists only in Parallel worlds chess', () => {
    const text = `${PLUNDER.startFen} ; e2e4`;
    expect(parseTurnFen(PLUNDER, text)).toMatchObject({
      ok: false,
      problem: { code: 'turn-not-in-game', game: 'plunder' },
    });
  });
});

describe('Parallel worlds chess human notation', () => {
  const san = (fen: string, moves: readonly string[], move: string) => {
    const record = recordAfter(fen, moves);
    return makeSan(record.position, parseMoveOrThrow(record.position, move));
  };

  it.each([
    ['a knight on level 1', START, [], '1g1-1f3', 'N1f3'],
    ['a pawn steps up', START, [], '1e2-2e2', '↑2e2'],
    [
      'a promotion by descending',
      `${CORNERS}|P7/8/8/8/8/8/8/8|${CORNERS} w - - 0 5`,
      [],
      '2a8-1a8=Q',
      '↓1a8=Q',
    ],
    [
      'castling on level 1',
      `4k3/8/8/8/8/8/8/R3K2R|${EMPTY}|${CORNERS} w 1KQ - 0 5`,
      [],
      '1e1-1g1',
      '1:O-O',
    ],
    [
      'a king capture',
      `3k4/8/8/8/8/8/4P3/K7|${EMPTY}|3k4/8/8/8/8/8/8/K2Q4 w - - 0 5`,
      [],
      '3d1-3d8',
      'Qx3d8#',
    ],
    [
      'a level-2 pawn with a rival for the square',
      `${CORNERS}|8/8/8/8/P7/8/8/4P3|${CORNERS} w - - 0 5`,
      [],
      '2e1-2a5',
      'Pe2a5',
    ],
    [
      'a level-2 pawn without a rival',
      `${CORNERS}|8/8/8/8/3P4/8/8/8|${CORNERS} w - - 0 5`,
      [],
      '2d4-2h8',
      '2h8',
    ],
  ] as const)('%s', (_name, fen, moves, move, expected) => {
    expect(san(fen, moves, move)).toBe(expected);
  });

  it.each([
    ['the start', START, []],
    ['mid-turn', START, ['1e2-2e2']],
    [
      'two level-2 pawns that reach the same squares',
      `${CORNERS}|8/8/8/8/P7/8/8/4P3|${CORNERS} w - - 0 5`,
      [],
    ],
    ['two level-2 knights', `${CORNERS}|8/8/8/8/N7/8/8/4N3|${CORNERS} w - - 0 5`, []],
    [
      'castling and promotions',
      `4k3/8/8/8/8/8/8/R3K2R|P7/8/8/8/8/8/8/7p|${CORNERS} w 1KQ - 0 5`,
      [],
    ],
  ] as const)('every legal move reads back from its human notation: %s', (_name, fen, moves) => {
    const record = recordAfter(fen, moves);
    const pos = record.position;
    for (const move of record.legalMoves()) {
      const text = makeSan(pos, move);
      const back = parseSan(pos, text);
      expect(back.ok && makeMove(pos, back.value), text).toBe(makeMove(pos, move));
    }
  });
});
