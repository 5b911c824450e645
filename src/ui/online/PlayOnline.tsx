// The ways into online play from a game (issue 26): "Play a friend online" and "Create a game for
// two others" (a new online game of this game, on this board), and "Let others follow" (this
// board, live, for a class: its code is loaded only when asked for, with the game server's SDK).
import { lazy, Suspense, useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { GameState } from '../../game/store';
import type { GameId } from '../common/games';
import { useT } from '../i18n/i18n';
import { newOnlineRoute, type Route, type ViewMode } from '../shell/route';
import { RouteLink } from '../common/RouteLink';

const FollowBoardButton = lazy(() =>
  import('./FollowShare').then((module) => ({ default: module.FollowBoardButton })),
);

export function PlayOnline({
  game,
  view,
  store,
  onNavigate,
}: {
  game: GameId;
  view: ViewMode;
  store: StoreApi<GameState>;
  onNavigate: (route: Route) => void;
}) {
  const t = useT();
  const [follow, setFollow] = useState(false);
  return (
    <section className="panel play-online" aria-label={t('online.title')}>
      <div className="button-row">
        <RouteLink
          to={newOnlineRoute(game, false, view)}
          onNavigate={onNavigate}
          className="button"
        >
          {t('online.playFriend')}
        </RouteLink>
        <RouteLink
          to={newOnlineRoute(game, true, view)}
          onNavigate={onNavigate}
          className="button button-quiet"
        >
          {t('online.organise')}
        </RouteLink>
        {!follow && (
          <button type="button" className="button button-quiet" onClick={() => setFollow(true)}>
            {t('follow.letOthers')}
          </button>
        )}
      </div>
      {follow && (
        <Suspense fallback={null}>
          <FollowBoardButton store={store} view={view} autoStart />
        </Suspense>
      )}
    </section>
  );
}
