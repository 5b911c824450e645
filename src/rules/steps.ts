/**
 * How a man moves along its atoms (one leap, or a ride until blocked) and the fan-out of
 * promotion choices: shared by ordinary moves and vest moves.
 */
import { DIAGONAL, KNIGHT_LEAPS, ORTHOGONAL, levelOf, type Square } from './geometry';
import { MOVE_EN_PASSANT, MOVE_NORMAL, encodeMove } from './move';
import {
  ATOM_BISHOP,
  ATOM_FERZ,
  ATOM_KNIGHT,
  ATOM_NIGHTRIDER,
  ATOM_ROOK,
  ATOM_WAZIR,
} from './pieces';
import { forward, type Position } from './position';

/**
 * Moves along each delta onto empty squares or an enemy man, at most `reach` steps (1 for a leap,
 * 8 for a ride), stopping at the first man met.
 */
function generateAlong(
  board: Int8Array,
  from: Square,
  deltas: readonly number[],
  reach: number,
  usBits: number,
  capturesOnly: boolean,
  out: Int32Array,
  n: number,
): number {
  const base = from & ~127;
  const cell = from & 127;
  for (let i = 0; i < deltas.length; i++) {
    const d = deltas[i]!;
    let t = cell + d;
    for (let distance = 1; distance <= reach && !(t & 0x88); distance++, t += d) {
      const code = board[base + t]!;
      if (code) {
        if ((code & 32) !== usBits) out[n++] = from | ((base + t) << 9);
        break;
      }
      if (!capturesOnly) out[n++] = from | ((base + t) << 9);
    }
  }
  return n;
}

/**
 * The leaps and rides of `atoms` (generation atoms: no redundant step under a ride); with
 * `capturesOnly`, only those that take a man.
 */
export function generateAtomMoves(
  board: Int8Array,
  from: Square,
  atoms: number,
  usBits: number,
  capturesOnly: boolean,
  out: Int32Array,
  n: number,
): number {
  const c = capturesOnly;
  if (atoms & ATOM_WAZIR) n = generateAlong(board, from, ORTHOGONAL, 1, usBits, c, out, n);
  if (atoms & ATOM_FERZ) n = generateAlong(board, from, DIAGONAL, 1, usBits, c, out, n);
  if (atoms & ATOM_KNIGHT) n = generateAlong(board, from, KNIGHT_LEAPS, 1, usBits, c, out, n);
  if (atoms & ATOM_ROOK) n = generateAlong(board, from, ORTHOGONAL, 8, usBits, c, out, n);
  if (atoms & ATOM_BISHOP) n = generateAlong(board, from, DIAGONAL, 8, usBits, c, out, n);
  if (atoms & ATOM_NIGHTRIDER) n = generateAlong(board, from, KNIGHT_LEAPS, 8, usBits, c, out, n);
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
  for (let i = 0; i < promotionTypes.length; i++)
    out[n++] = encodeMove(kind, from, to, promotionTypes[i]!);
  return n;
}

/** Can the side to move take en passant onto `ep`: passed square empty, enemy man beyond it? */
function isEnPassantTarget(pos: Position, ep: Square): boolean {
  if (pos.board[ep]) return false;
  const victim = pos.board[ep - forward(pos.turn)]!;
  return victim !== 0 && victim >> 5 !== pos.turn;
}

/**
 * A pawn's (or pawn vest's) diagonal captures forward for the side to move, promoting when
 * `promotes`, and its en passant capture.
 */
export function generatePawnCaptures(
  pos: Position,
  from: Square,
  promotes: boolean,
  out: Int32Array,
  n: number,
): number {
  const board = pos.board;
  const base = from & ~127;
  const step = (from & 127) + forward(pos.turn);
  const ep = pos.ep[levelOf(from)]!;
  for (let side = -1; side <= 1; side += 2) {
    const t = step + side;
    if (t & 0x88) continue;
    const code = board[base + t]!;
    if (code) {
      if (code >> 5 !== pos.turn)
        n = pushWithPromotions(
          MOVE_NORMAL,
          from,
          base + t,
          promotes,
          pos.game.promotionTypes,
          out,
          n,
        );
    } else if (base + t === ep && isEnPassantTarget(pos, ep)) {
      out[n++] = encodeMove(MOVE_EN_PASSANT, from, ep);
    }
  }
  return n;
}
