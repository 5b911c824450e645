/**
 * The analysis board's move tree (src/content/moveTree.ts) and its record (src/game/treeRecord.ts):
 * branching, promoting, deleting, comments and glyphs as tables; records with variations written
 * and read back (lichess-style PGN too), Parallel worlds turns as whole nodes, broken records
 * refused with their place; and random trees of each game written in both notations and read
 * back to the same tree.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deleteNode,
  lineEnd,
  nodeAt,
  onMainLine,
  promote,
  setComment,
  toggleGlyph,
} from '../../src/content/contentTree';
import {
  addTurns,
  emptyTree,
  movesTo,
  type MoveTree,
  type MoveNode,
} from '../../src/content/moveTree';
import { readTreeRecord, sessionTurns, writeTreeRecord } from '../../src/game/treeRecord';
import { GameSession } from '../../src/game/session';
import { randomTree } from './support/randomTree';
import {
  CHESS,
  describeProblem,
  PARALLEL_WORLDS,
  PLUNDER,
  POCKET_MUTATION,
  type GameDefinition,
} from '../../src/rules';

/** A node's shapes as text: `[green 52-67]` (brush, squares as numbers), none: ''. */
const drawn = (node: MoveNode) =>
  node.shapes.length
    ? `[${node.shapes.map((s) => `${s.brush} ${s.orig}${s.dest === undefined ? '' : `-${s.dest}`}`).join(',')}]`
    : '';

/** A tree as text: each node's turn, glyph, comment and shapes, variations in parentheses. */
function shape(node: MoveNode): string {
  return node.children
    .map((child) => {
      const mark = `${child.moves.join(' ')}${child.glyph ?? ''}${child.comment ? `{${child.comment}}` : ''}${drawn(child)}`;
      const rest = shape(child);
      return rest ? `${mark} ${rest}` : mark;
    })
    .map((text, index) => (index === 0 ? text : `(${text})`))
    .join(' ');
}
const treeText = (tree: MoveTree) =>
  `${tree.root.comment ? `{${tree.root.comment}} ` : ''}${drawn(tree.root)}${shape(tree.root)}`;

/** A tree of chess lines: 1.e4 e5 2.Nf3, with 1...c5 and 1.d4 as variations. */
function sample() {
  let tree = emptyTree();
  const main = addTurns(tree, [], [['e2e4'], ['e7e5'], ['g1f3']]);
  tree = main.tree;
  const sicilian = addTurns(tree, main.path.slice(0, 1), [['c7c5']]);
  tree = sicilian.tree;
  const queen = addTurns(tree, [], [['d2d4']]);
  return { tree: queen.tree, main: main.path, sicilian: sicilian.path, queen: queen.path };
}

describe('move tree: its operations', () => {
  it.each([
    [
      'a new turn from a node with a continuation becomes a variation after it',
      () => sample().tree,
      'e2e4 e7e5 g1f3 (c7c5) (d2d4)',
    ],
    [
      'a turn already there is followed, not added twice',
      () => addTurns(sample().tree, [], [['e2e4'], ['c7c5']]).tree,
      'e2e4 e7e5 g1f3 (c7c5) (d2d4)',
    ],
    [
      'promote moves the variation one place up: 1...c5 becomes the line after 1.e4',
      () => promote(sample().tree, sample().sicilian),
      'e2e4 c7c5 (e7e5 g1f3) (d2d4)',
    ],
    [
      'promote from deep in a variation moves its deepest non-first node',
      () => {
        const { tree, queen } = sample();
        const deeper = addTurns(tree, queen, [['d7d5'], ['c2c4']]);
        const side = addTurns(deeper.tree, deeper.path.slice(0, 2), [['g1f3']]);
        return promote(side.tree, side.path);
      },
      'e2e4 e7e5 g1f3 (c7c5) (d2d4 d7d5 g1f3 (c2c4))',
    ],
    [
      'make main line: every node of the path becomes the first child',
      () => {
        const { tree, queen } = sample();
        const deeper = addTurns(tree, queen, [['d7d5'], ['c2c4']]);
        const side = addTurns(deeper.tree, deeper.path.slice(0, 2), [['g1f3']]);
        return promote(side.tree, side.path, true);
      },
      'd2d4 d7d5 g1f3 (c2c4) (e2e4 e7e5 g1f3 (c7c5))',
    ],
    [
      'delete takes the node and all that follows it',
      () => deleteNode(sample().tree, sample().main.slice(0, 2)),
      'e2e4 c7c5 (d2d4)',
    ],
    [
      'the root cannot be deleted',
      () => deleteNode(sample().tree, []),
      'e2e4 e7e5 g1f3 (c7c5) (d2d4)',
    ],
    [
      'a glyph toggles: set, replaced by another, cleared by the same',
      () => {
        const { tree, main } = sample();
        const at = main.slice(0, 1);
        return toggleGlyph(toggleGlyph(toggleGlyph(tree, at, '?'), at, '!'), main, '??');
      },
      'e2e4! e7e5 g1f3?? (c7c5) (d2d4)',
    ],
    [
      'a comment is set on its node, the start position has its own',
      () => setComment(setComment(sample().tree, sample().sicilian, 'Sicilian'), [], 'start'),
      '{start} e2e4 e7e5 g1f3 (c7c5{Sicilian}) (d2d4)',
    ],
  ])('%s', (_rule, build, expected) => {
    expect(treeText(build())).toBe(expected);
  });

  it('paths: moves to a node, the end of its line, the main line, a path that left the tree', () => {
    const { tree, main, sicilian, queen } = sample();
    expect(movesTo(tree, sicilian)).toEqual(['e2e4', 'c7c5']);
    expect(lineEnd(tree, main.slice(0, 1))).toEqual(main);
    expect(onMainLine(tree, main)).toBe(true);
    expect(onMainLine(tree, sicilian)).toBe(false);
    expect(onMainLine(tree, queen)).toBe(false);
    expect(nodeAt(tree, [...main, 999])).toBeNull();
    expect(nodeAt(deleteNode(tree, sicilian), sicilian)).toBeNull();
  });
});

