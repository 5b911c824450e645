/**
 * Move generation for every game: pseudo-legal moves from the piece atoms and the game's rule
 * families, then the legality filter for games with check.
 *
 * Moves go into a caller-owned Int32Array (see `move.ts`) so that perft allocates nothing.
 * Pins are cheap to rule out with 0x88 line tables: when the king is not in check, a man that
 * does not stand on a line from its king (rook, bishop or, with nightriders about, knight line)
 * cannot expose it, and its moves skip the make/unmake test. A man on such a line exposes it only
 * when it is pinned (the line runs on past it to an enemy rider of that line), and then only by
 * leaving the line: one walk along one line per man instead of an attack test per move.
 */
import { attackerOf, isAttacked, pinDirection } from './attacks';
import {
  DIAGONAL,
  DIRECTION_BY_DIFFERENCE,
  LEVEL_SIZE,
  LINE_BY_DIFFERENCE,
  LINE_DIAGONAL,
  LINE_KNIGHT,
  LINE_ORTHOGONAL,
  ORTHOGONAL,
  levelOf,
  type Square,
} from './geometry';
import {
  MOVE_CASTLE,
  MOVE_DOUBLE_STEP,
  MOVE_DROP,
  MOVE_EN_PASSANT,
  MOVE_LEVEL,
  MOVE_NORMAL,
  MOVE_POCKET,
  encodeMove,
  moveFrom,
  moveKind,
  movePromotion,
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
  KING,
  PAWN,
  PIECES,
  ROOK,
  WHITE,
  generationAtoms,
  pieceCode,
  piecesOfClass,
  type Color,
} from './pieces';
import { castlingBit, forward, occupancySquare, type Position } from './position';
import { generateAtomMoves, generatePawnCaptures, pushWithPromotions } from './steps';
import { addPlunderChoices, generateVestMoves } from './vests';

/** Big enough for any position of these games. */
export const MAX_MOVES = 2048;

const GENERATION_ATOMS: Int32Array = Int32Array.from(PIECES, (p) => generationAtoms(p.atoms));
const QUEEN_DIRECTIONS = [...ORTHOGONAL, ...DIAGONAL];

/** Types a man of `type` may become when pocketed from a rank (`fromLastRank`). */
function pocketTargets(type: number, fromLastRank: boolean): number[] {
  const mutationClass = PIECES[type]!.mutationClass;
  if (!fromLastRank) return piecesOfClass(mutationClass);
  return piecesOfClass(Math.min(mutationClass + 1, 8));
}
const POCKET_TARGETS = [false, true].map((last) =>
  PIECES.map((p) => (p.type === 0 || p.type === KING ? [] : pocketTargets(p.type, last))),
);

/** Writes the pseudo-legal moves of the side to move into `out`; returns how many. */
export function generatePseudoLegal(pos: Position, out: Int32Array): number {
  return generateMoves(pos, out, false);
}

/**
 * The moves of the side to move, all of them or (`tactical`) only its captures (en passant
 * too) and promotions: the families that never capture or promote (drops, pocketing,
 * castling, the middle level's queen moves, level moves but a pawn's) are not generated, a
 * man's rides stop at their first man, and pawns push only to promote.
 */
function generateMoves(
  pos: Position,
  out: Int32Array,
  tactical: boolean,
  checker = NO_CHECKER,
): number {
  if (pos.winner >= 0) return 0;
  let n = 0;
  // In check, only the king and the men that could move onto a square that takes the checker or
  // blocks its line can have a legal move (the others are not generated at all).
  if (checker >= 0) markEvasions(pos, checker);
  if (pos.game.pockets && pos.pockets[pos.turn] && !tactical)
    n = checker >= 0 ? generateBlockingDrops(pos, out, n) : generateDrops(pos, out, n);
  if (tactical && checker < 0 && pos.levels === 1 && !pos.game.vests)
    return generateFlatCaptures(pos, out, n);
  for (let level = 0; level < pos.levels; level++)
    n = generateOnLevel(pos, level, tactical, out, n, -1, checker >= 0);
  return n;
}

