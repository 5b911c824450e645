/**
 * The game server's half of Puzzle Storm's personal bests (stormBest.ts `BestServer`), for a
 * signed-in player, through the app's puzzle client (src/game/account/puzzleApi.ts):
 * `GET /api/puzzles/storm` → the bests per game, `POST /api/puzzles/storm` a finished run → the
 * best after it. Anyone else is not asked; any failure (no game server here, offline,
 * rate-limited, a refusal) counts as no answer, and the browser's best stands alone.
 */
import { fetchStormBests, sendStormRun } from '../../game/account/puzzleApi';
import type { BestServer } from './stormBest';

/** The server's bests, asked only while `signedIn()` says an account is signed in. */
export function stormServer(signedIn: () => boolean): BestServer {
  return {
    async read() {
      if (!signedIn()) return null;
      const answer = await fetchStormBests();
      return answer.ok ? answer.value : null;
    },
    async record(run) {
      if (!signedIn()) return null;
      const answer = await sendStormRun(run);
      return answer.ok ? answer.value : null;
    },
  };
}
