/**
 * The value-style API over the mutable core: the legal moves of a position as an array (with
 * `end` where a Parallel worlds turn may end), and `play`, which returns a new position and ends a
 * Parallel worlds turn by itself when no sub-move is left.
 */
import { END_TURN } from './move';
import { MAX_MOVES, generateLegal } from './movegen';
import type { Position } from './position';

const buffer = new Int32Array(MAX_MOVES);

/** Legal moves (sub-moves, and `end` when allowed) by the rules of movement alone. */
export function legalMoves(pos: Position): number[] {
  const n = generateLegal(pos, buffer);
  const moves = Array.from(buffer.subarray(0, n));
  if (pos.game.subMoveTurns && pos.subMoves > 0 && pos.winner < 0) moves.push(END_TURN);
  return moves;
}

/** The position after `move` (which must be legal in `pos`); `pos` is unchanged. */
export function play(pos: Position, move: number): Position {
  const next = pos.clone();
  next.make(move);
  if (next.game.subMoveTurns && next.subMoves > 0 && generateLegal(next, buffer) === 0)
    next.make(END_TURN);
  return next;
}
