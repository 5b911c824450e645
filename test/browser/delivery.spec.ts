/**
 * How the app reaches a browser from the embedded server (issue 44, docs/performance.md): the
 * home page's scripts and stylesheets arrive compressed (brotli or gzip: the build's copies) and
 * cached for a year; the home page fetches no chunk of the game page, a lazy chunk of its own; a
 * game's own address starts fetching the game page from index.html's head (the build's preload
 * script: it is asked for while index.js is still held back) and shows its board; no
 * Content-Security-Policy violation on either page.
 */
import { appLive, expect, test } from './fixtures';
import { cspViolations, startServer, watchCsp } from './support/gameServer';

const STEP = { timeout: 30_000 };

test.describe('delivery:', () => {
  test('the home page compressed and without the game page; a game’s address preloads it', async ({
    page,
  }) => {
    const server = await startServer();
    try {
      await watchCsp(page);
      const answers: { path: string; encoding?: string; caching?: string; length: number }[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        const headers = response.headers();
        if (url.origin === server.origin)
          answers.push({
            path: url.pathname,
            encoding: headers['content-encoding'],
            caching: headers['cache-control'],
            length: Number(headers['content-length']),
          });
      });

      await page.goto(`${server.origin}/`);
      await expect(page.getByRole('heading', { level: 1, name: 'Parallel Worlds' })).toBeVisible(
        STEP,
      );
      await appLive(page);
      await page.waitForLoadState('networkidle');
      const assets = answers.filter(({ path }) => /^\/assets\/.*\.(js|css)$/.test(path));
      expect(assets.length, 'the home page’s scripts and stylesheets').toBeGreaterThan(10);
      for (const asset of assets) {
        // (a file of a few bytes has no copy: compressed, it would be larger)
        if (asset.length >= 100) expect(asset.encoding, asset.path).toMatch(/^(br|gzip)$/);
        expect(asset.caching, asset.path).toBe('public, max-age=31536000, immutable');
      }
      expect(answers.find(({ path }) => path === '/')?.caching).toBe('no-cache');
      expect(answers.map(({ path }) => path)).not.toContainEqual(
        expect.stringMatching(/GameScreen-/),
      );
      expect(await page.locator('head link[href*="/GameScreen-"]').count()).toBe(0);
      expect(await cspViolations(page)).toEqual([]);

      // the game page's chunk is asked for while index.js is held back: by index.html itself
      answers.length = 0;
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      const asked = page.waitForRequest(/\/assets\/GameScreen-[\w-]+\.js$/, STEP);
      await page.goto(`${server.origin}/?game=pocket-mutation`, { waitUntil: 'commit' });
      await asked;
      release();
      await expect(page.locator('[data-square]').first()).toBeVisible(STEP);
      const screen = answers.find(({ path }) => /\/GameScreen-.*\.js$/.test(path));
      expect(screen?.encoding, 'the game page’s chunk').toMatch(/^(br|gzip)$/);
      expect(await cspViolations(page)).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});
