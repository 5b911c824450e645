/**
 * The engine's tactics set, per game: king captures within a turn (Parallel worlds chess, in 1,
 * 2 and 3 sub-moves: the third sub-move of a turn already under way), defences against a king
 * capture next turn, mates in one (on the board, by a drop, by a drop of a mutated piece, by a
 * vest move) and in two, and a vest choice. Each row says what solves it: a set of answers, or a
 * test of the position the answer leaves. `guaranteed` rows are what every level ≥ 3 must solve.
 * Used by `test/unit/engine-tactics.test.ts` and by `test/bench/tactics.ts` (share solved per level).
 */
import {
  GameRecord,
  gameById,
  legalMoves,
  outcomeOf,
  parseFen,
  play,
  type WorkingPosition as Position,
  workingCopy,
} from '../../../src/rules';
import { findKingCapture } from '../../../src/engine';

export interface Tactic {
  readonly game: string;
  readonly name: string;
  readonly fen: string;
  /** Sub-moves already played in the turn (Parallel worlds). */
  readonly before?: string;
  /** Every level ≥ 3 must solve it (king captures, mates in one, defences). */
  readonly guaranteed: boolean;
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
export function afterAnswer(pos: Position, answer: readonly string[]): Position {
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

/** After the answer, every reply allows a mate in one. */
const matesInTwo = (answer: readonly string[], pos: Position): boolean => {
  const after = afterAnswer(pos, answer);
  if (outcomeOf(after)?.reason === 'checkmate') return true;
  if (outcomeOf(after)) return false;
  return legalMoves(after).every((reply) => {
    const next = play(after, reply);
    return legalMoves(next).some((move) => outcomeOf(play(next, move))?.reason === 'checkmate');
  });
};

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
    solves: kingTaken,
  },
  {
    game: 'parallel-worlds',
    name: 'king capture in 2 sub-moves (a man steps up and opens the file)',
    fen: pw('4k3/pp6/8/4N3/8/8/8/4R1K1', EMPTY, '4k3/8/8/8/8/8/8/6K1'),
    guaranteed: true,
    solves: kingTaken,
  },
  {
    game: 'parallel-worlds',
    name: 'king capture with the 3rd sub-move of a turn',
    fen: pw('4k3/8/8/8/8/8/8/4R1K1', 'B7/8/8/8/8/8/8/8', '4k3/8/8/8/8/8/P7/6K1'),
    before: '3a2-3a3 2a8-2b7',
    guaranteed: true,
    solves: kingTaken,
  },
  {
    game: 'parallel-worlds',
    name: 'defence: a rook threatens the king on level 1',
    fen: pw('6r1/pp2k3/8/8/8/8/PP6/6K1', EMPTY, '4k3/8/8/8/8/8/8/6K1'),
    guaranteed: true,
    solves: kingSafe,
  },
  {
    game: 'parallel-worlds',
    name: 'defence: a knight can step up and let a rook through',
    fen: pw('6r1/pp2k3/8/6n1/8/8/PP6/6K1', EMPTY, '4k3/8/8/8/8/8/8/6K1'),
    guaranteed: true,
    solves: kingSafe,
  },
  {
    game: 'parallel-worlds',
    name: 'defence: both kings threatened',
    fen: pw('6r1/pp2k3/8/8/8/8/PP6/6K1', EMPTY, '1q2k3/8/8/8/8/8/8/1K6'),
    guaranteed: true,
    solves: kingSafe,
  },
  // Pocket mutation chess
  {
    game: 'pocket-mutation',
    name: 'mate in one on the board (back rank)',
    fen: '6k1/5ppp/8/8/8/8/8/R5K1[] w - - 0 10',
    guaranteed: true,
    solves: mates,
  },
  {
    game: 'pocket-mutation',
    name: 'mate in one by a drop (smothered: N@f7)',
    fen: '6rk/6pp/8/8/8/8/8/K7[N] w - - 0 10',
    guaranteed: true,
    solves: mates,
  },
  {
    game: 'pocket-mutation',
    name: 'mate in one by a drop of a mutated piece (amazon)',
    fen: '7k/6pp/8/8/8/8/8/K7[T] w - - 0 10',
    guaranteed: true,
    solves: mates,
  },
  {
    game: 'pocket-mutation',
    name: 'mate in two (two rooks)',
    fen: '7k/8/8/8/8/8/R7/1R4K1[] w - - 0 10',
    guaranteed: false,
    solves: matesInTwo,
  },
  {
    game: 'pocket-mutation',
    name: 'mutation: the pawn stranded on e8 is pocketed, as a knight or a bishop',
    fen: '4P1rk/6pp/8/8/8/8/8/K7[] w - - 0 10',
    guaranteed: false,
    solves: oneOf('e8^N', 'e8^B'),
  },
  // PlunderChess
  {
    game: 'plunder',
    name: 'mate in one on the board (back rank)',
    fen: '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1',
    guaranteed: true,
    solves: mates,
  },
  {
    game: 'plunder',
    name: 'mate in one by a vest move (a knight slides as a rook)',
    fen: '6rk/6pp/8/8/8/8/8/K4N(R)2 w - - 0 1',
    guaranteed: true,
    solves: mates,
  },
  {
    game: 'plunder',
    name: 'mate in two (two rooks)',
    fen: '7k/8/8/8/8/8/R7/1R4K1 w - - 0 1',
    guaranteed: false,
    solves: matesInTwo,
  },
  {
    game: 'plunder',
    name: 'vest choice: take the queen and its vest',
    fen: 'q6k/8/8/8/8/8/8/R5K1 w - - 0 1',
    guaranteed: false,
    solves: oneOf('a1a8~Q'),
  },
  // Standard chess (the rules core's fourth game)
  {
    game: 'chess',
    name: 'mate in one (back rank)',
    fen: '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1',
    guaranteed: true,
    solves: mates,
  },
  {
    game: 'chess',
    name: 'mate in two (two rooks)',
    fen: '7k/8/8/8/8/8/R7/1R4K1 w - - 0 1',
    guaranteed: false,
    solves: matesInTwo,
  },
];
