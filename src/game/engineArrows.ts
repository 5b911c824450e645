/**
 * The engine's turn as arrows, for both boards: the hint's (the analysis board's best turn) in
 * blue, a threat's in red, each numbered by its place in the turn when the turn has more than one
 * (a Parallel worlds turn's sub-moves, so the order across levels reads at a glance). A drop
 * (no square it comes from) or a man pocketed (none it goes to) has no arrow: the squares'
 * marks show those. They are drawn with the drawn shapes but are never part of them.
 */
import type { Shape } from '../content/annotations';
import type { BoardView, MoveView } from './viewModel';

function arrows(moves: readonly MoveView[], brush: Shape['brush']): Shape[] {
  const numbered = moves.length > 1;
  return moves.flatMap((move, index): Shape[] =>
    move.from && move.to
      ? [
          {
            orig: move.from.square,
            dest: move.to.square,
            brush,
            ...(numbered ? { label: String(index + 1) } : {}),
          },
        ]
      : [],
  );
}

/** The arrows of a view's hint (blue) and threat (red). */
export function engineArrows(hint: BoardView['hint'], threat: BoardView['threat']): Shape[] {
  return [...arrows(hint, 'blue'), ...arrows(threat, 'red')];
}
