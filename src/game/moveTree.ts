/**
 * The analysis board's move tree: every line tried from a start position, kept, with a comment
 * and a glyph (`!`, `?`, `!?`…) per node, as lichess's analysis keeps them. A node is one whole
 * turn — one move in the flat games, the sub-moves of one turn in Parallel worlds chess, so a
 * branch is a different turn, not a different half of one. Its first child continues the line it
 * is on (the main line from the root); the others are variations. The tree is immutable: every
 * change returns a new tree (React state), sharing the untouched branches. A node is reached by
 * its path, the ids of the nodes from the root's child down (ids survive promotions and
 * deletions, where places among siblings do not).
 */

/** The move glyphs of PGN's annotation, with their NAG numbers ($1 to $6). */
export const GLYPHS = ['!', '?', '!!', '??', '!?', '?!'] as const;
export type Glyph = (typeof GLYPHS)[number];

export interface TreeNode {
  readonly id: number;
  readonly moves: readonly string[]; // the turn, in canonical notation (the root: none)
  readonly comment: string; // '' — none
  readonly glyph: Glyph | null;
  readonly children: readonly TreeNode[]; // [0] continues this line; the rest are variations
}

export interface MoveTree {
  readonly root: TreeNode;
  readonly nextId: number;
}

/** The ids from the root's child to a node; [] is the root (the start position). */
export type TreePath = readonly number[];

export function emptyTree(): MoveTree {
  return { root: { id: 0, moves: [], comment: '', glyph: null, children: [] }, nextId: 1 };
}

/** The nodes along a path, from the root's child down (shorter when the path leaves the tree). */
export function nodesOf(tree: MoveTree, path: TreePath): TreeNode[] {
  const nodes: TreeNode[] = [];
  let node = tree.root;
  for (const id of path) {
    const child = node.children.find((each) => each.id === id);
    if (!child) break;
    nodes.push(child);
    node = child;
  }
  return nodes;
}

/** The node a path reaches (the root for []), or null when it is not in the tree. */
export function nodeAt(tree: MoveTree, path: TreePath): TreeNode | null {
  const nodes = nodesOf(tree, path);
  if (nodes.length !== path.length) return null;
  return nodes.at(-1) ?? tree.root;
}

/** The canonical moves from the start position to a node, all turns in one list. */
export function movesTo(tree: MoveTree, path: TreePath): string[] {
  return nodesOf(tree, path).flatMap((node) => node.moves);
}

/** The path on from a node along its first children to the end of its line. */
export function lineEnd(tree: MoveTree, path: TreePath): TreePath {
  const end = [...path];
  let node = nodeAt(tree, path);
  while (node && node.children.length > 0) {
    node = node.children[0]!;
    end.push(node.id);
  }
  return end;
}

/** A copy of the tree with the node at `path` replaced by `change(node)`. */
function updateAt(tree: MoveTree, path: TreePath, change: (node: TreeNode) => TreeNode): MoveTree {
  const rebuild = (node: TreeNode, depth: number): TreeNode => {
    if (depth === path.length) return change(node);
    return {
      ...node,
      children: node.children.map((child) =>
        child.id === path[depth] ? rebuild(child, depth + 1) : child,
      ),
    };
  };
  return { ...tree, root: rebuild(tree.root, 0) };
}

/** Whether two paths reach the same node. */
export const samePath = (a: TreePath, b: TreePath): boolean =>
  a.length === b.length && a.every((id, i) => id === b[i]);

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
  let next = tree;
  const at = [...path];
  for (const moves of turns) {
    const parent = nodeAt(next, at);
    if (!parent) break;
    const known = parent.children.find((child) => sameTurn(child.moves, moves));
    if (known) {
      at.push(known.id);
      continue;
    }
    const id = next.nextId;
    const node: TreeNode = { id, moves: [...moves], comment: '', glyph: null, children: [] };
    next = updateAt(next, at, (each) => ({ ...each, children: [...each.children, node] }));
    next = { ...next, nextId: id + 1 };
    at.push(id);
  }
  return { tree: next, path: at };
}

/** The tree without the node at `path` and all that follows it (the root cannot go). */
export function deleteNode(tree: MoveTree, path: TreePath): MoveTree {
  if (path.length === 0) return tree;
  const id = path.at(-1)!;
  return updateAt(tree, path.slice(0, -1), (parent) => ({
    ...parent,
    children: parent.children.filter((child) => child.id !== id),
  }));
}

/**
 * Promotes the variation that holds the node at `path`, as lichess does: the deepest node of
 * the path that is not its parent's first child becomes it, so its line moves one level up;
 * with `toMain`, every node of the path becomes its parent's first child (the main line).
 */
export function promote(tree: MoveTree, path: TreePath, toMain = false): MoveTree {
  let next = tree;
  for (let depth = path.length; depth > 0; depth--) {
    const parentPath = path.slice(0, depth - 1);
    const parent = nodeAt(next, parentPath);
    const id = path[depth - 1]!;
    if (!parent || parent.children[0]?.id === id) continue;
    next = updateAt(next, parentPath, (each) => ({
      ...each,
      children: [
        ...each.children.filter((child) => child.id === id),
        ...each.children.filter((child) => child.id !== id),
      ],
    }));
    if (!toMain) break;
  }
  return next;
}

/** Whether the node at `path` is on the main line (every node of it its parent's first child). */
export function onMainLine(tree: MoveTree, path: TreePath): boolean {
  let node = tree.root;
  for (const id of path) {
    if (node.children[0]?.id !== id) return false;
    node = node.children[0];
  }
  return true;
}

/** The tree with the node's comment set ('' removes it). */
export function setComment(tree: MoveTree, path: TreePath, comment: string): MoveTree {
  return updateAt(tree, path, (node) => ({ ...node, comment }));
}

/** The tree with the node's glyph set, or cleared when it was that glyph already. */
export function toggleGlyph(tree: MoveTree, path: TreePath, glyph: Glyph): MoveTree {
  if (path.length === 0) return tree;
  return updateAt(tree, path, (node) => ({ ...node, glyph: node.glyph === glyph ? null : glyph }));
}
