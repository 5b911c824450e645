/**
 * The static evaluation, in centipawns from the side to move's point of view: material (every
 * piece, vests at their one-use value, the pocketed piece), piece placement (centre for short
 * movers, advanced pawns), king safety (own men round the king while queens are about) and, in
 * the flat games, mobility (the squares both sides' pieces reach). One pass over the board's
 * men: placement from a table by piece and square, a ray walk per piece for its reach.
 */
import {
  ATOM_BISHOP,
  ATOM_FERZ,
  ATOM_KNIGHT,
  ATOM_NIGHTRIDER,
  ATOM_ROOK,
  ATOM_WAZIR,
  DIAGONAL,
  KING,
  KNIGHT_LEAPS,
  ORTHOGONAL,
  PAWN,
  PIECES,
  occupancySquare,
  vestAddsPowers,
  type GameDefinition,
  type WorkingPosition as Position,
} from '../rules';
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
 * Per piece type, its lines for mobility: 0x88 deltas, each followed by its reach (1 or 7),
 * from `MOBILITY_START[type]` to `MOBILITY_START[type + 1]`.
 */
const MOBILITY_START = new Int32Array(PIECES.length + 1);
const MOBILITY_LINES: Int8Array = (() => {
  const lines: number[] = [];
  for (const p of PIECES) {
    MOBILITY_START[p.type] = lines.length;
    if (p.type === PAWN || p.type === KING || p.type === 0) continue;
    const add = (deltas: readonly number[], ride: number, step: number): void => {
      if (p.atoms & (ride | step)) for (const d of deltas) lines.push(d, p.atoms & ride ? 7 : 1);
    };
    add(ORTHOGONAL, ATOM_ROOK, ATOM_WAZIR);
    add(DIAGONAL, ATOM_BISHOP, ATOM_FERZ);
    add(KNIGHT_LEAPS, ATOM_NIGHTRIDER, ATOM_KNIGHT);
  }
  MOBILITY_START[PIECES.length] = lines.length;
  return Int8Array.from(lines);
})();

/**
 * The squares the man on `square` reaches by its own piece's moves: empty ones and enemy men,
 * its rides stopping at the first man (pawns and kings count none).
 */
function reach(board: Int8Array, square: number, code: number): number {
  const type = code & 31;
  const base = square & ~127;
  const cell = square & 127;
  const ownBits = code & 32;
  let count = 0;
  for (let i = MOBILITY_START[type]!, end = MOBILITY_START[type + 1]!; i < end; i += 2) {
    const d = MOBILITY_LINES[i]!;
    const steps = MOBILITY_LINES[i + 1]!;
    let t = cell + d;
    for (let k = 0; k < steps && !(t & 0x88); k++, t += d) {
      const other = board[base + t]!;
      if (other) {
        if ((other & 32) !== ownBits) count++;
        break;
      }
      count++;
    }
  }
  return count;
}

/**
 * Mobility moves a score by less than this (3 cp a square): where the rest of the evaluation
 * is further than that outside the caller's window, mobility cannot bring it inside and is not
 * counted (lazy evaluation).
 */
const LAZY_MARGIN = 150;

/**
 * The evaluation of `pos` for the side to move. In the flat games it includes mobility, the
 * squares the pieces of each side reach (pawns and kings aside), unless the rest of the score is
 * beyond `LAZY_MARGIN` outside (`low`, `high`); not in Parallel worlds chess, where a turn's
 * sub-moves make every man's reach matter less than the tactics of the turn.
 */
export function evaluate(pos: Position, low = -Infinity, high = Infinity): number {
  const board = pos.board;
  const game = pos.game;
  let placement = PLACEMENT.get(game);
  if (!placement) {
    placement = placementTable(game.promotionTypes.length > 0, game.pockets);
    PLACEMENT.set(game, placement);
  }
  const occupancy = pos.occupancy;
  let score = 0; // White's view
  let heavy = 0;
  let kings = 0;
  let pieces = 0;
  for (let word = 0; word < occupancy.length; word++)
    for (let bits = occupancy[word]!; bits !== 0; bits &= bits - 1) {
      const square = occupancySquare(word, 31 - Math.clz32(bits & -bits));
      const code = board[square]!;
      const type = code & 31;
      score += placement[code * 128 + (square & 127)]!;
      if (type === KING) {
        KING_SQUARES[kings++] = square;
        continue;
      }
      if (type !== PAWN) {
        heavy += PIECE_VALUES[type]!;
        PIECE_SQUARES[pieces++] = square;
      }
      if (game.vests) {
        const vest = pos.vests[square]!;
        if (vest) {
          const value = vestAddsPowers(type, vest) ? VEST_VALUES[vest]! : 5;
          score += code & 32 ? -value : value;
        }
      }
    }
  if (game.pockets) {
    const white = pos.pockets[0]!;
    const blackPocket = pos.pockets[1]!;
    if (white) score += PIECE_VALUES[white]! + POCKET_BONUS;
    if (blackPocket) score -= PIECE_VALUES[blackPocket]! + POCKET_BONUS;
  }
  if (heavy > MIDDLEGAME_MATERIAL)
    for (let k = 0; k < kings; k++) score += kingShelter(board, KING_SQUARES[k]!);
  const sign = pos.turn === 0 ? 1 : -1;
  const own = sign * score;
  if (game.subMoveTurns || own + LAZY_MARGIN <= low || own - LAZY_MARGIN >= high) return own;
  let moves = 0; // White's reach − Black's
  for (let k = 0; k < pieces; k++) {
    const square = PIECE_SQUARES[k]!;
    const code = board[square]!;
    moves += code & 32 ? -reach(board, square, code) : reach(board, square, code);
  }
  return own + sign * MOBILITY_WEIGHT * moves;
}

/** The pieces (men but pawns and kings) found by `evaluate`, for mobility. */
const PIECE_SQUARES = new Int16Array(3 * 64);
/** The kings found by `evaluate` (two a side at most in Parallel worlds chess). */
const KING_SQUARES = new Int16Array(8);

/** Own men next to the king on `square` (capped at 3), 12 cp each, from White's view. */
function kingShelter(board: Int8Array, square: number): number {
  const color = board[square]! >> 5;
  const base = square & ~127;
  const cell = square & 127;
  let near = 0;
  for (const d of KING_STEPS) {
    const t = cell + d;
    if (t & 0x88) continue;
    const code = board[base + t]!;
    if (code && code >> 5 === color) near++;
  }
  const bonus = 12 * Math.min(near, 3);
  return color ? -bonus : bonus;
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
