/**
 * The analysis board's steps through its move tree: to the start, back, forward along the line
 * and to its end, as ←, →, Home and End do (the page's `step`); back also takes back the
 * sub-moves of a Parallel worlds turn under way.
 */
import { lineEnd } from '../../content/contentTree';
import type { TreeAt } from '../../game/treeRecord';
import type { LookStep } from '../play/lookBack';
import { useAnalysisText } from './analysisWords';

/** To the start, back, forward and to the end of the line, as ←, →, Home and End. */
export function StepButtons({
  step,
  lines,
  pending,
}: {
  step: (which: LookStep) => boolean;
  lines: TreeAt;
  pending: boolean;
}) {
  const text = useAnalysisText();
  const canBack = lines.path.length > 0 || pending;
  const canForward = !pending && lineEnd(lines.tree, lines.path).length > lines.path.length;
  const buttons: Array<[LookStep, 'start' | 'back' | 'forward' | 'end', string, boolean]> = [
    ['start', 'start', '|◀', canBack],
    ['previous', 'back', '◀', canBack],
    ['next', 'forward', '▶', canForward],
    ['end', 'end', '▶|', canForward],
  ];
  return (
    <div className="button-row analysis-steps" role="group" aria-label={text('moves')}>
      {buttons.map(([which, word, sign, enabled]) => (
        <button
          key={which}
          type="button"
          className="button"
          aria-label={text(word)}
          title={text(word)}
          disabled={!enabled}
          onClick={() => step(which)}
        >
          {sign}
        </button>
      ))}
    </div>
  );
}
