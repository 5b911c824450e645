/**
 * The shipped puzzles (assets/puzzles/<game>.jsonl) as the pages read them: one lazy chunk per
 * game, fetched only when a puzzle page, Storm or a race asks for that game (the home page's
 * budget never carries them), parsed once and kept. The files are proved by the unit and deep
 * tiers (every line valid, no id twice); the one puzzle a page opens is validated again on
 * arrival (`findPuzzle`), so a bad line shows as "no such puzzle", never as a crash.
 */
import type { GameId } from '../../rules';
import { validatePuzzle, type Puzzle } from '../../puzzles/puzzle';

const FILES: Record<GameId, () => Promise<{ default: string }>> = {
  'parallel-worlds': () => import('../../../assets/puzzles/parallel-worlds.jsonl?raw'),
  'pocket-mutation': () => import('../../../assets/puzzles/pocket-mutation.jsonl?raw'),
  plunder: () => import('../../../assets/puzzles/plunder.jsonl?raw'),
};

const loaded = new Map<GameId, Promise<readonly Puzzle[]>>();

/** One JSON object a line; blank lines skipped. */
const parseLines = (text: string): Puzzle[] =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Puzzle);

/** The shipped puzzles of a game, in the file's order (loaded once; a failed load is retried). */
export function loadPuzzles(game: GameId): Promise<readonly Puzzle[]> {
  let puzzles = loaded.get(game);
  if (!puzzles) {
    puzzles = FILES[game]().then(({ default: text }) => parseLines(text));
    puzzles.catch(() => loaded.delete(game));
    loaded.set(game, puzzles);
  }
  return puzzles;
}

/** The shipped puzzle with this id, of any game (validated), or null. */
export async function findPuzzle(id: string): Promise<Puzzle | null> {
  for (const game of Object.keys(FILES) as GameId[]) {
    const found = (await loadPuzzles(game)).find((puzzle) => puzzle.id === id);
    if (found) {
      const checked = validatePuzzle(found);
      return checked.ok ? checked.value : null;
    }
  }
  return null;
}
