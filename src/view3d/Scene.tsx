/**
 * The 3D scene inside the canvas: lights, the boards, the men, the marks, and the rigs that move
 * the layout and the camera. It reads the game through narrow selectors of its board port
 * (game/boardPort.ts), derives the scene model from the port's view model, and sends the port's
 * intents (`pick`, deselect); it never decides what is legal.
 *
 * Picking uses one event type (`onClick`) on the group that holds every pickable mesh. The first
 * call sees all intersections along the ray, nearest first; `resolvePick` chooses the nearest
 * meaningful one and the event is stopped there, so one click is one intent. Hover works the same
 * way with `onPointerMove` and lives in `live` (no React state). Dragging a man onto a target
 * (DragMove) is the same intent as two clicks; while a man is dragged the hover shows only his
 * targets, and the click the browser sends after the drop picks nothing. Drawing (the right
 * button, or the pen tool) is Drawing3D's, on the canvas itself; while the pen is on a click picks
 * nothing. The keyboard (KeyboardCursor, given the board's tab stop) picks the cursor's square
 * with the same `pick`.
 *
 * The scene is mounted over several tasks, not one (`useMountSteps`): the boards first, then the
 * posts and the floor, then the pieces' shapes one a task, then the men, then the marks, shapes,
 * gestures and the shader warm-up (Precompile, which needs every mesh); mounting it all at once (React building every component, the men's
 * geometry made on first use) was one long task of the page's load. Nothing is drawn meanwhile:
 * the scene stays hidden until Precompile shows it.
 *
 * In free placement (the port's `mode: 'free'`: the position editor) a square answers whatever
 * stands on it: the left button's press and release on the nearest square under the pointer
 * (`freeSquare`; with a level focused, that level's) is a `pick`, or, from a man to another
 * square, a `relocate`; the camera turns with the right button instead (FREE_BUTTONS), and
 * nothing is dragged, reached for or drawn by the game's gestures.
 */
import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { Vector3 } from 'three';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { Shape } from '../content/annotations';
import { isTarget } from '../game/destinations';
import { useBoard, useShownShapes, useShownView, type BoardPort } from '../game/boardPort';
import type { BoardView } from '../game/viewModel';
import { squareView } from '../game/squares';
import type { ScreenLocator } from '../game/testInterface';
import type { Square } from '../rules';
import { Boards, Floor, Posts } from './Board';
import { CameraRig, FREE_BUTTONS, FREE_TOUCHES, LayoutRig } from './CameraRig';
import { Drawing3D } from './Drawing3D';
import { KeyboardCursor, type BoardKeyboard } from './KeyboardCursor';
import { DragMove } from './DragMove';
import { DrawnShapes3D } from './DrawnShapes3D';
import { engineArrows } from '../game/engineArrows';
import { squareToWorld, stairFor } from './layout';
import { createLive, type Live } from './live';
import { Marks } from './Marks';
import { LevelTagRig, type HoverReport } from './Overlay';
import { Precompile } from './Precompile';
import { Men, manAimHeight } from './Men';
import { SHAPED_TYPES, pieceGeometry } from './pieceGeometry';
import { drawingSquare, hitsOf, isActionable, resolvePick, type Hit } from './picking';
import { buildSceneModel } from './sceneModel';
import { TouchReach } from './TouchReach';
import { ndcToClient, useScreenLocator } from './useScreenLocator';
import type { CameraPresetName, ViewSettings } from './viewSettings';

export interface SceneProps {
  port: BoardPort;
  settings: StoreApi<ViewSettings>;
  /** Receives the scene's screen locator (for `window.__test.screen`), null on unmount. */
  onLocator?: (locator: ScreenLocator | null) => void;
  onAnimating?: (animating: boolean) => void;
  /** Orbit controls on the canvas (off in tests without a DOM). */
  orbit?: boolean;
  /** Looking back: show the position after this many moves, read-only (null: the live game). */
  at?: number | null;
  /** Told what the pointer is over (a man or a target), for the hover card; null: nothing. */
  onHover?: (hover: HoverReport | null) => void;
  /** The level number tags over the canvas, placed beside their boards each frame. */
  levelTags?: RefObject<Array<HTMLElement | null>>;
  /** Told once every shader is compiled and warmed up (see Precompile). */
  onReady?: () => void;
  /** Presenter mode: the camera slowly circles the stack (CameraRig). */
  autoOrbit?: boolean;
  /** The board's tab stop and words: the board is then played from the keyboard too. */
  keyboard?: BoardKeyboard;
  /** Told when turn to mover faced the camera to a side by itself (CameraRig). */
  onFacing?: (preset: CameraPresetName) => void;
}

