/**
 * A player's puzzle standing (issue 45): one Glicko-2 puzzle rating (src/rules/glicko2.ts, as the
 * games' ratings), the streak of first tries solved, the best streak and the last attempts. The
 * page reads and changes it through a `PuzzleStandingSource`: an anonymous player's is kept in
 * this browser (`localStanding`, below); an account's lives on the server (`GET /api/puzzles/me`,
 * `POST /api/puzzles/<id>/attempt`), with the same shape.
 *
 * Only a player's first try at a puzzle is rated (as lichess does): a puzzle tried before goes
 * into the history unrated and leaves the rating and the streak as they are. An attempt is rated
 * as the server rates one (`rateAttempt`, src/rules/glicko2.ts), against the puzzle's shipped
 * rating before anyone tried it (`puzzleStartRating`): the browser knows no puzzle's learned
 * rating, which only the server keeps.
 */
import { browserStorage } from '../browserStorage';
import {
  NEW_RATING,
  isProvisional,
  puzzleStartRating,
  rateAttempt,
  type Rating,
} from '../../rules';

type StorageLike = ReturnType<typeof browserStorage>;

/** One attempt, newest first in a history. */
export interface PuzzleAttempt {
  readonly id: string; // the puzzle's id, 'k3x9qa'
  readonly win: boolean; // solved (true) or failed
  readonly diff: number | null; // the player's rating change, +12 / -9; null: not rated (tried before)
}

/** What the page shows (the server's `GET /api/puzzles/me` answers the same). */
export interface PuzzleStanding {
  readonly rating: number; // rounded
  readonly deviation: number;
  readonly provisional: boolean;
  readonly streak: number; // first tries solved in a row, up to now
  readonly bestStreak: number;
  readonly history: readonly PuzzleAttempt[]; // newest first, at most HISTORY_SIZE
}

/** What one attempt did: the rating before and after (equal when not rated). */
export interface AttemptOutcome {
  readonly before: number;
  readonly after: number;
  readonly rated: boolean;
  readonly standing: PuzzleStanding;
}

/** Where a player's standing comes from and where an attempt goes. */
export interface PuzzleStandingSource {
  read(): Promise<PuzzleStanding>;
  /** Records an attempt at a puzzle rated `rating` (its rating as shipped). */
  attempt(puzzle: { id: string; rating: number }, win: boolean): Promise<AttemptOutcome>;
}

export const HISTORY_SIZE = 100;
export const STANDING_KEY = 'parallel-worlds.puzzles';

/** The browser's record: the full Glicko-2 rating, when it was last rated and every puzzle tried. */
export interface LocalRecord {
  readonly rating: Rating;
  readonly ratedAt: number | null; // ms since the epoch of the last rated attempt
  readonly streak: number;
  readonly bestStreak: number;
  readonly history: readonly PuzzleAttempt[];
  readonly tried: readonly string[]; // every puzzle id tried, oldest first (a first try is rated)
}

export const NEW_RECORD: LocalRecord = {
  rating: NEW_RATING,
  ratedAt: null,
  streak: 0,
  bestStreak: 0,
  history: [],
  tried: [],
};

/** The record after an attempt at `puzzle` at time `now` (pure). */
export function recordAttempt(
  record: LocalRecord,
  puzzle: { id: string; rating: number },
  win: boolean,
  now: number,
): LocalRecord {
  if (record.tried.includes(puzzle.id)) {
    const history = [{ id: puzzle.id, win, diff: null }, ...record.history];
    return { ...record, history: history.slice(0, HISTORY_SIZE) };
  }
  const idleMs = record.ratedAt === null ? 0 : now - record.ratedAt;
  const rating = rateAttempt(
    { rating: record.rating, idleMs },
    puzzleStartRating(puzzle.rating),
    win,
  ).player;
  const diff = Math.round(rating.rating) - Math.round(record.rating.rating);
  const streak = win ? record.streak + 1 : 0;
  return {
    rating,
    ratedAt: now,
    streak,
    bestStreak: Math.max(record.bestStreak, streak),
    history: [{ id: puzzle.id, win, diff }, ...record.history].slice(0, HISTORY_SIZE),
    tried: [...record.tried, puzzle.id],
  };
}

/** The standing a record shows. */
export const standingOf = (record: LocalRecord): PuzzleStanding => ({
  rating: Math.round(record.rating.rating),
  deviation: Math.round(record.rating.deviation),
  provisional: isProvisional(record.rating),
  streak: record.streak,
  bestStreak: record.bestStreak,
  history: record.history,
});

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

const isAttempt = (value: unknown): value is PuzzleAttempt => {
  const a = value as Partial<PuzzleAttempt> | null;
  return (
    typeof a?.id === 'string' &&
    typeof a.win === 'boolean' &&
    (a.diff === null || (typeof a.diff === 'number' && Number.isFinite(a.diff)))
  );
};

const isRating = (value: unknown): value is Rating => {
  const r = value as Partial<Rating> | null;
  return (
    [r?.rating, r?.deviation, r?.volatility].every(
      (n) => typeof n === 'number' && Number.isFinite(n) && n > 0,
    ) && isCount(r?.games)
  );
};

/** The record kept in `storage`; a damaged one counts as none (and is overwritten next time). */
export function readRecord(storage: StorageLike = browserStorage()): LocalRecord {
  try {
    const kept = JSON.parse(storage.getItem(STANDING_KEY) ?? 'null') as Partial<LocalRecord> | null;
    if (
      kept &&
      isRating(kept.rating) &&
      (kept.ratedAt === null || isCount(kept.ratedAt)) &&
      isCount(kept.streak) &&
      isCount(kept.bestStreak) &&
      Array.isArray(kept.history) &&
      kept.history.every(isAttempt) &&
      Array.isArray(kept.tried) &&
      kept.tried.every((id) => typeof id === 'string')
    )
      return kept as LocalRecord;
  } catch {
    // not JSON: none
  }
  return NEW_RECORD;
}

/** An anonymous player's standing, kept in this browser; `now` is the clock (a test sets it). */
export function localStanding(
  storage: StorageLike = browserStorage(),
  now: () => number = Date.now,
): PuzzleStandingSource {
  return {
    read: () => Promise.resolve(standingOf(readRecord(storage))),
    attempt: (puzzle, win) => {
      const before = readRecord(storage);
      const after = recordAttempt(before, puzzle, win, now());
      try {
        storage.setItem(STANDING_KEY, JSON.stringify(after));
      } catch {
        // storage full or refused: shown, not kept
      }
      return Promise.resolve({
        before: Math.round(before.rating.rating),
        after: Math.round(after.rating.rating),
        rated: !before.tried.includes(puzzle.id),
        standing: standingOf(after),
      });
    },
  };
}

/**
 * The puzzles to avoid while others are left: those tried in this browser and those in the
 * standing's history (an account's, tried elsewhere too).
 */
export const triedBy = (
  standing: PuzzleStanding | null,
  storage: StorageLike = browserStorage(),
): ReadonlySet<string> =>
  new Set([...readRecord(storage).tried, ...(standing?.history ?? []).map((a) => a.id)]);
