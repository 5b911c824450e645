// PlunderChess rules (docs/rules.md §PlunderChess) as tables: one row per rule, the exact list of
// legal moves (or
// the exact FEN reached) that the rule implies. Every row of the move and position tables runs
// twice: as written (mostly White to move) and with the colours exchanged (board flipped, cases
// swapped, moves' ranks mirrored), so each rule is pinned down for both colours.
//
// Where the expected lists come from: each was worked out by hand from the text of §4 (the row's
// name says which rule shapes it), and every row is also played through the independent
// reference generator of test/unit/support/plunder-reference.ts, which must give the same list
// or FEN.
import { describe, expect, it } from 'vitest';
import {
  CHESS,
  GameRecord,
  PLUNDER,
  insufficientMaterial,
  makeFen,
  makeMove,
  makeSan,
  outcomeOf,
  parseFen,
  parseMove,
  parseSan,
  repetitionKey,
  type Position,
} from '../../src/rules';
import {
  legalRefMoves,
  readFen,
  refMoveNames,
  writeFen,
  type RefPosition,
} from './support/plunder-reference';
import { fenFields } from './support/fenFields';

const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function position(fen: string): Position {
  const parsed = parseFen(PLUNDER, fen);
  if (!parsed.ok) throw new Error(`${parsed.error} in ${fen}`);
  return parsed.value;
}

/** The game after `moves` from `fen`; throws on an illegal move. */
function replay(fen: string, moves: readonly string[]): GameRecord {
  const record = new GameRecord(position(fen));
  moves.forEach((move, i) => {
    const played = record.play(move);
    if (!played.ok) throw new Error(`${played.error} (move ${i + 1}) from ${fen}`);
  });
  return record;
}

/** The reference generator's position after `moves` from `fen`. */
function refReplay(fen: string, moves: readonly string[]): RefPosition {
  let pos = readFen(fen);
  for (const move of moves) {
    const found = legalRefMoves(pos).find((m) => m.name === move);
    if (!found) throw new Error(`the reference finds no move ${move} in ${writeFen(pos)}`);
    pos = found.next;
  }
  return pos;
}

const movesAfter = (fen: string, moves: readonly string[] = []): string[] => {
  const record = replay(fen, moves);
  return record
    .legalMoves()
    .map((m) => makeMove(record.position, m))
    .sort(byCodePoint);
};

const mirrorSquares = (text: string): string =>
  text.replace(
    /([a-h])([1-8])/g,
    (_, file: string, rank: string) => file + String(9 - Number(rank)),
  );

const swapCase = (text: string): string =>
  [...text].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');

/**
 * The same position with the colours exchanged. The move number follows the plies: White to move
 * in move n becomes Black to move in move n, Black to move in move n becomes White in move n + 1.
 */
function mirrorFen(fen: string): string {
  const [board, side, castling, ep, half, full] = fenFields(fen);
  const rights = castling === '-' ? '-' : [...swapCase(castling)].sort(byRights).join('');
  return [
    swapCase(board.split('/').reverse().join('/')),
    side === 'w' ? 'b' : 'w',
    rights,
    ep === '-' ? '-' : mirrorSquares(ep),
    half,
    String(Number(full) + (side === 'b' ? 1 : 0)),
  ].join(' ');
}
const byRights = (a: string, b: string): number => 'KQkq'.indexOf(a) - 'KQkq'.indexOf(b);

const COLOURS = [
  { name: 'White', fen: (f: string) => f, move: (m: string) => m },
  { name: 'Black', fen: mirrorFen, move: mirrorSquares },
] as const;

interface MovesRow {
  rule: string;
  fen: string;
  play?: string[];
  moves: string[]; // the exact legal moves after `play`
}

const KING_E1 = ['e1d1', 'e1d2', 'e1e2', 'e1f1', 'e1f2'];

