/**
 * The players' names of an online game's seats (issue 42), as the game room tells players and
 * watchers (its welcome's `names`, then a `names` message when a seat is taken or its holder
 * renamed: `[seat 0's { name } | null, seat 1's …]`, seat 0 playing White in odd-numbered games,
 * sides.ts). This is the one place that reads them, defensively: an older server sends none, and
 * then nothing new is shown. Issue 43 adds each seat's rating in the room's game, rounded, and
 * whether it is provisional (shown "1523?").
 */
import type { Seat, SeatNames as RoomSeatNames } from '../../protocol';

export type SeatNames = readonly [string | null, string | null];

const NONE: SeatNames = [null, null];

const nameOf = (value: unknown): string | null => {
  const name: unknown =
    typeof value === 'object' && value ? (value as { name?: unknown }).name : null;
  return typeof name === 'string' && name.trim() !== '' ? name : null;
};

/** The name at each seat, or null where the room names none. */
export function seatNames(names: RoomSeatNames | null): SeatNames {
  if (!Array.isArray(names)) return NONE;
  return [nameOf(names[0]), nameOf(names[1])];
}

/** The name at a seat, or null. */
export const seatName = (names: RoomSeatNames | null, seat: Seat): string | null =>
  seatNames(names)[seat];

/** A seat's rating as the room tells it. */
export interface SeatRating {
  readonly rating: number;
  readonly provisional: boolean;
}

/** The rating at a seat, or null where the room tells none (an anonymous player, an older server). */
export function seatRating(names: RoomSeatNames | null, seat: Seat): SeatRating | null {
  const entry: unknown = Array.isArray(names) ? names[seat] : null;
  if (typeof entry !== 'object' || !entry) return null;
  const { rating, provisional } = entry as { rating?: unknown; provisional?: unknown };
  if (typeof rating !== 'number' || !Number.isFinite(rating)) return null;
  return { rating: Math.round(rating), provisional: provisional === true };
}

/** A rating as shown: `1523`, or `1523?` while provisional. */
export const ratingText = ({ rating, provisional }: SeatRating): string =>
  `${rating}${provisional ? '?' : ''}`;
