/**
 * Zobrist keys of positions, for the engine's transposition table and repetition checks.
 *
 * A key is two 32-bit halves (`lo`, `hi`: 64 bits in all, without BigInt). The placement part
 * (men and their vests on squares, pocketed pieces) is the expensive one to recompute, so
 * `Position.make` keeps it up to date by XOR and `unmake` restores it; the few remaining state
 * fields (side to move, castling rights, en passant rights, and in Parallel worlds the turn in
 * progress: sub-moves made, levels used, men moved, pending en passant rights) are folded in
 * when the key is read, from the same tables, in constant time. `zobristFromScratch` computes
 * the same key from nothing; tests compare the two over random games.
 */
import { LEVEL_SIZE } from './geometry';

/** Table slots per square index (squares go up to 3 levels × 128). */
const SQUARE_SLOTS = 3 * LEVEL_SIZE;
/** Board codes are `type | color << 5`, below 64; vests and pockets are types, below 32. */
const CODE_SLOTS = 64;

/** A small deterministic generator (splitmix32), so keys are the same in every run. */
function randomWords(count: number, seed: number): Int32Array {
  const out = new Int32Array(count);
  let state = seed | 0;
  for (let i = 0; i < count; i++) {
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    out[i] = z ^ (z >>> 16);
  }
  return out;
}

/** One half of every key table; `lo` and `hi` use different seeds. */
export interface ZobristTables {
  /** Man by `code * SQUARE_SLOTS + square`. */
  readonly men: Int32Array;
  /** Vest by `type * SQUARE_SLOTS + square`. */
  readonly vests: Int32Array;
  /** Pocketed piece by `color * 32 + type`. */
  readonly pockets: Int32Array;
  /** Castling rights by the whole mask (12 bits). */
  readonly castling: Int32Array;
  /** En passant right by square, and a right pending until the turn ends. */
  readonly ep: Int32Array;
  readonly pendingEp: Int32Array;
  /** Black to move. */
  readonly black: number;
  /** Parallel worlds turn state: sub-moves made (0..3), levels used (mask 0..7), men moved. */
  readonly subMoves: Int32Array;
  readonly usedLevels: Int32Array;
  readonly locked: Int32Array;
  /** A king was captured by colour 0 or 1. */
  readonly winner: Int32Array;
}

function makeTables(seed: number): ZobristTables {
  const words = randomWords(
    CODE_SLOTS * SQUARE_SLOTS * 2 + 64 + 4096 + SQUARE_SLOTS * 3 + 1 + 4 + 8 + 2,
    seed,
  );
  let at = 0;
  const take = (n: number): Int32Array => words.subarray(at, (at += n));
  const men = take(CODE_SLOTS * SQUARE_SLOTS);
  const vests = take(CODE_SLOTS * SQUARE_SLOTS);
  const pockets = take(64);
  const castling = take(4096);
  castling[0] = 0;
  const ep = take(SQUARE_SLOTS);
  const pendingEp = take(SQUARE_SLOTS);
  const locked = take(SQUARE_SLOTS);
  const black = take(1)[0]!;
  const subMoves = take(4);
  subMoves[0] = 0;
  const usedLevels = take(8);
  usedLevels[0] = 0;
  const winner = take(2);
  return {
    men,
    vests,
    pockets,
    castling,
    ep,
    pendingEp,
    black,
    subMoves,
    usedLevels,
    locked,
    winner,
  };
}

export const ZOBRIST_LO: ZobristTables = makeTables(0x2545f491);
export const ZOBRIST_HI: ZobristTables = makeTables(0x6c078965);

/** The placement part of the key: every man, its vest, and the pockets. */
export function placementKey(
  t: ZobristTables,
  board: Int8Array,
  vests: Int8Array,
  pockets: Int8Array,
): number {
  let key = 0;
  for (let square = 0; square < board.length; square++) {
    const code = board[square]!;
    if (!code) continue;
    key ^= t.men[code * SQUARE_SLOTS + square]!;
    const vest = vests[square]!;
    if (vest) key ^= t.vests[vest * SQUARE_SLOTS + square]!;
  }
  for (let color = 0; color < 2; color++) {
    const type = pockets[color]!;
    if (type) key ^= t.pockets[color * 32 + type]!;
  }
  return key;
}

/** The fields a key folds in on reading (a structural view of `Position`). */
export interface KeyState {
  readonly turn: number;
  readonly castling: number;
  readonly ep: Int16Array;
  readonly pendingEp: Int16Array;
  readonly subMoves: number;
  readonly usedLevels: number;
  readonly locked: Int16Array;
  readonly lockedCount: number;
  readonly winner: number;
}

/** The state part of the key: side to move, rights, and the turn in progress. */
export function stateKey(t: ZobristTables, s: KeyState): number {
  let key =
    t.castling[s.castling & 4095]! ^ t.subMoves[s.subMoves & 3]! ^ t.usedLevels[s.usedLevels & 7]!;
  if (s.turn) key ^= t.black;
  for (let level = 0; level < s.ep.length; level++) {
    const ep = s.ep[level]!;
    if (ep >= 0) key ^= t.ep[ep]!;
    const pending = s.pendingEp[level]!;
    if (pending >= 0) key ^= t.pendingEp[pending]!;
  }
  for (let i = 0; i < s.lockedCount; i++) key ^= t.locked[s.locked[i]!]!;
  if (s.winner >= 0) key ^= t.winner[s.winner]!;
  return key;
}

/** The full key half `t` of a position, computed from nothing (for tests and set-up). */
export function zobristFromScratch(
  t: ZobristTables,
  s: KeyState & {
    readonly board: Int8Array;
    readonly vests: Int8Array;
    readonly pockets: Int8Array;
  },
): number {
  return placementKey(t, s.board, s.vests, s.pockets) ^ stateKey(t, s);
}

export { SQUARE_SLOTS as ZOBRIST_SQUARE_SLOTS };
