/**
 * Positions for engine tests: seeded random playouts of a game from its start, sampled every few
 * moves (in Parallel worlds chess also in the middle of turns), games that ended left out.
 */
import {
  END_TURN,
  GAMES,
  legalMoves,
  outcomeOf,
  parseFen,
  play,
  type GameDefinition,
  type WorkingPosition as Position,
  workingCopy,
} from '../../../src/rules';
import { seededRandom } from '../../../src/engine/random';

export { GAMES };

/** `count` positions of `game` (with a move to make), from random games seeded by `seed`. */
export function randomPositions(game: GameDefinition, count: number, seed: number): Position[] {
  const random = seededRandom(seed);
  const out: Position[] = [];
  while (out.length < count) {
    const start = parseFen(game, game.startFen);
    if (!start.ok) throw new Error(start.error);
    let pos = start.value;
    const length = 4 + Math.floor(random() * 80);
    for (let ply = 0; ply < length; ply++) {
      if (outcomeOf(pos)) break;
      const moves = legalMoves(pos);
      // End turns a little less often than uniform, so that mid-turn positions come up.
      const pick = moves[Math.floor(random() * moves.length)]!;
      pos = play(pos, pick === END_TURN && random() < 0.5 ? moves[0]! : pick);
    }
    if (!outcomeOf(pos) && legalMoves(pos).some((m) => m !== END_TURN)) out.push(workingCopy(pos));
  }
  return out;
}
