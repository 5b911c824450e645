/**
 * The one JSON format of the authored tree (contentTree.ts) of a game: what a lesson, a slide or
 * a study chapter stores, versioned so that a later format can still read this one:
 *
 *   { "version": 1, "game": "parallel-worlds", "fen": "…",            (fen: omitted at the start)
 *     "root": { "comment": "…", "shapes": "G1e23e4",                 (the start position's)
 *               "children": [ { "moves": ["1e2-1e4", "3g1-3f3"], "glyph": "!?", "comment": "…",
 *                               "shapes": "R2d5", "children": [ … ] } ] } }
 *
 * A node's `moves` are one whole turn in canonical notation (at the end of a line also the start
 * of one: a lesson's goal may be reached in the middle of a turn); `children[0]` continues its line,
 * the others are variations; `comment`, `glyph` and `shapes` (lichess's text form, annotations.ts)
 * are left out when empty. Ids are not stored: reading numbers the nodes depth first.
 *
 * Version 2 adds an interactive study chapter's `hint` and `deviation` to a node (contentTree.ts,
 * `Annotation`). A document that uses neither is written as version 1, so what older versions of
 * the app wrote and read stays the same; both versions are read.
 *
 * Reading checks everything before anything is used, and refuses the document whole with the
 * first problem and its place (`root.children[0].children[1]`): not JSON, another version, an
 * unknown game, a FEN the rules refuse, a field missing, of the wrong type or unknown (a field
 * this version does not know would be lost, so it is refused rather than dropped), a move the
 * rules refuse, a node that is not one turn (or, with children, not a whole one), a turn after the game's end, shapes
 * that do not read, more than MAX_NODES nodes. So what reads is exactly what was written.
 */
import {
  gameById,
  outcomeOf,
  parseMove,
  parseTurnFen,
  play,
  type GameDefinition,
  type Position,
  type Problem,
} from '../rules';
import { parseShapes, writeShapes, type Shape, type ShapeProblem } from './annotations';
import { GLYPHS, transform, type Glyph, type Tree, type TreeNode } from './contentTree';
import type { MoveTree, Turn } from './moveTree';

/** The versions this module reads; it writes the lowest that holds the document. */
const TREE_JSON_VERSIONS = [1, 2] as const;

/** The most nodes a document holds (a bound on a file, not on analysis). */
const MAX_NODES = 10_000;

/** A game's tree with its start: what the format holds. */
export interface TreeDocument {
  readonly game: GameDefinition;
  readonly startFen: string; // the game's start FEN when the document has no `fen`
  readonly tree: MoveTree;
}

/** Why a document was refused; `at` is the node's place (`root.children[0]`). */
export type TreeJsonProblem =
  | { readonly code: 'not-json'; readonly detail: string } // JSON.parse's message
  | { readonly code: 'version'; readonly found: string } // not version 1 or 2
  | { readonly code: 'unknown-game'; readonly value: string }
  | { readonly code: 'bad-fen'; readonly problem: Problem }
  | { readonly code: 'too-many-nodes'; readonly max: number }
  | { readonly code: 'not-an-object'; readonly at: string }
  | { readonly code: 'bad-field'; readonly at: string; readonly field: string } // missing, wrong type, or unknown
  | { readonly code: 'bad-shapes'; readonly at: string; readonly problem: ShapeProblem }
  | { readonly code: 'bad-move'; readonly at: string; readonly problem: Problem }
  | { readonly code: 'not-a-turn'; readonly at: string } // more than one turn, or a part of one followed by children
  | { readonly code: 'after-the-end'; readonly at: string }; // a turn after the game ended

export type TreeJsonResult =
  | { readonly ok: true; readonly value: TreeDocument }
  | { readonly ok: false; readonly problem: TreeJsonProblem };

/** A node as JSON (empty fields left out). */
interface NodeJson {
  moves?: string[];
  comment?: string;
  glyph?: Glyph;
  shapes?: string;
  hint?: string;
  deviation?: string;
  children?: NodeJson[];
}

/** The document of a tree, as a value for `JSON.stringify`. */
export function writeTreeJson(document: TreeDocument): object {
  const { game, startFen, tree } = document;
  const levels = game.levels;
  let gamebook = false;
  const write = (node: TreeNode<Turn>, isRoot: boolean): NodeJson => {
    const json: NodeJson = {};
    if (!isRoot) json.moves = [...node.moves];
    if (node.comment) json.comment = node.comment;
    if (node.glyph) json.glyph = node.glyph;
    if (node.shapes.length > 0) json.shapes = writeShapes(node.shapes, levels);
    if (node.hint) json.hint = node.hint;
    if (node.deviation) json.deviation = node.deviation;
    gamebook ||= Boolean(node.hint || node.deviation);
    if (node.children.length > 0) json.children = node.children.map((child) => write(child, false));
    return json;
  };
  const root = write(tree.root, true);
  return {
    version: gamebook ? 2 : 1,
    game: game.id,
    ...(startFen === game.startFen ? {} : { fen: startFen }),
    root,
  };
}

/** Reads a document from its JSON text (see `readTreeJson`). */
export function parseTreeJson(text: string): TreeJsonResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: { code: 'not-json', detail: (error as Error).message } };
  }
  return readTreeJson(data);
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

