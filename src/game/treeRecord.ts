/**
 * The analysis board's move tree (moveTree.ts) as a record, PGN-style, and its tie to the session
 * on the boards. The record is the game record's format (recordFile.ts: `[Game]`, `[FEN]`, turns
 * numbered, canonical or human notation) with what PGN adds for analysis:
 *
 *   1. e4 $1 {the most popular} e5 (1... c5 {Sicilian} 2. Nf3) 2. Nf3 *
 *
 * a variation in parentheses after the turn it replaces, a comment in braces after its turn (one
 * before the first turn is the start position's), a glyph as a NAG (`$1` `!`, `$2` `?`, `$3` `!!`,
 * `$4` `??`, `$5` `!?`, `$6` `?!`), a node's shapes as lichess's drawing commands in its comment
 * (`{[%csl Ge4][%cal Ge2e4] the centre}`). Reading also takes the marks on a move (`e4!?`) or
 * standing alone and `;` comments. In Parallel worlds chess a node is a whole turn, so a variation opens only after a
 * turn's last word; a main line may end in the middle of a turn (`pending`: those sub-moves stand
 * on the board, outside the tree). Every move is replayed through the rules; a broken record
 * says what and where, and gives no tree.
 */
import { err, excerpt, ok, type GameDefinition, type Position, type Result } from '../rules';
import { playCanonical } from './analysisLines';
import { shapesFromComment, shapesToComment, type Shape } from '../content/annotations';
import {
  GLYPHS,
  lineEnd,
  nodeAt,
  samePath,
  setComment,
  setShapes,
  toggleGlyph,
  type Glyph,
  type TreePath,
} from '../content/contentTree';
import { addTurns, emptyTree, movesTo, type MoveTree, type MoveNode } from '../content/moveTree';
import { RESULT_TOKENS, recordGame, splitRecord, type RecordNotation } from './recordFile';
import { GameSession } from './session';

/** A session's moves as whole turns, and the sub-moves of a turn not finished yet. */
export function sessionTurns(session: GameSession): { turns: string[][]; pending: string[] } {
  const turns: string[][] = [];
  let pending: string[] = [];
  const count = session.moves.length;
  session.moves.forEach((move, index) => {
    pending.push(move.canonical);
    const ended = index + 1 === count && session.outcome !== null;
    if (ended || session.positionAt(index + 1).subMoves === 0) {
      turns.push(pending);
      pending = [];
    }
  });
  return { turns, pending };
}

/** A node of the tree as the move list shows it: its turn's number, side and human notation. */
export interface ShownTurn {
  readonly node: MoveNode;
  readonly path: TreePath;
  readonly number: number; // 12
  readonly color: 0 | 1;
  readonly san: readonly string[]; // ['1e4', 'N3f3'] — 'end': a Parallel worlds turn ended early
  readonly children: readonly ShownTurn[];
}

/** The tree's turns from `start` with their numbers and human notation (the rules replay each). */
export function showTree(start: Position, tree: MoveTree): ShownTurn[] {
  const show = (node: MoveNode, before: Position, path: TreePath): ShownTurn | null => {
    const san: string[] = [];
    let at = before;
    for (const move of node.moves) {
      const step = playCanonical(at, move);
      if (step === null) return null; // not in a tree built by the rules
      san.push(step.san);
      at = step.position;
    }
    const here = [...path, node.id];
    return {
      node,
      path: here,
      number: before.fullmove,
      color: before.turn as 0 | 1,
      san,
      children: showChildren(node, at, here),
    };
  };
  const showChildren = (node: MoveNode, at: Position, path: TreePath): ShownTurn[] =>
    node.children.flatMap((child) => show(child, at, path) ?? []);
  return showChildren(tree.root, start, []);
}

/** Whether a node is written with a comment after it (its words or its shapes). */
const hasComment = (node: MoveNode) => node.comment !== '' || node.shapes.length > 0;

/** A comment as a record holds it: on one line, without braces. */
const cleanComment = (text: string) => text.replace(/[{}]/g, '').replace(/\s+/g, ' ').trim();

/**
 * Writes the tree as a record (the game, its start position, the lines) in `notation`; the
 * position after each turn comes from the rules, so its numbering and human notation are right.
 */
