/**
 * How a game ends (docs/rules.md §Conventions / When a game ends): checkmate, a captured king,
 * stalemate, no
 * legal sub-move, and the automatic draws by rule. Judged at the start of a turn; where several
 * endings arrive together the first of `REASONS` (endReason.ts) is named.
 */
import { inCheck } from './attacks';
import type { EndReason } from './endReason';
import { makeFen } from './fen';
import { MOVE_EN_PASSANT, moveKind } from './move';
import { MAX_MOVES, generateLegal } from './movegen';
import { BISHOP, KING, KNIGHT, type Color } from './pieces';
import { mutable, type PositionView as Position } from './position';

export interface Outcome {
  readonly winner: Color | null; // null for a draw
  readonly reason: EndReason;
}

const buffer = new Int32Array(MAX_MOVES);

/**
 * The outcome of a position at the start of a turn, or null while the game goes on.
 * `repetitions` is how often this position (by `repetitionKey`) has occurred, itself included.
 */
export function outcomeOf(pos: Position, repetitions = 1): Outcome | null {
  if (pos.winner >= 0) return { winner: pos.winner as Color, reason: 'king-captured' };
  if (pos.subMoves > 0) return null;
  if (generateLegal(mutable(pos), buffer) === 0) {
    if (!pos.game.check) return { winner: null, reason: 'no-moves' };
    if (inCheck(pos)) return { winner: (pos.turn ^ 1) as Color, reason: 'checkmate' };
    return { winner: null, reason: 'stalemate' };
  }
  if (insufficientMaterial(pos)) return { winner: null, reason: 'insufficient-material' };
  if (pos.halfmove >= 100) return { winner: null, reason: 'fifty-moves' };
  if (repetitions >= 3) return { winner: null, reason: 'repetition' };
  return null;
}

/** Only kings (Parallel worlds, Pocket mutation with empty pockets) or a dead chess ending. */
export function insufficientMaterial(pos: Position): boolean {
  const others: Array<[number, number]> = []; // [type, square] of every man but the kings
  for (let square = 0; square < pos.board.length; square++) {
    const code = pos.board[square]!;
    if (code && pos.vests[square]) return false; // a vest, a king's too, is mating material
    // The 0x88 test applies to the cell within the level (bit 7 of a square is the level's).
    if (!(square & 127 & 0x88) && code && (code & 31) !== KING) {
      others.push([code & 31, square]);
    }
  }
  if (pos.game.pockets && (pos.pockets[0] || pos.pockets[1])) return false;
  if (pos.game.pockets || pos.game.levels > 1) return others.length === 0;
  if (others.length === 0) return true;
  if (others.length === 1) return others[0]![0] === KNIGHT || others[0]![0] === BISHOP;
  if (others.length === 2 && others.every(([type]) => type === BISHOP)) {
    const [a, b] = others as [[number, number], [number, number]];
    const shade = (square: number) => ((square >> 4) + square) & 1;
    return pos.board[a[1]]! >> 5 !== pos.board[b[1]]! >> 5 && shade(a[1]) === shade(b[1]);
  }
  return false;
}

/**
 * What makes two positions "the same" for repetition: placement, vests, pockets, side to move,
 * castling rights, and en passant rights only where an en passant capture is actually possible.
 */
export function repetitionKey(pos: Position): string {
  const [board, side, castling] = makeFen(pos).split(' ');
  const n = generateLegal(mutable(pos), buffer);
  const ep: number[] = [];
  for (let i = 0; i < n; i++)
    if (moveKind(buffer[i]!) === MOVE_EN_PASSANT) ep.push(buffer[i]! >>> 9);
  return `${board} ${side} ${castling} ${[...new Set(ep)].sort().join(',')}`;
}
