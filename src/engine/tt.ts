/**
 * The transposition table: one slot per index (low bits of the Zobrist key), in one typed array
 * so that it costs no garbage and a slot is one cache line's quarter (a probe and a store touch
 * one line, not five arrays). A slot keeps the key's high half as a check, the best move, the
 * score, and the depth searched with whether the score is exact or a bound. Replaced always: the
 * newest result is the likeliest to be asked for again in iterative deepening.
 */

export const BOUND_EXACT = 1;
export const BOUND_LOWER = 2; // the score is at least this (a beta cut-off)
export const BOUND_UPPER = 3; // the score is at most this (no move raised alpha)

/** A slot's four words: check, move, score, depth << 2 | bound. */
const CHECK = 0;
const MOVE = 1;
const SCORE = 2;
const DEPTH_BOUND = 3;

export class TranspositionTable {
  private readonly mask: number;
  private readonly slots: Int32Array;

  /** A table of 2^`bits` slots (2^18 by default: 4 MB). */
  constructor(bits = 18) {
    this.mask = (1 << bits) - 1;
    this.slots = new Int32Array(4 << bits);
  }

  /** The slot holding the position with key (`lo`, `hi`), or -1. */
  probe(lo: number, hi: number): number {
    const slot = (lo & this.mask) << 2;
    return this.slots[slot + DEPTH_BOUND] !== 0 && this.slots[slot + CHECK] === hi ? slot : -1;
  }

  /** The best move of a slot `probe` found (0 for none). */
  move(slot: number): number {
    return this.slots[slot + MOVE]!;
  }

  score(slot: number): number {
    return this.slots[slot + SCORE]!;
  }

  depth(slot: number): number {
    return this.slots[slot + DEPTH_BOUND]! >> 2;
  }

  bound(slot: number): number {
    return this.slots[slot + DEPTH_BOUND]! & 3;
  }

  store(lo: number, hi: number, move: number, score: number, depth: number, bound: number): void {
    const slot = (lo & this.mask) << 2;
    this.slots[slot + CHECK] = hi;
    this.slots[slot + MOVE] = move;
    this.slots[slot + SCORE] = score;
    this.slots[slot + DEPTH_BOUND] = (depth << 2) | bound;
  }
}
