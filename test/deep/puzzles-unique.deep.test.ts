/**
 * Deep tier: in every shipped one-turn puzzle of every game, no second resulting position wins
 * as well, by the rules core (a winning solution is the position's only winning turn, and an
 * `advantage` one has none): every whole turn walked, grouped by the position it
 * reaches, and exactly one minimal winning turn, the solution (src/puzzles/wholeTurns.ts;
 * docs/puzzles.md §How the sets were proved). About 0.15 s a Parallel worlds puzzle.
 *
 * The Parallel worlds puzzles won in two turns (src/puzzles/winIn2.ts) the same way, one turn
 * deeper: the first turn is the position's one minimal turn after which every whole turn of the
 * opponent leaves a king to take, and after the stored reply the capture is the only one. A few
 * seconds each.
 */
import { describe, expect, it } from 'vitest';
import { PARALLEL_WORLDS, parseFen, parseMove, play, type Position } from '../../src/rules';
import { validatePuzzle, type Puzzle } from '../../src/puzzles/puzzle';
import { uniqueWin } from '../../src/puzzles/wholeTurns';
import { uniqueWinInTwo } from '../../src/puzzles/winIn2';
import { PUZZLE_GAMES, expectNoSecondWin, shippedPuzzles } from '../unit/support/shippedPuzzles';

const validated = (variant: string): Puzzle[] =>
  shippedPuzzles(variant).map((value) => {
    const puzzle = validatePuzzle(value);
    if (!puzzle.ok) throw new Error(puzzle.error);
    return puzzle.value;
  });

describe.each(PUZZLE_GAMES)('shipped one-turn puzzles of %s (deep)', (variant) => {
  it('each is the only winning turn, by the position reached', () => {
    for (const puzzle of validated(variant))
      if (puzzle.solution.length === 1) expectNoSecondWin(puzzle);
  });
});

/** The position after the whole turn `turn` (canonical) from `pos`. */
const afterTurn = (pos: Position, turn: string): Position =>
  turn.split(' ').reduce((at, text) => {
    const move = parseMove(at, text);
    if (!move.ok) throw new Error(move.error);
    return play(at, move.value);
  }, pos);

describe('shipped Parallel worlds puzzles won in two turns (deep)', () => {
  it('each first turn is the only minimal one that wins in two, and the capture the only one', () => {
    const puzzles = validated('parallel-worlds').filter((p) => p.themes.includes('kingCaptureIn2'));
    for (const puzzle of puzzles) {
      const parsed = parseFen(PARALLEL_WORLDS, puzzle.fen);
      if (!parsed.ok) throw new Error(parsed.error);
      const [first, reply, capture] = puzzle.solution as [string, string, string];
      const win = uniqueWinInTwo(parsed.value);
      const moves = first.split(' ').filter((m) => m !== 'end');
      expect([...(win?.moves ?? [])].sort(), puzzle.id).toEqual([...moves].sort());
      const last = uniqueWin(afterTurn(afterTurn(parsed.value, first), reply));
      expect(last?.moves.join(' '), puzzle.id).toBe(capture);
    }
  });
});
