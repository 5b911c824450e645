/**
 * The page of one game: the board in the chosen view and, around it, the parts every view shares
 * — the clocks of a timed game, the turn panel, the typed-move box, the choice dialog, the game-over banner, the ARIA live
 * region, and in the screen-reader mode its panel (above the board, in place of the typed-move box) — and `window.__test` (testInterface.ts) for browser tests.
 *
 * The view: `view=2d` is the flat board (src/view2d). `view=3d` is the 3D scene, imported lazily
 * from src/view3d/View3D.tsx (`View3D({ port, onUnavailable })`) so that three.js stays out of the
 * main chunk; when the browser has no WebGL, or when the scene fails or reports its context lost (`onUnavailable(reason)`), the game continues on
 * the flat board with a short notice and nothing of the game is lost (both views read one store,
 * through its board port: `boardPortOf(store)`, game/storeBoardPort.ts).
 *
 * The page is sized to the viewport (gameLayout.css): the board takes the height it can, the side
 * column (turn panel and game controls first, the rest folded into "more") scrolls on its own and
 * never pushes the board away. Beside the board sit the 2D/3D switch and the full-screen button;
 * full screen (also the `F` key) gives the board the whole screen with the turn panel over it.
 * ← and → step through the moves (looking back, lookBack.ts), Home shows the start, End the game
 * (not while a board has the focus: there the arrows move about the board).
 *
 * Who owns the game: the caller (the app shell keeps and saves games, and refuses a bad address
 * before a page is drawn) passes the `store`, the panels beside the board (`children`, e.g. game
 * controls and the move list; `more`, folded away with the typed-move box, e.g. the record panel),
 * a `notice` and the top bar. The board and each panel stand in their own error boundary: one that
 * fails says so in its place and the rest stays usable.
 */
import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { GameState } from '../../game/store';
import { boardPortOf } from '../../game/storeBoardPort';
import type { PieceCardInfo } from '../../view3d/Overlay';
import { BoardOutline } from '../../view3d/BoardOutline';
import { SLIDE_MS } from '../../view2d/ManGlyph';
import { PieceTooltip, type TooltipInfo } from '../../view2d/PieceTooltip';
import { View2D, type View2DLabels } from '../../view2d/View2D';
import { Announcer } from './Announcer';
import { ChoiceDialog } from './ChoiceDialog';
import { ClockPanel } from './ClockPanel';
import { ErrorBoundary } from '../common/ErrorBoundary';
import { ReportingBoundary } from '../common/ReportingBoundary';
import { GameEmblem } from '../common/GameEmblem';
import { GameOverBanner } from './GameOverBanner';
import { gameIdOf, gameInfo } from '../common/games';
import { gameText, useT, type Translator } from '../i18n/i18n';
import { MoveInput } from './MoveInput';
import { lookAt, lookStep, lookStepOfKey, useLookBack, type LookStep } from './lookBack';
import { LookBackNotice } from './MoveList';
import { squareWords } from '../i18n/squareWords';
import { pieceCardWords, pieceName } from '../i18n/pieceWords';
import { view3dLabels } from '../i18n/view3dWords';
import { RouteLink } from '../common/RouteLink';
import { DrawingTools } from './DrawingTools';
import { useLingeringCard } from './LingeringCard';
import { effectiveView, pieceRoute } from '../shell/route';
import type { Route, ViewMode } from '../shell/route';
import { ANIMATION_FACTOR } from '../../game/animation';
import { useSettings } from '../../game/settings';
import { useView3DSettings } from '../common/useView3DSettings';
import { installTestInterface } from '../../game/testInterface';
import { isGraphicsProblem, useWebglProbe } from '../../game/webglProbe';
import { TurnPanel } from './TurnPanel';
import { isTypingTarget, useFullscreen } from '../common/useFullscreen';
import './gameLayout.css';

type GameRoute = Extract<Route, { page: 'game' }>;