/**
 * `generateOnLevel`'s captures and promotions on a single board without vests (chess, Pocket
 * mutation chess), not in check: the quiescence search's generation, with none of the other
 * families' tests. The same moves in the same order.
 */
function generateFlatCaptures(pos: Position, out: Int32Array, n: number): number {
  const board = pos.board;
  const us = pos.turn;
  const usBits = us << 5;
  const occupancy = pos.occupancy;
  for (let word = us * 2, last = word + 1; word <= last; word++) {
    for (let bits = occupancy[word]!; bits !== 0; bits &= bits - 1) {
      const from = occupancySquare(word, 31 - Math.clz32(bits & -bits));
      const atoms = GENERATION_ATOMS[board[from]! & 31]!;
      if (atoms & ATOM_PAWN) n = generatePawnMoves(pos, from, true, out, n);
      n = generateAtomMoves(board, from, atoms, usBits, true, out, n);
    }
  }
  return n;
}

/**
 * Parallel worlds chess (no check: pseudo-legal is legal): the captures and promotions of the
 * side to move's men on `level`, appended to `out` from `n`; returns the new count.
 * `generateTactical` gives these over every level. On an outer level nobody moved on this turn
 * they depend on that level alone (its men, its en passant right), which lets a search keep
 * them per level.
 */
export function generateTacticalOnLevel(
  pos: Position,
  level: number,
  out: Int32Array,
  n: number,
): number {
  return pos.winner >= 0 ? n : generateOnLevel(pos, level, true, out, n);
}

/**
 * `generateMoves` for the men on one level (`only`: for the man on that square alone), appended
 * to `out` from `n`.
 */
function generateOnLevel(
  pos: Position,
  level: number,
  tactical: boolean,
  out: Int32Array,
  n: number,
  only = -1,
  evading = false,
): number {
  const game = pos.game;
  const used = pos.usedLevels;
  const king = pos.kings[pos.turn]!;
  // A whole level used this turn: only a level move could leave it, and from an outer level
  // none promotes (pawns promote on arriving at the last rank there).
  if (tactical && used & (1 << level) && level !== game.queenLevel) return n;
  const board = pos.board;
  const us = pos.turn;
  const usBits = us << 5;
  const occupancy = pos.occupancy;
  // The side's men of the level, by their occupancy bits (in the order of their squares).
  for (let word = (level * 2 + us) * 2, last = word + 1; word <= last; word++) {
    for (let bits = occupancy[word]!; bits !== 0; bits &= bits - 1) {
      const from = occupancySquare(word, 31 - Math.clz32(bits & -bits));
      if ((only >= 0 && from !== only) || (pos.lockedCount && pos.isLocked(from))) continue;
      if (evading && from !== king && !mayEvade(pos, from)) continue;
      const type = board[from]! & 31;
      const start = n;
      // A level move promotes only a pawn already on its last rank (of level 2).
      if (
        game.levelMoves &&
        type !== KING &&
        (!tactical || (type === PAWN && onLastRank(from, us)))
      )
        n = generateLevelMoves(pos, from, type, out, n);
      if (used & (1 << level)) continue;
      if (level === game.queenLevel) {
        if (!tactical) n = generateQuietQueenMoves(pos, from, out, n);
        continue;
      }
      if (game.pockets && !pos.pockets[us] && type !== KING && !tactical)
        n = generatePocketing(pos, from, type, out, n);
      const atoms = GENERATION_ATOMS[type]!;
      if (atoms & ATOM_PAWN) n = generatePawnMoves(pos, from, tactical, out, n);
      // A vest's moves are told apart from the man's own by the squares both reach: all.
      const vested = game.vests && pos.vests[from] !== 0;
      n = generateAtomMoves(board, from, atoms, usBits, tactical && !vested, out, n);
      // No castling out of check.
      if (type === KING && game.castling && !tactical && !evading)
        n = generateCastling(pos, from, out, n);
      if (game.vests) {
        if (vested) {
          n = generateVestMoves(pos, from, start, out, n);
          if (tactical) n = keepCaptures(board, out, start, n);
        }
        n = addPlunderChoices(pos, from, start, out, n);
      }
    }
  }
  return n;
}

