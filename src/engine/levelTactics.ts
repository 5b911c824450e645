/**
 * Parallel worlds chess: the quiescence search's captures and promotions, kept per outer level.
 *
 * On an outer level nobody has moved on this turn, the captures and promotions of the side to
 * move depend on that level alone, its men and its en passant right (`generateTacticalOnLevel`),
 * and the search meets the same level again and again: the sub-moves of a turn are tried in every
 * order, and most of them leave the other levels as they were. In the quiescence search of the
 * benchmark's middlegames about 96 % of the levels asked for had been generated before. So a
 * level's moves are kept in a slot under the level's Zobrist key (`Position.levelKeys`, 64 bits),
 * the side and the en passant square. Level 2's part (a pawn on its last rank stepping off it to
 * promote) depends on two levels and is generated every time; it is seldom anything.
 * test/unit/engine-level-tactics.test.ts: the same moves, in the same order, as
 * `generateTactical`.
 */
import { generateTacticalOnLevel, type WorkingPosition as Position } from '../rules';

const SLOTS = 1 << 12;
/** Most moves a slot keeps; a level with more is generated every time. */
const PER_SLOT = 16;
const QUEEN_LEVEL = 1;

export class LevelTactics {
  private readonly slotLo = new Int32Array(SLOTS);
  private readonly slotHi = new Int32Array(SLOTS);
  /** A slot's side and en passant square, `(ep + 1) * 2 + side`; −1 for an empty slot. */
  private readonly slotState = new Int32Array(SLOTS).fill(-1);
  private readonly slotCount = new Int8Array(SLOTS);
  private readonly slotMoves = new Int32Array(SLOTS * PER_SLOT);

  /** `generateTactical(pos, out)` in Parallel worlds chess, with levels kept from before. */
  generate(pos: Position, out: Int32Array): number {
    let n = 0;
    for (let level = 0; level < 3; level++) {
      if (level === QUEEN_LEVEL) n = generateTacticalOnLevel(pos, level, out, n);
      else if (!(pos.usedLevels & (1 << level))) n = this.outerLevel(pos, level, out, n);
    }
    return n;
  }

  /** An unused outer level's moves, from its slot or generated (and kept when few enough). */
  private outerLevel(pos: Position, level: number, out: Int32Array, n: number): number {
    const lo = pos.levelKeys[2 * level]!;
    const hi = pos.levelKeys[2 * level + 1]!;
    const state = (pos.ep[level]! + 1) * 2 + pos.turn;
    const slot = ((lo << 1) | pos.turn) & (SLOTS - 1); // both sides' moves of a level kept at once
    if (this.slotLo[slot] === lo && this.slotHi[slot] === hi && this.slotState[slot] === state) {
      const first = slot * PER_SLOT;
      const count = this.slotCount[slot]!;
      for (let i = 0; i < count; i++) out[n++] = this.slotMoves[first + i]!;
      return n;
    }
    const start = n;
    n = generateTacticalOnLevel(pos, level, out, n);
    if (n - start <= PER_SLOT) {
      this.slotLo[slot] = lo;
      this.slotHi[slot] = hi;
      this.slotState[slot] = state;
      this.slotCount[slot] = n - start;
      const first = slot * PER_SLOT;
      for (let i = start; i < n; i++) this.slotMoves[first + i - start] = out[i]!;
    }
    return n;
  }
}
