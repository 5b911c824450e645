/**
 * The value-style API over the mutable core: the legal moves of a position as an array (with
 * `end` where a Parallel worlds turn may end), and `play`, which returns a new position and ends a
 * Parallel worlds turn by itself when no sub-move is left.
 */
import { END_TURN, type Move } from './move';
import { MAX_MOVES, generateLegal } from './movegen';
import { mutable, type PositionView } from './position';

const buffer = new Int32Array(MAX_MOVES);

/** Legal moves (sub-moves, and `end` when allowed) by the rules of movement alone. */
export function legalMoves(pos: PositionView): Move[] {
  const n = generateLegal(mutable(pos), buffer); // makes and unmakes: pos is left as it was
  const moves = Array.from(buffer.subarray(0, n)) as Move[];
  if (pos.game.subMoveTurns && pos.subMoves > 0 && pos.winner < 0) moves.push(END_TURN);
  return moves;
}

/** The position after `move` (which must be legal in `pos`); `pos` is unchanged. */
export function play(pos: PositionView, move: Move): PositionView {
  const next = mutable(pos).clone();
  next.make(move);
  if (next.game.subMoveTurns && next.subMoves > 0 && generateLegal(next, buffer) === 0)
    next.make(END_TURN);
  return next;
}
