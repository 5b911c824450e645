/**
 * Exact proofs for the tactics set, by the rules core alone (no engine): a forced mate in n in
 * the flat games, and a forced king capture within n turns in Parallel worlds chess. The set's
 * rows use them to judge an answer, and `engine-tactics.test.ts` proves with them that each
 * row's own solution is right and that no shorter win exists.
 */
import {
  END_TURN,
  MAX_MOVES,
  generateLegal,
  inCheck,
  type WorkingPosition as Position,
} from '../../../src/rules';
import { findKingCapture } from '../../../src/engine';

const scratch = new Int32Array(MAX_MOVES + 1);
/** The legal moves of `pos` (sub-moves, and `end` mid-turn), a copy of their own. */
function movesOf(pos: Position): number[] {
  let n = generateLegal(pos, scratch);
  if (pos.game.subMoveTurns && pos.subMoves > 0) scratch[n++] = END_TURN;
  return Array.from(scratch.subarray(0, n));
}

const mated = (pos: Position): boolean => generateLegal(pos, scratch) === 0 && inCheck(pos);

/**
 * Flat games: can the side to move force checkmate within `n` of its moves? Exhaustive for the
 * defender; the attacker's moves are tried with checks first and the search stops at the first
 * that works, so a true claim is proved quickly.
 */
export function forcesMate(pos: Position, n: number): boolean {
  const ordered = movesOf(pos).sort(
    (a, b) => Number(givesCheck(pos, b)) - Number(givesCheck(pos, a)),
  );
  for (const move of ordered) {
    pos.make(move);
    const won = mated(pos) || (n > 1 && everyReplyLoses(pos, n - 1));
    pos.unmake();
    if (won) return true;
  }
  return false;
}

/** Flat games: after the attacker's move, does every reply allow a forced mate in `n`? */
export function everyReplyLoses(pos: Position, n: number): boolean {
  const replies = movesOf(pos);
  if (replies.length === 0) return mated(pos);
  for (const reply of replies) {
    pos.make(reply);
    const lost = forcesMate(pos, n);
    pos.unmake();
    if (!lost) return false;
  }
  return true;
}

function givesCheck(pos: Position, move: number): boolean {
  pos.make(move);
  const check = inCheck(pos);
  pos.unmake();
  return check;
}

/**
 * Parallel worlds chess: calls `visit` once for each distinct position at the end of a whole
 * turn of the side to move (transpositions of sub-moves visited once), with `pos` set to it.
 */
function forEachTurn(pos: Position, visit: (after: Position) => boolean | void): void {
  const us = pos.turn;
  const seen = new Set<string>();
  let stop = false;
  const walk = (): void => {
    for (const move of movesOf(pos)) {
      if (stop) return;
      pos.make(move);
      if (pos.turn !== us || pos.winner >= 0) {
        const key = `${pos.hashLo()},${pos.hashHi()},${pos.winner}`;
        if (!seen.has(key)) {
          seen.add(key);
          if (visit(pos) === true) stop = true;
        }
      } else walk();
      pos.unmake();
    }
  };
  walk();
}

/**
 * Parallel worlds chess, at the start of the opponent's turn after ours: is our win forced, that
 * is, can the opponent neither take a king now nor play a turn after which we cannot take one?
 */
export function opponentLost(pos: Position): boolean {
  if (pos.winner >= 0) return pos.winner !== pos.turn;
  if (findKingCapture(pos)) return false;
  const them = pos.turn;
  let escape = false;
  forEachTurn(pos, (after) => {
    if (after.winner === them || !findKingCapture(after)) escape = true;
    return escape;
  });
  return !escape;
}
