/**
 * Deep tier: in every shipped one-turn puzzle of every game, no second resulting position wins
 * as well, by the rules core (a winning solution is the position's only winning turn, and an
 * `advantage` one has none): every whole turn walked, grouped by the position it
 * reaches, and exactly one minimal winning turn, the solution (src/puzzles/wholeTurns.ts;
 * docs/puzzles.md §How the sets were proved). About 0.15 s a Parallel worlds puzzle.
 */
import { describe, it } from 'vitest';
import { validatePuzzle } from '../../src/puzzles/puzzle';
import { PUZZLE_GAMES, expectNoSecondWin, shippedPuzzles } from '../unit/support/shippedPuzzles';

describe.each(PUZZLE_GAMES)('shipped one-turn puzzles of %s (deep)', (variant) => {
  it('each is the only winning turn, by the position reached', () => {
    for (const value of shippedPuzzles(variant)) {
      const puzzle = validatePuzzle(value);
      if (!puzzle.ok) throw new Error(puzzle.error);
      if (puzzle.value.solution.length === 1) expectNoSecondWin(puzzle.value);
    }
  });
});
