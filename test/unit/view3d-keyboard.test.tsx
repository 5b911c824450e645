// The 3D board played from the keyboard (src/view3d/KeyboardCursor.tsx), without WebGL
// (@react-three/test-renderer in Vitest's node environment): the board's tab stop is a plain
// EventTarget that hears focus, blur and key events. Focus puts the cursor (a white frame edged
// in black, drawn over everything) on White's king file of level 1; the arrows move it as seen from
// White's side, PageUp takes it a level up; Enter picks through the store exactly as a click does
// (the man is selected, then a target moves him); Escape lets the selection go; a focused level
// follows the cursor; blur takes the cursor away; every place is reported with its label.
import ReactThreeTestRenderer from '@react-three/test-renderer';
import type { InstancedMesh } from 'three';
import { Matrix4, Vector3 } from 'three';
import { describe, expect, test } from 'vitest';
import { translator } from '../../src/ui/i18n/i18n';
import { squareWords } from '../../src/ui/i18n/squareWords';
import type { BoardKeyboard, CursorReport } from '../../src/view3d/KeyboardCursor';
import { renderScene, storeOf } from './support/sceneRender';

const shown = (mesh: InstancedMesh) => (mesh.visible ? mesh.count : 0);

/** Where an instanced mesh draws its instance `index`. */
function placeOf(mesh: InstancedMesh, index = 0): Vector3 {
  const matrix = new Matrix4();
  mesh.getMatrixAt(index, matrix);
  return new Vector3().setFromMatrixPosition(matrix);
}

/** A keyboard for the scene on a bare event target, and what it was told. */
function keyboardOn() {
  const element = new EventTarget();
  const told: Array<CursorReport | null> = [];
  const keyboard: BoardKeyboard = {
    element: { current: element as unknown as HTMLElement },
    words: squareWords(translator('en')),
    onCursor: (cursor) => told.push(cursor),
  };
  const send = (type: string, key?: string) => {
    const event = new Event(type, { cancelable: true });
    if (key !== undefined) Object.assign(event, { key, repeat: false });
    element.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { keyboard, told, send };
}

describe('the 3D board from the keyboard', () => {
  test('focus, arrows and Enter select a man and move him; Escape, level focus, blur', async () => {
    const store = storeOf();
    const { keyboard, told, send } = keyboardOn();
    const { named, settings, renderer } = await renderScene(store, keyboard);
    const act = async (type: string, key?: string) => {
      let prevented = false;
      await ReactThreeTestRenderer.act(async () => {
        prevented = send(type, key);
      });
      await renderer.advanceFrames(1, 0.016);
      return prevented;
    };
    const cursor = named('marks-cursor');
    expect(shown(cursor)).toBe(0); // no cursor until the board has focus

    await act('focus');
    expect(told.at(-1)).toEqual({ name: '1e1', text: '1e1, white king' });
    expect(shown(cursor)).toBe(1);

    expect(await act('keydown', 'ArrowUp')).toBe(true);
    expect(told.at(-1)?.name).toBe('1e2');
    await act('keydown', 'Enter');
    expect(store.getState().selected).toEqual({ kind: 'square', square: 20 }); // 1e2
    expect(told.at(-1)?.text).toBe('1e2, white pawn, selected');
    expect(placeOf(cursor)).toEqual(placeOf(named('marks-selected')));

    await act('keydown', 'ArrowUp');
    await act('keydown', 'ArrowUp');
    expect(told.at(-1)?.text).toBe('1e4, target: move');
    await act('keydown', ' '); // Space picks on its release only
    expect(store.getState().session.fenWithSubMoves()).not.toContain(';');
    await act('keyup', ' ');
    expect(store.getState().session.fenWithSubMoves()).toMatch(/ ; 1e2-1e4$/);
    expect(told.at(-1)?.text).toBe('1e4, white pawn');

    // A man selected and let go with Escape; the arrows stop at the board's edge.
    await act('keydown', 'ArrowLeft');
    await act('keydown', 'ArrowDown');
    await act('keydown', 'ArrowDown');
    expect(told.at(-1)?.name).toBe('1d2');
    await act('keydown', 'Enter');
    expect(store.getState().selected).not.toBeNull();
    expect(await act('keydown', 'Escape')).toBe(true);
    expect(store.getState().selected).toBeNull();
    expect(await act('keydown', 'Escape')).toBe(false); // nothing to let go: the key is left alone
    await act('keydown', 'ArrowDown');
    await act('keydown', 'ArrowDown');
    expect(told.at(-1)?.name).toBe('1d1');

    // With a level focused, the focus goes along with the cursor.
    await ReactThreeTestRenderer.act(async () => settings.getState().setFocus(0));
    await act('keydown', 'PageUp');
    expect(told.at(-1)?.name).toBe('2d1');
    expect(settings.getState().focus).toBe(1);
    expect(await act('keydown', 'Home')).toBe(false); // not a board key

    await act('blur');
    expect(told.at(-1)).toBeNull();
    expect(shown(cursor)).toBe(0);
    await act('keydown', 'ArrowUp'); // no focus, no cursor: nothing moves
    expect(told.at(-1)).toBeNull();
    await act('focus'); // back where it was
    expect(told.at(-1)?.name).toBe('2d1');
    await renderer.unmount();
  });
});