const MOVE_ROWS: MovesRow[] = [
  // --- Plundering: the offer on every capture ---
  {
    rule: 'a capture offers a vest of the captured type (knight takes pawn: d5, d5~P)',
    fen: '4k3/8/8/3p4/8/2N5/8/4K3 w - - 0 1',
    moves: ['c3a2', 'c3a4', 'c3b1', 'c3b5', 'c3d1', 'c3d5', 'c3d5~P', 'c3e2', 'c3e4', ...KING_E1],
  },
  {
    rule: "a capture offers the captured man's vest too (p(b): ~P and ~B), declining is a move",
    fen: '4k3/8/8/3p(b)4/8/2N5/8/4K3 w - - 0 1',
    moves: [
      ...['c3a2', 'c3a4', 'c3b1', 'c3b5', 'c3d1', 'c3d5', 'c3d5~B', 'c3d5~P', 'c3e2', 'c3e4'],
      ...KING_E1,
    ],
  },
  {
    rule: 'no piece takes a vest of its own type (knight takes n(b): only ~B)',
    fen: '4k3/8/8/3n(b)4/8/2N5/8/4K3 w - - 0 1',
    moves: ['c3a2', 'c3a4', 'c3b1', 'c3b5', 'c3d1', 'c3d5', 'c3d5~B', 'c3e2', 'c3e4', ...KING_E1],
  },
  {
    rule: 'a queen takes a knight vest but not a bishop vest (Q takes b(n): only ~N)',
    fen: '4k3/8/8/3b(n)4/8/8/8/3QK3 w - - 0 1',
    moves: [
      ...['d1a1', 'd1a4', 'd1b1', 'd1b3', 'd1c1', 'd1c2', 'd1d2', 'd1d3', 'd1d4', 'd1d5'],
      ...['d1d5~N', 'd1e2', 'd1f3', 'd1g4', 'd1h5', 'e1d2', 'e1e2', 'e1f1', 'e1f2'],
    ],
  },
  {
    rule: 'a queen takes no rook or bishop vest (Q takes r(b): no choice; d-file attacked)',
    fen: '4k3/8/8/3r(b)4/8/8/8/3QK3 w - - 0 1',
    moves: [
      ...['d1a1', 'd1a4', 'd1b1', 'd1b3', 'd1c1', 'd1c2', 'd1d2', 'd1d3', 'd1d4', 'd1d5'],
      ...['d1e2', 'd1f3', 'd1g4', 'd1h5', 'e1e2', 'e1f1', 'e1f2'],
    ],
  },
  {
    rule: 'a queen takes a pawn vest (it adds the en passant capture)',
    fen: '4k3/8/8/3p4/8/8/8/3QK3 w - - 0 1',
    moves: [
      ...['d1a1', 'd1a4', 'd1b1', 'd1b3', 'd1c1', 'd1c2', 'd1d2', 'd1d3', 'd1d4', 'd1d5'],
      ...['d1d5~P', 'd1e2', 'd1f3', 'd1g4', 'd1h5', 'e1d2', 'e1e2', 'e1f1', 'e1f2'],
    ],
  },
  {
    rule: 'a king may wear any vest (K takes the checking q(n): ~Q and ~N)',
    fen: '7k/8/8/3q(n)4/4K3/8/8/8 w - - 0 1',
    moves: ['e4d5', 'e4d5~N', 'e4d5~Q'],
  },
  {
    rule: 'eligibility is judged after a promotion-capture (b7xa8 r(n): =Q ~N, =R ~N, =B ~R ~N, =N ~R)',
    fen: 'r(n)6k/1P6/8/8/8/8/8/4K3 w - - 0 1',
    moves: [
      ...['b7a8=B', 'b7a8=B~N', 'b7a8=B~R', 'b7a8=N', 'b7a8=N~R', 'b7a8=Q', 'b7a8=Q~N'],
      ...['b7a8=R', 'b7a8=R~N', 'b7b8=B', 'b7b8=N', 'b7b8=Q', 'b7b8=R', ...KING_E1],
    ],
  },
  {
    rule:
      'a promoting P(N) keeps N where it adds (=Q, =R, =B: ~R only for B) and is offered R for =N;' +
      ' knight-vest moves to the last rank promote',
    fen: 'r6k/1P(N)6/8/8/8/8/8/4K3 w - - 0 1',
    moves: [
      ...['b7a5*', 'b7a8=B', 'b7a8=B~R', 'b7a8=N', 'b7a8=N~R', 'b7a8=Q', 'b7a8=R', 'b7b8=B'],
      ...['b7b8=N', 'b7b8=Q', 'b7b8=R', 'b7c5*', 'b7d6*', 'b7d8*=B', 'b7d8*=N', 'b7d8*=Q'],
      ...['b7d8*=R', ...KING_E1],
    ],
  },
  {
    rule: 'a vested capturer may keep its vest (decline) or exchange it (N(B) takes r(q): ~R, ~Q)',
    fen: '4k3/8/8/3r(q)4/8/2N(B)5/8/4K3 w - - 0 1',
    moves: [
      ...['c3a1*', 'c3a2', 'c3a4', 'c3a5*', 'c3b1', 'c3b2*', 'c3b4*', 'c3b5', 'c3d1', 'c3d2*'],
      ...['c3d4*', 'c3d5', 'c3d5~Q', 'c3d5~R', 'c3e2', 'c3e4', 'c3e5*', 'c3f6*', 'c3g7*'],
      ...['c3h8*', 'e1e2', 'e1f1', 'e1f2'],
    ],
  },
  {
    rule: 'a choice equal to declining is not a separate move (N(B) takes b: only c3d5)',
    fen: '4k3/8/8/3b4/8/2N(B)5/8/4K3 w - - 0 1',
    moves: [
      ...['c3a1*', 'c3a2', 'c3a4', 'c3a5*', 'c3b1', 'c3b2*', 'c3b4*', 'c3b5', 'c3d1', 'c3d2*'],
      ...['c3d4*', 'c3d5', 'c3e2', 'c3e4', 'c3e5*', 'c3f6*', 'c3g7*', 'c3h8*', ...KING_E1],
    ],
  },
  {
    rule: 'a choice equal to declining is not a separate move (N(B) takes p(b): only ~P)',
    fen: '4k3/8/8/3p(b)4/8/2N(B)5/8/4K3 w - - 0 1',
    moves: [
      ...['c3a1*', 'c3a2', 'c3a4', 'c3a5*', 'c3b1', 'c3b2*', 'c3b4*', 'c3b5', 'c3d1', 'c3d2*'],
      ...['c3d4*', 'c3d5', 'c3d5~P', 'c3e2', 'c3e4', 'c3e5*', 'c3f6*', 'c3g7*', 'c3h8*'],
      ...KING_E1,
    ],
  },

  // --- Using a vest ---
  {
    rule: "a vest gives moves of its type from the wearer's square, written * (B(N) on c1)",
    fen: '4k3/8/8/8/8/8/8/2B(N)1K3 w - - 0 1',
    moves: [
      ...['c1a2*', 'c1a3', 'c1b2', 'c1b3*', 'c1d2', 'c1d3*', 'c1e2*', 'c1e3', 'c1f4', 'c1g5'],
      ...['c1h6', ...KING_E1],
    ],
  },
  {
    rule: 'the vest is used once, then gone (after c1d3* the bishop has no * moves)',
    fen: '4k3/7p/8/8/8/8/8/2B(N)1K3 w - - 0 1',
    play: ['c1d3*', 'h7h6'],
    moves: [
      ...['d3a6', 'd3b1', 'd3b5', 'd3c2', 'd3c4', 'd3e2', 'd3e4', 'd3f1', 'd3f5', 'd3g6'],
      ...['d3h7', ...KING_E1],
    ],
  },
  {
    rule: 'moves the wearer makes with its own powers are ordinary (R(B): files and ranks plain)',
    fen: '4k3/8/8/8/3R(B)4/8/8/4K3 w - - 0 1',
    moves: [
      ...['d4a1*', 'd4a4', 'd4a7*', 'd4b2*', 'd4b4', 'd4b6*', 'd4c3*', 'd4c4', 'd4c5*', 'd4d1'],
      ...['d4d2', 'd4d3', 'd4d5', 'd4d6', 'd4d7', 'd4d8', 'd4e3*', 'd4e4', 'd4e5*', 'd4f2*'],
      ...['d4f4', 'd4f6*', 'd4g1*', 'd4g4', 'd4g7*', 'd4h4', 'd4h8*', ...KING_E1],
    ],
  },
  {
    rule: 'a capture made with the vest may plunder again, even the used type (c1d3*~N)',
    fen: '4k3/8/8/8/8/3n4/8/2B(N)1K3 w - - 0 1',
    moves: ['c1d3*', 'c1d3*~N', 'e1d1', 'e1d2', 'e1e2', 'e1f1'],
  },

  // --- Pawn vests ---
  {
    rule: 'pawn vest: step forward, diagonal captures forward only (not c3 behind)',
    fen: '4k3/8/8/2p1p3/3N(P)4/2p5/8/4K3 w - - 0 1',
    moves: [
      ...['d4b3', 'd4b5', 'd4c2', 'd4c5*', 'd4c5*~P', 'd4c6', 'd4d5*', 'd4e2', 'd4e5*'],
      ...['d4e5*~P', 'd4e6', 'd4f3', 'd4f5', 'e1d1', 'e1e2', 'e1f1', 'e1f2'],
    ],
  },
  {
    rule: "pawn vest: double step from the owner's second rank",
    fen: '4k3/7p/8/8/8/8/1N(P)6/4K3 w - - 0 1',
    moves: ['b2a4', 'b2b3*', 'b2b4*', 'b2c4', 'b2d1', 'b2d3', ...KING_E1],
  },
  {
    rule: 'pawn vest: a single step only, off the second rank',
    fen: '4k3/7p/8/8/8/1N(P)6/8/4K3 w - - 0 1',
    moves: ['b3a1', 'b3a5', 'b3b4*', 'b3c1', 'b3c5', 'b3d2', 'b3d4', ...KING_E1],
  },
  {
    rule: 'pawn vest: en passant capture (N(P) takes the d-pawn on d6, may take its P vest)',
    fen: '4k3/3p3p/8/4N(P)3/8/8/8/4K3 b - - 0 1',
    play: ['d7d5'],
    moves: [
      ...KING_E1,
      ...['e5c4', 'e5c6', 'e5d3', 'e5d6*', 'e5d6*~P', 'e5d7', 'e5e6*', 'e5f3', 'e5f7', 'e5g4'],
      'e5g6',
    ],
  },
  {
    rule: 'pawn-vest en passant onto a square the wearer could simply move to: both (e5d6, e5d6*)',
    fen: '4k3/3p3p/8/4B(P)3/8/8/8/4K3 b - - 0 1',
    play: ['d7d5'],
    moves: [
      ...KING_E1,
      ...['e5a1', 'e5b2', 'e5b8', 'e5c3', 'e5c7', 'e5d4', 'e5d6', 'e5d6*', 'e5d6*~P', 'e5e6*'],
      ...['e5f4', 'e5f6', 'e5g3', 'e5g7', 'e5h2', 'e5h8'],
    ],
  },
  {
    rule: 'a knight double-stepping with a pawn vest can be taken en passant by a pawn or a pawn vest',
    fen: '4k3/8/8/8/p1n(p)5/8/1N(P)6/4K3 w - - 0 1',
    play: ['b2b4*'],
    moves: [
      ...['a4a3', 'a4b3', 'a4b3~N', 'c4a3', 'c4a5', 'c4b2', 'c4b3*', 'c4b6', 'c4c3*', 'c4d2'],
      ...['c4d6', 'c4e3', 'c4e5', 'e8d7', 'e8d8', 'e8e7', 'e8f7', 'e8f8'],
    ],
  },
  {
    rule: 'a rook moving two squares forward makes an ordinary move: no en passant right',
    fen: '4k3/8/8/8/p1n(p)5/8/1R(P)6/4K3 w - - 0 1',
    play: ['b2b4'],
    moves: [
      ...['a4a3', 'c4a3', 'c4a5', 'c4b2', 'c4b6', 'c4c3*', 'c4d2', 'c4d6', 'c4e3', 'c4e5'],
      ...['e8d7', 'e8d8', 'e8e7', 'e8f7', 'e8f8'],
    ],
  },
  {
    rule: 'a king double-steps with a pawn vest when no enemy pawn power covers the passed square',
    fen: '4k3/8/8/8/8/8/4K(P)3/8 w - - 0 1',
    moves: ['e2d1', 'e2d2', 'e2d3', 'e2e1', 'e2e3', 'e2e4*', 'e2f1', 'e2f2', 'e2f3'],
  },
  {
    rule: 'no king double step over a square an enemy pawn attacks (d4 covers e3)',
    fen: '4k3/8/8/8/3p4/8/4K(P)3/8 w - - 0 1',
    moves: ['e2d1', 'e2d2', 'e2d3', 'e2e1', 'e2f1', 'e2f2', 'e2f3'],
  },
  {
    rule: 'no king double step over a square an enemy pawn vest attacks (b(p) on f4 covers e3)',
    fen: '4k3/8/8/8/5b(p)2/8/4K(P)3/8 w - - 0 1',
    moves: ['e2d1', 'e2d3', 'e2e1', 'e2f1', 'e2f2', 'e2f3'],
  },
  {
    rule: 'a passed square attacked by a plain bishop does not stop it: only the landing counts',
    fen: '4k3/8/8/8/5b2/8/4K(P)3/8 w - - 0 1',
    moves: ['e2d1', 'e2d3', 'e2e1', 'e2e4*', 'e2f1', 'e2f2', 'e2f3'],
  },
  {
    rule: 'a piece wearing a pawn vest never promotes (N(P) b7b8*)',
    fen: '4k3/1N(P)6/8/8/8/8/8/4K3 w - - 0 1',
    moves: ['b7a5', 'b7b8*', 'b7c5', 'b7d6', 'b7d8', ...KING_E1],
  },
  {
    rule: 'a pawn reaching its last rank by a vest move promotes (P(N) c6: b8*, d8*)',
    fen: '7k/8/2P(N)5/8/8/8/8/4K3 w - - 0 1',
    moves: [
      ...['c6a5*', 'c6a7*', 'c6b4*', 'c6b8*=B', 'c6b8*=N', 'c6b8*=Q', 'c6b8*=R', 'c6c7'],
      ...['c6d4*', 'c6d8*=B', 'c6d8*=N', 'c6d8*=Q', 'c6d8*=R', 'c6e5*', 'c6e7*', ...KING_E1],
    ],
  },
  {
    rule: 'a pawn reaches its first rank by a vest move; its own step and double step stay plain',
    fen: '7k/8/8/8/8/8/P(R)7/4K3 w - - 0 1',
    moves: [
      ...['a2a1*', 'a2a3', 'a2a4', 'a2a5*', 'a2a6*', 'a2a7*', 'a2a8*=B', 'a2a8*=N', 'a2a8*=Q'],
      ...['a2a8*=R', 'a2b2*', 'a2c2*', 'a2d2*', 'a2e2*', 'a2f2*', 'a2g2*', 'a2h2*', ...KING_E1],
    ],
  },
  {
    rule: 'a pawn on its first rank steps once (double steps only from its second rank)',
    fen: '7k/8/8/8/8/8/8/P3K3 w - - 0 1',
    moves: ['a1a2', ...KING_E1],
  },

  // --- Castling and a king's rook vest ---
  {
    rule: "castling and the king's rook-vest move on the same squares are both legal",
    fen: '8/8/2k5/8/8/8/8/R3K(R)2R w KQ - 0 1',
    moves: [
      ...['a1a2', 'a1a3', 'a1a4', 'a1a5', 'a1a6', 'a1a7', 'a1a8', 'a1b1', 'a1c1', 'a1d1'],
      ...['e1b1*', 'e1c1', 'e1c1*', 'e1d1', 'e1d2', 'e1e2', 'e1e3*', 'e1e4*', 'e1e5*'],
      ...['e1e6*', 'e1e7*', 'e1e8*', 'e1f1', 'e1f2', 'e1g1', 'e1g1*', 'h1f1', 'h1g1', 'h1h2'],
      ...['h1h3', 'h1h4', 'h1h5', 'h1h6', 'h1h7', 'h1h8'],
    ],
  },

  // --- Vests and check ---
  {
    rule: 'no castling through, no king move onto, a square a vest attacks (r(n) h2 hits f1)',
    fen: '4k3/8/8/8/8/8/7r(n)/R3K2R w KQ - 0 1',
    moves: [
      ...['a1a2', 'a1a3', 'a1a4', 'a1a5', 'a1a6', 'a1a7', 'a1a8', 'a1b1', 'a1c1', 'a1d1'],
      ...['e1c1', 'e1d1', 'h1f1', 'h1g1', 'h1h2', 'h1h2~N'],
    ],
  },
  {
    rule: "a pawn's knight vest attacks c1: no O-O-O, O-O stays",
    fen: '1k6/8/8/8/8/8/p(n)7/R3K2R w KQ - 0 1',
    moves: [
      ...['a1a2', 'a1a2~N', 'a1a2~P', 'a1b1', 'a1c1', 'a1d1', ...KING_E1, 'e1g1', 'h1f1'],
      ...['h1g1', 'h1h2', 'h1h3', 'h1h4', 'h1h5', 'h1h6', 'h1h7', 'h1h8'],
    ],
  },
  {
    rule: "a piece pinned along a vest's line is pinned (b(r) on e6 pins the e2 knight)",
    fen: 'k7/8/4b(r)3/8/8/8/4N3/4K3 w - - 0 1',
    moves: ['e1d1', 'e1d2', 'e1f1', 'e1f2'],
  },
  {
    rule: 'a vest gives check (N(R) to h3 checks along the h-file: h7 is attacked)',
    fen: '7k/8/8/8/8/8/8/4K1N(R)1 w - - 0 1',
    play: ['g1h3'],
    moves: ['h8g7', 'h8g8'],
  },
];

