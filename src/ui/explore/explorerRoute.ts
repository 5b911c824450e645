/**
 * The explorer's address and its board, both ways: the board is the whole state of a diagram
 * (`at=`, `blockers=`, `enemies=`), so any diagram can be linked and a reload shows it again.
 * Apart from the page because it is pure translation (test/unit/explorer-route.test.ts).
 */
import { defaultSquare, type ExplorerBoard, type ExplorerMan } from '../../game/explorer';
import type { GameId } from '../common/games';
import type { ExploreRoute } from '../shell/route';
import type { ExplorerEntry } from './explorerEntries';

/** The board a route describes. */
export function boardOf(game: GameId, route: ExploreRoute, entry: ExplorerEntry): ExplorerBoard {
  const men: Record<string, ExplorerMan> = {};
  for (const square of route.blockers) men[square] = 'blocker';
  for (const square of route.enemies) men[square] = 'enemy';
  return {
    game,
    letter: route.piece ?? entry.letter,
    vest: route.vest,
    square: route.at ?? defaultSquare(game),
    men,
  };
}

/** The route that shows `board`. */
export function routeOf(game: GameId, board: ExplorerBoard): ExploreRoute {
  const of = (kind: ExplorerMan) =>
    Object.keys(board.men).filter((square) => board.men[square] === kind);
  return {
    page: 'explore',
    game,
    piece: board.letter,
    vest: board.vest,
    at: board.square,
    blockers: of('blocker'),
    enemies: of('enemy'),
  };
}
