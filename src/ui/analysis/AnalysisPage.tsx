/**
 * The analysis board (`?analyse=<game>&fen=<FEN>&moves=<canonical moves>&tree=<lines>&view=2d|3d`):
 * the game page's board (GamePage, either view) on which the user plays both sides freely — no
 * computer opponent, no clock, nothing kept in the library — with a move tree (moveTree.ts,
 * MoveTreePanel.tsx) instead of a move list: every move played from an earlier position branches
 * a variation instead of replacing the rest; ←, →, Home and End (and the step buttons) walk it.
 * The session on the boards is always the way to the turn shown (plus the sub-moves of a
 * Parallel worlds turn under way): going to a turn takes back and replays moves, and every change
 * of the session is followed into the tree. The engine's infinite analysis (analysisClient.ts)
 * of the position on the boards is restarted whenever it changes and stopped when the page
 * leaves, with a Stop/Go toggle, the depth and speed, the best three lines in human notation (a
 * click on a line's first move plays it), the best line's first turn drawn as the hint's arrows
 * and an evaluation bar beside the board (analysisLines.ts). `window.__test.analysis()` reports
 * the lines (testInterface.ts). A position or a tree the rules refuse gives the game page's error.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { startAnalysis } from '../../game/analysisClient';
import type { AnalysisReport } from '../../engine/protocol';
import {
  firstTurn,
  formatScore,
  lineTurns,
  passTurn,
  whiteWinChance,
  winChanceK,
  type LineScore,
} from '../../game/analysisLines';
import {
  addTurns,
  deleteNode,
  emptyTree,
  lineEnd,
  movesTo,
  promote,
  setComment,
  toggleGlyph,
  type MoveTree,
  type TreePath,
} from '../../game/moveTree';
import { annotateReview, engineEvaluator, reviewBudget, reviewLine } from '../../game/review';
import { GameSession } from '../../game/session';
import { createGameStore, type GameState } from '../../game/store';
import type { AnalysisTestReport } from '../../game/testInterface';
import { readTreeRecord, sessionTurns, showTree, writeTreeRecord } from '../../game/treeRecord';
import { useGameSession } from '../../game/useBoardView';
import { gameById, makeFen, type Position, type Problem } from '../../rules';
import { ErrorBoundary } from '../common/ErrorBoundary';
import { gameIdOf, gameInfo } from '../common/games';
import { problemText, useT } from '../i18n/i18n';
import { GamePage } from '../play/GamePage';
import { BadLink } from '../play/BadLink';
import type { LookStep } from '../play/lookBack';
import { EditPositionLink } from '../editor/EditPositionLink';
import { makeSearch, type AnalyseRoute, type Route } from '../shell/route';
import { SiteBar } from '../shell/SiteBar';
import { useSettings } from '../../game/settings';
import { analysisTextInBoth, useAnalysisText } from './analysisWords';
import { AddSlideButton } from '../present/AddSlideButton';
import { engineArrows } from '../../game/engineArrows';
import { MoveTreePanel, type TreeActions } from './MoveTreePanel';
import { ReviewPanel, type ReviewState } from './ReviewPanel';
import './analysis.css';

type Opened = { store: StoreApi<GameState>; tree: MoveTree } | { problem: Problem };

/**
 * The session and tree of the address: the tree of `tree=` (none: empty), the session on the way
 * of `moves=` (none: to the end of the tree's main line, with its unfinished turn), or why not.
 */
function openSession(route: AnalyseRoute): Opened {
  const game = gameById(route.game)!;
  const started = GameSession.start(game, route.fen ?? undefined);
  if (!started.ok) return { problem: started.problem };
  const session = started.value;
  let tree = emptyTree();
  let moves = route.moves;
  if (route.tree !== null) {
    const tags = route.fen === null ? '' : `[FEN "${route.fen}"]\n`;
    const read = readTreeRecord(`${tags}\n${route.tree}`, game);
    if (!read.ok) return { problem: read.problem };
    tree = read.value.tree;
    if (moves.length === 0) moves = [...movesTo(tree, lineEnd(tree, [])), ...read.value.pending];
  }
  for (const move of moves) {
    const played = session.playText(move);
    if (!played.ok) return { problem: played.problem };
  }
  return { store: createGameStore(session), tree };
}

