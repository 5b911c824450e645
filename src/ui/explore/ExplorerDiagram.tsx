/**
 * The piece explorer's board: the game's own flat board (View2D, one level or Parallel worlds'
 * three) given the explorer's board port in free placement (game/freeBoardPort.ts), so it looks,
 * reads aloud and answers the keyboard as a game's board does, with the explored man's targets
 * drawn from the explorer's view model. A press on a square is the page's (move the man there,
 * or put or take away the tool's man); the explored man may also be dragged. Apart from the page
 * because the page is the diagram's text and tools, this the board and what tests read of it:
 * `data-explored` (the man's square) and `data-targets` (the squares he reaches, sorted).
 */
import { targetList, type ExplorerMoves } from '../../game/explorer';
import { useFreeBoardPort } from '../../game/freeBoardPort';
import { squareView } from '../../game/squares';
import { View2D } from '../../view2d/View2D';
import { translator } from '../i18n/i18n';
import { boardLabels } from '../play/GamePage';
import type { ExplorerText } from './explorerText';

const NO_GOALS: readonly number[] = [];

export function ExplorerDiagram({
  moves,
  explored,
  onSquare,
  onMoveExplored,
  text,
}: {
  moves: ExplorerMoves; // the man's targets on the board shown (memoized by the page)
  explored: string; // the explored man's square, e.g. '2d4'
  onSquare: (name: string) => void; // a press on a square: the tool's action there
  onMoveExplored: (name: string) => void; // the explored man dragged to a square
  text: ExplorerText;
}) {
  const { view } = moves;
  const name = (square: number) => squareView(square, view.levels).name;
  const port = useFreeBoardPort(
    { view, goals: NO_GOALS, facing: 0 },
    {
      onPick: (square) => onSquare(name(square)),
      onRelocate: (from, to) => {
        if (name(from) === explored) onMoveExplored(name(to));
      },
    },
  );
  return (
    <div
      className="explore-boards"
      data-levels={view.levels}
      data-explored={explored}
      data-targets={targetList(moves)
        .map((t) => t.name)
        .join(' ')}
    >
      <View2D port={port} slideMs={0} labels={boardLabels(translator(text.language))} />
    </div>
  );
}
