/**
 * The 3D scene inside the canvas: lights, the boards, the men, the marks, and the rigs that move
 * the layout and the camera. It reads the game through narrow store selectors, derives the view
 * model and the scene model from them, and dispatches intents (`pick`, deselect); it never
 * decides what is legal.
 *
 * Picking uses one event type (`onClick`) on the group that holds every pickable mesh. The first
 * call sees all intersections along the ray, nearest first; `resolvePick` chooses the nearest
 * meaningful one and the event is stopped there, so one click is one intent. Hover works the same
 * way with `onPointerMove` and lives in `live` (no React state).
 */
import { OrbitControls } from '@react-three/drei';
import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type Intersection, type Object3D, Raycaster, Vector2, Vector3 } from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { GameState } from '../game/store';
import { useBoardView } from '../game/useBoardView';
import type { BoardView } from '../game/viewModel';
import { parseSquare, type Square } from '../rules';
import { Boards, Floor, Posts } from './Board';
import {
  MAX_DISTANCE,
  MIN_DISTANCE,
  cameraPose,
  squareToWorld,
  stackCentre,
  type CameraPresetName,
  type Layout,
} from './layout';
import { createLive, type Live } from './live';
import { Marks } from './Marks';
import { Men, SELECTED_LIFT, manAimHeight } from './Men';
import { hitsOf, isActionable, resolvePick } from './picking';
import { buildSceneModel } from './sceneModel';
import type { ViewSettings } from './viewSettings';

/** Where a click on a square (or the man on it) lands, in client pixels; null when hidden. */
export type ScreenLocator = (name: string) => { x: number; y: number } | null;

export interface SceneProps {
  store: StoreApi<GameState>;
  settings: StoreApi<ViewSettings>;
  /** Receives the scene's screen locator (for `window.__test.screen`), null on unmount. */
  onLocator?: (locator: ScreenLocator | null) => void;
  onAnimating?: (animating: boolean) => void;
  /** Orbit controls on the canvas (off in tests without a DOM). */
  orbit?: boolean;
  /** Looking back: show the position after this many moves, read-only (null: the live game). */
  at?: number | null;
}

/** Layout glide: the fraction of the remaining way covered per second. */
const LAYOUT_RATE = 7;

