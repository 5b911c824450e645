/**
 * The players' names of an online game's seats (issue 42), as the game room tells players and
 * watchers (its welcome's `names`, then a `names` message when a seat is taken or its holder
 * renamed: `[seat 0's { name } | null, seat 1's …]`, seat 0 playing White in odd-numbered games,
 * sides.ts). This is the one place that reads them, defensively: an older server sends none, and
 * then nothing new is shown.
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
