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
 * One walk along each line from each enemy king finds all three: the first man met is an own
 * man with the line's ride (or step, next to the king), a capture now; or an own man but a king
 * with such a rider behind it, a capture after it steps up. The conditions are all on the board
 * (the levels used, the squares on level 2 and the other outer level, the sub-moves left), so the
 * search's question (`canCaptureKing`) plays no move; `findKingCapture` plays the line it found
 * to write its moves. test/unit/engine-king-capture.test.ts proves both against brute force over
 * every sub-move sequence. The engine asks at the root (take the king) and at the start of every
 * turn in the search and quiescence (the opponent's threat after our turn).
 */
import {
  ATOM_BISHOP,
  ATOM_FERZ,
  ATOM_KNIGHT,
  ATOM_NIGHTRIDER,
  ATOM_PAWN,
  ATOM_ROOK,
  ATOM_WAZIR,
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
  type Color,
  type WorkingPosition as Position,
} from '../rules';

const buffer = new Int32Array(MAX_MOVES);
const MIDDLE = 1;
const LEVEL = 128;

/** A legal sub-move of the side to move that captures the king on `king`, or 0. */
function captureOf(pos: Position, king: number): number {
  const n = generateTactical(pos, buffer);
  for (let i = 0; i < n; i++) if (((buffer[i]! >>> 9) & 511) === king) return buffer[i]!;
  return 0;
}

/**
 * Can the side to move capture an enemy king within the rest of its turn? The same scan as
 * `findKingCapture`, without playing the line. A search passes its own `KingLines`.
 */
export function canCaptureKing(pos: Position, lines: KingLines = SHARED): boolean {
  return lines.scan(pos) !== NONE;
}

/**
 * The sub-moves (one to three) by which the side to move captures an enemy king this turn, or
 * null when it cannot. `pos` is left as it was.
 */
export function findKingCapture(pos: Position): number[] | null {
  const found = SHARED.scan(pos);
  if (found === NONE) return null;
  const king = (found >> 2) & 511;
  if ((found & 3) === NOW) return [captureOf(pos, king)];
  const blocker = found >> 11;
  const step = (MIDDLE - (blocker >> 7)) * LEVEL; // from the king's level to level 2
  return (found & 3) === RELAYED
    ? playLevelMoves(pos, [blocker + step, blocker + 2 * step, blocker, blocker + step], king)
    : playLevelMoves(pos, [blocker, blocker + step], king);
}

/** What `scan` found: none, or the shape, the king's square and the blocker's (`shape | king << 2 | blocker << 11`). */
const NONE = 0;
const NOW = 1;
const UNBLOCKED = 2;
const RELAYED = 3;

const SLOTS = 1 << 12;
const MAX_LINES = 16;
const TAKEN_NOW = -1;

/**
 * What one level holds for a side's king capture, kept in slots under the level's key
 * (`Position.levelKeys`) and the side, since it depends on that level alone and a search meets
 * each level again and again (in every order of a turn's sub-moves): the enemy king's square (−1:
 * none), whether an own man takes it now (`TAKEN_NOW` for the count), else the blockers, in the
 * order of the lines: own men but kings that stand first on a line from the king with an own
 * rider of the line behind them. Whether one can step aside depends on the other levels.
 */
export class KingLines {
  private readonly slotLo = new Int32Array(SLOTS);
  private readonly slotHi = new Int32Array(SLOTS);
  /** The side whose capture a slot holds, −1 when empty. */
  private readonly slotSide = new Int8Array(SLOTS).fill(-1);
  private readonly slotKing = new Int16Array(SLOTS);
  private readonly slotCount = new Int8Array(SLOTS);
  private readonly slotBlockers = new Int16Array(SLOTS * MAX_LINES);

  /** The first king capture of the side to move this turn (levels from 1, the capture now first). */
  scan(pos: Position): number {
    if (!pos.game.subMoveTurns || pos.winner >= 0) return NONE;
    const us = pos.turn;
    const board = pos.board;
    const left = pos.maxSubMovesNow() - pos.subMoves;
    const middleFree = !(pos.usedLevels & (1 << MIDDLE));
    for (let level = 0; level < pos.levels; level++) {
      if (level === MIDDLE || pos.usedLevels & (1 << level)) continue;
      const slot = this.linesOf(pos, level, us);
      const king = this.slotKing[slot]!;
      if (king < 0) continue;
      if (this.slotCount[slot] === TAKEN_NOW) return NOW | (king << 2);
      if (!middleFree || left < 2) continue;
      // A blocker steps up onto level 2: into an empty square, or one an own man first leaves
      // for the other outer level (when the turn has room for it and that square is empty).
      const relay = left >= 3 && !(pos.usedLevels & (1 << (2 - level)));
      const step = (MIDDLE - level) * LEVEL;
      for (let i = 0, count = this.slotCount[slot]!; i < count; i++) {
        const blocker = this.slotBlockers[slot * MAX_LINES + i]!;
        const above = board[blocker + step]!;
        if (!above) return UNBLOCKED | (king << 2) | (blocker << 11);
        if (relay && above >> 5 === us && !board[blocker + 2 * step])
          return RELAYED | (king << 2) | (blocker << 11);
      }
    }
    return NONE;
  }

  /** The slot with `level`'s lines for side `us`, filled now when it held another level. */
  private linesOf(pos: Position, level: number, us: Color): number {
    const lo = pos.levelKeys[2 * level]!;
    const hi = pos.levelKeys[2 * level + 1]!;
    const slot = ((lo << 1) | us) & (SLOTS - 1);
    if (this.slotLo[slot] === lo && this.slotHi[slot] === hi && this.slotSide[slot] === us)
      return slot;
    this.slotLo[slot] = lo;
    this.slotHi[slot] = hi;
    this.slotSide[slot] = us;
    const king = kingOn(pos.board, level * LEVEL, KING | ((us ^ 1) << 5));
    this.slotKing[slot] = king;
    this.slotCount[slot] =
      king < 0 ? 0 : findLines(pos, king, us, this.slotBlockers, slot * MAX_LINES);
    return slot;
  }
}

/** The lines of the callers outside a search (the root's answer, the analysis, the hint). */
const SHARED = new KingLines();

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

/**
 * The lines from a king, three numbers a line: its 0x88 step, the ride that takes along it and
 * the one-step power; the knight lines (for nightriders) last.
 */
const RAYS = Int32Array.from([
  ...ORTHOGONAL.flatMap((d) => [d, ATOM_ROOK, ATOM_WAZIR]),
  ...DIAGONAL.flatMap((d) => [d, ATOM_BISHOP, ATOM_FERZ]),
  ...KNIGHT_LEAPS.flatMap((d) => [d, ATOM_NIGHTRIDER, ATOM_KNIGHT]),
]);
/** How many numbers of `RAYS` the lines of rook and bishop take. */
const STRAIGHT_RAYS = 3 * (ORTHOGONAL.length + DIAGONAL.length);

/**
 * One walk along each line from the enemy king on `king`: `TAKEN_NOW` when a man of `us` attacks
 * it, else the number of blockers written into `blockers` from `at` (see `KingLines`).
 */
function findLines(
  pos: Position,
  king: number,
  us: Color,
  blockers: Int16Array,
  at: number,
): number {
  const board = pos.board;
  const base = king & ~127;
  const cell = king & 127;
  const usBits = us << 5;
  // Pawns: the squares behind the king diagonally, seen from the side that takes.
  const behind = cell - (us === 0 ? 16 : -16);
  for (let side = -1; side <= 1; side += 2) {
    const t = behind + side;
    if (t & 0x88) continue;
    const code = board[base + t]!;
    if (code && (code & 32) === usBits && ATOMS[code & 31]! & ATOM_PAWN) return TAKEN_NOW;
  }
  const riders = pos.game.maxPieceType > 6;
  if (!riders)
    for (let i = 0; i < KNIGHT_LEAPS.length; i++) {
      const t = cell + KNIGHT_LEAPS[i]!;
      if (t & 0x88) continue;
      const code = board[base + t]!;
      if (code && (code & 32) === usBits && ATOMS[code & 31]! & ATOM_KNIGHT) return TAKEN_NOW;
    }
  let count = 0;
  for (let i = 0, end = riders ? RAYS.length : STRAIGHT_RAYS; i < end; i += 3) {
    const d = RAYS[i]!;
    const ride = RAYS[i + 1]!;
    const oneStep = RAYS[i + 2]!;
    let t = cell + d;
    while (!(t & 0x88) && !board[base + t]) t += d;
    if (t & 0x88) continue;
    const code = board[base + t]!;
    if ((code & 32) !== usBits) continue;
    const powers = ATOMS[code & 31]!;
    if (powers & ride || (t === cell + d && powers & oneStep)) return TAKEN_NOW;
    if ((code & 31) === KING) continue;
    const blocker = base + t;
    t += d;
    while (!(t & 0x88) && !board[base + t]) t += d;
    if (t & 0x88) continue;
    const rider = board[base + t]!;
    if ((rider & 32) === usBits && ATOMS[rider & 31]! & ride) blockers[at + count++] = blocker;
  }
  return count;
}

/** Atoms by piece type. */
const ATOMS = Int32Array.from(PIECES, (p) => p.atoms);

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
