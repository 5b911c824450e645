/**
 * An interactive study chapter beside the board (issue 46): whose turn the student finds, the
 * comments of the positions reached, what the latest turn got (right, or the author's answer to a
 * wrong one before it is taken back), the node's hint on request, "Solved" at the end of the line,
 * and "Retry". The run is useGamebookRun's; the study page renders the board and this panel.
 */
import { useT } from '../i18n/i18n';
import { useGamebookRun, type ChapterRunProps, type GamebookRunState } from './useGamebookRun';
import { useStudyPlayWords } from './studyPlayWords';
import './studyPlay.css';

/** What the status line says, and its tone. */
function useStatus(state: GamebookRunState): { text: string; tone: string } | null {
  const t = useT();
  const w = useStudyPlayWords();
  const { refusal } = state;
  if (state.phase === 'done') return { text: w('solved'), tone: 'done' };
  if (refusal) {
    const answer = refusal.reason
      ? t(`learn.wrong.${refusal.reason}`)
      : `${refusal.comment ?? w('notThisOne')} ${w('takenBack')}`;
    return { text: answer, tone: 'wrong' };
  }
  if (state.phase === 'replying') return { text: `${w('right')} ${w('replying')}`, tone: 'right' };
  if (state.right) return { text: w('right'), tone: 'right' };
  return null;
}

export function GamebookPanel(props: ChapterRunProps) {
  const w = useStudyPlayWords();
  const run = useGamebookRun(props);
  const { state } = run;
  const status = useStatus(state);
  return (
    <section
      className="panel study-play gamebook-panel"
      aria-label={w('interactive')}
      data-phase={state.phase}
      data-wrong={state.wrong}
    >
      <p className="study-play-task">{state.student === 0 ? w('findWhite') : w('findBlack')}</p>
      {state.comments.map((comment, index) => (
        <p key={index} className="study-play-comment">
          {comment}
        </p>
      ))}
      <p
        className={`study-play-status study-play-status-${status?.tone ?? 'playing'}`}
        role="status"
        aria-live="polite"
      >
        {status?.text}
      </p>
      {state.hint !== null && <p className="study-play-hint">{state.hint}</p>}
      {state.wrong > 0 && (
        <p className="study-play-count">{w('wrongTries', { count: state.wrong })}</p>
      )}
      <div className="button-row study-play-buttons">
        {state.hasHint && state.hint === null && (
          <button type="button" className="button" onClick={run.showHint}>
            {w('hint')}
          </button>
        )}
        <button
          type="button"
          className={state.phase === 'done' ? 'button button-primary' : 'button'}
          onClick={run.retry}
        >
          {w('retry')}
        </button>
      </div>
    </section>
  );
}
