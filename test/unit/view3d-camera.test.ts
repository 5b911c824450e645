// Unit tests of the 3D camera's pure paths and fits (src/view3d/layout.ts) and of the view
// settings kept in storage (src/view3d/viewSettings.ts): a swing from White's side to Black's
// goes round the stack (never inside its box, never below its floor) by White's right and ends
// exactly at the goal; a re-fit after a gap change keeps the direction and the whole stack on
// screen; the bounding box covers every board; remembered settings come back, bad ones fall back.
import { describe, expect, test } from 'vitest';
import { memoryStorage } from '../../src/game/browserStorage';
import {
  DEFAULT_LAYOUT,
  ROW_ELEVATION,
  TOWER_ELEVATION,
  sideElevation,
  cameraPose,
  insideBox,
  orbitOf,
  orbitPath,
  projectPoint,
  refitPose,
  stackBox,
  stackCorners,
} from '../../src/view3d/layout';
import {
  DEFAULT_GAP,
  MAX_GAP,
  MIN_GAP,
  VIEW_SETTINGS_KEY,
  createViewSettings,
  type CameraPresetName,
  readStoredView,
} from '../../src/view3d/viewSettings';

const stack = { ...DEFAULT_LAYOUT, gap: DEFAULT_GAP, spread: 0 };
const steps = (n: number) => Array.from({ length: n + 1 }, (_, i) => i / n);

describe('orbitPath: the camera swings round the stack', () => {
  const box = stackBox(3, stack);
  const pairs: Array<[CameraPresetName, CameraPresetName]> = [
    ['white', 'black'],
    ['black', 'white'],
    ['white', 'three-quarter'],
    ['three-quarter', 'black'],
  ];

  test.each(pairs)('%s → %s stays outside the box and above the floor', (from, to) => {
    for (const aspect of [0.6, 1.5, 2.2]) {
      const a = cameraPose(from, 3, stack, aspect);
      const b = cameraPose(to, 3, stack, aspect);
      for (const t of steps(60)) {
        const { position } = orbitPath(a, b, t, box);
        expect(insideBox(position, box, 0.5), `t=${t}`).toBe(false);
        expect(position[1]).toBeGreaterThan(box.min[1]);
      }
    }
  });

  test('a straight line from a low White view to Black cuts the stack; the path goes round', () => {
    const white = { position: [0, 5, 16] as const, target: [0, 4.6, 0] as const };
    const black = { position: [0, 5, -16] as const, target: [0, 4.6, 0] as const };
    expect(insideBox([0, 5, 0], box)).toBe(true); // the straight line's middle
    for (const t of steps(40))
      expect(insideBox(orbitPath(white, black, t, box).position, box, 0.5)).toBe(false);
    const half = orbitPath(white, black, 0.5, box).position;
    // Half way round: on White's right, as far from the stack's axis as at either end.
    expect(half[0]).toBeCloseTo(16, 5);
    expect(half[1]).toBeCloseTo(5, 5);
  });

  test('it starts at the first pose and ends exactly at the second', () => {
    const a = cameraPose('three-quarter', 3, stack);
    const b = cameraPose('black', 3, { ...DEFAULT_LAYOUT, gap: MAX_GAP, spread: 0 });
    const start = orbitPath(a, b, 0, box);
    for (const i of [0, 1, 2]) expect(start.position[i]).toBeCloseTo(a.position[i]!, 6);
    expect(orbitPath(a, b, 1, box)).toEqual(b);
  });

  test('it turns the short way: from ¾ (White’s right) to White it never passes behind', () => {
    const a = cameraPose('three-quarter', 3, stack);
    const b = cameraPose('white', 3, stack);
    for (const t of steps(20)) {
      const { azimuth } = orbitOf(orbitPath(a, b, t, box));
      expect(azimuth).toBeGreaterThanOrEqual(-1e-9);
      expect(azimuth).toBeLessThanOrEqual(orbitOf(a).azimuth + 1e-9);
    }
  });

  test('a path that would sink below the floor is lifted above it', () => {
    const low = { position: [0, -3, 20] as const, target: [0, 4, 0] as const };
    const high = cameraPose('black', 3, stack);
    for (const t of steps(10).slice(0, -1))
      expect(orbitPath(low, high, t, box).position[1]).toBeGreaterThan(box.min[1]);
  });
});

