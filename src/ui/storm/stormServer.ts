/**
 * The game server's half of Puzzle Storm's personal bests (stormBest.ts `BestServer`), through the
 * app's puzzle client (src/game/account/puzzleApi.ts): `GET /api/puzzles/storm` → an account's
 * bests per game, `POST /api/puzzles/storm` a finished run → its best after it. The server decides
 * who is signed in (`not-signed-in` otherwise: the page need not have asked who the player is);
 * any failure (that, no game server here, offline, rate-limited, a refusal) counts as no answer,
 * and the browser's best stands alone.
 */
import { fetchStormBests, sendStormRun } from '../../game/account/puzzleApi';
import type { BestServer } from './stormBest';

export const STORM_SERVER: BestServer = {
  async read() {
    const answer = await fetchStormBests();
    return answer.ok ? answer.value : null;
  },
  async record(run) {
    const answer = await sendStormRun(run);
    return answer.ok ? answer.value : null;
  },
};
