/**
 * The rigs that move the 3D view without React re-rendering: the layout glide (gap, stack or
 * map) and the camera (orbit controls within limits, glides to the presets and to the side to
 * move). They live apart from Scene.tsx because they only read the view settings and the live
 * frame state, never the game's view model.
 *
 * The camera never cuts through the stack: a glide follows `orbitPath` (round the stack, above
 * its floor), the orbit controls are pushed back out if a drag or zoom would enter it, and when
 * the gap or the canvas changes the camera re-fits the stack (`refitPose`). The rig answers
 * `window.__test.camera()` (position, target and the stack's bounding box) while mounted.
 *
 * Buttons, so that the right button is free to draw as on lichess (Drawing3D): the left button
 * orbits (with Shift, Ctrl or Meta held it pans), the middle button pans, the wheel zooms; on
 * touch one finger orbits and two zoom and pan. While the pen tool is on the controls rest, so a
 * finger draws instead.
 *
 * They write no store: the settings are the page's (it made them and passes them down), so when turn
 * to mover faces the camera to a side by itself the rig reports it (`onFacing`) and the page notes
 * it as the current preset.
 */
import { OrbitControls } from '@react-three/drei';
import { useFrame, useThree } from '@react-three/fiber';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MOUSE, TOUCH, Vector3 } from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { setCameraReporter } from '../game/testInterface';
import {
  MAX_DISTANCE,
  MIN_DISTANCE,
  cameraPose,
  facingFrom,
  insideBox,
  orbitOf,
  orbitPath,
  refitPose,
  stackBox,
  stackCentre,
  stairFor,
  type CameraPose,
  type Layout,
  type Vec3,
} from './layout';
import type { Live } from './live';
import type { CameraPresetName, ViewSettings } from './viewSettings';

/** Layout glide: the fraction of the remaining way covered per second. */
const LAYOUT_RATE = 7;
/** A preset glide, in milliseconds (a half turn round the stack takes a little longer). */
const FLY_MS = 750;
const SWING_MS = 1100;

/** The layout the settings ask for on a canvas of this shape, facing a viewer at `facing`. */
const goalLayout = (settings: ViewSettings, aspect: number, facing = 0): Layout => ({
  gap: settings.gap,
  spread: settings.arrangement === 'map' ? 1 : 0,
  stair: stairFor(aspect),
  facing,
});

const triple = (v: Vector3): Vec3 => [v.x, v.y, v.z];
const centre = new Vector3();

/**
 * Glides the live layout towards the settings (gap, stack or map) and the canvas's staircase
 * (row or tower), re-fitting the camera; and turns the staircase to face the camera at once,
 * every frame it moves (a drag, a glide), so that from any side the boards stand clear.
 */
export function LayoutRig({
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
    const current = settings.getState();
    const aspect = state.size.width / Math.max(1, state.size.height);
    const target = controls?.target ?? centre.set(...stackCentre(levels, live.layout));
    const facing = Math.atan2(
      state.camera.position.x - target.x,
      state.camera.position.z - target.z,
    );
    const goal = goalLayout(current, aspect, facing);
    const now = live.layout;
    live.moving.layout =
      now.gap !== goal.gap || now.spread !== goal.spread || now.stair !== goal.stair;
    if (!live.moving.layout) {
      if (Math.abs(now.facing - facing) > 1e-5) {
        live.layout = facingFrom(now, facing);
        live.layoutVersion++;
        state.invalidate();
      }
      return;
    }
    const step = current.speed === 'off' ? 1 : 1 - Math.exp(-LAYOUT_RATE * Math.min(delta, 0.1));
    const near = (a: number, b: number) => (Math.abs(a - b) < 0.002 ? b : a + (b - a) * step);
    const next = {
      gap: near(now.gap, goal.gap),
      spread: near(now.spread, goal.spread),
      stair: near(now.stair, goal.stair),
      facing,
    };
    // A wider or narrower gap: keep the camera's direction and fit the whole stack again (a
    // camera glide in progress already aims at the new layout).
    if (controls && current.arrangement === 'stack' && !live.moving.camera) {
      const pose = refitPose(
        { position: triple(state.camera.position), target: triple(controls.target) },
        levels,
        next,
        aspect,
      );
      state.camera.position.set(...pose.position);
      controls.target.set(...pose.target);
      controls.update();
    }
    live.layout = next;
    live.layoutVersion++;
    state.invalidate();
  }, -1);
  return null;
}

