/**
 * The analysis board (`?analyse=<game>&fen=<FEN>&moves=<canonical moves>&view=2d|3d`): the game
 * page's board (GamePage, either view) on which the user plays both sides freely — no computer
 * opponent, no clock, nothing kept in the library — with the move list, back and forward through
 * the moves (taking back and replaying, so a new move from an earlier position replaces the rest),
 * and the engine's infinite analysis (analysisClient.ts) of the position on the boards: restarted
 * whenever it changes, stopped when the page leaves, with a Stop/Go toggle, the depth and speed,
 * the best three lines in human notation (a click on a line's first move plays it), the best
 * line's first turn drawn as the hint's arrows and an evaluation bar beside the board
 * (analysisLines.ts). `window.__test.analysis()` reports the lines (testInterface.ts). A position
 * the rules refuse gives the game page's error.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { startAnalysis } from '../../game/analysisClient';
import type { AnalysisReport } from '../../engine/protocol';
import { firstTurn, formatScore, lineTurns, whiteWinChance } from '../../game/analysisLines';
import { GameSession } from '../../game/session';
import { createGameStore, type GameState } from '../../game/store';
import type { AnalysisTestReport } from '../../game/testInterface';
import { useGameSession } from '../../game/useBoardView';
import { gameById, type Problem } from '../../rules';
import { ErrorBoundary } from '../common/ErrorBoundary';
import { gameInfo } from '../common/games';
import { useT } from '../i18n/i18n';
import { GamePage } from '../play/GamePage';
import { BadLink } from '../play/BadLink';
import { lookAt, useLookBack } from '../play/lookBack';
import { MoveList } from '../play/MoveList';
import { EditPositionLink } from '../editor/EditPositionLink';
import type { AnalyseRoute, Route } from '../shell/route';
import { SiteBar } from '../shell/SiteBar';
import { useSettings } from '../../game/settings';
import { useAnalysisText } from './analysisWords';
import './analysis.css';

type Opened = { store: StoreApi<GameState> } | { problem: Problem };

/** The session of the address: its position and the moves played from it, or why not. */
function openSession(route: AnalyseRoute): Opened {
  const game = gameById(route.game)!;
  const started = GameSession.start(game, route.fen ?? undefined);
  if (!started.ok) return { problem: started.problem };
  const session = started.value;
  for (const move of route.moves) {
    const played = session.playText(move);
    if (!played.ok) return { problem: played.problem };
  }
  return { store: createGameStore(session) };
}

export function AnalysisPage({
  route,
  onNavigate,
}: {
  route: AnalyseRoute;
  onNavigate: (route: Route) => void;
}) {
  // One board per game and start position: a view switch (which writes the moves played into
  // the address) keeps it.
  const key = `${route.game} ${route.fen ?? ''}`;
  const opened = useMemo(
    () => openSession(route),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one board per game and position
    [key],
  );
  if ('problem' in opened)
    return (
      <BadLink
        problem={opened.problem}
        fen={route.fen}
        onFromStart={() => onNavigate({ ...route, fen: null, moves: [] })}
        onNavigate={onNavigate}
      />
    );
  return <AnalysisBoard route={route} store={opened.store} onNavigate={onNavigate} />;
}

/** What the analysis panel shows: the report of the position analysed, or none yet. */
interface Shown {
  readonly report: AnalysisReport | null;
  readonly fen: string; // the position analysed (its turn start and sub-moves)
}

