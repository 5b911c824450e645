/**
 * The analysis board's game review (src/game/review.ts): a button that has the engine review the
 * tree's main line, the progress while it does (with Cancel), then each side's accuracy and its
 * inaccuracies, mistakes and blunders, and the list of judged turns with the best turn the mover
 * missed; a click on one goes there. The review also writes its glyphs and the missed best turns
 * into the move tree (the page does, through `annotateReview`).
 */
import { lineTurns } from '../../game/analysisLines';
import { type TreePath } from '../../content/contentTree';
import type { Judgement, Review, ReviewedTurn } from '../../game/review';
import { JUDGEMENT_GLYPHS } from '../../game/review';
import { useT } from '../i18n/i18n';
import { useAnalysisText } from './analysisWords';
import type { AnalysisWordKey } from './analysisWords.en';

/** Where the review is: not asked, under way (positions done of all), or done. */
export type ReviewState =
  null | { readonly done: number; readonly total: number } | { readonly review: Review };

const JUDGEMENT_WORDS: Record<Judgement, AnalysisWordKey> = {
  inaccuracy: 'inaccuracy',
  mistake: 'mistake',
  blunder: 'blunder',
};

export function ReviewPanel({
  state,
  canStart,
  onStart,
  onCancel,
  onGo,
}: {
  state: ReviewState;
  canStart: boolean;
  onStart: () => void;
  onCancel: () => void;
  onGo: (path: TreePath) => void;
}) {
  const text = useAnalysisText();
  const t = useT();
  const busy = state !== null && 'done' in state;
  const words = (san: readonly string[]) =>
    san.map((each) => (each === 'end' ? t('moves.end') : each)).join(' ');
  const turnText = (turn: ReviewedTurn, moves: readonly string[]) => {
    const [shown] = lineTurns(turn.position, moves, 1);
    return shown ? words(shown.san) : '';
  };
  return (
    <section className="panel review-panel" aria-label={text('review')}>
      <div className="analysis-head">
        <h2 className="panel-title">{text('review')}</h2>
        {busy ? (
          <button type="button" className="button" onClick={onCancel}>
            {text('cancel')}
          </button>
        ) : (
          <button type="button" className="button" disabled={!canStart} onClick={onStart}>
            {text('reviewStart')}
          </button>
        )}
      </div>
      {busy && (
        <p role="status" className="analysis-status">
          {text('reviewing', { done: Math.min(state.done + 1, state.total), total: state.total })}
          <progress max={state.total} value={state.done} className="review-progress" />
        </p>
      )}
      {state !== null && 'review' in state && (
        <>
          <table className="review-sides" data-testid="review-sides">
            <thead>
              <tr>
                <th scope="col">{text('side')}</th>
                <th scope="col">{text('accuracy')}</th>
                <th scope="col" title={text('inaccuracies')}>
                  ?!
                </th>
                <th scope="col" title={text('mistakes')}>
                  ?
                </th>
                <th scope="col" title={text('blunders')}>
                  ??
                </th>
              </tr>
            </thead>
            <tbody>
              {state.review.sides.map((side, color) => (
                <tr key={color}>
                  <th scope="row">{text(color === 0 ? 'white' : 'black')}</th>
                  <td>{side.accuracy === null ? '–' : `${Math.round(side.accuracy)}%`}</td>
                  <td aria-label={`${text('inaccuracies')}: ${side.inaccuracies}`}>
                    {side.inaccuracies}
                  </td>
                  <td aria-label={`${text('mistakes')}: ${side.mistakes}`}>{side.mistakes}</td>
                  <td aria-label={`${text('blunders')}: ${side.blunders}`}>{side.blunders}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {state.review.turns.some((turn) => turn.judgement) ? (
            <ul className="review-turns">
              {state.review.turns.map((turn) =>
                turn.judgement ? (
                  <li key={turn.path.join('.')} data-testid="review-turn">
                    <button type="button" className="link-button" onClick={() => onGo(turn.path)}>
                      {turn.number}
                      {turn.color === 0 ? '.' : '…'} {turnText(turn, turn.played)}
                      {JUDGEMENT_GLYPHS[turn.judgement]}
                    </button>{' '}
                    {text(JUDGEMENT_WORDS[turn.judgement])},{' '}
                    {text('best', { turn: turnText(turn, turn.best) })}
                  </li>
                ) : null,
              )}
            </ul>
          ) : (
            <p className="panel-note">{text('clean')}</p>
          )}
          <p className="panel-note">{text('reviewNote')}</p>
        </>
      )}
    </section>
  );
}
