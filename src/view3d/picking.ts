/**
 * Which square a click (or hover) means. A ray from the camera crosses all three levels, so it
 * usually hits several things: the translucent squares of the upper boards, men, the squares of
 * the boards below. The nearest *meaningful* hit wins:
 *
 * - a man, unless another level is focused (then only a man that is a capture target counts);
 * - a square that is a target of the selected man, or the selected square;
 * - a square with a man on it, on a level that is not dimmed;
 * - any square of the focused level.
 *
 * An empty square of an upper board is glass: the ray goes on to what lies below. When nothing
 * meaningful is hit, the click means "deselect". The scene's meshes tag their instances
 * (`userData.pickable`) so that raw three.js intersections become `Hit`s here.
 */
import { isTarget as isTargetPick } from '../game/destinations';
import { squareView } from '../game/squares';
import type { BoardView } from '../game/viewModel';
import type { Square } from '../rules';

export type Hit = { kind: 'man'; id: number } | { kind: 'square'; square: Square };

/** How a pickable mesh describes its instances (set as `userData.pickable`). */
export type PickableTag =
  | { kind: 'men'; ids: number[] } // instance index → man id
  | { kind: 'squares'; squares: Square[] }; // instance index → square

interface IntersectionLike {
  readonly object: { readonly userData: Record<string, unknown> };
  readonly instanceId?: number;
}

/** The hits of three.js intersections (nearest first), skipping anything untagged. */
export function hitsOf(intersections: readonly IntersectionLike[]): Hit[] {
  const hits: Hit[] = [];
  for (const intersection of intersections) {
    const tag = intersection.object.userData.pickable as PickableTag | undefined;
    const index = intersection.instanceId;
    if (!tag || index === undefined) continue;
    if (tag.kind === 'men') {
      const id = tag.ids[index];
      if (id !== undefined) hits.push({ kind: 'man', id });
    } else {
      const square = tag.squares[index];
      if (square !== undefined) hits.push({ kind: 'square', square });
    }
  }
  return hits;
}

const isTarget = (view: BoardView, square: Square): boolean =>
  isTargetPick(view, { kind: 'square', square });

/** The square a hit stands for, if it is meaningful (see the module header). */
export function meaningfulSquare(hit: Hit, view: BoardView, focus: number | null): Square | null {
  if (hit.kind === 'man') {
    const man = view.men.find((m) => m.id === hit.id);
    if (!man) return null; // a man leaving the board (captured, still animating)
    if (focus !== null && man.level !== focus && !isTarget(view, man.square)) return null;
    return man.square;
  }
  const square = hit.square;
  if (isTarget(view, square)) return square;
  if (view.selected?.kind === 'square' && view.selected.square === square) return square;
  if (focus !== null) return squareView(square, view.levels).level === focus ? square : null;
  return view.men.some((m) => m.square === square) ? square : null;
}

/**
 * The square the nearest meaningful hit stands for, or null (deselect). `wanted` makes one more
 * square meaningful: the screen locator asks where a square could be clicked once it becomes a
 * target, with nothing meaningful in front of it.
 */
export function resolvePick(
  hits: readonly Hit[],
  view: BoardView,
  focus: number | null,
  wanted: Square | null = null,
): Square | null {
  for (const hit of hits) {
    if (hit.kind === 'square' && hit.square === wanted) return wanted;
    const square = meaningfulSquare(hit, view, focus);
    if (square !== null) return square;
  }
  return null;
}

/** Whether picking the square does something: selects a man or plays a move. */
export function isActionable(square: Square, view: BoardView): boolean {
  return (
    isTarget(view, square) ||
    view.selectable.some((p) => p.kind === 'square' && p.square === square)
  );
}

/**
 * The square a drawing gesture (right button, pen) points at: on the focused level when one is
 * focused; else, where the boards overlap on screen (the stack), the nearest man (the glass of an
 * empty upper square lets the eye through to the men below, as for moves) or, with no man on
 * the ray, the nearest square; where nothing overlaps (the map), simply the nearest hit.
 */
export function drawingSquare(
  hits: readonly Hit[],
  view: BoardView,
  focus: number | null,
  overlapping: boolean,
): Square | null {
  const squareOf = (hit: Hit): Square | null =>
    hit.kind === 'man' ? (view.men.find((m) => m.id === hit.id)?.square ?? null) : hit.square;
  const squares = hits.map(squareOf).filter((square): square is Square => square !== null);
  if (focus !== null)
    return squares.find((square) => squareView(square, view.levels).level === focus) ?? null;
  if (!overlapping) return squares[0] ?? null;
  const man = hits.find((hit) => hit.kind === 'man' && squareOf(hit) !== null);
  return man ? squareOf(man) : (squares[0] ?? null);
}
