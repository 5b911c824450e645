// The settings the whole document carries for app.css, on <html>: its language, the board colours
// (`data-board-theme` and the `--board-light`/`--board-dark` colours), the coordinates and the
// contrast. The app writes them from the settings (App.tsx), and the build writes those of the
// default settings into the prerendered pages' <html> (prerenderPage.tsx, vite.config.ts), so
// that hydrating a page for a visitor with the defaults changes nothing on <html>: a write there
// restyles the whole page, 30 ms on a slow phone after the first paint (issue 44). Only what
// differs is written.
import { THEME_COLOURS, type Settings } from '../../game/settings';

type DocumentSettings = Pick<Settings, 'language' | 'theme' | 'coordinates' | 'contrast'>;

/** The attributes of <html> for these settings (the contrast: the setting or the system's). */
export function documentAttributes(settings: DocumentSettings): Record<string, string> {
  return {
    lang: settings.language,
    'data-board-theme': settings.theme,
    'data-coordinates': settings.coordinates ? 'on' : 'off',
    'data-contrast': settings.contrast ? 'more' : 'normal',
  };
}

/** The custom properties <html> holds for these settings. */
export function documentProperties(settings: DocumentSettings): Record<string, string> {
  const colours = THEME_COLOURS[settings.theme];
  return { '--board-light': colours.light, '--board-dark': colours.dark };
}

/** Writes the settings on `root` (the document's <html>), only where a value differs. */
export function applyDocumentSettings(root: HTMLElement, settings: DocumentSettings): void {
  for (const [name, value] of Object.entries(documentAttributes(settings)))
    if (root.getAttribute(name) !== value) root.setAttribute(name, value);
  for (const [name, value] of Object.entries(documentProperties(settings)))
    if (root.style.getPropertyValue(name) !== value) root.style.setProperty(name, value);
}
