/**
 * Ratings over HTTP (issue 43): a player's rating per game in their profile
 * (`GET /api/players/<name>`'s `ratings`), the history of one (`GET
 * /api/players/<name>/ratings/<variant>`), a game's leaderboard (`GET /api/leaderboard/<variant>`),
 * and their readers for the app: anything that is not of the shape is refused (null), a
 * variant this app does not know is left out.
 */
import { gameById } from '../rules';
import type { OnlineVariant } from './events';

/** A player's rating in one game, unrounded; `provisional` while the deviation is 110 or more. */
export interface RatingSummary {
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number;
  readonly games: number;
  readonly provisional: boolean;
}

export type RatingsByVariant = Readonly<Partial<Record<OnlineVariant, RatingSummary>>>;

/** A point of a rating's history: the rating after the game `gameId`, ended at `at` (ISO). */
export interface RatingHistoryPoint {
  readonly at: string;
  readonly rating: number;
  readonly deviation: number;
  readonly gameId: string;
}

/** A leaderboard's row (players whose deviation is under 75, best first). */
export interface LeaderboardRow {
  readonly name: string;
  readonly rating: number;
  readonly deviation: number;
  readonly games: number;
}

/** How many players a leaderboard lists. */
export const LEADERBOARD_SIZE = 100;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
/** A variant this app (and server) plays. */
export const isOnlineVariant = (value: string): value is OnlineVariant =>
  gameById(value) !== undefined;

/** The profile's `ratings` (absent from a server before issue 43: none). */
export function readRatings(value: unknown): RatingsByVariant | null {
  if (value === undefined) return {};
  if (!isRecord(value)) return null;
  const ratings: Partial<Record<OnlineVariant, RatingSummary>> = {};
  for (const [variant, entry] of Object.entries(value)) {
    if (!isRecord(entry)) return null;
    const { rating, deviation, volatility, games, provisional } = entry;
    if (!isNumber(rating) || !isNumber(deviation) || !isNumber(volatility)) return null;
    if (!isCount(games) || typeof provisional !== 'boolean') return null;
    if (isOnlineVariant(variant))
      ratings[variant] = { rating, deviation, volatility, games, provisional };
  }
  return ratings;
}

export function readRatingHistory(value: unknown): RatingHistoryPoint[] | null {
  if (!Array.isArray(value)) return null;
  const points: RatingHistoryPoint[] = [];
  for (const point of value as unknown[]) {
    if (!isRecord(point)) return null;
    const { at, rating, deviation, gameId } = point;
    if (typeof at !== 'string' || Number.isNaN(Date.parse(at))) return null;
    if (!isNumber(rating) || !isNumber(deviation) || typeof gameId !== 'string') return null;
    points.push({ at, rating, deviation, gameId });
  }
  return points;
}

export function readLeaderboard(value: unknown): LeaderboardRow[] | null {
  if (!Array.isArray(value)) return null;
  const rows: LeaderboardRow[] = [];
  for (const row of value as unknown[]) {
    if (!isRecord(row)) return null;
    const { name, rating, deviation, games } = row;
    if (typeof name !== 'string' || !isNumber(rating) || !isNumber(deviation) || !isCount(games))
      return null;
    rows.push({ name, rating, deviation, games });
  }
  return rows;
}
