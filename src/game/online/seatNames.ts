/**
 * The players' names of an online game's seats (issue 42), as the game room tells players and
 * watchers. The room adds them to its presence message; this is the one place that reads them,
 * defensively (an older server sends none, and then nothing new is shown): today
 * `presence.names: [seat 0's name | null, seat 1's name | null]` (seat 0 plays White in
 * odd-numbered games, sides.ts), a name null or absent while its seat is untaken.
 */
import type { GamePresence, Seat } from '../../protocol';

export type SeatNames = readonly [string | null, string | null];

const NONE: SeatNames = [null, null];

const nameOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** The name at each seat, or null where the presence names none. */
export function seatNames(presence: GamePresence | null): SeatNames {
  const names: unknown = presence ? (presence as { names?: unknown }).names : undefined;
  if (!Array.isArray(names)) return NONE;
  return [nameOf(names[0]), nameOf(names[1])];
}

/** The name at a seat, or null. */
export const seatName = (presence: GamePresence | null, seat: Seat): string | null =>
  seatNames(presence)[seat];
