/**
 * The transposition table: one slot per index (low bits of the Zobrist key), in typed arrays so
 * that it costs no garbage. A slot keeps the key's high half as a check, the best move, the
 * score, the depth searched and whether the score is exact or a bound. Replaced always: the
 * newest result is the likeliest to be asked for again in iterative deepening.
 */

export const BOUND_EXACT = 1;
export const BOUND_LOWER = 2; // the score is at least this (a beta cut-off)
export const BOUND_UPPER = 3; // the score is at most this (no move raised alpha)

export class TranspositionTable {
  private readonly mask: number;
  private readonly checks: Int32Array;
  readonly moves: Int32Array;
  readonly scores: Int32Array;
  readonly depths: Int8Array;
  readonly bounds: Int8Array;

  /** A table of 2^`bits` slots (2^18 by default: about 3.4 MB). */
  constructor(bits = 18) {
    const size = 1 << bits;
    this.mask = size - 1;
    this.checks = new Int32Array(size);
    this.moves = new Int32Array(size);
    this.scores = new Int32Array(size);
    this.depths = new Int8Array(size);
    this.bounds = new Int8Array(size);
  }

  /** The slot holding the position with key (`lo`, `hi`), or -1. */
  probe(lo: number, hi: number): number {
    const slot = lo & this.mask;
    return this.bounds[slot] !== 0 && this.checks[slot] === hi ? slot : -1;
  }

  store(lo: number, hi: number, move: number, score: number, depth: number, bound: number): void {
    const slot = lo & this.mask;
    this.checks[slot] = hi;
    this.moves[slot] = move;
    this.scores[slot] = score;
    this.depths[slot] = depth;
    this.bounds[slot] = bound;
  }
}
