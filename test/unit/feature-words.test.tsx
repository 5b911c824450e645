// @vitest-environment jsdom
// Unit tests of the one helper of a feature's words (src/ui/i18n/featureWords.ts): English is
// there at once, Russian once its loader has brought it (fetched once), a component shows English
// and re-renders in Russian when the words arrive, a feature whose chunk came while Russian was
// chosen renders first in Russian (it suspends meanwhile), and a failed fetch leaves English and
// can be tried again.
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settingsStore } from '../../src/game/settings';
import { featureWords } from '../../src/ui/i18n/featureWords';

const en = { title: 'Piece explorer', squares: 'square|squares', reach: 'It can go to {count}.' };
type Key = keyof typeof en;
const ru: Record<Key, string> = {
  title: 'Обозреватель фигур',
  squares: 'поле|поля|полей',
  reach: 'Она может пойти на {count}.',
};

/** A loader the test answers when it likes: `arrive()` brings the words, `fail()` refuses. */
function heldLoader() {
  const calls: { arrive(): void; fail(): void }[] = [];
  const loader = vi.fn(
    () =>
      new Promise<{ ru: Record<Key, string> }>((resolve, reject) => {
        calls.push({ arrive: () => resolve({ ru }), fail: () => reject(new Error('offline')) });
      }),
  );
  return { loader, calls };
}

const setLanguage = (language: 'en' | 'ru') =>
  act(() => settingsStore.getState().update({ language }));

/** Renders a heading of the feature's title, inside a Suspense boundary as the lazy pages are. */
async function renderTitle(words: ReturnType<typeof featureWords<Key>>, seen: string[] = []) {
  function Title() {
    const text = words.useText();
    seen.push(text('title'));
    return <h1 lang={text.language}>{text('title')}</h1>;
  }
  await act(async () => {
    render(
      <Suspense fallback="waiting">
        <Title />
      </Suspense>,
    );
  });
}

describe('featureWords', () => {
  beforeEach(() => settingsStore.getState().update({ language: 'en' }));
  afterEach(cleanup);

  it('has English at once, with placeholders and plural forms', () => {
    const words = featureWords<Key>(en, { ru: () => Promise.resolve({ ru }) });
    const text = words.textIn('en');
    expect(text.language).toBe('en');
    expect(text('title')).toBe('Piece explorer');
    expect(text('reach', { count: text.count('squares', 3) })).toBe('It can go to 3 squares.');
    expect(text.count('squares', 1)).toBe('1 square');
  });

  it('reads Russian once it is loaded (English until then), fetching it once', async () => {
    const loader = vi.fn(() => Promise.resolve({ ru }));
    const words = featureWords<Key>(en, { ru: loader });
    expect(loader).not.toHaveBeenCalled(); // English was the language chosen
    expect(words.textIn('ru')('title')).toBe('Piece explorer');
    expect(words.textIn('ru').language).toBe('en');
    await Promise.all([words.load('ru'), words.load('ru')]);
    await words.load('ru');
    expect(loader).toHaveBeenCalledTimes(1);
    const text = words.textIn('ru');
    expect(text.language).toBe('ru');
    expect(text('title')).toBe('Обозреватель фигур');
    expect(text.count('squares', 3)).toBe('3 поля');
    expect(text.count('squares', 5)).toBe('5 полей');
    expect(text('reach', { count: text.count('squares', 21) })).toBe('Она может пойти на 21 поле.');
    expect(words.textIn('en')('title')).toBe('Piece explorer');
  });

  it('re-renders a component in Russian when the words arrive (English meanwhile)', async () => {
    const { loader, calls } = heldLoader();
    const words = featureWords<Key>(en, { ru: loader });
    await renderTitle(words);
    expect(screen.getByRole('heading').textContent).toBe('Piece explorer');
    expect(loader).not.toHaveBeenCalled();

    setLanguage('ru'); // chosen while the feature is in use
    expect(loader).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading').textContent).toBe('Piece explorer');
    await act(async () => calls[0]!.arrive());
    expect(screen.getByRole('heading').textContent).toBe('Обозреватель фигур');
    expect(screen.getByRole('heading').getAttribute('lang')).toBe('ru');

    setLanguage('en');
    expect(screen.getByRole('heading').textContent).toBe('Piece explorer');
    setLanguage('ru'); // here already: no second fetch
    expect(screen.getByRole('heading').textContent).toBe('Обозреватель фигур');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('renders first in Russian when Russian was chosen as the feature came', async () => {
    settingsStore.getState().update({ language: 'ru' });
    const { loader, calls } = heldLoader();
    const words = featureWords<Key>(en, { ru: loader });
    expect(loader).toHaveBeenCalledTimes(1); // fetched as the feature's chunk comes
    const seen: string[] = [];
    await renderTitle(words, seen);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(document.body.textContent).toBe('waiting');
    await act(async () => calls[0]!.arrive());
    expect(screen.getByRole('heading').textContent).toBe('Обозреватель фигур');
    expect(seen).not.toContain('Piece explorer'); // no English first
  });

  it('keeps English when the fetch fails, and tries again', async () => {
    const { loader, calls } = heldLoader();
    const words = featureWords<Key>(en, { ru: loader });
    const first = words.load('ru');
    calls[0]!.fail();
    await expect(first).rejects.toThrow('offline');
    expect(words.textIn('ru')('title')).toBe('Piece explorer');

    const again = words.load('ru');
    expect(loader).toHaveBeenCalledTimes(2);
    calls[1]!.arrive();
    await again;
    expect(words.textIn('ru')('title')).toBe('Обозреватель фигур');
  });

  it('renders in English when the words of the language chosen cannot come', async () => {
    settingsStore.getState().update({ language: 'ru' });
    const { loader, calls } = heldLoader();
    const words = featureWords<Key>(en, { ru: loader });
    calls[0]!.fail();
    await renderTitle(words);
    expect(screen.getByRole('heading').textContent).toBe('Piece explorer');
    // the component tries again (once, on mounting); when that comes, it shows Russian
    expect(loader).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]!.arrive());
    expect(screen.getByRole('heading').textContent).toBe('Обозреватель фигур');
  });
});
