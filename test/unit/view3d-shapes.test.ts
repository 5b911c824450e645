// Where drawn arrows run in the 3D scene (shapeLayout.ts) and which square a drawing gesture
// points at (picking.ts's drawingSquare): pure functions, checked without WebGL.
import { describe, expect, it } from 'vitest';
import { arrowPoints, bowDirection, HEAD_LENGTH } from '../../src/view3d/shapeLayout';
import { drawingSquare, type Hit } from '../../src/view3d/picking';
import type { BoardView } from '../../src/game/viewModel';
import type { Vec3 } from '../../src/view3d/layout';

const dist = (a: Vec3, b: Vec3) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

describe('arrow paths', () => {
  it('a flat arrow on one board runs straight, just above it, its head ending on the square', () => {
    const { shaft, tip, direction } = arrowPoints([0, 0, 0], [0, 0, -3], false);
    expect(shaft.every((p) => Math.abs(p[1] - shaft[0]![1]) < 1e-9 && Math.abs(p[0]) < 1e-9)).toBe(
      true,
    );
    expect(tip[2]).toBe(-3);
    expect(direction[2]).toBeCloseTo(-1);
    expect(dist(shaft.at(-1)!, tip)).toBeGreaterThanOrEqual(HEAD_LENGTH * 0.9);
  });

  it.each([
    // from, to, what it pins down
    [[0, 0, 2.5], [0, 9.2, -2.5], 'up the stack along a file (seen head-on from White)'],
    [[0, 0, 0], [0, 4.6, 0], 'straight up one level'],
    [[-9.5, 0, 0], [9.5, 0, 0], 'across the map, boards side by side'],
  ] as Array<[Vec3, Vec3, string]>)(
    'an arc between levels bows sideways: %j → %j (%s)',
    (from, to) => {
      const side = bowDirection(from, to);
      const chord: Vec3 = [to[0] - from[0], to[1] - from[1], to[2] - from[2]];
      expect(Math.abs(dot(side, chord))).toBeLessThan(1e-9); // perpendicular to the chord
      expect(Math.hypot(side[0], side[2])).toBeGreaterThan(0.5); // mostly sideways over the floor
      const { shaft } = arrowPoints(from, to, true);
      const middle = shaft[Math.floor(shaft.length / 2)]!;
      const straight: Vec3 = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2, (from[2] + to[2]) / 2];
      expect(dist(middle, straight)).toBeGreaterThan(0.9);
    },
  );

  it.each([
    // from, to (the map: boards side by side, one height), what it pins down
    [[-9.5, 0, 0], [0, 0, 0], 'to the next board'],
    [[-9.5, 0, 2.5], [9.5, 0, -2.5], 'across the whole map'],
    [[0, 0, 3.5], [9.5, 0, 3.5], 'along the near edge'],
  ] as Array<[Vec3, Vec3, string]>)(
    "seen from above, an arc's head in the map points over at least 0.6 of a square: %j → %j (%s)",
    (from, to) => {
      const { direction } = arrowPoints(from, to, true);
      expect(HEAD_LENGTH * Math.hypot(direction[0], direction[2])).toBeGreaterThanOrEqual(0.6);
    },
  );
});

describe('the square a drawing gesture points at', () => {
  const view = { men: [{ id: 7, square: 0x04 + 0x10 }] } as unknown as BoardView; // a man on 1e2
  const glass: Hit = { kind: 'square', square: 256 + 0x14 }; // 3e2, empty, above
  const man: Hit = { kind: 'man', id: 7 };
  const below: Hit = { kind: 'square', square: 0x14 };
  it.each([
    [
      'the man seen through the glass of an empty upper square',
      [glass, man, below],
      null,
      true,
      0x14,
    ],
    ['the nearest square when no man is on the ray', [glass, below], null, true, 256 + 0x14],
    ['the focused level only', [glass, man, below], 2, true, 256 + 0x14],
    ['the nearest hit in the map', [glass, man], null, false, 256 + 0x14],
    ['nothing off the boards', [], null, true, null],
  ] as Array<[string, Hit[], number | null, boolean, number | null]>)(
    '%s',
    (_rule, hits, focus, overlapping, want) => {
      expect(drawingSquare(hits, view, focus, overlapping)).toBe(want);
    },
  );
});

describe("a lesson's goal squares in the scene", () => {
  it('tint exactly those squares towards the goal colour', async () => {
    const { GameSession } = await import('../../src/game/session');
    const { buildBoardView } = await import('../../src/game/viewModel');
    const { buildSceneModel } = await import('../../src/view3d/sceneModel');
    const { PARALLEL_WORLDS, parseSquare } = await import('../../src/rules');
    const session = GameSession.start(PARALLEL_WORLDS);
    if (!session.ok) throw new Error(session.error);
    const view = buildBoardView(session.value, null);
    const goal = parseSquare('2h6', 3)!;
    const plain = buildSceneModel(view, null).squareColours;
    const tinted = buildSceneModel(view, null, [goal]).squareColours;
    const index = 64 + 5 * 8 + 7; // level 2, rank 6, file h
    const changed = tinted.flatMap((colour, i) => (colour === plain[i] ? [] : [i]));
    expect(changed).toEqual([index]);
    const green = (c: number) => (c >> 8) & 255;
    const red = (c: number) => c >> 16;
    expect(green(tinted[index]!) - red(tinted[index]!)).toBeGreaterThan(
      green(plain[index]!) - red(plain[index]!),
    );
  });
});
