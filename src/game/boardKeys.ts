/**
 * The keys that play a board, shared by the flat board (src/view2d) and the 3D view (src/view3d)
 * so that both answer them alike: the arrows move the keyboard's place one square as the player
 * sees the board (from White's side, from Black's, or in 3D from either flank), PageUp and
 * PageDown one level up or down (Parallel worlds chess), Enter or Space picks the square (Space on
 * its release, so that the release cannot press a button of the dialog the pick opened), Escape
 * lets the selection go. What a pick means is the store's business (`pick`), not this module's.
 */
import type { Square } from '../rules';
import { squareAtCoords, squareView } from './squares';

/**
 * Where the player sits round the board, in quarter turns from White's side towards White's
 * right (the h-file): 0 White's side, 1 beyond the h-file, 2 Black's side, 3 beyond the a-file.
 */
export type ViewerSide = 0 | 1 | 2 | 3;

/** A step of the keyboard's place, in files, ranks and levels. */
export interface BoardStep {
  readonly file: number;
  readonly rank: number;
  readonly level: number;
}

/** What a key does on a board. */
export type BoardKey =
  | { readonly kind: 'step'; readonly step: BoardStep }
  | { readonly kind: 'pick'; readonly onRelease: boolean } // Space: on keyup; Enter: on keydown
  | { readonly kind: 'deselect' };

/** Away from the player (↑) and to the player's right (→), in files and ranks, per side. */
const AXES: Record<ViewerSide, { up: [number, number]; right: [number, number] }> = {
  0: { up: [0, 1], right: [1, 0] },
  1: { up: [-1, 0], right: [0, 1] },
  2: { up: [0, -1], right: [-1, 0] },
  3: { up: [1, 0], right: [0, -1] },
};

const step = (file: number, rank: number, level = 0): BoardKey => ({
  kind: 'step',
  step: { file, rank, level },
});

/** What `key` (a KeyboardEvent's `key`) does on a board seen from `side`, or null: nothing. */
export function boardKey(key: string, side: ViewerSide): BoardKey | null {
  const { up, right } = AXES[side];
  switch (key) {
    case 'ArrowUp':
      return step(up[0], up[1]);
    case 'ArrowDown':
      return step(-up[0], -up[1]);
    case 'ArrowRight':
      return step(right[0], right[1]);
    case 'ArrowLeft':
      return step(-right[0], -right[1]);
    case 'PageUp':
      return step(0, 0, 1);
    case 'PageDown':
      return step(0, 0, -1);
    case 'Enter':
      return { kind: 'pick', onRelease: false };
    case ' ':
      return { kind: 'pick', onRelease: true };
    case 'Escape':
      return { kind: 'deselect' };
    default:
      return null;
  }
}

/** The square one step from `square` on a board of `levels` levels, or null off the board. */
export function stepSquare(square: Square, by: BoardStep, levels: number): Square | null {
  const { level, file, rank } = squareView(square, levels);
  const [l, f, r] = [level + by.level, file + by.file, rank + by.rank];
  if (f < 0 || f > 7 || r < 0 || r > 7 || l < 0 || l >= levels) return null;
  return squareAtCoords(l, f, r);
}