export function Scene({
  store,
  settings,
  onLocator,
  onAnimating,
  orbit = true,
  at = null,
}: SceneProps) {
  const view = useBoardView(store, at);
  const focus = useStore(settings, (s) => s.focus);
  const speed = useStore(settings, (s) => s.speed);
  const live = useRef<Live>(null as unknown as Live);
  if (!live.current) {
    const { gap, arrangement } = settings.getState();
    live.current = createLive({ gap, spread: arrangement === 'map' ? 1 : 0 });
  }

  const model = useMemo(() => buildSceneModel(view, focus), [view, focus]);
  const viewRef = useRef(view);
  viewRef.current = view;
  const focusRef = useRef(focus);
  focusRef.current = focus;
  const atRef = useRef(at);
  atRef.current = at;

  const invalidate = useThree((state) => state.invalidate);
  useLayoutEffect(() => invalidate(), [model, invalidate]);

  const onClick = useCallback(
    (event: ThreeEvent<MouseEvent>) => {
      event.stopPropagation();
      if (atRef.current !== null) return; // an earlier position is read-only
      const square = resolvePick(hitsOf(event.intersections), viewRef.current, focusRef.current);
      if (square === null) store.getState().deselect();
      else store.getState().pick({ kind: 'square', square });
    },
    [store],
  );

  const setHover = useCallback(
    (square: Square | null) => {
      const state = live.current;
      if (state.hovered === square) return;
      state.hovered = square;
      state.hoverVersion++;
      if (typeof document !== 'undefined')
        document.body.style.cursor = square === null ? '' : 'pointer';
      invalidate();
    },
    [invalidate],
  );
  const onPointerMove = useCallback(
    (event: ThreeEvent<PointerEvent>) => {
      event.stopPropagation();
      const square = resolvePick(hitsOf(event.intersections), viewRef.current, focusRef.current);
      setHover(square !== null && isActionable(square, viewRef.current) ? square : null);
    },
    [setHover],
  );
  const onPointerOut = useCallback(
    (event: ThreeEvent<PointerEvent>) => {
      if (event.intersections.length === 0) setHover(null);
    },
    [setHover],
  );
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
        store={store}
        settings={settings}
        levels={view.levels}
        live={live.current}
        orbit={orbit}
      />
      <group
        name="pickable"
        onClick={onClick}
        onPointerMove={onPointerMove}
        onPointerOut={onPointerOut}
      >
        <Boards model={model} focus={focus} live={live.current} />
        <Men model={model} live={live.current} speed={speed} />
      </group>
      <Marks model={model} live={live.current} />
      <Posts levels={view.levels} live={live.current} />
      <Floor levels={view.levels} live={live.current} />
      {onAnimating && <MotionReport live={live.current} onAnimating={onAnimating} />}
      {onLocator && <Locator view={view} focus={focus} live={live.current} onLocator={onLocator} />}
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

/** Glides the live layout towards the settings (gap, stack or map), one step per frame. */
function LayoutRig({
  settings,
  levels,
  live,
}: {
  settings: StoreApi<ViewSettings>;
  levels: number;
  live: Live;
}) {
  const invalidate = useThree((state) => state.invalidate);
  const controls = useThree((state) => state.controls) as OrbitControlsImpl | null;
  useEffect(() => settings.subscribe(() => invalidate()), [settings, invalidate]);
  useFrame((state, delta) => {
    const { gap, arrangement, speed } = settings.getState();
    const goal: Layout = { gap, spread: arrangement === 'map' ? 1 : 0 };
    const now = live.layout;
    live.moving.layout = now.gap !== goal.gap || now.spread !== goal.spread;
    if (!live.moving.layout) return;
    const step = speed === 'off' ? 1 : 1 - Math.exp(-LAYOUT_RATE * Math.min(delta, 0.1));
    const near = (a: number, b: number) => (Math.abs(a - b) < 0.002 ? b : a + (b - a) * step);
    const next = { gap: near(now.gap, goal.gap), spread: near(now.spread, goal.spread) };
    // Keep the camera looking at the same part of the stack as it grows or shrinks.
    const before = stackCentre(levels, now)[1];
    const after = stackCentre(levels, next)[1];
    if (controls && settings.getState().arrangement === 'stack') {
      controls.target.y += after - before;
      state.camera.position.y += after - before;
      controls.update();
    }
    live.layout = next;
    live.layoutVersion++;
    state.invalidate();
  }, -1);
  return null;
}

interface Tween {
  from: { position: Vector3; target: Vector3 };
  to: { position: Vector3; target: Vector3 };
  start: number;
  duration: number;
}

/** Orbit controls within limits, and glides to the presets (and to the mover, if asked). */
function CameraRig({
  store,
  settings,
  levels,
  live,
  orbit,
}: {
  store: StoreApi<GameState>;
  settings: StoreApi<ViewSettings>;
  levels: number;
  live: Live;
  orbit: boolean;
}) {
  const camera = useThree((state) => state.camera);
  const controls = useThree((state) => state.controls) as OrbitControlsImpl | null;
  const invalidate = useThree((state) => state.invalidate);
  const size = useThree((state) => state.size);
  const tween = useRef<Tween | null>(null);
  const request = useStore(settings, (s) => s.camera.request);
  const turn = useStore(store, (s) => s.session.position.turn);
  const subMoves = useStore(store, (s) => s.session.position.subMoves);
  const turnToMover = useStore(settings, (s) => s.turnToMover);

  const aspect = useRef(1);
  aspect.current = size.width / Math.max(1, size.height);

  /** Glides (or jumps) to a preset; the map can be seen from either side. */
  const fly = useCallback(
    (preset: CameraPresetName, instantly = false, side: 0 | 1 = 0) => {
      if (!controls) return;
      const { gap, arrangement, speed } = settings.getState();
      const layout = { gap, spread: arrangement === 'map' ? 1 : 0 };
      const pose = cameraPose(preset, levels, layout, aspect.current, side);
      tween.current = {
        from: { position: camera.position.clone(), target: controls.target.clone() },
        to: { position: new Vector3(...pose.position), target: new Vector3(...pose.target) },
        start: performance.now(),
        duration: instantly || speed === 'off' ? 0 : 750,
      };
      invalidate();
    },
    [camera, controls, invalidate, levels, settings],
  );

  // Once the controls exist, frame the stack from White's side for this canvas's shape.
  const framed = useRef(false);
  useEffect(() => {
    if (!controls || framed.current) return;
    framed.current = true;
    fly(settings.getState().camera.preset, true);
  }, [controls, fly, settings]);

  useEffect(() => {
    if (request > 0) fly(settings.getState().camera.preset);
  }, [request, fly, settings]);

  // Turn to the mover: when switched on, and at the start of each turn, face the side to move
  // (in the map, turn the map round).
  useEffect(() => {
    const { arrangement, showPreset } = settings.getState();
    if (!turnToMover || subMoves !== 0) return;
    if (arrangement === 'map') fly('map', false, turn);
    else showPreset(turn === 0 ? 'white' : 'black');
  }, [turnToMover, turn, subMoves, fly, settings]);

  useFrame((state) => {
    const active = tween.current;
    live.moving.camera = !!active && !!controls;
    if (!active || !controls) return;
    const t = active.duration
      ? Math.min(1, (performance.now() - active.start) / active.duration)
      : 1;
    const e = 1 - Math.pow(1 - t, 3);
    state.camera.position.lerpVectors(active.from.position, active.to.position, e);
    controls.target.lerpVectors(active.from.target, active.to.target, e);
    controls.update();
    if (t >= 1) {
      tween.current = null;
      live.moving.camera = false;
    } else state.invalidate();
  }, -2);

  const [start] = useState(() => stackCentre(levels, { gap: settings.getState().gap, spread: 0 }));
  if (!orbit) return null;
  return (
    <OrbitControls
      makeDefault
      target={start as [number, number, number]}
      minDistance={MIN_DISTANCE}
      maxDistance={MAX_DISTANCE}
      maxPolarAngle={Math.PI * 0.47}
      enableDamping
      dampingFactor={0.14}
      zoomSpeed={0.8}
    />
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
  const last = useRef<boolean | null>(null);
  useFrame(() => {
    const { men, camera, layout } = live.moving;
    const moving = men || camera || layout;
    if (last.current !== moving) {
      last.current = moving;
      onAnimating(moving);
    }
  });
  return null;
}

const ndc = new Vector2();
const raycaster = new Raycaster();
const point = new Vector3();

/** Registers `screen(name)`: a client point where a click picks that square or its man. */
function Locator({
  view,
  focus,
  live,
  onLocator,
}: {
  view: BoardView;
  focus: number | null;
  live: Live;
  onLocator: (locator: ScreenLocator | null) => void;
}) {
  const camera = useThree((state) => state.camera);
  const scene = useThree((state) => state.scene);
  const gl = useThree((state) => state.gl);
  const current = useRef({ view, focus });
  current.current = { view, focus };

  useEffect(() => {
    const pickables = (): Object3D[] => {
      const found: Object3D[] = [];
      scene.traverseVisible((object) => {
        if (object.userData.pickable) found.push(object);
      });
      return found;
    };
    const locate: ScreenLocator = (name) => {
      const { view, focus } = current.current;
      const square = parseSquare(name, view.levels);
      if (square === undefined) return null;
      const level = square >> 7;
      const file = square & 7;
      const rank = (square >> 4) & 7;
      const [x, y, z] = squareToWorld(level, file, rank, live.layout, view.levels);
      const man = view.men.find((m) => m.square === square);
      const candidates: Array<[number, number, number]> = [];
      if (man) {
        const lift =
          view.selected?.kind === 'square' && view.selected.square === square ? SELECTED_LIFT : 0;
        candidates.push([x, y + lift + manAimHeight(man.type), z]);
        candidates.push([x, y + lift + manAimHeight(man.type) * 0.5, z]);
      }
      candidates.push([x, y, z]);
      for (const [dx, dz] of [
        [0.3, 0.3],
        [-0.3, 0.3],
        [0.3, -0.3],
        [-0.3, -0.3],
        [0, 0.38],
        [0, -0.38],
        [0.38, 0],
        [-0.38, 0],
      ] as const)
        candidates.push([x + dx, y, z + dz]);
      camera.updateMatrixWorld();
      const canvas = gl.domElement;
      let rect = canvas.getBoundingClientRect();
      if (rect.top < 0 || rect.bottom > window.innerHeight) {
        canvas.scrollIntoView({ block: 'nearest' });
        rect = canvas.getBoundingClientRect();
      }
      const objects = pickables();
      for (const [cx, cy, cz] of candidates) {
        point.set(cx, cy, cz).project(camera);
        if (Math.abs(point.x) > 0.98 || Math.abs(point.y) > 0.98 || point.z > 1) continue;
        ndc.set(point.x, point.y);
        raycaster.setFromCamera(ndc, camera);
        const hits = raycaster.intersectObjects(objects, false) as Intersection[];
        if (resolvePick(hitsOf(hits), view, focus, square) !== square) continue;
        const client = {
          x: rect.left + ((point.x + 1) / 2) * rect.width,
          y: rect.top + ((1 - point.y) / 2) * rect.height,
        };
        if (client.y < 0 || client.y > window.innerHeight) continue;
        return client;
      }
      return null;
    };
    onLocator(locate);
    return () => onLocator(null);
  }, [camera, scene, gl, live, onLocator]);
  return null;
}