/**
 * The legal moves of the side to move's man on `from` (none when there is no such man or it has
 * moved this turn), for a search that tries a remembered move before generating every move.
 * `checked` as for `generateLegal`.
 */
export function generateLegalFrom(
  pos: Position,
  from: Square,
  out: Int32Array,
  checked?: boolean,
): number {
  if (pos.winner >= 0) return 0;
  const n = generateOnLevel(pos, levelOf(from), false, out, 0, from);
  return keepLegal(pos, out, n, checkerOf(pos, checked));
}

/** Pocket mutation: the legal drops of the side to move (`checked` as for `generateLegal`). */
export function generateLegalDrops(pos: Position, out: Int32Array, checked?: boolean): number {
  if (pos.winner >= 0 || !pos.game.pockets || !pos.pockets[pos.turn]) return 0;
  return keepLegal(pos, out, generateDrops(pos, out, 0), checkerOf(pos, checked));
}

const onLastRank = (square: Square, color: Color): boolean =>
  ((square >> 4) & 7) === (color === WHITE ? 7 : 0);

/** Keeps the captures and promotions among `out[start..n)` (a vested man's); the new end. */
function keepCaptures(board: Int8Array, out: Int32Array, start: number, n: number): number {
  let kept = start;
  for (let i = start; i < n; i++) {
    const move = out[i]!;
    if (board[moveTo(move)] || moveKind(move) === MOVE_EN_PASSANT || movePromotion(move))
      out[kept++] = move;
  }
  return kept;
}

/** Parallel worlds' middle level: every man rides as a queen and never captures. */
function generateQuietQueenMoves(pos: Position, from: Square, out: Int32Array, n: number): number {
  const base = from & ~127;
  const cell = from & 127;
  for (let i = 0; i < QUEEN_DIRECTIONS.length; i++) {
    const d = QUEEN_DIRECTIONS[i]!;
    for (let t = cell + d; !(t & 0x88) && !pos.board[base + t]; t += d) {
      out[n++] = from | ((base + t) << 9);
    }
  }
  return n;
}

function generatePawnMoves(
  pos: Position,
  from: Square,
  tactical: boolean,
  out: Int32Array,
  n: number,
): number {
  const board = pos.board;
  const us = pos.turn;
  const fwd = forward(us);
  const rank = (from >> 4) & 7;
  const lastRank = us === WHITE ? 7 : 0;
  if (rank === lastRank) return n; // Pocket mutation: a pawn on its last rank cannot move
  const promotionTypes = pos.game.promotionTypes;
  const promotes = promotionTypes.length > 0 && rank + (us === WHITE ? 1 : -1) === lastRank;
  const base = from & ~127;
  const cell = from & 127;
  const step = cell + fwd;
  if (!board[base + step] && (promotes || !tactical)) {
    n = pushWithPromotions(MOVE_NORMAL, from, base + step, promotes, promotionTypes, out, n);
    const secondRank = us === WHITE ? 1 : 6;
    if (rank === secondRank && !tactical && !board[base + step + fwd]) {
      out[n++] = encodeMove(MOVE_DOUBLE_STEP, from, base + step + fwd);
    }
  }
  n = generatePawnCaptures(pos, from, promotes, out, n);
  return n;
}

