/**
 * Puzzle Storm (`?storm`, `?storm=<game>`; issue 45, docs/puzzles.md#storm): a start screen (the
 * game, the rules in a sentence, the personal best, Start), then three minutes of puzzles on the
 * real game page's board (3D for Parallel worlds chess when the setting or `view=3d` asks, with
 * the 2D switch, as a lesson), with a large clock, the combo bar and the score beside it, then
 * the finished screen: the score, the personal best, the moves, accuracy and best combo, and
 * every puzzle played, each a link to it on the puzzle page.
 *
 * The run is the pure model's (src/puzzles/storm.ts); this page only passes it the time
 * (`Date.now()`, which a browser test's controlled clock drives) and what the solver did, and
 * re-renders a few times a second while the clock runs. `?storm` alone opens the game last
 * played (the newest game of the library), Parallel worlds chess when there is none.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StormReport } from '../../game/testInterface';
import { listLibrary } from '../../game/libraryDb';
import { useSettings } from '../../game/settings';
import type { Puzzle } from '../../puzzles/puzzle';
import {
  comboProgress,
  currentPuzzle,
  missed,
  msLeft,
  newRun,
  nextBonus,
  phase,
  secondsLeft,
  solved,
  startRun,
  stormSequence,
  summary,
  tick,
  type StormRun,
} from '../../puzzles/storm';
import { loadPuzzles } from '../puzzle/loadPuzzles';
import type { PuzzleResult } from '../puzzle/usePuzzleRun';
import { GAMES, gameInfo, isGameId, type GameId } from '../common/games';
import { RouteLink } from '../common/RouteLink';
import { gameText, useT } from '../i18n/i18n';
import type { Route, StormRoute, ViewMode } from '../shell/route';
import { SiteBar } from '../shell/SiteBar';
import { StormBoard } from './StormBoard';
import { readBest, recordBest } from './stormBest';
import { STORM_SERVER } from './stormServer';
import { installStormTestInterface } from './stormTestInterface';
import { useStormWords } from './stormWords';
import './storm.css';

/** How often the clock is redrawn while it runs (ms). */
const REDRAW_MS = 100;
/** How long a bonus or a penalty is shown beside the clock (ms). */
const CHANGE_SHOWN_MS = 1500;

interface StormPageProps {
  route: StormRoute;
  onNavigate: (route: Route) => void;
}

export function StormPage({ route, onNavigate }: StormPageProps) {
  const game = useStormGame(route.game);
  if (game === null) return null; // the library is read (a moment)
  return <StormScreen key={game} game={game} route={route} onNavigate={onNavigate} />;
}

/** The game the address names, else the game last played, else Parallel worlds chess. */
function useStormGame(named: GameId | null): GameId | null {
  const [last, setLast] = useState<GameId | null>(null);
  useEffect(() => {
    if (named !== null) return;
    let live = true;
    void listLibrary().then((listing) => {
      const newest = listing.entries[0]?.gameId ?? '';
      if (live) setLast(isGameId(newest) ? newest : GAMES[0]!.id);
    });
    return () => {
      live = false;
    };
  }, [named]);
  return named ?? last;
}

type Loaded =
  | { kind: 'loading' }
  | { kind: 'ready'; puzzles: readonly Puzzle[] }
  | { kind: 'failed'; error: string };

