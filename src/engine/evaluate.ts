/**
 * The static evaluation, in centipawns from the side to move's point of view: material (every
 * piece, vests at their one-use value, the pocketed piece), piece placement (centre for short
 * movers, advanced pawns), king safety (own men round the king while queens are about) and, in
 * the flat games, mobility (the squares both sides' pieces reach, `mobility.ts`). Material and
 * placement come from a table by piece and square, summed over the men from scratch
 * (`evaluate`) or kept move by move by a search (`Material`); king shelter counts occupancy bits.
 */
import {
  KING,
  MOVE_CASTLE,
  MOVE_DOUBLE_STEP,
  MOVE_DROP,
  MOVE_END_TURN,
  MOVE_EN_PASSANT,
  MOVE_LEVEL,
  MOVE_NORMAL,
  MOVE_POCKET,
  moveFrom,
  moveKind,
  movePromotion,
  moveTo,
  PAWN,
  PIECES,
  occupancySquare,
  vestAddsPowers,
  type GameDefinition,
  type WorkingPosition as Position,
} from '../rules';
import { mobility, popcount } from './mobility';
import { PIECE_VALUES, POCKET_BONUS, STRANDED_PAWN_VALUE, VEST_VALUES } from './values';

/** Centipawns per square a man reaches more than the opponent's men do (flat games). */
const MOBILITY_WEIGHT = 3;

/** 0 on the rim … 3 in the centre, by 0x88 cell. */
const CENTRALITY: Int8Array = (() => {
  const table = new Int8Array(128);
  for (let cell = 0; cell < 128; cell++) {
    if (cell & 0x88) continue;
    const file = cell & 7;
    const rank = cell >> 4;
    table[cell] = 3 - Math.floor(Math.max(Math.abs(file - 3.5), Math.abs(rank - 3.5)));
  }
  return table;
})();

/** Centipawns per centrality step: leapers and steppers gain most from the centre. */
const CENTRE_WEIGHT: Int8Array = Int8Array.from(PIECES, (p) => {
  if (p.type === PAWN || p.type === KING || p.type === 0) return 0;
  const leaps = p.atoms & 4; // knight leap
  const steps = p.atoms & 3; // king steps
  return leaps || steps ? 8 : 3;
});

const KING_STEPS = [1, -1, 16, -16, 15, 17, -15, -17];

/** Heavy material on the board (both sides): king safety matters while it is high. */
const MIDDLEGAME_MATERIAL = 2600;

/**
 * Material and placement of every man by piece code (`type | color << 5`) and 0x88 cell, from
 * White's view (a black man's entry is negative): the loop over the board reads one entry a
 * man. Two tables a game differ (promotions, pockets); made once per game.
 */
function placementTable(promotes: boolean, pockets: boolean): Int16Array {
  const table = new Int16Array(64 * 128);
  for (let code = 1; code < 64; code++) {
    const type = code & 31;
    if (type >= PIECES.length) continue;
    const black = code & 32;
    for (let cell = 0; cell < 128; cell++) {
      if (cell & 0x88) continue;
      const rank = cell >> 4;
      let value = PIECE_VALUES[type]! + CENTRE_WEIGHT[type]! * CENTRALITY[cell]!;
      if (type === PAWN) {
        const advance = black ? 7 - rank : rank;
        if (advance === 7 && pockets) value = STRANDED_PAWN_VALUE;
        else value += Math.min(advance, 6) * 6 + (promotes && advance >= 6 ? 40 : 0);
      }
      table[code * 128 + cell] = black ? -value : value;
    }
  }
  return table;
}
const PLACEMENT = new Map<GameDefinition, Int16Array>();

/**
 * Mobility moves a score by less than this (3 cp a square): where the rest of the evaluation
 * is further than that outside the caller's window, mobility cannot bring it inside and is not
 * counted (lazy evaluation).
 */
const LAZY_MARGIN = 150;

