// Vite build and Vitest configuration in one place: the React plugin for the app, a plugin that
// lists the npm packages the bundle contains with their licences (dist/bundled-packages.json, read
// by the build-size report, which refuses GPL code in the bundle), one that has index.html start
// fetching the lazy game page at once for a game's address (docs/performance.md), the installable
// offline app (vite-plugin-pwa: a web app manifest and a Workbox service worker that precaches the
// whole build; registered by src/ui/shell/appUpdate.ts), and unit tests under test/unit (node
// environment by default; a test file opts into jsdom with a docblock); and the development
// server's proxy to a game server (docs/online.md).
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin, type Rollup } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { LANGUAGES } from './src/protocol/languages';
import { PRERENDERED_ADDRESSES, pageFile } from './src/server/pageLanguage';
import type * as PrerenderModule from './src/ui/shell/prerenderPage';

/** The package (`three`, `@react-three/fiber`) a bundled module id comes from, or null (ours). */
function packageRoot(id: string): string | null {
  const at = id.lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const rest = id.slice(at + '/node_modules/'.length).split('/');
  const name = rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  return `${id.slice(0, at)}/node_modules/${name}`;
}

/** Emits bundled-packages.json: every npm package in the bundle, its version and its licence. */
function bundledPackages(): Plugin {
  return {
    name: 'bundled-packages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const roots = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds ?? Object.keys(output.modules)) {
          const root = packageRoot(id.replace(/^\0/, '').split('?')[0]!);
          if (root) roots.add(root);
        }
      }
      const packages = [...roots]
        .map((root) => JSON.parse(readFileSync(`${root}/package.json`, 'utf8')))
        .map(({ name, version, license }) => ({ name, version, license: license ?? 'UNKNOWN' }))
        .sort((a, b) => (a.name < b.name ? -1 : 1));
      this.emitFile({
        type: 'asset',
        fileName: 'bundled-packages.json',
        source: `${JSON.stringify(packages, null, 2)}\n`,
      });
    },
  };
}

/** The game page's module (a lazy chunk of its own). */
const GAME_SCREEN = '/src/ui/play/GameScreen.tsx';

/**
 * The chunks a lazy page's module loads that the entry does not (empty when the bundle has no
 * chunk for that module), so that they can be fetched before the entry asks for them.
 */
function lazyChunks(bundle: Rollup.OutputBundle, page: string): string[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: string): Set<string> => {
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length > 0) {
      const name = stack.pop()!;
      if (seen.has(name)) continue;
      seen.add(name);
      stack.push(...(byName.get(name)?.imports ?? []));
    }
    return seen;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  const lazy = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(page));
  if (!entry || !lazy) return [];
  const loaded = closure(entry.fileName);
  return [...closure(lazy.fileName)].filter((name) => !loaded.has(name));
}

/**
 * The game page is a lazy chunk (src/ui/shell/App.tsx: GameScreen), so the home page does not
 * load it; an address that opens a game (`?game=…`) would then fetch it only once index.js has
 * run, a round trip later. An inline script in index.html's head starts those fetches at once
 * for such an address: a modulepreload of each chunk the game page loads that index.js does not,
 * and a preload of its stylesheets. (The server's CSP allows the script by its hash, read from
 * the built page: src/server/security.ts.)
 */