// The 3D view, a chunk of its own (three.js), loaded when a game is first shown in 3D.
const LazyView3D = lazy(() => import('../../view3d/View3D'));
// The screen-reader mode's panel, a chunk of its own: only that mode loads it.
const LazyScreenReaderPanel = lazy(() =>
  import('../blind/ScreenReaderPanel').then((module) => ({ default: module.ScreenReaderPanel })),
);

const VIEW_LABELS: Record<ViewMode, string> = { '3d': '3D', '2d': '2D' };
/** Where a focused element is part of a board (the flat board's stage, the 3D board's frame). */
const BOARD_FOCUS = '.view2d-stage, .view3d-board';

/**
 * The notice when the 3D view stopped and the game went on in 2D: why, worded from its graphics
 * problem code (no WebGL, WebGL failed, context lost) or, for a crash, the error's own text.
 */
export function threeDStoppedNotice(t: Translator, reason: string): string {
  const worded = isGraphicsProblem(reason) ? t(`page.graphics.${reason}`) : reason;
  return t('page.3dStopped', { reason: worded });
}

/** The flat board's words in the current language. */
export function boardLabels(t: Translator): View2DLabels {
  return {
    flip: t('board.flip'),
    follow: t('board.follow'),
    orientation: t('board.orientation'),
    levels: [t('board.level1'), t('board.level2'), t('board.level3')],
    closed: t('board.closed'),
    pockets: [
      t('board.pocketOf', { side: t('side.white') }),
      t('board.pocketOf', { side: t('side.black') }),
    ],
    empty: t('board.empty'),
    pocketTarget: t('board.pocketTarget'),
    pocketSelected: t('board.pocketSelected'),
    pieceName: (letter) => pieceName(t, letter),
    card: pieceCardWords(t),
    square: squareWords(t),
  };
}

export interface GamePageProps {
  route: GameRoute;
  onNavigate: (route: Route) => void;
  store: StoreApi<GameState>; // the game to show
  notice?: ReactNode; // shown above the board, e.g. "the saved game could not be restored"
  siteBar: ReactNode; // the top bar (a way back to the games)
  children: ReactNode; // the panels beside the board, after the turn panel
  more?: ReactNode; // panels folded away under "more" with the typed-move box (e.g. the record)
  onNewGame: () => void; // the game-over banner's "New game" (the caller starts it)
  onAnalyse?: () => void; // given: the game-over banner's "Analyse" (the analysis board of the game)
  endCard?: boolean; // the game-over banner over the board when the game ends (false: a lesson says so itself)
  /** Where the 2D/3D switch goes (an online game stays online); by default this game route. */
  viewRoute?: (view: ViewMode) => Route;
  /** Drawn beside the board, in its area (the analysis board's evaluation bar). */
  beside?: ReactNode;
  /**
   * What ←, →, Home and End do instead of looking back through the moves (the analysis board
   * walks its move tree); says whether the position shown changed.
   */
  onStep?: (step: LookStep) => boolean;
}

export function GamePage({
  route,
  onNavigate,
  store,
  notice,
  siteBar,
  children,
  more,
  onNewGame,
  onAnalyse,
  endCard = true,
  viewRoute,
  beside,
  onStep,
}: GamePageProps) {
  const t = useT();
  const game = gameInfo(route.game);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Move focus to the new page's heading, as a page load would.
  useEffect(() => {
    headingRef.current?.focus();
  }, [route.game]);

  useEffect(() => installTestInterface(store), [store]);
  const page = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(page);
  const blind = useSettings((state) => state.screenReader);

  return (
    <div
      className={fullscreen.on ? 'page game-page is-fullscreen' : 'page game-page'}
      data-game={game.id}
      ref={page}
    >
      {siteBar}

      <header className="game-header game-header-compact">
        <GameEmblem game={game.id} className="game-header-emblem" />
        <div>
          <h1 className="game-title" tabIndex={-1} ref={headingRef}>
            {gameText(t.language, game.id, 'name')}
          </h1>
          <p className="game-tagline">{gameText(t.language, game.id, 'tagline')}</p>
        </div>
      </header>

      {notice}

      {blind && (
        <ErrorBoundary part="part.moveInput">
          <Suspense fallback={null}>
            <LazyScreenReaderPanel store={store} />
          </Suspense>
        </ErrorBoundary>
      )}

      <GameStage
        store={store}
        route={route}
        onNavigate={onNavigate}
        panels={children}
        more={more}
        fullscreen={fullscreen}
        onNewGame={endCard ? onNewGame : null}
        onAnalyse={onAnalyse}
        viewRoute={viewRoute ?? ((mode) => ({ ...route, view: mode }))}
        beside={beside}
        onStep={onStep}
      />
    </div>
  );
}

