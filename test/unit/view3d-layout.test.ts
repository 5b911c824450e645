// Unit tests of the 3D view's pure layout (src/view3d/layout.ts): where squares stand in the stack
// and in the map, the gap and its limits, per-level opacity and brightness, and camera presets
// that keep the whole stack in view. Expected coordinates follow from the conventions in the
// module header (a square is 1 wide, files along +x, ranks along -z, levels along +y).
import { describe, expect, test } from 'vitest';
import {
  BOARD_SIZE,
  DEFAULT_GAP,
  DEFAULT_LAYOUT,
  FRAME_WIDTH,
  GLASS_OPACITY,
  MAP_ELEVATION,
  MAP_SPACING,
  MAX_GAP,
  MIN_GAP,
  cameraPose,
  clampGap,
  levelOpacity,
  levelOrigin,
  manBrightness,
  projectPoint,
  squareToWorld,
  stackCentre,
  stackCorners,
  type CameraPresetName,
} from '../../src/view3d/layout';

describe('squareToWorld', () => {
  const stack = { gap: 4, spread: 0 };
  test.each([
    // name, level, file, rank, expected [x, y, z]
    ['1a1: bottom level, White’s left corner', 0, 0, 0, [-3.5, 0, 3.5]],
    ['1h8: bottom level, Black’s left corner', 0, 7, 7, [3.5, 0, -3.5]],
    ['2e4: one gap up', 1, 4, 3, [0.5, 4, 0.5]],
    ['3d5: two gaps up', 2, 3, 4, [-0.5, 8, -0.5]],
  ] as const)('%s', (_name, level, file, rank, expected) => {
    expect(squareToWorld(level, file, rank, stack)).toEqual(expected);
  });

  test('the same square on two levels differs only in height, by the gap', () => {
    const low = squareToWorld(0, 4, 1, stack);
    const high = squareToWorld(1, 4, 1, stack);
    expect([high[0] - low[0], high[1] - low[1], high[2] - low[2]]).toEqual([0, 4, 0]);
  });

  test('in the map the boards lie side by side on the floor, level 1 on the left', () => {
    const map = { gap: 4, spread: 1 };
    expect(levelOrigin(0, 3, map)).toEqual([-MAP_SPACING, 0, 0]);
    expect(levelOrigin(1, 3, map)).toEqual([0, 0, 0]);
    expect(levelOrigin(2, 3, map)).toEqual([MAP_SPACING, 0, 0]);
    // boards never overlap: spacing exceeds a board with its frame
    expect(MAP_SPACING).toBeGreaterThan(BOARD_SIZE + 2 * FRAME_WIDTH);
  });

  test('a flat game (one level) is centred at the origin', () => {
    expect(squareToWorld(0, 0, 0, DEFAULT_LAYOUT, 1)).toEqual([-3.5, 0, 3.5]);
    expect(stackCentre(1, DEFAULT_LAYOUT)).toEqual([0, 0, 0]);
  });
});

describe('gap', () => {
  test.each([
    ['below the minimum is raised to it', 1, MIN_GAP],
    ['inside the limits is kept', 5, 5],
    ['above the maximum is lowered to it', 20, MAX_GAP],
  ] as const)('%s', (_name, gap, expected) => expect(clampGap(gap)).toBe(expected));

  test('the default gap is inside the limits and the stack centre rises with it', () => {
    expect(DEFAULT_GAP).toBeGreaterThanOrEqual(MIN_GAP);
    expect(DEFAULT_GAP).toBeLessThanOrEqual(MAX_GAP);
    expect(stackCentre(3, { gap: 4, spread: 0 })[1]).toBe(4);
    expect(stackCentre(3, { gap: 6, spread: 0 })[1]).toBe(6);
  });
});

describe('levels in and out of focus', () => {
  test.each([
    // name, level, focus, spread, opacity
    ['stack, no focus: the bottom board is solid', 0, null, 0, 1],
    ['stack, no focus: the middle board is glass', 1, null, 0, GLASS_OPACITY],
    ['stack, no focus: the top board is glass', 2, null, 0, GLASS_OPACITY],
    ['the focused upper level is nearly solid', 2, 2, 0, 0.88],
    ['the focused bottom level is solid', 0, 0, 0, 1],
    ['a level out of focus fades', 0, 1, 0, 0.16],
    ['map: nothing lies below, every board is solid', 2, null, 1, 1],
    ['map: a level out of focus still fades', 2, 0, 1, 0.16],
  ] as const)('%s', (_name, level, focus, spread, opacity) => {
    expect(levelOpacity(level, focus, spread)).toBe(opacity);
  });

  test('men dim on levels out of focus only', () => {
    expect(manBrightness(0, null)).toBe(1);
    expect(manBrightness(1, 1)).toBe(1);
    expect(manBrightness(0, 1)).toBeLessThan(0.5);
  });
});

describe('camera presets', () => {
  const presets: CameraPresetName[] = ['white', 'black', 'three-quarter', 'map'];

  test.each(presets)('%s keeps every corner of the stack on screen', (preset) => {
    for (const aspect of [0.8, 1.4, 2]) {
      const layout = { gap: DEFAULT_GAP, spread: preset === 'map' ? 1 : 0 };
      const pose = cameraPose(preset, 3, layout, aspect);
      for (const corner of stackCorners(3, layout)) {
        const { x, y, depth } = projectPoint(corner, pose.position, pose.target, aspect);
        expect(depth).toBeGreaterThan(0);
        expect(Math.abs(x)).toBeLessThanOrEqual(0.91);
        expect(Math.abs(y)).toBeLessThanOrEqual(0.91);
      }
    }
  });

  test('White looks from +z, Black from -z, both from above, at the stack centre', () => {
    const white = cameraPose('white', 3, DEFAULT_LAYOUT);
    const black = cameraPose('black', 3, DEFAULT_LAYOUT);
    expect(white.target).toEqual(stackCentre(3, DEFAULT_LAYOUT));
    expect(white.position[2]).toBeGreaterThan(0);
    expect(black.position[2]).toBeLessThan(0);
    expect(white.position[1]).toBeGreaterThan(white.target[1]);
    expect(white.position[0]).toBeCloseTo(0);
  });

  test('the map looks steeply down from White’s side, or from Black’s when turned round', () => {
    const layout = { gap: DEFAULT_GAP, spread: 1 };
    for (const side of [0, 1] as const) {
      const pose = cameraPose('map', 3, layout, 1.5, side);
      const [dx, dy, dz] = pose.position.map((v, i) => v - pose.target[i]!);
      const elevation = (Math.atan2(dy!, Math.hypot(dx!, dz!)) * 180) / Math.PI;
      expect(elevation).toBeCloseTo(MAP_ELEVATION);
      expect(Math.sign(dz!)).toBe(side === 0 ? 1 : -1);
    }
  });

  test('a projected point in front of the camera lands in the middle of the screen', () => {
    const projected = projectPoint([0, 0, 0], [0, 0, 10], [0, 0, 0], 1.5);
    expect(projected).toEqual({ x: 0, y: 0, depth: 10 });
  });
});
