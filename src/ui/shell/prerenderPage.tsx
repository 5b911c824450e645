// The build's prerendering of a page (vite.config.ts, prerender; docs/performance.md
// 2026-12-07): the app's own tree rendered to HTML in Node by react-dom/static, which waits for
// the page's lazy chunks (the lobby page, the home page's lobby panel), in a given language.
// Whatever a browser keeps (the library, the identity, the lobby's live list) is not here at
// build: those parts render their empty state, as the browser's first render does while it
// hydrates this HTML (src/main.tsx).
//
// The language is set before the app's modules are evaluated (the build loads this module afresh
// for each language), as the browser's settings are: a feature's words (featureWords.ts) fetch the
// language chosen when their chunk comes, and the page waits for them.
import { prerender } from 'react-dom/static';
import type { Language } from '../../protocol/languages';

/**
 * The page at `search` (`''`, `'?lobby'`) in `language`: the HTML that goes in #root, and the
 * attributes of <html> that the app sets for the default settings (documentSettings.ts), as
 * `name="value"` pairs.
 */
export async function renderPage(
  search: string,
  language: Language,
): Promise<{ body: string; root: string }> {
  // Rendered as in a browser that keeps nothing: Node has no IndexedDB, and its BroadcastChannel
  // (through which a game page's host would follow the library's changes) would keep the build's
  // process alive.
  Reflect.deleteProperty(globalThis, 'BroadcastChannel');
  const { settingsStore } = await import('../../game/settings');
  settingsStore.setState({ language });
  const { loadLanguage } = await import('../i18n/i18n');
  await loadLanguage(language);
  const { AppTree } = await import('./AppTree');
  const { documentAttributes, documentProperties } = await import('./documentSettings');
  const { prelude } = await prerender(<AppTree at={{ search, hash: '' }} />);
  const settings = settingsStore.getState();
  const style = Object.entries(documentProperties(settings))
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');
  const root = Object.entries({ ...documentAttributes(settings), style })
    .map(([name, value]) => `${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
    .join(' ');
  return { body: await new Response(prelude).text(), root };
}
