// Browser tests of the offline app (vite-plugin-pwa's Workbox service worker, vite.config.ts;
// the page side in src/ui/shell/appUpdate.ts): one visit precaches every file of the build, and then,
// with the network cut (`context.setOffline(true)`), the home page, a 3D Parallel worlds game
// that really renders, the computer's worker, a lesson, a rules page and `?present` all load from
// the cache. An update waits: the "Update ready" offer appears, nothing reloads by itself, and
// the update is applied by the offer's Reload or by presenter mode's idle reset (the window event
// `pw:idle-reset`). These need the preview server (a service worker needs http://), which
// Playwright Test's webServer provides; each test has a fresh context, so a fresh install.
// Opened from file://, the page cannot start (Chromium refuses module scripts there) and says
// how to serve it instead.
import assert from 'node:assert/strict';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serveDist } from './support/distServer.mjs';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
const STEP = { timeout: 45_000 };
// Files of the build that are not part of the app: the worker itself, its runtime, the licence list.
const NOT_PRECACHED = /^(sw\.js|workbox-[\w-]+\.js|bundled-packages\.json)$/;

/** Every file of dist/ (relative, with `/`), but the service worker's own and the licence list. */
function builtFiles() {
  return readdirSync(DIST, { recursive: true })
    .map((file) => String(file).split(path.sep).join('/'))
    .filter((file) => statSync(path.join(DIST, file)).isFile() && !NOT_PRECACHED.test(file))
    .sort();
}

/**
 * Waits until `check` (run in the page, it may be async) answers true. (Playwright's
 * waitForFunction takes the promise of an async function for a true answer.)
 */
async function until(page, check, what) {
  const deadline = Date.now() + STEP.timeout;
  while (!(await page.evaluate(check))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** What the page's service worker registration holds: the state of each of its workers. */
const workers = (page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      active: registration?.active?.state ?? null,
      waiting: registration?.waiting?.state ?? null,
      installing: registration?.installing?.state ?? null,
      controlled: navigator.serviceWorker.controller !== null,
    };
  });

/** Waits until the service worker is activated (its precache complete) and controls the page. */
async function offlineReady(page) {
  await until(
    page,
    async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return (
        registration?.active?.state === 'activated' && navigator.serviceWorker.controller !== null
      );
    },
    'the service worker to control the page',
  );
}

/** The paths (`assets/index-….js`) in Workbox's precache, with their sizes in bytes. */
const precached = (page) =>
  page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
    if (!name) return [];
    const cache = await caches.open(name);
    const entries = [];
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      const url = new URL(request.url);
      entries.push({
        path: url.pathname.slice(1),
        bytes: (await response.arrayBuffer()).byteLength,
      });
    }
    return entries;
  });

/** Goes to `search` (offline) and checks that the service worker answered the navigation. */
async function openOffline(page, baseUrl, search) {
  const response = await page.goto(`${baseUrl}${search}`);
  assert.ok(response, `a response for ${search}`);
  assert.ok(response.fromServiceWorker(), `${search} was answered by the service worker`);
  assert.equal(response.status(), 200, `${search} answered 200`);
}

/** Publishes a new service worker on `server`, has the page look for it, waits until it waits. */
async function publishUpdate(page, server, mark) {
  server.publishWorker(mark);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
  await until(
    page,
    async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state === 'installed',
    'the new version to be installed and waiting',
  );
}

/**
 * Visits the home page once, waits until the service worker controls it, checks that the
 * precache holds every file of the build and no other, cuts the network and checks it is cut.
 */