describe('PlunderChess legal moves, rule by rule', () => {
  for (const row of MOVE_ROWS) {
    for (const colour of COLOURS) {
      it(`${colour.name}: ${row.rule}`, () => {
        const fen = colour.fen(row.fen);
        const play = (row.play ?? []).map(colour.move);
        const expected = row.moves.map(colour.move).sort(byCodePoint);
        expect(movesAfter(fen, play)).toEqual(expected);
        expect(refMoveNames(refReplay(fen, play))).toEqual(expected);
      });
    }
  }
});

interface AfterRow {
  rule: string;
  fen: string;
  play: string[];
  after: string; // exact FEN reached
}

const AFTER_ROWS: AfterRow[] = [
  {
    rule: 'declining keeps the worn vest',
    fen: '4k3/8/8/3r(q)4/8/2N(B)5/8/4K3 w - - 0 1',
    play: ['c3d5'],
    after: '4k3/8/8/3N(B)4/8/8/8/4K3 b - - 0 1',
  },
  {
    rule: 'a taken vest replaces the worn one (one vest per man)',
    fen: '4k3/8/8/3r(q)4/8/2N(B)5/8/4K3 w - - 0 1',
    play: ['c3d5~R'],
    after: '4k3/8/8/3N(R)4/8/8/8/4K3 b - - 0 1',
  },
  {
    rule: "the captured man's vest can be taken",
    fen: '4k3/8/8/3r(q)4/8/2N(B)5/8/4K3 w - - 0 1',
    play: ['c3d5~Q'],
    after: '4k3/8/8/3N(Q)4/8/8/8/4K3 b - - 0 1',
  },
  {
    rule: 'a used vest is gone',
    fen: '4k3/7p/8/8/8/8/8/2B(N)1K3 w - - 0 1',
    play: ['c1d3*'],
    after: '4k3/7p/8/8/8/3B4/8/4K3 b - - 1 1',
  },
  {
    rule: 'a vest capture may take the used type again',
    fen: '4k3/8/8/8/8/3n4/8/2B(N)1K3 w - - 0 1',
    play: ['c1d3*~N'],
    after: '4k3/8/8/8/8/3B(N)4/8/4K3 b - - 0 1',
  },
  {
    rule: 'an ordinary move keeps the vest',
    fen: '4k3/8/8/8/3R(B)4/8/8/4K3 w - - 0 1',
    play: ['d4d8'],
    after: '3R(B)k3/8/8/8/8/8/8/4K3 b - - 1 1',
  },
  {
    rule: 'a promoting pawn keeps a vest that still adds powers (=R keeps B)',
    fen: '7k/1P(B)6/8/8/8/8/8/4K3 w - - 0 1',
    play: ['b7b8=R'],
    after: '1R(B)5k/8/8/8/8/8/8/4K3 b - - 0 1',
  },
  {
    rule: 'a promoting pawn loses a vest that adds nothing (=Q drops B)',
    fen: '7k/1P(B)6/8/8/8/8/8/4K3 w - - 0 1',
    play: ['b7b8=Q'],
    after: '1Q5k/8/8/8/8/8/8/4K3 b - - 0 1',
  },
  {
    rule: 'a promoting pawn keeps a vest that still adds powers (=N keeps B)',
    fen: '7k/1P(B)6/8/8/8/8/8/4K3 w - - 0 1',
    play: ['b7b8=N'],
    after: '1N(B)5k/8/8/8/8/8/8/4K3 b - - 0 1',
  },
  {
    rule: 'a promoting pawn loses its own new type as a vest (=B drops B)',
    fen: '7k/1P(B)6/8/8/8/8/8/4K3 w - - 0 1',
    play: ['b7b8=B'],
    after: '1B5k/8/8/8/8/8/8/4K3 b - - 0 1',
  },
  {
    rule: 'a promoting pawn keeps a vest that still adds powers (P(N) promotes on a8 to Q: Q(N))',
    fen: 'r6k/1P(N)6/8/8/8/8/8/4K3 w - - 0 1',
    play: ['b7a8=Q'],
    after: 'Q(N)6k/8/8/8/8/8/8/4K3 b - - 0 1',
  },
  {
    rule: 'a promoting P(N) that becomes a knight drops the vest and may take the rook vest',
    fen: 'r6k/1P(N)6/8/8/8/8/8/4K3 w - - 0 1',
    play: ['b7a8=N~R'],
    after: 'N(R)6k/8/8/8/8/8/8/4K3 b - - 0 1',
  },
  {
    rule: 'a pawn promoting by a vest move loses the used vest',
    fen: '7k/8/8/8/8/8/P(R)7/4K3 w - - 0 1',
    play: ['a2a8*=R'],
    after: 'R6k/8/8/8/8/8/8/4K3 b - - 0 1',
  },
  {
    rule: "castling keeps the king's vest and moves the rook",
    fen: '8/8/2k5/8/8/8/8/R3K(R)2R w KQ - 0 1',
    play: ['e1g1'],
    after: '8/8/2k5/8/8/8/8/R4RK(R)1 b - - 1 1',
  },
  {
    rule: "the king's rook-vest move to g1 leaves the rook and spends the vest",
    fen: '8/8/2k5/8/8/8/8/R3K(R)2R w KQ - 0 1',
    play: ['e1g1*'],
    after: '8/8/2k5/8/8/8/8/R5KR b - - 1 1',
  },
  {
    rule: "a knight's pawn-vest double step leaves an en passant right",
    fen: '4k3/8/8/8/p1n(p)5/8/1N(P)6/4K3 w - - 0 1',
    play: ['b2b4*'],
    after: '4k3/8/8/8/pNn(p)5/8/8/4K3 b - b3 1 1',
  },
  {
    rule: 'en passant by a pawn takes the knight (and may take its type as a vest)',
    fen: '4k3/8/8/8/p1n(p)5/8/1N(P)6/4K3 w - - 0 1',
    play: ['b2b4*', 'a4b3~N'],
    after: '4k3/8/8/8/2n(p)5/1p(n)6/8/4K3 w - - 0 2',
  },
  {
    rule: 'en passant by a pawn vest takes the knight and spends the vest',
    fen: '4k3/8/8/8/p1n(p)5/8/1N(P)6/4K3 w - - 0 1',
    play: ['b2b4*', 'c4b3*'],
    after: '4k3/8/8/8/p7/1n6/8/4K3 w - - 0 2',
  },
  {
    rule: "a king's pawn-vest double step leaves an en passant right",
    fen: '4k3/7p/8/8/8/8/4K(P)3/8 w - - 0 1',
    play: ['e2e4*'],
    after: '4k3/7p/8/8/4K3/8/8/8 b - e3 1 1',
  },
  {
    rule: "halfmove clock: a piece's pawn-vest move does not reset it",
    fen: '4k3/8/8/8/8/8/1N(P)6/4K3 w - - 5 9',
    play: ['b2b3*'],
    after: '4k3/8/8/8/8/1N6/8/4K3 b - - 6 9',
  },
  {
    rule: "halfmove clock: a real pawn's vest move resets it",
    fen: '4k3/8/8/8/8/8/4P(N)3/4K3 w - - 5 9',
    play: ['e2c3*'],
    after: '4k3/8/8/8/8/2P5/8/4K3 b - - 0 9',
  },
  {
    rule: "halfmove clock: a real pawn's ordinary move resets it (and keeps the vest)",
    fen: '4k3/8/8/8/8/8/4P(N)3/4K3 w - - 5 9',
    play: ['e2e4'],
    after: '4k3/8/8/8/4P(N)3/8/8/4K3 b - e3 0 9',
  },
  {
    rule: 'halfmove clock: a capture by a pawn-vest move resets it',
    fen: '4k3/8/8/8/8/3p4/4N(P)3/4K3 w - - 5 9',
    play: ['e2d3*'],
    after: '4k3/8/8/8/8/3N4/8/4K3 b - - 0 9',
  },
];

