/**
 * A position of any of the games: the mutable, typed-array core that move generation and perft
 * work on with make/unmake. Outside the core, positions are values behind the read-only
 * `PositionView`: `play` clones, then makes.
 *
 * Men have identity (`ids`): a man keeps its id when it moves, promotes, is pocketed and dropped,
 * so that views can key and animate pieces and a vest belongs to a man rather than a square.
 */
import type { GameDefinition } from './games';
import { LEVEL_SIZE, levelOf, type Square } from './geometry';
import {
  MOVE_CASTLE,
  MOVE_DOUBLE_STEP,
  MOVE_DROP,
  MOVE_END_TURN,
  MOVE_EN_PASSANT,
  MOVE_POCKET,
  moveFrom,
  moveKind,
  movePromotion,
  moveTo,
  moveUsesVest,
  moveVestTaken,
} from './move';
import {
  BLACK,
  KING,
  PAWN,
  PIECES,
  WHITE,
  changesClass,
  generationAtoms,
  pieceCode,
  typeOfCode,
  type Color,
} from './pieces';
import { MAX_COUNTER } from './problems';
import {
  ZOBRIST_HI,
  ZOBRIST_LO,
  ZOBRIST_SQUARE_SLOTS as SLOTS,
  placementKey,
  stateKey,
} from './zobrist';

const MEN_LO = ZOBRIST_LO.men;
const MEN_HI = ZOBRIST_HI.men;
const VESTS_LO = ZOBRIST_LO.vests;
const VESTS_HI = ZOBRIST_HI.vests;
const POCKETS_LO = ZOBRIST_LO.pockets;
const POCKETS_HI = ZOBRIST_HI.pockets;

/** Castling right bits: `level * 4 + color * 2 + side` (side 0: king side, 1: queen side). */
export const castlingBit = (level: number, color: Color, queenSide: boolean): number =>
  1 << (level * 4 + color * 2 + (queenSide ? 1 : 0));

/**
 * Does a vest of type `vest` give a man of type `wearer` a way of moving it lacks? A rider already
 * has the steps of its lines, so a king vest adds nothing to a queen.
 */
export const vestAddsPowers = (wearer: number, vest: number): boolean =>
  VEST_ADDS_POWERS[wearer * 32 + vest] === 1;

/** `vestAddsPowers` by `wearer * 32 + vest`, worked out once from the atoms. */
const VEST_ADDS_POWERS: Uint8Array = (() => {
  const table = new Uint8Array(32 * 32);
  for (const wearer of PIECES)
    for (const vest of PIECES)
      table[wearer.type * 32 + vest.type] =
        generationAtoms(vest.atoms | wearer.atoms) !== generationAtoms(wearer.atoms) ? 1 : 0;
  return table;
})();

/** The direction a colour's pawns move, as a 0x88 delta. */
export const forward = (color: Color): number => (color === WHITE ? 16 : -16);

/** A typed array as outside code may use it: read by index, measured, iterated. */
export interface ReadonlyInts extends Iterable<number> {
  readonly length: number;
  readonly [index: number]: number;
  join(separator?: string): string;
}

/**
 * A position as every function outside the core sees it (exported as `Position`): all fields
 * read-only, no make/unmake, so code that is handed a position cannot change it. `play` gives
 * the next position as a new value.
 */
export interface PositionView {
  readonly game: GameDefinition;
  readonly levels: number;
  readonly board: ReadonlyInts;
  readonly vests: ReadonlyInts;
  readonly ids: ReadonlyInts;
  readonly nextId: number;
  readonly turn: Color;
  readonly castling: number;
  readonly ep: ReadonlyInts;
  readonly pendingEp: ReadonlyInts;
  readonly halfmove: number;
  readonly fullmove: number;
  readonly pockets: ReadonlyInts;
  readonly pocketIds: ReadonlyInts;
  readonly kings: ReadonlyInts;
  readonly subMoves: number;
  readonly usedLevels: number;
  readonly locked: ReadonlyInts;
  readonly lockedCount: number;
  readonly turnResetsClock: boolean;
  readonly winner: number;
  maxSubMovesNow(): number;
  isLocked(square: Square): boolean;
  /** The Zobrist key of the position (low and high 32 bits), turn state included. */
  hashLo(): number;
  hashHi(): number;
}

