/**
 * Puzzle Storm's personal bests, one per game: kept in the browser (`localStorage`,
 * `parallel-worlds.storm` = `{"plunder":14}`) for everyone, and for a signed-in player also on the
 * game server (`GET /api/puzzles/storm` → `{ <variant>: best }`, `POST /api/puzzles/storm
 * { variant, score }` → `{ best }`), behind the small `BestServer` interface so that the page
 * works the same without a server (a static host, `vite preview`, offline): the best shown is the
 * higher of the two. A damaged entry counts as no best and is overwritten by the next run.
 */
import { browserStorage } from '../../game/browserStorage';
import type { StorageLike } from '../../game/persistence';
import type { StormRun } from '../../protocol/puzzles';
import type { GameId } from '../common/games';

const STORM_BEST_KEY = 'parallel-worlds.storm';

export type Bests = Readonly<Partial<Record<string, number>>>; // variant → best score

/** The server's half: each answer null when there is none to ask or the player is not signed in. */
export interface BestServer {
  read(): Promise<Bests | null>;
  record(run: StormRun): Promise<number | null>; // the run, as lichess records one
}

const isScore = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** The bests kept in this browser. */
function readLocalBests(storage: StorageLike = browserStorage()): Bests {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORM_BEST_KEY) ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter(([, best]) => isScore(best)));
  } catch {
    return {};
  }
}

/** Keeps `score` in this browser if it beats the best there; returns the best now. */
function recordLocalBest(
  variant: GameId,
  score: number,
  storage: StorageLike = browserStorage(),
): number {
  const bests = readLocalBests(storage);
  const best = Math.max(bests[variant] ?? 0, score);
  try {
    storage.setItem(STORM_BEST_KEY, JSON.stringify({ ...bests, [variant]: best }));
  } catch {
    // storage full or refused: the best is shown but not kept
  }
  return best;
}

/** The best of a game, the browser's and the server's together. */
export async function readBest(variant: GameId, server: BestServer | null): Promise<number> {
  const local = readLocalBests()[variant] ?? 0;
  const remote = (await server?.read().catch(() => null))?.[variant];
  return Math.max(local, isScore(remote) ? remote : 0);
}

/** Records a run's score in the browser and the run on the server; resolves to the best now. */
export async function recordBest(run: StormRun, server: BestServer | null): Promise<number> {
  const local = recordLocalBest(run.variant, run.score);
  const remote = await server?.record(run).catch(() => null);
  return Math.max(local, isScore(remote) ? remote : 0);
}