describe('PlunderChess positions after a move', () => {
  for (const row of AFTER_ROWS) {
    for (const colour of COLOURS) {
      it(`${colour.name}: ${row.rule}`, () => {
        const play = row.play.map(colour.move);
        const record = replay(colour.fen(row.fen), play);
        expect(makeFen(record.position)).toBe(colour.fen(row.after));
        expect(writeFen(refReplay(colour.fen(row.fen), play))).toBe(colour.fen(row.after));
      });
    }
  }
});

describe('PlunderChess canonical notation', () => {
  const rows: Array<{ rule: string; fen: string; text: string; legal: boolean }> = [
    {
      rule: 'a vest move needs its *',
      fen: '4k3/8/8/8/8/8/8/2B(N)1K3 w - - 0 1',
      text: 'c1d3',
      legal: false,
    },
    {
      rule: 'a vest move with its *',
      fen: '4k3/8/8/8/8/8/8/2B(N)1K3 w - - 0 1',
      text: 'c1d3*',
      legal: true,
    },
    {
      rule: 'an ordinary move takes no *',
      fen: '4k3/8/8/8/8/8/8/2B(N)1K3 w - - 0 1',
      text: 'c1d2*',
      legal: false,
    },
    {
      rule: '* comes before =',
      fen: '7k/8/8/8/8/8/P(R)7/4K3 w - - 0 1',
      text: 'a2a8=Q*',
      legal: false,
    },
    { rule: '* then =', fen: '7k/8/8/8/8/8/P(R)7/4K3 w - - 0 1', text: 'a2a8*=Q', legal: true },
    {
      rule: '= comes before ~',
      fen: 'r(n)6k/1P6/8/8/8/8/8/4K3 w - - 0 1',
      text: 'b7a8~N=Q',
      legal: false,
    },
    { rule: '= then ~', fen: 'r(n)6k/1P6/8/8/8/8/8/4K3 w - - 0 1', text: 'b7a8=Q~N', legal: true },
    {
      rule: 'an ineligible vest is not a move',
      fen: 'r(n)6k/1P6/8/8/8/8/8/4K3 w - - 0 1',
      text: 'b7a8=Q~R',
      legal: false,
    },
    {
      rule: 'vest letters are upper case',
      fen: '4k3/8/8/3p4/8/2N5/8/4K3 w - - 0 1',
      text: 'c3d5~p',
      legal: false,
    },
  ];
  for (const row of rows) {
    it(`${row.rule}: ${row.text}`, () => {
      expect(parseMove(position(row.fen), row.text).ok).toBe(row.legal);
    });
  }
});