function generateCastling(pos: Position, king: Square, out: Int32Array, n: number): number {
  const us = pos.turn;
  const level = levelOf(king);
  const home = level * LEVEL_SIZE + (us === WHITE ? 0 : 0x70);
  if (king !== home + 4) return n;
  const board = pos.board;
  const them = (us ^ 1) as Color;
  const rook = pieceCode(ROOK, us);
  for (let side = 0; side < 2; side++) {
    const queenSide = side === 1;
    if (!(pos.castling & castlingBit(level, us, queenSide))) continue;
    const rookSquare = home + (queenSide ? 0 : 7);
    if (board[rookSquare] !== rook || (pos.lockedCount && pos.isLocked(rookSquare))) continue;
    let clear = true;
    for (let f = queenSide ? 1 : 5; f <= (queenSide ? 3 : 6); f++)
      if (board[home + f]) clear = false;
    if (!clear) continue;
    const to = home + (queenSide ? 2 : 6);
    const pass = home + (queenSide ? 3 : 5);
    if (isAttacked(pos, king, them) || isAttacked(pos, pass, them) || isAttacked(pos, to, them))
      continue;
    out[n++] = encodeMove(MOVE_CASTLE, king, to);
  }
  return n;
}

/** Parallel worlds: straight up or down one level onto an empty square. */
function generateLevelMoves(
  pos: Position,
  from: Square,
  type: number,
  out: Int32Array,
  n: number,
): number {
  const level = from >> 7;
  const us = pos.turn;
  const lastRank = us === WHITE ? 7 : 0;
  for (let dl = -1; dl <= 1; dl += 2) {
    const target = level + dl;
    if (target < 0 || target >= pos.levels || pos.usedLevels & (1 << target)) continue;
    const to = from + dl * LEVEL_SIZE;
    if (pos.board[to]) continue;
    const promotes =
      type === PAWN && target !== pos.game.queenLevel && ((to >> 4) & 7) === lastRank;
    n = pushWithPromotions(MOVE_LEVEL, from, to, promotes, pos.game.promotionTypes, out, n);
  }
  return n;
}

/** Pocket mutation: lift a man into the empty pocket as one of the types it may become. */
function generatePocketing(
  pos: Position,
  from: Square,
  type: number,
  out: Int32Array,
  n: number,
): number {
  if (pos.fullmove === 1 && pos.turn === WHITE) return n;
  const lastRank = pos.turn === WHITE ? 7 : 0;
  const targets = POCKET_TARGETS[((from >> 4) & 7) === lastRank ? 1 : 0]![type]!;
  for (let i = 0; i < targets.length; i++)
    out[n++] = encodeMove(MOVE_POCKET, from, from, targets[i]!);
  return n;
}

/** Pocket mutation: the pocketed piece onto any empty square but its owner's last rank. */
function generateDrops(pos: Position, out: Int32Array, n: number): number {
  const type = pos.pockets[pos.turn]!;
  const lastRank = pos.turn === WHITE ? 7 : 0;
  for (let rank = 0; rank < 8; rank++) {
    if (rank === lastRank) continue;
    for (let file = 0; file < 8; file++) {
      const to = rank * 16 + file;
      if (!pos.board[to]) out[n++] = encodeMove(MOVE_DROP, type, to);
    }
  }
  return n;
}

/**
 * Writes the legal moves of the side to move into `out`; returns how many. In Parallel worlds
 * chess these are the sub-moves of the turn in progress (without `end`). `checked`: whether the
 * side to move is in check, where the caller knows it (a search, from `inCheckAfter`).
 */
export function generateLegal(pos: Position, out: Int32Array, checked?: boolean): number {
  const checker = checkerOf(pos, checked);
  return keepLegal(pos, out, generateMoves(pos, out, false, checker), checker);
}

/**
 * Writes the legal captures (en passant too) and promotions of the side to move into `out`;
 * returns how many: `generateLegal` less its quiet moves, for the engine's quiescence search,
 * without generating the quiet ones first.
 */
export function generateTactical(pos: Position, out: Int32Array, checked?: boolean): number {
  const checker = checkerOf(pos, checked);
  return keepLegal(pos, out, generateMoves(pos, out, true, checker), checker);
}

/** No man gives check (or the game has none). */
const NO_CHECKER = -1;

/**
 * The square of a man giving check to the side to move (the first one found), or `NO_CHECKER`;
 * `checked === false` when the caller knows there is none.
 */