/**
 * What the evaluation sums man by man (material and placement, vests and pockets, White's view;
 * the heavy material; the kings' squares), either from scratch (`evaluate`) or kept move by move
 * during a search (`Material`).
 */
interface Sums {
  score: number;
  heavy: number;
}

/** The material and placement table of `game`, made on first use. */
function placementOf(game: GameDefinition): Int16Array {
  let placement = PLACEMENT.get(game);
  if (!placement) {
    placement = placementTable(game.promotionTypes.length > 0, game.pockets);
    PLACEMENT.set(game, placement);
  }
  return placement;
}

/** Adds (`sign` 1) or takes away (−1) the man on `square`, if any, to `sums`. */
function addSquare(
  pos: Position,
  placement: Int16Array,
  square: number,
  sign: number,
  sums: Sums,
): void {
  const code = pos.board[square]!;
  if (!code) return;
  const type = code & 31;
  let value = placement[code * 128 + (square & 127)]!;
  if (pos.game.vests) value += vestWorth(code, pos.vests[square]!);
  sums.score += sign * value;
  if (type !== PAWN && type !== KING) sums.heavy += sign * PIECE_VALUES[type]!;
}

/** What the vest `vest` is worth on a man `code` (White's view; a vest adding nothing: 5). */
function vestWorth(code: number, vest: number): number {
  if (!vest) return 0;
  const worth = vestAddsPowers(code & 31, vest) ? VEST_VALUES[vest]! : 5;
  return code & 32 ? -worth : worth;
}

/** The pocketed pieces' worth (White's view). */
function pocketsWorth(pos: Position): number {
  const white = pos.pockets[0]!;
  const black = pos.pockets[1]!;
  return (
    (white ? PIECE_VALUES[white]! + POCKET_BONUS : 0) -
    (black ? PIECE_VALUES[black]! + POCKET_BONUS : 0)
  );
}

/** A king's slot in a list of kings: one king of a colour a level at most. */
const kingSlot = (square: number, color: number): number => ((square >> 7) << 1) | color;
const KING_SLOTS = 6;

/** Sums every man of `pos` into `sums` and its kings' squares into `kings` (−1: none). */
function sumFromScratch(pos: Position, sums: Sums, kings: Int16Array): void {
  const placement = placementOf(pos.game);
  const occupancy = pos.occupancy;
  sums.score = pos.game.pockets ? pocketsWorth(pos) : 0;
  sums.heavy = 0;
  kings.fill(-1);
  for (let word = 0; word < occupancy.length; word++)
    for (let bits = occupancy[word]!; bits !== 0; bits &= bits - 1) {
      const square = occupancySquare(word, 31 - Math.clz32(bits & -bits));
      addSquare(pos, placement, square, 1, sums);
      const code = pos.board[square]!;
      if ((code & 31) === KING) kings[kingSlot(square, code >> 5)] = square;
    }
}

/**
 * The evaluation of `pos` for the side to move. In the flat games it includes mobility, the
 * squares the pieces of each side reach (pawns and kings aside), unless the rest of the score is
 * beyond `LAZY_MARGIN` outside (`low`, `high`); not in Parallel worlds chess, where a turn's
 * sub-moves make every man's reach matter less than the tactics of the turn. Computed from
 * scratch; a search keeps the sums move by move instead (`Material`).
 */
export function evaluate(pos: Position, low = -Infinity, high = Infinity): number {
  const sums = { score: 0, heavy: 0 };
  sumFromScratch(pos, sums, SCRATCH_KINGS);
  return finish(pos, sums.score, sums.heavy, SCRATCH_KINGS, low, high);
}
const SCRATCH_KINGS = new Int16Array(KING_SLOTS);

