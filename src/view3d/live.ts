/**
 * What changes from frame to frame in the 3D scene, kept in one mutable object outside React
 * (as the R3F pitfalls page advises): the layout as currently shown (it glides towards the
 * settings), the hovered square, the keyboard's cursor, the man being dragged, what is moving, and
 * version counters that tell each `useFrame` whether it has anything to redo. Created once per
 * scene and passed down as a prop.
 */
import type { Square } from '../rules';
import { DEFAULT_LAYOUT, type Layout } from './layout';

export interface Live {
  layout: Layout; // the layout drawn this frame, e.g. { gap: 3.4, spread: 0 }
  layoutVersion: number; // bumped whenever `layout` changes
  hovered: Square | null; // square under the pointer that a click would act on, e.g. 20
  hoverVersion: number; // bumped whenever `hovered` changes
  cursor: Square | null; // the keyboard's cursor while the board has focus (KeyboardCursor), e.g. 4
  cursorVersion: number; // bumped whenever `cursor` changes
  dragging: Square | null; // the square of the man being dragged (DragMove), e.g. 1 — null: none
  dragEnded: boolean; // a drag just ended: the click the browser sends after it is no pick
  moving: { men: boolean; camera: boolean; layout: boolean }; // what glided in the last frame
}

export const createLive = (layout: Layout = DEFAULT_LAYOUT): Live => ({
  layout,
  layoutVersion: 0,
  hovered: null,
  hoverVersion: 0,
  cursor: null,
  cursorVersion: 0,
  dragging: null,
  dragEnded: false,
  moving: { men: false, camera: false, layout: false },
});
