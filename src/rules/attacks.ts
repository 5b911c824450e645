/**
 * "Is this square attacked?", by looking outwards from the square along every atom's lines and
 * asking whether the first man met has that atom among its powers (its own piece's and, in
 * PlunderChess, its vest's). Attacks stay within a level.
 */
import {
  DIAGONAL,
  DIRECTION_BY_DIFFERENCE,
  KNIGHT_LEAPS,
  LINE_BY_DIFFERENCE,
  LINE_DIAGONAL,
  LINE_KNIGHT,
  LINE_ORTHOGONAL,
  levelOf,
  ORTHOGONAL,
  type Square,
} from './geometry';
import {
  MOVE_CASTLE,
  MOVE_DROP,
  MOVE_EN_PASSANT,
  MOVE_POCKET,
  moveFrom,
  moveKind,
  moveTo,
} from './move';
import {
  ATOM_BISHOP,
  ATOM_FERZ,
  ATOM_KNIGHT,
  ATOM_NIGHTRIDER,
  ATOM_PAWN,
  ATOM_ROOK,
  ATOM_WAZIR,
  PIECES,
  type Color,
} from './pieces';
import { forward, type PositionView as Position } from './position';

/** Atoms by piece type (index 0: none), for speed. */
const ATOMS_BY_TYPE: Int32Array = Int32Array.from(PIECES, (p) => p.atoms);

/** The powers of the man on `square`: its type's atoms and its vest's. */
const powersAt = (pos: Position, square: Square): number =>
  ATOMS_BY_TYPE[pos.board[square]! & 31]! | ATOMS_BY_TYPE[pos.vests[square]!]!;

/** Is `square` attacked by a pawn, or a man in a pawn vest, of colour `by`? */
export function attackedByPawns(pos: Position, square: Square, by: Color): boolean {
  return pawnAttacker(pos, square, by) >= 0;
}

/**
 * The square of a pawn (or man in a pawn vest) of `by` attacking `square`, or -1; with `found`,
 * every such square is pushed onto it instead (and -1 returned).
 */
function pawnAttacker(pos: Position, square: Square, by: Color, found?: Square[]): Square {
  const base = square & ~127;
  const behind = (square & 127) - forward(by);
  for (let side = -1; side <= 1; side += 2) {
    const t = behind + side;
    if (t & 0x88) continue;
    const code = pos.board[base + t]!;
    if (code && code >> 5 === by && powersAt(pos, base + t) & ATOM_PAWN) {
      if (!found) return base + t;
      found.push(base + t);
    }
  }
  return -1;
}

/** Is `square` attacked by a man of colour `by` on the same level? */
export function isAttacked(pos: Position, square: Square, by: Color): boolean {
  return attackerOf(pos, square, by) >= 0;
}

/** The square of a man of colour `by` attacking `square` (the first one found), or -1. */
export function attackerOf(pos: Position, square: Square, by: Color): Square {
  const riders = pos.game.maxPieceType > 6;
  let from = pawnAttacker(pos, square, by);
  if (from < 0) from = attackerAlong(pos, square, by, ORTHOGONAL, ATOM_ROOK, ATOM_WAZIR, 8);
  if (from < 0) from = attackerAlong(pos, square, by, DIAGONAL, ATOM_BISHOP, ATOM_FERZ, 8);
  if (from < 0)
    from = attackerAlong(
      pos,
      square,
      by,
      KNIGHT_LEAPS,
      ATOM_NIGHTRIDER,
      ATOM_KNIGHT,
      riders ? 8 : 1,
    );
  return from;
}

/**
 * Every man of colour `by` that attacks `square` directly (no man between; its own level), for
 * a reader of the board: none on the level where nothing captures (Parallel worlds' middle one).
 */
export function attackersOf(pos: Position, square: Square, by: Color): Square[] {
  const found: Square[] = [];
  if (pos.levels > 1 && levelOf(square) === pos.game.queenLevel) return found;
  const riders = pos.game.maxPieceType > 6;
  pawnAttacker(pos, square, by, found);
  attackerAlong(pos, square, by, ORTHOGONAL, ATOM_ROOK, ATOM_WAZIR, 8, found);
  attackerAlong(pos, square, by, DIAGONAL, ATOM_BISHOP, ATOM_FERZ, 8, found);
  attackerAlong(pos, square, by, KNIGHT_LEAPS, ATOM_NIGHTRIDER, ATOM_KNIGHT, riders ? 8 : 1, found);
  return found;
}

/**
 * Looks outwards from `square` along each delta (at most `reach` steps): the first man met when
 * it is one of `by`'s with the `ride` atom, or with the `step` atom one step away; else -1. With
 * `found`, every such man's square (one per delta at most) is pushed onto it instead.
 */
function attackerAlong(
  pos: Position,
  square: Square,
  by: Color,
  deltas: readonly number[],
  ride: number,
  step: number,
  reach: number,
  found?: Square[],
): Square {
  const board = pos.board;
  const vests = pos.vests;
  const base = square & ~127;
  const cell = square & 127;
  const byBits = by << 5;
  for (let i = 0; i < deltas.length; i++) {
    const d = deltas[i]!;
    let t = cell + d;
    for (let distance = 1; distance <= reach && !(t & 0x88); distance++, t += d) {
      const code = board[base + t]!;
      if (!code) continue;
      if ((code & 32) === byBits) {
        const powers = ATOMS_BY_TYPE[code & 31]! | ATOMS_BY_TYPE[vests[base + t]!]!;
        if (powers & ride || (distance === 1 && powers & step)) {
          if (!found) return base + t;
          found.push(base + t);
        }
      }
      break;
    }
  }
  return -1;
}