function GameStage({
  store,
  route,
  onNavigate,
  panels,
  more,
  fullscreen,
  onNewGame,
  onAnalyse,
  viewRoute,
  beside,
  onStep,
}: {
  store: StoreApi<GameState>;
  route: GameRoute;
  onNavigate: (route: Route) => void;
  panels: ReactNode;
  more: ReactNode;
  fullscreen: { on: boolean; toggle: () => void };
  onNewGame: (() => void) | null; // null: no game-over banner
  onAnalyse: (() => void) | undefined;
  viewRoute: (view: ViewMode) => Route;
  beside?: ReactNode;
  onStep: GamePageProps['onStep'];
}) {
  const t = useT();
  const view = effectiveView(route);
  const at = useLookBack();
  const animation = useSettings((state) => state.animation);
  const view3dSettings = useView3DSettings(true);
  const blind = useSettings((state) => state.screenReader); // its panel takes typed moves
  const version = useStore(store, (state) => state.version);
  // Any change of the game (a move, an undo, a new game) returns the boards to the live game.
  useEffect(() => lookAt(null, 0), [store, version]);
  // ← and → step through the moves, Home shows the start and End the live game (as on lichess),
  // unless the key is meant for a field, a dialog or a board with the focus (the flat board's
  // squares, the 3D board's tab stop: there the arrows move about the board).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const step = lookStepOfKey(event.key);
      if (step === null || event.defaultPrevented || event.shiftKey || isTypingTarget(event))
        return;
      const target = event.target as Element | null;
      if (target && typeof target.closest === 'function' && target.closest(BOARD_FOCUS)) return;
      const moved = onStep ? onStep(step) : lookStep(step, store.getState().session.moves.length);
      if (moved) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, onStep]);
  const [fallback, setFallback] = useState<string | null>(null);
  useEffect(() => setFallback(null), [view]);
  const webgl = useWebglProbe(view === '3d');
  const game = store.getState().session.game;
  const levels = game.levels;
  // The hovered man's card, in both views, with the way to the piece explorer.
  const pieceCards = useLingeringCard((info: Omit<TooltipInfo, 'game'>) => (
    <PieceTooltip
      info={{ ...info, game }}
      words={pieceCardWords(t)}
      link={
        <RouteLink
          to={pieceRoute(gameIdOf(game), info.letter.toUpperCase(), info.vest)}
          onNavigate={onNavigate}
        >
          {t('explore.link')} →
        </RouteLink>
      }
    />
  ));

  let board: ReactNode;
  let viewNotice: string | null = null;
  if (view === '3d' && !fallback && webgl && webgl.problem !== null) {
    viewNotice = t('page.noWebgl');
  } else if (view === '3d' && fallback) {
    viewNotice = threeDStoppedNotice(t, fallback);
  }
  // The 3D view's frame with its words and its boards' outline, while the WebGL probe asks and then
  // until the chunk runs; the view then shows the same over its canvas until its shaders are ready
  // (View3D, data-ready).
  const loading3d = (
    <div className="view-loading view3d-fallback" role="status">
      <BoardOutline levels={levels} />
      <span>{t('page.loading3d')}</span>
    </div>
  );
  if (view === '3d' && !viewNotice && !webgl) {
    board = loading3d;
  } else if (view === '3d' && !viewNotice) {
    board = (
      <ReportingBoundary onError={setFallback}>
        <Suspense fallback={loading3d}>
          <LazyView3D
            port={boardPortOf(store)}
            onUnavailable={setFallback}
            at={at}
            pieceCard={(info: PieceCardInfo) => pieceCards.report(info)}
            labels={view3dLabels(t)}
            {...view3dSettings}
          />
        </Suspense>
      </ReportingBoundary>
    );
  } else {
    board = (
      <View2D
        port={boardPortOf(store)}
        at={at}
        slideMs={SLIDE_MS * ANIMATION_FACTOR[animation]}
        labels={boardLabels(t)}
        pieceCard={pieceCards.report}
        bottom={store.getState().facing ?? 0}
      />
    );
  }

  return (
    <>
      <main className={levels > 1 && view === '2d' ? 'game-stage game-stage-wide' : 'game-stage'}>
        <section className="board-area" aria-label={t('page.board')}>
          <div className="board-tools">
            {levels > 1 && <ViewSwitch view={view} viewRoute={viewRoute} onNavigate={onNavigate} />}
            <button
              type="button"
              className="tool-button fullscreen-button"
              aria-pressed={fullscreen.on}
              title={t(fullscreen.on ? 'page.exitFullscreen' : 'page.fullscreen')}
              aria-label={t(fullscreen.on ? 'page.exitFullscreen' : 'page.fullscreen')}
              onClick={fullscreen.toggle}
            >
              <span aria-hidden="true">{fullscreen.on ? '⤡' : '⤢'}</span>
            </button>
            <DrawingTools store={store} at={at} />
          </div>
          {viewNotice && (
            <p className="view-notice" role="status">
              {viewNotice}
            </p>
          )}
          <LookBackNotice />
          {beside}
          <ErrorBoundary part="part.board">{board}</ErrorBoundary>
          {pieceCards.card}
          {at === null && onNewGame && (
            <GameOverBanner store={store} onNewGame={onNewGame} onAnalyse={onAnalyse} />
          )}
        </section>
        <aside className="side-panels" aria-label={t('page.game')}>
          <ErrorBoundary part="part.clock">
            <ClockPanel store={store} />
          </ErrorBoundary>
          <ErrorBoundary part="part.turn">
            <TurnPanel store={store} />
          </ErrorBoundary>
          {panels}
          <details className="panel side-more" open>
            <summary className="panel-title">{t('page.more')}</summary>
            {!blind && (
              <ErrorBoundary part="part.moveInput">
                <MoveInput store={store} />
              </ErrorBoundary>
            )}
            {more}
          </details>
        </aside>
      </main>
      <ChoiceDialog store={store} />
      <Announcer store={store} />
    </>
  );
}

/**
 * The address of the game on screen as it is now, for the page's links that carry it (the 2D/3D
 * switch): given by the game screen, whose page is not rendered again when only the new game's
 * library id comes into the address (GameScreen.tsx).
 */
export const GameAddressContext = createContext<GameRoute | null>(null);

/** The 2D/3D switch: links to this game on the other board. */
function ViewSwitch({
  view,
  viewRoute,
  onNavigate,
}: {
  view: ViewMode;
  viewRoute: (view: ViewMode) => Route;
  onNavigate: (route: Route) => void;
}) {
  const t = useT();
  const address = useContext(GameAddressContext);
  return (
    <div className="segmented" role="group" aria-label={t('page.boardView')}>
      {(['3d', '2d'] as const).map((mode) => (
        <RouteLink
          key={mode}
          to={address ? { ...address, view: mode } : viewRoute(mode)}
          onNavigate={onNavigate}
          current={mode === view}
          className="segment"
        >
          {VIEW_LABELS[mode]}
        </RouteLink>
      ))}
    </div>
  );
}
