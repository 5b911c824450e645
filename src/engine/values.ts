/**
 * What men, vests and pocketed pieces are worth to the engine, in centipawns.
 *
 * The six standard pieces keep the classical values (Kaufman's 1/3.2/3.3/5/9.5). The thirteen
 * fairy pieces of Pocket mutation chess are compounds of the standard moves; their values start
 * from the measured values of compounds on 8×8 (H. G. Muller's self-play studies: archbishop
 * B+N ≈ 8.75, chancellor R+N ≈ 9.0, amazon Q+N ≈ 12.5; a king step added to a rook ≈ 2.25 pawns)
 * with a nightrider ≈ a rook on 8×8, and were checked by our own self-play study
 * (`test/bench/values.ts`, the table in the README): it confirmed the order of the pairs it
 * measured and moved one value, the super bishop's (B + king steps): it beat a rook 70 % of the
 * time, about 175 cp better, not the 30 cp of "a bishop plus two pawns" (the king's orthogonal
 * step frees the bishop from its colour). `test/unit/engine-values.test.ts` checks the order:
 * each piece is worth at least every piece whose moves it contains.
 */
import { PIECES } from '../rules';

/** Value of each piece type (index = type id, 0 none; the king's material is not counted). */
export const PIECE_VALUES: Int32Array = Int32Array.from([
  0, // none
  100, // P pawn
  320, // N knight
  330, // B bishop
  500, // R rook
  950, // Q queen
  0, // K king (never traded)
  500, // I nightrider
  675, // D super bishop (B + K steps): measured by self-play, R + 175
  875, // A cardinal (B + N)
  725, // G super rook (R + K steps)
  900, // M chancellor (R + N)
  880, // U cardinal rider (B + NN)
  1000, // V super cardinal (B + N + K)
  960, // F chancellor rider (R + NN)
  1050, // W super chancellor (R + N + K)
  1020, // X super cardinal rider (B + NN + K)
  1250, // T amazon (Q + N)
  1100, // H super chancellor rider (R + NN + K)
  1300, // Z amazon rider (Q + NN)
]);

if (PIECE_VALUES.length !== PIECES.length) throw new Error('a piece without a value');

/**
 * A vest is one move of its type, once: worth about a quarter of that piece, since it is spent on
 * the move that uses it (a knight vest on a bishop: one surprise leap). Index = vest type.
 */
export const VEST_VALUES: Int32Array = Int32Array.from([0, 25, 70, 70, 110, 160, 60]);

/** A pocketed piece counts as its value, plus the freedom to drop it anywhere. */
export const POCKET_BONUS = 30;

/**
 * Pocket mutation: a pawn on its last rank cannot move but waits to be pocketed as a piece of the
 * next class (a knight or bishop): worth more than a pawn.
 */
export const STRANDED_PAWN_VALUE = 260;