async function visitThenGoOffline(page, baseUrl, tools) {
  await page.goto(baseUrl);
  await offlineReady(page);
  const entries = await precached(page);
  const paths = entries.map((entry) => entry.path).sort();
  assert.deepEqual(paths, builtFiles(), 'every file of the build is precached, no other');
  const bytes = entries.reduce((sum, entry) => sum + entry.bytes, 0);
  tools.log(`precache: ${entries.length} entries, ${(bytes / 1024).toFixed(1)} KiB`);
  assert.ok(
    paths.some((file) => /^assets\/View3D-.*\.js$/.test(file)),
    'the 3D chunk',
  );
  assert.ok(
    paths.some((file) => /^assets\/worker-.*\.js$/.test(file)),
    "the engine's worker",
  );
  assert.ok(paths.includes('manifest.webmanifest'), 'the manifest');

  await page.context().setOffline(true);
  // The network really is gone: what the service worker does not hold cannot be fetched.
  const unreachable = await page.evaluate(() =>
    fetch(`/not-cached-${Date.now()}.txt`).then(
      () => 'fetched',
      (error) => error.name,
    ),
  );
  assert.equal(unreachable, 'TypeError', 'a file outside the precache fails offline');
}

/**
 * Runs a test on a page of a context of its own that allows service workers (the other browser
 * tests run with them blocked, playwright.config.mjs), with the suite's timeouts, and fails it
 * on an uncaught error in that page as the suite does for its own page.
 */
const withServiceWorkers = (test) => async (page, baseUrl, tools) => {
  const context = await page
    .context()
    .browser()
    .newContext({ serviceWorkers: 'allow', viewport: page.viewportSize(), locale: 'en-US' });
  context.setDefaultTimeout(30_000);
  try {
    const own = await context.newPage();
    const errors = [];
    own.on('pageerror', (error) => errors.push(error.message));
    await test(own, baseUrl, tools);
    if (errors.length > 0) throw new Error(`uncaught error in the page: ${errors[0]}`);
  } finally {
    await context.close();
  }
};