export function Scene({
  port,
  settings,
  onLocator,
  onAnimating,
  orbit = true,
  at = null,
  onHover,
  levelTags,
  onReady,
  autoOrbit = false,
  keyboard,
  onFacing,
}: SceneProps) {
  const view = useShownView(port, at);
  const focus = useStore(settings, (s) => s.focus);
  const speed = useStore(settings, (s) => s.speed);
  const live = useRef<Live>(null as unknown as Live);
  const size = useThree((state) => state.size);
  if (!live.current) {
    const { gap, arrangement } = settings.getState();
    const stair = stairFor(size.width / Math.max(1, size.height));
    live.current = createLive({ gap, spread: arrangement === 'map' ? 1 : 0, stair, facing: 0 });
  }

  const goals = useBoard(port, (s) => s.goals);
  const free = useBoard(port, (s) => s.mode) === 'free';
  const pressed = useRef<Square | null>(null); // free placement: the square pressed, with a man
  const pen = useBoard(port, (s) => s.pen);
  // A lesson keeps the camera on the student's side: its end or a scripted reply swings nothing.
  const turn = useBoard(port, (s) => s.facing);
  const subMoves = useBoard(port, (s) => s.subMoves);
  const mover = useMemo(() => ({ turn, subMoves }), [turn, subMoves]);
  const model = useMemo(() => buildSceneModel(view, focus, goals), [view, focus, goals]);
  const shapes = useShownShapes(port, at);
  const [sketch, setSketch] = useState<Shape | null>(null); // the shape being drawn
  const drawn = useMemo(() => (sketch ? [...shapes, sketch] : shapes), [shapes, sketch]);
  // The engine's turn (a hint, the analysis board's best turn or a threat) as numbered arrows.
  const engine = useMemo(() => engineArrows(view.hint, view.threat), [view.hint, view.threat]);
  const viewRef = useRef(view);
  viewRef.current = view;
  const focusRef = useRef(focus);
  focusRef.current = focus;
  const atRef = useRef(at);
  atRef.current = at;

  const invalidate = useThree((state) => state.invalidate);
  useLayoutEffect(() => invalidate(), [model, invalidate]);
  const step = useMountSteps(MOUNT_STEPS, PREPARE);
  const scene = useThree((state) => state.scene);
  // Until the last step, nothing is drawn (Precompile, mounted then, shows the scene when ready).
  useLayoutEffect(() => {
    if (step < MOUNT_STEPS) scene.visible = false;
  }, [step, scene]);
  const all = step >= MOUNT_STEPS;

  const onClick = useCallback(
    (event: ThreeEvent<MouseEvent>) => {
      event.stopPropagation();
      if (live.current.dragEnded) {
        live.current.dragEnded = false; // the click after a drag: the drop already picked
        return;
      }
      if (atRef.current !== null) return; // an earlier position is read-only
      if (port.getSnapshot().pen !== null) return; // the pen draws (Drawing3D)
      const square = resolvePick(hitsOf(event.intersections), viewRef.current, focusRef.current);
      if (square === null) port.intents.deselect();
      else port.intents.pick({ kind: 'square', square });
    },
    [port],
  );

  /** Free placement: the press remembers a man's square, the release picks or relocates. */
  const onFreePress = useCallback((event: ThreeEvent<PointerEvent>) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    const square = freeSquare(hitsOf(event.intersections), viewRef.current, focusRef.current);
    const man = square !== null && viewRef.current.men.some((m) => m.square === square);
    pressed.current = man ? square : null;
  }, []);
  const onFreeRelease = useCallback(
    (event: ThreeEvent<PointerEvent>) => {
      if (event.button !== 0) return;
      event.stopPropagation();
      const from = pressed.current;
      pressed.current = null;
      const square = freeSquare(hitsOf(event.intersections), viewRef.current, focusRef.current);
      if (square === null) return;
      if (from !== null && from !== square) port.intents.relocate?.(from, square);
      else port.intents.pick({ kind: 'square', square });
    },
    [port],
  );

  const setHover = useCallback(
    (square: Square | null) => {
      const state = live.current;
      if (state.hovered === square) return;
      state.hovered = square;
      state.hoverVersion++;
      if (typeof document !== 'undefined')
        document.body.style.cursor =
          state.dragging !== null ? 'grabbing' : square === null ? '' : 'pointer';
      invalidate();
    },
    [invalidate],
  );
  const camera = useThree((state) => state.camera);
  const gl = useThree((state) => state.gl);
  const reported = useRef<Square | null>(null);
  /** Tells the view what is under the pointer: the man there, or a target, where on screen. */
  const report = useCallback(
    (square: Square | null) => {
      if (!onHover || reported.current === square) return;
      reported.current = square;
      const view = viewRef.current;
      const man = square === null ? undefined : view.men.find((m) => m.square === square);
      const target = square !== null && isTarget(view, { kind: 'square', square });
      if (square === null || (!man && !target)) return onHover(null);
      const at = squareView(square, view.levels);
      const [x, y, z] = squareToWorld(at.level, at.file, at.rank, live.current.layout, view.levels);
      const rect = gl.domElement.getBoundingClientRect();
      const client = (height: number) => {
        return ndcToClient(point.set(x, y + height, z).project(camera), rect);
      };
      const top = client(man ? manAimHeight(man.type) * 2.2 : 0.3);
      const bottom = client(0);
      onHover({
        name: at.name,
        man: man ?? null,
        target,
        x: top.x,
        top: top.y,
        bottom: bottom.y,
      });
    },
    [onHover, camera, gl],
  );
  const onPointerMove = useCallback(
    (event: ThreeEvent<PointerEvent>) => {
      event.stopPropagation();
      if (live.current.dragging !== null) return; // DragMove tells what the man is over
      const square = resolvePick(hitsOf(event.intersections), viewRef.current, focusRef.current);
      setHover(square !== null && isActionable(square, viewRef.current) ? square : null);
      report(square);
    },
    [setHover, report],
  );
  /** While a man is dragged: the target under the pointer (or null) is hovered and named. */
  const onDragOver = useCallback(
    (square: Square | null) => {
      setHover(square);
      report(square);
    },
    [setHover, report],
  );
  const onPointerOut = useCallback(
    (event: ThreeEvent<PointerEvent>) => {
      if (event.intersections.length > 0) return;
      setHover(null);
      report(null);
    },
    [setHover, report],
  );
  // The card describes the position it was shown in: a move or a new selection hides it.
  useEffect(() => {
    reported.current = null;
    onHover?.(null);
  }, [view, onHover]);
  useEffect(
    () => () => {
      if (typeof document !== 'undefined') document.body.style.cursor = '';
    },
    [],
  );

  return (
    <>
      <Lights />
      <LayoutRig settings={settings} levels={view.levels} live={live.current} />
      <CameraRig
        settings={settings}
        levels={view.levels}
        live={live.current}
        orbit={orbit}
        mover={mover}
        enabled={pen === null}
        autoOrbit={autoOrbit}
        buttons={free ? FREE_BUTTONS : undefined}
        touches={free ? FREE_TOUCHES : undefined}
        onFacing={onFacing}
      />
      <group
        name="pickable"
        onClick={free ? undefined : onClick}
        onPointerDown={free ? onFreePress : undefined}
        onPointerUp={free ? onFreeRelease : undefined}
        onPointerMove={onPointerMove}
        onPointerOut={onPointerOut}
      >
        <Boards model={model} focus={focus} live={live.current} />
        {step >= MEN_STEP && <Men model={model} live={live.current} speed={speed} />}
      </group>
      {all && <Marks model={model} live={live.current} />}
      {all && <DrawnShapes3D shapes={drawn} levels={view.levels} live={live.current} />}
      {all && (
        <DrawnShapes3D
          shapes={engine}
          levels={view.levels}
          live={live.current}
          countAttribute="data-engine-arrows"
        />
      )}
      {all && orbit && !free && (
        <DragMove
          port={port}
          settings={settings}
          focus={focus}
          at={at}
          live={live.current}
          onOver={onDragOver}
        />
      )}
      {all && orbit && !free && (
        <TouchReach port={port} focus={focus} at={at} live={live.current} />
      )}
      {all && keyboard && (
        <KeyboardCursor
          settings={settings}
          live={live.current}
          view={view}
          keyboard={keyboard}
          onPick={(square) => {
            // looking back, the cursor still moves but picks nothing
            if (at === null) port.intents.pick({ kind: 'square', square });
          }}
          onEscape={() => {
            if (!port.getSnapshot().selected) return false;
            port.intents.deselect();
            return true;
          }}
        />
      )}
      {all && orbit && !free && (
        <Drawing3D
          port={port}
          view={view}
          focus={focus}
          at={at}
          live={live.current}
          onSketch={setSketch}
        />
      )}
      {step >= 2 && <Posts levels={view.levels} live={live.current} />}
      {step >= 2 && <Floor levels={view.levels} live={live.current} />}
      {/* Mounted last, so that its frame callback runs after the men's (see MotionReport). */}
      {all && onAnimating && <MotionReport live={live.current} onAnimating={onAnimating} />}
      {all && levelTags && (
        <LevelTagRig tags={levelTags} levels={view.levels} live={live.current} />
      )}
      {all && <Precompile onReady={onReady} />}
      {onLocator && (
        <Locator
          view={view}
          focus={focus}
          live={live.current}
          onLocator={onLocator}
          pick={free ? freeSquare : resolvePick}
        />
      )}
    </>
  );
}