/** The evaluation from the sums: king shelter, the side to move's view, mobility. */
function finish(
  pos: Position,
  score: number,
  heavy: number,
  kings: Int16Array,
  low: number,
  high: number,
): number {
  if (heavy > MIDDLEGAME_MATERIAL)
    for (let k = 0; k < KING_SLOTS; k++) {
      const king = kings[k]!;
      if (king >= 0) score += kingShelter(pos.occupancy, king, k & 1);
    }
  const sign = pos.turn === 0 ? 1 : -1;
  const own = sign * score;
  if (pos.game.subMoveTurns || own + LAZY_MARGIN <= low || own - LAZY_MARGIN >= high) return own;
  return own + sign * MOBILITY_WEIGHT * mobility(pos);
}

/**
 * The evaluation's sums kept move by move by a search (`make` before and after the position's
 * own make, `unmake` with it): only the squares a move changes are summed again, so a node's
 * evaluation costs its king shelter and (flat games) mobility, not a pass over every man.
 * `evaluate` gives the same score from scratch (test/unit/engine-evaluate.test.ts).
 */
export class Material {
  private readonly score: Int32Array;
  private readonly heavy: Int32Array;
  /** The kings' squares by slot, as the position stands. */
  private readonly kings = new Int16Array(KING_SLOTS);
  /** By depth: the slot of the king that move moved (−1: none) and the square it left. */
  private readonly kingSlotMoved: Int8Array;
  private readonly kingLeft: Int16Array;
  private readonly placement: Int16Array;
  private readonly sums: Sums = { score: 0, heavy: 0 };
  private depth = 0;

  /** Sums `pos` as it stands; `maxDepth` is the most moves the search makes at once. */
  constructor(
    private readonly pos: Position,
    maxDepth: number,
  ) {
    this.score = new Int32Array(maxDepth + 1);
    this.heavy = new Int32Array(maxDepth + 1);
    this.kingSlotMoved = new Int8Array(maxDepth + 1);
    this.kingLeft = new Int16Array(maxDepth + 1);
    this.placement = placementOf(pos.game);
    sumFromScratch(pos, this.sums, this.kings);
    this.score[0] = this.sums.score;
    this.heavy[0] = this.sums.heavy;
  }

  /**
   * Makes `move` on the position, summing again the squares it changes: for a plain move
   * straight from the placement table (and the vests before and after), else square by square
   * before and after the move. (A captured king ends the game: no evaluation follows, its slot
   * stays.)
   */
  make(move: number): void {
    const pos = this.pos;
    const d = this.depth++;
    this.kingSlotMoved[d] = -1;
    const kind = moveKind(move);
    if (kind === MOVE_END_TURN) {
      pos.make(move);
      this.score[d + 1] = this.score[d]!;
      this.heavy[d + 1] = this.heavy[d]!;
      return;
    }
    const board = pos.board;
    const from = moveFrom(move);
    const to = moveTo(move);
    const code = kind === MOVE_DROP ? 0 : board[from]!;
    if ((code & 31) === KING) {
      const slot = kingSlot(from, code >> 5);
      this.kingSlotMoved[d] = slot;
      this.kingLeft[d] = from;
      this.kings[slot] = to;
    }
    if (
      (kind === MOVE_NORMAL || kind === MOVE_DOUBLE_STEP || kind === MOVE_LEVEL) &&
      movePromotion(move) === 0
    ) {
      const placement = this.placement;
      const vests = pos.game.vests;
      const captured = board[to]!;
      let score =
        this.score[d]! +
        placement[code * 128 + (to & 127)]! -
        placement[code * 128 + (from & 127)]!;
      let heavy = this.heavy[d]!;
      if (vests) score -= vestWorth(code, pos.vests[from]!);
      if (captured) {
        score -= placement[captured * 128 + (to & 127)]!;
        if (vests) score -= vestWorth(captured, pos.vests[to]!);
        const type = captured & 31;
        if (type !== PAWN && type !== KING) heavy -= PIECE_VALUES[type]!;
      }
      pos.make(move);
      if (vests) score += vestWorth(code, pos.vests[to]!);
      this.score[d + 1] = score;
      this.heavy[d + 1] = heavy;
      return;
    }
    const sums = this.sums;
    sums.score = this.score[d]!;
    sums.heavy = this.heavy[d]!;
    const squares = changedSquares(pos, move, kind);
    const pockets = kind === MOVE_DROP || kind === MOVE_POCKET;
    if (pockets) sums.score -= pocketsWorth(pos);
    for (let i = 0; i < squares; i++) addSquare(pos, this.placement, CHANGED[i]!, -1, sums);
    pos.make(move);
    for (let i = 0; i < squares; i++) addSquare(pos, this.placement, CHANGED[i]!, 1, sums);
    if (pockets) sums.score += pocketsWorth(pos);
    this.score[d + 1] = sums.score;
    this.heavy[d + 1] = sums.heavy;
  }

