// Playwright Test configuration for the browser tests (test/browser): `vite preview` serves the
// built app (dist/, made by `npm run build` beforehand) on BROWSER_TEST_PORT (default 4179, so
// several checkouts can test side by side), Debian's Chromium runs headless with software WebGL
// (the arguments docs/toolchain.md found to work), two workers (BROWSER_TEST_WORKERS; the machine
// has 2 cores: 7.6 min with one, 5.1 min with two, 2026-12-03), a fresh 1000×700 page and 60 s per
// test, a screenshot of every failed test and a trace of its retry (reports/browser-results/),
// one retry (a test that passes only on its retry is reported flaky by Playwright and counted
// by test/run-all.sh), and the JSON report
// (reports/browser.json) whose counts test/run-all.sh adds to its closing line.
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/browser/support/chromium.mjs';

const PORT = Number(process.env.BROWSER_TEST_PORT) || 4179;
const BASE_URL = `http://127.0.0.1:${PORT}/`;

if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first');
if (!existsSync(CHROMIUM_PATH)) {
  throw new Error(
    `${CHROMIUM_PATH} is missing: apt-get install -y --no-install-recommends chromium`,
  );
}

export default defineConfig({
  testDir: 'test/browser',
  // test/browser/<subject>.spec.ts, written with the fixtures of test/browser/fixtures.ts
  testMatch: '*.spec.ts',
  outputDir: 'reports/browser-results',
  timeout: 60_000,
  workers: Number(process.env.BROWSER_TEST_WORKERS) || 2,
  fullyParallel: true,
  retries: 1,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'reports/browser.json' }]],
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1000, height: 700 },
    headless: true,
    // playwright-core's own defaults, which the specs were written against
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS], // exactly the arguments docs/toolchain.md found to work
    },
    // The offline app's service worker is blocked here: it would precache the whole build on
    // every test's first page. test/browser/offline.spec.ts opens contexts that allow it.
    serviceWorkers: 'block',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `node_modules/.bin/vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: BASE_URL,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