export default [
  {
    name: 'one visit precaches every file; offline, the home page reloads and a 3D game renders',
    fn: withServiceWorkers(async (page, baseUrl, tools) => {
      await visitThenGoOffline(page, baseUrl, tools);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Parallel Worlds' }).waitFor(STEP);
      const home = await page.evaluate(() => performance.getEntriesByType('navigation')[0]);
      assert.ok(home.workerStart > 0, 'the reload went through the service worker');

      await openOffline(page, baseUrl, '?game=parallel-worlds&view=3d');
      await page.waitForSelector('.view3d[data-ready="true"]', STEP);
      await page.waitForFunction(() => window.__test.drawCalls() > 0, null, STEP);
      tools.log(`offline 3D: ${await page.evaluate(() => window.__test.drawCalls())} draw calls`);
      await tools.screenshot(page, 'offline-3d.png');
    }),
  },
  {
    name: "offline after one visit: the computer's worker starts and gives a hint",
    fn: withServiceWorkers(async (page, baseUrl, tools) => {
      await visitThenGoOffline(page, baseUrl, tools);
      await openOffline(page, baseUrl, '?game=plunder&view=2d');
      await page.waitForFunction(() => typeof window.__test?.fen === 'function');
      await page.locator('.game-controls').getByRole('button', { name: 'New game' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: 'Computer', exact: true }).check({ force: true });
      await dialog.getByRole('button', { name: 'Start' }).click();
      await dialog.waitFor({ state: 'detached' });
      // The engine's worker (a chunk of its own) starts from the cache and answers.
      await page.getByRole('button', { name: 'Hint' }).click();
      await page.locator('.computer-hint', { hasText: 'Suggestion:' }).waitFor(STEP);
    }),
  },
  {
    name: 'offline after one visit: a lesson, a rules page and ?present',
    fn: withServiceWorkers(async (page, baseUrl, tools) => {
      await visitThenGoOffline(page, baseUrl, tools);
      await openOffline(page, baseUrl, '?learn=pw-middle-level');
      await page.waitForFunction(
        () => window.__test?.lesson?.()?.id === 'pw-middle-level',
        null,
        STEP,
      );

      await openOffline(page, baseUrl, '?rules=plunder');
      await page.locator('.rules-diagram').first().waitFor(STEP);

      // Presenter mode loads from the cache with its shipped playlist.
      await openOffline(page, baseUrl, '?present');
      await page.waitForFunction(() => (window.__test?.present?.()?.slides ?? 0) > 0, null, STEP);
      const present = await page.evaluate(() => window.__test.present());
      tools.log(`offline ?present: ${JSON.stringify(present)}`);
    }),
  },
  {
    name: 'an update waits: the offer appears, nothing reloads by itself, Reload applies it',
    fn: withServiceWorkers(async (page, _baseUrl, tools) => {
      const server = await serveDist();
      try {
        await page.goto(`${server.url}?game=pocket-mutation`);
        await offlineReady(page);
        await page.reload(); // as at a fair: a page loaded while the installed version is active
        await page.waitForFunction(() => typeof window.__test?.fen === 'function', null, STEP);
        await page.evaluate(() => (window.__samePage = true));
        await publishUpdate(page, server, `update ${Date.now()}`);

        const offer = page.locator('.update-offer');
        await offer.getByText('Update ready').waitFor(STEP);
        await tools.screenshot(page, 'offline-update-offer.png');
        // prompt mode: the new version keeps waiting; a while later this is still the same page
        await page.waitForTimeout(3000);
        assert.equal(await page.evaluate(() => window.__samePage), true, 'no reload by itself');
        assert.equal((await workers(page)).waiting, 'installed', 'the new version still waits');

        const reloaded = page.waitForEvent('load', STEP);
        await offer.getByRole('button', { name: 'Reload' }).click();
        await reloaded;
        await page.waitForFunction(() => typeof window.__test?.fen === 'function', null, STEP);
        assert.equal(await page.evaluate(() => window.__samePage), undefined, 'the page reloaded');
        assert.deepEqual(
          await workers(page),
          { active: 'activated', waiting: null, installing: null, controlled: true },
          'the new version is the active one',
        );
        assert.equal(await offer.count(), 0, 'no offer after the update');
      } finally {
        await server.close();
      }
    }),
  },
  {
    name: "presenter mode's idle reset (pw:idle-reset) applies a waiting update; Later hides the offer",
    fn: withServiceWorkers(async (page, _baseUrl, tools) => {
      const server = await serveDist();
      try {
        await page.goto(server.url); // the first visit: no version was active when it loaded
        await offlineReady(page);
        await page.evaluate(() => (window.__samePage = true));
        // With no new version waiting, the idle reset changes nothing.
        await page.evaluate(() => window.dispatchEvent(new Event('pw:idle-reset')));
        await publishUpdate(page, server, `idle ${Date.now()}`);
        assert.equal(await page.evaluate(() => window.__samePage), true, 'still the same page');

        // In Russian, on a phone: the offer spans the bottom of the screen.
        await page.setViewportSize({ width: 390, height: 844 });
        await page.locator('.language-switch').getByRole('button', { name: 'RU' }).click();
        const offer = page.locator('.update-offer');
        await offer.getByText('Готово обновление').waitFor(STEP);
        await tools.screenshot(page, 'offline-update-offer-ru-phone.png');
        await offer.getByRole('button', { name: 'Позже' }).click();
        assert.equal(await offer.count(), 0, '"Later" hides the offer');

        const reloaded = page.waitForEvent('load', STEP);
        await page.evaluate(() => window.dispatchEvent(new Event('pw:idle-reset')));
        await reloaded;
        await page.getByRole('heading', { level: 1, name: 'Parallel Worlds' }).waitFor(STEP);
        assert.equal(await page.evaluate(() => window.__samePage), undefined, 'the page reloaded');
        assert.equal((await workers(page)).waiting, null, 'the new version is the active one');
      } finally {
        await server.close();
      }
    }),
  },
  {
    name: 'opened from file:// the page says how to serve it (modules and workers are refused there)',
    async fn(page) {
      const refused = [];
      page.on('requestfailed', (request) => refused.push(request.url()));
      await page.goto(pathToFileURL(path.join(DIST, 'index.html')).href);
      const notice = page.locator('.file-notice');
      await notice.getByText('python3 -m http.server 8080').first().waitFor(STEP);
      await notice.locator('p[lang="ru"]').waitFor(STEP);
      assert.ok(
        refused.some((url) => /\/assets\/index-.*\.js$/.test(url)),
        'Chromium refused the module script from file://',
      );
      assert.equal(await page.evaluate(() => typeof window.__test), 'undefined', 'no app started');
    },
  },
];
