// Unit tests of the settings (src/ui/settings.ts): the browser's language picks the interface
// language, damaged or unknown stored values fall back field by field, and every change is
// written back to the storage so it survives a reload.
import { describe, expect, it } from 'vitest';
import type { StorageLike } from '../../src/game/persistence';
import {
  SETTINGS_KEY,
  createSettingsStore,
  defaultSettings,
  languageFrom,
  parseSettings,
} from '../../src/game/settings';

function mapStorage(initial?: string): StorageLike & { values: Map<string, string> } {
  const values = new Map<string, string>();
  if (initial !== undefined) values.set(SETTINGS_KEY, initial);
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

describe('languageFrom', () => {
  const rows = [
    { name: 'Russian browser', languages: ['ru-RU', 'en-US'], expected: 'ru' },
    { name: 'plain ru', languages: ['ru'], expected: 'ru' },
    { name: 'English browser', languages: ['en-GB'], expected: 'en' },
    { name: 'first known language wins', languages: ['de-DE', 'ru', 'en'], expected: 'ru' },
    { name: 'English before Russian', languages: ['en', 'ru'], expected: 'en' },
    { name: 'unknown languages only', languages: ['de', 'fr'], expected: 'en' },
    { name: 'no languages', languages: [], expected: 'en' },
    { name: 'underscore and case', languages: ['RU_ru'], expected: 'ru' },
  ] as const;
  it.each(rows)('$name', ({ languages, expected }) => {
    expect(languageFrom(languages)).toBe(expected);
  });
});

describe('parseSettings', () => {
  const defaults = defaultSettings(['en']);
  it('reads good values', () => {
    const stored = {
      view: '2d',
      animation: 'slow',
      coordinates: false,
      sound: false,
      theme: 'slate',
      language: 'ru',
      demoSpeed: 'slow',
      screenReader: true,
      contrast: true,
    };
    expect(parseSettings(JSON.stringify(stored), defaults)).toEqual(stored);
  });
  it('keeps the good fields of a partly damaged entry', () => {
    const stored = {
      view: '4d',
      animation: 'slow',
      coordinates: 'yes',
      theme: 7,
      language: 'ru',
      demoSpeed: 'warp',
      screenReader: 'on',
      contrast: 1,
    };
    expect(parseSettings(JSON.stringify(stored), defaults)).toEqual({
      ...defaults,
      animation: 'slow',
      language: 'ru',
    });
  });
  it.each(['not json', 'null', '[1]', '42', ''])('falls back to the defaults for %j', (text) => {
    expect(parseSettings(text, defaults)).toEqual(defaults);
  });
});

describe('createSettingsStore', () => {
  it('starts from the browser language when nothing is stored', () => {
    const store = createSettingsStore(mapStorage(), ['ru-RU']);
    expect(store.getState().language).toBe('ru');
    expect(store.getState().view).toBe('3d');
  });

  it('persists every change, and a new store reads it back', () => {
    const storage = mapStorage();
    const store = createSettingsStore(storage, ['en']);
    store.getState().update({ language: 'ru', sound: false, theme: 'walnut' });
    const again = createSettingsStore(storage, ['en']);
    expect(again.getState()).toMatchObject({ language: 'ru', sound: false, theme: 'walnut' });
  });

  it('ignores an invalid change', () => {
    const store = createSettingsStore(mapStorage(), ['en']);
    store.getState().update({ theme: 'neon' as never });
    expect(store.getState().theme).toBe('classic');
  });

  it('survives a storage that throws', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {},
    };
    const store = createSettingsStore(broken, ['ru']);
    expect(() => store.getState().update({ coordinates: false })).not.toThrow();
    expect(store.getState().coordinates).toBe(false);
    expect(store.getState().language).toBe('ru');
  });
});
