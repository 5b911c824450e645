/**
 * The position editor's 3D board for Parallel worlds chess: the same stacked boards and men as
 * a game (Boards, Men, from the setup's view model, game/editor/setupView.ts), on which the left
 * button (or a finger) places, removes and drags men through the editor's own handlers, exactly
 * as on its flat boards. A setup need not be a legal position, so no game store is involved.
 *
 * It looks as the game's view does: the same rigs (the layout's staircase and gap, the camera's
 * glides: CameraRig.tsx), the level badges beside their boards and the same toolbar (camera
 * presets, level focus, gap, turn to the side to move of the setup). Its view settings are its
 * own, not the game's remembered ones.
 *
 * Buttons: the left button edits, so the camera turns with the right button (pans with the
 * middle one, zooms with the wheel); on touch two fingers turn and zoom. Where the boards overlap
 * on screen the nearest square or man under the pointer is the one edited; the level buttons
 * focus one level (only its squares answer then), to reach the men below the glass. While
 * mounted it answers the editor's `window.__test.screen(name)`: where a press edits that square.
 * From the keyboard it is played as a game's 3D board is (KeyboardCursor): Tab to it, the arrows
 * and PageUp/PageDown move a cursor, Enter or Space does what a click on its square does.
 */
import { Canvas, useThree, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { MOUSE, TOUCH } from 'three';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { Setup } from '../game/editor/setup';
import { setupBoardView } from '../game/editor/setupView';
import type { ScreenLocator } from '../game/testInterface';
import type { BoardView } from '../game/viewModel';
import { squareView } from '../game/squares';
import { Boards, Floor, Posts } from './Board';
import { CameraRig, LayoutRig } from './CameraRig';
import { CAMERA_FOV, DEFAULT_LAYOUT, cameraPose, stairFor } from './layout';
import type { Labels } from './labels';
import { createLive, type Live } from './live';
import { KeyboardCursor, useBoardKeyboard, type BoardKeyboard } from './KeyboardCursor';
import { Marks } from './Marks';
import { Men } from './Men';
import { LevelTagRig, LevelTags } from './Overlay';
import { drawingSquare, hitsOf } from './picking';
import { Lights } from './Scene';
import { buildSceneModel } from './sceneModel';
import { Toolbar } from './Toolbar';
import { useScreenLocator } from './useScreenLocator';
import { createViewSettings, prefersReducedMotion, type ViewSettings } from './viewSettings';
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

/** The left button and one finger edit; the right button turns, the middle pans, two fingers zoom. */
const EDITOR_BUTTONS = { LEFT: -1 as MOUSE, MIDDLE: MOUSE.PAN, RIGHT: MOUSE.ROTATE };
const EDITOR_TOUCHES = { ONE: -1 as TOUCH, TWO: TOUCH.DOLLY_ROTATE };

export default function EditorView3D({
  setup,
  onSquareDown,
  onSquareUp,
  labels,
}: EditorView3DProps) {
  const [settings] = useState(() => createViewSettings({ reducedMotion: prefersReducedMotion() }));
  const view = useMemo(() => setupBoardView(setup), [setup]);
  const [pose] = useState(() => cameraPose('white', view.levels, DEFAULT_LAYOUT, 1.4));
  const levelTags = useRef<Array<HTMLElement | null>>([]);
  // The keyboard's cursor, as in a game: its square in `data-cursor`, its label spoken.
  const root = useRef<HTMLDivElement>(null);
  const { board, cursorText, keyboard } = useBoardKeyboard(root, labels.square);
  return (
    <div className="view3d editor-view3d" data-men={view.men.length} ref={root}>
      <div
        className="view3d-canvas view3d-board"
        ref={board}
        tabIndex={0}
        role="application"
        aria-label={`${labels.canvas} ${labels.keyboard}`}
        onMouseDown={(event) => event.preventDefault()} // the mouse edits; only Tab gives focus
      >
        <Canvas
          frameloop="demand"
          dpr={1}
          gl={{ antialias: false, alpha: true }}
          camera={{ fov: CAMERA_FOV, near: 0.5, far: 200, position: [...pose.position] }}
          onCreated={(state) =>
            state.gl.domElement.closest?.('.view3d')?.setAttribute('data-ready', 'true')
          }
          style={{ position: 'absolute', inset: 0 }}
        >
          <EditorScene
            view={view}
            settings={settings}
            mover={setup.turn === 'b' ? 1 : 0}
            levelTags={levelTags}
            onSquareDown={onSquareDown}
            onSquareUp={onSquareUp}
            keyboard={keyboard}
          />
        </Canvas>
        <LevelTags levels={view.levels} tags={levelTags} label={labels.levelName} />
      </div>
      <p
        className="view3d-cursor-text visually-hidden"
        aria-live="polite"
        aria-atomic="true"
        ref={cursorText}
      />
      <Toolbar settings={settings} labels={labels} />
    </div>
  );
}

function EditorScene({
  view,
  settings,
  mover,
  levelTags,
  onSquareDown,
  onSquareUp,
  keyboard,
}: {
  view: BoardView;
  settings: StoreApi<ViewSettings>;
  mover: 0 | 1;
  levelTags: RefObject<Array<HTMLElement | null>>;
  onSquareDown(name: string): void;
  onSquareUp(name: string): void;
  keyboard: BoardKeyboard;
}) {
  const focus = useStore(settings, (s) => s.focus);
  const size = useThree((state) => state.size);
  const live = useRef<Live>(null as unknown as Live);
  if (!live.current) {
    const { gap, arrangement } = settings.getState();
    const stair = stairFor(size.width / Math.max(1, size.height));
    live.current = createLive({ gap, spread: arrangement === 'map' ? 1 : 0, stair, facing: 0 });
  }
  const model = useMemo(() => buildSceneModel(view, focus), [view, focus]);
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => invalidate(), [model, invalidate]);
  const name = (event: ThreeEvent<PointerEvent>) => {
    event.stopPropagation();
    const square = editedSquare(hitsOf(event.intersections), view, focus);
    return square === null ? null : squareView(square, view.levels).name;
  };
  const turn = useMemo(() => ({ turn: mover, subMoves: 0 }), [mover]);
  return (
    <>
      <Lights />
      <LayoutRig settings={settings} levels={view.levels} live={live.current} />
      <CameraRig
        settings={settings}
        levels={view.levels}
        live={live.current}
        orbit
        mover={turn}
        buttons={EDITOR_BUTTONS}
        touches={EDITOR_TOUCHES}
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
      <Marks model={model} live={live.current} />
      <KeyboardCursor
        settings={settings}
        live={live.current}
        view={view}
        keyboard={keyboard}
        onPick={(square) => {
          const at = squareView(square, view.levels).name; // what a click there does
          onSquareDown(at);
          onSquareUp(at);
        }}
        onEscape={() => false}
      />
      <LevelTagRig tags={levelTags} levels={view.levels} live={live.current} />
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