function StormScreen({ game, route, onNavigate }: StormPageProps & { game: GameId }) {
  const t = useT();
  const w = useStormWords();
  const preferred = useSettings((state) => state.view);
  const view: ViewMode = gameInfo(game).view3d ? (route.view ?? preferred) : '2d';
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [run, setRun] = useState<StormRun<Puzzle>>(() => newRun<Puzzle>([]));
  const [now, setNow] = useState(() => Date.now());
  const [best, setBest] = useState<number | null>(null); // null: not read yet
  const [newBest, setNewBest] = useState(false);
  const [change, setChange] = useState<{ seconds: number; at: number } | null>(null);

  useEffect(() => {
    let live = true;
    loadPuzzles(game).then(
      (puzzles) => live && setLoaded({ kind: 'ready', puzzles }),
      (error: unknown) => live && setLoaded({ kind: 'failed', error: String(error) }),
    );
    void readBest(game, STORM_SERVER).then((value) => live && setBest(value));
    return () => {
      live = false;
    };
  }, [game]);

  const state = phase(run, now);
  const puzzle = currentPuzzle(run, now);

  // The run ended when the clock reaches zero (the clock itself is redrawn by StormClock alone, so
  // that the board is not drawn again ten times a second).
  useEffect(() => {
    if (state !== 'running') return;
    const timer = window.setTimeout(
      () => {
        const at = Date.now();
        setNow(at);
        setRun((current) => tick(current, at));
      },
      Math.max(0, run.deadline - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [state, run.deadline]);

  // The end: the score recorded once (the browser, and the server for an account).
  const recorded = useRef<StormRun<Puzzle> | null>(null);
  useEffect(() => {
    if (state !== 'over' || recorded.current === run) return;
    recorded.current = run;
    const { score, moves, bestCombo } = summary(run);
    const before = best ?? 0;
    const time = Math.round(((run.endedAt ?? run.deadline) - (run.startedAt ?? 0)) / 1000);
    const record = { variant: game, score, moves, errors: run.errors, combo: bestCombo, time };
    void recordBest(record, STORM_SERVER).then((value) => {
      setBest(value);
      setNewBest(score > 0 && score > before);
    });
  }, [state, run, game, best]);

  const start = () => {
    if (loaded.kind !== 'ready') return;
    const at = Date.now();
    const sequence = stormSequence(loaded.puzzles, (at ^ (Math.random() * 0x7fffffff)) >>> 0);
    recorded.current = null;
    setNewBest(false);
    setChange(null);
    setNow(at);
    setRun(startRun(newRun(sequence), at));
  };

  /** A puzzle's result, as the board judged it: the run moves on at the time it came. */
  const latest = useRef(run);
  latest.current = run;
  const finish = useCallback((result: PuzzleResult, moves: number) => {
    const at = Date.now();
    const current = tick(latest.current, at);
    const next = (result === 'solved' ? solved : missed)(current, at, moves);
    const seconds = Math.round((next.deadline - current.deadline) / 1000);
    if (seconds !== 0) setChange({ seconds, at });
    latest.current = next;
    setNow(at);
    setRun(next);
  }, []);

  const boardKey = `${state} ${puzzle?.id ?? ''} ${view}`;
  useEffect(
    () => installStormTestInterface(() => stormReport(latest.current, Date.now())),
    [boardKey],
  );

  const stormRoute = (next: GameId | null, nextView: ViewMode | null = route.view): Route => ({
    page: 'storm',
    game: next,
    view: nextView,
  });

  if (state === 'running' && puzzle)
    return (
      <StormBoard
        game={game}
        puzzle={puzzle}
        view={view}
        onResult={finish}
        onNavigate={onNavigate}
        viewRoute={(nextView) => stormRoute(game, nextView)}
        clock={<StormClock run={run} change={change} />}
      />
    );

  return (
    <div className="page storm-page" data-game={game} data-state={state}>
      <SiteBar onNavigate={onNavigate} />
      <main className="storm-main">
        <header className="storm-header">
          <p className="eyebrow">{gameText(t.language, game, 'name')}</p>
          <h1 className="storm-title">{t('storm.title')}</h1>
        </header>
        {state === 'over' ? (
          <StormResults run={run} best={best} newBest={newBest} onAgain={start} />
        ) : (
          <section className="panel storm-start">
            <p className="lede storm-lede">{w('lede')}</p>
            <nav className="storm-games" aria-label={w('game')}>
              {GAMES.map((info) => (
                <RouteLink
                  key={info.id}
                  to={stormRoute(info.id)}
                  onNavigate={onNavigate}
                  className="button storm-game"
                  current={info.id === game}
                >
                  {gameText(t.language, info.id, 'name')}
                </RouteLink>
              ))}
            </nav>
            <p className="storm-best">
              {best === null ? '\u00a0' : best > 0 ? w('best', { best }) : w('noBest')}
            </p>
            {loaded.kind === 'failed' ? (
              <p className="notice" role="alert">
                {w('loadFailed', { error: loaded.error })}
              </p>
            ) : (
              <button
                type="button"
                className="button button-primary storm-start-button"
                disabled={loaded.kind !== 'ready'}
                onClick={start}
              >
                {loaded.kind === 'ready' ? w('start') : w('loading')}
              </button>
            )}
          </section>
        )}
      </main>
    </div>
  );
}

/** The clock, the combo bar and the score, above the board. */
function StormClock({
  run,
  change,
}: {
  run: StormRun;
  change: { seconds: number; at: number } | null;
}) {
  const w = useStormWords();
  const now = useNow(REDRAW_MS);
  const left = msLeft(run, now);
  const seconds = Math.ceil(left / 1000);
  const shown = change !== null && now - change.at < CHANGE_SHOWN_MS ? change : null;
  const { score } = summary(run);
  const next = nextBonus(run.combo);
  return (
    <>
      <p className={seconds <= 10 ? 'storm-clock is-low' : 'storm-clock'} role="timer">
        <span className="visually-hidden">{w('clock')}: </span>
        {clockText(seconds)}
        {shown && (
          <span className={shown.seconds > 0 ? 'storm-change is-bonus' : 'storm-change is-malus'}>
            {shown.seconds > 0
              ? w('bonus', { seconds: shown.seconds })
              : w('malus', { seconds: -shown.seconds })}
          </span>
        )}
      </p>
      <div className="storm-combo">
        <span className="storm-combo-label">
          {w('combo')} <strong className="storm-combo-count">{run.combo}</strong>
        </span>
        <span className="storm-combo-bar" aria-hidden="true">
          <span style={{ width: `${Math.round(100 * comboProgress(run.combo))}%` }} />
        </span>
        <span className="storm-combo-next">
          {w('nextBonus', { seconds: next.seconds, combo: next.at })}
        </span>
      </div>
      <p className="storm-score">
        {w('score')} <strong className="storm-score-count">{score}</strong>
        <span className="storm-puzzle-number"> · {w('puzzleOf', { n: run.index + 1 })}</span>
      </p>
    </>
  );
}

/** The run as `window.__test.storm()` reports it. */
const stormReport = (run: StormRun, now: number): StormReport => ({
  state: phase(run, now),
  score: summary(run).score,
  combo: run.combo,
  secondsLeft: secondsLeft(run, now),
  puzzleId: currentPuzzle(run, now)?.id ?? null,
});

/** The time, read again every `ms` while the component is shown. */
function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(timer);
  }, [ms]);
  return now;
}

