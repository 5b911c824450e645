/**
 * Where the puzzle pages read and record the player's standing (puzzleStanding.ts): the game
 * server for an account (serverStanding.ts over account/puzzleApi.ts), this browser's storage for
 * an anonymous player (or before the server has said who this is).
 */
import { useMe } from '../../game/account/identity';
import { fetchPuzzleDashboard, sendAttempt } from '../../game/account/puzzleApi';
import { localStanding, type PuzzleStandingSource } from '../../game/puzzles/puzzleStanding';
import { serverStanding } from '../../game/puzzles/serverStanding';

const LOCAL = localStanding();
const SERVER = serverStanding({ fetchPuzzleDashboard, sendAttempt });

/** The standing source for the player on this page. */
export function useStandingSource(): PuzzleStandingSource {
  return useMe()?.account ? SERVER : LOCAL;
}