describe('PlunderChess human notation shows a vest taken and a vest used', () => {
  const rows: Array<{ fen: string; move: string; san: string }> = [
    { fen: '4k3/8/8/4p3/8/3N4/8/4K3 w - - 0 1', move: 'd3e5', san: 'Nxe5' },
    { fen: '4k3/8/8/4p3/8/3N4/8/4K3 w - - 0 1', move: 'd3e5~P', san: 'Nxe5~P' },
    { fen: '4k3/8/8/8/8/8/8/2B(N)1K3 w - - 0 1', move: 'c1d3*', san: 'Bd3*' },
    { fen: '4k3/8/8/8/8/3n4/8/2B(N)1K3 w - - 0 1', move: 'c1d3*~N', san: 'Bxd3*~N' },
    { fen: '7k/8/8/8/8/8/P(R)7/4K3 w - - 0 1', move: 'a2a8*=Q', san: 'a8*=Q+' },
    { fen: '7k/8/8/8/8/8/P(R)7/4K3 w - - 0 1', move: 'a2a1*', san: 'a1*' },
    { fen: '8/8/2k5/8/8/8/8/R3K(R)2R w KQ - 0 1', move: 'e1g1', san: 'O-O' },
    { fen: '8/8/2k5/8/8/8/8/R3K(R)2R w KQ - 0 1', move: 'e1g1*', san: 'Kg1*' },
    // The king keeps its rook vest when castling: from c1 it checks the king on c6.
    { fen: '8/8/2k5/8/8/8/8/R3K(R)2R w KQ - 0 1', move: 'e1c1', san: 'O-O-O+' },
    { fen: '4k3/8/8/3pB(P)3/8/8/8/4K3 w - d6 0 2', move: 'e5d6', san: 'Bd6' },
    { fen: '4k3/8/8/3pB(P)3/8/8/8/4K3 w - d6 0 2', move: 'e5d6*~P', san: 'Bxd6*~P' },
    { fen: '3r(b)3k/4P3/8/8/8/8/8/4K3 w - - 0 1', move: 'e7d8=N~R', san: 'exd8=N~R+' },
    { fen: '3r(b)3k/4P3/8/8/8/8/8/4K3 w - - 0 1', move: 'e7d8=N~B', san: 'exd8=N~B' },
    { fen: '7k/8/8/8/8/8/8/4K1N(R)1 w - - 0 1', move: 'g1h3', san: 'Nh3+' },
    { fen: '4k3/8/8/8/p1n(p)5/8/1N(P)6/4K3 w - - 0 1', move: 'b2b4*', san: 'Nb4*' },
  ];
  for (const row of rows) {
    it(`${row.move} is ${row.san}, and reads back`, () => {
      const pos = position(row.fen);
      const move = parseMove(pos, row.move);
      if (!move.ok) throw new Error(move.error);
      expect(makeSan(pos, move.value)).toBe(row.san);
      expect(parseSan(pos, row.san)).toEqual({ ok: true, value: move.value });
    });
  }
});

