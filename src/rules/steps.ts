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
 * The lines of each combination of the six move atoms (`atoms & 63`), in the order moves are
 * generated (one step orthogonally, diagonally, the knight's leap, then the rides): a 0x88 step
 * each, with its reach in `LINE_REACH` (1 for a leap, 7 for a ride), from `LINES_START[atoms]` to
 * `LINES_START[atoms + 1]`. A man's moves are then one loop over its lines.
 */
const LINES_START = new Int32Array(65);
const { LINE_STEP, LINE_REACH } = (() => {
  const steps: number[] = [];
  const reaches: number[] = [];
  const families: ReadonlyArray<readonly [number, readonly number[], number]> = [
    [ATOM_WAZIR, ORTHOGONAL, 1],
    [ATOM_FERZ, DIAGONAL, 1],
    [ATOM_KNIGHT, KNIGHT_LEAPS, 1],
    [ATOM_ROOK, ORTHOGONAL, 7],
    [ATOM_BISHOP, DIAGONAL, 7],
    [ATOM_NIGHTRIDER, KNIGHT_LEAPS, 7],
  ];
  for (let atoms = 0; atoms < 64; atoms++) {
    LINES_START[atoms] = steps.length;
    for (const [atom, deltas, reach] of families)
      if (atoms & atom)
        for (const d of deltas) {
          steps.push(d);
          reaches.push(reach);
        }
  }
  LINES_START[64] = steps.length;
  return { LINE_STEP: Int8Array.from(steps), LINE_REACH: Int8Array.from(reaches) };
})();

/**
 * The leaps and rides of `atoms` (generation atoms: no redundant step under a ride) onto empty
 * squares or an enemy man, each line stopping at the first man met; with `capturesOnly`, only
 * those that take a man.
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
  const base = from & ~127;
  const cell = from & 127;
  for (let i = LINES_START[atoms & 63]!, end = LINES_START[(atoms & 63) + 1]!; i < end; i++) {
    const d = LINE_STEP[i]!;
    let t = cell + d;
    for (let left = LINE_REACH[i]!; left > 0 && !(t & 0x88); left--, t += d) {
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
