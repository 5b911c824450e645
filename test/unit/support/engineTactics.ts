/**
 * The engine's tactics set, per game: king captures within a turn (Parallel worlds chess, in 1,
 * 2 and 3 sub-moves: the third sub-move of a turn already under way), defences against a king
 * capture next turn, wins in two turns (a threat no turn of the opponent parries); mates in one
 * (on the board, by a drop, by a drop of a mutated piece, by a vest move), in two (with a drop,
 * a mutation, a vest move) and in three, and a vest choice; and wins in two turns taken from the
 * positions of a seeded match (level 5 against 4), threats deeper than the hand-made ones, to
 * tell the levels apart above 3. Each row says what solves it (a set
 * of answers, or an exact test of the position the answer leaves, `tacticProofs.ts`) and gives a
 * solution of its own, which the tests prove with the rules core. `guaranteed` rows are what
 * every level ≥ 3 must solve. Used by `test/unit/engine-tactics.test.ts` and by
 * `test/bench/tactics.ts` (share solved per level).
 */
import {
  GameRecord,
  gameById,
  outcomeOf,
  parseFen,
  type WorkingPosition as Position,
  workingCopy,
} from '../../../src/rules';
import { findKingCapture } from '../../../src/engine';
import { everyReplyLoses, opponentLost } from './tacticProofs';

export interface Tactic {
  readonly game: string;
  readonly name: string;
  readonly fen: string;
  /** Sub-moves already played in the turn (Parallel worlds). */
  readonly before?: string;
  /** Every level ≥ 3 must solve it (king captures, mates in one, defences). */
  readonly guaranteed: boolean;
  /** A right answer (canonical moves from the position), proved by the tests. */
  readonly solution: string;
  /** A mate in n (flat games) or a win in n turns (Parallel worlds): no shorter one exists. */
  readonly depth?: number;
  /** Does the engine's answer (canonical moves, from the position) solve it? */
  readonly solves: (answer: readonly string[], pos: Position) => boolean;
}

/** The position of a tactic (after its `before` sub-moves). */
export function tacticPosition(t: Tactic): Position {
  const game = gameById(t.game)!;
  const start = parseFen(game, t.fen);
  if (!start.ok) throw new Error(`${t.name}: ${start.error}`);
  const record = new GameRecord(start.value);
  for (const move of (t.before ?? '').split(' ').filter(Boolean)) {
    const played = record.play(move);
    if (!played.ok) throw new Error(`${t.name}: ${played.error}`);
  }
  return workingCopy(record.position);
}

/** The position after the answer's moves (canonical), played with the rules. */
function afterAnswer(pos: Position, answer: readonly string[]): Position {
  const record = new GameRecord(pos);
  for (const move of answer) {
    const played = record.play(move);
    if (!played.ok) throw new Error(played.error);
  }
  return workingCopy(record.position);
}

const oneOf =
  (...moves: string[]) =>
  (answer: readonly string[]): boolean =>
    answer.length >= 1 && moves.includes(answer.join(' '));

const mates = (answer: readonly string[], pos: Position): boolean =>
  outcomeOf(afterAnswer(pos, answer))?.reason === 'checkmate';

const kingTaken = (answer: readonly string[], pos: Position): boolean =>
  afterAnswer(pos, answer).winner === pos.turn;

const kingSafe = (answer: readonly string[], pos: Position): boolean => {
  const after = afterAnswer(pos, answer);
  return after.winner === pos.turn || findKingCapture(after) === null;
};

/** The answer's move forces mate in `n` moves (itself included). */
const matesIn =
  (n: number) =>
  (answer: readonly string[], pos: Position): boolean => {
    const after = afterAnswer(pos, answer.slice(0, 1));
    if (outcomeOf(after)?.reason === 'checkmate') return true;
    return !outcomeOf(after) && everyReplyLoses(after, n - 1);
  };

/** Parallel worlds: after the answer's turn no turn of the opponent saves both its kings. */
const winsNextTurn = (answer: readonly string[], pos: Position): boolean =>
  opponentLost(afterAnswer(pos, answer));

const EMPTY = '8/8/8/8/8/8/8/8';
const pw = (l1: string, l2: string, l3: string, side = 'w'): string =>
  `${l1}|${l2}|${l3} ${side} - - 0 5`;

