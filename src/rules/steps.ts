/**
 * The two ways a man moves along its atoms (one leap, or a ride until blocked) and the fan-out of
 * promotion choices: shared by ordinary moves and vest moves.
 */
import type { Square } from './geometry';
import { encodeMove } from './move';
import { forward, type Position } from './position';

/** Leaps (one step of each delta) onto empty squares or enemy men. */
export function generateLeaps(
  board: Int8Array,
  from: Square,
  deltas: readonly number[],
  usBits: number,
  out: Int32Array,
  n: number,
): number {
  const base = from & ~127;
  const cell = from & 127;
  for (let i = 0; i < deltas.length; i++) {
    const t = cell + deltas[i]!;
    if (t & 0x88) continue;
    const code = board[base + t]!;
    if (!code || (code & 32) !== usBits) out[n++] = from | ((base + t) << 9);
  }
  return n;
}

/** Rides along each delta until blocked, taking an enemy man that blocks. */
export function generateRides(
  board: Int8Array,
  from: Square,
  deltas: readonly number[],
  usBits: number,
  out: Int32Array,
  n: number,
): number {
  const base = from & ~127;
  const cell = from & 127;
  for (let i = 0; i < deltas.length; i++) {
    const d = deltas[i]!;
    for (let t = cell + d; !(t & 0x88); t += d) {
      const code = board[base + t]!;
      if (code) {
        if ((code & 32) !== usBits) out[n++] = from | ((base + t) << 9);
        break;
      }
      out[n++] = from | ((base + t) << 9);
    }
  }
  return n;
}

/** Pushes a move to `to`, once per promotion choice when it promotes. */
export function pushWithPromotions(
  kind: number,
  from: Square,
  to: Square,
  promotes: boolean,
  promotionTypes: readonly number[],
  out: Int32Array,
  n: number,
): number {
  if (!promotes) {
    out[n++] = encodeMove(kind, from, to);
    return n;
  }
  for (const type of promotionTypes) out[n++] = encodeMove(kind, from, to, type);
  return n;
}

/** Can the side to move take en passant onto `ep`: passed square empty, enemy man beyond it? */
export function isEnPassantTarget(pos: Position, ep: Square): boolean {
  if (pos.board[ep]) return false;
  const victim = pos.board[ep - forward(pos.turn)]!;
  return victim !== 0 && victim >> 5 !== pos.turn;
}
