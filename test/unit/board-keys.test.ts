/**
 * The keys that play a board (src/game/boardKeys.ts), shared by the flat board and the 3D view:
 * the arrows as the player sees the board from each side (White's, Black's — the flat board
 * turned — and in 3D either flank), PageUp/PageDown between levels, Enter, Space on release,
 * Escape; steps that would leave the board go nowhere; and the side a 3D camera's azimuth looks
 * from (src/view3d/layout.ts `viewerSideOf`).
 */
import { describe, expect, it } from 'vitest';
import { boardKey, stepSquare, type ViewerSide } from '../../src/game/boardKeys';
import { squareNamed, squareView } from '../../src/game/squares';
import { viewerSideOf } from '../../src/view3d/layout';

/** Where each arrow takes the keyboard from 1d4 (level 1 of three), seen from `side`. */
function arrows(side: ViewerSide): Record<string, string | null> {
  const from = squareNamed('1d4', 3)!;
  const result: Record<string, string | null> = {};
  for (const key of ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown']) {
    const action = boardKey(key, side);
    if (action?.kind !== 'step') throw new Error(`${key} is no step`);
    const to = stepSquare(from, action.step, 3);
    result[key] = to === null ? null : squareView(to, 3).name;
  }
  return result;
}

describe('board keys', () => {
  it('from White’s side ↑ goes up the board, → towards the h-file', () => {
    expect(arrows(0)).toEqual({
      ArrowUp: '1d5',
      ArrowDown: '1d3',
      ArrowLeft: '1c4',
      ArrowRight: '1e4',
      PageUp: '2d4',
      PageDown: null, // no level below level 1
    });
  });

  it('from Black’s side (the flat board turned) every arrow is reversed, the levels are not', () => {
    expect(arrows(2)).toMatchObject({
      ArrowUp: '1d3',
      ArrowDown: '1d5',
      ArrowLeft: '1e4',
      ArrowRight: '1c4',
      PageUp: '2d4',
    });
  });

  it('from the flanks ↑ runs along the rank, away from the viewer', () => {
    // Beyond the h-file the viewer looks towards the a-file, White's side on the left.
    expect(arrows(1)).toMatchObject({
      ArrowUp: '1c4',
      ArrowDown: '1e4',
      ArrowLeft: '1d3',
      ArrowRight: '1d5',
    });
    expect(arrows(3)).toMatchObject({
      ArrowUp: '1e4',
      ArrowDown: '1c4',
      ArrowLeft: '1d5',
      ArrowRight: '1d3',
    });
  });

  it('a step off the board goes nowhere, on a flat board and on the top level', () => {
    const up = boardKey('ArrowUp', 0);
    const pageUp = boardKey('PageUp', 0);
    if (up?.kind !== 'step' || pageUp?.kind !== 'step') throw new Error('steps expected');
    expect(stepSquare(squareNamed('e8', 1)!, up.step, 1)).toBeNull();
    expect(stepSquare(squareNamed('e4', 1)!, pageUp.step, 1)).toBeNull();
    expect(stepSquare(squareNamed('3a1', 3)!, pageUp.step, 3)).toBeNull();
    expect(squareView(stepSquare(squareNamed('e7', 1)!, up.step, 1)!, 1).name).toBe('e8');
  });

  it('Enter picks at once, Space on its release, Escape lets go; other keys do nothing', () => {
    expect(boardKey('Enter', 0)).toEqual({ kind: 'pick', onRelease: false });
    expect(boardKey(' ', 2)).toEqual({ kind: 'pick', onRelease: true });
    expect(boardKey('Escape', 1)).toEqual({ kind: 'deselect' });
    for (const key of ['Home', 'End', 'a', 'Tab', 'F']) expect(boardKey(key, 0), key).toBeNull();
  });
});

describe('the side a 3D camera looks from', () => {
  it('rounds the azimuth to the nearest quarter turn, either way round', () => {
    const quarter = Math.PI / 2;
    expect(viewerSideOf(0)).toBe(0); // White's side (+z)
    expect(viewerSideOf(0.7)).toBe(0); // the three-quarter view, from White's right
    expect(viewerSideOf(quarter)).toBe(1); // beyond the h-file (+x)
    expect(viewerSideOf(Math.PI)).toBe(2);
    expect(viewerSideOf(-Math.PI)).toBe(2); // atan2 gives ±π behind the boards
    expect(viewerSideOf(-quarter)).toBe(3);
    expect(viewerSideOf(-0.7)).toBe(0);
  });
});
