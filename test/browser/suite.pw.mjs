// The one Playwright Test file: it loads every test/browser/*.spec.mjs, in file-name order, and
// registers each entry of its list as a Playwright test named `<file>: <name>`. A spec module
// exports an array of { name, fn(page, baseUrl, tools), screenshots? } (as `default` or `tests`),
// or a function returning one, so a spec needs nothing from Playwright Test but a page.
// `tools.log(message)` prints a line under the test; `tools.screenshot(pageOrLocator, name,
// options?)` writes reports/screenshots/<name>, but only when SCREENSHOTS=1 (`npm run
// screenshots`): pictures are for people to look at, and the picture-only entries and the
// shots cost the run about a minute (11.6 → 10.8 min on one worker, 2026-12-03). Entries marked `screenshots: true` take pictures and check nothing else,
// so they are registered only then. An uncaught error in the page fails the test; the page's
// console errors are attached to a failure.
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { test } from '@playwright/test';

const SPEC_DIR = path.dirname(fileURLToPath(import.meta.url));
const SCREENSHOT_DIR = path.resolve(SPEC_DIR, '../../reports/screenshots');
const SCREENSHOTS = process.env.SCREENSHOTS === '1';
if (SCREENSHOTS) mkdirSync(SCREENSHOT_DIR, { recursive: true });

const tools = {
  log: (message) => console.log(`     ${message}`),
  async screenshot(target, name, options = {}) {
    if (SCREENSHOTS) await target.screenshot({ ...options, path: path.join(SCREENSHOT_DIR, name) });
  },
};

/** Runs one spec entry on the test's page; an uncaught page error fails it. */
async function runEntry(entry, page, baseURL, testInfo) {
  const pageErrors = [];
  const consoleErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  try {
    await entry.fn(page, baseURL, tools);
    if (pageErrors.length > 0) throw new Error(`uncaught error in the page: ${pageErrors[0]}`);
  } catch (error) {
    if (consoleErrors.length > 0) {
      await testInfo.attach('console errors', { body: consoleErrors.join('\n') });
    }
    throw error;
  }
}

const files = readdirSync(SPEC_DIR)
  .filter((file) => file.endsWith('.spec.mjs'))
  .sort();
for (const file of files) {
  const module = await import(pathToFileURL(path.join(SPEC_DIR, file)).href);
  let list = module.default ?? module.tests;
  if (typeof list === 'function') list = await list();
  if (!Array.isArray(list)) throw new Error(`${file} exports no list of tests`);
  const prefix = file.replace(/\.spec\.mjs$/, '');
  for (const entry of list) {
    if (entry.screenshots && !SCREENSHOTS) continue;
    test(`${prefix}: ${entry.name}`, ({ page, baseURL }, testInfo) =>
      runEntry(entry, page, baseURL, testInfo));
  }
}
