/**
 * The analysis board's tree on the boards: the lines (the tree and the turn shown) kept as the
 * session changes, the shapes kept on the tree's nodes, and the walk through the tree (going to a
 * turn takes back and replays moves on the session). A hook of its own so that the page only
 * lays out its panels: the engine's lines, the review and the tree's actions build on it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { sameShapes } from '../../content/annotations';
import { lineEnd, nodeAt, samePath, setShapes, type TreePath } from '../../content/contentTree';
import { movesTo, type MoveTree } from '../../content/moveTree';
import type { GameState } from '../../game/store';
import { followSession, sessionTurns, type TreeAt } from '../../game/treeRecord';
import { useGameSession } from '../../game/useBoardView';
import type { LookStep } from '../play/lookBack';

/** The lines of the board whose store is `store`, opened with the tree `opened`. */
export function useAnalysisLines(store: StoreApi<GameState>, opened: MoveTree) {
  const session = useGameSession(store);
  const version = useStore(store, (state) => state.version);
  const [lines, setLines] = useState<TreeAt>(() =>
    followSession({ tree: opened, path: [] }, store.getState().session),
  );
  const pending = sessionTurns(session).pending.length > 0; // a Parallel worlds turn under way

  // The lines as of the session now: two steps in a row (two key presses before a render) must
  // not both start from the same turn.
  const linesNow = useRef(lines);
  linesNow.current = lines;

  // Every change of the session (a move on the board, a line's move, a step) into the tree.
  useEffect(() => {
    setLines((now) => followSession(now, store.getState().session));
  }, [store, version]);

  // Shapes live on the tree's nodes: what is drawn on a node's position goes onto the node, and
  // the node shown brings its own to the board (the session only shows them; a turn under way
  // has no node, so what is drawn in its middle stays there).
  // Nothing is drawn yet when the board opens: the node shown brings its shapes (a study's
  // chapter opens with them), and the board's none must not wipe them from the node.
  const shapesVersion = useStore(store, (state) => state.shapesVersion);
  const openedVersion = useRef(shapesVersion);
  useEffect(() => {
    if (shapesVersion === openedVersion.current) return;
    const live = store.getState().session;
    setLines((now) => {
      const node = nodeAt(now.tree, now.path);
      const shapes = live.shapesAt();
      if (!node || followSession(now, live) !== now || sessionTurns(live).pending.length > 0)
        return now;
      return sameShapes(node.shapes, shapes)
        ? now
        : { ...now, tree: setShapes(now.tree, now.path, shapes) };
    });
  }, [store, shapesVersion]);
  const shownShapes = nodeAt(lines.tree, lines.path)?.shapes;
  const shownPath = lines.path.join(' ');
  useEffect(() => {
    const live = store.getState();
    const now = linesNow.current;
    if (!shownShapes || followSession(now, live.session) !== now || pending) return;
    if (!sameShapes(live.session.shapesAt(), shownShapes)) live.setShapes(shownShapes);
  }, [store, shownShapes, shownPath, pending]);

  /**
   * Puts the session on these moves from the start: takes back to where the two part, replays
   * the rest (a class's student following its teacher's board, issue 46).
   */
  const replay = useCallback(
    (target: readonly string[]) => {
      const played = store.getState().session.moves.map((move) => move.canonical);
      let common = 0;
      while (common < played.length && played[common] === target[common]) common++;
      for (let i = played.length; i > common; i--) store.getState().undo();
      for (const move of target.slice(common)) store.getState().typeMove(move);
    },
    [store],
  );

  /** Puts the session on the way to a turn. */
  const go = useCallback((tree: MoveTree, path: TreePath) => replay(movesTo(tree, path)), [replay]);

  /** ← the turn before, → the line's next turn, Home the start, End the end of the line. */
  const step = useCallback(
    (which: LookStep): boolean => {
      const live = store.getState().session;
      const { tree, path } = followSession(linesNow.current, live);
      const underWay = sessionTurns(live).pending.length > 0;
      const next =
        which === 'previous'
          ? underWay
            ? path
            : path.slice(0, -1)
          : which === 'start'
            ? []
            : which === 'end'
              ? lineEnd(tree, path)
              : lineEnd(tree, path).slice(0, path.length + 1);
      if (samePath(next, path) && !underWay) return false;
      go(tree, next);
      return true;
    },
    [store, go],
  );

  return { lines, setLines, linesNow, go, replay, step, pending };
}