/** The core's own, mutable position behind a view (every view is one). */
export const mutable = (pos: PositionView): Position => pos as Position;

/**
 * A private, mutable copy of a position, for code that searches by make/unmake (the engine):
 * the position it was handed is never changed.
 */
export const workingCopy = (pos: PositionView): Position => (pos as Position).clone();

class Undo {
  move = 0;
  captured = 0;
  capturedVest = 0;
  capturedId = 0;
  moverCode = 0;
  moverVest = 0;
  moverId = 0;
  castling = 0;
  halfmove = 0;
  fullmove = 0;
  turn: Color = WHITE;
  ep = [-1, -1, -1];
  pendingEp = [-1, -1, -1];
  pocketWhite = 0;
  pocketBlack = 0;
  pocketIdWhite = 0;
  pocketIdBlack = 0;
  kingWhite = -1;
  kingBlack = -1;
  subMoves = 0;
  usedLevels = 0;
  lockedCount = 0;
  /** The squares of men moved this turn: `endTurn` lets the next turn overwrite them. */
  locked = [0, 0, 0, 0];
  turnResetsClock = false;
  winner = -1;
  placementLo = 0;
  placementHi = 0;
  readonly levelKeys = new Int32Array(6);
}

export class Position implements PositionView {
  readonly game: GameDefinition;
  readonly levels: number;
  /** Piece codes by square: 0 empty, else `type | color << 5`. */
  readonly board: Int8Array;
  /**
   * Which squares each colour's men stand on, a bit a square, kept by `make`/`unmake`: word
   * `(level * 2 + colour) * 2 + half` holds ranks 1–4 (half 0) or 5–8 of that level, bit
   * `(rank & 3) * 8 + file` (`occupancyBit`). A loop over one side's men (generation,
   * evaluation) visits those men only, by their bits, instead of scanning the board.
   */
  readonly occupancy: Int32Array;
  /** The vest a man wears (PlunderChess), by square: a piece type or 0. */
  readonly vests: Int8Array;
  /** Identity of the man on each square, 0 when empty. */
  readonly ids: Int32Array;
  nextId = 1; // 33 after the standard setup
  turn: Color = WHITE; // side to move
  castling = 0; // castlingBit(...) flags, e.g. 0xf0f in Parallel worlds' start
  /** Per level: the square the side to move may take en passant on, or -1. */
  readonly ep: Int16Array;
  /** Per level: rights created during the turn in progress, handed over when it ends. */
  readonly pendingEp: Int16Array;
  halfmove = 0; // plies (turns in Parallel worlds) since the clock was last reset
  fullmove = 1;
  /** Pocketed piece type per colour (Pocket mutation), 0 when empty. */
  readonly pockets = new Int8Array(2);
  readonly pocketIds = new Int32Array(2);
  /** King square per colour in the flat games with check, -1 when unknown. */
  readonly kings = new Int16Array([-1, -1]);
  /** Parallel worlds turn in progress: sub-moves made, level bits used, squares of moved men. */
  subMoves = 0;
  usedLevels = 0; // bit per level, e.g. 0b101 after sub-moves ending on levels 1 and 3
  readonly locked = new Int16Array(4);
  lockedCount = 0;
  turnResetsClock = false;
  /** The colour that captured a king (Parallel worlds), or -1. */
  winner = -1;
  /**
   * Zobrist key halves of the placement (men, vests, pockets), kept by `make`/`unmake`; see
   * `zobrist.ts`. `rehash` sets them from nothing after the board was written directly.
   */
  placementLo = 0;
  placementHi = 0;
  /**
   * With more than one level (Parallel worlds chess): the Zobrist key of the men on each level,
   * low and high halves at `2 * level` and `2 * level + 1`, kept by `make`/`unmake`. A search
   * can keep what depends on one level alone (its captures) by it.
   */
  readonly levelKeys: Int32Array;

  private readonly undos: Undo[] = [];
  private ply = 0;

  constructor(game: GameDefinition) {
    this.game = game;
    this.levels = game.levels;
    this.board = new Int8Array(game.levels * LEVEL_SIZE);
    this.occupancy = new Int32Array(game.levels * 4);
    this.levelKeys = new Int32Array(game.levels * 2);
    this.vests = new Int8Array(game.levels * LEVEL_SIZE);
    this.ids = new Int32Array(game.levels * LEVEL_SIZE);
    this.ep = new Int16Array(game.levels).fill(-1);
    this.pendingEp = new Int16Array(game.levels).fill(-1);
  }

