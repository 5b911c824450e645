/**
 * The analysis board's address as it is (for a view switch, and a link to share): the way to the
 * turn shown (`moves=`) and the tree's movetext (`tree=`, canonical) when it has turns; the game
 * and the start position are the address's own.
 */
import type { GameSession } from '../../game/session';
import { treeMovetext, type TreeAt } from '../../game/treeRecord';
import { makeSearch, type AnalyseRoute } from '../shell/route';

/** The address of the board as it is: the way to the turn shown, and the tree when it has turns. */
export function routeOf(route: AnalyseRoute, lines: TreeAt, session: GameSession): AnalyseRoute {
  const hasTurns = lines.tree.root.children.length > 0;
  return {
    ...route,
    moves: session.moves.map((move) => move.canonical),
    // the movetext alone: the game and start position are the address's own
    tree: hasTurns ? treeMovetext(session.game, session.startFen, lines.tree) : null,
  };
}

/** The whole address of the board as it is, to share. */
export function shareLink(route: AnalyseRoute, lines: TreeAt, session: GameSession): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}${makeSearch(routeOf(route, lines, session))}`;
}