/** 2:05, 0:09. */
const clockText = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

function StormResults({
  run,
  best,
  newBest,
  onAgain,
}: {
  run: StormRun;
  best: number | null;
  newBest: boolean;
  onAgain: () => void;
}) {
  const w = useStormWords();
  const result = summary(run);
  // Out of puzzles with time left (a miss on the last puzzle may have emptied the clock too).
  const outOfPuzzles =
    run.index >= run.puzzles.length && run.endedAt !== null && run.endedAt < run.deadline;
  return (
    <section className="panel storm-results" aria-live="polite">
      <p className="storm-over">{outOfPuzzles ? w('outOfPuzzles') : w('over')}</p>
      <p className="storm-final">
        <span className="storm-final-label">{w('yourScore')}</span>
        <strong className="storm-final-score">{result.score}</strong>
      </p>
      <p className={newBest ? 'storm-best is-new' : 'storm-best'}>
        {newBest ? w('newBest') : best !== null && w('best', { best })}
      </p>
      <dl className="storm-stats">
        <div>
          <dt>{w('moves')}</dt>
          <dd>{result.moves}</dd>
        </div>
        <div>
          <dt>{w('accuracy')}</dt>
          <dd>{result.accuracy}%</dd>
        </div>
        <div>
          <dt>{w('bestCombo')}</dt>
          <dd>{result.bestCombo}</dd>
        </div>
      </dl>
      <button type="button" className="button button-primary storm-again" onClick={onAgain}>
        {w('again')}
      </button>
      {run.results.length > 0 && (
        <>
          <h2 className="panel-title">{w('played')}</h2>
          <ol className="storm-played">
            {run.results.map((played) => (
              <li key={played.id} className={played.solved ? 'is-solved' : 'is-missed'}>
                <a href={`?puzzle=${encodeURIComponent(played.id)}`} className="storm-played-link">
                  <span className="storm-played-mark" aria-hidden="true">
                    {played.solved ? '✓' : '✗'}
                  </span>
                  <span className="storm-played-id">{played.id}</span>
                  <span className="storm-played-verdict">
                    {played.solved ? w('solved') : w('missed')}
                  </span>
                  <span className="storm-played-rating">
                    {w('rating', { rating: played.rating })}
                  </span>
                </a>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
