/**
 * A practice study chapter beside the board (issue 46): the side the student plays against the
 * computer and its level, the goal, the turns left, whether the computer is thinking, the goal
 * reached or missed, and "Retry". The run is usePracticeRun's; the study page renders the board.
 */
import { useStore } from 'zustand';
import { useStudyPlayWords, goalText } from './studyPlayWords';
import { usePracticeRun } from './usePracticeRun';
import type { ChapterRunProps } from './useGamebookRun';
import './studyPlay.css';

export function PracticePanel(props: ChapterRunProps) {
  const w = useStudyPlayWords();
  const run = usePracticeRun(props);
  const { status, student, level } = run.state;
  const machine = useStore(run.computer.state);
  const goal = props.chapter.practice?.goal ?? { kind: 'win' };
  const busy = machine.thinking !== null || machine.playing;
  let line: { text: string; tone: string } | null = null;
  if (status.kind === 'reached') line = { text: w('reached'), tone: 'reached' };
  else if (status.kind === 'missed') line = { text: w('missed'), tone: 'missed' };
  else if (machine.error)
    line = { text: w('engineFailed', { problem: machine.error }), tone: 'missed' };
  else if (busy) line = { text: w('thinking'), tone: 'playing' };
  return (
    <section
      className="panel study-play practice-panel"
      aria-label={w('practice')}
      data-status={status.kind}
    >
      <p className="study-play-task">
        {student === 0 ? w('playWhite', { level }) : w('playBlack', { level })}
      </p>
      <p className="study-play-goal">
        <strong>{w('goal')}:</strong> {goalText(w, goal)}
      </p>
      {status.kind === 'going' && status.turnsLeft !== null && (
        <p className="study-play-turns" data-turns-left={status.turnsLeft}>
          {w('turnsLeft', { count: status.turnsLeft })}
        </p>
      )}
      <p
        className={`study-play-status study-play-status-${line?.tone ?? 'playing'}`}
        role="status"
        aria-live="polite"
      >
        {line?.text}
      </p>
      <div className="button-row study-play-buttons">
        <button
          type="button"
          className={status.kind === 'going' ? 'button' : 'button button-primary'}
          onClick={run.retry}
        >
          {w('retry')}
        </button>
      </div>
    </section>
  );
}
