import { describe, expect, it } from 'vitest';
import { parseSquare } from '../../src/rules';
import {
  brushOf,
  parseShape,
  parseShapes,
  shapesFromComment,
  shapesToComment,
  toggleShape,
  writeShapes,
  type Shape,
} from '../../src/content/annotations';

const sq = (name: string, levels: number): number => parseSquare(name, levels)!;

describe('shape text (lichess form, with levels on the stacked board)', () => {
  it.each([
    // text, levels, expected shape (or undefined), what it pins down
    ['Ge4', 1, { orig: 'e4', brush: 'green' }, 'a circle'],
    ['Re2e4', 1, { orig: 'e2', dest: 'e4', brush: 'red' }, 'an arrow'],
    ['B1e23e4', 3, { orig: '1e2', dest: '3e4', brush: 'blue' }, 'an arrow between levels'],
    ['Y2d5', 3, { orig: '2d5', brush: 'yellow' }, 'a circle on level 2'],
    ['Ge4e4', 1, undefined, 'an arrow to its own square'],
    ['Xe4', 1, undefined, 'an unknown brush'],
    ['Ge9', 1, undefined, 'off the board'],
    ['G4e2', 3, undefined, 'no level 4'],
    ['Ge2e4', 3, undefined, 'a flat square on the stacked board'],
    ['G1e2', 1, undefined, 'a level on a flat board'],
  ])('%s on %i level(s) → %o (%s)', (text, levels, expected, _rule) => {
    const shape = parseShape(text, levels);
    if (!expected) return expect(shape).toBeUndefined();
    const want: Shape = {
      orig: sq(expected.orig, levels),
      brush: expected.brush as Shape['brush'],
      ...('dest' in expected && expected.dest ? { dest: sq(expected.dest, levels) } : {}),
    };
    expect(shape).toEqual(want);
    expect(writeShapes([shape!], levels)).toBe(text);
  });

  it('a list round-trips and one bad item refuses it all', () => {
    const text = 'G1e23e4,R2d5,Y3h8';
    const read = parseShapes(text, 3);
    expect(read.ok && writeShapes(read.shapes, 3)).toBe(text);
    expect(parseShapes('G1e23e4,junk', 3)).toEqual({
      ok: false,
      problem: { code: 'shape-unreadable', item: 'junk' },
    });
    expect(parseShapes('', 1)).toEqual({ ok: true, shapes: [] });
    expect(parseShapes(Array(65).fill('Ge4').join(','), 1).ok).toBe(false);
  });

  it('record comments carry circles and arrows as [%csl] and [%cal]', () => {
    const shapes = shapesFromComment('good move [%csl Ge4,Rd5][%cal G1e23e4] [%cal Ge4]', 3);
    // 'Ge4' is not a square of the stacked board, and a circle under %cal is skipped.
    expect(shapesToComment(shapesFromComment('[%csl Ge4,Rd5][%cal Ge2e4]', 1), 1)).toBe(
      '[%csl Ge4,Rd5][%cal Ge2e4]',
    );
    expect(writeShapes(shapes, 3)).toBe('G1e23e4');
    expect(shapesToComment([], 1)).toBe('');
  });
});

describe('drawing (lichess: the same shape again erases, another brush repaints)', () => {
  const a: Shape = { orig: 0x14, dest: 0x34, brush: 'green' };
  it.each([
    [[], a, [a], 'adds'],
    [[a], a, [], 'the same again erases'],
    [[a], { ...a, brush: 'red' as const }, [{ ...a, brush: 'red' }], 'another brush repaints'],
    [
      [a],
      { orig: 0x14, brush: 'green' as const },
      [a, { orig: 0x14, brush: 'green' }],
      'a circle beside an arrow',
    ],
  ])('%o + %o → %o (%s)', (before, shape, after, _rule) => {
    expect(toggleShape(before, shape)).toEqual(after);
  });

  it.each([
    [false, false, 'green'],
    [true, false, 'red'],
    [false, true, 'blue'],
    [true, true, 'yellow'],
  ])('shift %s alt %s paints %s', (shiftKey, altKey, brush) => {
    expect(brushOf({ shiftKey, altKey })).toBe(brush);
  });
});
