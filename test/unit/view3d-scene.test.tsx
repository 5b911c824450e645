// Component tests of the 3D scene without WebGL (@react-three/test-renderer in Vitest's node
// environment): what the scene builds from the game state — squares, men, marks — how a click
// along a ray becomes a pick in the store, how focus dims a level, and how the men's tweens are
// planned. The counts come from the start position of Parallel worlds chess
// (docs/rules.md §Parallel worlds chess / Board: a full
// army on levels 1 and 3 for each side, level 2 empty).
import ReactThreeTestRenderer from '@react-three/test-renderer';
import type { InstancedMesh, Object3D, Matrix4 as Matrix4Type, MeshStandardMaterial } from 'three';
import { Matrix4, Vector3 } from 'three';
import { describe, expect, test } from 'vitest';
import { DEFAULT_GAP, MAX_GAP, createViewSettings } from '../../src/view3d/viewSettings';
import { renderScene, storeOf } from './support/sceneRender';
import { buildBoardView } from '../../src/game/viewModel';
import { parseSquare } from '../../src/rules';
import { planTweens } from '../../src/view3d/Men';

const sq = (name: string) => parseSquare(name, 3)!;

const visibleCount = (mesh: InstancedMesh) => (mesh.visible ? mesh.count : 0);

describe('3D scene built from the game', () => {
  test('start position: three boards of 64 squares, 64 men in 12 instanced meshes', async () => {
    const { named, renderer } = await renderScene(storeOf());
    for (const level of [1, 2, 3]) {
      const squares = named<InstancedMesh>(`squares-${level}`);
      expect(squares.count).toBe(64);
      expect(squares.userData.pickable.squares).toHaveLength(64);
    }
    const counts: Record<string, number> = {};
    for (const type of [1, 2, 3, 4, 5, 6])
      for (const color of [0, 1])
        counts[`${type}-${color}`] = visibleCount(named<InstancedMesh>(`men-${type}-${color}`));
    // per side: 16 pawns, 4 knights, 4 bishops, 4 rooks, 2 queens, 2 kings (two armies)
    expect(counts).toEqual({
      '1-0': 16,
      '1-1': 16,
      '2-0': 4,
      '2-1': 4,
      '3-0': 4,
      '3-1': 4,
      '4-0': 4,
      '4-1': 4,
      '5-0': 2,
      '5-1': 2,
      '6-0': 2,
      '6-1': 2,
    });
    expect(named<InstancedMesh>('contact-shadows').count).toBe(64);
    for (const part of ['move', 'capture', 'castle', 'level', 'beam', 'arrow', 'selected'])
      expect(visibleCount(named<InstancedMesh>(`marks-${part}`))).toBe(0);
    await renderer.unmount();
  });

  test('each man stands on its square: the white king of level 3 at 3e1', async () => {
    const store = storeOf();
    const { named, settings, renderer } = await renderScene(store);
    const kings = named<InstancedMesh>('men-6-0');
    const view = buildBoardView(store.getState().session, null);
    const king3 = view.men.find((m) => m.square === sq('3e1'))!;
    const index = (kings.userData.pickable.ids as number[]).indexOf(king3.id);
    const matrix: Matrix4Type = new Matrix4();
    kings.getMatrixAt(index, matrix);
    const at = new Vector3().setFromMatrixPosition(matrix);
    const gap = settings.getState().gap;
    // e1 of level 3's board, wherever the staircase puts that board
    const board = new Vector3();
    named<Object3D>('level-3').getWorldPosition(board);
    expect(at.x - board.x).toBeCloseTo(0.5);
    expect(at.y).toBeCloseTo(2 * gap);
    expect(at.z - board.z).toBeCloseTo(3.5);
    await renderer.unmount();
  });

  test('selecting a pawn marks its moves, its move up with a beam, and rings it', async () => {
    const store = storeOf();
    const { named, renderer } = await renderScene(store);
    await ReactThreeTestRenderer.act(async () => {
      store.getState().pick({ kind: 'square', square: sq('1e2') });
    });
    await renderer.advanceFrames(1, 0.016);
    expect(visibleCount(named<InstancedMesh>('marks-move'))).toBe(2); // 1e3, 1e4
    expect(visibleCount(named<InstancedMesh>('marks-level'))).toBe(1); // 2e2
    expect(visibleCount(named<InstancedMesh>('marks-beam'))).toBe(1);
    expect(visibleCount(named<InstancedMesh>('marks-arrow'))).toBe(1);
    expect(visibleCount(named<InstancedMesh>('marks-selected'))).toBe(1);
    expect(visibleCount(named<InstancedMesh>('marks-capture'))).toBe(0);
    await renderer.unmount();
  });

  test('a click goes to the nearest meaningful hit: select through glass, then move up', async () => {
    const store = storeOf();
    const { named, renderer } = await renderScene(store);
    const pickable = renderer.scene.findByProps({ name: 'pickable' });
    const squares = (level: number) => named<InstancedMesh>(`squares-${level}`);
    const indexOf = (name: string) => {
      const square = parseSquare(name, 1)!;
      return ((square >> 4) & 7) * 8 + (square & 7);
    };
    let stopped = 0;
    const click = (hits: Array<{ level: number; name: string }>) =>
      renderer.fireEvent(pickable, 'onClick', {
        intersections: hits.map(({ level, name }) => ({
          object: squares(level),
          instanceId: indexOf(name),
        })),
        stopPropagation: () => stopped++,
      });
    // The ray passes the empty glass of 2e2, then reaches 1e2 with its pawn.
    await click([
      { level: 2, name: 'e2' },
      { level: 1, name: 'e2' },
    ]);
    expect(store.getState().selected).toEqual({ kind: 'square', square: sq('1e2') });
    await click([{ level: 2, name: 'e2' }]);
    expect(store.getState().session.fenWithSubMoves()).toMatch(/ ; 1e2-2e2$/);
    expect(stopped).toBe(2);
    // Clicking nothing meaningful deselects.
    await click([{ level: 1, name: 'd4' }]);
    await click([{ level: 1, name: 'd4' }]);
    expect(store.getState().selected).toBeNull();
    await renderer.unmount();
  });

  test('focusing a level fades the other boards', async () => {
    const { named, settings, renderer } = await renderScene(storeOf());
    await ReactThreeTestRenderer.act(async () => settings.getState().setFocus(1));
    await renderer.advanceFrames(1, 0.016);
    const opacity = (level: number) =>
      (named<InstancedMesh>(`squares-${level}`).material as MeshStandardMaterial).opacity;
    expect(opacity(2)).toBeGreaterThan(0.8);
    expect(opacity(1)).toBeLessThan(0.3);
    expect(opacity(3)).toBeLessThan(0.3);
    await renderer.unmount();
  });
});

