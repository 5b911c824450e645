/**
 * Parallel worlds chess: can the side to move capture an enemy king within the rest of its turn?
 *
 * Exact and cheap, because of the turn rules. A king stands on level 1 or 3 (kings never change
 * level), and only a man on the king's level can take it, in one sub-move ending there. Every
 * earlier sub-move of the turn must end on another level, so the only earlier sub-moves that can
 * help are own men stepping off the king's level onto level 2, clearing a line; and only one such
 * step fits in a turn (level 2 can be used once). So: a king capture now, or one step onto level 2
 * by the first own man on a line from the king, with an own rider of that line behind it. Attack
 * tests find the candidates; the legal sub-moves confirm them (men already moved this turn, used
 * levels). The engine runs it at the root (take the king) and at the start of every turn in the
 * search (the opponent's threat after our turn).
 */
import {
  DIAGONAL,
  KING,
  KNIGHT_LEAPS,
  MAX_MOVES,
  MOVE_LEVEL,
  ORTHOGONAL,
  PIECES,
  encodeMove,
  generateLegal,
  isAttacked,
  type Color,
  type WorkingPosition as Position,
} from '../rules';

const buffer = new Int32Array(MAX_MOVES);
const MIDDLE = 1;
const LEVEL = 128;
const ROOK_RIDE = 8;
const BISHOP_RIDE = 16;
const NIGHT_RIDE = 32;

/** A legal sub-move of the side to move that captures the king on `king`, or 0. */
function captureOf(pos: Position, king: number): number {
  const n = generateLegal(pos, buffer);
  for (let i = 0; i < n; i++) if (((buffer[i]! >>> 9) & 511) === king) return buffer[i]!;
  return 0;
}

/**
 * The sub-moves (one or two) by which the side to move captures an enemy king this turn, or
 * null when it cannot. `pos` is left as it was.
 */
export function findKingCapture(pos: Position): number[] | null {
  if (!pos.game.subMoveTurns || pos.winner >= 0) return null;
  const us = pos.turn;
  const them = (us ^ 1) as Color;
  const kingCode = KING | (them << 5);
  const board = pos.board;
  const canUnblock = !(pos.usedLevels & (1 << MIDDLE)) && pos.subMoves + 2 <= pos.maxSubMovesNow();
  for (let level = 0; level < pos.levels; level++) {
    if (level === MIDDLE || pos.usedLevels & (1 << level)) continue;
    const base = level * LEVEL;
    for (let cell = 0; cell < 128; cell++) {
      if (cell & 0x88 || board[base + cell] !== kingCode) continue;
      const king = base + cell;
      if (isAttacked(pos, king, us)) {
        const move = captureOf(pos, king);
        if (move) return [move];
      }
      if (!canUnblock) continue;
      const unblock = unblockingCapture(pos, king, us, level);
      if (unblock) return unblock;
    }
  }
  return null;
}

/** A step onto the middle level that opens a line to `king` for an own rider, then the capture. */
function unblockingCapture(pos: Position, king: number, us: Color, level: number): number[] | null {
  const board = pos.board;
  const base = king & ~127;
  const lines: Array<[readonly number[], number]> = [
    [ORTHOGONAL, ROOK_RIDE],
    [DIAGONAL, BISHOP_RIDE],
  ];
  if (pos.game.maxPieceType > 6) lines.push([KNIGHT_LEAPS, NIGHT_RIDE]);
  const step = (MIDDLE - level) * LEVEL;
  for (const [deltas, ride] of lines) {
    for (const d of deltas) {
      let t = (king & 127) + d;
      while (!(t & 0x88) && !board[base + t]) t += d;
      if (t & 0x88) continue;
      const blocker = base + t;
      const code = board[blocker]!;
      if (code >> 5 !== us || (code & 31) === KING || board[blocker + step]) continue;
      t += d;
      while (!(t & 0x88) && !board[base + t]) t += d;
      if (t & 0x88) continue;
      const rider = board[base + t]!;
      if (rider >> 5 !== us || !(PIECES[rider & 31]!.atoms & ride)) continue;
      const lift = findLevelMove(pos, blocker, blocker + step);
      if (!lift) continue;
      pos.make(lift);
      const capture = pos.turn === us ? captureOf(pos, king) : 0;
      pos.unmake();
      if (capture) return [lift, capture];
    }
  }
  return null;
}

/** The legal level move from `from` to `to` (with a promotion where one is due), or 0. */
function findLevelMove(pos: Position, from: number, to: number): number {
  const plain = encodeMove(MOVE_LEVEL, from, to);
  const n = generateLegal(pos, buffer);
  for (let i = 0; i < n; i++) if ((buffer[i]! & 0x3ffff) === (plain & 0x3ffff)) return buffer[i]!;
  return 0;
}