/**
 * Free placement (the editor): the left button and one finger edit, so the right button turns,
 * the middle pans and two fingers zoom and turn.
 */
export const FREE_BUTTONS = { LEFT: -1 as MOUSE, MIDDLE: MOUSE.PAN, RIGHT: MOUSE.ROTATE };
export const FREE_TOUCHES = { ONE: -1 as TOUCH, TWO: TOUCH.DOLLY_ROTATE };

/** Left orbits (Shift/Ctrl: pans), middle pans, right is left to drawing (-1: no action). */
const BUTTONS: { LEFT: MOUSE; MIDDLE: MOUSE; RIGHT: MOUSE } = {
  LEFT: MOUSE.ROTATE,
  MIDDLE: MOUSE.PAN,
  RIGHT: -1 as MOUSE,
};

interface Tween {
  from: CameraPose;
  to: CameraPose;
  start: number;
  duration: number;
}

/** Orbit controls within limits, and glides to the presets (and to the mover, if asked). */
export function CameraRig({
  settings,
  levels,
  live,
  orbit,
  mover,
  enabled = true,
  buttons = BUTTONS,
  touches,
  autoOrbit = false,
  onFacing,
}: {
  settings: StoreApi<ViewSettings>;
  levels: number;
  live: Live;
  orbit: boolean;
  /** The side to move and the sub-moves made in its turn, for turn to mover (0, 0: White's). */
  mover: { readonly turn: 0 | 1; readonly subMoves: number };
  /** Whether the controls answer now (off while the pen draws or a man is dragged). */
  enabled?: boolean;
  /** Which mouse buttons and fingers do what (free placement keeps the left one: FREE_BUTTONS). */
  buttons?: typeof BUTTONS;
  touches?: { ONE: TOUCH; TWO: TOUCH };
  autoOrbit?: boolean; // presenter mode: the camera circles the stack slowly, no turn to mover
  /** Told when turn to mover faced the camera to a side by itself: the settings' owner notes it. */
  onFacing?: (preset: CameraPresetName) => void;
}) {
  const camera = useThree((state) => state.camera);
  const controls = useThree((state) => state.controls) as OrbitControlsImpl | null;
  const invalidate = useThree((state) => state.invalidate);
  const size = useThree((state) => state.size);
  const tween = useRef<Tween | null>(null);
  const request = useStore(settings, (s) => s.camera.request);
  const { turn, subMoves } = mover;
  const moverRef = useRef(turn);
  moverRef.current = turn;
  const turnToMover = useStore(settings, (s) => s.turnToMover) && !autoOrbit;
  const manDrag = useStore(settings, (s) => s.manDrag);

  const aspect = useRef(1);
  aspect.current = size.width / Math.max(1, size.height);

  /** Glides (or jumps) to a preset; the map can be seen from either side. */
  const fly = useCallback(
    (preset: CameraPresetName, instantly = false, side: 0 | 1 = 0) => {
      if (!controls) return;
      const state = settings.getState();
      const pose = cameraPose(
        preset,
        levels,
        goalLayout(state, aspect.current),
        aspect.current,
        side,
      );
      const from = { position: triple(camera.position), target: triple(controls.target) };
      // The further round the stack, the longer the glide.
      let turn = Math.abs(orbitOf(pose).azimuth - orbitOf(from).azimuth) % (2 * Math.PI);
      if (turn > Math.PI) turn = 2 * Math.PI - turn;
      tween.current = {
        from,
        to: pose,
        start: performance.now(),
        duration:
          instantly || state.speed === 'off' ? 0 : FLY_MS + ((SWING_MS - FLY_MS) * turn) / Math.PI,
      };
      invalidate();
    },
    [camera, controls, invalidate, levels, settings],
  );

  // Once the controls exist, frame the stack for this canvas's shape: the remembered preset, or,
  // with turn to mover, the side to move.
  const framed = useRef(false);
  useEffect(() => {
    if (!controls || framed.current) return;
    framed.current = true;
    const state = settings.getState();
    const mover = moverRef.current;
    let preset = state.camera.preset;
    if (state.turnToMover && (preset === 'white' || preset === 'black')) {
      preset = mover === 0 ? 'white' : 'black';
      onFacing?.(preset);
    }
    fly(preset, true, state.turnToMover ? mover : 0);
  }, [controls, fly, settings, onFacing]);

  useEffect(() => {
    if (request > 0) fly(settings.getState().camera.preset);
  }, [request, fly, settings]);

  // Turn to the mover: when switched on, and at the start of each later turn, face the side to
  // move (in the map, turn the map round). The first sight is framed above.
  const seenTurn = useRef<{ turn: number; on: boolean } | null>(null);
  useEffect(() => {
    const before = seenTurn.current;
    seenTurn.current = { turn, on: turnToMover };
    if (!before || !turnToMover || subMoves !== 0) return;
    if (before.turn === turn && before.on) return;
    if (settings.getState().arrangement === 'map') return fly('map', false, turn);
    const preset = turn === 0 ? 'white' : 'black';
    fly(preset);
    onFacing?.(preset);
  }, [turnToMover, turn, subMoves, fly, settings, onFacing]);

  // A new canvas shape (a resize, fullscreen): fit the stack again from where the camera is.
  useEffect(() => {
    if (!controls || !framed.current || tween.current) return;
    const state = settings.getState();
    if (state.arrangement === 'map') {
      fly('map', true, camera.position.z < controls.target.z ? 1 : 0);
      return;
    }
    const pose = refitPose(
      { position: triple(camera.position), target: triple(controls.target) },
      levels,
      live.layout,
      aspect.current,
    );
    camera.position.set(...pose.position);
    controls.target.set(...pose.target);
    controls.update();
    invalidate();
  }, [size.width, size.height, controls, camera, levels, live, settings, fly, invalidate]);

  // A drag or a zoom never takes the camera into the stack: it is pushed back along its line of
  // sight until it is clear of the stack's box.
  useEffect(() => {
    if (!controls) return;
    const keepOut = () => {
      const box = stackBox(levels, live.layout);
      const offset = new Vector3().subVectors(camera.position, controls.target);
      let guard = 0;
      while (insideBox(triple(camera.position), box, 0.4) && guard++ < 200) {
        offset.multiplyScalar(1.04);
        camera.position.copy(controls.target).add(offset);
      }
    };
    controls.addEventListener('change', keepOut);
    return () => controls.removeEventListener('change', keepOut);
  }, [controls, camera, levels, live]);

  useEffect(() => {
    setCameraReporter(() => {
      const box = stackBox(levels, live.layout);
      const target = controls?.target ?? new Vector3(...stackCentre(levels, live.layout));
      return {
        position: [camera.position.x, camera.position.y, camera.position.z],
        target: [target.x, target.y, target.z],
        box: { min: [...box.min], max: [...box.max] },
      };
    });
    return () => setCameraReporter(null);
  }, [camera, controls, levels, live]);

  useFrame((state) => {
    if (autoOrbit) state.invalidate(); // the orbit controls turn the camera a little each frame
    const active = tween.current;
    live.moving.camera = !!active && !!controls;
    if (!active || !controls) return;
    const t = active.duration
      ? Math.min(1, (performance.now() - active.start) / active.duration)
      : 1;
    const e = t < 0.5 ? 4 * t * t * t : 1 - Math.pow(-2 * t + 2, 3) / 2;
    const pose = orbitPath(active.from, active.to, e, stackBox(levels, live.layout));
    state.camera.position.set(...pose.position);
    controls.target.set(...pose.target);
    controls.update();
    if (t >= 1) {
      tween.current = null;
      live.moving.camera = false;
    } else state.invalidate();
  }, -2);

  const [start] = useState(() => stackCentre(levels, goalLayout(settings.getState(), 1)));
  if (!orbit) return null;
  return (
    <OrbitControls
      makeDefault
      enabled={enabled && !manDrag}
      mouseButtons={buttons}
      touches={touches}
      target={start as [number, number, number]}
      minDistance={MIN_DISTANCE}
      maxDistance={MAX_DISTANCE}
      maxPolarAngle={Math.PI * 0.46}
      enableDamping
      dampingFactor={0.14}
      zoomSpeed={0.8}
      autoRotate={autoOrbit}
      autoRotateSpeed={0.6}
    />
  );
}
