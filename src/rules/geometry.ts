/**
 * Board geometry shared by every game: files × ranks × levels.
 *
 * Squares are 0x88 indices with the level in the bits above: `level * 128 + rank * 16 + file`.
 * The 0x88 layout makes "did this step leave the board?" one AND (`to & 0x88`, for steps from a
 * square of the same level) and gives every pair of squares a unique difference, which the
 * attack and pin tables use. Flat games have one level (squares 0..127); Parallel worlds chess
 * has three (levels 0, 1, 2 here, written 1, 2, 3 in notation).
 */

/** A square index: `level * 128 + rank * 16 + file` (rank and file 0..7). */
export type Square = number;

export const LEVEL_SIZE = 128;

export const squareAt = (level: number, file: number, rank: number): Square =>
  level * LEVEL_SIZE + rank * 16 + file;
export const levelOf = (square: Square): number => square >> 7;
export const fileOf = (square: Square): number => square & 7;
export const rankOf = (square: Square): number => (square >> 4) & 7;

/** `e4` on a flat board, `1e4` on a stacked one (levels counted from 1). */
export function squareName(square: Square, levels: number): string {
  const name = String.fromCharCode(97 + fileOf(square)) + String(rankOf(square) + 1);
  return levels > 1 ? String(levelOf(square) + 1) + name : name;
}

/** Parses a square name as written by `squareName`; undefined when it is not one. */
export function parseSquare(name: string, levels: number): Square | undefined {
  const match = levels > 1 ? /^([1-9])([a-h])([1-8])$/.exec(name) : /^()([a-h])([1-8])$/.exec(name);
  if (!match) return undefined;
  const level = levels > 1 ? Number(match[1]) - 1 : 0;
  if (level >= levels) return undefined;
  return squareAt(level, match[2]!.charCodeAt(0) - 97, Number(match[3]) - 1);
}

/** Orthogonal, diagonal and knight step vectors as 0x88 deltas. */
export const ORTHOGONAL = [16, -16, 1, -1] as const;
export const DIAGONAL = [17, 15, -15, -17] as const;
export const KNIGHT_LEAPS = [33, 31, 18, 14, -14, -18, -31, -33] as const;

/** Line kinds between two squares of a level, indexed by `a - b + 119` (0x88 difference). */
export const LINE_ORTHOGONAL = 1;
export const LINE_DIAGONAL = 2;
export const LINE_KNIGHT = 4;
export const LINE_BY_DIFFERENCE = new Uint8Array(239);
/** The unit step of that line from `b` towards `a` (same index), 0 when they share none. */
export const DIRECTION_BY_DIFFERENCE = new Int8Array(239);
for (const [deltas, line, reach] of [
  [ORTHOGONAL, LINE_ORTHOGONAL, 8],
  [DIAGONAL, LINE_DIAGONAL, 8],
  [KNIGHT_LEAPS, LINE_KNIGHT, 4],
] as const) {
  for (const d of deltas) {
    for (let k = 1; k < reach; k++) {
      LINE_BY_DIFFERENCE[k * d + 119] = line;
      DIRECTION_BY_DIFFERENCE[k * d + 119] = d;
    }
  }
}
