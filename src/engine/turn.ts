/**
 * Parallel worlds chess: from the search's line to a whole turn, and the safety net that keeps
 * a king from being left en prise when some turn avoids it.
 */
import {
  END_TURN,
  MAX_MOVES,
  generateLegal,
  legalMoves,
  type Move,
  type WorkingPosition as Position,
} from '../rules';
import { evaluate } from './evaluate';
import { canCaptureKing } from './kingCapture';

/**
 * The rest of the turn of `pos` that `line` begins (sub-moves, then `end` only when the turn
 * ends before its last allowed sub-move and a sub-move was left): what `play` accepts in order.
 * `next` supplies a continuation when the line stops mid-turn (the table's move), or 0.
 */
export function restOfTurn(
  pos: Position,
  line: readonly number[],
  next: (work: Position) => number,
): number[] {
  const work = pos.clone();
  const us = work.turn;
  const out: number[] = [];
  const pending = [...line];
  while (work.turn === us && work.winner < 0) {
    const legal = legalMoves(work);
    const subMoveLeft = legal.some((move) => move !== END_TURN);
    if (!subMoveLeft) break; // the turn ends by itself
    let move = pending.shift() ?? next(work);
    if (!legal.includes(move as Move)) move = END_TURN;
    if (move === END_TURN && !legal.includes(END_TURN)) move = legal[0]!;
    out.push(move);
    work.make(move);
    if (!work.game.subMoveTurns) break;
  }
  return out;
}

/** The position after the moves of `turn`, played from `pos` (which is unchanged). */
function afterTurn(pos: Position, turn: readonly number[]): Position {
  const work = pos.clone();
  for (const move of turn) work.make(move);
  if (work.game.subMoveTurns && work.subMoves > 0 && generateLegal(work, scratch) === 0)
    work.make(END_TURN);
  return work;
}

const scratch = new Int32Array(MAX_MOVES);

/** Does the turn `turn` from `pos` leave a king the opponent can take in its next turn? */
export function leavesKingEnPrise(pos: Position, turn: readonly number[]): boolean {
  const after = afterTurn(pos, turn);
  return after.winner < 0 && canCaptureKing(after);
}

/**
 * The best (by static evaluation) of the shortest turns after which the opponent cannot take a
 * king, looking at up to `limit` positions; null when none was found.
 */
export function findSafeTurn(pos: Position, limit = 30_000): number[] | null {
  const us = pos.turn;
  let frontier: Array<{ work: Position; line: number[] }> = [{ work: pos.clone(), line: [] }];
  const seen = new Set<string>();
  let looked = 0;
  while (frontier.length > 0 && looked < limit) {
    let best: number[] | null = null;
    let bestScore = -Infinity;
    const nextFrontier: typeof frontier = [];
    for (const { work, line } of frontier) {
      for (const move of legalMoves(work)) {
        if (++looked > limit) break;
        const child = work.clone();
        child.make(move);
        if (child.turn === us && child.subMoves > 0 && generateLegal(child, scratch) === 0)
          child.make(END_TURN);
        const key = `${child.hashLo()},${child.hashHi()}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const childLine = [...line, move];
        if (child.turn !== us) {
          if (child.winner === us || !canCaptureKing(child)) {
            const score = child.winner === us ? Infinity : -evaluate(child);
            if (score > bestScore) {
              bestScore = score;
              best = childLine;
            }
          }
        } else nextFrontier.push({ work: child, line: childLine });
      }
    }
    if (best) return best;
    frontier = nextFrontier;
  }
  return null;
}