function checkerOf(pos: Position, checked?: boolean): Square {
  if (!pos.game.check || checked === false) return NO_CHECKER;
  return attackerOf(pos, pos.kings[pos.turn]!, (pos.turn ^ 1) as Color);
}

/**
 * Keeps the legal moves among the `n` pseudo-legal ones of `out`; returns how many (`checker`:
 * see `checkerOf`).
 */
function keepLegal(pos: Position, out: Int32Array, n: number, checker: Square): number {
  if (!pos.game.check) return n;
  const us = pos.turn;
  const them = (us ^ 1) as Color;
  const king = pos.kings[us]!;
  // In check, a move of another man is legal only if it takes that checker or blocks its line
  // (every checker's, but the one found first rules most moves out without a test).
  const inCheck = checker >= 0;
  if (inCheck) markEvasions(pos, checker);
  const lines = LINE_ORTHOGONAL | LINE_DIAGONAL | (pos.game.maxPieceType > 6 ? LINE_KNIGHT : 0);
  let legal = 0;
  let pinnedFrom = -1; // moves come grouped by man: its pin is looked up once
  let pin = 0;
  let lastSquares = -1; // the last plain displacement tested, and whether it was safe
  let lastSafe = false;
  for (let i = 0; i < n; i++) {
    const move = out[i]!;
    const kind = moveKind(move);
    const from = moveFrom(move);
    let safe: boolean;
    if (kind === MOVE_CASTLE) {
      // `generateCastling` found the king's square, the one it passes and the one it lands on
      // unattacked. Of the lines from where it lands, only the rank runs through the squares the
      // king and the rook leave: the rook now blocks it on the king's side, and on the rook's
      // side it ends at the edge of the board.
      safe = true;
    } else if (!inCheck && kind !== MOVE_EN_PASSANT && from !== king) {
      // Not in check, the king stays: only a man on a line from the king can expose it.
      const line = kind === MOVE_DROP ? 0 : LINE_BY_DIFFERENCE[from - king + 119]! & lines;
      if (!line) safe = true;
      else if (kind === MOVE_NORMAL || kind === MOVE_DOUBLE_STEP) {
        // A man leaving `from` opens that one line: a pinned man may move along it only.
        if (from !== pinnedFrom) {
          pinnedFrom = from;
          pin = pinDirection(pos, king, from, them);
        }
        safe = pin === 0 || DIRECTION_BY_DIFFERENCE[moveTo(move) - king + 119] === pin;
      } else {
        safe = !exposesKingAfter(pos, move, us, them);
      }
    } else if (
      inCheck &&
      from !== king &&
      kind !== MOVE_EN_PASSANT &&
      EVASIONS[moveTo(move) & 127] !== evasionStamp
    ) {
      safe = false;
    } else if (kind === MOVE_NORMAL || kind === MOVE_DOUBLE_STEP) {
      // A plain displacement is as safe as its two squares make it, whatever the promotion, the
      // vest used or the vest taken: the moves that share them (next to each other) share it.
      const squares = move & 0x3ffff;
      if (squares !== lastSquares) {
        lastSquares = squares;
        const to = moveTo(move);
        lastSafe = !exposesKing(pos, from, to, from === king ? to : king, them);
      }
      safe = lastSafe;
    } else {
      safe = !exposesKingAfter(pos, move, us, them);
    }
    if (safe) out[legal++] = move;
  }
  return legal;
}

/** The cells that take or block the check of `checker`, marked with `evasionStamp`. */
const EVASIONS = new Int32Array(128);
let evasionStamp = 0;

/** The cells `EVASIONS` marks, and how many. */
const EVASION_CELLS = new Int32Array(8);
let evasionCount = 0;

/**
 * Marks the checker's cell and those between it and the side to move's king (its line's
 * direction) in `EVASIONS`, and lists them in `EVASION_CELLS`.
 */