  /** An independent copy (without undo history). */
  clone(): Position {
    const copy = new Position(this.game);
    copy.board.set(this.board);
    copy.occupancy.set(this.occupancy);
    copy.vests.set(this.vests);
    copy.ids.set(this.ids);
    copy.nextId = this.nextId;
    copy.turn = this.turn;
    copy.castling = this.castling;
    copy.ep.set(this.ep);
    copy.pendingEp.set(this.pendingEp);
    copy.halfmove = this.halfmove;
    copy.fullmove = this.fullmove;
    copy.pockets.set(this.pockets);
    copy.pocketIds.set(this.pocketIds);
    copy.kings.set(this.kings);
    copy.subMoves = this.subMoves;
    copy.usedLevels = this.usedLevels;
    copy.locked.set(this.locked);
    copy.lockedCount = this.lockedCount;
    copy.turnResetsClock = this.turnResetsClock;
    copy.winner = this.winner;
    copy.placementLo = this.placementLo;
    copy.placementHi = this.placementHi;
    copy.levelKeys.set(this.levelKeys);
    return copy;
  }

  /**
   * Recomputes what `make`/`unmake` keep from the board (the placement key, the occupancy), after
   * the board was written directly.
   */
  rehash(): void {
    this.placementLo = placementKey(ZOBRIST_LO, this.board, this.vests, this.pockets);
    this.placementHi = placementKey(ZOBRIST_HI, this.board, this.vests, this.pockets);
    this.occupancy.fill(0);
    this.levelKeys.fill(0);
    for (let square = 0; square < this.board.length; square++) {
      const code = this.board[square]!;
      if (!code) continue;
      this.flip(square, (code >> 5) as Color);
      if (this.levels > 1) this.toggleLevelKey(code, square);
    }
  }

  /** XORs the man `code` on `square` into its level's key (before and after a change). */
  private toggleLevelKey(code: number, square: Square): void {
    const i = code * SLOTS + square;
    const at = (square >> 7) << 1;
    this.levelKeys[at]! ^= MEN_LO[i]!;
    this.levelKeys[at + 1]! ^= MEN_HI[i]!;
  }

  /** Puts a man of `color` on `square` in the occupancy, or takes it off (the bit toggles). */
  private flip(square: Square, color: Color): void {
    this.occupancy[occupancyWord(square, color)]! ^= occupancyBit(square);
  }

  /** The low 32 bits of the position's Zobrist key (placement, rights, side, turn state). */
  hashLo(): number {
    return this.placementLo ^ stateKey(ZOBRIST_LO, this);
  }

  /** The high 32 bits of the position's Zobrist key. */
  hashHi(): number {
    return this.placementHi ^ stateKey(ZOBRIST_HI, this);
  }

  /** XORs the man (and vest) on `square` into the placement key: before and after a change. */
  private toggle(square: Square): void {
    const code = this.board[square]!;
    if (!code) return;
    const i = code * SLOTS + square;
    this.placementLo ^= MEN_LO[i]!;
    this.placementHi ^= MEN_HI[i]!;
    if (this.levels > 1) this.toggleLevelKey(code, square);
    const vest = this.vests[square]!;
    if (vest) {
      const j = vest * SLOTS + square;
      this.placementLo ^= VESTS_LO[j]!;
      this.placementHi ^= VESTS_HI[j]!;
    }
  }

  /** A plain move's vest changes: off `from` and the captured square, on `to`. */
  private toggleVests(
    from: Square,
    fromVest: number,
    captured: Square,
    capturedVest: number,
    to: Square,
    toVest: number,
  ): void {
    if (fromVest) {
      this.placementLo ^= VESTS_LO[fromVest * SLOTS + from]!;
      this.placementHi ^= VESTS_HI[fromVest * SLOTS + from]!;
    }
    if (capturedVest) {
      this.placementLo ^= VESTS_LO[capturedVest * SLOTS + captured]!;
      this.placementHi ^= VESTS_HI[capturedVest * SLOTS + captured]!;
    }
    if (toVest) {
      this.placementLo ^= VESTS_LO[toVest * SLOTS + to]!;
      this.placementHi ^= VESTS_HI[toVest * SLOTS + to]!;
    }
  }

