/**
 * The 2D board's fixed colours that carry meaning: PlunderChess vests in the official colours
 * (pawn green, bishop blue, knight orange, rook red, queen yellow — the PlunderChess site's own
 * scheme), each with a text colour that keeps the vest's letter readable on it, and the names
 * of the three Parallel worlds levels (their tints come from the game layer, as in 3D).
 */

export interface VestColor {
  readonly fill: string; // '#3c9d4f'
  readonly text: string; // colour of the letter drawn on it, e.g. '#ffffff'
  readonly name: string; // 'green'
}

/** Vest colours by the vest's upper-case letter. */
const VEST_COLORS: Readonly<Record<string, VestColor>> = {
  P: { fill: '#3c9d4f', text: '#ffffff', name: 'green' },
  B: { fill: '#2f78d6', text: '#ffffff', name: 'blue' },
  N: { fill: '#f08c21', text: '#20140a', name: 'orange' },
  R: { fill: '#d83a3a', text: '#ffffff', name: 'red' },
  Q: { fill: '#f3d23a', text: '#221b06', name: 'yellow' },
  K: { fill: '#8e6cc9', text: '#ffffff', name: 'purple' },
};

/** The colour of a vest (a neutral grey for a letter that has none). */
export const vestColor = (letter: string): VestColor =>
  VEST_COLORS[letter.toUpperCase()] ?? { fill: '#9a9a9a', text: '#111111', name: 'grey' };

/** Level tints (one source for both views: src/game/levelTints.ts). */
export { LEVEL_TINTS } from '../game/levelTints';
