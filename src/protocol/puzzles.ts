/**
 * Puzzle ratings, history and Storm bests over HTTP (issue 45, docs/online.md §Puzzles): the
 * bodies the server accepts (`checkPuzzleAttempt`, `checkStormRun`, both refusing anything not of
 * the shape, an extra field included) and the answers' shapes with their readers for the app
 * (null for anything not of the shape), after lichess's puzzle API: one puzzle rating per player
 * (all games together), only the first attempt at a puzzle rated.
 */
import { GAME_IDS, type GameId } from '../rules';
import { shape, type Checked } from './validators';

/** The games that have puzzles: the app's three (not plain chess, the rules core's reference). */
export type PuzzleVariant = GameId;
export const isPuzzleVariant = (value: string): value is PuzzleVariant =>
  (GAME_IDS as readonly string[]).includes(value);

/** How many attempts `GET /api/puzzles/me` lists, newest first. */
export const PUZZLE_HISTORY_SIZE = 50;

/** The highest Storm score taken (lichess's best runs stay under a hundred in three minutes). */
const MAX_STORM_SCORE = 500;
/** The highest count of a Storm run's moves, errors or best combo taken. */
const MAX_STORM_COUNT = 5000;
/** The longest Storm run taken, in seconds (three minutes and its time bonuses). */
const MAX_STORM_SECONDS = 3600;

/** `POST /api/puzzles/<id>/attempt` body: whether the player solved it. */
export interface PuzzleAttempt {
  readonly win: boolean;
}

/** A rating after an attempt: unrounded, and its change rounded (`round(after) - round(before)`). */
export interface RatingAfter {
  readonly rating: number;
  readonly deviation: number;
  readonly diff: number;
}

/**
 * `POST /api/puzzles/<id>/attempt` answer: whether it was rated (the player's first attempt at
 * that puzzle), the player's puzzle rating and the puzzle's after it (unchanged, diff 0, when not
 * rated), and the player's streak of solved puzzles.
 */
export interface PuzzleAttemptResult {
  readonly rated: boolean;
  readonly player: RatingAfter & { readonly provisional: boolean };
  readonly puzzle: RatingAfter;
  readonly streak: number;
  readonly bestStreak: number;
}

/** One attempt of a player's history: the puzzle, solved or not, when (ISO), the rating after. */
export interface PuzzleHistoryEntry {
  readonly id: string;
  readonly variant: PuzzleVariant;
  readonly win: boolean;
  readonly rated: boolean;
  readonly at: string;
  readonly rating: number;
}

/**
 * `GET /api/puzzles/me` answer: the player's puzzle rating (1500, 500, provisional before any
 * attempt), rated attempts (`games`), the streak of solved first attempts and the best one, the
 * last PUZZLE_HISTORY_SIZE attempts newest first.
 */
export interface PuzzleDashboard {
  readonly rating: number;
  readonly deviation: number;
  readonly provisional: boolean;
  readonly games: number;
  readonly streak: number;
  readonly bestStreak: number;
  readonly history: readonly PuzzleHistoryEntry[];
}

/** `GET /api/puzzles/ratings?variant=G` answer: each puzzle's current rating, rounded, by id. */
export type PuzzleRatings = Readonly<Record<string, number>>;

/**
 * `POST /api/puzzles/storm` body: a finished Storm run's score (puzzles solved) in one game, and
 * as lichess records a run, optionally its moves, errors, best combo and seconds. The answer is
 * `{ best }`, the player's best score in that game after it.
 */
export interface StormRun {
  readonly variant: PuzzleVariant;
  readonly score: number;
  readonly moves?: number;
  readonly errors?: number;
  readonly combo?: number;
  readonly time?: number;
}

/** `GET /api/puzzles/storm` answer: the player's best Storm score per game played. */
export type StormBests = Readonly<Partial<Record<PuzzleVariant, number>>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isCount = (value: unknown, max = Number.MAX_SAFE_INTEGER): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
const optionalCount = (value: unknown, max: number) => value === undefined || isCount(value, max);

