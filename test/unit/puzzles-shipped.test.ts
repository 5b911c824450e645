/**
 * The shipped puzzles (assets/puzzles/<variant>.jsonl, docs/puzzles.md): every line passes the
 * validator (its solution plays, its id is its content's, its `lastTurn` reaches its fen), every
 * one carries the opponent's last turn, no id or position twice, and in every one-turn puzzle of
 * the flat games no second move wins as well, by the rules core (every move played and judged):
 * a mate in one is the only mate, and an `advantage` puzzle has none. Parallel worlds' one-turn
 * puzzles are proved the same way over whole turns in the deep tier
 * (test/deep/puzzles-unique.deep.test.ts: about 0.15 s a puzzle, too slow for this tier).
 */
import { describe, expect, it } from 'vitest';
import { gameById } from '../../src/rules';
import { validatePuzzle } from '../../src/puzzles/puzzle';
import { PUZZLE_GAMES, expectNoSecondWin, shippedPuzzles } from './support/shippedPuzzles';

describe.each(PUZZLE_GAMES)('shipped puzzles of %s', (variant) => {
  const values = shippedPuzzles(variant);
  const puzzles = values.map((value) => {
    const puzzle = validatePuzzle(value);
    if (!puzzle.ok) throw new Error(`${variant}: ${puzzle.error}`);
    return puzzle.value;
  });

  it('are valid puzzles of the game, none twice', () => {
    expect(puzzles.length).toBeGreaterThan(0);
    expect(puzzles.every((p) => p.variant === variant)).toBe(true);
    expect(new Set(puzzles.map((p) => p.id)).size).toBe(puzzles.length);
    expect(new Set(puzzles.map((p) => p.fen)).size).toBe(puzzles.length);
  });

  it("each carries the opponent's last turn (the validator played it to the puzzle's fen)", () => {
    expect(puzzles.filter((p) => !p.lastTurn).map((p) => p.id)).toEqual([]);
  });

  it.runIf(!gameById(variant)!.subMoveTurns)(
    'one-turn puzzles: no second move wins as well (the rules core, every move)',
    () => {
      for (const puzzle of puzzles.filter((p) => p.solution.length === 1))
        expectNoSecondWin(puzzle);
    },
  );
});
