/**
 * The shipped puzzles of a game, `assets/puzzles/<variant>.jsonl`, read as the JSON values of
 * its lines (the unit tests validate them; the deep tier proves the one-turn ones by brute force),
 * and the one check of a one-turn puzzle: no second resulting position wins as well.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { GAME_IDS, gameById, parseFen, wholeTurns } from '../../../src/rules';
import type { Puzzle } from '../../../src/puzzles/puzzle';
import { minimalWins } from '../../../src/puzzles/wholeTurns';

const WINS_AT_ONCE = ['mateIn1', 'kingCaptureIn1'];

export const PUZZLE_GAMES = GAME_IDS;

/** The values of the file's lines, in order. */
export function shippedPuzzles(variant: string): unknown[] {
  const file = join(import.meta.dirname, '../../../assets/puzzles', `${variant}.jsonl`);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as unknown);
}

/** A one-turn puzzle whose turn wins the game at once. */
function winsAtOnce(puzzle: Puzzle): boolean {
  return puzzle.solution.length === 1 && puzzle.themes.some((t) => WINS_AT_ONCE.includes(t));
}

/**
 * What the rules core says of a one-turn puzzle: when its turn wins at once, it is the position's
 * one minimal winning turn (its sub-moves in any order); otherwise no turn of the position wins
 * at once. Either way no second resulting position wins as well.
 */
export function expectNoSecondWin(puzzle: Puzzle): void {
  const start = parseFen(gameById(puzzle.variant)!, puzzle.fen);
  if (!start.ok) throw new Error(start.error);
  const wins = minimalWins(wholeTurns(start.value, true));
  if (!winsAtOnce(puzzle)) {
    expect(wins, puzzle.id).toEqual([]);
    return;
  }
  expect(wins, puzzle.id).toHaveLength(1);
  expect([...wins[0]!.moves].sort(), puzzle.id).toEqual(puzzle.solution[0]!.split(' ').sort());
}
