// Unit tests of the 3D view's pure layout (src/view3d/layout.ts): where squares stand in the stack
// and in the map, the gap and its limits, per-level opacity and brightness, and camera presets
// that keep the whole stack in view. Expected coordinates follow from the conventions in the
// module header (a square is 1 wide, files along +x, ranks along -z, levels along +y).
import { describe, expect, test } from 'vitest';
import { polygonsOverlap } from '../browser/support/stackGeometry';
import {
  DEFAULT_GAP,
  MAX_GAP,
  MIN_GAP,
  clampGap,
  type CameraPresetName,
} from '../../src/view3d/viewSettings';
import {
  BOARD_SIZE,
  DEFAULT_LAYOUT,
  FRAME_WIDTH,
  GLASS_OPACITY,
  MAP_ELEVATION,
  MAP_SPACING,
  cameraPose,
  levelOpacity,
  levelOrigin,
  manBrightness,
  ROW_SPACING,
  projectPoint,
  rowSetback,
  squareToWorld,
  stackCentre,
  stackCorners,
  stairFor,
  towerSetback,
  type Layout,
  type Vec3,
} from '../../src/view3d/layout';

describe('squareToWorld: the staircase faces the viewer', () => {
  const gap = 4;
  const row = { ...DEFAULT_LAYOUT, gap, stair: 0 };
  const back = rowSetback(gap);
  const tower = { ...DEFAULT_LAYOUT, gap, stair: 1 };
  const up = towerSetback(gap);
  test.each([
    // name, layout, level, file, rank, expected [x, y, z]
    ['row from White: 1a1 on the left board', row, 0, 0, 0, [-3.5 - ROW_SPACING, 0, 3.5 + back]],
    ['row from White: 2e4 in the middle, one gap up', row, 1, 4, 3, [0.5, gap, 0.5]],
    [
      'row from White: 3h8 on the right, highest, set back',
      row,
      2,
      7,
      7,
      [3.5 + ROW_SPACING, 2 * gap, -3.5 - back],
    ],
    [
      'row from Black: level 1 on Black’s left (+x)',
      { ...row, facing: Math.PI },
      0,
      0,
      0,
      [-3.5 + ROW_SPACING, 0, 3.5 - back],
    ],
    [
      'tower from White: 3d5 two gaps up and set back twice',
      tower,
      2,
      3,
      4,
      [-0.5, 2 * gap, -0.5 - up],
    ],
    ['tower from White: 1d5 stepped towards White', tower, 0, 3, 4, [-0.5, 0, -0.5 + up]],
  ] as const)('%s', (_name, layout, level, file, rank, expected) => {
    const got = squareToWorld(level, file, rank, layout);
    got.forEach((v, i) => expect(v).toBeCloseTo(expected[i]!, 9));
  });

  test('the boards keep their orientation: a level’s squares are a translation of level 1’s', () => {
    for (const layout of [row, tower, { ...row, facing: 1.2 }]) {
      const a = squareToWorld(2, 0, 0, layout);
      const b = squareToWorld(2, 7, 7, layout);
      expect(b[0] - a[0]).toBeCloseTo(7, 9);
      expect(b[2] - a[2]).toBeCloseTo(-7, 9);
    }
  });

  test('in the map the boards lie side by side on the floor, level 1 on the left', () => {
    const map = { ...DEFAULT_LAYOUT, gap: 4, spread: 1 };
    levelOrigin(0, 3, map).forEach((v, i) => expect(v).toBeCloseTo([-MAP_SPACING, 0, 0][i]!, 9));
    levelOrigin(1, 3, map).forEach((v, i) => expect(v).toBeCloseTo([0, 0, 0][i]!, 9));
    levelOrigin(2, 3, map).forEach((v, i) => expect(v).toBeCloseTo([MAP_SPACING, 0, 0][i]!, 9));
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
    expect(stackCentre(3, { ...DEFAULT_LAYOUT, gap: 4, spread: 0 })[1]).toBe(4);
    expect(stackCentre(3, { ...DEFAULT_LAYOUT, gap: 6, spread: 0 })[1]).toBe(6);
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
      const spread = preset === 'map' ? 1 : 0;
      const layout = { ...DEFAULT_LAYOUT, gap: DEFAULT_GAP, spread, stair: stairFor(aspect) };
      const pose = cameraPose(preset, 3, layout, aspect);
      const [dx, , dz] = pose.position.map((v, i) => v - pose.target[i]!);
      const seen = { ...layout, facing: Math.atan2(dx!, dz!) }; // the staircase faces the camera
      for (const corner of stackCorners(3, seen)) {
        const { x, y, depth } = projectPoint(corner, pose.position, pose.target, aspect);
        expect(depth).toBeGreaterThan(0);
        expect(Math.abs(x)).toBeLessThanOrEqual(0.975);
        expect(Math.abs(y)).toBeLessThanOrEqual(0.975);
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
    const layout = { ...DEFAULT_LAYOUT, gap: DEFAULT_GAP, spread: 1 };
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

/** A level's board outline on screen (normalised device coordinates) for a camera pose. */
function outlineOnScreen(
  level: number,
  layout: Layout,
  pose: { position: Vec3; target: Vec3 },
  aspect: number,
) {
  const half = BOARD_SIZE / 2 + FRAME_WIDTH;
  const [ox, oy, oz] = levelOrigin(level, 3, layout);
  return [
    [-half, -half],
    [half, -half],
    [half, half],
    [-half, half],
  ].map(([dx, dz]) => projectPoint([ox + dx!, oy, oz + dz!], pose.position, pose.target, aspect));
}

describe('no board overlaps another on screen, by geometry', () => {
  // canvases of a laptop, a projector and a phone held upright (width / height)
  const canvases = [
    ['1280×800', 962 / 621],
    ['1920×1080', 1532 / 901],
    ['phone', 368 / 620],
  ] as const;
  const gaps = [MIN_GAP, DEFAULT_GAP, (MIN_GAP + MAX_GAP) / 2, MAX_GAP];
  for (const [name, aspect] of canvases)
    // the default views everywhere; the ¾ view too where the boards stand in a row (in a phone's
    // tower, seen from the corner, a frame's corner may cross the board behind it)
    for (const preset of [
      'white' as const,
      'black' as const,
      ...(aspect >= 1 ? ['three-quarter' as const] : []),
    ])
      test.each(gaps)(`${name}, ${preset}, gap %s`, (gap) => {
        const layout = { ...DEFAULT_LAYOUT, gap, stair: stairFor(aspect) };
        const pose = cameraPose(preset, 3, layout, aspect);
        const facing = Math.atan2(
          pose.position[0] - pose.target[0],
          pose.position[2] - pose.target[2],
        );
        const seen = { ...layout, facing };
        const outlines = [0, 1, 2].map((level) => outlineOnScreen(level, seen, pose, aspect));
        expect(polygonsOverlap(outlines[0]!, outlines[1]!)).toBe(false);
        expect(polygonsOverlap(outlines[1]!, outlines[2]!)).toBe(false);
        expect(polygonsOverlap(outlines[0]!, outlines[2]!)).toBe(false);
      });

  test('a wide canvas gets the row, a tall one the tower', () => {
    expect(stairFor(962 / 621)).toBe(0);
    expect(stairFor(368 / 620)).toBe(1);
  });

  test('without the staircase (boards straight above each other) the outlines would overlap', () => {
    const aspect = 962 / 621;
    const pose = cameraPose('white', 3, DEFAULT_LAYOUT, aspect);
    const half = BOARD_SIZE / 2 + FRAME_WIDTH;
    const straight = (level: number) =>
      [
        [-half, -half],
        [half, -half],
        [half, half],
        [-half, half],
      ].map(([x, z]) =>
        projectPoint([x!, level * DEFAULT_GAP, z!], pose.position, pose.target, aspect),
      );
    expect(polygonsOverlap(straight(0), straight(1))).toBe(true);
  });
});
