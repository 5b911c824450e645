/**
 * Moves as 32-bit integers, so that move lists are typed arrays and perft allocates nothing.
 *
 *   bits  0-8   from square (0..383); the dropped piece type for a drop
 *   bits  9-17  to square
 *   bits 18-22  promotion type, or the type a pocketed piece becomes
 *   bits 23-27  vest taken with a capture (PlunderChess), 0 for none
 *   bits 28-30  kind
 *   bit  31     the move uses the mover's vest (PlunderChess `*`)
 *
 * Read fields with `>>>` (the value may be negative as an int32).
 */

export const MOVE_NORMAL = 0;
export const MOVE_DOUBLE_STEP = 1; // a pawn (or pawn-vest) double step: leaves an en passant right
export const MOVE_EN_PASSANT = 2;
export const MOVE_CASTLE = 3; // encoded as the king's move
export const MOVE_POCKET = 4; // Pocket mutation: lift a piece into the pocket as `promotion`
export const MOVE_DROP = 5; // Pocket mutation: drop the pocketed piece on `to`
export const MOVE_END_TURN = 6; // Parallel worlds: end the turn early
export const MOVE_LEVEL = 7; // Parallel worlds: straight up or down one level

export type MoveKind = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The integer of a move. */
export const encodeMove = (
  kind: number,
  from: number,
  to: number,
  promotion = 0,
  vestTaken = 0,
  usesVest = false,
): number =>
  from |
  (to << 9) |
  (promotion << 18) |
  (vestTaken << 23) |
  (kind << 28) |
  (usesVest ? 1 << 31 : 0);

export const moveFrom = (move: number): number => move & 511;
export const moveTo = (move: number): number => (move >>> 9) & 511;
export const movePromotion = (move: number): number => (move >>> 18) & 31;
export const moveVestTaken = (move: number): number => (move >>> 23) & 31;
export const moveKind = (move: number): MoveKind => ((move >>> 28) & 7) as MoveKind;
export const moveUsesVest = (move: number): boolean => move >>> 31 === 1;

export const END_TURN = encodeMove(MOVE_END_TURN, 0, 0);
