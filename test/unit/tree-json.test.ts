/**
 * The authored tree's JSON format (src/content/treeJson.ts): valid documents read as a table (what
 * each field becomes), invalid ones refused with their problem and place, one row per rule of
 * the reader; and random trees of each game (support/randomTree.ts: glyphs, comments, shapes,
 * variations) written, sent through JSON text and read back to the same tree.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MoveNode, MoveTree } from '../../src/content/moveTree';
import {
  parseTreeJson,
  readTreeJson,
  writeTreeJson,
  type TreeJsonProblem,
} from '../../src/content/treeJson';
import { writeShapes } from '../../src/content/annotations';
import { CHESS, PARALLEL_WORLDS, PLUNDER, POCKET_MUTATION } from '../../src/rules';
import { randomTree } from './support/randomTree';

const PW = PARALLEL_WORLDS.startFen;

/** A tree as text: turns, glyph, comment, shapes; variations in parentheses. */
function treeText(tree: MoveTree, levels: number): string {
  const mark = (node: MoveNode) =>
    `${node.moves.join(' ')}${node.glyph ?? ''}${node.comment ? `{${node.comment}}` : ''}${
      node.shapes.length ? `[${writeShapes(node.shapes, levels)}]` : ''
    }`;
  const line = (node: MoveNode): string =>
    node.children
      .map((child, index) => {
        const rest = line(child);
        const text = rest ? `${mark(child)} ${rest}` : mark(child);
        return index === 0 ? text : `(${text})`;
      })
      .join(' ');
  return `${mark(tree.root)}|${line(tree.root)}`;
}

describe('tree JSON: valid documents', () => {
  it.each<[string, unknown, string, string]>([
    [
      'a root alone: the start position',
      { version: 1, game: 'chess', root: {} },
      CHESS.startFen,
      '|',
    ],
    ['no root at all is a root alone', { version: 1, game: 'plunder' }, PLUNDER.startFen, '|'],
    [
      'a main line, a variation, a glyph, a comment, shapes on the root and a node',
      {
        version: 1,
        game: 'chess',
        root: {
          comment: 'Openings',
          shapes: 'Ge4',
          children: [
            { moves: ['e2e4'], glyph: '!', children: [{ moves: ['e7e5'], shapes: 'Re7e5' }] },
            { moves: ['d2d4'], comment: 'quieter' },
          ],
        },
      },
      CHESS.startFen,
      '{Openings}[Ge4]|e2e4! e7e5[Re7e5] (d2d4{quieter})',
    ],
    [
      'Parallel worlds: a node is a whole turn, shapes between levels',
      {
        version: 1,
        game: 'parallel-worlds',
        root: { children: [{ moves: ['1e2-1e4', '3g1-3f3'], shapes: 'G1e43d5' }] },
      },
      PW,
      '|1e2-1e4 3g1-3f3[G1e43d5]',
    ],
    [
      'Parallel worlds: a line may end in the middle of a turn (a lesson’s goal)',
      { version: 1, game: 'parallel-worlds', root: { children: [{ moves: ['1e2-1e4'] }] } },
      PW,
      '|1e2-1e4',
    ],
    [
      'a start of its own (fen)',
      {
        version: 1,
        game: 'pocket-mutation',
        fen: '4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1',
        root: { children: [{ moves: ['Q@d4'] }] },
      },
      '4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1',
      '|Q@d4',
    ],
  ])('%s', (_rule, document, startFen, expected) => {
    const read = readTreeJson(document);
    if (!read.ok) throw new Error(JSON.stringify(read.problem));
    expect(read.value.startFen).toBe(startFen);
    expect(treeText(read.value.tree, read.value.game.levels)).toBe(expected);
  });
});

const doc = (root: unknown, extra: object = {}) => ({ version: 1, game: 'chess', root, ...extra });

