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
 * Read fields with `>>>` (the value may be negative as an int32). Outside the core a move is a
 * branded `Move`, read with `decodeMove`.
 */
import { unreachable } from './problems';

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

declare const MOVE_BRAND: unique symbol;

/**
 * A move as the rules core hands it out (from `legalMoves`, `parseMove`, `parseSan`): the integer
 * above, branded so that outside code cannot pass a bare number where a move is wanted. Read it
 * with `decodeMove`.
 */
export type Move = number & { readonly [MOVE_BRAND]: true };

/** `end`: ending a Parallel worlds turn before its last sub-move. */
export const END_TURN = encodeMove(MOVE_END_TURN, 0, 0) as Move;

/** The kinds of move by name, as `decodeMove` gives them. */
export type MoveKindName =
  'normal' | 'double-step' | 'en-passant' | 'castle' | 'pocket' | 'drop' | 'end-turn' | 'level';

/**
 * A move as data. Squares carry their level (`levelOf`); `level` is the level the move ends on
 * (what Parallel worlds' one-sub-move-per-level rule counts). Piece types are catalogue ids.
 */
export type DecodedMove =
  | {
      readonly kind: 'normal' | 'double-step' | 'en-passant' | 'castle' | 'level';
      readonly from: number;
      readonly to: number;
      readonly level: number;
      /** The type a pawn promotes to, or 0. */
      readonly promotion: number;
      /** The vest taken with a capture (PlunderChess), or 0. */
      readonly vestTaken: number;
      /** The move spends the mover's vest (PlunderChess `*`). */
      readonly usesVest: boolean;
    }
  | {
      readonly kind: 'pocket';
      readonly from: number;
      readonly level: number;
      /** The type the pocketed piece becomes (its mutation). */
      readonly mutation: number;
    }
  | { readonly kind: 'drop'; readonly to: number; readonly level: number; readonly piece: number }
  | { readonly kind: 'end-turn' };

/** The kind of a move by name. */
export function moveKindName(move: Move): MoveKindName {
  const kind = moveKind(move);
  switch (kind) {
    case MOVE_NORMAL:
      return 'normal';
    case MOVE_DOUBLE_STEP:
      return 'double-step';
    case MOVE_EN_PASSANT:
      return 'en-passant';
    case MOVE_CASTLE:
      return 'castle';
    case MOVE_POCKET:
      return 'pocket';
    case MOVE_DROP:
      return 'drop';
    case MOVE_END_TURN:
      return 'end-turn';
    case MOVE_LEVEL:
      return 'level';
    default:
      return unreachable(kind);
  }
}

/** A move as data (see `DecodedMove`). */
export function decodeMove(move: Move): DecodedMove {
  const kind = moveKindName(move);
  switch (kind) {
    case 'end-turn':
      return { kind };
    case 'drop':
      return { kind, to: moveTo(move), level: moveTo(move) >> 7, piece: moveFrom(move) };
    case 'pocket':
      return {
        kind,
        from: moveFrom(move),
        level: moveFrom(move) >> 7,
        mutation: movePromotion(move),
      };
    case 'normal':
    case 'double-step':
    case 'en-passant':
    case 'castle':
    case 'level':
      return {
        kind,
        from: moveFrom(move),
        to: moveTo(move),
        level: moveTo(move) >> 7,
        promotion: movePromotion(move),
        vestTaken: moveVestTaken(move),
        usesVest: moveUsesVest(move),
      };
    default:
      return unreachable(kind);
  }
}