/**
 * A warm key light from above White's right, a cool rim light from behind, a warm sky and a cool
 * ground. No shadow maps: the men stand on soft contact shadows and the stack on a soft shadow of
 * its own (see Men and Floor), which reads better through the glass levels and costs a fraction.
 */
function Lights() {
  return (
    <>
      <hemisphereLight args={[0xfff3e0, 0x1a2233, 0.6]} />
      <directionalLight name="key-light" position={[7, 24, 11]} intensity={2.1} />
      <directionalLight name="rim-light" position={[-9, 8, -12]} intensity={0.9} color={0xb8d4ff} />
    </>
  );
}

/** Reports whether anything glided this frame (men, camera, layout); runs after the others. */
function MotionReport({
  live,
  onAnimating,
}: {
  live: Live;
  onAnimating: (animating: boolean) => void;
}) {
  useFrame(() => {
    const { men, camera, layout } = live.moving;
    onAnimating(men || camera || layout); // every frame: the root notes only a change
  });
  return null;
}

const point = new Vector3();

/**
 * Work done in a task of its own between mount steps, by the step it leads to: the men's shapes
 * (each piece's geometry, built once and shared by the men and the marks), one a task, before
 * the men mount.
 */
const PREPARE: ReadonlyMap<number, () => void> = new Map(
  SHAPED_TYPES.map((type, i) => [3 + i, () => void pieceGeometry(type)]),
);
/** The scene's mount steps: the boards; the posts and floor; the shapes; the men; the rest. */
const MEN_STEP = 3 + SHAPED_TYPES.length;
const MOUNT_STEPS = MEN_STEP + 1;