function gamePreload(): Plugin {
  return {
    name: 'game-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const scripts = lazyChunks(bundle ?? {}, GAME_SCREEN);
        if (scripts.length === 0) return html;
        const styles = scripts.flatMap((name) => {
          const chunk = bundle?.[name];
          return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
        });
        const links = [
          ...scripts.map((name) => ({ rel: 'modulepreload', href: `/${name}` })),
          // (crossOrigin as Vite's own loader sets it on the stylesheet, or the preload is unused)
          ...styles.map((name) => ({
            rel: 'preload',
            as: 'style',
            crossOrigin: '',
            href: `/${name}`,
          })),
        ];
        // (not on a page prerendered for this address: it paints first, and its scripts'
        // template holds these modulepreloads: prerenderPages)
        const script =
          `const page = document.documentElement.dataset;` +
          `if (/[?&]game=/.test(location.search) && (page.address !== location.search || 'afresh' in page)) ` +
          `for (const link of ${JSON.stringify(links)}) ` +
          `document.head.appendChild(Object.assign(document.createElement('link'), link));`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}

/**
 * A first screen without JavaScript (issue 44; docs/performance.md, 2026-12-07): the home page
 * and the lobby (`?lobby`) prerendered in English and Russian, each its own HTML file beside
 * index.html (the home page in English; the files are named by src/server/pageLanguage.ts, which
 * chooses one for a request). The app's own tree is rendered in Node (src/ui/shell/
 * prerenderPage.tsx, loaded through a Vite server in SSR mode) into #root; the page is marked with
 * its address and language (on <html>) so the browser hydrates only the page it holds (src/main.tsx). The
 * critical CSS is the entry's stylesheet (the shell, the controls, the home page: about 6 KB
 * gzip) and those of the chunks it imports statically (the library, the flat board's look),
 * inline in place of their render-blocking links; the lazy pages' stylesheets load with their
 * chunks, as before. Done before the service worker is generated, so it precaches every
 * page.
 */
const PRERENDER_ENTRY = '/src/ui/shell/prerenderPage.tsx';
/** The lazy page each prerendered address shows, if any (its module). */
const LAZY_PAGES: Record<string, string> = {
  '': '/src/ui/lobby/LobbyPanel.tsx', // the home page's lobby, in view on a large screen
  '?lobby': '/src/ui/lobby/LobbyPage.tsx',
  '?game=pocket-mutation': GAME_SCREEN,
  '?game=plunder': GAME_SCREEN,
  '?game=parallel-worlds&view=2d': GAME_SCREEN,
  '?game=parallel-worlds&view=3d': GAME_SCREEN,
};
type PrerenderEntry = typeof PrerenderModule;

function prerenderPages(): Plugin {
  return {
    name: 'prerender-pages',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      const entry = Object.values(bundle).find(
        (output) => output.type === 'chunk' && output.isEntry,
      );
      if (index?.type !== 'asset' || entry?.type !== 'chunk') return;
      let html = String(index.source);
      /**
       * The stylesheets of chunk `start` and of every chunk it imports statically (the entry's
       * own only when `start` is the entry: a lazy page's walk stops there).
       */
      const stylesheets = (start: string | undefined): Set<string> => {
        const seen = new Set<string>();
        const stack = start ? [start] : [];
        const styles = new Set<string>();
        while (stack.length > 0) {
          const name = stack.pop()!;
          const chunk = bundle[name];
          if (seen.has(name) || chunk?.type !== 'chunk') continue;
          if (chunk.isEntry && name !== start) continue;
          seen.add(name);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          stack.push(...chunk.imports);
        }
        return styles;
      };
      // The first screen's stylesheets inline in place of their render-blocking links: the
      // entry's and those of the chunks it imports statically (the library's, the flat board's
      // look that the cards' diagrams draw with), which every page loads at once. Each link
      // stays, disabled (never fetched, blocks nothing), so that Vite's loader sees the sheet in
      // the page and a lazy page that lists it (the rules page, importing the entry's chunk)
      // does not fetch it again.
      const inline = stylesheets(entry.fileName);
      for (const name of inline) {
        const css = bundle[name];
        const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${name}"[^>]*>`);
        if (css?.type !== 'asset') continue;
        html = html.replace(
          link,
          (tag) => `<style>${String(css.source)}</style>${tag.replace(/>$/, ' disabled>')}`,
        );
      }
      // A lazy page prerendered: its chunk's stylesheets inline too, or it would change its
      // layout when its chunk comes (the lobby page, and the home page's lobby panel).
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const lazyCss = (page: string | undefined): string => {
        const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(page ?? '\0'));
        return [...stylesheets(start?.fileName)]
          .filter((name) => !inline.has(name))
          .map((name) => String((bundle[name] as { source: unknown }).source))
          .join('');
      };
      // Any other address: the page with nothing prerendered, its script as Vite wrote it (the
      // server's choice: src/server/pageLanguage.ts).
      this.emitFile({ type: 'asset', fileName: 'app.html', source: html });
      html = afterFirstPaint(html);
      const server = await createServer({
        configFile: false,
        root: fileURLToPath(new URL('.', import.meta.url)),
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        for (const address of PRERENDERED_ADDRESSES)
          for (const language of LANGUAGES) {
            server.moduleGraph.invalidateAll(); // the app's modules afresh for each page
            const { renderPage } = (await server.ssrLoadModule(PRERENDER_ENTRY)) as PrerenderEntry;
            const { body, root } = await renderPage(address, language);
            // the lazy page's chunks fetched with the app's, after the first paint (not the home
            // page's lobby panel, which a phone loads only once it is scrolled into view)
            const preloads = lazyChunks(bundle, (address !== '' && LAZY_PAGES[address]) || '\0')
              .map((name) => `<link rel="modulepreload" crossorigin href="/${name}">`)
              .join('');
            const source = html
              .replace('<html lang="en">', `<html data-address="${address}" ${root}>`)
              .replace('</template>', () => `${preloads}</template>`)
              .replace('</style>', () => `${lazyCss(LAZY_PAGES[address])}</style>`)
              .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
            const fileName = pageFile(address, language).slice(1);
            if (fileName === 'index.html') index.source = source;
            else this.emitFile({ type: 'asset', fileName, source });
          }
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * The app's scripts wait for the first paint of the prerendered page (issue 44; docs/
 * performance.md, "The app after the first paint"). A browser runs a page's module scripts, once
 * they have come, before it paints; on a slow phone that put the scripts' download, their
 * evaluation and the hydration before the first paint of a page whose HTML was ready to show.
 * The entry's script and its modulepreloads move into an inert `<template>` in the head (never
 * fetched while there: not even the preload scanner reads a template), and a small inline script
 * puts them into the head once the browser reports the first contentful paint (Paint Timing;
 * after two frames where it is not supported: the first frame painted is often still empty).
 * The chunks' modulepreloads follow the script one a task: put in at once, 28 links made one
 * task of 25 ms on a slow phone, after the paint. When the page was prerendered for another
 * address or language (hidden until the app has rendered: nothing to paint first; the offline
 * app and `vite preview` answer every address with index.html, the server with app.html) or is
 * opened in a background tab (which does not paint), the chunks are fetched at once. The script itself
 * never runs before the HTML is parsed (a module script put in by a script would run as soon as
 * it came, on half a page): it waits for DOMContentLoaded, as the module script it replaces did.
 * A timer starts it after 3 s should no paint ever be reported.
 */
function afterFirstPaint(html: string): string {
  const tags: string[] = [];
  const rest = html.replace(
    /\s*(?:<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g,
    (tag) => {
      tags.push(tag.trim());
      return '';
    },
  );
  const entry = tags.find((tag) => tag.startsWith('<script'))?.match(/src="([^"]+)"/)?.[1];
  if (!entry) throw new Error('afterFirstPaint: index.html has no module script');
  // the entry fetched with the chunks it imports, before the page is parsed when it is hidden
  tags.push(`<link rel="modulepreload" crossorigin href="${entry}">`);
  const loader = `(() => {
    const parts = document.getElementById('app-scripts').content;
    const put = (tag) => document.head.append(document.importNode(tag, true));
    const links = [...parts.querySelectorAll('link')];
    let started = false;
    const start = () => {
      if (started) return;
      if (document.readyState === 'loading')
        return void document.addEventListener('DOMContentLoaded', start, { once: true });
      started = true;
      put(parts.querySelector('script'));
      const next = () => {
        const link = links.shift();
        if (link) put(link), setTimeout(next);
      };
      next();
    };
    if ('afresh' in document.documentElement.dataset || document.visibilityState === 'hidden') {
      links.splice(0).forEach(put);
      start();
    } else if (window.PerformanceObserver?.supportedEntryTypes?.includes('paint'))
      new PerformanceObserver((paints) => {
        if (paints.getEntriesByName('first-contentful-paint').length > 0) start();
      }).observe({ type: 'paint', buffered: true });
    else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
    setTimeout(start, 3000);
  })();`.replace(/\n\s*/g, ' ');
  return rest.replace(
    '</head>',
    () => `<template id="app-scripts">${tags.join('')}</template><script>${loader}</script></head>`,
  );
}

/** Where fiber's `three` goes: three with a clock that does not log a deprecation. */
const THREE_FOR_FIBER = fileURLToPath(new URL('src/view3d/threeForFiber.ts', import.meta.url));

/**
 * Resolves `three` to src/view3d/threeForFiber.ts for React Three Fiber's modules only (every
 * other importer, that module included, gets three itself): fiber 9 constructs the deprecated
 * `THREE.Clock` at every canvas mount, which logs a warning each time (see that module).
 */
function fiberClock(): Plugin {
  return {
    name: 'fiber-clock',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'three' && importer && /[\\/]@react-three[\\/]fiber[\\/]/.test(importer))
        return THREE_FOR_FIBER;
      return null;
    },
  };
}