const read = (text: string, game?: GameDefinition) => {
  const result = readTreeRecord(text, game);
  if (!result.ok) throw new Error(describeProblem(result.problem));
  return result.value;
};

describe('move tree: its record', () => {
  it('a chess tree written in both notations: variations after their turn, NAGs, comments', () => {
    const { tree: lines, main, sicilian } = sample();
    const marked = toggleGlyph(setComment(lines, sicilian, 'the Sicilian'), main.slice(0, 1), '!');
    const tree = setComment(marked, [], 'A short tree');
    expect(writeTreeRecord(CHESS, CHESS.startFen, tree, 'san')).toBe(
      '[Game "chess"]\n[Result "*"]\n\n' +
        '{A short tree} 1. e4 $1 (1. d4) 1... e5 (1... c5 {the Sicilian}) 2. Nf3 *\n',
    );
    expect(writeTreeRecord(CHESS, CHESS.startFen, tree)).toContain(
      '1. e2e4 $1 (1. d2d4) 1... e7e5 (1... c7c5 {the Sicilian}) 2. g1f3 *',
    );
  });

  it.each([
    [
      'lichess marks on moves and alone',
      '1. e4! e5?! (1... c5 !? {Sicilian}) 2. Nf3 *',
      'e2e4! e7e5?! g1f3 (c7c5!?{Sicilian})',
    ],
    [
      "NAGs, a ; comment, drawing commands as the node's shapes",
      '1. e4 $3 {[%cal Ge2e4] best} e5 ; rest\n2. Nf3 $6 {[%csl Rd5]} *',
      'e2e4!!{best}[green 20-52] e7e5{rest} g1f3?![red 67]',
    ],
    [
      'nested variations and move numbers glued to moves',
      '1.e4 e5 (1...c5 2.Nf3 (2.c3 d5) d6) 2.Nf3 *',
      'e2e4 e7e5 g1f3 (c7c5 g1f3 d7d6 (c2c3 d7d5))',
    ],
    [
      "a comment before the first move is the start position's",
      '{Openings} 1. d4 *',
      '{Openings} d2d4',
    ],
    ['a record without variations is its main line', '1. e2e4 e7e5 2. g1f3 1-0', 'e2e4 e7e5 g1f3'],
  ])('reads %s', (_rule, movetext, expected) => {
    expect(treeText(read(`[Game "chess"]\n\n${movetext}`).tree)).toBe(expected);
  });

  it('Parallel worlds: a node is a whole turn, a variation replaces a whole turn', () => {
    const record =
      '[Game "parallel-worlds"]\n\n1. 1e4 N3f3 1... 3e5 end (1... 1e5 3d6 end) 2. 1d4 end *';
    const { tree, pending } = read(record);
    expect(treeText(tree)).toBe('1e2-1e4 3g1-3f3 3e7-3e5 end 1d2-1d4 end (1e7-1e5 3d7-3d6 end)');
    expect(pending).toEqual([]);
    const again = read(writeTreeRecord(PARALLEL_WORLDS, PARALLEL_WORLDS.startFen, tree, 'san'));
    expect(treeText(again.tree)).toBe(treeText(tree));
    expect(writeTreeRecord(PARALLEL_WORLDS, PARALLEL_WORLDS.startFen, tree, 'san')).toContain(
      '1. 1e4 N3f3 1... 3e5 end (1... 1e5 3d6 end) 2. 1d4 end *',
    );
  });

  it('Parallel worlds: a main line ending in the middle of a turn gives those sub-moves as pending', () => {
    const { tree, pending } = read('[Game "parallel-worlds"]\n\n1. 1e4 N3f3 1... 3e5');
    // (two sub-moves on levels 1 and 3 end White's turn by themselves: no level-2 move is left)
    expect(treeText(tree)).toBe('1e2-1e4 3g1-3f3');
    expect(pending).toEqual(['3e7-3e5']);
  });

  it.each([
    ['a variation not closed', '1. e4 e5 (1... c5 2. Nf3', 'record-variation', 4],
    ['a variation closed twice', '1. e4 e5 (1... c5) ) 2. Nf3', 'record-variation', 3],
    ['a variation before any move', '(1. d4) 1. e4', 'record-variation', 0],
    [
      'an illegal move in a variation, counted from the start',
      '1. e4 e5 (1... e4) 2. Nf3',
      'record-move',
      3,
    ],
    ['a move after the end of the game', '1. f3 e5 2. g4 Qh4# 3. a3', 'record-game-over', 5],
  ])('refuses %s with its place', (_rule, movetext, code, index) => {
    const result = readTreeRecord(`[Game "chess"]\n\n${movetext}`);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toMatchObject({ code, index });
  });

  it('Parallel worlds: a variation opened in the middle of a turn is refused', () => {
    const result = readTreeRecord('[Game "parallel-worlds"]\n\n1. 1e4 (1. 1d4 end) N3f3 *');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toMatchObject({ code: 'record-variation' });
  });

  it('a comment loses its braces and line breaks, so it cannot end early', () => {
    const line = addTurns(emptyTree(), [], [['e2e4']]);
    const tree = setComment(line.tree, line.path, 'a {braced}\nword');
    expect(writeTreeRecord(CHESS, CHESS.startFen, tree)).toContain('1. e2e4 {a braced word} *');
    expect(treeText(read(writeTreeRecord(CHESS, CHESS.startFen, tree)).tree)).toBe(
      'e2e4{a braced word}',
    );
  });

  it('a record without a [Game] tag is of the game asked for; an unknown game is refused', () => {
    expect(read('1. e4 *', PLUNDER).game.id).toBe('plunder');
    const unknown = readTreeRecord('[Game "go"]\n\n1. e4 *');
    expect(unknown.ok || unknown.problem.code).toBe('record-unknown-game');
  });

  it('a session as turns: whole turns, and the sub-moves of a turn not finished', () => {
    const started = GameSession.start(PARALLEL_WORLDS);
    if (!started.ok) throw new Error(started.error);
    const session = started.value;
    for (const move of ['1e2-1e4', '3g1-3f3', '3e7-3e5', 'end', '1d2-1d4'])
      expect(session.playText(move).ok).toBe(true);
    expect(sessionTurns(session)).toEqual({
      turns: [
        ['1e2-1e4', '3g1-3f3'],
        ['3e7-3e5', 'end'],
      ],
      pending: ['1d2-1d4'],
    });
  });
});

describe('move tree: random trees read back as written', () => {
  it.each([
    [PARALLEL_WORLDS, 'canonical'],
    [PARALLEL_WORLDS, 'san'],
    [POCKET_MUTATION, 'san'],
    [PLUNDER, 'canonical'],
    [PLUNDER, 'san'],
  ] as const)('$0.id in $1 notation', (game, notation) => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 0xffff }), { minLength: 1, maxLength: 30 }), (choices) => {
        const tree = randomTree(game, choices);
        const back = read(writeTreeRecord(game, game.startFen, tree, notation));
        expect(treeText(back.tree)).toBe(treeText(tree));
      }),
      { seed: 0x7ee, numRuns: 15 },
    );
  });
});
