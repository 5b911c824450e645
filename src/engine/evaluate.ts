/**
 * The static evaluation, in centipawns from the side to move's point of view: material (every
 * piece, vests at their one-use value, the pocketed piece), piece placement (centre for short
 * movers, advanced pawns), king safety (own men round the king while queens are about) and, when
 * the caller knows them, mobility (the difference of both sides' legal move counts).
 */
import { KING, PAWN, PIECES, vestAddsPowers, type WorkingPosition as Position } from '../rules';
import { PIECE_VALUES, POCKET_BONUS, STRANDED_PAWN_VALUE, VEST_VALUES } from './values';

/** Centipawns per legal move more than the opponent has. */
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

/** The evaluation of `pos` for the side to move; `mobility` = our legal moves − theirs. */
export function evaluate(pos: Position, mobility = 0): number {
  const board = pos.board;
  const vests = pos.vests;
  const game = pos.game;
  const promotes = game.promotionTypes.length > 0;
  let score = 0; // White's view
  let heavy = 0;
  for (let square = 0; square < board.length; square++) {
    const code = board[square]!;
    if (!code) continue;
    const type = code & 31;
    const black = code & 32;
    const cell = square & 127;
    const rank = cell >> 4;
    let value = PIECE_VALUES[type]! + CENTRE_WEIGHT[type]! * CENTRALITY[cell]!;
    if (type === PAWN) {
      const advance = black ? 7 - rank : rank;
      if (advance === 7 && game.pockets) value = STRANDED_PAWN_VALUE;
      else value += Math.min(advance, 6) * 6 + (promotes && advance >= 6 ? 40 : 0);
    } else if (type !== KING) heavy += PIECE_VALUES[type]!;
    const vest = vests[square]!;
    if (vest) value += vestAddsPowers(type, vest) ? VEST_VALUES[vest]! : 5;
    score += black ? -value : value;
  }
  if (game.pockets) {
    const white = pos.pockets[0]!;
    const blackPocket = pos.pockets[1]!;
    if (white) score += PIECE_VALUES[white]! + POCKET_BONUS;
    if (blackPocket) score -= PIECE_VALUES[blackPocket]! + POCKET_BONUS;
  }
  if (heavy > MIDDLEGAME_MATERIAL) score += kingShelter(pos, 0) - kingShelter(pos, 1);
  const own = pos.turn === 0 ? score : -score;
  return own + MOBILITY_WEIGHT * mobility;
}

/** Own men next to each king of `color` (capped at 3 per king), 12 cp each. */
function kingShelter(pos: Position, color: number): number {
  const board = pos.board;
  const kingCode = KING | (color << 5);
  let total = 0;
  for (let level = 0; level < pos.levels; level++) {
    const base = level * 128;
    for (let cell = 0; cell < 128; cell++) {
      if (cell & 0x88 || board[base + cell] !== kingCode) continue;
      let near = 0;
      for (const d of KING_STEPS) {
        const t = cell + d;
        if (t & 0x88) continue;
        const code = board[base + t]!;
        if (code && code >> 5 === color) near++;
      }
      total += 12 * Math.min(near, 3);
    }
  }
  return total;
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
