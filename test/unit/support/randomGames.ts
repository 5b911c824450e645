/**
 * Incremental state proved against state from scratch: seeded random games of a game from its
 * start in which, at every position, each legal move is made and taken back through the state
 * under test and checked, before one of them is played for real. Shared by the tests of the
 * Zobrist keys and occupancy (rules core) and of the evaluation's running sums (engine).
 */
import {
  legalMoves,
  parseFen,
  type GameDefinition,
  type WorkingPosition as Position,
  workingCopy,
} from '../../../src/rules';
import { seededRandom } from '../../../src/engine/random';

/** The state under test for one game: it makes and takes back moves, and checks itself. */
export interface Walk {
  make(move: number): void;
  unmake(): void;
  /** After `move` was made (`context` names the run, the ply and the move). */
  afterMove(context: string): void;
  /** After every move of the position was taken back. */
  afterTakeBack(context: string): void;
}

/**
 * `runs` random games of up to `plies` moves, seeded by `seed`; `begin` gives the state under
 * test for each game's starting position. Returns how many moves were made and checked.
 */
export function walkRandomGames(
  game: GameDefinition,
  { runs, plies, seed }: { runs: number; plies: number; seed: number },
  begin: (pos: Position) => Walk,
): number {
  const random = seededRandom(seed);
  let checked = 0;
  for (let run = 0; run < runs; run++) {
    const start = parseFen(game, game.startFen);
    if (!start.ok) throw new Error(start.error);
    const pos = workingCopy(start.value);
    const walk = begin(pos);
    for (let ply = 0; ply < plies && pos.winner < 0; ply++) {
      const moves = legalMoves(pos);
      if (moves.length === 0) break;
      for (const move of moves) {
        walk.make(move);
        walk.afterMove(`run ${run}, ply ${ply}, move ${move}`);
        walk.unmake();
        checked++;
      }
      walk.afterTakeBack(`run ${run}, ply ${ply}, after taking back`);
      walk.make(moves[Math.floor(random() * moves.length)]!);
    }
  }
  return checked;
}
