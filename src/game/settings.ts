/**
 * The player's settings, kept in the browser's storage: the board view for Parallel worlds chess
 * (2D or 3D), animation speed, coordinates, sound, board theme, the interface language, the
 * pace of computer against computer, the screen-reader mode and high contrast. A small
 * zustand store, so the board views read one setting each through a narrow selector.
 *
 * Reading is forgiving, field by field: a stored value that is missing or not one of the allowed
 * ones falls back to its default (a damaged settings entry costs a preference, never the app).
 * The language defaults to the browser's: Russian when the first of the browser's languages
 * that the app knows is Russian, English otherwise.
 */
import { useSyncExternalStore } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { StorageLike } from './persistence';
import { browserStorage } from './browserStorage';
import { ANIMATION_SPEEDS, type AnimationSpeed } from './animation';

export const SETTINGS_KEY = 'parallel-worlds.settings';

import { LANGUAGES, languageFrom, type Language } from '../protocol/languages';

export { LANGUAGES, languageFrom, type Language };

/** How fast the computer plays against itself (computer against computer). */
export const DEMO_SPEEDS = ['fast', 'normal', 'slow'] as const;
export type DemoSpeed = (typeof DEMO_SPEEDS)[number];

export const BOARD_THEMES = ['classic', 'walnut', 'slate', 'contrast'] as const;
export type BoardTheme = (typeof BOARD_THEMES)[number];

export const VIEWS = ['3d', '2d'] as const;
export type PreferredView = (typeof VIEWS)[number];

export interface Settings {
  view: PreferredView; // '3d' — how Parallel worlds chess opens when the address names no view
  animation: AnimationSpeed; // 'normal'
  coordinates: boolean; // true — file letters and rank numbers around the boards
  sound: boolean; // true — short sounds for a move, a capture and the end of a game
  theme: BoardTheme; // 'classic' — the colours of the squares
  language: Language; // 'ru'
  demoSpeed: DemoSpeed; // 'normal' — the pause between turns when the computer plays both sides
  screenReader: boolean; // false — the board as text and commands (docs/accessibility.md); `?blind` turns it on
  contrast: boolean; // false — high contrast (also when the system asks for more contrast)
}

export interface SettingsState extends Settings {
  update(change: Partial<Settings>): void;
}

/** The pause between turns, in ms, at each speed of computer against computer. */
export const DEMO_PAUSE_MS: Record<DemoSpeed, number> = { fast: 300, normal: 1200, slow: 3000 };

/** The squares' colours of each theme (light, dark), also set as CSS custom properties. */
export const THEME_COLOURS: Record<BoardTheme, { light: string; dark: string }> = {
  classic: { light: '#e9dcc0', dark: '#b08a5e' },
  walnut: { light: '#d9b98f', dark: '#7d5535' },
  slate: { light: '#c9d3dd', dark: '#6a7d91' },
  contrast: { light: '#f4f4f4', dark: '#4a4a4a' },
};

export function defaultSettings(browserLanguages: readonly string[] = []): Settings {
  return {
    view: '3d',
    animation: 'normal',
    coordinates: true,
    sound: true,
    theme: 'classic',
    language: languageFrom(browserLanguages),
    demoSpeed: 'normal',
    screenReader: false,
    contrast: false,
  };
}

const oneOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

const flag = (value: unknown, fallback: boolean): boolean =>
  typeof value === 'boolean' ? value : fallback;

/** Settings from stored text, each field checked on its own; bad or missing fields take defaults. */
export function parseSettings(text: string | null, defaults: Settings): Settings {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = text === null ? {} : JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      data = parsed as Record<string, unknown>;
  } catch {
    // unreadable: every field takes its default
  }
  return {
    view: oneOf(VIEWS, data.view, defaults.view),
    animation: oneOf(ANIMATION_SPEEDS, data.animation, defaults.animation),
    coordinates: flag(data.coordinates, defaults.coordinates),
    sound: flag(data.sound, defaults.sound),
    theme: oneOf(BOARD_THEMES, data.theme, defaults.theme),
    language: oneOf(LANGUAGES, data.language, defaults.language),
    demoSpeed: oneOf(DEMO_SPEEDS, data.demoSpeed, defaults.demoSpeed),
    screenReader: flag(data.screenReader, defaults.screenReader),
    contrast: flag(data.contrast, defaults.contrast),
  };
}

const settingsOf = (state: SettingsState): Settings => ({
  view: state.view,
  animation: state.animation,
  coordinates: state.coordinates,
  sound: state.sound,
  theme: state.theme,
  language: state.language,
  demoSpeed: state.demoSpeed,
  screenReader: state.screenReader,
  contrast: state.contrast,
});

/** A settings store read from `storage` and written back to it on every change. */
export function createSettingsStore(
  storage: StorageLike,
  browserLanguages: readonly string[],
): StoreApi<SettingsState> {
  let stored: string | null = null;
  try {
    stored = storage.getItem(SETTINGS_KEY);
  } catch {
    // storage unavailable: defaults, and writes below fail quietly too
  }
  const initial = parseSettings(stored, defaultSettings(browserLanguages));
  const store = createStore<SettingsState>((set) => ({
    ...initial,
    update(change) {
      set(parseSettings(JSON.stringify(change), settingsOf({ ...store.getState() })));
    },
  }));
  store.subscribe((state) => {
    try {
      storage.setItem(SETTINGS_KEY, JSON.stringify(settingsOf(state)));
    } catch {
      // not persisted this time; the settings still apply to this page
    }
  });
  return store;
}

const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);

/** The app's settings (one store per page). */
export const settingsStore: StoreApi<SettingsState> = createSettingsStore(
  browserStorage(),
  browserLanguages(),
);

/**
 * Reads one setting (or anything derived from them) and re-renders when it changes. The current
 * settings also in a page the build prerenders and while the browser hydrates it (zustand's own
 * hook would give the settings the store was made with there).
 */
export function useSettings<T>(selector: (state: SettingsState) => T): T {
  const read = () => selector(settingsStore.getState());
  return useSyncExternalStore(settingsStore.subscribe, read, read);
}
