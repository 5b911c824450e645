/**
 * The search's staged move generation (`MovePicker`, src/engine/movePicker.ts): in random
 * positions of every game (in Parallel worlds also in the middle of turns, where `end` is a move),
 * with a hash move and killers that are legal there or not (moves of other positions), the picker
 * gives every legal move exactly once, the hash move first when it is legal, then in order of
 * falling score; after `again` the same moves again; and with the blind spots, the moves left.
 */
import { describe, expect, it } from 'vitest';
import {
  END_TURN,
  GAMES,
  MAX_MOVES,
  generateLegal,
  inCheck,
  moveKind,
  MOVE_DROP,
  MOVE_LEVEL,
  moveUsesVest,
  type WorkingPosition as Position,
} from '../../src/rules';
import { MovePicker, NO_MOVE } from '../../src/engine/movePicker';
import { seededRandom } from '../../src/engine/random';
import { randomPositions } from './support/randomPositions';

const PLY = 3;

function legal(pos: Position): number[] {
  const out = new Int32Array(MAX_MOVES);
  const moves = [...out.subarray(0, generateLegal(pos, out))];
  if (pos.game.subMoveTurns && pos.subMoves > 0) moves.push(END_TURN);
  return moves;
}

/** Every move `next` gives at `PLY`, with its score. */
function drain(picker: MovePicker): { moves: number[]; scores: number[] } {
  const moves: number[] = [];
  const scores: number[] = [];
  for (let k = 0; ; k++) {
    const move = picker.next(PLY, k);
    if (move === NO_MOVE) return { moves, scores };
    moves.push(move);
    scores.push(picker.score(PLY, k));
  }
}

const sorted = (moves: number[]): number[] => [...moves].sort((a, b) => a - b);

describe('staged move generation: every legal move once, in order', () => {
  for (const game of GAMES) {
    it(`${game.id}: 120 random positions, hash moves and killers legal or not`, () => {
      const random = seededRandom(0x9e11 + game.id.length);
      const positions = randomPositions(game, 120, 0x51a6 + game.id.length);
      const foreign = positions.flatMap((pos) => legal(pos).slice(0, 3));
      let hashFirst = 0;
      for (const pos of positions) {
        const moves = legal(pos);
        const pick = (): number =>
          random() < 0.5
            ? moves[Math.floor(random() * moves.length)]!
            : foreign[Math.floor(random() * foreign.length)]!;
        const picker = new MovePicker(pos, 8, false);
        for (let i = 0; i < 3; i++) picker.reward(pick(), PLY, 1 + i);
        const hashMove = random() < 0.8 ? pick() : 0;
        const checked = pos.game.check && inCheck(pos);
        picker.start(PLY, hashMove, checked);
        const first = drain(picker);
        expect(sorted(first.moves)).toEqual(sorted(moves));
        for (let i = 1; i < first.scores.length; i++)
          expect(first.scores[i]!).toBeLessThanOrEqual(first.scores[i - 1]!);
        if (moves.includes(hashMove)) {
          expect(first.moves[0]).toBe(hashMove);
          hashFirst++;
        }
        picker.again(PLY);
        expect(drain(picker).moves).toEqual(first.moves);
      }
      expect(hashFirst).toBeGreaterThan(20);
    });
  }

  it('with the blind spots: no moves between levels, drops or vest moves (when others exist)', () => {
    for (const game of GAMES) {
      for (const pos of randomPositions(game, 30, 0xb1 + game.id.length)) {
        const picker = new MovePicker(pos, 8, true);
        picker.start(PLY, 0, pos.game.check && inCheck(pos));
        const { moves } = drain(picker);
        const seen = legal(pos).filter((move) => {
          const kind = moveKind(move);
          return kind !== MOVE_LEVEL && kind !== MOVE_DROP && !moveUsesVest(move);
        });
        const expected = seen.some((move) => move !== END_TURN) ? seen : legal(pos);
        expect(sorted(moves)).toEqual(sorted(expected));
      }
    }
  });
});
