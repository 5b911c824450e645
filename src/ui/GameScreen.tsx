// A game route on screen: asks the game host for the game (the one on screen, the saved one for
// this address, or a new one from the address), reports a damaged save or a bad link in words,
// plays the move sounds, tells the host the view so the save remembers it, and mounts the game
// page with the app's panels beside the board (controls, move list, record and sharing).
import { useEffect, useMemo, useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { GameSession } from '../game/session';
import type { GameState } from '../game/store';
import { GameControls } from './GameControls';
import { addressOf, dismissNotice, noteView, noticeFor, openGameFor } from './gameHost';
import { gameInfo } from './games';
import { GamePage } from './GamePage';
import { useT } from './i18n';
import { MoveList } from './MoveList';
import { RecordPanel } from './RecordPanel';
import { HOME, type GameRoute, type Route, type ViewMode } from './route';
import { useSettings } from '../game/settings';
import { SiteBar } from './SiteBar';
import { useGameSounds } from './useGameSounds';

interface GameScreenProps {
  route: GameRoute;
  onNavigate: (route: Route) => void;
  onNewGame: () => void;
  onOpenGame: (session: GameSession, view: ViewMode | null) => void;
}

/** The view a game is shown in: the address's, else the player's setting (for a game with a 3D view). */
function viewFor(route: GameRoute, preferred: ViewMode): ViewMode {
  if (!gameInfo(route.game).view3d) return '2d';
  return route.view ?? preferred;
}

export function GameScreen({ route, onNavigate, onNewGame, onOpenGame }: GameScreenProps) {
  const address = addressOf(route.game, route.fen);
  // One game per address; the host keeps it across re-renders and view switches.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the address on purpose: a new route of the same address (another view) keeps the game
  const opened = useMemo(() => openGameFor(route), [address]);
  if ('error' in opened)
    return <BadLink error={opened.error} route={route} onNavigate={onNavigate} />;
  return (
    <LiveGame
      store={opened.store}
      route={route}
      onNavigate={onNavigate}
      onNewGame={onNewGame}
      onOpenGame={onOpenGame}
    />
  );
}

function LiveGame({
  store,
  route,
  onNavigate,
  onNewGame,
  onOpenGame,
}: GameScreenProps & { store: StoreApi<GameState> }) {
  const t = useT();
  const preferred = useSettings((state) => state.view);
  const view = viewFor(route, preferred);
  const [notice, setNotice] = useState(() => noticeFor(store));
  useGameSounds(store);

  useEffect(() => {
    noteView(store, route.view);
  }, [store, route.view]);

  useEffect(() => setNotice(noticeFor(store)), [store]);

  return (
    <GamePage
      route={{ ...route, view }}
      store={store}
      onNavigate={onNavigate}
      siteBar={<SiteBar onNavigate={onNavigate} />}
      notice={
        notice && (
          <p className="notice" role="alert">
            {t(notice.kind === 'restore-failed' ? 'game.restoreFailed' : 'game.saveFailed', {
              error: notice.error,
            })}
            <button
              type="button"
              className="notice-close"
              aria-label={t('settings.close')}
              onClick={() => {
                dismissNotice(store);
                setNotice(null);
              }}
            >
              ×
            </button>
          </p>
        )
      }
    >
      <GameControls store={store} onNewGame={onNewGame} />
      <MoveList store={store} />
      <RecordPanel store={store} view={route.view} onOpen={onOpenGame} />
    </GamePage>
  );
}

function BadLink({
  error,
  route,
  onNavigate,
}: {
  error: string;
  route: GameRoute;
  onNavigate: (route: Route) => void;
}) {
  const t = useT();
  return (
    <div className="page">
      <SiteBar onNavigate={onNavigate} />
      <main className="bad-link">
        <p className="notice" role="alert">
          {t('record.badLink', { error })}
        </p>
        {route.fen && <code className="settings-fen">{route.fen}</code>}
        <div className="button-row">
          <button
            type="button"
            className="button button-primary"
            onClick={() => onNavigate({ ...route, fen: null })}
          >
            {t('page.fromStart')}
          </button>
          <button type="button" className="button" onClick={() => onNavigate(HOME)}>
            {t('nav.back')}
          </button>
        </div>
      </main>
    </div>
  );
}
