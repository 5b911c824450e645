/**
 * Where the puzzle pages read and record the player's standing (puzzleStanding.ts): this
 * browser's storage for an anonymous player. An account's standing lives on the server
 * (`GET /api/puzzles/me`, `POST /api/puzzles/<id>/attempt`), read through the same interface.
 */
import { localStanding, type PuzzleStandingSource } from '../../game/puzzles/puzzleStanding';

const LOCAL = localStanding();

/** The standing source for the player on this page. */
export function useStandingSource(): PuzzleStandingSource {
  return LOCAL;
}
