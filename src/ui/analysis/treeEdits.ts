/**
 * The edits of a move tree on the boards, as the analysis board's tree panel makes them and the
 * study page's editor too: a glyph, a comment, a variation promoted, a turn and all after it
 * deleted, or any other change (a gamebook's hint) — each made to the turn on the boards now (a
 * click may come before the render that follows the last move): the lines as of the session,
 * then the change.
 */
import type { Dispatch, RefObject, SetStateAction } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import {
  deleteNode,
  promote,
  setComment,
  toggleGlyph,
  type Glyph,
  type TreePath,
} from '../../content/contentTree';
import type { MoveTree } from '../../content/moveTree';
import type { GameState } from '../../game/store';
import { followSession, type TreeAt } from '../../game/treeRecord';

export function treeEdits(
  store: StoreApi<GameState>,
  linesNow: RefObject<TreeAt>,
  setLines: Dispatch<SetStateAction<TreeAt>>,
  go: (tree: MoveTree, path: TreePath) => void,
) {
  const change = (edit: (tree: MoveTree, path: TreePath) => MoveTree) =>
    setLines((now) => {
      const at = followSession(now, store.getState().session);
      return { ...at, tree: edit(at.tree, at.path) };
    });
  return {
    change,
    glyph: (glyph: Glyph) => change((tree, path) => toggleGlyph(tree, path, glyph)),
    comment: (text: string) => change((tree, path) => setComment(tree, path, text)),
    promote: (toMain: boolean) => change((tree, path) => promote(tree, path, toMain)),
    remove: () => {
      const { tree, path } = followSession(linesNow.current, store.getState().session);
      const parent = path.slice(0, -1);
      go(tree, parent);
      setLines({ tree: deleteNode(tree, path), path: parent });
    },
  };
}
