// "Edit position": from a game page to the position editor (`?edit=<game>&fen=<FEN>`), starting
// from the position at the start of the turn on screen. Its FEN is written once per change of the
// game (the store's `version`), not on every render and every change of the store. A study's
// "Add this position as a chapter" takes the same position (`turnStartFen`).
import { useMemo } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { GameSession } from '../../game/session';
import type { GameState } from '../../game/store';
import type { GameId } from '../common/games';
import { useT } from '../i18n/i18n';
import { RouteLink } from '../common/RouteLink';
import type { Route } from '../shell/route';

/** The FEN at the start of the turn on screen (a Parallel worlds turn's sub-moves left out). */
export const turnStartFen = (session: GameSession): string =>
  session.fenWithSubMoves().split(' ; ')[0]!;

export function EditPositionLink({
  store,
  game,
  onNavigate,
}: {
  store: StoreApi<GameState>;
  game: GameId;
  onNavigate: (route: Route) => void;
}) {
  const t = useT();
  const version = useStore(store, (state) => state.version);
  const session = useStore(store, (state) => state.session);
  const fen = useMemo(
    () => turnStartFen(session),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the session changes in place: `version` says when
    [session, version],
  );
  return (
    <RouteLink
      to={{ page: 'edit', game, fen }}
      onNavigate={onNavigate}
      className="button edit-position-link"
    >
      {t('editor.open')}
    </RouteLink>
  );
}
