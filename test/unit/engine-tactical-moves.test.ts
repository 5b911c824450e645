/**
 * The quiescence search's generator, `generateTactical`, is exactly the legal captures (en
 * passant too) and promotions of `generateLegal`, in every game, over random positions (mid-turn
 * ones in Parallel worlds chess, with pockets filled and vests worn in the flat variants): it
 * generates them without the quiet moves, so it must miss none and add none.
 */
import { describe, expect, it } from 'vitest';
import {
  MAX_MOVES,
  MOVE_DROP,
  MOVE_EN_PASSANT,
  MOVE_POCKET,
  generateLegal,
  generateTactical,
  moveKind,
  movePromotion,
  moveTo,
  type WorkingPosition as Position,
} from '../../src/rules';
import { GAMES, randomPositions } from './support/randomPositions';

/** The engine's definition of a tactical move (src/engine/search.ts, `isTactical`). */
function tactical(pos: Position, move: number): boolean {
  const kind = moveKind(move);
  if (kind === MOVE_EN_PASSANT) return true;
  if (kind === MOVE_POCKET || kind === MOVE_DROP) return false;
  return pos.board[moveTo(move)] !== 0 || movePromotion(move) !== 0;
}

describe('generateTactical', () => {
  for (const game of GAMES) {
    it(`${game.id}: the tactical moves of generateLegal on 400 random positions`, () => {
      const all = new Int32Array(MAX_MOVES);
      const some = new Int32Array(MAX_MOVES);
      let seen = 0;
      for (const pos of randomPositions(game, 400, 77 + game.levels)) {
        const n = generateLegal(pos, all);
        const expected = [...all.subarray(0, n)].filter((move) => tactical(pos, move)).sort();
        const got = [...some.subarray(0, generateTactical(pos, some))].sort();
        expect(got).toEqual(expected);
        seen += expected.length;
      }
      expect(seen).toBeGreaterThan(400);
    }, 60_000);
  }
});