/**
 * The mount step reached, from 1 to `steps`: one more in each task after the first render (the
 * work `prepare` names for a step done in that task first), so that React mounts the scene in a
 * few tasks, not one.
 */
function useMountSteps(steps: number, prepare: ReadonlyMap<number, () => void>): number {
  const [step, setStep] = useState(1);
  useEffect(() => {
    if (step >= steps) return;
    const timer = setTimeout(() => {
      prepare.get(step + 1)?.();
      setStep(step + 1);
    }, 0);
    return () => clearTimeout(timer);
  }, [step, steps, prepare]);
  return step;
}

/** The square a free placement's press means: the nearest under the pointer (see the header). */
const freeSquare = (hits: readonly Hit[], view: BoardView, focus: number | null) =>
  drawingSquare(hits, view, focus, false);

/** Registers `screen(name)`: a client point where a click picks that square or its man. */
function Locator({
  view,
  focus,
  live,
  onLocator,
  pick,
}: {
  view: BoardView;
  focus: number | null;
  live: Live;
  onLocator: (locator: ScreenLocator | null) => void;
  pick: typeof resolvePick; // what a press means there: a game's pick, or free placement's
}) {
  const register = useCallback(
    (locator: ScreenLocator) => {
      onLocator(locator);
      return () => onLocator(null);
    },
    [onLocator],
  );
  useScreenLocator({ view, focus, live, pick, register });
  return null;
}
