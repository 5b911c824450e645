/**
 * An account's puzzle ratings as the app asks the game server for them (issue 45, docs/online.md
 * §Puzzles): send an attempt (only the first at a puzzle is rated), read the player's puzzle
 * rating, streaks and history, the puzzles' learned ratings (to pick one near the player's), send
 * a finished Storm run and read the Storm bests. Each answer is read with the protocol's reader
 * (src/protocol/puzzles.ts); a failure is a code a page words: ask.ts's (`offline`,
 * `unreachable`, `rate-limited` with its seconds), the server's (`not-signed-in`: no account in
 * this browser, the page keeps the rating in the browser instead; `unknown-puzzle`; `not-found`:
 * a game without puzzles), or `refused` for any other answer or one that does not read.
 */
import {
  readPuzzleAttemptResult,
  readPuzzleDashboard,
  readPuzzleRatings,
  readStormBest,
  readStormBests,
  type PuzzleAttemptResult,
  type PuzzleDashboard,
  type PuzzleRatings,
  type PuzzleVariant,
  type StormBests,
  type StormRun,
} from '../../protocol/puzzles';
import { ask } from './ask';

const SERVER_CODES = ['not-signed-in', 'unknown-puzzle', 'not-found'] as const;

export type PuzzleProblem =
  (typeof SERVER_CODES)[number] | 'offline' | 'unreachable' | 'rate-limited' | 'refused';

export type PuzzleAnswer<T> =
  { ok: true; value: T } | { ok: false; problem: PuzzleProblem; retryAfter?: number | null };

async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  reader: (value: unknown) => T | null,
  body?: unknown,
): Promise<PuzzleAnswer<T>> {
  const answer = await ask(method, path, body);
  if (!answer.ok) return answer;
  if (answer.status === 200) {
    const value = reader(answer.value);
    return value === null ? { ok: false, problem: 'refused' } : { ok: true, value };
  }
  const error = (answer.value as { error?: unknown } | null)?.error;
  const known = SERVER_CODES.find((code) => code === error);
  return { ok: false, problem: known ?? 'refused' };
}

/** `POST /api/puzzles/<id>/attempt {win}`: the player's and the puzzle's ratings after it. */
export const sendAttempt = (id: string, win: boolean): Promise<PuzzleAnswer<PuzzleAttemptResult>> =>
  call('POST', `/api/puzzles/${encodeURIComponent(id)}/attempt`, readPuzzleAttemptResult, { win });

/** `GET /api/puzzles/me`: the player's puzzle rating, streaks and last 50 attempts. */
export const fetchPuzzleDashboard = (): Promise<PuzzleAnswer<PuzzleDashboard>> =>
  call('GET', '/api/puzzles/me', readPuzzleDashboard);

/** `GET /api/puzzles/ratings?variant=G`: every puzzle of the game with its rating, by id. */
export const fetchPuzzleRatings = (variant: PuzzleVariant): Promise<PuzzleAnswer<PuzzleRatings>> =>
  call('GET', `/api/puzzles/ratings?variant=${encodeURIComponent(variant)}`, readPuzzleRatings);

/** `POST /api/puzzles/storm`: the player's best Storm score in the run's game after it. */
export const sendStormRun = (run: StormRun): Promise<PuzzleAnswer<number>> =>
  call('POST', '/api/puzzles/storm', readStormBest, run);

/** `GET /api/puzzles/storm`: the player's best Storm score per game. */
export const fetchStormBests = (): Promise<PuzzleAnswer<StormBests>> =>
  call('GET', '/api/puzzles/storm', readStormBests);