export const TACTICS: readonly Tactic[] = [
  // Parallel worlds chess
  {
    game: 'parallel-worlds',
    name: 'king capture in 1 sub-move',
    fen: pw('4k3/pp6/8/8/8/8/8/4R1K1', EMPTY, '4k3/8/8/8/8/8/8/6K1'),
    guaranteed: true,
    solution: '1e1-1e8',
    solves: kingTaken,
  },
  {
    game: 'parallel-worlds',
    name: 'king capture in 2 sub-moves (a man steps up and opens the file)',
    fen: pw('4k3/pp6/8/4N3/8/8/8/4R1K1', EMPTY, '4k3/8/8/8/8/8/8/6K1'),
    guaranteed: true,
    solution: '1e5-2e5 1e1-1e8',
    solves: kingTaken,
  },
  {
    game: 'parallel-worlds',
    name: 'king capture with the 3rd sub-move of a turn',
    fen: pw('4k3/8/8/8/8/8/8/4R1K1', 'B7/8/8/8/8/8/8/8', '4k3/8/8/8/8/8/P7/6K1'),
    before: '3a2-3a3 2a8-2b7',
    guaranteed: true,
    solution: '1e1-1e8',
    solves: kingTaken,
  },
  {
    game: 'parallel-worlds',
    name: 'king capture in 3 sub-moves (the man above the blocker steps on, the blocker steps up)',
    fen: '7k/8/8/8/8/8/8/7K|8/8/8/8/N7/8/8/8|k7/8/8/8/N7/8/8/R6K w - - 0 10',
    guaranteed: true,
    solution: '2a4-1a4 3a4-2a4 3a1-3a8',
    solves: kingTaken,
  },
  {
    game: 'parallel-worlds',
    name: 'defence: a king capture in 3 sub-moves threatened (the blocker’s square above taken)',
    fen: '7k/pp6/8/8/8/8/8/7K|8/8/8/8/N7/8/8/8|k7/1p6/8/8/N7/8/8/R6K b - - 0 10',
    guaranteed: true,
    solution: '3a8-3b8 end',
    solves: kingSafe,
  },
  {
    game: 'parallel-worlds',
    name: 'defence: a rook threatens the king on level 1',
    fen: pw('6r1/pp2k3/8/8/8/8/PP6/6K1', EMPTY, '4k3/8/8/8/8/8/8/6K1'),
    guaranteed: true,
    solution: '1g1-1f2 1b2-2b2 end',
    solves: kingSafe,
  },
  {
    game: 'parallel-worlds',
    name: 'defence: a knight can step up and let a rook through',
    fen: pw('6r1/pp2k3/8/6n1/8/8/PP6/6K1', EMPTY, '4k3/8/8/8/8/8/8/6K1'),
    guaranteed: true,
    solution: '1g1-1h1 1b2-2b2 end',
    solves: kingSafe,
  },
  {
    game: 'parallel-worlds',
    name: 'defence: both kings threatened',
    fen: pw('6r1/pp2k3/8/8/8/8/PP6/6K1', EMPTY, '1q2k3/8/8/8/8/8/8/1K6'),
    guaranteed: true,
    solution: '1g1-1f2 1a2-2a2 3b1-3a2',
    solves: kingSafe,
  },
  {
    game: 'parallel-worlds',
    name: 'win in two turns: a rook to the back rank, the 7th rank held (no turn parries)',
    fen: pw('7k/1R5p/8/8/8/8/5PPP/R5K1', EMPTY, 'k7/pp6/8/8/8/8/6PP/6K1'),
    guaranteed: false,
    solution: '1a1-1a8 end',
    depth: 2,
    solves: winsNextTurn,
  },
  {
    game: 'parallel-worlds',
    name: 'win in two turns: a pawn steps up to open the file, then the rook goes through',
    fen: pw('7k/1R5p/8/8/8/8/P4PPP/R5K1', EMPTY, 'k7/pp6/8/8/8/8/6PP/6K1'),
    guaranteed: false,
    solution: '1a2-2a2 1a1-1a8 end',
    depth: 2,
    solves: winsNextTurn,
  },
  {
    game: 'parallel-worlds',
    name: 'defence: a pawn steps up to make room, then the king steps into it',
    fen: pw('R6k/6pp/8/8/8/8/5PPP/6K1', EMPTY, 'k7/pp6/8/8/8/8/6PP/6K1', 'b'),
    guaranteed: true,
    solution: '1h7-2h7 1h8-1h7 end',
    solves: kingSafe,
  },
  {
    game: 'parallel-worlds',
    name: 'win in two turns from a match game (5 vs 4, seed 1, game 10, turn 49): 1f8-1a3',
    fen: '1Q3Q2/6p1/k7/4N3/P7/8/2K1PPr1/5R2|8/4pp2/8/3bn3/4QB2/8/6P1/8|7k/2p2pp1/8/1p6/8/1P6/2P1PP2/3K3b w - - 0 27',
    guaranteed: false,
    solution: '1f8-1a3 end',
    depth: 2,
    solves: winsNextTurn,
  },
  {
    game: 'parallel-worlds',
    name: 'win in two turns from a match game (5 vs 4, seed 1, game 39, turn 72): 3a1-3b2',
    fen: '8/R7/8/5Q1P/2k5/8/1P6/3K4|2P5/8/2r5/3n3p/1b6/6q1/8/8|8/2p2p2/1p1k4/p4B2/3q2P1/5P2/2K5/q7 b - - 0 38',
    guaranteed: false,
    solution: '3a1-3b2 end',
    depth: 2,
    solves: winsNextTurn,
  },
  {
    game: 'parallel-worlds',
    name: 'win in two turns from a match game (5 vs 4, seed 1, game 6, turn 59): 2f8-1f8=Q',
    fen: '1Q6/5k2/8/3p4/4Q1P1/6K1/8/8|5P2/8/2b5/4b3/1P1B4/2B5/8/8|1rb5/2p2p2/2p5/4kp1R/p7/P7/1P1QPPP1/4KB2 w - - 0 32',
    guaranteed: false,
    solution: '2f8-1f8=Q end',
    depth: 2,
    solves: winsNextTurn,
  },
  {
    game: 'parallel-worlds',
    name: 'win in two turns from a match game (5 vs 4, seed 1, game 13, turn 42): 1c8-1a6',
    fen: '2b1kb2/2p1pp2/6p1/B7/5q2/8/4K3/1r3B2|8/8/2b5/3nRB2/3N4/8/4P2n/5p2|6k1/2pp2p1/8/1P1P4/2N3PP/2P5/4PP2/1R2KB1R b 3K 3g3 0 23',
    guaranteed: false,
    solution: '1c8-1a6 end',
    depth: 2,
    solves: winsNextTurn,
  },
  {
    game: 'parallel-worlds',
    name: 'win in two turns from a match game (5 vs 4, seed 1, game 3, turn 68): 3f3-3g2',
    fen: '7Q/8/8/3kp3/6R1/5K1p/5P2/8|8/8/8/3BNb2/3B4/8/8/8|r7/3pk3/1p3p1p/2p5/4b1P1/5q1P/8/6K1 b - - 0 36',
    guaranteed: false,
    solution: '3f3-3g2 end',
    depth: 2,
    solves: winsNextTurn,
  },
  {
    game: 'parallel-worlds',
    name: 'win in two turns from a match game (5 vs 4, seed 1, game 35, turn 30): 1g1-1e3',
    fen: '4k1n1/5pp1/2p5/4K3/1bP3P1/1P5r/8/rq4q1|6Q1/3n4/5b2/8/3r4/2B5/8/2p2B2|r1bkq3/2pp1p1p/5p2/pP1N4/8/5N2/1PP1PP1P/R1B1KB1R b 3KQ - 0 17',
    guaranteed: false,
    solution: '1g1-1e3 end',
    depth: 2,
    solves: winsNextTurn,
  },
  {
    game: 'parallel-worlds',
    name: 'win in two turns from a match game (5 vs 4, seed 1, game 2, turn 25): 3e6-3f7',
    fen: '1r2kb1r/3b1pp1/1p2pn2/p1p5/P7/2N2N2/1PP1P1P1/R1B1KB2|2b2r2/3pp3/8/8/3q4/8/3P4/2p5|5k2/ppp3p1/2n1Qp2/3Q4/P7/8/1PP1PP2/R1B1KBN1 w 1Q3Q - 2 15',
    guaranteed: false,
    solution: '3e6-3f7 end',
    depth: 2,
    solves: winsNextTurn,
  },
  {
    game: 'parallel-worlds',
    name: 'win in two turns from a match game (5 vs 4, seed 1, game 31, turn 62): 2e5-1e5',
    fen: '6r1/5k2/5p2/8/3qNKbP/P7/8/8|1P6/8/2b5/3nbp2/3N4/2B5/8/8|8/R7/2Nkp1p1/1P5p/5P1P/4B3/2PKBP2/8 b - - 0 33',
    guaranteed: false,
    solution: '2e5-1e5 end',
    depth: 2,
    solves: winsNextTurn,
  },
  // Pocket mutation chess
  {
    game: 'pocket-mutation',
    name: 'mate in one on the board (back rank)',
    fen: '6k1/5ppp/8/8/8/8/8/R5K1[] w - - 0 10',
    guaranteed: true,
    solution: 'a1a8',
    solves: mates,
  },
  {
    game: 'pocket-mutation',
    name: 'mate in one by a drop (smothered: N@f7)',
    fen: '6rk/6pp/8/8/8/8/8/K7[N] w - - 0 10',
    guaranteed: true,
    solution: 'N@f7',
    solves: mates,
  },
  {
    game: 'pocket-mutation',
    name: 'mate in one by a drop of a mutated piece (amazon)',
    fen: '7k/6pp/8/8/8/8/8/K7[T] w - - 0 10',
    guaranteed: true,
    solution: 'T@f7',
    solves: mates,
  },
  {
    game: 'pocket-mutation',
    name: 'mate in two (two rooks)',
    fen: '7k/8/8/8/8/8/R7/1R4K1[] w - - 0 10',
    guaranteed: false,
    solution: 'b1b7',
    solves: matesIn(2),
    depth: 2,
  },
  {
    game: 'pocket-mutation',
    name: 'mutation: the pawn stranded on e8 is pocketed, as a knight or a bishop',
    fen: '4P1rk/6pp/8/8/8/8/8/K7[] w - - 0 10',
    guaranteed: false,
    solution: 'e8^N',
    solves: oneOf('e8^N', 'e8^B'),
  },
  {
    game: 'pocket-mutation',
    name: 'mate in two with a drop (N@g6+ first)',
    fen: '5r1k/6pp/8/8/8/1B6/8/K2Q4[N] w - - 0 10',
    guaranteed: false,
    solution: 'N@g6',
    depth: 2,
    solves: matesIn(2),
  },
  {
    game: 'pocket-mutation',
    name: 'mate in two by a mutation: the knight on d8 pocketed as a super bishop, then dropped',
    fen: '3N3k/4P3/6R1/1r1p4/8/1p6/5K1p/8[] w - - 0 10',
    guaranteed: false,
    solution: 'd8^D',
    depth: 2,
    solves: matesIn(2),
  },
  {
    game: 'pocket-mutation',
    name: 'mate in three (a quiet queen move, then the knight drop)',
    fen: 'kr6/p7/8/8/8/8/8/K3Q3[N] w - - 0 10',
    guaranteed: false,
    solution: 'e1e4',
    depth: 3,
    solves: matesIn(3),
  },
  // PlunderChess
  {
    game: 'plunder',
    name: 'mate in one on the board (back rank)',
    fen: '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1',
    guaranteed: true,
    solution: 'a1a8',
    solves: mates,
  },
  {
    game: 'plunder',
    name: 'mate in one by a vest move (a knight slides as a rook)',
    fen: '6rk/6pp/8/8/8/8/8/K4N(R)2 w - - 0 1',
    guaranteed: true,
    solution: 'f1f7*',
    solves: mates,
  },
  {
    game: 'plunder',
    name: 'mate in two (two rooks)',
    fen: '7k/8/8/8/8/8/R7/1R4K1 w - - 0 1',
    guaranteed: false,
    solution: 'b1b7',
    solves: matesIn(2),
    depth: 2,
  },
  {
    game: 'plunder',
    name: 'vest choice: take the queen and its vest',
    fen: 'q6k/8/8/8/8/8/8/R5K1 w - - 0 1',
    guaranteed: false,
    solution: 'a1a8~Q',
    solves: oneOf('a1a8~Q'),
  },
  {
    game: 'plunder',
    name: 'mate in two by a vest move that plunders again (the bishop slides as a rook)',
    fen: '7k/1n3p2/pB(R)5r/7R/8/6K1/4P1P1/8 w - - 0 1',
    guaranteed: false,
    solution: 'b6h6*~R',
    depth: 2,
    solves: matesIn(2),
  },
  // Standard chess (the rules core's fourth game)
  {
    game: 'chess',
    name: 'mate in one (back rank)',
    fen: '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1',
    guaranteed: true,
    solution: 'a1a8',
    solves: mates,
  },
  {
    game: 'chess',
    name: 'mate in two (two rooks)',
    fen: '7k/8/8/8/8/8/R7/1R4K1 w - - 0 1',
    guaranteed: false,
    solution: 'b1b7',
    solves: matesIn(2),
    depth: 2,
  },
  {
    game: 'chess',
    name: 'mate in three (a quiet king move first)',
    fen: '7k/8/8/3pRK2/8/8/1bR4p/8 w - - 0 1',
    guaranteed: false,
    solution: 'f5g6',
    depth: 3,
    solves: matesIn(3),
  },
];
