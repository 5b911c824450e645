/**
 * The analysis board's engine: its panel (Stop/Go, the threat mode's switch and note, the depth
 * and speed, the best lines with their scores as lichess writes them and their moves in human
 * notation, a line's first move playable), the evaluation bar beside the board (White's winning
 * chance on the game's curve), and the best turn as a presenter slide's caption in both languages.
 */
import type { AnalysisReport } from '../../engine/protocol';
import { formatScore, lineTurns, whiteWinChance, type LineScore } from '../../game/analysisLines';
import type { Position } from '../../rules';
import { useT } from '../i18n/i18n';
import { analysisTextInBoth, useAnalysisText } from './analysisWords';

/** White's winning chance as a vertical bar beside the board (White's part from the bottom). */
export function EvalBar({ score, turn, k }: { score: LineScore | null; turn: 0 | 1; k: number }) {
  const text = useAnalysisText();
  const chance = score === null ? 0.5 : whiteWinChance(score, turn, k);
  const percent = Math.round(chance * 1000) / 10;
  return (
    <div
      className="eval-bar"
      role="meter"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-label={text('bar', { percent })}
      data-testid="eval-bar"
    >
      <div className="eval-bar-white" style={{ height: `${chance * 100}%` }} />
    </div>
  );
}

export function EnginePanel({
  report,
  running,
  over,
  locked,
  turn,
  position,
  threat,
  onThreat,
  onToggle,
  onPlay,
}: {
  report: AnalysisReport | null;
  running: boolean;
  over: boolean;
  locked: boolean; // a game review has the engine
  threat: 'off' | 'shown' | 'none'; // the threat mode: off, its lines shown, none to show here
  onThreat: () => void;

  turn: 0 | 1;
  position: Parameters<typeof lineTurns>[0];
  onToggle: () => void;
  onPlay: (move: string) => void;
}) {
  const text = useAnalysisText();
  const t = useT();
  const speed = report && report.timeMs > 0 ? Math.round(report.nodes / report.timeMs) : null;
  return (
    <section className="panel analysis-panel" aria-label={text('engine')}>
      <div className="analysis-head">
        <h2 className="panel-title">{text('title')}</h2>
        <button
          type="button"
          className="button analysis-toggle"
          aria-pressed={running}
          onClick={onToggle}
          disabled={over || locked}
        >
          {running ? text('stop') : text('go')}
        </button>
      </div>
      <label className="analysis-threat">
        <input type="checkbox" checked={threat !== 'off'} onChange={onThreat} />
        {text('threat')}
      </label>
      {threat !== 'off' && (
        <p className="panel-note" data-testid="threat-note">
          {threat === 'shown'
            ? text('threatShown', { side: text(turn === 0 ? 'white' : 'black') })
            : text('threatNone')}
        </p>
      )}
      <p className="analysis-status" role="status" data-testid="analysis-status">
        {over
          ? text('over')
          : !running
            ? `${text('stopped')}${report ? ` · ${text('depth', { depth: report.depth })}` : ''}`
            : report
              ? `${text('depth', { depth: report.depth })}${speed !== null ? ` · ${text('speed', { knps: speed })}` : ''}`
              : text('thinking')}
      </p>
      {report && !over && (
        <ol className="analysis-lines" aria-label={text('lines')}>
          {report.lines.map((line, index) => {
            const turns = lineTurns(position, line.moves, 8);
            return (
              <li key={index} className="analysis-line" data-testid="analysis-line">
                <span className="analysis-score">{formatScore(line.score, turn)}</span>{' '}
                {turns.map((each, i) => (
                  <span key={i} className="analysis-turn">
                    {each.color === 0 ? `${each.number}.` : i === 0 ? `${each.number}…` : ''}
                    {each.san.map((san, j) => {
                      const word = san === 'end' ? t('moves.end') : san;
                      return i === 0 && j === 0 && threat === 'off' ? (
                        <button
                          key={j}
                          type="button"
                          className="link-button analysis-first"
                          title={text('play', { move: word })}
                          onClick={() => onPlay(each.moves[j]!)}
                        >
                          {word}
                        </button>
                      ) : (
                        <span key={j}> {word}</span>
                      );
                    })}{' '}
                  </span>
                ))}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** The best line's first turn and score as a slide's caption, in both languages. */
export async function bestCaption(
  position: Position,
  best: AnalysisReport['lines'][number],
): Promise<{ en: string; ru: string }> {
  const words = await analysisTextInBoth();
  const [first] = lineTurns(position, best.moves, 1);
  const score = formatScore(best.score, position.turn as 0 | 1);
  const caption = (text: typeof words.en) => {
    const san = (first?.san ?? []).map((each) => (each === 'end' ? text('endTurn') : each));
    const number = first ? `${first.number}${first.color === 0 ? '.' : '…'} ` : '';
    return text('slideCaption', { line: `${number}${san.join(' ')}`, score });
  };
  return { en: caption(words.en), ru: caption(words.ru) };
}