/** Checks `POST /api/puzzles/<id>/attempt`'s body; the field at fault otherwise. */
export function checkPuzzleAttempt(value: unknown): Checked<PuzzleAttempt> {
  return shape(value, ['win'], (m) => (typeof m.win === 'boolean' ? null : 'win'));
}

/** Checks `POST /api/puzzles/storm`'s body: a known game, whole numbers in range, score ≤ moves. */
export function checkStormRun(value: unknown): Checked<StormRun> {
  return shape(value, ['variant', 'score', 'moves', 'errors', 'combo', 'time'], (m) => {
    if (typeof m.variant !== 'string' || !isPuzzleVariant(m.variant)) return 'variant';
    if (!isCount(m.score, MAX_STORM_SCORE)) return 'score';
    if (!optionalCount(m.moves, MAX_STORM_COUNT)) return 'moves';
    if (typeof m.moves === 'number' && m.moves < m.score) return 'moves';
    if (!optionalCount(m.errors, MAX_STORM_COUNT)) return 'errors';
    if (!optionalCount(m.combo, MAX_STORM_COUNT)) return 'combo';
    if (!optionalCount(m.time, MAX_STORM_SECONDS)) return 'time';
    return null;
  });
}

function readRatingAfter(value: unknown): RatingAfter | null {
  if (!isRecord(value)) return null;
  const { rating, deviation, diff } = value;
  if (!isNumber(rating) || !isNumber(deviation) || !Number.isInteger(diff)) return null;
  return { rating, deviation, diff: diff as number };
}

export function readPuzzleAttemptResult(value: unknown): PuzzleAttemptResult | null {
  if (!isRecord(value)) return null;
  const { rated, streak, bestStreak } = value;
  const player = readRatingAfter(value.player);
  const puzzle = readRatingAfter(value.puzzle);
  const provisional = isRecord(value.player) ? value.player.provisional : undefined;
  if (typeof rated !== 'boolean' || !player || !puzzle || typeof provisional !== 'boolean')
    return null;
  if (!isCount(streak) || !isCount(bestStreak)) return null;
  return { rated, player: { ...player, provisional }, puzzle, streak, bestStreak };
}

export function readPuzzleDashboard(value: unknown): PuzzleDashboard | null {
  if (!isRecord(value) || !Array.isArray(value.history)) return null;
  const { rating, deviation, provisional, games, streak, bestStreak } = value;
  if (!isNumber(rating) || !isNumber(deviation) || typeof provisional !== 'boolean') return null;
  if (!isCount(games) || !isCount(streak) || !isCount(bestStreak)) return null;
  const history: PuzzleHistoryEntry[] = [];
  for (const entry of value.history as unknown[]) {
    if (!isRecord(entry)) return null;
    const { id, variant, win, rated, at, rating: after } = entry;
    if (typeof id !== 'string' || typeof variant !== 'string') return null;
    if (typeof win !== 'boolean' || typeof rated !== 'boolean' || !isNumber(after)) return null;
    if (typeof at !== 'string' || Number.isNaN(Date.parse(at))) return null;
    if (isPuzzleVariant(variant)) history.push({ id, variant, win, rated, at, rating: after });
  }
  return { rating, deviation, provisional, games, streak, bestStreak, history };
}

export function readPuzzleRatings(value: unknown): PuzzleRatings | null {
  if (!isRecord(value)) return null;
  return Object.values(value).every(isNumber) ? (value as PuzzleRatings) : null;
}

/** `{ best }` of `POST /api/puzzles/storm`. */
export function readStormBest(value: unknown): number | null {
  return isRecord(value) && isCount(value.best) ? value.best : null;
}

export function readStormBests(value: unknown): StormBests | null {
  if (!isRecord(value)) return null;
  const bests: Partial<Record<PuzzleVariant, number>> = {};
  for (const [variant, best] of Object.entries(value)) {
    if (!isCount(best)) return null;
    if (isPuzzleVariant(variant)) bests[variant] = best;
  }
  return bests;
}
