// The app's routes, read from and written to the address's query string. Pure functions over
// strings (no window access) so they are unit-tested directly and shared by the shell and tests.
// `?game=<id>` opens a game page; `view=2d|3d` picks the board view; `fen=` sets up a position.
// Anything unknown falls back to something sensible rather than an error page.
import { gameInfo, isGameId } from './games';
import type { GameId } from './games';

export type ViewMode = '2d' | '3d';

export type Route =
  | {
      page: 'home';
      notice: string | null; // "There is no game called 'chess960'." — shown when ?game= was wrong
    }
  | {
      page: 'game';
      game: GameId; // 'plunder'
      view: ViewMode | null; // '3d' — null when the address names none (the game's default then)
      fen: string | null; // 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' — null: start
    };

export const HOME: Route = { page: 'home', notice: null };

/** Reads a route from a query string such as `?game=plunder&view=2d` (leading `?` optional). */
export function parseRoute(search: string): Route {
  const params = new URLSearchParams(search);
  const game = params.get('game')?.trim() ?? '';
  if (game === '') return HOME;
  if (!isGameId(game)) return { page: 'home', notice: `There is no game called '${game}'.` };
  const view = params.get('view')?.trim().toLowerCase() ?? '';
  const fen = params.get('fen')?.trim() ?? '';
  return {
    page: 'game',
    game,
    view: view === '2d' || view === '3d' ? view : null,
    fen: fen === '' ? null : fen,
  };
}

/** Writes a route as a query string: `''` for home, `?game=plunder&view=2d&fen=…` for a game. */
export function makeSearch(route: Route): string {
  if (route.page === 'home') return '';
  const params = new URLSearchParams({ game: route.game });
  if (route.view !== null) params.set('view', route.view);
  if (route.fen !== null) params.set('fen', route.fen);
  return `?${params.toString()}`;
}

/** The route of a game page with no view or position chosen. */
export function gameRoute(game: GameId): Route {
  return { page: 'game', game, view: null, fen: null };
}

/** The view a game page shows: the one in the address, else the game's default. */
export function effectiveView(route: Extract<Route, { page: 'game' }>): ViewMode {
  return route.view ?? gameInfo(route.game).defaultView;
}