function markEvasions(pos: Position, checker: Square): void {
  const king = pos.kings[pos.turn]!;
  evasionStamp++;
  evasionCount = 0;
  const d = DIRECTION_BY_DIFFERENCE[checker - king + 119]!;
  if (d)
    for (let t = (king & 127) + d; t !== (checker & 127); t += d) {
      EVASIONS[t] = evasionStamp;
      EVASION_CELLS[evasionCount++] = t;
    }
  EVASIONS[checker & 127] = evasionStamp;
  EVASION_CELLS[evasionCount++] = checker & 127;
}

/**
 * In check: could the man on `from` (not the king) move onto an evasion square, by the shape of
 * any of its powers (its own and its vest's)? A pawn also onto the en passant square, where its
 * capture may take the checker. False rules all its moves out; true leaves them to `keepLegal`.
 */
function mayEvade(pos: Position, from: Square): boolean {
  const powers = ATOMS_BY_TYPE[pos.board[from]! & 31]! | ATOMS_BY_TYPE[pos.vests[from]!]!;
  const cell = from & 127;
  const fwd = forward(pos.turn);
  if (powers & ATOM_PAWN) {
    const ep = pos.ep[from >> 7]!;
    if (ep >= 0 && ((ep & 127) - cell === fwd + 1 || (ep & 127) - cell === fwd - 1)) return true;
  }
  for (let i = 0; i < evasionCount; i++) {
    const difference = EVASION_CELLS[i]! - cell;
    if (
      powers & ATOM_PAWN &&
      (difference === fwd ||
        difference === 2 * fwd ||
        difference === fwd + 1 ||
        difference === fwd - 1)
    )
      return true;
    const line = LINE_BY_DIFFERENCE[difference + 119]!;
    if (!line) continue;
    const adjacent = DIRECTION_BY_DIFFERENCE[difference + 119] === difference;
    if (line === LINE_ORTHOGONAL) {
      if (powers & ATOM_ROOK || (adjacent && powers & ATOM_WAZIR)) return true;
    } else if (line === LINE_DIAGONAL) {
      if (powers & ATOM_BISHOP || (adjacent && powers & ATOM_FERZ)) return true;
    } else if (powers & ATOM_NIGHTRIDER || (adjacent && powers & ATOM_KNIGHT)) return true;
  }
  return false;
}

/** Atoms by piece type, for `mayEvade`. */
const ATOMS_BY_TYPE: Int32Array = Int32Array.from(PIECES, (p) => p.atoms);

/** Pocket mutation, in check: the drops onto the squares between the king and the checker. */
function generateBlockingDrops(pos: Position, out: Int32Array, n: number): number {
  const type = pos.pockets[pos.turn]!;
  const lastRank = pos.turn === WHITE ? 7 : 0;
  for (let i = 0; i < evasionCount; i++) {
    const t = EVASION_CELLS[i]!;
    if (!pos.board[t] && t >> 4 !== lastRank) out[n++] = encodeMove(MOVE_DROP, type, t);
  }
  return n;
}

/** Is the king of `us` attacked by `them` once `move` is made (made and taken back)? */
function exposesKingAfter(pos: Position, move: number, us: Color, them: Color): boolean {
  pos.make(move);
  const attacked = isAttacked(pos, pos.kings[us]!, them);
  pos.unmake();
  return attacked;
}

/**
 * Would a plain move from `from` to `to` leave `king` attacked by `them`? Tried on the board
 * alone (the rest of the position cannot matter for an ordinary move's safety).
 */
function exposesKing(pos: Position, from: Square, to: Square, king: Square, them: Color): boolean {
  const board = pos.board;
  const vests = pos.vests;
  const captured = board[to]!;
  const capturedVest = vests[to]!;
  board[to] = board[from]!;
  vests[to] = vests[from]!;
  board[from] = 0;
  vests[from] = 0;
  const attacked = isAttacked(pos, king, them);
  board[from] = board[to]!;
  vests[from] = vests[to]!;
  board[to] = captured;
  vests[to] = capturedVest;
  return attacked;
}