export function AnalysisPage({
  route,
  onNavigate,
}: {
  route: AnalyseRoute;
  onNavigate: (route: Route) => void;
}) {
  // One board per game and start position: a view switch (which writes the moves played and
  // the tree into the address) keeps it.
  const key = `${route.game} ${route.fen ?? ''}`;
  const [fresh, setFresh] = useState(0); // bumped by "from the start" after a refused link
  const opened = useMemo(
    () => openSession(route),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one board per game and position
    [key, fresh],
  );
  if ('problem' in opened)
    return (
      <BadLink
        problem={opened.problem}
        fen={route.fen}
        onFromStart={() => {
          onNavigate({ ...route, fen: null, moves: [], tree: null });
          setFresh((count) => count + 1);
        }}
        onNavigate={onNavigate}
      />
    );
  return (
    <AnalysisBoard
      route={route}
      store={opened.store}
      opened={opened.tree}
      onNavigate={onNavigate}
    />
  );
}

/** What the analysis panel shows: the report of the position analysed, or none yet. */
interface Shown {
  readonly report: AnalysisReport | null;
  readonly fen: string; // the position analysed (its turn start and sub-moves)
}

/** The tree and the turn on the boards. */
interface Lines {
  readonly tree: MoveTree;
  readonly path: TreePath;
}

const samePath = (a: TreePath, b: TreePath) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** The lines with the session's whole turns followed (or added) from the start. */
function follow(lines: Lines, session: GameSession): Lines {
  const next = addTurns(lines.tree, [], sessionTurns(session).turns);
  return next.tree === lines.tree && samePath(next.path, lines.path) ? lines : next;
}

