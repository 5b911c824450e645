/**
 * Which puzzle to show (issue 45), pure so that it is a table of tests: `pickPuzzle` takes one
 * near the player's rating among a game's puzzles of the chosen theme, not tried yet while any is
 * left, at random among the few nearest (lichess's training does the same: a puzzle close to the
 * rating, not always the same one); `dailyPuzzle` is the day's, the same for everyone on a date
 * (UTC), chosen from the shipped set by the date alone; `themeCounts` what the theme picker lists.
 */
import type { Puzzle, Theme } from '../../puzzles/puzzle';
import { GAME_IDS, type GameId } from '../common/games';

/** How many of the nearest puzzles the choice is made among. */
export const NEAREST = 8;

export interface PuzzleWish {
  readonly rating: number; // the player's puzzle rating
  readonly theme: Theme | null; // null: any
  readonly tried: ReadonlySet<string>; // ids to avoid while others are left
  readonly random: () => number; // [0, 1), Math.random in the page
}

/** The puzzles of `theme` (all of them for null). */
const ofTheme = (puzzles: readonly Puzzle[], theme: Theme | null): readonly Puzzle[] =>
  theme === null ? puzzles : puzzles.filter((puzzle) => puzzle.themes.includes(theme));

/**
 * A puzzle of the wished theme near the wished rating, one not tried if any is left; null when
 * the theme has none. Ties in distance keep the file's order, so a test can name the result.
 */
export function pickPuzzle(puzzles: readonly Puzzle[], wish: PuzzleWish): Puzzle | null {
  const themed = ofTheme(puzzles, wish.theme);
  const fresh = themed.filter((puzzle) => !wish.tried.has(puzzle.id));
  const pool = fresh.length > 0 ? fresh : themed;
  if (pool.length === 0) return null;
  const nearest = [...pool]
    .sort((a, b) => Math.abs(a.rating - wish.rating) - Math.abs(b.rating - wish.rating))
    .slice(0, NEAREST);
  return nearest[Math.min(nearest.length - 1, Math.floor(wish.random() * nearest.length))]!;
}

/** The themes of a set with how many puzzles carry each, most first (then by name). */
export function themeCounts(puzzles: readonly Puzzle[]): { theme: Theme; count: number }[] {
  const counts = new Map<Theme, number>();
  for (const puzzle of puzzles)
    for (const theme of puzzle.themes) counts.set(theme, (counts.get(theme) ?? 0) + 1);
  return [...counts]
    .map(([theme, count]) => ({ theme, count }))
    .sort((a, b) => b.count - a.count || a.theme.localeCompare(b.theme));
}

/** Days since 1970-01-01 of a date, in UTC. */
const dayNumber = (date: Date): number => Math.floor(date.getTime() / 86_400_000);

/** The game of the day's puzzle: the games in turn, one a day (known without any puzzle data). */
export const dailyGame = (date: Date): GameId => GAME_IDS[dayNumber(date) % GAME_IDS.length]!;

/** FNV-1a, 32 bits, of a text: the day's index into its game's set. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The day's puzzle among its game's shipped set (`dailyGame`), by the date (UTC) alone. */
export function dailyPuzzle(puzzles: readonly Puzzle[], date: Date): Puzzle | null {
  if (puzzles.length === 0) return null;
  const day = new Date(dayNumber(date) * 86_400_000).toISOString().slice(0, 10); // '2026-12-07'
  return puzzles[fnv1a(day) % puzzles.length]!;
}