class Refused {
  constructor(readonly problem: TreeJsonProblem) {}
}

/** A node's place in the document, as the problems name it. */
const childPlace = (at: string, index: number) => `${at}.children[${index}]`;

/** A node's own fields, checked; its moves as JSON gave them (checked against the rules later). */
interface Unchecked {
  readonly moves: readonly string[];
  readonly at: string; // its place, for a problem found when its turn is replayed
}

const NODE_FIELDS = new Set(['moves', 'comment', 'glyph', 'shapes', 'children']);
const GAMEBOOK_FIELDS = ['hint', 'deviation'];

/**
 * Reads a document parsed from JSON, or the first problem. Every move is replayed through the
 * rules core from the document's start.
 */
export function readTreeJson(data: unknown): TreeJsonResult {
  try {
    return { ok: true, value: readDocument(data) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, problem: error.problem };
    throw error;
  }
}

function readDocument(data: unknown): TreeDocument {
  if (!isObject(data)) throw new Refused({ code: 'not-an-object', at: 'document' });
  const version = TREE_JSON_VERSIONS.find((known) => known === data.version);
  if (version === undefined)
    throw new Refused({ code: 'version', found: String(data.version).slice(0, 20) });
  const fields = version === 1 ? NODE_FIELDS : new Set([...NODE_FIELDS, ...GAMEBOOK_FIELDS]);
  for (const field of Object.keys(data))
    if (!['version', 'game', 'fen', 'root'].includes(field))
      throw new Refused({ code: 'bad-field', at: 'document', field: field.slice(0, 40) });
  const game = typeof data.game === 'string' ? gameById(data.game) : undefined;
  if (!game) throw new Refused({ code: 'unknown-game', value: String(data.game).slice(0, 40) });
  if (data.fen !== undefined && typeof data.fen !== 'string')
    throw new Refused({ code: 'bad-field', at: 'document', field: 'fen' });
  const start = parseTurnFen(game, data.fen ?? game.startFen);
  if (!start.ok) throw new Refused({ code: 'bad-fen', problem: start.problem });
  if (start.value.subMoves.length > 0)
    throw new Refused({ code: 'bad-fen', problem: { code: 'text', text: 'a turn under way' } });
  const startFen = data.fen ?? game.startFen;

  // The structure first (fields, shapes), numbering the nodes depth first…
  let count = 0;
  const readNode = (value: unknown, at: string, isRoot: boolean): TreeNode<Unchecked> => {
    if (++count > MAX_NODES) throw new Refused({ code: 'too-many-nodes', max: MAX_NODES });
    if (!isObject(value)) throw new Refused({ code: 'not-an-object', at });
    const field = (name: string) => new Refused({ code: 'bad-field', at, field: name });
    for (const name of Object.keys(value)) if (!fields.has(name)) throw field(name.slice(0, 40));
    const { moves = [], comment = '', glyph = null, shapes = '', children = [] } = value;
    const { hint = '', deviation = '' } = value;
    if (!Array.isArray(moves) || !moves.every((move) => typeof move === 'string'))
      throw field('moves');
    if (isRoot ? moves.length > 0 : moves.length === 0) throw field('moves');
    if (typeof comment !== 'string') throw field('comment');
    if (glyph !== null && (isRoot || !GLYPHS.includes(glyph as Glyph))) throw field('glyph');
    if (typeof shapes !== 'string') throw field('shapes');
    if (typeof hint !== 'string') throw field('hint');
    if (typeof deviation !== 'string') throw field('deviation');
    const read = parseShapes(shapes, game.levels);
    if (!read.ok) throw new Refused({ code: 'bad-shapes', at, problem: read.problem });
    if (!Array.isArray(children)) throw field('children');
    const id = count - 1;
    return {
      moves: moves as string[],
      at,
      comment,
      glyph: glyph as Glyph | null,
      shapes: read.shapes as readonly Shape[],
      hint,
      deviation,
      id,
      children: children.map((child, index) => readNode(child, childPlace(at, index), false)),
    };
  };
  const root = readNode(data.root ?? {}, 'root', true);
  const unchecked: Tree<Unchecked> = { root, nextId: count };

  // …then every turn replayed through the rules, each from the position its parent left.
  const tree = transform(unchecked, { moves: [] } as Turn, start.value.start, (position, node) => ({
    data: { moves: [...node.moves] },
    context: playTurn(position, node.moves, node.at, node.children.length === 0),
  }));
  return { game, startFen, tree };
}

/**
 * The position after one node's turn from `start`, or why that is not one legal turn, whole
 * unless it ends its line (`leaf`: a lesson whose goal is reached in the middle of a turn).
 */
function playTurn(start: Position, moves: readonly string[], at: string, leaf: boolean): Position {
  if (outcomeOf(start) !== null) throw new Refused({ code: 'after-the-end', at });
  let position = start;
  const turnOver = () => position.subMoves === 0 || outcomeOf(position) !== null;
  moves.forEach((text, index) => {
    if (index > 0 && turnOver()) throw new Refused({ code: 'not-a-turn', at });
    const move = parseMove(position, text);
    if (!move.ok) throw new Refused({ code: 'bad-move', at, problem: move.problem });
    position = play(position, move.value);
  });
  if (!leaf && !turnOver()) throw new Refused({ code: 'not-a-turn', at });
  return position;
}