/**
 * The installable offline app. The service worker precaches every file of the build (the home
 * page's chunks, the lazy 3D, lessons, editor and PGN chunks, the engine's worker, the icons and
 * any JSON data such as playlists), so after one visit everything works with no network; a
 * navigation to any address (`/?game=…`, `/?learn=…`, `/?present`) is answered with the cached
 * index.html. `registerType: 'prompt'`: a new version waits until the page applies it (the
 * "Update ready" offer, or presenter mode's idle reset), so an update never reloads a demo by
 * itself. Not active under `vite dev` (devOptions off), so development never sees stale files.
 */
const PWA_OPTIONS: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false, // src/ui/shell/appUpdate.ts registers it, lazily, after the page has loaded
  includeManifestIcons: false, // the glob below takes them, with every other file
  manifest: {
    id: '/',
    name: 'Parallel Worlds',
    short_name: 'Parallel Worlds',
    description:
      'Parallel worlds chess in 3D, Pocket mutation chess and PlunderChess — plays offline.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#0c0f16',
    background_color: '#0b0e14',
    categories: ['games', 'education'],
    icons: [
      { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: 'icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  },
  workbox: {
    globPatterns: [
      '**/*.{html,js,mjs,css,json,wasm,woff,woff2,ttf,svg,png,webp,jpg,ico,mp3,ogg,glb}',
    ],
    globIgnores: ['bundled-packages.json'], // the build's licence list, not part of the app
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024, // the 3D chunk is about 1 MB before gzip
    navigateFallback: 'index.html',
    cleanupOutdatedCaches: true,
    clientsClaim: true, // the first visit is controlled at once, so it is offline-ready at once
    importScripts: ['push-sw.js'], // Web Push: shows a push, opens its game (issue 43)
  },
  devOptions: { enabled: false },
};

export default defineConfig({
  plugins: [
    react(),
    fiberClock(),
    bundledPackages(),
    gamePreload(),
    prerenderPages(),
    VitePWA(PWA_OPTIONS),
  ],
  build: {
    target: 'es2022',
  },
  // `npm run dev` beside a game server on 4173 (`npm start`): its HTTP API and matchmaking are
  // proxied; the room WebSockets go to the server itself (the seat names its public address).
  server: {
    proxy: Object.fromEntries(
      ['/api', '/matchmake', '/health'].map((path) => [path, 'http://127.0.0.1:4173']),
    ),
  },
  // not `vite preview` (the browser tests): there online play says that no server answers
  preview: { proxy: {} },
  test: {
    include: ['test/unit/**/*.test.ts', 'test/unit/**/*.test.tsx'],
    environment: 'node',
    setupFiles: ['test/unit/setup.ts'],
    // both cores: Vitest's default leaves one idle here (128 s against 74 s, 2026-12-03)
    maxWorkers: 2,
    // A test fails only if it fails twice, as in the server's suite and the browser tests: CI
    // failed once (2026-12-07) on one test of the suites that do not keep their output's start,
    // and passed on the same commit before and after; the default reporter marks a retried pass.
    retry: 1,
  },
});
