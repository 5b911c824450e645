/**
 * The one tree of authored content: a tree of turns whose every node carries what an author adds
 * to a position — a comment, a glyph (`!`, `?`, `!?`…) and shapes (arrows and circles, also
 * between levels, annotations.ts) — over data of its own (`T`: the analysis board's turn of
 * canonical moves, moveTree.ts). Modelled on chessops' `Node<T>` and its `transform`
 * (read as design only, chessops is GPL; this is our own), so the analysis board, records with
 * variations, lessons and slides, and later studies (chapters of such trees) share one shape,
 * one set of operations and one JSON format (treeJson.ts).
 *
 * A node's first child continues the line it is on (the main line from the root); the others are
 * variations. The tree is immutable: every change returns a new tree (React state), sharing the
 * untouched branches. A node is reached by its path, the ids of the nodes from the root's child
 * down (ids survive promotions and deletions, where places among siblings do not). The node's
 * data is spread into it (`node.moves`), so a reader of one kind of tree reads it plainly.
 */
import type { Shape } from './annotations';

/** The move glyphs of PGN's annotation, with their NAG numbers ($1 to $6). */
export const GLYPHS = ['!', '?', '!!', '??', '!?', '?!'] as const;
export type Glyph = (typeof GLYPHS)[number];

/**
 * What an author adds to a node's position. `hint` and `deviation` are an interactive study
 * chapter's (lichess's gamebook): the hint offered before the student plays this node's main
 * child, and the answer to a student whose turn there is none of the node's children.
 */
export interface Annotation {
  readonly comment: string; // '' — none
  readonly glyph: Glyph | null; // the root has none
  readonly shapes: readonly Shape[]; // drawn on the position after the node's turn
  readonly hint: string; // '' — none
  readonly deviation: string; // '' — none
}

/** A node: its data, its annotation, its id and its children ([0] continues its line). */
export type TreeNode<T> = T &
  Annotation & {
    readonly id: number;
    readonly children: readonly TreeNode<T>[];
  };

export interface Tree<T> {
  readonly root: TreeNode<T>; // the start position (its data the empty turn)
  readonly nextId: number;
}

/** The ids from the root's child to a node; [] is the root (the start position). */
export type TreePath = readonly number[];

/** No comment, no glyph, no shapes. */
const BARE: Annotation = { comment: '', glyph: null, shapes: [], hint: '', deviation: '' };

/** A tree of a root alone, whose data is `data`. */
export function rootOnly<T extends object>(data: T): Tree<T> {
  return { root: { ...data, ...BARE, id: 0, children: [] }, nextId: 1 };
}

/** The nodes along a path, from the root's child down (shorter when the path leaves the tree). */
export function nodesOf<T>(tree: Tree<T>, path: TreePath): TreeNode<T>[] {
  const nodes: TreeNode<T>[] = [];
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
export function nodeAt<T>(tree: Tree<T>, path: TreePath): TreeNode<T> | null {
  const nodes = nodesOf(tree, path);
  if (nodes.length !== path.length) return null;
  return nodes.at(-1) ?? tree.root;
}

/** The path on from a node along its first children to the end of its line. */
export function lineEnd<T>(tree: Tree<T>, path: TreePath): TreePath {
  const end = [...path];
  let node = nodeAt(tree, path);
  while (node && node.children.length > 0) {
    node = node.children[0]!;
    end.push(node.id);
  }
  return end;
}

/** Whether two paths reach the same node. */
export const samePath = (a: TreePath, b: TreePath): boolean =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * A new tree of another data, node by node (chessops' `transform`): `change` gives a child's new
 * data and the context for its children, or `undefined` to leave the child and its line out.
 * Ids, annotations and the order of children are kept.
 */
export function transform<T, U extends object, C>(
  tree: Tree<T>,
  rootData: U,
  context: C,
  change: (context: C, node: TreeNode<T>) => { data: U; context: C } | undefined,
): Tree<U> {
  const copy = (node: TreeNode<T>, data: U, at: C): TreeNode<U> => ({
    ...data,
    comment: node.comment,
    glyph: node.glyph,
    shapes: node.shapes,
    hint: node.hint,
    deviation: node.deviation,
    id: node.id,
    children: node.children.flatMap((child) => {
      const changed = change(at, child);
      return changed ? [copy(child, changed.data, changed.context)] : [];
    }),
  });
  return { root: copy(tree.root, rootData, context), nextId: tree.nextId };
}

/** A copy of the tree with the node at `path` replaced by `change(node)`. */
function updateAt<T>(
  tree: Tree<T>,
  path: TreePath,
  change: (node: TreeNode<T>) => TreeNode<T>,
): Tree<T> {
  const rebuild = (node: TreeNode<T>, depth: number): TreeNode<T> => {
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

/**
 * The tree with a new child of the node at `path` (its line's continuation when the node had
 * none, else a variation after the others), and the new child's path; the tree itself when the
 * path is not in it.
 */
export function addChild<T extends object>(
  tree: Tree<T>,
  path: TreePath,
  data: T,
): { tree: Tree<T>; path: TreePath } {
  if (!nodeAt(tree, path)) return { tree, path };
  const id = tree.nextId;
  const node = { ...data, ...BARE, id, children: [] } as TreeNode<T>;
  const next = updateAt(tree, path, (each) => ({ ...each, children: [...each.children, node] }));
  return { tree: { ...next, nextId: id + 1 }, path: [...path, id] };
}

/** The tree without the node at `path` and all that follows it (the root cannot go). */
export function deleteNode<T>(tree: Tree<T>, path: TreePath): Tree<T> {
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
export function promote<T>(tree: Tree<T>, path: TreePath, toMain = false): Tree<T> {
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
export function onMainLine<T>(tree: Tree<T>, path: TreePath): boolean {
  let node = tree.root;
  for (const id of path) {
    if (node.children[0]?.id !== id) return false;
    node = node.children[0];
  }
  return true;
}

/** The tree with the node's comment set ('' removes it). */
export function setComment<T>(tree: Tree<T>, path: TreePath, comment: string): Tree<T> {
  return updateAt(tree, path, (node) => ({ ...node, comment }));
}

/** The tree with the node's gamebook hint set ('' removes it). */
export function setHint<T>(tree: Tree<T>, path: TreePath, hint: string): Tree<T> {
  return updateAt(tree, path, (node) => ({ ...node, hint }));
}

/** The tree with the node's answer to a wrong turn set ('' removes it). */
export function setDeviation<T>(tree: Tree<T>, path: TreePath, deviation: string): Tree<T> {
  return updateAt(tree, path, (node) => ({ ...node, deviation }));
}

/** The tree with the node's glyph set, or cleared when it was that glyph already. */
export function toggleGlyph<T>(tree: Tree<T>, path: TreePath, glyph: Glyph): Tree<T> {
  if (path.length === 0) return tree;
  return updateAt(tree, path, (node) => ({ ...node, glyph: node.glyph === glyph ? null : glyph }));
}

/** The tree with the node's shapes replaced (none: []). */
export function setShapes<T>(tree: Tree<T>, path: TreePath, shapes: readonly Shape[]): Tree<T> {
  if (!nodeAt(tree, path)) return tree;
  return updateAt(tree, path, (node) => ({ ...node, shapes }));
}