  private togglePocket(color: Color, type: number): void {
    const i = color * 32 + type;
    this.placementLo ^= POCKETS_LO[i]!;
    this.placementHi ^= POCKETS_HI[i]!;
  }

  /** Most sub-moves allowed in the turn in progress (1 in the flat games). */
  maxSubMovesNow(): number {
    if (!this.game.subMoveTurns) return 1;
    return this.fullmove === 1 && this.turn === WHITE ? 2 : this.game.maxSubMoves;
  }

  isLocked(square: Square): boolean {
    for (let i = 0; i < this.lockedCount; i++) if (this.locked[i] === square) return true;
    return false;
  }

  /** Plays a pseudo-legal move in place; `unmake` takes it back. */
  make(move: number): void {
    const undo = this.saveUndo(move);
    const kind = moveKind(move);
    const us = this.turn;
    if (kind === MOVE_END_TURN) {
      this.endTurn();
      return;
    }
    if (kind === MOVE_DROP) {
      const to = moveTo(move);
      this.togglePocket(us, moveFrom(move));
      this.board[to] = pieceCode(moveFrom(move), us);
      this.flip(to, us);
      this.toggle(to);
      this.ids[to] = this.pocketIds[us]!;
      this.pockets[us] = 0;
      this.pocketIds[us] = 0;
      this.afterSubMove(to);
      return;
    }
    const from = moveFrom(move);
    const code = this.board[from]!;
    undo.moverCode = code;
    undo.moverVest = this.vests[from]!;
    undo.moverId = this.ids[from]!;
    if (kind === MOVE_POCKET) {
      const becomes = movePromotion(move);
      if (changesClass(typeOfCode(code), becomes)) this.turnResetsClock = true;
      this.toggle(from);
      this.togglePocket(us, becomes);
      this.pockets[us] = becomes;
      this.pocketIds[us] = this.ids[from]!;
      this.flip(from, us);
      this.board[from] = 0;
      this.vests[from] = 0;
      this.ids[from] = 0;
      this.afterSubMove(from);
      return;
    }
    const to = moveTo(move);
    const capturedSquare = kind === MOVE_EN_PASSANT ? to - forward(us) : to;
    const captured = this.board[capturedSquare]!;
    undo.captured = captured;
    undo.capturedVest = this.vests[capturedSquare]!;
    undo.capturedId = this.ids[capturedSquare]!;
    let keyLo = this.placementLo;
    let keyHi = this.placementHi;
    if (captured) {
      keyLo ^= MEN_LO[captured * SLOTS + capturedSquare]!;
      keyHi ^= MEN_HI[captured * SLOTS + capturedSquare]!;
      this.flip(capturedSquare, (us ^ 1) as Color);
    }
    this.board[capturedSquare] = 0;
    this.vests[capturedSquare] = 0;
    this.ids[capturedSquare] = 0;

    const type = typeOfCode(code);
    const promotion = movePromotion(move);
    const newType = promotion || type;
    let vest = moveUsesVest(move) ? 0 : undo.moverVest;
    const vestTaken = moveVestTaken(move);
    if (vestTaken) vest = vestTaken;
    if (vest && promotion && !vestAddsPowers(newType, vest)) vest = 0;
    const newCode = promotion ? pieceCode(promotion, us) : code;
    keyLo ^= MEN_LO[code * SLOTS + from]! ^ MEN_LO[newCode * SLOTS + to]!;
    keyHi ^= MEN_HI[code * SLOTS + from]! ^ MEN_HI[newCode * SLOTS + to]!;
    this.placementLo = keyLo;
    this.placementHi = keyHi;
    if (this.levels > 1) {
      if (captured) this.toggleLevelKey(captured, capturedSquare);
      this.toggleLevelKey(code, from);
      this.toggleLevelKey(newCode, to);
    }
    if (this.game.vests)
      this.toggleVests(from, undo.moverVest, capturedSquare, undo.capturedVest, to, vest);
    this.flip(from, us);
    this.flip(to, us);
    this.board[from] = 0;
    this.vests[from] = 0;
    this.ids[from] = 0;
    this.board[to] = newCode;
    this.vests[to] = vest;
    this.ids[to] = undo.moverId;

    if (captured) {
      this.turnResetsClock = true;
      if (typeOfCode(captured) === KING) this.winner = us;
    }
    if (type === PAWN && this.game.clockReset === 'pawn') this.turnResetsClock = true;
    if (type === KING) this.kings[us] = to;
    if (kind === MOVE_DOUBLE_STEP) this.pendingEp[levelOf(to)] = (from + to) >> 1;
    if (this.castling) this.castling &= CASTLING_KEPT[from]! & CASTLING_KEPT[to]!;
    if (kind === MOVE_CASTLE) {
      const rookFrom = castlingRookFrom(to);
      const rookTo = castlingRookTo(to);
      this.toggle(rookFrom);
      this.flip(rookFrom, us);
      this.flip(rookTo, us);
      this.board[rookTo] = this.board[rookFrom]!;
      this.ids[rookTo] = this.ids[rookFrom]!;
      this.vests[rookTo] = this.vests[rookFrom]!;
      this.board[rookFrom] = 0;
      this.ids[rookFrom] = 0;
      this.vests[rookFrom] = 0;
      this.toggle(rookTo);
      if (this.game.subMoveTurns) this.locked[this.lockedCount++] = rookTo;
    }
    this.afterSubMove(to);
  }