describe('tree JSON: invalid documents are refused whole, with the problem and its place', () => {
  it.each<[string, unknown, Partial<TreeJsonProblem>]>([
    ['not an object', [1, 2], { code: 'not-an-object', at: 'document' }],
    ['no version', { game: 'chess', root: {} }, { code: 'version', found: 'undefined' }],
    ['a later version', { version: 3, game: 'chess', root: {} }, { code: 'version', found: '3' }],
    [
      'a gamebook hint in a version 1 document (version 2 holds it)',
      { version: 1, game: 'chess', root: { hint: 'the centre' } },
      { code: 'bad-field', at: 'root', field: 'hint' },
    ],
    [
      'an unknown game',
      { version: 1, game: 'go', root: {} },
      { code: 'unknown-game', value: 'go' },
    ],
    ['a FEN the rules refuse', doc({}, { fen: '8/8 w - - 0 1' }), { code: 'bad-fen' }],
    [
      'a field this version does not know',
      doc({}, { author: 'me' }),
      { code: 'bad-field', at: 'document', field: 'author' },
    ],
    [
      'an unknown node field',
      doc({ children: [{ moves: ['e2e4'], arrows: 'x' }] }),
      { code: 'bad-field', at: 'root.children[0]', field: 'arrows' },
    ],
    [
      'a node that is not an object',
      doc({ children: ['e2e4'] }),
      { code: 'not-an-object', at: 'root.children[0]' },
    ],
    [
      'moves on the root',
      doc({ moves: ['e2e4'] }),
      { code: 'bad-field', at: 'root', field: 'moves' },
    ],
    [
      'a node without moves',
      doc({ children: [{}] }),
      { code: 'bad-field', at: 'root.children[0]', field: 'moves' },
    ],
    [
      'moves that are not strings',
      doc({ children: [{ moves: [1] }] }),
      { code: 'bad-field', field: 'moves' },
    ],
    [
      'a glyph PGN does not have',
      doc({ children: [{ moves: ['e2e4'], glyph: '!!!' }] }),
      { code: 'bad-field', field: 'glyph' },
    ],
    ['a glyph on the root', doc({ glyph: '!' }), { code: 'bad-field', at: 'root', field: 'glyph' }],
    [
      'a comment that is not text',
      doc({ comment: 3 }),
      { code: 'bad-field', at: 'root', field: 'comment' },
    ],
    [
      'children that are not a list',
      doc({ children: {} }),
      { code: 'bad-field', field: 'children' },
    ],
    ['shapes that do not read', doc({ shapes: 'Gz9' }), { code: 'bad-shapes', at: 'root' }],
    [
      'an illegal move, deep in a variation',
      doc({
        children: [{ moves: ['e2e4'] }, { moves: ['d2d4'], children: [{ moves: ['e2e5'] }] }],
      }),
      { code: 'bad-move', at: 'root.children[1].children[0]' },
    ],
    [
      'two turns in one node',
      doc({ children: [{ moves: ['e2e4', 'e7e5'] }] }),
      { code: 'not-a-turn', at: 'root.children[0]' },
    ],
    [
      'Parallel worlds: half a turn in a node with children',
      {
        version: 1,
        game: 'parallel-worlds',
        root: { children: [{ moves: ['1e2-1e4'], children: [{ moves: ['3e7-3e5', 'end'] }] }] },
      },
      { code: 'not-a-turn', at: 'root.children[0]' },
    ],
    [
      'a turn after the end (fool’s mate)',
      doc({
        children: [
          {
            moves: ['f2f3'],
            children: [
              {
                moves: ['e7e5'],
                children: [
                  {
                    moves: ['g2g4'],
                    children: [{ moves: ['d8h4'], children: [{ moves: ['e2e4'] }] }],
                  },
                ],
              },
            ],
          },
        ],
      }),
      { code: 'after-the-end' },
    ],
  ])('%s', (_rule, document, expected) => {
    const read = readTreeJson(document);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.problem).toMatchObject(expected);
  });

  it('text that is not JSON', () => {
    const read = parseTreeJson('{"version": 1,');
    expect(!read.ok && read.problem.code).toBe('not-json');
  });

  it('more nodes than a document holds', () => {
    const children = Array.from({ length: 10_001 }, () => ({ moves: ['e2e4'] }));
    const read = readTreeJson(doc({ children }));
    expect(!read.ok && read.problem).toEqual({ code: 'too-many-nodes', max: 10_000 });
  });
});

describe('tree JSON: random trees written and read back', () => {
  it.each([PARALLEL_WORLDS, POCKET_MUTATION, PLUNDER, CHESS])('$id', (game) => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 0xffff }), { minLength: 1, maxLength: 30 }), (choices) => {
        const tree = randomTree(game, choices);
        const written = writeTreeJson({ game, startFen: game.startFen, tree });
        const back = parseTreeJson(JSON.stringify(written));
        if (!back.ok) throw new Error(JSON.stringify(back.problem));
        expect(treeText(back.value.tree, game.levels)).toBe(treeText(tree, game.levels));
        expect(writeTreeJson(back.value)).toEqual(written);
      }),
      { seed: 0x150, numRuns: 15 },
    );
  });
});