/** The ride atom of each line kind (`LINE_*`): the power that pins along it. */
const RIDE_BY_LINE = Int32Array.of(0, ATOM_ROOK, ATOM_BISHOP, 0, ATOM_NIGHTRIDER);

/**
 * Is the man on `from` (on a line from `king`) pinned to it by a rider of colour `by`: nothing
 * between them, and beyond `from` the first man met is `by`'s with that line's ride? Returns the
 * line's step from the king (a 0x88 delta), or 0 when it is not pinned.
 */
export function pinDirection(pos: Position, king: Square, from: Square, by: Color): number {
  const board = pos.board;
  const base = king & ~127;
  const end = from & 127;
  const d = DIRECTION_BY_DIFFERENCE[from - king + 119]!;
  const ride = RIDE_BY_LINE[LINE_BY_DIFFERENCE[from - king + 119]!]!;
  let t = (king & 127) + d;
  for (; t !== end; t += d) if (board[base + t]) return 0;
  for (t += d; !(t & 0x88); t += d) {
    const code = board[base + t]!;
    if (!code) continue;
    return code >> 5 === by && powersAt(pos, base + t) & ride ? d : 0;
  }
  return 0;
}

/** Is the king of the side to move attacked (flat games with check)? */
export function inCheck(pos: Position): boolean {
  const king = pos.kings[pos.turn]!;
  return king >= 0 && isAttacked(pos, king, (pos.turn ^ 1) as Color);
}

/**
 * `inCheck` just after `move` was made (the side to move was not in check before it, as in every
 * legal position), from what the move changed: the man it moved or dropped attacking the king,
 * or the line from the king through the square it left opened onto a rider. Castling and en
 * passant, which change more squares, take the full test. A search asks this at every node, where
 * it costs two short looks instead of a look along every line from the king.
 */
export function inCheckAfter(pos: Position, move: number): boolean {
  const king = pos.kings[pos.turn]!;
  if (king < 0) return false;
  const kind = moveKind(move);
  if (kind === MOVE_CASTLE || kind === MOVE_EN_PASSANT) return inCheck(pos);
  const by = (pos.turn ^ 1) as Color;
  if (kind !== MOVE_POCKET && attacksFrom(pos, moveTo(move), king)) return true;
  return kind !== MOVE_DROP && opensLine(pos, moveFrom(move), king, by);
}

/** Does the man on `from` attack `target` (on its level), by its own powers and its vest's? */
function attacksFrom(pos: Position, from: Square, target: Square): boolean {
  if ((from ^ target) & ~127) return false;
  const difference = target - from + 119;
  const line = LINE_BY_DIFFERENCE[difference]!;
  if (!line) return false;
  const powers = powersAt(pos, from);
  const d = DIRECTION_BY_DIFFERENCE[difference]!;
  const adjacent = from + d === target;
  if (line === LINE_ORTHOGONAL) {
    if (adjacent) return (powers & (ATOM_WAZIR | ATOM_ROOK)) !== 0;
    return (powers & ATOM_ROOK) !== 0 && clearBetween(pos, from, target, d);
  }
  if (line === LINE_DIAGONAL) {
    if (adjacent) {
      if (powers & (ATOM_FERZ | ATOM_BISHOP)) return true;
      // A pawn takes diagonally forward: the target is a step ahead of it, for its colour.
      return (powers & ATOM_PAWN) !== 0 && d > 0 === (pos.board[from]! >> 5 === 0);
    }
    return (powers & ATOM_BISHOP) !== 0 && clearBetween(pos, from, target, d);
  }
  if (adjacent) return (powers & (ATOM_KNIGHT | ATOM_NIGHTRIDER)) !== 0;
  return (powers & ATOM_NIGHTRIDER) !== 0 && clearBetween(pos, from, target, d);
}

/** Are the squares strictly between `from` and `to` (a line with step `d`) empty? */
function clearBetween(pos: Position, from: Square, to: Square, d: number): boolean {
  for (let t = from + d; t !== to; t += d) if (pos.board[t]) return false;
  return true;
}

/**
 * Now that `left` is empty or left by the man that moved, does a rider of `by` attack `king`
 * along the line from the king through `left`? (The first man on that line from the king.)
 */
function opensLine(pos: Position, left: Square, king: Square, by: Color): boolean {
  if ((left ^ king) & ~127) return false;
  const difference = left - king + 119;
  const line = LINE_BY_DIFFERENCE[difference]!;
  if (!line || (line === LINE_KNIGHT && pos.game.maxPieceType <= 6)) return false;
  const d = DIRECTION_BY_DIFFERENCE[difference]!;
  const base = king & ~127;
  for (let t = (king & 127) + d; !(t & 0x88); t += d) {
    const code = pos.board[base + t]!;
    if (!code) continue;
    return code >> 5 === by && (powersAt(pos, base + t) & RIDE_BY_LINE[line]!) !== 0;
  }
  return false;
}
