// @vitest-environment jsdom
/**
 * The settings <html> carries for app.css (src/ui/shell/documentSettings.ts), as a table: the
 * attributes and colours of each setting; written on a bare <html>, they are all set; written
 * again, or over the prerendered page's attributes for the same settings (what the build writes:
 * prerenderPage.tsx), nothing on <html> changes (a write restyles the whole page); a changed
 * setting changes only its own attribute.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { THEME_COLOURS, type Settings } from '../../src/game/settings';
import {
  applyDocumentSettings,
  documentAttributes,
  documentProperties,
} from '../../src/ui/shell/documentSettings';

type Chosen = Pick<Settings, 'language' | 'theme' | 'coordinates' | 'contrast'>;
const DEFAULTS: Chosen = { language: 'en', theme: 'classic', coordinates: true, contrast: false };

/** The attribute names changed on `root` while `write` runs. */
async function changes(root: HTMLElement, write: () => void): Promise<string[]> {
  const seen: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) seen.push(record.attributeName!);
  });
  observer.observe(root, { attributes: true });
  write();
  await Promise.resolve(); // (records are delivered in a microtask)
  observer.disconnect();
  return seen;
}

afterEach(() => {
  for (const name of [...document.documentElement.getAttributeNames()])
    document.documentElement.removeAttribute(name);
});

describe('document settings', () => {
  it.each([
    [DEFAULTS, 'en', 'classic', 'on', 'normal'],
    [{ ...DEFAULTS, language: 'ru' }, 'ru', 'classic', 'on', 'normal'],
    [{ ...DEFAULTS, coordinates: false }, 'en', 'classic', 'off', 'normal'],
    [{ ...DEFAULTS, contrast: true }, 'en', 'classic', 'on', 'more'],
    [{ ...DEFAULTS, theme: 'contrast' }, 'en', 'contrast', 'on', 'normal'],
  ] as const)('%j: lang %s, theme %s, coordinates %s, contrast %s', (settings, ...expected) => {
    const [lang, theme, coordinates, contrast] = expected;
    expect(documentAttributes(settings as Chosen)).toEqual({
      lang,
      'data-board-theme': theme,
      'data-coordinates': coordinates,
      'data-contrast': contrast,
    });
    const colours = THEME_COLOURS[(settings as Chosen).theme];
    expect(documentProperties(settings as Chosen)).toEqual({
      '--board-light': colours.light,
      '--board-dark': colours.dark,
    });
  });

  it('writes every attribute on a bare <html>, then nothing when the settings are the same', async () => {
    const root = document.documentElement;
    const first = await changes(root, () => applyDocumentSettings(root, DEFAULTS));
    expect(new Set(first)).toEqual(
      new Set(['lang', 'data-board-theme', 'data-coordinates', 'data-contrast', 'style']),
    );
    expect(root.style.getPropertyValue('--board-dark')).toBe(THEME_COLOURS.classic.dark);
    expect(await changes(root, () => applyDocumentSettings(root, DEFAULTS))).toEqual([]);
  });

  it('over the prerendered <html> of the same settings, changes nothing; another setting, its own attribute', async () => {
    const root = document.documentElement;
    // as the build writes it (prerenderPage.tsx): the attributes, and the colours in `style`
    for (const [name, value] of Object.entries(documentAttributes(DEFAULTS)))
      root.setAttribute(name, value);
    const style = Object.entries(documentProperties(DEFAULTS))
      .map(([name, value]) => `${name}: ${value}`)
      .join('; ');
    root.setAttribute('style', `${style}; --library-height: 120px`);
    expect(await changes(root, () => applyDocumentSettings(root, DEFAULTS))).toEqual([]);
    expect(
      await changes(root, () => applyDocumentSettings(root, { ...DEFAULTS, contrast: true })),
    ).toEqual(['data-contrast']);
    expect(
      await changes(root, () =>
        applyDocumentSettings(root, { ...DEFAULTS, contrast: true, theme: 'contrast' }),
      ),
    ).toEqual(['data-board-theme', 'style', 'style']); // (the two colours)
    expect(root.style.getPropertyValue('--library-height')).toBe('120px'); // (the head's, kept)
  });
});
