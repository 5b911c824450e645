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
 * the lines (testInterface.ts). The address follows the board (`moves=`, `tree=`), so a reload
 * opens it as it was. A position or a tree the rules refuse gives the game page's error.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { startAnalysis } from '../../game/analysisClient';
import type { AnalysisReport } from '../../engine/protocol';
import { firstTurn, passTurn, winChanceK, type LineScore } from '../../game/analysisLines';
import { lineEnd } from '../../content/contentTree';
import type { MoveTree } from '../../content/moveTree';
import { annotateReview, engineEvaluator, reviewBudget, reviewLine } from '../../game/review';
import { GameSession } from '../../game/session';
import type { GameState } from '../../game/store';
import type { AnalysisTestReport } from '../../game/testInterface';
import {
  followSession,
  mainLineMoves,
  readTreeRecord,
  showTree,
  treeMovetext,
  writeTreeRecord,
} from '../../game/treeRecord';
import { useGameSession } from '../../game/useBoardView';
import { makeFen } from '../../rules';
import { ErrorBoundary } from '../common/ErrorBoundary';
import { gameIdOf, gameInfo } from '../common/games';
import { problemText, useT } from '../i18n/i18n';
import { GamePage } from '../play/GamePage';
import { BadLink } from '../play/BadLink';
import { EditPositionLink, turnStartFen } from '../editor/EditPositionLink';
import { makeSearch, type AnalyseRoute, type Route } from '../shell/route';
import { SiteBar } from '../shell/SiteBar';
import { useSettings } from '../../game/settings';
import { AddSlideButton } from '../present/AddSlideButton';
import { StudyButtons } from '../study/StudyButtons';
import { engineArrows } from '../../game/engineArrows';
import { MoveTreePanel, type TreeActions } from './MoveTreePanel';
import { ReviewPanel, type ReviewState } from './ReviewPanel';
import { bestCaption, EnginePanel, EvalBar } from './EnginePanel';
import { routeOf, shareLink } from './boardAddress';
import { StepButtons } from './StepButtons';
import { treeEdits } from './treeEdits';
import { openSession } from './openAnalysis';
import { useAnalysisLines } from './useAnalysisLines';
import './analysis.css';

export function AnalysisPage({
  route,
  onNavigate,
  onReplace,
}: {
  route: AnalyseRoute;
  onNavigate: (route: Route) => void;
  onReplace: (route: Route) => void; // the address changed in place, as the board changes
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
      onReplace={onReplace}
    />
  );
}

/** What the analysis panel shows: the report of the position analysed, or none yet. */
interface Shown {
  readonly report: AnalysisReport | null;
  readonly fen: string; // the position analysed (its turn start and sub-moves)
}

function AnalysisBoard({
  route,
  store,
  opened,
  onNavigate,
  onReplace,
}: {
  route: AnalyseRoute;
  store: StoreApi<GameState>;
  opened: MoveTree;
  onNavigate: (route: Route) => void;
  onReplace: (route: Route) => void;
}) {
  const preferred = useSettings((state) => state.view);
  const view = gameInfo(route.game).view3d ? (route.view ?? preferred) : '2d';
  const session = useGameSession(store);
  const version = useStore(store, (state) => state.version);
  const { lines, setLines, linesNow, go, step, pending } = useAnalysisLines(store, opened);
  const position = session.position;
  const [running, setRunning] = useState(true);
  const [state, setState] = useState<Shown>({ report: null, fen: '' });
  const latest = useRef<AnalysisReport | null>(null);
  const moves = session.moves.map((move) => move.canonical).join(' ');
  const over = session.outcome !== null;

  // The address follows the board (the way to the turn shown, the tree), so that a reload or a
  // bookmark opens it as it is; changed in place, not as a new page in the history.
  useEffect(() => {
    const next = routeOf(route, lines, store.getState().session);
    if (makeSearch(next) !== makeSearch(route)) onReplace(next);
  }, [route, lines, store, version, onReplace]);

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
    const run = { cancelled: false };
    reviewRun.current = run;
    setRunning(false);
    const { tree } = linesNow.current;
    const evaluate = engineEvaluator(game.id, session.startFen, reviewBudget(game.subMoveTurns));
    void reviewLine(
      session,
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

  const { glyph, comment, promote, remove } = treeEdits(store, linesNow, setLines, go);
  const actions: TreeActions = {
    go: (path) => go(linesNow.current.tree, path),
    glyph,
    comment,
    promote,
    remove,
    open: (record) => {
      const read = readTreeRecord(record, game);
      if (!read.ok) return problemText(t.language, read.problem);
      const { tree, startFen } = read.value;
      const moves = mainLineMoves(read.value);
      if (read.value.game !== game || startFen !== session.startFen) {
        // another game or start position: its own board, as its link opens it
        const fen = startFen === read.value.game.startFen ? null : startFen;
        const movetext = treeMovetext(read.value.game, startFen, tree);
        onNavigate({ ...route, game: gameIdOf(read.value.game), fen, moves, tree: movetext });
        return null;
      }
      const along = GameSession.replay(game, startFen, moves);
      if (!along.ok) return problemText(t.language, along.problem);
      store.getState().replaceSession(along.value);
      setLines(followSession({ tree, path: [] }, along.value));
      return null;
    },
    share: () => {
      const now = followSession(linesNow.current, store.getState().session);
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
            underWay={pending}
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
        <StudyButtons
          position={() => ({ game, fen: turnStartFen(store.getState().session) })}
          lines={() => ({
            game,
            startFen: session.startFen,
            tree: followSession(linesNow.current, store.getState().session).tree,
          })}
          onNavigate={onNavigate}
        />
        <AddSlideButton
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
