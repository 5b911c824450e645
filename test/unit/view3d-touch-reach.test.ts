// A finger's reach in the 3D view (src/view3d/touchReach.ts): which square a tap means, as a
// table of taps beside actionable squares, and which squares a tap can act on.
import { describe, expect, test } from 'vitest';
import { GameSession } from '../../src/game/session';
import { buildBoardView } from '../../src/game/viewModel';
import { PARALLEL_WORLDS, parseSquare, squareName, type Square } from '../../src/rules';
import { TOUCH_REACH, actionableSquares, reachedSquare } from '../../src/view3d/touchReach';

const sq = (name: string): Square => parseSquare(name, 3)!;

function startView(selected?: string) {
  const started = GameSession.start(PARALLEL_WORLDS);
  if (!started.ok) throw new Error(started.error);
  return buildBoardView(started.value, selected ? { kind: 'square', square: sq(selected) } : null);
}

describe('reachedSquare: what a tap means', () => {
  // On screen: 1f3 at (100, 100), 1h3 at (140, 100), 2g1 hidden (no point).
  const points = new Map<string, { x: number; y: number } | null>([
    ['1f3', { x: 100, y: 100 }],
    ['1h3', { x: 140, y: 100 }],
    ['2g1', null],
  ]);
  const actionable = ['1f3', '1h3', '2g1'].map(sq);
  const where = (square: Square) => points.get(squareName(square, 3)) ?? null;
  const rows: Array<[string, string | null, { x: number; y: number }, string | null]> = [
    [
      'an actionable square under the finger wins, however near another is',
      '1h3',
      { x: 101, y: 100 },
      '1h3',
    ],
    [
      'beside a target (13 px), on a square that does nothing: the target',
      '1f4',
      { x: 100, y: 87 },
      '1f3',
    ],
    [
      'on empty glass (no square), 20 px from a target: the target',
      null,
      { x: 100, y: 120 },
      '1f3',
    ],
    ['between two targets: the nearer', '1g3', { x: 125, y: 100 }, '1h3'],
    ['just beyond the reach: what the ray hit', '1f5', { x: 100, y: 100 - TOUCH_REACH - 1 }, '1f5'],
    ['beyond the reach over nothing: nothing (deselect)', null, { x: 300, y: 300 }, null],
    ['a hidden target is never reached', '2g2', { x: 0, y: 0 }, '2g2'],
  ];
  test.each(rows)('%s', (_rule, exact, tap, expected) => {
    const got = reachedSquare(exact === null ? null : sq(exact), tap, actionable, where);
    expect(got === null ? null : squareName(got, 3)).toBe(expected);
  });
});

describe('actionableSquares: what a tap can act on', () => {
  test('at the start, nothing selected: the men who can move', () => {
    const view = startView();
    const names = actionableSquares(view)
      .map((s) => squareName(s, 3))
      .sort();
    // White's 32 men on levels 1 and 3: every one can step up to level 2 but the two kings.
    expect(names).toHaveLength(30);
    for (const man of ['1g1', '1a1', '3e2', '3d1']) expect(names).toContain(man);
    expect(names).not.toContain('1e1');
    expect(names).not.toContain('3e1');
    expect(names).not.toContain('1e7'); // Black's men do nothing on White's turn
  });
  test('with the knight on 1g1 selected: his targets too, and the other men still', () => {
    const view = startView('1g1');
    const names = actionableSquares(view).map((s) => squareName(s, 3));
    for (const target of ['1f3', '1h3', '2g1']) expect(names).toContain(target);
    expect(names).toContain('1b1');
  });
});