  /** Takes back the last `make` on the position. */
  unmake(): void {
    this.pos.unmake();
    const d = --this.depth;
    const slot = this.kingSlotMoved[d]!;
    if (slot >= 0) this.kings[slot] = this.kingLeft[d]!;
  }

  /** The evaluation of the position as it stands (see `evaluate`). */
  evaluate(low = -Infinity, high = Infinity): number {
    const d = this.depth;
    return finish(this.pos, this.score[d]!, this.heavy[d]!, this.kings, low, high);
  }
}

/** The squares a move changes, written into `CHANGED`; how many. */
function changedSquares(pos: Position, move: number, kind: number): number {
  const from = moveFrom(move);
  const to = moveTo(move);
  if (kind === MOVE_DROP) {
    CHANGED[0] = to;
    return 1;
  }
  CHANGED[0] = from;
  if (kind === MOVE_POCKET) return 1;
  CHANGED[1] = to;
  if (kind === MOVE_EN_PASSANT) {
    CHANGED[2] = to - (pos.turn === 0 ? 16 : -16);
    return 3;
  }
  if (kind === MOVE_CASTLE) {
    const kingSide = (to & 7) === 6;
    CHANGED[2] = kingSide ? to + 1 : to - 2;
    CHANGED[3] = kingSide ? to - 1 : to + 1;
    return 4;
  }
  return 2;
}
const CHANGED = new Int32Array(4);

/** Own men next to a king of `color` on `square` (capped at 3), 12 cp each, from White's view. */
function kingShelter(occupancy: Int32Array, square: number, color: number): number {
  const word = ((square >> 7) * 2 + color) << 1;
  const cell = square & 127;
  const near =
    popcount(occupancy[word]! & NEIGHBOURS_LOW[cell]!) +
    popcount(occupancy[word + 1]! & NEIGHBOURS_HIGH[cell]!);
  const bonus = 12 * Math.min(near, 3);
  return color ? -bonus : bonus;
}

/** Per 0x88 cell, the occupancy bits of its neighbours in ranks 1–4 and in ranks 5–8. */
const NEIGHBOURS_LOW = new Int32Array(128);
const NEIGHBOURS_HIGH = new Int32Array(128);
for (let cell = 0; cell < 128; cell++) {
  if (cell & 0x88) continue;
  for (const d of KING_STEPS) {
    const t = cell + d;
    if (t & 0x88) continue;
    const bit = 1 << (((t >> 1) & 0x18) | (t & 7));
    if (t >> 6) NEIGHBOURS_HIGH[cell]! |= bit;
    else NEIGHBOURS_LOW[cell]! |= bit;
  }
}

/**
 * What a quiet move gains in placement alone (centre, pawn advance), for ordering quiet moves
 * before the search has history for them.
 */
export function placementGain(pos: Position, from: number, to: number): number {
  const code = pos.board[from]!;
  const type = code & 31;
  if (type === PAWN) return 6 * Math.abs(((to >> 4) & 7) - ((from >> 4) & 7));
  return CENTRE_WEIGHT[type]! * (CENTRALITY[to & 127]! - CENTRALITY[from & 127]!);
}
