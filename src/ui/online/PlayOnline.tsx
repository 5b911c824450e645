// The ways into online play from a game (issue 26): "Play a friend online" (the new-game dialog
// offering a friend online: the side and the time control, then a new online game of this game,
// on this board), "Create a game for two others", and "Let others follow" (this board, live, for
// a class: its code is loaded only when asked for, with the game server's SDK).
import { lazy, Suspense, useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { GameState } from '../../game/store';
import type { GameId } from '../common/games';
import { useT } from '../i18n/i18n';
import { newOnlineRoute, type Route, type ViewMode } from '../shell/route';
import { RouteLink } from '../common/RouteLink';
import { NewGameDialog } from '../play/LazyNewGameDialog';

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
  const [asking, setAsking] = useState(false); // the new-game dialog for a friend online is open
  return (
    <section className="panel play-online" aria-label={t('online.title')}>
      <div className="button-row">
        <button
          type="button"
          className="button"
          data-action="play-online"
          onClick={() => setAsking(true)}
        >
          {t('online.playFriend')}
        </button>
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
      {asking && (
        <NewGameDialog
          game={game}
          players={store.getState().session.players}
          opponent="online"
          replacing={false}
          control={store.getState().session.timeControl}
          onPlayOnline={(route) => {
            setAsking(false);
            onNavigate({ ...route, view });
          }}
          onCancel={() => setAsking(false)}
        />
      )}
      {follow && (
        <Suspense fallback={null}>
          <FollowBoardButton store={store} view={view} autoStart />
        </Suspense>
      )}
    </section>
  );
}
