/**
 * The game server's half of Puzzle Storm's personal bests (stormBest.ts `BestServer`), for a
 * signed-in player: `GET /api/puzzles/storm` → `{ <variant>: best }` and `POST /api/puzzles/storm
 * { variant, score, moves, errors, combo, time }` → `{ best }`. Anyone else, and any answer that is not one of those (no game
 * server here, offline, rate-limited, an error code), counts as no answer: the browser's best
 * stands alone.
 */
import { ask } from '../../game/account/ask';
import type { BestServer, Bests, StormRecord } from './stormBest';

const PATH = '/api/puzzles/storm';

const isBests = (value: unknown): value is Bests =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((best) => Number.isInteger(best) && (best as number) >= 0);

/** The server's bests, asked only while `signedIn()` says an account is signed in. */
export function stormServer(signedIn: () => boolean): BestServer {
  return {
    async read() {
      if (!signedIn()) return null;
      const answer = await ask('GET', PATH);
      return answer.ok && answer.status === 200 && isBests(answer.value) ? answer.value : null;
    },
    async record(run: StormRecord) {
      if (!signedIn()) return null;
      const answer = await ask('POST', PATH, run);
      if (!answer.ok || answer.status !== 200) return null;
      const best = (answer.value as { best?: unknown } | null)?.best;
      return Number.isInteger(best) ? (best as number) : null;
    },
  };
}