function AnalysisBoard({
  route,
  store,
  onNavigate,
}: {
  route: AnalyseRoute;
  store: StoreApi<GameState>;
  onNavigate: (route: Route) => void;
}) {
  const preferred = useSettings((state) => state.view);
  const view = gameInfo(route.game).view3d ? (route.view ?? preferred) : '2d';
  const session = useGameSession(store);
  const at = useLookBack();
  const count = session.moves.length;
  const shown = at === null || at > count ? count : at;
  const position = session.positionAt(shown);
  const [running, setRunning] = useState(true);
  const [state, setState] = useState<Shown>({ report: null, fen: '' });
  const latest = useRef<AnalysisReport | null>(null);
  const moves = session.moves
    .slice(0, shown)
    .map((move) => move.canonical)
    .join(' ');
  const over = shown === count && session.outcome !== null;

  // The analysis of the position on the boards, afresh whenever it changes; stopped on leaving.
  useEffect(() => {
    latest.current = null;
    setState({ report: null, fen: moves });
    if (!running || over) return;
    const { startFen } = store.getState().session;
    const handle = startAnalysis(route.game, startFen, moves === '' ? [] : moves.split(' '), {
      multiPv: 3,
      onReport: (report) => {
        latest.current = report;
        setState({ report, fen: moves });
      },
    });
    return () => handle.stop();
  }, [store, route.game, moves, running, over]);

  // The best line's first turn as arrows on the live position.
  const report = state.fen === moves ? state.report : null;
  const best = report?.lines[0];
  useEffect(() => {
    const live = store.getState();
    if (!best || shown !== count) return live.clearHint();
    live.showHint(firstTurn(live.session.position, best.moves));
  }, [store, best, shown, count]);

  // `window.__test.analysis()`: on the game page's interface (installed by GamePage, whose
  // effect runs before this one), for as long as this board is on screen.
  useEffect(() => {
    const api = window.__test;
    if (!api) return;
    api.analysis = (): AnalysisTestReport => {
      const report = latest.current;
      return {
        depth: report?.depth ?? 0,
        lines: (report?.lines ?? []).map((line) => ({
          score: line.score as AnalysisTestReport['lines'][number]['score'],
          moves: [...line.moves],
        })),
      };
    };
    return () => {
      api.analysis = () => null;
    };
  }, [store]);

  /** Plays a line's first move on the position shown (taking back what comes after it). */
  const playFirst = (move: string) => {
    const live = store.getState();
    for (let i = count; i > shown; i--) live.undo();
    lookAt(null, 0);
    store.getState().typeMove(move);
  };

  const turn = position.turn as 0 | 1;
  return (
    <GamePage
      route={{ page: 'game', game: route.game, view, fen: route.fen }}
      store={store}
      onNavigate={onNavigate}
      siteBar={<SiteBar onNavigate={onNavigate} />}
      onNewGame={() => undefined}
      endCard={false}
      viewRoute={(mode) => ({
        ...route,
        view: mode,
        moves: store.getState().session.moves.map((move) => move.canonical),
      })}
      beside={<EvalBar score={best?.score ?? null} turn={turn} />}
    >
      <ErrorBoundary part="part.computer">
        <EnginePanel
          report={report}
          running={running}
          over={over}
          turn={turn}
          position={position}
          onToggle={() => setRunning((on) => !on)}
          onPlay={playFirst}
        />
      </ErrorBoundary>
      <div className="side-stack">
        <StepButtons store={store} shown={shown} count={count} />
        <ErrorBoundary part="part.moveList">
          <MoveList store={store} onNavigate={onNavigate} />
        </ErrorBoundary>
        <EditPositionLink store={store} game={route.game} onNavigate={onNavigate} />
      </div>
    </GamePage>
  );
}

/** White's winning chance as a vertical bar beside the board (White's part from the bottom). */
function EvalBar({
  score,
  turn,
}: {
  score: AnalysisReport['lines'][number]['score'] | null;
  turn: 0 | 1;
}) {
  const text = useAnalysisText();
  const chance = score === null ? 0.5 : whiteWinChance(score, turn);
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

function EnginePanel({
  report,
  running,
  over,
  turn,
  position,
  onToggle,
  onPlay,
}: {
  report: AnalysisReport | null;
  running: boolean;
  over: boolean;
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
          disabled={over}
        >
          {running ? text('stop') : text('go')}
        </button>
      </div>
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
                      return i === 0 && j === 0 ? (
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

/** Back and forward through the moves: taking back and replaying, one move at a time. */
function StepButtons({
  store,
  shown,
  count,
}: {
  store: StoreApi<GameState>;
  shown: number;
  count: number;
}) {
  const text = useAnalysisText();
  const session = store.getState().session;
  const step = (times: number, act: 'undo' | 'redo') => {
    lookAt(null, 0);
    for (let i = 0; i < times; i++) store.getState()[act]();
  };
  const back = shown < count ? count - shown : 0; // looking back: go there first
  const canBack = session.canUndo();
  const canForward = session.canRedo() || shown < count;
  return (
    <div className="button-row analysis-steps" role="group" aria-label={text('moves')}>
      <button
        type="button"
        className="button"
        aria-label={text('start')}
        title={text('start')}
        disabled={!canBack}
        onClick={() => step(count, 'undo')}
      >
        |◀
      </button>
      <button
        type="button"
        className="button"
        aria-label={text('back')}
        title={text('back')}
        disabled={!canBack}
        onClick={() => step(back + 1, 'undo')}
      >
        ◀
      </button>
      <button
        type="button"
        className="button"
        aria-label={text('forward')}
        title={text('forward')}
        disabled={!canForward}
        onClick={() => (shown < count ? lookAt(shown + 1, count) : step(1, 'redo'))}
      >
        ▶
      </button>
      <button
        type="button"
        className="button"
        aria-label={text('end')}
        title={text('end')}
        disabled={!canForward}
        onClick={() => step(session.undoneMoves.length, 'redo')}
      >
        ▶|
      </button>
    </div>
  );
}
