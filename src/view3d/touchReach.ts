/**
 * A finger's reach. On a phone the stack's squares are 25–30 px across and 13–19 px deep, smaller
 * than a fingertip (touch targets should be at least 44 px), so a tap means the square it lands
 * on only when that square does something; otherwise it means the nearest square that does (a
 * target of the selected man, or a man who can move) within `TOUCH_REACH` pixels of the tap:
 * every actionable square answers taps over a 44 px disc, nearer ones sharing it fairly.
 */
import type { ScreenPoint } from '../game/testInterface';
import type { BoardView } from '../game/viewModel';
import type { Square } from '../rules';

/** How far from a tap (client pixels) a finger may still mean a square: half of 44 px. */
export const TOUCH_REACH = 22;

/** The squares a tap can act on: the selected man's targets and the men who can move. */
export function actionableSquares(view: BoardView): Square[] {
  const squares = new Set<Square>();
  for (const target of view.targets)
    if (target.pick.kind === 'square') squares.add(target.pick.square);
  for (const pick of view.selectable) if (pick.kind === 'square') squares.add(pick.square);
  return [...squares];
}

/**
 * The square a tap means: `exact` (what the ray under it picks) when it is actionable, else the
 * nearest actionable square whose on-screen point (`where`: null when it cannot be seen) is within
 * `reach` of the tap, else `exact` as it is (an empty square, or null: deselect).
 */
export function reachedSquare(
  exact: Square | null,
  tap: ScreenPoint,
  actionable: readonly Square[],
  where: (square: Square) => ScreenPoint | null,
  reach: number = TOUCH_REACH,
): Square | null {
  if (exact !== null && actionable.includes(exact)) return exact;
  let best: Square | null = null;
  let bestDistance = reach;
  for (const square of actionable) {
    const point = where(square);
    if (!point) continue;
    const distance = Math.hypot(point.x - tap.x, point.y - tap.y);
    if (distance <= bestDistance) {
      best = square;
      bestDistance = distance;
    }
  }
  return best ?? exact;
}
