// The 3D scene rendered without WebGL (@react-three/test-renderer), for the component tests of
// src/view3d: a Parallel worlds game store (from the start or a FEN) and the scene drawn one
// frame from its board port once every mount step is done (optionally played from the keyboard), with a lookup of its objects by name.
import ReactThreeTestRenderer from '@react-three/test-renderer';
import type { InstancedMesh } from 'three';
import type { StoreApi } from 'zustand/vanilla';
import { gameStoreFor, type GameState } from '../../../src/game/store';
import { boardPortOf } from '../../../src/game/storeBoardPort';
import type { BoardKeyboard } from '../../../src/view3d/KeyboardCursor';
import { Scene } from '../../../src/view3d/Scene';
import { createViewSettings } from '../../../src/view3d/viewSettings';

export function storeOf(fen?: string): StoreApi<GameState> {
  const made = gameStoreFor('parallel-worlds', fen);
  if ('error' in made) throw new Error(made.error);
  return made.store;
}

export async function renderScene(store: StoreApi<GameState>, keyboard?: BoardKeyboard) {
  const settings = createViewSettings({ speed: 'off' });
  const renderer = await ReactThreeTestRenderer.create(
    <Scene port={boardPortOf(store)} settings={settings} orbit={false} keyboard={keyboard} />,
  );
  const scene = renderer.scene.instance;
  // The scene mounts in steps, one a task (Scene.tsx's useMountSteps): wait for its last one.
  for (let task = 0; task < 100 && !scene.getObjectByName('marks-move'); task++) {
    await ReactThreeTestRenderer.act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
  await renderer.advanceFrames(1, 0.016);
  const named = <T = InstancedMesh,>(name: string) => scene.getObjectByName(name) as T;
  return { renderer, settings, scene, named };
}