describe('men’s tweens', () => {
  const store = storeOf('4k3/8/8/3p4/4P3/8/8/4K3|8/8/8/8/8/8/8/8|4k3/8/8/8/8/8/8/4K3 w - - 0 1');
  const session = store.getState().session;
  const before = buildBoardView(session, null).men;
  const first = planTweens(new Map(), before, 'normal', 0);
  session.playText('1e4-1d5');
  const after = buildBoardView(session, null).men;

  test('at first sight nobody moves', () => {
    expect([...first.values()].every((man) => man.from === null && man.duration === 0)).toBe(true);
  });

  test('a capture: the capturer glides, the captured man sinks after it arrives', () => {
    const planned = planTweens(first, after, 'normal', 1000);
    const capturer = [...planned.values()].find(
      (m) => m.level === 0 && m.file === 3 && m.rank === 4,
    )!;
    expect(capturer.from).toMatchObject({ level: 0, file: 4, rank: 3 });
    expect(capturer.duration).toBeGreaterThan(0);
    const victim = [...planned.values()].find((m) => m.leaving)!;
    expect(victim.type).toBe(1);
    expect(victim.color).toBe(1);
    expect(victim.start).toBeGreaterThan(1000);
  });

  test('with animation off the capturer jumps and the captured man is gone at once', () => {
    const planned = planTweens(first, after, 'off', 1000);
    expect(planned.size).toBe(after.length);
    expect([...planned.values()].every((m) => m.from === null && !m.leaving)).toBe(true);
  });

  test('taking the capture back: the captured man grows in again where he stood', () => {
    const captured = planTweens(first, after, 'normal', 1000);
    session.undo();
    const back = buildBoardView(session, null).men;
    const planned = planTweens(captured, back, 'normal', 2000);
    const victim = [...planned.values()].find((m) => m.color === 1 && m.type === 1)!;
    expect(victim).toMatchObject({ level: 0, file: 3, rank: 4, arriving: true, leaving: false });
    const capturer = [...planned.values()].find((m) => m.color === 0 && m.type === 1)!;
    expect(capturer.from).toMatchObject({ level: 0, file: 3, rank: 4 });
    session.playText('1e4-1d5');
  });

  test('a move between levels takes longer than a step within a level', () => {
    const up = storeOf().getState().session;
    const men0 = buildBoardView(up, null).men;
    const plan0 = planTweens(new Map(), men0, 'normal', 0);
    up.playText('1e2-2e2');
    const plan1 = planTweens(plan0, buildBoardView(up, null).men, 'normal', 0);
    const glide = [...plan1.values()].find((m) => m.from)!;
    expect(glide.level).toBe(1);
    up.playText('1d2-1d3');
    const plan2 = planTweens(plan1, buildBoardView(up, null).men, 'normal', 0);
    const step = [...plan2.values()].find((m) => m.from && m.level === 0)!;
    expect(glide.duration).toBeGreaterThan(step.duration);
  });
});

describe('view settings', () => {
  test('reduced motion starts with animations off', () => {
    expect(createViewSettings({ reducedMotion: true }).getState().speed).toBe('off');
    expect(createViewSettings().getState().speed).toBe('normal');
  });

  test('the map preset lays the boards out; reset brings back the stack from White’s side', () => {
    const settings = createViewSettings();
    settings.getState().setFocus(2);
    settings.getState().setGap(99);
    expect(settings.getState().gap).toBe(MAX_GAP);
    settings.getState().showPreset('map');
    expect(settings.getState()).toMatchObject({ arrangement: 'map', camera: { preset: 'map' } });
    settings.getState().reset();
    expect(settings.getState()).toMatchObject({
      focus: null,
      gap: DEFAULT_GAP,
      arrangement: 'stack',
      camera: { preset: 'white', request: 2 },
    });
  });

  test('facing a side by turn to mover notes the preset and asks for no second glide', () => {
    const settings = createViewSettings();
    settings.getState().showPreset('white'); // the player's press: one glide asked
    settings.getState().face('black'); // what CameraRig reports after turning by itself
    expect(settings.getState().camera).toEqual({ preset: 'black', request: 1 });
  });
});
