/**
 * The 3D view's own state, which is never part of a game: the focused level, the gap between
 * the boards, stack or map arrangement, the last camera preset asked for, turn-to-mover and the
 * animation speed. A small zustand store created per mounted view; components read it through
 * narrow selectors, and the per-frame rigs (layout, camera) read it in `useFrame`.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { DEFAULT_GAP, clampGap, type CameraPresetName } from './layout';

export const ANIMATION_SPEEDS = ['off', 'fast', 'normal', 'slow'] as const;
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number];

/** Seconds a plain move takes at each speed (a move between levels takes a little longer). */
export const MOVE_SECONDS: Record<AnimationSpeed, number> = {
  off: 0,
  fast: 0.22,
  normal: 0.45,
  slow: 0.9,
};

export type Arrangement = 'stack' | 'map';

export interface ViewSettings {
  focus: number | null; // focused level, 0-based, e.g. 1 — null: all levels alike
  gap: number; // height between levels in squares, e.g. 3.4
  arrangement: Arrangement; // 'stack' (boards above each other) or 'map' (side by side, from above)
  camera: { preset: CameraPresetName; request: number }; // e.g. { preset: 'black', request: 3 }
  turnToMover: boolean; // false — swing the camera to the side to move after each turn
  speed: AnimationSpeed; // 'normal'
  setFocus(focus: number | null): void;
  setGap(gap: number): void;
  showPreset(preset: CameraPresetName): void;
  reset(): void;
  setTurnToMover(on: boolean): void;
  setSpeed(speed: AnimationSpeed): void;
}

/** A view-settings store; `reducedMotion` (the user's preference) starts animations off. */
export function createViewSettings(
  initial: { reducedMotion?: boolean; speed?: AnimationSpeed } = {},
): StoreApi<ViewSettings> {
  const speed = initial.speed ?? (initial.reducedMotion ? 'off' : 'normal');
  return createStore<ViewSettings>((set, get) => ({
    focus: null,
    gap: DEFAULT_GAP,
    arrangement: 'stack',
    camera: { preset: 'white', request: 0 },
    turnToMover: false,
    speed,
    setFocus: (focus) => set({ focus }),
    setGap: (gap) => set({ gap: clampGap(gap) }),
    showPreset: (preset) =>
      set({
        arrangement: preset === 'map' ? 'map' : 'stack',
        camera: { preset, request: get().camera.request + 1 },
      }),
    reset: () =>
      set({
        focus: null,
        gap: DEFAULT_GAP,
        arrangement: 'stack',
        camera: { preset: 'white', request: get().camera.request + 1 },
      }),
    setTurnToMover: (turnToMover) => set({ turnToMover }),
    setSpeed: (speed) => set({ speed }),
  }));
}

/** Whether the user asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}