describe('refitPose: the camera fits the stack again after the gap changes', () => {
  test.each([MIN_GAP, MAX_GAP])('from the default view to a gap of %s', (gap) => {
    const aspect = 1.5;
    const before = cameraPose('white', 3, stack, aspect);
    const layout = { ...DEFAULT_LAYOUT, gap, spread: 0 };
    const after = refitPose(before, 3, layout, aspect);
    expect(orbitOf(after).elevation).toBeCloseTo(orbitOf(before).elevation, 6);
    expect(orbitOf(after).azimuth).toBeCloseTo(orbitOf(before).azimuth, 6);
    for (const corner of stackCorners(3, layout)) {
      const { x, y, depth } = projectPoint(corner, after.position, after.target, aspect);
      expect(depth).toBeGreaterThan(0);
      expect(Math.max(Math.abs(x), Math.abs(y))).toBeLessThanOrEqual(0.975);
    }
    expect(insideBox(after.position, stackBox(3, layout))).toBe(false);
    // A taller stack needs the camera further away; a shorter one lets it come closer.
    expect(orbitOf(after).radius > orbitOf(before).radius).toBe(gap > DEFAULT_GAP);
  });
});

describe('stackBox', () => {
  test('covers the three boards and the men on the top one, stacked or as a map', () => {
    expect(stackBox(3, stack).min[1]).toBeLessThan(0);
    expect(stackBox(3, stack).max[1]).toBeGreaterThan(2 * DEFAULT_GAP + 1);
    const map = stackBox(3, { ...DEFAULT_LAYOUT, gap: DEFAULT_GAP, spread: 1 });
    expect(map.max[1]).toBeLessThan(1.5);
    expect(map.max[0] - map.min[0]).toBeGreaterThan(3 * 8);
  });

  test.each([
    ['the row', 0, ROW_ELEVATION],
    ['the tower', 1, TOWER_ELEVATION],
  ] as const)(
    'the side views of %s look down steeply enough to see each board as a board',
    (_name, stair, degrees) => {
      const { elevation } = orbitOf(cameraPose('white', 3, { ...stack, stair }));
      expect((elevation * 180) / Math.PI).toBeCloseTo(sideElevation(stair), 6);
      expect(sideElevation(stair)).toBe(degrees);
      expect(degrees).toBeGreaterThanOrEqual(33);
    },
  );
});

describe('view settings in storage', () => {
  test('turn to mover starts on, from White’s side, at the default gap', () => {
    expect(readStoredView(memoryStorage())).toEqual({
      preset: 'white',
      gap: DEFAULT_GAP,
      focus: null,
      turnToMover: true,
    });
    expect(createViewSettings().getState().turnToMover).toBe(true);
  });

  test('preset, gap, focus and turn to mover are remembered and come back', () => {
    const storage = memoryStorage();
    const settings = createViewSettings({ storage });
    settings.getState().showPreset('map');
    settings.getState().setGap(5.5);
    settings.getState().setFocus(1);
    settings.getState().setTurnToMover(false);
    const again = createViewSettings({ storage }).getState();
    expect(again).toMatchObject({
      camera: { preset: 'map', request: 0 },
      arrangement: 'map',
      gap: 5.5,
      focus: 1,
      turnToMover: false,
    });
  });

  test.each([
    ['not JSON', '{oops'],
    ['not an object', '"white"'],
    [
      'unknown preset, gap out of range, bad focus',
      '{"preset":"top","gap":99,"focus":7,"turnToMover":"yes"}',
    ],
  ])('a damaged entry (%s) falls back field by field', (_, text) => {
    const storage = memoryStorage();
    storage.setItem(VIEW_SETTINGS_KEY, text);
    const view = readStoredView(storage);
    expect(view.preset).toBe('white');
    expect(view.focus).toBeNull();
    expect(view.turnToMover).toBe(true);
    expect(view.gap).toBeLessThanOrEqual(MAX_GAP);
  });

  test('a press on a man (manDrag) rests the camera but writes nothing to the storage', () => {
    const storage = memoryStorage();
    let writes = 0;
    const counting = {
      ...storage,
      setItem: (key: string, value: string) => (writes++, storage.setItem(key, value)),
    };
    const settings = createViewSettings({ storage: counting });
    expect(settings.getState().manDrag).toBe(false);
    settings.getState().setManDrag(true);
    expect(settings.getState().manDrag).toBe(true);
    settings.getState().setManDrag(false);
    expect(writes).toBe(0);
    settings.getState().setGap(4);
    expect(writes).toBe(1);
  });

  test('a storage that refuses to save does not stop the view', () => {
    const storage = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('quota');
      },
    };
    const settings = createViewSettings({ storage });
    expect(() => settings.getState().setGap(4)).not.toThrow();
    expect(settings.getState().gap).toBe(4);
  });
});
