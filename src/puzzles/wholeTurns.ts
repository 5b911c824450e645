/**
 * A one-turn puzzle's uniqueness, over the rules core's whole turns (src/rules/wholeTurns.ts).
 *
 * A winning turn that holds all the sub-moves of another winning turn and more (a needless
 * sub-move played before the king is taken) is that turn with an extra, not a second solution:
 * the puzzle pages refuse a sub-move that cannot lead to the solution. So a position is a
 * one-turn puzzle when exactly one winning turn is *minimal* (no other's sub-moves are a part of
 * it), `uniqueWin`.
 */
import { wholeTurns, type Position, type WholeTurn } from '../rules';

/** The winning turns whose sub-moves hold no other winning turn's sub-moves (see the header). */
export function minimalWins(wins: readonly WholeTurn[]): WholeTurn[] {
  const sets = wins.map((win) => new Set(win.moves));
  return wins.filter((_, i) =>
    sets.every(
      (other, j) =>
        j === i || other.size >= sets[i]!.size || ![...other].every((m) => sets[i]!.has(m)),
    ),
  );
}

/** The one winning turn of `position` (minimal, by the position it reaches), or null: none or several. */
export function uniqueWin(position: Position): WholeTurn | null {
  const minimal = minimalWins(wholeTurns(position, true));
  return minimal.length === 1 ? minimal[0]! : null;
}
