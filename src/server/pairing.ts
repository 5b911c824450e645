/**
 * Quick pairing's choice of pairs, as a pure function (lichess's idea): a wave every WAVE_MS
 * takes everyone waiting in a pool and pairs players of close rating; the rating difference a
 * player accepts widens with the time they have waited, so nobody waits long. The longest
 * waiting are served first, each with the closest player that both accept; each player is in
 * one pair at most.
 */
import type { PoolEntry } from './seekStore';

/** How often the pairer runs. */
export const WAVE_MS = 1000;

/** The rating difference a player accepts after waiting `ms`: ±100, widening 50 a second. */
export function acceptedRange(ms: number): number {
  return Math.min(1000, 100 + 50 * Math.floor(Math.max(0, ms) / 1000));
}

/** The pairs of one wave over the players waiting at `now` (pools apart). */
export function choosePairs(entries: readonly PoolEntry[], now: number): [PoolEntry, PoolEntry][] {
  const waiting = [...entries].sort(
    (a, b) => a.joinedAt - b.joinedAt || a.playerId.localeCompare(b.playerId),
  );
  const paired = new Set<string>();
  const pairs: [PoolEntry, PoolEntry][] = [];
  for (const player of waiting) {
    if (paired.has(player.playerId)) continue;
    let best: PoolEntry | null = null;
    for (const other of waiting) {
      if (other.playerId === player.playerId || other.pool !== player.pool) continue;
      if (paired.has(other.playerId)) continue;
      const gap = Math.abs(other.rating - player.rating);
      if (gap > acceptedRange(now - player.joinedAt) || gap > acceptedRange(now - other.joinedAt))
        continue;
      if (!best || gap < Math.abs(best.rating - player.rating)) best = other;
    }
    if (best) {
      paired.add(player.playerId).add(best.playerId);
      pairs.push([player, best]);
    }
  }
  return pairs;
}
