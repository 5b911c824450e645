/**
 * The shipped puzzles as the server knows them (issue 45, docs/puzzles.md): every line of
 * `<folder>/<variant>.jsonl` read and checked once, at start, by the one validator of the format
 * (src/puzzles/puzzle.ts), so that a route or a room answers by id or by game from memory and a
 * damaged file stops the server at start rather than a player mid-puzzle. The folder is
 * `--puzzles DIR` (default `assets/puzzles` of the working folder, as `--dist` and `--data` are).
 * The catalog holds the shipped starting ratings; the ratings the puzzles learn from attempts are
 * the puzzle store's (puzzleStore.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GAME_IDS } from '../rules';
import { validatePuzzle, type Puzzle } from '../puzzles/puzzle';

export interface PuzzleCatalog {
  /** The puzzle of that id; undefined for an id no shipped puzzle has. */
  byId(id: string): Puzzle | undefined;
  /** The puzzles of one game, in the file's order (none for a game without puzzles). */
  ofGame(variant: string): readonly Puzzle[];
  /** How many puzzles in all. */
  readonly size: number;
}

/** A catalog of `puzzles` (an id twice is refused). */
export function puzzleCatalog(puzzles: Iterable<Puzzle>): PuzzleCatalog {
  const byId = new Map<string, Puzzle>();
  const byGame = new Map<string, Puzzle[]>();
  for (const puzzle of puzzles) {
    if (byId.has(puzzle.id)) throw new Error(`puzzles: the id ${puzzle.id} twice`);
    byId.set(puzzle.id, puzzle);
    const ofGame = byGame.get(puzzle.variant) ?? [];
    ofGame.push(puzzle);
    byGame.set(puzzle.variant, ofGame);
  }
  return {
    byId: (id) => byId.get(id),
    ofGame: (variant) => byGame.get(variant) ?? [],
    size: byId.size,
  };
}

/**
 * The shipped puzzles of `folder`, each line validated; throws `<variant>.jsonl line N: …` at the
 * first line that is no puzzle of its file's game. A game without a file has no puzzles; a folder
 * that does not exist is an error (a server started from the wrong place).
 */
export function loadPuzzleCatalog(folder: string): PuzzleCatalog {
  if (!existsSync(folder)) throw new Error(`puzzles: no folder ${folder}`);
  const puzzles: Puzzle[] = [];
  for (const variant of GAME_IDS) {
    const file = join(folder, `${variant}.jsonl`);
    if (!existsSync(file)) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (!line.trim()) return;
        const where = `puzzles: ${variant}.jsonl line ${index + 1}`;
        let value: unknown;
        try {
          value = JSON.parse(line);
        } catch {
          throw new Error(`${where}: not JSON`);
        }
        const checked = validatePuzzle(value);
        if (!checked.ok) throw new Error(`${where}: ${checked.error}`);
        if (checked.value.variant !== variant)
          throw new Error(`${where}: a puzzle of ${checked.value.variant}`);
        puzzles.push(checked.value);
      });
  }
  return puzzleCatalog(puzzles);
}
