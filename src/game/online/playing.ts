/**
 * This browser's games going on (issue 43): `GET /api/me/playing` read and checked (the identity's
 * games, each with this player's own seat link, whether it is their turn and a correspondence
 * game's deadline), and the time left before a deadline as a count and a unit, which the pages
 * word. A failure (no server, offline, an answer that is not the list) is an empty list: the
 * "Your turn" list then shows nothing.
 */
import { ask } from '../account/ask';
import { DAY_MS, type PlayingEntry } from '../../protocol';

const isEntry = (value: unknown): value is PlayingEntry => {
  const entry = value as Partial<PlayingEntry> | null;
  return (
    typeof entry?.gameId === 'string' &&
    typeof entry.variant === 'string' &&
    typeof entry.url === 'string' &&
    entry.url.startsWith('/?online=') &&
    typeof entry.myTurn === 'boolean' &&
    (entry.deadline === null || typeof entry.deadline === 'number')
  );
};

/** The games going on, most urgent first (the server's order); [] when it cannot tell. */
export async function fetchPlaying(): Promise<PlayingEntry[]> {
  const answer = await ask('GET', '/api/me/playing');
  if (!answer.ok || answer.status !== 200 || !Array.isArray(answer.value)) return [];
  return answer.value.filter(isEntry);
}

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** The time left before `deadline` at `now`, in whole days, hours or minutes (rounded down). */
export function timeLeft(
  deadline: number,
  now: number,
): { readonly count: number; readonly unit: 'days' | 'hours' | 'minutes' } {
  const left = Math.max(0, deadline - now);
  if (left >= DAY_MS) return { count: Math.floor(left / DAY_MS), unit: 'days' };
  if (left >= HOUR_MS) return { count: Math.floor(left / HOUR_MS), unit: 'hours' };
  return { count: Math.floor(left / MINUTE_MS), unit: 'minutes' };
}
