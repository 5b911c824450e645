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
import { type Intersection, type Object3D, MOUSE, Raycaster, TOUCH, Vector2, Vector3 } from 'three';
import type { Setup } from '../game/editor/setup';
import { setupBoardView } from '../game/editor/setupView';
import type { ScreenLocator } from '../game/testInterface';
import type { BoardView } from '../game/viewModel';
import { squareNamed, squareView } from '../game/squares';
import { Boards, Floor, Posts } from './Board';
import { CAMERA_FOV, DEFAULT_LAYOUT, cameraPose, squareToWorld, stackCentre } from './layout';
import type { Labels } from './labels';
import { LevelFocus } from './LevelFocus';
import { createLive, type Live } from './live';
import { Men, manAimHeight } from './Men';
import { drawingSquare, hitsOf } from './picking';
import { Lights } from './Scene';
import { buildSceneModel } from './sceneModel';
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

const raycaster = new Raycaster();
const ndc = new Vector2();
const point = new Vector3();

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
      <EditorLocator view={view} focus={focus} />
    </>
  );
}

/** Registers `window.__test.screen(name)`: a client point where a press edits that square. */
/** Puts the locator into the editor's `window.__test` while mounted (the page's is restored). */
function EditorLocator({ view, focus }: { view: BoardView; focus: number | null }) {
  const camera = useThree((state) => state.camera);
  const scene = useThree((state) => state.scene);
  const gl = useThree((state) => state.gl);
  const current = useRef({ view, focus });
  current.current = { view, focus };
  useEffect(() => {
    const api = window.__test;
    if (!api) return;
    const before = api.screen;
    const locate: ScreenLocator = (text) => {
      const { view, focus } = current.current;
      const square = squareNamed(text, view.levels);
      if (square === undefined) return null;
      const [x, y, z] = squareToWorld(
        square >> 7,
        square & 7,
        (square >> 4) & 7,
        DEFAULT_LAYOUT,
        view.levels,
      );
      const man = view.men.find((m) => m.square === square);
      const heights = man ? [manAimHeight(man.type), manAimHeight(man.type) * 0.5, 0] : [0];
      const offsets = [0, 0.3, -0.3];
      const pickables: Object3D[] = [];
      scene.traverseVisible((object) => {
        if (object.userData.pickable) pickables.push(object);
      });
      camera.updateMatrixWorld();
      const rect = gl.domElement.getBoundingClientRect();
      for (const height of heights)
        for (const dx of offsets)
          for (const dz of offsets) {
            point.set(x + dx, y + height, z + dz).project(camera);
            if (Math.abs(point.x) > 0.98 || Math.abs(point.y) > 0.98) continue;
            ndc.set(point.x, point.y);
            raycaster.setFromCamera(ndc, camera);
            const hits = raycaster.intersectObjects(pickables, false) as Intersection[];
            if (editedSquare(hitsOf(hits), view, focus) !== square) continue;
            return {
              x: rect.left + ((point.x + 1) / 2) * rect.width,
              y: rect.top + ((1 - point.y) / 2) * rect.height,
            };
          }
      return null;
    };
    api.screen = locate;
    return () => {
      api.screen = before;
    };
  }, [camera, scene, gl]);
  return null;
}
