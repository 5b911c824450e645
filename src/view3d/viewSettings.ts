/**
 * The 3D view's own state, which is never part of a game: the focused level, the gap between
 * the boards, stack or map arrangement, the last camera preset asked for, turn-to-mover, the
 * animation speed, and whether a man is being dragged (the orbit controls rest meanwhile). A small zustand store created per mounted view; components read it through
 * narrow selectors, and the per-frame rigs (layout, camera) read it in `useFrame`.
 *
 * The player's choices (preset, gap, focus, turn to mover) are remembered in the browser's
 * storage under `parallel-worlds.view3d`, so a reload shows the stack as it was left. Turn to
 * mover starts on: two players at one screen each see the boards from their own side.
 *
 * The gap's limits and the presets' names live here rather than in layout.ts (which imports them)
 * so that a page can make these settings (ui/common/useView3DSettings.ts) without loading the
 * scene's geometry into the home page's bundle.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { StorageLike } from '../game/persistence';
import { ANIMATION_FACTOR, type AnimationSpeed } from '../game/animation';

/** The camera's presets: from White's side, from Black's, the map from above, three-quarter. */
export type CameraPresetName = 'white' | 'black' | 'map' | 'three-quarter';

/** The gap between the levels, in squares: the limits the scene is built for, and the default. */
export const MIN_GAP = 2;
export const DEFAULT_GAP = 3.4;
export const MAX_GAP = 6;

/** Keeps a gap inside the limits the scene is built for. */
export const clampGap = (gap: number): number => Math.min(MAX_GAP, Math.max(MIN_GAP, gap));

/** Where the view's choices are kept. */
export const VIEW_SETTINGS_KEY = 'parallel-worlds.view3d';
const PRESET_NAMES: readonly CameraPresetName[] = ['white', 'black', 'three-quarter', 'map'];

/** The remembered part of the view settings. */
export interface StoredView {
  preset: CameraPresetName;
  gap: number;
  focus: number | null;
  turnToMover: boolean;
}

const DEFAULT_VIEW: StoredView = {
  preset: 'white',
  gap: DEFAULT_GAP,
  focus: null,
  turnToMover: true,
};

/** Reads the remembered choices; anything missing or malformed falls back to the default. */
export function readStoredView(storage: StorageLike | undefined): StoredView {
  let raw: unknown;
  try {
    raw = JSON.parse(storage?.getItem(VIEW_SETTINGS_KEY) ?? 'null');
  } catch {
    raw = null; // a damaged entry is forgotten, not fatal
  }
  if (typeof raw !== 'object' || raw === null) return DEFAULT_VIEW;
  const value = raw as Record<string, unknown>;
  const focus = value.focus;
  return {
    preset: PRESET_NAMES.includes(value.preset as CameraPresetName)
      ? (value.preset as CameraPresetName)
      : DEFAULT_VIEW.preset,
    gap:
      typeof value.gap === 'number' && Number.isFinite(value.gap)
        ? clampGap(value.gap)
        : DEFAULT_GAP,
    focus: typeof focus === 'number' && [0, 1, 2].includes(focus) ? focus : null,
    turnToMover: typeof value.turnToMover === 'boolean' ? value.turnToMover : true,
  };
}

/** Seconds a plain move takes at each speed (a move between levels takes a little longer): the
 * player's animation factor (game/animation, as for the 2D board) times the normal 0.45 s. */
export const moveSeconds = (speed: AnimationSpeed): number => 0.45 * ANIMATION_FACTOR[speed];

export type Arrangement = 'stack' | 'map';

export interface ViewSettings {
  focus: number | null; // focused level, 0-based, e.g. 1 — null: all levels alike
  gap: number; // height between levels in squares, e.g. 3.4
  arrangement: Arrangement; // 'stack' (boards above each other) or 'map' (side by side, from above)
  camera: { preset: CameraPresetName; request: number }; // e.g. { preset: 'black', request: 3 }
  turnToMover: boolean; // true — swing the camera to the side to move after each turn
  speed: AnimationSpeed; // 'normal'
  manDrag: boolean; // true while a man is pressed to be dragged (DragMove): the camera stays put
  setFocus(focus: number | null): void;
  setGap(gap: number): void;
  showPreset(preset: CameraPresetName): void;
  /** The camera turned by itself to face a preset's side (turn to mover): noted, no glide asked. */
  face(preset: CameraPresetName): void;
  reset(): void;
  setTurnToMover(on: boolean): void;
  setSpeed(speed: AnimationSpeed): void;
  setManDrag(on: boolean): void;
}

/**
 * A view-settings store; `reducedMotion` (the user's preference) starts animations off. With a
 * `storage`, it starts from the remembered choices and remembers every change.
 */
export function createViewSettings(
  initial: { reducedMotion?: boolean; speed?: AnimationSpeed; storage?: StorageLike } = {},
): StoreApi<ViewSettings> {
  const speed = initial.speed ?? (initial.reducedMotion ? 'off' : 'normal');
  const stored = readStoredView(initial.storage);
  const store = createStore<ViewSettings>((set, get) => ({
    focus: stored.focus,
    gap: stored.gap,
    arrangement: stored.preset === 'map' ? 'map' : 'stack',
    camera: { preset: stored.preset, request: 0 },
    turnToMover: stored.turnToMover,
    speed,
    manDrag: false,
    setFocus: (focus) => set({ focus }),
    setGap: (gap) => set({ gap: clampGap(gap) }),
    showPreset: (preset) =>
      set({
        arrangement: preset === 'map' ? 'map' : 'stack',
        camera: { preset, request: get().camera.request + 1 },
      }),
    face: (preset) => set({ camera: { preset, request: get().camera.request } }),
    reset: () =>
      set({
        focus: null,
        gap: DEFAULT_GAP,
        arrangement: 'stack',
        camera: { preset: 'white', request: get().camera.request + 1 },
      }),
    setTurnToMover: (turnToMover) => set({ turnToMover }),
    setSpeed: (speed) => set({ speed }),
    setManDrag: (manDrag) => set({ manDrag }),
  }));
  const storage = initial.storage;
  if (storage) {
    store.subscribe((state, before) => {
      const view: StoredView = {
        preset: state.camera.preset,
        gap: state.gap,
        focus: state.focus,
        turnToMover: state.turnToMover,
      };
      if (state.manDrag !== before.manDrag) return; // a press on a man changes nothing kept
      try {
        storage.setItem(VIEW_SETTINGS_KEY, JSON.stringify(view));
      } catch {
        // storage full or refused: the view still works, it just forgets
      }
    });
  }
  return store;
}

/** Whether the user asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}
