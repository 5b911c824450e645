// A game route on screen: asks the page's game host (src/game/host.ts, from GameHostContext) for
// the game (the one on screen, the library's entry for this address's id, or a new one from the
// address), puts the game's library id into the address, reports the save state and any damaged
// entry or bad link in words, plays the move sounds, tells the host the view so the library
// remembers it, and mounts the game page with the app's panels beside the board (controls, the
// computer's panel, move list, record and sharing), each in its own error boundary so that one
// failing panel leaves the game playable; it also runs the computer player of the game
// (useComputer). The game controls' and the game-over banner's "New game" are both `onNewGame`.
import { memo, startTransition, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { hasComputer, type Players } from '../../game/players';
import type { GameSession } from '../../game/session';
import type { TimeControl } from '../../rules';
import type { GameState } from '../../game/store';
import { ErrorBoundary } from '../common/ErrorBoundary';
import { ComputerPanel } from './ComputerPanel';
import { GameControls } from './GameControls';
import type { OpenedGame } from '../../game/host';
import { hostedRoute, useGameHost } from '../shell/gameHostContext';
import { EditPositionLink } from '../editor/EditPositionLink';
import { AddSlideButton } from '../present/AddSlideButton';
import { gameInfo } from '../common/games';
import { GameAddressContext, GamePage } from './GamePage';
import { BadLink } from './BadLink';
import { useT } from '../i18n/i18n';
import { MoveList } from './MoveList';
import { RecordPanel } from '../library/RecordPanel';
import { makeSearch, type GameRoute, type Route, type ViewMode } from '../shell/route';
import { SaveNotice } from '../library/SaveNotice';
import { useSettings } from '../../game/settings';
import { SiteBar } from '../shell/SiteBar';
import { PlayOnline } from '../online/PlayOnline';
import { useComputer } from './useComputer';
import { useGameSounds } from './useGameSounds';

interface GameScreenProps {
  route: GameRoute;
  onNavigate: (route: Route) => void;
  onReplace: (route: Route) => void; // changes the address without a new history entry
  // a new game of this game; players and time control: kept when not given
  onNewGame: (players?: Players, control?: TimeControl | null) => void;
  onOpenGame: (session: GameSession, view: ViewMode | null) => void;
}

/** The view a game is shown in: the address's, else the player's setting (for a game with a 3D view). */
function viewFor(route: GameRoute, preferred: ViewMode): ViewMode {
  if (!gameInfo(route.game).view3d) return '2d';
  return route.view ?? preferred;
}

export function GameScreen(props: GameScreenProps) {
  const { route, onNavigate, onReplace } = props;
  const t = useT();
  // One game per library id (or, without one, per address); the host keeps it across view switches.
  const key = route.id ?? `${route.game} ${route.fen ?? ''}`;
  const host = useGameHost();
  const address = { ...route, gameId: route.game };
  // An address without an id is a new game at once, in the first render: a game page prerendered
  // at build (its start position) hydrates with the same game in place (docs/performance.md).
  const atOnce = () => host.shown(route.id) ?? (route.id ? null : host.start(address));
  const [opened, setOpened] = useState<OpenedGame | null>(atOnce);
  useEffect(() => {
    const now = atOnce();
    // The game just opened, now under its id in the address: the same store, so no new render.
    if (now) {
      setOpened((was) =>
        was && 'store' in was && 'store' in now && was.store === now.store ? was : now,
      );
      // A new game: its id into the address, in a transition (the page stays as it is).
      if (!route.id && !('error' in now)) startTransition(() => onReplace(hostedRoute(now, route)));
      return;
    }
    let live = true;
    setOpened(null);
    void host.open(address).then((result) => {
      if (!live) return;
      // The game page and its id in the address in one render, rendered in a transition: React
      // renders it in slices between which the browser may paint and answer, not one long task.
      startTransition(() => {
        setOpened(result);
        if ('error' in result) return;
        const hosted = hostedRoute(result, route);
        if (makeSearch(hosted) !== makeSearch(route)) onReplace(hosted);
      });
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one opening per game (its id or address), not per render
  }, [key]);
  // A game put on screen on purpose (a new game, an import) is there at once, in this render.
  const game = host.shown(route.id) ?? opened;
  if (!game)
    return (
      <div className="page">
        <SiteBar onNavigate={onNavigate} />
        <p className="view-loading">{t('game.opening')}</p>
      </div>
    );
  if ('error' in game)
    return (
      <BadLink
        problem={game.problem}
        fen={route.fen}
        onFromStart={() => onNavigate({ ...route, fen: null })}
        onNavigate={onNavigate}
      />
    );
  return (
    <GameAddressContext.Provider value={route}>
      <LiveGame {...props} store={game.store} />
    </GameAddressContext.Provider>
  );
}

interface LiveGameProps extends GameScreenProps {
  store: StoreApi<GameState>;
}

/**
 * The page again only when something it shows changed: not when the new game's library id comes
 * into the address (a whole render of a Parallel worlds page is a long task on a phone). Its link
 * that carries the id (the 2D/3D switch) reads the address from GameAddressContext; its other
 * callbacks depend on the game and view only.
 */
const LiveGame = memo(
  LiveGamePage,
  (was, now) =>
    was.store === now.store &&
    was.onNavigate === now.onNavigate &&
    was.onOpenGame === now.onOpenGame &&
    makeSearch({ ...was.route, id: null }) === makeSearch({ ...now.route, id: null }),
);

function LiveGamePage({ store, route, onNavigate, onNewGame, onOpenGame }: LiveGameProps) {
  const preferred = useSettings((state) => state.view);
  const view = viewFor(route, preferred);
  useGameSounds(store);
  const computer = useComputer(store);
  // Against the computer its panel (thinking, move now) comes first; otherwise it offers hints.
  const against = hasComputer(useStore(store, (state) => state.session).players);

  const host = useGameHost();
  useEffect(() => {
    host.noteView(store, route.view);
  }, [host, store, route.view]);

  /** "Analyse" (the controls' and the game-over banner's): this game on the analysis board. */
  const analyse = () => {
    const { session } = store.getState();
    onNavigate({
      page: 'analyse',
      game: route.game,
      fen: session.startFen,
      moves: session.moves.map((move) => move.canonical),
      tree: null,
      view: route.view,
    });
  };

  return (
    <GamePage
      route={{ ...route, view }}
      store={store}
      onNavigate={onNavigate}
      siteBar={<SiteBar onNavigate={onNavigate} />}
      notice={<SaveNotice store={store} />}
      onNewGame={() => onNewGame()}
      onAnalyse={analyse}
      more={
        <ErrorBoundary part="part.record">
          <RecordPanel store={store} view={route.view} onOpen={onOpenGame} />
        </ErrorBoundary>
      }
    >
      {against && (
        <ErrorBoundary part="part.computer">
          <ComputerPanel store={store} computer={computer} />
        </ErrorBoundary>
      )}
      <ErrorBoundary part="part.controls">
        <GameControls store={store} computer={computer} onNewGame={onNewGame} onAnalyse={analyse} />
      </ErrorBoundary>
      {!against && (
        <ErrorBoundary part="part.computer">
          <ComputerPanel store={store} computer={computer} />
        </ErrorBoundary>
      )}
      <div className="side-stack">
        <ErrorBoundary part="part.moveList">
          <MoveList store={store} onNavigate={onNavigate} />
        </ErrorBoundary>
        <EditPositionLink store={store} game={route.game} onNavigate={onNavigate} />
        <AddSlideButton store={store} view={view} />
      </div>
      <PlayOnline game={route.game} view={view} store={store} onNavigate={onNavigate} />
    </GamePage>
  );
}
