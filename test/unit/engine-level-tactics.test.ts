/**
 * Parallel worlds chess: the quiescence search's moves kept per level (`LevelTactics`,
 * src/engine/levelTactics.ts) are the very moves of `generateTactical`, in the same order, in
 * random positions at the start of a turn and in the middle of one, after every sub-move made and
 * taken back (so that a kept level is met again), and with en passant rights; and the level keys
 * the position keeps (`Position.levelKeys`) equal those computed from the board.
 */
import { describe, expect, it } from 'vitest';
import {
  END_TURN,
  MAX_MOVES,
  PARALLEL_WORLDS,
  generateTactical,
  legalMoves,
  parseFen,
  workingCopy,
  type WorkingPosition as Position,
} from '../../src/rules';
import { LevelTactics } from '../../src/engine/levelTactics';
import { seededRandom } from '../../src/engine/random';

const expected = new Int32Array(MAX_MOVES);
const kept = new Int32Array(MAX_MOVES);

function expectSameMoves(tactics: LevelTactics, pos: Position, context: string): number {
  const n = generateTactical(pos, expected);
  const m = tactics.generate(pos, kept);
  expect([...kept.subarray(0, m)], context).toEqual([...expected.subarray(0, n)]);
  return n;
}

function scratchLevelKeys(pos: Position): number[] {
  const copy = pos.clone();
  copy.rehash();
  return [...copy.levelKeys];
}

describe('Parallel worlds: captures kept per level = generated', () => {
  it('in 30 random games of 60 sub-moves, every sub-move made and taken back', () => {
    const random = seededRandom(0x1e7e1);
    const tactics = new LevelTactics();
    let moves = 0;
    for (let run = 0; run < 30; run++) {
      const start = parseFen(PARALLEL_WORLDS, PARALLEL_WORLDS.startFen);
      if (!start.ok) throw new Error(start.error);
      const pos = workingCopy(start.value);
      for (let ply = 0; ply < 60 && pos.winner < 0; ply++) {
        const legal = legalMoves(pos);
        if (legal.length === 0) break;
        for (const move of legal) {
          pos.make(move);
          if (pos.winner < 0) moves += expectSameMoves(tactics, pos, `run ${run}, ply ${ply}`);
          expect([...pos.levelKeys]).toEqual(scratchLevelKeys(pos));
          pos.unmake();
        }
        moves += expectSameMoves(tactics, pos, `run ${run}, ply ${ply}, taken back`);
        // Ending turns less often than uniform, so that mid-turn positions come up.
        const pick = legal[Math.floor(random() * legal.length)]!;
        pos.make(pick === END_TURN && random() < 0.7 ? legal[0]! : pick);
      }
    }
    expect(moves).toBeGreaterThan(10_000);
  }, 60_000);

  it('tells the en passant right apart (the same men, with and without it)', () => {
    const fen = (ep: string): Position => {
      const parsed = parseFen(
        PARALLEL_WORLDS,
        `4k3/8/8/3pP3/8/8/8/4K3|8/8/8/8/8/8/8/8|4k3/8/8/8/8/8/8/4K3 w - ${ep} 0 2`,
      );
      if (!parsed.ok) throw new Error(parsed.error);
      return workingCopy(parsed.value);
    };
    const tactics = new LevelTactics();
    expect(expectSameMoves(tactics, fen('-'), 'no right')).toBe(0);
    expect(expectSameMoves(tactics, fen('1d6'), 'the right on level 1')).toBe(1);
  });
});
