// The 3D marks drawn on top, and what a focused level hides (the scene without WebGL,
// @react-three/test-renderer): every mark (dots, capture rings, level rings, pins, arcs, the
// selection, hover and hint marks) is drawn without the depth test and after the men, the glass
// and the level rings, so a dot behind a pawn shows whole; the hint is lime, apart from every
// level's tint; with level 2 focused the men of level 1 keep no ring or shadow and the marks of
// level 1 are not drawn over the focused board.
import ReactThreeTestRenderer from '@react-three/test-renderer';
import type { InstancedMesh, MeshBasicMaterial } from 'three';
import { describe, expect, test } from 'vitest';
import { renderScene, storeOf } from './support/sceneRender';
import { LEVEL_TINTS } from '../../src/game/levelTints';
import { parseSquare } from '../../src/rules';
import { MARK_RENDER_ORDER, PARTS, markMaterial } from '../../src/view3d/Marks';
import { HINT, hexColour } from '../../src/view3d/sceneModel';

const sq = (name: string) => parseSquare(name, 3)!;

const shown = (mesh: InstancedMesh) => (mesh.visible ? mesh.count : 0);

/** Hue of a 0xRRGGBB colour in degrees. */
function hue(colour: number): number {
  const [r, g, b] = [16, 8, 0].map((shift) => ((colour >> shift) & 255) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

describe('3D marks on top', () => {
  test('every mark material skips the depth test and writes no depth', () => {
    for (const part of PARTS) {
      const material = markMaterial(part);
      expect(material.depthTest, part).toBe(false);
      expect(material.depthWrite, part).toBe(false);
      expect(material.transparent, part).toBe(true);
    }
  });

  test('the marks are drawn after the men, the glass and the rings, before the arrows', async () => {
    const { named, renderer } = await renderScene(storeOf());
    for (const part of PARTS) {
      const mesh = named(`marks-${part}`);
      expect(mesh.renderOrder, part).toBe(MARK_RENDER_ORDER);
      expect((mesh.material as MeshBasicMaterial).depthTest, part).toBe(false);
    }
    expect(MARK_RENDER_ORDER).toBeGreaterThan(named('level-bases').renderOrder);
    expect(MARK_RENDER_ORDER).toBeGreaterThan(named('contact-shadows').renderOrder);
    expect(MARK_RENDER_ORDER).toBeGreaterThan(named('squares-2').renderOrder);
    expect(MARK_RENDER_ORDER).toBeLessThan(10); // the drawn arrows and circles (DrawnShapes3D)
    await renderer.unmount();
  });

  test('the hint is marked on its squares, in a colour far from every level’s tint', async () => {
    const store = storeOf();
    const { named, renderer } = await renderScene(store);
    await ReactThreeTestRenderer.act(async () => store.getState().showHint(['1g1-1f3', 'end']));
    await renderer.advanceFrames(1, 0.016);
    expect(shown(named('marks-hint'))).toBe(2); // 1g1 and 1f3
    for (const tint of LEVEL_TINTS) {
      const apart = Math.abs(hue(HINT) - hue(hexColour(tint)));
      expect(Math.min(apart, 360 - apart), tint).toBeGreaterThan(30);
    }
    await renderer.unmount();
  });

  test("a lesson's goal squares are framed on every level, the glass ones too", async () => {
    const store = storeOf();
    const { named, renderer } = await renderScene(store);
    await ReactThreeTestRenderer.act(async () =>
      store.getState().markGoals([sq('1f3'), sq('2h6'), sq('3a5')]),
    );
    await renderer.advanceFrames(1, 0.016);
    expect(shown(named('marks-goal'))).toBe(3);
    await renderer.unmount();
  });
});

describe('a focused level hides what lies below it', () => {
  test('level 2 focused: level 1 keeps no rings, shadows or marks; level 2 its marks', async () => {
    const store = storeOf();
    const { named, settings, renderer } = await renderScene(store);
    await ReactThreeTestRenderer.act(async () => {
      store.getState().pick({ kind: 'square', square: sq('1e2') });
    });
    await renderer.advanceFrames(1, 0.016);
    expect(named('level-bases').count).toBe(64);
    expect(shown(named('marks-move'))).toBe(2); // 1e3, 1e4
    await ReactThreeTestRenderer.act(async () => settings.getState().setFocus(1));
    await renderer.advanceFrames(1, 0.016);
    // Only the 32 men of level 3 keep their rings and shadows.
    expect(named('level-bases').count).toBe(32);
    expect(named('contact-shadows').count).toBe(32);
    expect(shown(named('marks-move'))).toBe(0); // 1e3 and 1e4 lie below the focused board
    expect(shown(named('marks-selected'))).toBe(0); // 1e2 too
    expect(shown(named('marks-level'))).toBe(1); // 2e2, on the focused level
    await ReactThreeTestRenderer.act(async () => settings.getState().setFocus(null));
    await renderer.advanceFrames(1, 0.016);
    expect(named('level-bases').count).toBe(64);
    expect(shown(named('marks-move'))).toBe(2);
    await renderer.unmount();
  });
});
