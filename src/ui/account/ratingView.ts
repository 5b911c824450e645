/**
 * Ratings on the players' pages and the leaderboard (issue 43) as data: a player's rating per
 * game in the registry's order (rounded, "?" while provisional), and the rating-history chart's
 * geometry, a plain SVG polyline in a fixed viewBox stretched to any width, with the figures
 * its text alternative says (first, last, lowest, highest, games). Pure, so unit-tested as
 * tables.
 */
import type { PlayerProfile } from '../../protocol/accounts';
import type { RatingHistoryPoint } from '../../protocol/ratings';
import { ratingText } from '../../game/online/seatNames';
import { GAME_IDS, type GameId } from '../common/games';

export interface RatingRow {
  readonly game: GameId;
  /** Rounded, with "?" while provisional: `1523?`. */
  readonly text: string;
  readonly rating: number;
  readonly provisional: boolean;
  readonly games: number;
}

/** The player's ratings, one row per game of the app they have a rated game in. */
export function ratingRows(profile: PlayerProfile): RatingRow[] {
  return GAME_IDS.flatMap((game) => {
    const entry = profile.ratings[game];
    if (!entry) return [];
    const rating = Math.round(entry.rating);
    const text = ratingText({ rating, provisional: entry.provisional });
    return [{ game, text, rating, provisional: entry.provisional, games: entry.games }];
  });
}

/**
 * The chart's box (SVG user units), stretched to the page's width and a fixed height; the
 * ratings of its guides are HTML beside it (`top` as a share of the height), so that no text is
 * stretched.
 */
export const CHART = { width: 600, height: 200, left: 4, right: 8, top: 10, bottom: 10 };

export interface RatingChart {
  /** The polyline's points, `x,y x,y …`. */
  readonly line: string;
  /** Horizontal guides: their height and the rating they stand for. */
  readonly guides: readonly { readonly y: number; readonly rating: number }[];
  /** What the text alternative says (rounded ratings). */
  readonly first: number;
  readonly last: number;
  readonly lowest: number;
  readonly highest: number;
  readonly games: number;
}

/** The chart of a history of at least one point (oldest first); null for none. */
export function ratingChart(points: readonly RatingHistoryPoint[]): RatingChart | null {
  if (points.length === 0) return null;
  const ratings = points.map((point) => point.rating);
  const lowest = Math.min(...ratings);
  const highest = Math.max(...ratings);
  // the scale: from 50 below the lowest to 50 above the highest, in steps of 50
  const floor = Math.floor((lowest - 1) / 50) * 50;
  const ceiling = Math.ceil((highest + 1) / 50) * 50;
  const { width, height, left, right, top, bottom } = CHART;
  const y = (rating: number) =>
    round(top + ((ceiling - rating) / (ceiling - floor)) * (height - top - bottom));
  const span = Math.max(1, points.length - 1);
  const x = (index: number) =>
    round(points.length === 1 ? width - right : left + (index / span) * (width - left - right));
  const step = ceiling - floor > 400 ? 200 : ceiling - floor > 200 ? 100 : 50;
  const guides: { y: number; rating: number }[] = [];
  for (let rating = Math.ceil(floor / step) * step; rating <= ceiling; rating += step)
    guides.push({ y: y(rating), rating });
  return {
    line: ratings.map((rating, index) => `${x(index)},${y(rating)}`).join(' '),
    guides,
    first: Math.round(ratings[0]!),
    last: Math.round(ratings.at(-1)!),
    lowest: Math.round(lowest),
    highest: Math.round(highest),
    games: points.length,
  };
}

const round = (value: number) => Math.round(value * 10) / 10;