export function writeTreeRecord(
  game: GameDefinition,
  startFen: string,
  tree: MoveTree,
  notation: RecordNotation = 'canonical',
): string {
  const start = GameSession.start(game, startFen);
  if (!start.ok) throw new Error(`writeTreeRecord: a start position the rules refuse: ${startFen}`);
  const tags = [`[Game "${game.id}"]`];
  if (startFen !== game.startFen) tags.push(`[FEN "${startFen}"]`);
  tags.push('[Result "*"]');
  const words: string[] = [];
  const comment = (node: MoveNode) => {
    const drawn = shapesToComment(node.shapes, game.levels);
    const text = [drawn, cleanComment(node.comment)].filter(Boolean).join(' ');
    if (text) words.push(`{${text}}`);
  };
  /** One turn's words, with its number when it needs one. */
  const turn = (shown: ShownTurn, numbered: boolean) => {
    if (numbered || shown.color === 0 || game.subMoveTurns)
      words.push(`${shown.number}.${shown.color === 0 ? '' : '..'}`);
    words.push(...(notation === 'san' ? shown.san : shown.node.moves));
    if (shown.node.glyph) words.push(`$${GLYPHS.indexOf(shown.node.glyph) + 1}`);
    comment(shown.node);
  };
  /** A line (the first of `turns`, on along first children), each turn's variations after it. */
  const line = (turns: readonly ShownTurn[], numbered: boolean) => {
    let list = turns;
    let number = numbered;
    while (list.length > 0) {
      const [main, ...others] = list as [ShownTurn, ...ShownTurn[]];
      turn(main, number);
      for (const other of others) {
        words.push('(');
        turn(other, true);
        line(other.children, hasComment(other.node));
        words.push(')');
      }
      number = others.length > 0 || hasComment(main.node);
      list = main.children;
    }
  };
  comment(tree.root);
  line(showTree(start.value.position, tree), true);
  words.push('*');
  return `${tags.join('\n')}\n\n${words.join(' ').replace(/\( /g, '(').replace(/ \)/g, ')')}\n`;
}

/** The tree's movetext alone, canonical (a link's `tree=`: the game and start are its own). */
export function treeMovetext(game: GameDefinition, startFen: string, tree: MoveTree): string {
  const record = writeTreeRecord(game, startFen, tree);
  return record.slice(record.indexOf('\n\n') + 2).trim();
}

/** A token of a record's movetext: a word, a comment, a parenthesis or a NAG. */
const TOKEN = /\{[^}]*\}|;[^\n]*|[()]|\$\d+|[^\s(){};]+/g;
// the results, and the words that end a game before them (`writeRecord`'s): not moves
const SKIPPED_WORDS = new Set([...RESULT_TOKENS, 'resigns', 'draw-agreed', 'flag', 'abandoned']);
const MARKED = /^(.+?)(!!|\?\?|!\?|\?!|!|\?)$/;

/** What `readTreeRecord` gives: the game, its start, the tree, and an unfinished last turn. */
export interface ReadTree {
  readonly game: GameDefinition;
  readonly startFen: string;
  readonly tree: MoveTree;
  readonly pending: readonly string[]; // the main line's last sub-moves, a turn not finished
}

/** The moves of a read tree's main line, to its end, its unfinished turn included. */
export function mainLineMoves(read: ReadTree): string[] {
  return [...movesTo(read.tree, lineEnd(read.tree, [])), ...read.pending];
}

/**
 * Reads a record with variations, comments and glyphs into a move tree; `fallback` is the game
 * of a record without a `[Game]` tag. A record without any of them reads as its main line.
 */
