/**
 * What the analysis board's address opens (`?analyse=<game>&fen=&moves=&tree=`): the session on
 * the way of `moves=` and the tree of `tree=`, or the problem the rules find in them. Apart from
 * the page so that reading an address is one small function, replayed through the rules core's
 * one replay (`GameSession.replay`).
 */
import type { StoreApi } from 'zustand/vanilla';
import { emptyTree, type MoveTree } from '../../content/moveTree';
import { GameSession } from '../../game/session';
import { createGameStore, type GameState } from '../../game/store';
import { mainLineMoves, readTreeRecord } from '../../game/treeRecord';
import { gameById, type Problem } from '../../rules';
import type { AnalyseRoute } from '../shell/route';

export type Opened = { store: StoreApi<GameState>; tree: MoveTree } | { problem: Problem };

/**
 * The session and tree of the address: the tree of `tree=` (none: empty), the session on the way
 * of `moves=` (none: to the end of the tree's main line, with its unfinished turn), or why not.
 */
export function openSession(route: AnalyseRoute): Opened {
  const game = gameById(route.game)!;
  // a position the rules refuse is said as such, before any tree read from it
  const start = GameSession.start(game, route.fen ?? undefined);
  if (!start.ok) return { problem: start.problem };
  let tree = emptyTree();
  let moves = route.moves;
  if (route.tree !== null) {
    const tags = route.fen === null ? '' : `[FEN "${route.fen}"]\n`;
    const read = readTreeRecord(`${tags}\n${route.tree}`, game);
    if (!read.ok) return { problem: read.problem };
    tree = read.value.tree;
    if (moves.length === 0) moves = mainLineMoves(read.value);
  }
  const along = GameSession.replay(game, route.fen ?? undefined, moves);
  if (!along.ok) return { problem: along.problem };
  const session = along.value;
  return { store: createGameStore(session), tree };
}