describe('PlunderChess draws', () => {
  it('insufficient material only when no piece, the kings included, wears a vest', () => {
    const rows: Array<[string, boolean]> = [
      ['4k3/8/8/8/8/8/8/4K1N1 w - - 0 1', true],
      ['4k3/8/8/8/8/8/8/4K1N(B)1 w - - 0 1', false],
      ['4k3/8/8/8/8/8/8/1K(Q)6 w - - 0 1', false],
      ['1k(n)6/8/8/8/8/8/8/4K3 w - - 0 1', false],
      ['4k3/8/8/8/8/8/8/4K3 w - - 0 1', true],
      ['2b1k3/8/8/8/8/8/8/4KB2 w - - 0 1', true],
      ['2b(n)1k3/8/8/8/8/8/8/4KB2 w - - 0 1', false],
    ];
    for (const [fen, dead] of rows) {
      expect(insufficientMaterial(position(fen)), fen).toBe(dead);
      expect(outcomeOf(position(fen))?.reason, fen).toBe(
        dead ? 'insufficient-material' : undefined,
      );
    }
  });

  it('a used vest that leaves bare kings ends the game by insufficient material', () => {
    const record = replay('4k3/8/8/8/8/8/8/2B(N)1K3 w - - 0 1', ['c1d3*']);
    expect(record.outcome).toEqual({ winner: null, reason: 'insufficient-material' });
  });

  it('the vests are part of the position for repetition', () => {
    expect(repetitionKey(position('7k/8/8/8/8/8/8/R3K(N)3 w - - 0 1'))).not.toBe(
      repetitionKey(position('7k/8/8/8/8/8/8/R3K3 w - - 0 1')),
    );
    const shuffle = ['e1e2', 'h8g8', 'e2e1', 'g8h8'];
    // The start position three times: a draw.
    const repeated = replay('7k/8/8/8/8/8/8/R3K(N)3 w - - 0 1', [...shuffle, ...shuffle]);
    expect(repeated.outcome).toEqual({ winner: null, reason: 'repetition' });
    // The same placement four times, but twice with the king's knight vest and twice without
    // it (spent on e1d3*, then the king walks back): no repetition.
    const walk = ['e1d3*', 'h8g8', 'd3e2', 'g8h7', 'e2e1', 'h7h8'];
    const differing = replay('7k/8/8/8/8/8/8/R3K(N)3 w - - 0 1', [...shuffle, ...walk, ...shuffle]);
    expect(makeFen(differing.position)).toBe('7k/8/8/8/8/8/8/R3K3 w - - 14 8');
    expect(differing.outcome).toBeNull();
    // One more shuffle makes it three times without the vest.
    for (const move of shuffle) differing.play(move);
    expect(differing.outcome).toEqual({ winner: null, reason: 'repetition' });
  });
});

