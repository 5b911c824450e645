// The fixtures every browser test is written with (Playwright Test's `test.extend`): import
// `test` and `expect` from here, not from '@playwright/test'.
//
// - `app`: the app under test on the test's page: `app.url` (the address `vite preview` serves,
//   ending in '/'), `app.open(query)` (goes to `?<query>` and waits for the page's test interface,
//   `window.__test`, src/game/testInterface.ts), and `app.fen()` / `app.record()` read through it.
// - `tools`: `tools.log(text)` prints a line under the test; `tools.screenshot(page or locator,
//   file, options?)` writes reports/screenshots/<file>, but only under `npm run screenshots`
//   (SCREENSHOTS=1): pictures are for people to look at, and taking them costs the run a minute.
// - An uncaught error in the page fails the test (an automatic fixture), and the page's console
//   errors are attached to a failed test.
//
// `pictureTest` declares a test that only takes pictures and checks nothing else: it runs under
// SCREENSHOTS=1 and is skipped otherwise.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export { expect };

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../reports/screenshots');
const SCREENSHOTS = process.env.SCREENSHOTS === '1';

/** What a test prints and the pictures it takes. */
export interface Tools {
  log(message: string): void;
  screenshot(
    target: Page | Locator,
    file: string,
    options?: Parameters<Page['screenshot']>[0],
  ): Promise<void>;
}

/** The app on the test's page. */
export interface App {
  /** The app's address, ending in '/'. */
  readonly url: string;
  /** Goes to `<url>?<query>` and waits until the page's `window.__test` can read the game. */
  open(query?: string | Record<string, string>): Promise<void>;
  /** The game's FEN, through `window.__test.fen()`. */
  fen(): Promise<string>;
  /** The game's record, through `window.__test.record()`. */
  record(): Promise<string>;
}

/** Waits until the page's test interface can read the game. */
export async function gameReady(page: Page): Promise<void> {
  await page.waitForFunction(() => typeof window.__test?.fen === 'function');
}

/**
 * Waits until the app is live on the page: its heading is React's. A prerendered page shows its
 * heading before the app's scripts are even fetched (vite.config.ts, afterFirstPaint).
 */
export async function appLive(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const heading = document.querySelector('#root h1');
    return !!heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
}

/** The app driven on `page`, served at `url`. */
function appOn(page: Page, url: string): App {
  return {
    url,
    async open(query = '') {
      const search = typeof query === 'string' ? query : new URLSearchParams(query).toString();
      await page.goto(search ? `${url}?${search}` : url);
      await gameReady(page);
    },
    fen: () => page.evaluate(() => window.__test!.fen()),
    record: () => page.evaluate(() => window.__test!.record()),
  };
}

const tools: Tools = {
  log: (message) => console.log(`     ${message}`),
  async screenshot(target, file, options = {}) {
    if (!SCREENSHOTS) return;
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await target.screenshot({ ...options, path: path.join(SCREENSHOT_DIR, file) });
  },
};

export const test = base.extend<{ app: App; tools: Tools; pageErrors: void }>({
  app: async ({ page, baseURL }, use) => {
    await use(appOn(page, baseURL!));
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  tools: async ({}, use) => {
    await use(tools);
  },
  pageErrors: [
    async ({ page }, use, testInfo) => {
      const pageErrors: string[] = [];
      const consoleErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      await use();
      if (testInfo.status !== testInfo.expectedStatus && consoleErrors.length > 0) {
        await testInfo.attach('console errors', { body: consoleErrors.join('\n') });
      }
      expect(pageErrors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

/** A test that only takes pictures: run under SCREENSHOTS=1, skipped otherwise. */
export const pictureTest = SCREENSHOTS ? test : test.skip;
