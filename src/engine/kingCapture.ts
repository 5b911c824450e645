/**
 * Parallel worlds chess: can the side to move capture an enemy king within the rest of its turn?
 *
 * Exact and cheap, because of the turn rules (docs/rules.md, Parallel worlds chess). A king stands
 * on level 1 or 3 (kings never change level), and only a man already on the king's level that has
 * not moved this turn can take it, in one sub-move ending there: a man arriving on that level
 * would end a sub-move there too. So every earlier sub-move ends on another level, and the only
 * way one changes the king's level is an own man stepping off it onto level 2 (a move between
 * levels never captures, and no other move leaves the level). That clears one line at most, as
 * level 2 takes one sub-move. When the level-2 square above that man is taken by an own man, that
 * man can first step on to the other outer level (if its square there is empty), the only move
 * that frees the square without ending on level 2 or on the king's level. So there are exactly
 * three shapes:
 *
 * 1. the capture now;
 * 2. the first own man on a line from the king steps onto level 2, with an own rider of that
 *    line behind it, then the rider takes (`1e5-2e5 1e1-1e8`);
 * 3. the same when the level-2 square is taken by an own man: that man steps to the other outer
 *    level first (`2a4-1a4 3a4-2a4 3a1-3a8`).
 *
 * Attack tests find the candidates; the legal sub-moves confirm them (men already moved this
 * turn, used levels, sub-moves left). test/unit/engine-king-capture.test.ts proves it against
 * brute force over every sub-move sequence. The engine runs it at the root (take the king) and
 * at the start of every turn in the search and quiescence (the opponent's threat after our turn).
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
  generateTactical,
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
  const n = generateTactical(pos, buffer);
  for (let i = 0; i < n; i++) if (((buffer[i]! >>> 9) & 511) === king) return buffer[i]!;
  return 0;
}

/**
 * The sub-moves (one to three) by which the side to move captures an enemy king this turn, or
 * null when it cannot. `pos` is left as it was.
 */
export function findKingCapture(pos: Position): number[] | null {
  if (!pos.game.subMoveTurns || pos.winner >= 0) return null;
  const us = pos.turn;
  const them = (us ^ 1) as Color;
  const kingCode = KING | (them << 5);
  const board = pos.board;
  const left = pos.maxSubMovesNow() - pos.subMoves;
  const middleFree = !(pos.usedLevels & (1 << MIDDLE));
  for (let level = 0; level < pos.levels; level++) {
    if (level === MIDDLE || pos.usedLevels & (1 << level)) continue;
    const base = level * LEVEL;
    const other = 2 - level; // the other outer level
    const room: Room = {
      unblock: middleFree && left >= 2,
      relay: middleFree && left >= 3 && !(pos.usedLevels & (1 << other)),
    };
    const king = kingOn(board, base, kingCode);
    if (king < 0) continue;
    if (isAttacked(pos, king, us)) {
      const move = captureOf(pos, king);
      if (move) return [move];
    }
    if (!room.unblock) continue;
    const unblock = unblockingCapture(pos, king, us, level, room);
    if (unblock) return unblock;
  }
  return null;
}

/**
 * Where each king was last seen, by level and colour (`level * 2 + colour`): a king seldom
 * moves, so the square is checked first and the level searched only when the king is gone from
 * it. A level holds one king of a colour at most (the FEN reader's rule).
 */
const lastSeen = new Int16Array(6);

/** The square of the king `kingCode` on the level starting at `base`, or -1. */
function kingOn(board: Int8Array, base: number, kingCode: number): number {
  const slot = (base >> 6) | (kingCode >> 5);
  const seen = lastSeen[slot]!;
  if (board[seen] === kingCode && (seen & ~127) === base) return seen;
  for (let cell = 0; cell < 128; cell++) {
    if (cell & 0x88 || board[base + cell] !== kingCode) continue;
    lastSeen[slot] = base + cell;
    return base + cell;
  }
  return -1;
}

/** Which of the longer shapes the turn has room for: 2 (a step onto level 2), 3 (with a relay). */
interface Room {
  readonly unblock: boolean;
  readonly relay: boolean;
}

/** The lines a rider may open onto a king: each direction set with the ride that uses it. */
const LINES: ReadonlyArray<readonly [readonly number[], number]> = [
  [ORTHOGONAL, ROOK_RIDE],
  [DIAGONAL, BISHOP_RIDE],
];
const LINES_WITH_NIGHTRIDERS = [...LINES, [KNIGHT_LEAPS, NIGHT_RIDE] as const];

/**
 * A step onto the middle level that opens a line to `king` for an own rider, then the capture;
 * where the level-2 square is taken by an own man, that man first steps to the other outer level.
 */
function unblockingCapture(
  pos: Position,
  king: number,
  us: Color,
  level: number,
  room: Room,
): number[] | null {
  const board = pos.board;
  const base = king & ~127;
  const lines = pos.game.maxPieceType > 6 ? LINES_WITH_NIGHTRIDERS : LINES;
  const step = (MIDDLE - level) * LEVEL; // from the king's level to level 2, and on to the other
  for (const [deltas, ride] of lines) {
    for (const d of deltas) {
      let t = (king & 127) + d;
      while (!(t & 0x88) && !board[base + t]) t += d;
      if (t & 0x88) continue;
      const blocker = base + t;
      const code = board[blocker]!;
      if (code >> 5 !== us || (code & 31) === KING) continue;
      const above = board[blocker + step]!;
      if (above && !(room.relay && above >> 5 === us && !board[blocker + 2 * step])) continue;
      t += d;
      while (!(t & 0x88) && !board[base + t]) t += d;
      if (t & 0x88) continue;
      const rider = board[base + t]!;
      if (rider >> 5 !== us || !(PIECES[rider & 31]!.atoms & ride)) continue;
      const line = above
        ? playLevelMoves(pos, [blocker + step, blocker + 2 * step, blocker, blocker + step], king)
        : playLevelMoves(pos, [blocker, blocker + step], king);
      if (line) return line;
    }
  }
  return null;
}

/**
 * Plays the level moves `from₁ to₁ from₂ to₂ …` in turn and then looks for the capture of
 * `king`: the whole line, or null when a move is not legal or the king cannot be taken after
 * them. `pos` is left as it was.
 */
function playLevelMoves(pos: Position, squares: readonly number[], king: number): number[] | null {
  const us = pos.turn;
  const line: number[] = [];
  for (let i = 0; i < squares.length && pos.turn === us; i += 2) {
    const move = findLevelMove(pos, squares[i]!, squares[i + 1]!);
    if (!move) break;
    pos.make(move);
    line.push(move);
  }
  const capture = line.length * 2 === squares.length && pos.turn === us ? captureOf(pos, king) : 0;
  for (let i = 0; i < line.length; i++) pos.unmake();
  return capture ? [...line, capture] : null;
}

/** The legal level move from `from` to `to` (with a promotion where one is due), or 0. */
function findLevelMove(pos: Position, from: number, to: number): number {
  const plain = encodeMove(MOVE_LEVEL, from, to);
  const n = generateLegal(pos, buffer);
  for (let i = 0; i < n; i++) if ((buffer[i]! & 0x3ffff) === (plain & 0x3ffff)) return buffer[i]!;
  return 0;
}