describe('PlunderChess FEN', () => {
  it('round-trips positions with vests', () => {
    for (const fen of [
      'r3k(q)2r/p(n)1ppq(n)pb(p)1/b(r)n(b)2pnp1/3PN(P)3/1p2P3/2N(B)2Q(N)1p/PPPB(R)BPPP/R3K(R)2R b KQkq - 3 7',
      '4k3/8/8/8/8/8/8/N(P)N(B)B(R)R(Q)K(N)3 w - - 0 1',
      '4k3/8/8/8/8/8/8/3Q(N)K(P)3 w - - 0 1',
      '4k3/8/8/8/8/8/8/3Q(P)K3 w - - 0 1',
      '7k/8/8/8/8/8/8/P(R)3K3 w - - 0 1', // a pawn on its first rank exists in PlunderChess
      '4k3/8/8/8/1N6/8/8/4K3 b - b3 0 1', // a knight's pawn-vest double step
      '4k3/8/8/8/4K3/8/8/8 b - e3 0 1', // a king's pawn-vest double step
      'rnbqk(n)bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK(Q)BNR w KQkq - 0 1', // vested kings at home
    ])
      expect(makeFen(position(fen))).toBe(fen);
  });

  it('rejects what no PlunderChess game can reach', () => {
    const rows: Array<[string, RegExp]> = [
      ['4k3/8/8/8/8/8/8/R(R)3K3 w - - 0 1', /a R vest adds nothing to R/],
      ['4k3/8/8/8/8/8/8/Q(B)3K3 w - - 0 1', /a B vest adds nothing to Q/],
      ['4k3/8/8/8/8/8/8/Q(R)3K3 w - - 0 1', /a R vest adds nothing to Q/],
      ['4k3/8/8/8/8/8/8/3Q(Q)K3 w - - 0 1', /a Q vest adds nothing to Q/],
      ['4k3/8/8/8/8/8/8/4K(K)3 w - - 0 1', /'K\(K\)' is not a vested piece/],
      // No king is ever captured, so no man can wear a king vest.
      ['4k3/8/8/8/8/8/8/3R(K)K3 w - - 0 1', /'R\(K\)' is not a vested piece/],
      ['4k3/8/8/8/8/8/8/B(n)3K3 w - - 0 1', /'B\(n\)' is not a vested piece/],
      ['4k3/8/8/8/8/8/8/b(N)3K3 w - - 0 1', /'b\(N\)' is not a vested piece/],
      ['4k3/8/8/8/8/8/8/B(Y)3K3 w - - 0 1', /'B\(Y\)' is not a vested piece/],
      ['4k3/8/8/8/8/8/8/B(I)3K3 w - - 0 1', /'B\(I\)' is not a vested piece/],
      ['4k3/8/8/8/8/8/8/B()3K3 w - - 0 1', /'B\(\)' is not a vested piece/],
      ['4k3/8/8/8/8/8/8/B(NN)3K3 w - - 0 1', /'B\(NN\)' is not a vested piece/],
      ['4k3/8/8/8/8/8/8/B(N3K3 w - - 0 1', /is not a vested piece \(rank 1\)/],
      ['1P(N)2k3/8/8/8/8/8/8/4K3 w - - 0 1', /pawn on White's last rank cannot exist/],
      ['4k3/8/8/8/8/8/2p(n)5/4K3 b - - 0 1', /White is in check/],
      ['4k3/8/8/8/1N(P)6/8/8/4K3 b - b3 0 1', /used its pawn vest and wears none/],
      ['4k3/8/8/8/1R6/8/8/4K3 b - b3 0 1', /no White man that could have double-stepped/],
      ['4k3/8/8/8/3pK3/8/8/8 b - e3 0 1', /a king may not double-step over/],
      ['4k3/8/8/8/3p(n)K3/8/8/8 b - e3 0 1', /a king may not double-step over/],
    ];
    for (const [fen, message] of rows) {
      const parsed = parseFen(PLUNDER, fen);
      expect(parsed.ok, fen).toBe(false);
      if (!parsed.ok) expect(parsed.error, fen).toMatch(message);
    }
  });

  it('rejects vests in a chess FEN', () => {
    const parsed = parseFen(CHESS, '4k3/8/8/8/8/8/8/B(N)3K3 w - - 0 1');
    expect(parsed).toEqual({
      ok: false,
      error: 'FEN: vests are not part of chess (rank 1)',
      problem: { code: 'vests-not-in-game', game: 'chess', level: null, rank: 1 },
    });
  });
});
