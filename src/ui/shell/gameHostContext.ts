// The game host of the page (src/game/host.ts), made once by the app shell and handed to the
// parts that open, start, keep or report games (the game screen, the save notice, the record
// and library panels) through React context; and the address of a game it shows.
import { createContext, useContext } from 'react';
import type { GameHost, HostedGame } from '../../game/host';
import { formatControl } from '../../rules';
import type { GameId } from '../common/games';
import type { GameRoute } from './route';

export const GameHostContext = createContext<GameHost | null>(null);

/** The page's game host; only the app shell's pages have one. */
export function useGameHost(): GameHost {
  const host = useContext(GameHostContext);
  if (!host) throw new Error('no game host'); // the app shell (App.tsx) provides it
  return host;
}

/**
 * The address of a game the host shows: `route`'s other parts (the drawings of a share link)
 * with the game's id, game, board and FEN (kept only for a game started from the address's),
 * and the time control of a timed game.
 */
export function hostedRoute(hosted: HostedGame, route?: GameRoute): GameRoute {
  const control = hosted.store.getState().session.timeControl;
  return {
    ...route,
    clock: control ? formatControl(control) : undefined,
    page: 'game',
    game: hosted.gameId as GameId,
    view: hosted.view,
    fen: hosted.fen,
    id: hosted.id,
  };
}
