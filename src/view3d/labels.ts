/**
 * The words the 3D view shows (toolbar, canvas label, level names, the hover card's line, the
 * keyboard cursor's square), as the view needs them. The view holds no words of its own: the app
 * builds these from its one catalogue in the player's language (src/ui/i18n/view3dWords.ts) and
 * hands them in as a prop, as it does for the flat board.
 */
import type { SquareWords } from '../game/describeSquare';
import type { CameraPresetName } from './viewSettings';

export interface Labels {
  toolbar: string; // '3D view'
  camera: string; // 'View'
  presets: Record<CameraPresetName, string>; // { white: 'White', …, map: 'Map' }
  presetNames: Record<CameraPresetName, string>; // spoken names; each contains the visible text
  reset: string; // 'Reset'
  focus: string; // 'Level'
  allLevels: string; // 'All'
  level(level: number): string; // 'Focus level 2' for 1 (levels count from 0 here)
  levelName(level: number): string; // 'Level 2'
  where(level: number, square: string): string; // the hover card's line: 'Level 2 · 2c6'
  gap: string; // 'Gap'
  turnToMover: string; // 'Turn to mover'
  canvas: string; // what the canvas is and how to use it
  keyboard: string; // how to play it from the keyboard (said with `canvas` on the board's tab stop)
  square: SquareWords; // the words of the keyboard cursor's square, as the flat board says them
  loading: string; // 'Loading the 3D board…', shown until the shaders are ready
}
