/**
 * The position editor's 3D board for Parallel worlds chess: the same stacked boards and men as
 * a game (Boards, Men, from the setup's view model, game/editor/setupView.ts), on which the left
 * button (or a finger) places, removes and drags men through the editor's own handlers, exactly
 * as on its flat boards. A setup need not be a legal position, so no game store is involved.
 *
 * Buttons: the left button edits, so the camera turns with the right button (pans with the
 * middle one, zooms with the wheel); on touch two fingers turn and zoom. Where the boards overlap
 * on screen the nearest square or man under the pointer is the one edited; the level buttons
 * focus one level (only its squares answer then), to reach the men below the glass. While
 * mounted it answers the editor's `window.__test.screen(name)`: where a press edits that square.
 */
import { OrbitControls } from '@react-three/drei';
import { Canvas, useThree, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MOUSE, TOUCH } from 'three';
import type { Setup } from '../game/editor/setup';
import { setupBoardView } from '../game/editor/setupView';
import type { ScreenLocator } from '../game/testInterface';
import type { BoardView } from '../game/viewModel';
import { squareView } from '../game/squares';
import { Boards, Floor, Posts } from './Board';
import { CAMERA_FOV, DEFAULT_LAYOUT, cameraPose, stackCentre } from './layout';
import type { Labels } from './labels';
import { LevelFocus } from './LevelFocus';
import { createLive, type Live } from './live';
import { Men } from './Men';
import { drawingSquare, hitsOf } from './picking';
import { Lights } from './Scene';
import { buildSceneModel } from './sceneModel';
import { useScreenLocator } from './useScreenLocator';
import './view3d.css';

export interface EditorView3DProps {
  setup: Setup;
  onSquareDown(name: string): void; // a press on a square (a drag may start from its man)
  onSquareUp(name: string): void; // the release: place, remove, or end a drag there
  labels: Labels; // the toolbar's words, in the page's language
}

/** The square a press or release on the editor's stack means (see the module header). */
const editedSquare = (hits: ReturnType<typeof hitsOf>, view: BoardView, focus: number | null) =>
  drawingSquare(hits, view, focus, false);

export default function EditorView3D({
  setup,
  onSquareDown,
  onSquareUp,
  labels,
}: EditorView3DProps) {
  const [focus, setFocus] = useState<number | null>(null);
  const view = useMemo(() => setupBoardView(setup), [setup]);
  const [pose] = useState(() => cameraPose('white', view.levels, DEFAULT_LAYOUT, 1.4));
  return (
    <div className="view3d editor-view3d" data-men={view.men.length}>
      <div className="view3d-canvas">
        <Canvas
          frameloop="demand"
          dpr={1}
          gl={{ antialias: false, alpha: true }}
          camera={{ fov: CAMERA_FOV, near: 0.5, far: 200, position: [...pose.position] }}
          onCreated={(state) =>
            state.gl.domElement.closest?.('.view3d')?.setAttribute('data-ready', 'true')
          }
          style={{ position: 'absolute', inset: 0 }}
          aria-label={labels.canvas}
          role="img"
        >
          <EditorScene
            view={view}
            focus={focus}
            onSquareDown={onSquareDown}
            onSquareUp={onSquareUp}
          />
        </Canvas>
      </div>
      <div className="view3d-toolbar" role="toolbar" aria-label={labels.toolbar}>
        <LevelFocus focus={focus} onFocus={setFocus} labels={labels} />
      </div>
    </div>
  );
}

function EditorScene({
  view,
  focus,
  onSquareDown,
  onSquareUp,
}: {
  view: BoardView;
  focus: number | null;
  onSquareDown(name: string): void;
  onSquareUp(name: string): void;
}) {
  const live = useRef<Live>(createLive(DEFAULT_LAYOUT));
  const model = useMemo(() => buildSceneModel(view, focus), [view, focus]);
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => invalidate(), [model, invalidate]);
  const name = (event: ThreeEvent<PointerEvent>) => {
    event.stopPropagation();
    const square = editedSquare(hitsOf(event.intersections), view, focus);
    return square === null ? null : squareView(square, view.levels).name;
  };
  const [target] = useState(() => stackCentre(view.levels, DEFAULT_LAYOUT));
  return (
    <>
      <Lights />
      <OrbitControls
        makeDefault
        target={[...target]}
        mouseButtons={{ LEFT: -1 as MOUSE, MIDDLE: MOUSE.PAN, RIGHT: MOUSE.ROTATE }}
        touches={{ ONE: -1 as TOUCH, TWO: TOUCH.DOLLY_ROTATE }}
        maxPolarAngle={Math.PI * 0.46}
        enableDamping={false}
      />
      <group
        name="pickable"
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          const square = name(event);
          if (square) onSquareDown(square);
        }}
        onPointerUp={(event) => {
          if (event.button !== 0) return;
          const square = name(event);
          if (square) onSquareUp(square);
        }}
      >
        <Boards model={model} focus={focus} live={live.current} />
        <Men model={model} live={live.current} speed="off" />
      </group>
      <Posts levels={view.levels} live={live.current} />
      <Floor levels={view.levels} live={live.current} />
      <EditorLocator view={view} focus={focus} live={live.current} />
    </>
  );
}

/** Registers `window.__test.screen(name)`: a client point where a press edits that square. */
/** Puts the locator into the editor's `window.__test` while mounted (the page's is restored). */
function EditorLocator({
  view,
  focus,
  live,
}: {
  view: BoardView;
  focus: number | null;
  live: Live;
}) {
  useScreenLocator({ view, focus, live, pick: editedSquare, register: installInEditorTest });
  return null;
}

/** Makes `locator` the editor's `window.__test.screen`; the one before comes back on removal. */
function installInEditorTest(locator: ScreenLocator): () => void {
  const api = window.__test;
  if (!api) return () => {};
  const before = api.screen;
  api.screen = locator;
  return () => {
    api.screen = before;
  };
}
