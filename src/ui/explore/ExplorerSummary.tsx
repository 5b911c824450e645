/**
 * The explorer's summary under the board: how many squares the man reaches and by which kind of
 * move (moving, capturing, a vest's move, between levels), and the legend of the board's marks.
 * Apart from the page because it only reads the man's moves (game/explorer.ts).
 */
import { targetList, type ExplorerMoves } from '../../game/explorer';
import type { ExplorerText } from './explorerText';

/** "It can go to 12 squares: …" with the kinds of target, and the legend of the marks. */
export function ExplorerSummary({ moves, text }: { moves: ExplorerMoves; text: ExplorerText }) {
  const list = targetList(moves);
  const count = (kind: string) => list.filter((t) => t.kind === kind).length;
  const parts = [
    text('kinds', { moves: count('move'), captures: count('capture') }),
    count('vest') > 0 && text('vestMoves', { n: count('vest') }),
    count('level') > 0 && text('levelMoves', { n: count('level') }),
  ].filter(Boolean);
  return (
    <div className="explore-summary">
      <p className="explore-reach" data-count={list.length}>
        {list.length === 0
          ? text('reachNone')
          : `${text('reach', { count: text.count('squares', list.length) })} ${parts.join('; ')}.`}
      </p>
      <ul className="explore-legend" aria-hidden="true">
        <li className="legend-move">{text('legendMove')}</li>
        <li className="legend-capture">{text('legendCapture')}</li>
        {moves.position.game.vests && <li className="legend-vest">{text('legendVest')}</li>}
        {moves.position.levels > 1 && <li className="legend-level">{text('legendLevel')}</li>}
      </ul>
    </div>
  );
}
