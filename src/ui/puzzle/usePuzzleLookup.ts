/**
 * Finds the puzzle a puzzle address asks for (issue 45), loading only the puzzle sets it needs
 * (loadPuzzles.ts: a lazy chunk per game): `?puzzle` one near the player's rating among the game
 * and theme chosen last (puzzleChoice.ts), `?puzzle=daily` the day's (selectPuzzle.ts), and
 * `?puzzle=<id>` that one, looked for in every game's set (`findPuzzle`: an id is its content's
 * hash and names no game). The answer carries the puzzle's whole set, from which "Next puzzle" and the theme
 * picker choose without loading again.
 */
import { useEffect, useState } from 'react';
import { readChoice } from '../../game/puzzles/puzzleChoice';
import { triedBy, type PuzzleStanding } from '../../game/puzzles/puzzleStanding';
import { NEW_RATING } from '../../rules';
import type { Puzzle, Theme } from '../../puzzles/puzzle';
import { GAME_IDS, isGameId, type GameId } from '../common/games';
import { findPuzzle, loadPuzzles } from './loadPuzzles';
import { dailyGame, dailyPuzzle, pickPuzzle } from './selectPuzzle';

export type Lookup =
  | { kind: 'loading' }
  | { kind: 'failed' } // a set could not be fetched (offline)
  | { kind: 'unknown'; id: string } // no shipped puzzle has that id
  | { kind: 'none'; game: GameId; theme: Theme | null } // the chosen theme has no puzzle
  | { kind: 'found'; puzzle: Puzzle; game: GameId; set: readonly Puzzle[] };

/** What `?puzzle` picks by: the player's standing (null: none to read), and now. */
export interface Picking {
  standing(): Promise<PuzzleStanding | null>;
  now(): Date;
}

/** The game chosen last (Parallel worlds chess before any choice). */
function keptGame(): GameId {
  const { game } = readChoice();
  return game !== null && isGameId(game) ? game : GAME_IDS[0]!;
}

/** The theme chosen last if the set has it, else null (any). */
export function keptTheme(set: readonly Puzzle[]): Theme | null {
  const { theme } = readChoice();
  return set.some((puzzle) => (puzzle.themes as readonly string[]).includes(theme ?? ''))
    ? (theme as Theme)
    : null;
}

async function lookUp(id: string | null, picking: Picking): Promise<Lookup> {
  if (id === 'daily') {
    const game = dailyGame(picking.now());
    const set = await loadPuzzles(game);
    const puzzle = dailyPuzzle(set, picking.now());
    return puzzle ? { kind: 'found', puzzle, game, set } : { kind: 'none', game, theme: null };
  }
  if (id === null) {
    const game = keptGame();
    const set = await loadPuzzles(game);
    const theme = keptTheme(set);
    const standing = await picking.standing();
    const puzzle = pickPuzzle(set, {
      rating: standing?.rating ?? NEW_RATING.rating,
      theme,
      tried: triedBy(standing),
      random: Math.random,
    });
    return puzzle ? { kind: 'found', puzzle, game, set } : { kind: 'none', game, theme };
  }
  const puzzle = await findPuzzle(id); // validated: a bad line is no puzzle
  if (!puzzle || !isGameId(puzzle.variant)) return { kind: 'unknown', id };
  return { kind: 'found', puzzle, game: puzzle.variant, set: await loadPuzzles(puzzle.variant) };
}

/**
 * The puzzle of an address, once its sets have come. A puzzle of the set already on the page
 * ("Next puzzle", the id written into the address after `?puzzle`) is there at once.
 */
export function usePuzzleLookup(id: string | null, picking: Picking): Lookup {
  const [lookup, setLookup] = useState<{ id: string | null; found: Lookup }>({
    id,
    found: { kind: 'loading' },
  });
  const last = lookup.found;
  const near = last.kind === 'found' ? last.set.find((puzzle) => puzzle.id === id) : undefined;
  const inSet: Lookup | null =
    near && last.kind === 'found'
      ? { kind: 'found', puzzle: near, game: last.game, set: last.set }
      : null;
  useEffect(() => {
    if (inSet) {
      setLookup({ id, found: inSet });
      return;
    }
    let live = true;
    lookUp(id, picking).then(
      (found) => live && setLookup({ id, found }),
      () => live && setLookup({ id, found: { kind: 'failed' } }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one look-up per address
  }, [id]);
  if (lookup.id === id) return lookup.found;
  return inSet ?? { kind: 'loading' };
}
