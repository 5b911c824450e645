/**
 * PlunderChess vests: the moves a vest gives (once, and only those the wearer cannot make with its
 * own powers) and the vest choices offered with every capture.
 *
 * Both run per man, right after its ordinary moves were generated into `out[start..n)`, so a vest
 * move can be told from an ordinary one by looking at that segment.
 */
import { attackedByPawns } from './attacks';
import type { Square } from './geometry';
import {
  MOVE_CASTLE,
  MOVE_DOUBLE_STEP,
  MOVE_EN_PASSANT,
  MOVE_NORMAL,
  encodeMove,
  moveFrom,
  moveKind,
  movePromotion,
  moveTo,
  moveUsesVest,
} from './move';
import { ATOM_PAWN, KING, PAWN, PIECES, WHITE, generationAtoms, type Color } from './pieces';
import { forward, vestAddsPowers, type Position } from './position';
import { generateAtomMoves, generatePawnCaptures, pushWithPromotions } from './steps';

const candidates = new Int32Array(256);

/**
 * Appends the vest moves of the man on `from` (whose ordinary moves are `out[start..n)`):
 * moves of the vest's type to squares its own powers do not reach, an en passant capture even
 * where they do. A pawn that reaches its last rank this way promotes.
 */
export function generateVestMoves(
  pos: Position,
  from: Square,
  start: number,
  out: Int32Array,
  n: number,
): number {
  const board = pos.board;
  const us = pos.turn;
  const usBits = us << 5;
  const type = board[from]! & 31;
  const atoms = generationAtoms(PIECES[pos.vests[from]!]!.atoms);
  let count = 0;
  if (atoms & ATOM_PAWN) count = generatePawnVestMoves(pos, from, type, candidates, count);
  count = generateAtomMoves(board, from, atoms, usBits, false, candidates, count);
  const end = n;
  const lastRank = us === WHITE ? 7 : 0;
  for (let i = 0; i < count; i++) {
    const move = candidates[i]!;
    const to = moveTo(move);
    const kind = moveKind(move);
    if (kind !== MOVE_EN_PASSANT && reachedByOwnPowers(out, start, end, to)) continue;
    const promotes = type === PAWN && ((to >> 4) & 7) === lastRank;
    n = pushWithPromotions(kind, from, to, promotes, pos.game.promotionTypes, out, n);
  }
  for (let i = end; i < n; i++) out[i] = out[i]! | (1 << 31);
  return n;
}

/** Is `to` the destination of one of the ordinary (non-castling, non-en-passant) moves given? */
function reachedByOwnPowers(out: Int32Array, start: number, end: number, to: Square): boolean {
  for (let i = start; i < end; i++) {
    const move = out[i]!;
    const kind = moveKind(move);
    if (moveTo(move) === to && kind !== MOVE_CASTLE && kind !== MOVE_EN_PASSANT) return true;
  }
  return false;
}

/** A pawn vest: step and double step forward, diagonal captures forward, en passant. */
function generatePawnVestMoves(
  pos: Position,
  from: Square,
  type: number,
  out: Int32Array,
  n: number,
): number {
  const board = pos.board;
  const us = pos.turn;
  const fwd = forward(us);
  const base = from & ~127;
  const step = (from & 127) + fwd;
  if (step & 0x88) return n;
  if (!board[base + step]) {
    out[n++] = encodeMove(MOVE_NORMAL, from, base + step);
    const secondRank = us === WHITE ? 1 : 6;
    const twoSteps = base + step + fwd;
    const kingCrossesPawnAttack =
      type === KING && attackedByPawns(pos, base + step, (us ^ 1) as Color);
    if (((from >> 4) & 7) === secondRank && !board[twoSteps] && !kingCrossesPawnAttack)
      out[n++] = encodeMove(MOVE_DOUBLE_STEP, from, twoSteps);
  }
  return generatePawnCaptures(pos, from, false, out, n);
}

/**
 * For every capture in `out[start..n)`, appends one move per vest on offer: the captured man's
 * type and the vest it wore, each if it adds powers to the capturer (as it stands after the
 * move) and differs from the vest the capturer keeps by declining.
 */
export function addPlunderChoices(
  pos: Position,
  from: Square,
  start: number,
  out: Int32Array,
  n: number,
): number {
  const board = pos.board;
  const end = n;
  for (let i = start; i < end; i++) {
    const move = out[i]!;
    const kind = moveKind(move);
    const to = moveTo(move);
    const victimSquare = kind === MOVE_EN_PASSANT ? to - forward(pos.turn) : to;
    if (kind === MOVE_CASTLE || !board[victimSquare]) continue;
    const promotion = movePromotion(move);
    const newType = promotion || board[moveFrom(move)]! & 31;
    let kept = moveUsesVest(move) ? 0 : pos.vests[from]!;
    if (kept && promotion && !vestAddsPowers(newType, kept)) kept = 0;
    const capturedType = board[victimSquare]! & 31;
    const capturedVest = pos.vests[victimSquare]!;
    if (capturedType !== kept && vestAddsPowers(newType, capturedType))
      out[n++] = move | (capturedType << 23);
    if (
      capturedVest &&
      capturedVest !== capturedType &&
      capturedVest !== kept &&
      vestAddsPowers(newType, capturedVest)
    )
      out[n++] = move | (capturedVest << 23);
  }
  return n;
}