function AnalysisBoard({
  route,
  store,
  opened,
  onNavigate,
}: {
  route: AnalyseRoute;
  store: StoreApi<GameState>;
  opened: MoveTree;
  onNavigate: (route: Route) => void;
}) {
  const preferred = useSettings((state) => state.view);
  const view = gameInfo(route.game).view3d ? (route.view ?? preferred) : '2d';
  const session = useGameSession(store);
  const version = useStore(store, (state) => state.version);
  const [lines, setLines] = useState<Lines>(() =>
    follow({ tree: opened, path: [] }, store.getState().session),
  );
  const position = session.position;
  const [running, setRunning] = useState(true);
  const [state, setState] = useState<Shown>({ report: null, fen: '' });
  const latest = useRef<AnalysisReport | null>(null);
  const moves = session.moves.map((move) => move.canonical).join(' ');
  const over = session.outcome !== null;
  const pending = sessionTurns(session).pending.length > 0; // a Parallel worlds turn under way

  // Every change of the session (a move on the board, a line's move, a step) into the tree.
  useEffect(() => {
    setLines((now) => follow(now, store.getState().session));
  }, [store, version]);

  // The threat mode: the position analysed is the one where the side to move passed (none in
  // the middle of a turn, or in check), and the best line is the opponent's threat.
  const [threatMode, setThreatMode] = useState(false);
  const passed = useMemo(() => (threatMode ? passTurn(position) : null), [threatMode, position]);
  const passedFen = passed ? makeFen(passed) : null;
  const analysed = threatMode ? passed : position;
  // what is analysed, as a key: the moves played, or the passed position's FEN
  const target = threatMode ? (passedFen === null ? null : `pass ${passedFen}`) : moves;

  // The analysis of that position, afresh whenever it changes; stopped on leaving.
  useEffect(() => {
    latest.current = null;
    setState({ report: null, fen: target ?? '' });
    if (!running || over || target === null) return;
    const { startFen } = store.getState().session;
    const [fen, from] =
      passedFen !== null ? [passedFen, []] : [startFen, moves === '' ? [] : moves.split(' ')];
    const handle = startAnalysis(route.game, fen, from, {
      multiPv: 3,
      onReport: (report) => {
        latest.current = report;
        setState({ report, fen: target });
      },
    });
    return () => handle.stop();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `target` names the moves and the FEN
  }, [store, route.game, target, running, over]);

  // The best line's first turn as arrows on the position (red: a threat).
  const report = target !== null && state.fen === target ? state.report : null;
  const best = report?.lines[0];
  useEffect(() => {
    const live = store.getState();
    if (!best || !analysed) return live.clearHint();
    live.showHint(firstTurn(analysed, best.moves), passed ?? undefined);
  }, [store, best, analysed, passed]);

  // The evaluation bar keeps the position's own score while the threat is shown.
  const barScore = useRef<{ moves: string; score: LineScore } | null>(null);
  if (!threatMode && best) barScore.current = { moves, score: best.score };
  const shownScore = barScore.current?.moves === moves ? barScore.current.score : null;

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

  /** Puts the session on the way to a turn: takes back to where the two part, replays the rest. */
  const go = useCallback(
    (tree: MoveTree, path: TreePath) => {
      const target = movesTo(tree, path);
      const played = store.getState().session.moves.map((move) => move.canonical);
      let common = 0;
      while (common < played.length && played[common] === target[common]) common++;
      for (let i = played.length; i > common; i--) store.getState().undo();
      for (const move of target.slice(common)) store.getState().typeMove(move);
    },
    [store],
  );

  // The lines as of the session now: two steps in a row (two key presses before a render) must
  // not both start from the same turn.
  const linesNow = useRef(lines);
  linesNow.current = lines;

  /** ← the turn before, → the line's next turn, Home the start, End the end of the line. */
  const step = useCallback(
    (which: LookStep): boolean => {
      const live = store.getState().session;
      const { tree, path } = follow(linesNow.current, live);
      const underWay = sessionTurns(live).pending.length > 0;
      const next =
        which === 'previous'
          ? underWay
            ? path
            : path.slice(0, -1)
          : which === 'start'
            ? []
            : which === 'end'
              ? lineEnd(tree, path)
              : lineEnd(tree, path).slice(0, path.length + 1);
      if (samePath(next, path) && !underWay) return false;
      go(tree, next);
      return true;
    },
    [store, go],
  );

  const game = session.game;
  const t = useT();

  // The game review of the main line: the live analysis waits while the engine reviews.
  const [review, setReview] = useState<ReviewState>(null);
  const reviewRun = useRef<{ cancelled: boolean } | null>(null);
  useEffect(
    () => () => {
      if (reviewRun.current) reviewRun.current.cancelled = true;
    },
    [],
  );
  const startReview = () => {
    const started = GameSession.start(game, session.startFen);
    if (!started.ok) return;
    const run = { cancelled: false };
    reviewRun.current = run;
    setRunning(false);
    const { tree } = linesNow.current;
    const evaluate = engineEvaluator(game.id, session.startFen, reviewBudget(game.subMoveTurns));
    void reviewLine(
      started.value,
      tree,
      lineEnd(tree, []),
      (moves) => (run.cancelled ? Promise.resolve(null) : evaluate(moves)),
      (done, total) => !run.cancelled && setReview({ done, total }),
    ).then((result) => {
      if (run.cancelled) return;
      reviewRun.current = null;
      setLines((now) => ({ ...now, tree: annotateReview(now.tree, result) }));
      setReview({ review: result });
      setRunning(true);
    });
  };
  const cancelReview = () => {
    if (reviewRun.current) reviewRun.current.cancelled = true;
    reviewRun.current = null;
    setReview(null);
    setRunning(true);
  };
  const reviewing = review !== null && 'done' in review;

  // Each change of the tree is made to the turn on the boards now (a click may come before the
  // render that follows the last one): the lines as of the session, then the change.
  const change = (edit: (tree: MoveTree, path: TreePath) => MoveTree) =>
    setLines((now) => {
      const at = follow(now, store.getState().session);
      return { ...at, tree: edit(at.tree, at.path) };
    });
  const actions: TreeActions = {
    go: (path) => go(linesNow.current.tree, path),
    glyph: (glyph) => change((tree, path) => toggleGlyph(tree, path, glyph)),
    comment: (text) => change((tree, path) => setComment(tree, path, text)),
    promote: (toMain) => change((tree, path) => promote(tree, path, toMain)),
    remove: () => {
      const { tree, path } = follow(linesNow.current, store.getState().session);
      const parent = path.slice(0, -1);
      go(tree, parent);
      setLines({ tree: deleteNode(tree, path), path: parent });
    },
    open: (record) => {
      const read = readTreeRecord(record, game);
      if (!read.ok) return problemText(t.language, read.problem);
      const { tree, startFen, pending } = read.value;
      const moves = [...movesTo(tree, lineEnd(tree, [])), ...pending];
      if (read.value.game !== game || startFen !== session.startFen) {
        // another game or start position: its own board, as its link opens it
        const fen = startFen === read.value.game.startFen ? null : startFen;
        const text = writeTreeRecord(read.value.game, startFen, tree);
        const movetext = text.slice(text.indexOf('\n\n') + 2).trim();
        onNavigate({ ...route, game: gameIdOf(read.value.game), fen, moves, tree: movetext });
        return null;
      }
      const started = GameSession.start(game, startFen);
      if (!started.ok) return problemText(t.language, started.problem);
      for (const move of moves) started.value.playText(move);
      store.getState().replaceSession(started.value);
      setLines(follow({ tree, path: [] }, started.value));
      return null;
    },
    share: () => {
      const now = follow(linesNow.current, store.getState().session);
      const record = writeTreeRecord(game, session.startFen, now.tree, 'san');
      return { link: shareLink(route, now, session), record };
    },
  };
  const turns = useMemo(() => showTree(session.positionAt(0), lines.tree), [session, lines.tree]);
  const turn = position.turn as 0 | 1;
  return (
    <GamePage
      route={{ page: 'game', game: route.game, view, fen: route.fen }}
      store={store}
      onNavigate={onNavigate}
      siteBar={<SiteBar onNavigate={onNavigate} />}
      onNewGame={() => undefined}
      endCard={false}
      viewRoute={(mode) => ({ ...routeOf(route, lines, session), view: mode })}
      beside={<EvalBar score={shownScore} turn={turn} k={winChanceK(game.id)} />}
      onStep={step}
    >
      <ErrorBoundary part="part.computer">
        <EnginePanel
          report={report}
          running={running}
          over={over}
          locked={reviewing}
          turn={(analysed ?? position).turn as 0 | 1}
          position={analysed ?? position}
          threat={threatMode ? (passed ? 'shown' : 'none') : 'off'}
          onThreat={() => setThreatMode((on) => !on)}
          onToggle={() => setRunning((on) => !on)}
          onPlay={(move) => store.getState().typeMove(move)}
        />
      </ErrorBoundary>
      <div className="side-stack">
        <StepButtons step={step} lines={lines} pending={pending} />
        <ErrorBoundary part="part.moveList">
          <MoveTreePanel
            tree={lines.tree}
            turns={turns}
            path={lines.path}
            everyTurn={game.subMoveTurns}
            actions={actions}
          />
        </ErrorBoundary>
        <ErrorBoundary part="part.computer">
          <ReviewPanel
            state={review}
            canStart={lines.tree.root.children.length > 0}
            onStart={startReview}
            onCancel={cancelReview}
            onGo={(path) => go(lines.tree, path)}
          />
        </ErrorBoundary>
        <EditPositionLink store={store} game={route.game} onNavigate={onNavigate} />
        <AddSlideButton
          store={store}
          view={view}
          slide={async ({ slideOfPosition }) => {
            const live = store.getState();
            const arrows = engineArrows(live.view.hint, live.view.threat);
            const caption = best && !threatMode ? await bestCaption(position, best) : null;
            return slideOfPosition(live.session, view, arrows, caption);
          }}
        />
      </div>
    </GamePage>
  );
}

/** White's winning chance as a vertical bar beside the board (White's part from the bottom). */
function EvalBar({ score, turn, k }: { score: LineScore | null; turn: 0 | 1; k: number }) {
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

function EnginePanel({
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
async function bestCaption(
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

/** The address of the board as it is: the way to the turn shown, and the tree when it has turns. */
function routeOf(route: AnalyseRoute, lines: Lines, session: GameSession): AnalyseRoute {
  const hasTurns = lines.tree.root.children.length > 0;
  const record = writeTreeRecord(session.game, session.startFen, lines.tree);
  return {
    ...route,
    moves: session.moves.map((move) => move.canonical),
    // the movetext alone: the game and start position are the address's own
    tree: hasTurns ? record.slice(record.indexOf('\n\n') + 2).trim() : null,
  };
}

/** The whole address of the board as it is, to share. */
function shareLink(route: AnalyseRoute, lines: Lines, session: GameSession): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}${makeSearch(routeOf(route, lines, session))}`;
}

/** To the start, back, forward and to the end of the line, as ←, →, Home and End. */
function StepButtons({
  step,
  lines,
  pending,
}: {
  step: (which: LookStep) => boolean;
  lines: Lines;
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