  /** Takes back the last `make`. */
  unmake(): void {
    const undo = this.undos[--this.ply]!;
    const move = undo.move;
    const kind = moveKind(move);
    const us = undo.turn;
    if (kind === MOVE_DROP) {
      const to = moveTo(move);
      this.flip(to, us);
      this.board[to] = 0;
      this.ids[to] = 0;
    } else if (kind !== MOVE_END_TURN) {
      const from = moveFrom(move);
      this.flip(from, us);
      if (kind !== MOVE_POCKET) {
        const to = moveTo(move);
        this.flip(to, us);
        this.board[to] = 0;
        this.vests[to] = 0;
        this.ids[to] = 0;
        const capturedSquare = kind === MOVE_EN_PASSANT ? to - forward(us) : to;
        if (undo.captured) this.flip(capturedSquare, (us ^ 1) as Color);
        this.board[capturedSquare] = undo.captured;
        this.vests[capturedSquare] = undo.capturedVest;
        this.ids[capturedSquare] = undo.capturedId;
        if (kind === MOVE_CASTLE) {
          const rookFrom = castlingRookFrom(to);
          const rookTo = castlingRookTo(to);
          this.flip(rookFrom, us);
          this.flip(rookTo, us);
          this.board[rookFrom] = this.board[rookTo]!;
          this.ids[rookFrom] = this.ids[rookTo]!;
          this.vests[rookFrom] = this.vests[rookTo]!;
          this.board[rookTo] = 0;
          this.ids[rookTo] = 0;
          this.vests[rookTo] = 0;
        }
      }
      this.board[from] = undo.moverCode;
      this.vests[from] = undo.moverVest;
      this.ids[from] = undo.moverId;
    }
    this.castling = undo.castling;
    this.halfmove = undo.halfmove;
    this.fullmove = undo.fullmove;
    this.turn = undo.turn;
    for (let level = 0; level < this.levels; level++) {
      this.ep[level] = undo.ep[level]!;
      this.pendingEp[level] = undo.pendingEp[level]!;
    }
    if (this.game.pockets) {
      this.pockets[0] = undo.pocketWhite;
      this.pockets[1] = undo.pocketBlack;
      this.pocketIds[0] = undo.pocketIdWhite;
      this.pocketIds[1] = undo.pocketIdBlack;
    }
    this.kings[0] = undo.kingWhite;
    this.kings[1] = undo.kingBlack;
    this.subMoves = undo.subMoves;
    this.usedLevels = undo.usedLevels;
    this.lockedCount = undo.lockedCount;
    for (let i = 0; i < undo.lockedCount; i++) this.locked[i] = undo.locked[i]!;
    this.turnResetsClock = undo.turnResetsClock;
    this.winner = undo.winner;
    this.placementLo = undo.placementLo;
    this.placementHi = undo.placementHi;
    if (this.levels > 1)
      for (let i = 0; i < this.levelKeys.length; i++) this.levelKeys[i] = undo.levelKeys[i]!;
  }

