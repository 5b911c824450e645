/**
 * The transposition table: one slot per index (low bits of the Zobrist key), in one typed array
 * so that it costs no garbage and a slot is three words of one cache line (a probe and a store
 * touch one line, not one per field). A slot keeps the key's high half as a check, the best
 * move, and the score with the depth searched and whether the score is exact or a bound. Replaced
 * always: the newest result is the likeliest to be asked for again in iterative deepening.
 */

export const BOUND_EXACT = 1;
export const BOUND_LOWER = 2; // the score is at least this (a beta cut-off)
export const BOUND_UPPER = 3; // the score is at most this (no move raised alpha)

/** A slot's words: check, move, `score << 9 | depth << 2 | bound` (scores stay within ±2^22). */
const CHECK = 0;
const MOVE = 1;
const ENTRY = 2;
const WORDS = 3;

export class TranspositionTable {
  private readonly mask: number;
  private readonly slots: Int32Array;

  /** A table of 2^`bits` slots (2^18 by default: 3 MB). */
  constructor(bits = 18) {
    this.mask = (1 << bits) - 1;
    this.slots = new Int32Array(WORDS << bits);
  }

  /** The slot holding the position with key (`lo`, `hi`), or -1. */
  probe(lo: number, hi: number): number {
    const slot = (lo & this.mask) * WORDS;
    return this.slots[slot + ENTRY] !== 0 && this.slots[slot + CHECK] === hi ? slot : -1;
  }

  /** The best move of a slot `probe` found (0 for none). */
  move(slot: number): number {
    return this.slots[slot + MOVE]!;
  }

  score(slot: number): number {
    return this.slots[slot + ENTRY]! >> 9;
  }

  depth(slot: number): number {
    return (this.slots[slot + ENTRY]! >> 2) & 127;
  }

  bound(slot: number): number {
    return this.slots[slot + ENTRY]! & 3;
  }

  store(lo: number, hi: number, move: number, score: number, depth: number, bound: number): void {
    const slot = (lo & this.mask) * WORDS;
    this.slots[slot + CHECK] = hi;
    this.slots[slot + MOVE] = move;
    this.slots[slot + ENTRY] = (score << 9) | (depth << 2) | bound;
  }
}