export function readTreeRecord(text: string, fallback?: GameDefinition): Result<ReadTree> {
  const parts = splitRecord(text);
  if (!parts.ok) return parts;
  const { tags, movetext } = parts.value;
  const chosen = recordGame(tags, fallback);
  if (!chosen.ok) return chosen;
  const game = chosen.value;
  const started = GameSession.start(game, tags.get('FEN'));
  if (!started.ok) return err({ code: 'record-fen', problem: started.problem });
  const session = started.value;
  const tokens = movetext.match(TOKEN) ?? [];
  let tree = emptyTree();
  let index = 0; // the moves read, for the place of a problem
  let place = 0; // the next token

  /**
   * Reads one line from the node at `path` (the session on its position) to its `)` or the end,
   * and leaves the session as it found it; gives the sub-moves of an unfinished last turn.
   */
  const readLine = (path: TreePath, depth: number): Result<readonly string[]> => {
    const entered = session.moves.length;
    let at = path; // the line's last whole turn
    let before: TreePath | null = null; // where that turn was played from: a variation's start
    let last: readonly string[] = []; // that turn's moves
    let pending: string[] = []; // the sub-moves of a turn not finished yet
    let closed = false;
    // A glyph or comment belongs to the turn before it, so it waits for a turn to end (one
    // before the main line's first turn is the start position's).
    let glyph: Glyph | null = null;
    let comments: string[] = [];
    let drawn: Shape[] = [];
    const settle = () => {
      if (pending.length > 0 || (before === null && depth > 0)) return;
      if (glyph && at.length > 0) tree = toggleGlyph(tree, at, glyph);
      const text = comments.join(' ');
      const node = nodeAt(tree, at);
      const old = node?.comment ?? '';
      if (text) tree = setComment(tree, at, old ? `${old} ${text}` : text);
      if (drawn.length > 0) tree = setShapes(tree, at, [...(node?.shapes ?? []), ...drawn]);
      glyph = null;
      comments = [];
      drawn = [];
    };
    while (place < tokens.length && !closed) {
      const token = tokens[place++]!;
      if (token === ')') {
        if (depth === 0) return err({ code: 'record-variation', index });
        closed = true;
      } else if (token === '(') {
        if (before === null || pending.length > 0) return err({ code: 'record-variation', index });
        for (let i = 0; i < last.length; i++) session.undo();
        const inner = readLine(before, depth + 1);
        if (!inner.ok) return inner;
        for (const move of last) session.playText(move);
      } else if (token.startsWith('{') || token.startsWith(';')) {
        const body = token.startsWith('{') ? token.slice(1, -1) : token.slice(1);
        const words = cleanComment(body.replace(/\[%[^\]]*\]/g, ''));
        if (words) comments.push(words);
        drawn.push(...shapesFromComment(body, game.levels));
      } else if (/^\$\d+$/.test(token)) {
        glyph = GLYPHS[Number(token.slice(1)) - 1] ?? glyph;
      } else if ((GLYPHS as readonly string[]).includes(token)) {
        glyph = token as Glyph;
      } else {
        const word = token.replace(/^\d+\.+/, '');
        if (word === '' || SKIPPED_WORDS.has(word)) continue;
        const marked = MARKED.exec(word);
        const move = marked ? marked[1]! : word;
        index++;
        if (session.outcome) return err({ code: 'record-game-over', text: excerpt(move), index });
        const played = session.playText(move);
        if (!played.ok) return err({ code: 'record-move', text: excerpt(move), index });
        pending.push(played.value.canonical);
        if (marked) glyph = marked[2] as Glyph;
        if (session.outcome !== null || session.position.subMoves === 0) {
          before = at;
          last = pending;
          ({ tree, path: at } = addTurns(tree, at, [pending]));
          pending = [];
        }
      }
      settle();
    }
    if (depth > 0 && (!closed || pending.length > 0))
      return err({ code: 'record-variation', index });
    while (session.moves.length > entered) session.undo();
    return ok(pending);
  };

  const main = readLine([], 0);
  if (!main.ok) return main;
  return ok({ game, startFen: session.startFen, tree, pending: main.value });
}

/** A tree and the turn on the boards in it (the analysis board's state). */
export interface TreeAt {
  readonly tree: MoveTree;
  readonly path: TreePath;
}

/**
 * The tree with the session's whole turns followed from the start (each a child already there,
 * or added), and the path to the last of them; `at` itself when nothing changed.
 */
export function followSession(at: TreeAt, session: GameSession): TreeAt {
  const next = addTurns(at.tree, [], sessionTurns(session).turns);
  return next.tree === at.tree && samePath(next.path, at.path) ? at : next;
}