  private saveUndo(move: number): Undo {
    let undo = this.undos[this.ply];
    if (!undo) this.undos[this.ply] = undo = new Undo();
    this.ply++;
    undo.move = move;
    undo.captured = 0;
    undo.capturedVest = 0;
    undo.capturedId = 0;
    undo.castling = this.castling;
    undo.halfmove = this.halfmove;
    undo.fullmove = this.fullmove;
    undo.turn = this.turn;
    for (let level = 0; level < this.levels; level++) {
      undo.ep[level] = this.ep[level]!;
      undo.pendingEp[level] = this.pendingEp[level]!;
    }
    if (this.game.pockets) {
      undo.pocketWhite = this.pockets[0]!;
      undo.pocketBlack = this.pockets[1]!;
      undo.pocketIdWhite = this.pocketIds[0]!;
      undo.pocketIdBlack = this.pocketIds[1]!;
    }
    undo.kingWhite = this.kings[0]!;
    undo.kingBlack = this.kings[1]!;
    undo.subMoves = this.subMoves;
    undo.usedLevels = this.usedLevels;
    undo.lockedCount = this.lockedCount;
    for (let i = 0; i < this.lockedCount; i++) undo.locked[i] = this.locked[i]!;
    undo.turnResetsClock = this.turnResetsClock;
    undo.winner = this.winner;
    undo.placementLo = this.placementLo;
    undo.placementHi = this.placementHi;
    if (this.levels > 1) undo.levelKeys.set(this.levelKeys);
    return undo;
  }

  /** Books a sub-move ending on `square`; ends the turn when it is full or a king fell. */
  private afterSubMove(square: Square): void {
    if (!this.game.subMoveTurns) {
      this.endTurn();
      return;
    }
    this.subMoves++;
    this.usedLevels |= 1 << levelOf(square);
    this.locked[this.lockedCount++] = square;
    if (this.winner >= 0 || this.subMoves >= this.maxSubMovesNow()) this.endTurn();
  }

  /** Hands the move to the other side: clocks, en passant rights, turn state. */
  private endTurn(): void {
    // The counters stop at MAX_COUNTER, the most a FEN may carry, so every FEN written reads.
    if (this.turnResetsClock) this.halfmove = 0;
    else if (this.halfmove < MAX_COUNTER) this.halfmove++;
    for (let level = 0; level < this.levels; level++) {
      this.ep[level] = this.pendingEp[level]!;
      this.pendingEp[level] = -1;
    }
    if (this.turn === BLACK && this.fullmove < MAX_COUNTER) this.fullmove++;
    this.turn = (this.turn ^ 1) as Color;
    this.subMoves = 0;
    this.usedLevels = 0;
    this.lockedCount = 0;
    this.turnResetsClock = false;
  }
}

/** The word of `occupancy` that holds `square` for `color`. */
const occupancyWord = (square: Square, color: Color): number =>
  (((square >> 7) * 2 + color) << 1) | ((square >> 6) & 1);

/** The bit of `square` in its occupancy word: `(rank & 3) * 8 + file`. */
const occupancyBit = (square: Square): number => 1 << (((square >> 1) & 0x18) | (square & 7));

/** The square of bit `bit` (0..31) of occupancy word `word` (any colour's). */
export const occupancySquare = (word: number, bit: number): Square =>
  ((word >> 2) << 7) | ((word & 1) << 6) | ((bit >> 3) << 4) | (bit & 7);

/** The square a castling rook leaves, from the king's destination. */
const castlingRookFrom = (kingTo: Square): Square => ((kingTo & 7) === 6 ? kingTo + 1 : kingTo - 2);
/** The square a castling rook goes to, from the king's destination. */
const castlingRookTo = (kingTo: Square): Square => ((kingTo & 7) === 6 ? kingTo - 1 : kingTo + 1);

/** Per square, the castling bits that survive a move from or to it. */
const CASTLING_KEPT: Int32Array = (() => {
  const table = new Int32Array(3 * LEVEL_SIZE).fill(-1);
  for (let level = 0; level < 3; level++) {
    for (const color of [WHITE, BLACK] as const) {
      const rank = color === WHITE ? 0 : 7;
      const base = level * LEVEL_SIZE + rank * 16;
      table[base + 4] = ~(castlingBit(level, color, false) | castlingBit(level, color, true));
      table[base + 7] = ~castlingBit(level, color, false);
      table[base] = ~castlingBit(level, color, true);
    }
  }
  return table;
})();
