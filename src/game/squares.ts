/**
 * Squares as the views read them: decoded once here (level, file, rank, name) from the rules
 * core's 0x88 index, so that no view or panel does bit arithmetic on squares (a lint rule keeps
 * the rules' square decoders out of src/view2d, src/view3d and src/ui). A view that walks a board
 * asks `squareAtCoords` for the square at a place; one that reads a name asks `squareNamed`.
 */
import { fileOf, levelOf, parseSquare, rankOf, squareAt, squareName, type Square } from '../rules';

export interface SquareView {
  readonly square: Square; // the rules core's index, the identity views hand back in picks
  readonly level: number; // 0-based
  readonly file: number; // 0..7, a..h
  readonly rank: number; // 0..7
  readonly name: string; // '1e4' with levels, 'e4' without
}

/** The decoded form of `square` on a board of `levels` levels. */
export function squareView(square: Square, levels: number): SquareView {
  return {
    square,
    level: levelOf(square),
    file: fileOf(square),
    rank: rankOf(square),
    name: squareName(square, levels),
  };
}

/** The square at a level, file and rank (all 0-based). */
export const squareAtCoords = (level: number, file: number, rank: number): Square =>
  squareAt(level, file, rank);

/** The square a name stands for (`1e4`, or `e4` without levels), or undefined. */
export const squareNamed = (name: string, levels: number): Square | undefined =>
  parseSquare(name, levels);
