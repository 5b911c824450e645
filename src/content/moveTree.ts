/**
 * The analysis board's move tree: the authored tree (contentTree.ts) whose node data is one whole
 * turn — one move in the flat games, the sub-moves of one turn in Parallel worlds chess, so a
 * branch is a different turn, not a different half of one. Every line tried from a start
 * position is kept, with a comment, a glyph and shapes per node, as lichess's analysis keeps
 * them. What is particular to turns is here: playing turns into the tree, the moves to a node.
 */
import {
  addChild,
  nodeAt,
  nodesOf,
  rootOnly,
  type Tree,
  type TreeNode,
  type TreePath,
} from './contentTree';

/** A node's data: its turn, in canonical notation (the root: none). */
export interface Turn {
  readonly moves: readonly string[]; // ['1e2-1e4', '3g1-3f3']
}

export type MoveTree = Tree<Turn>;
export type MoveNode = TreeNode<Turn>;

export function emptyTree(): MoveTree {
  return rootOnly<Turn>({ moves: [] });
}

/** The canonical moves from the start position to a node, all turns in one list. */
export function movesTo(tree: MoveTree, path: TreePath): string[] {
  return nodesOf(tree, path).flatMap((node) => node.moves);
}

const sameTurn = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((move, i) => move === b[i]);

/**
 * Plays turns from the node at `path`: each follows the child that is that turn, or becomes a
 * new child (the line's continuation when the node had none, else a variation after the others).
 * Returns the tree and the path to the last turn's node.
 */
export function addTurns(
  tree: MoveTree,
  path: TreePath,
  turns: readonly (readonly string[])[],
): { tree: MoveTree; path: TreePath } {
  let next = { tree, path };
  for (const moves of turns) {
    const parent = nodeAt(next.tree, next.path);
    if (!parent) break;
    const known = parent.children.find((child) => sameTurn(child.moves, moves));
    next = known
      ? { tree: next.tree, path: [...next.path, known.id] }
      : addChild(next.tree, next.path, { moves: [...moves] });
  }
  return next;
}
