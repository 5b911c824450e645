/**
 * Deep tier: every shipped one-turn puzzle that wins at once, in every game, is the position's
 * only winning turn by the rules core: every whole turn walked, grouped by the position it
 * reaches, and exactly one minimal winning turn, the solution (src/puzzles/wholeTurns.ts;
 * docs/puzzles.md §How the sets were proved). About 0.15 s a Parallel worlds puzzle.
 */
import { describe, it } from 'vitest';
import { validatePuzzle } from '../../src/puzzles/puzzle';
import {
  PUZZLE_GAMES,
  expectOnlyWin,
  shippedPuzzles,
  winsAtOnce,
} from '../unit/support/shippedPuzzles';

describe.each(PUZZLE_GAMES)('shipped one-turn puzzles of %s (deep)', (variant) => {
  it('each is the only winning turn, by the position reached', () => {
    for (const value of shippedPuzzles(variant)) {
      const puzzle = validatePuzzle(value);
      if (!puzzle.ok) throw new Error(puzzle.error);
      if (winsAtOnce(puzzle.value)) expectOnlyWin(puzzle.value);
    }
  });
});
