// Browser test runner: serves the built app (dist/, made by `vite build` beforehand) with
// `vite preview`, drives Debian's Chromium through playwright-core (headless, software WebGL),
// and runs every test/browser/*.spec.mjs. Each spec module exports an array of
// { name, fn(page, baseUrl, tools) } (as `default` or `tests`), or a function returning one.
// Every test gets a fresh page (1000×700) and 60 s. Prints one `ok`/`FAIL` line per test, writes
// reports/browser.json { passed, failed, tests } and exits non-zero on any failure. The preview
// server is always stopped, whatever happens. Usage: node test/browser/run.mjs [name filter]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SPEC_DIR = path.join(ROOT, 'test/browser');
const REPORT_DIR = path.join(ROOT, 'reports');
const SCREENSHOT_DIR = path.join(REPORT_DIR, 'screenshots');
// BROWSER_TEST_PORT lets several checkouts run their browser tests side by side.
const PORT = Number(process.env.BROWSER_TEST_PORT) || 4179;
const BASE_URL = `http://127.0.0.1:${PORT}/`;
const TEST_TIMEOUT_MS = 60_000;
const SERVER_START_TIMEOUT_MS = 30_000;
const VIEWPORT = { width: 1000, height: 700 };

const filter = process.argv[2] ?? '';
let server = null;

/** Loads the tests of every spec file, in file-name order. */
async function loadTests() {
  const files = (await readdir(SPEC_DIR)).filter((file) => file.endsWith('.spec.mjs')).sort();
  const tests = [];
  for (const file of files) {
    const module = await import(pathToFileURL(path.join(SPEC_DIR, file)).href);
    let list = module.default ?? module.tests;
    if (typeof list === 'function') list = await list();
    if (!Array.isArray(list)) throw new Error(`${file} exports no list of tests`);
    const prefix = file.replace(/\.spec\.mjs$/, '');
    for (const test of list) tests.push({ name: `${prefix}: ${test.name}`, fn: test.fn });
  }
  return tests.filter((test) => test.name.includes(filter));
}

/** Starts `vite preview` on dist/ and waits until it answers. */
async function startServer() {
  const vite = path.join(ROOT, 'node_modules/.bin/vite');
  const args = ['preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'];
  server = spawn(vite, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`vite preview exited with ${server.exitCode}:\n${output}`);
    }
    try {
      const response = await fetch(BASE_URL);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`vite preview did not answer on ${BASE_URL} within 30 s:\n${output}`);
}

/** Stops the preview server: SIGTERM, then SIGKILL if it lingers. */
async function stopServer() {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
  await exited;
  clearTimeout(timer);
}

// Last resorts: never leave the server behind on Ctrl-C or an unexpected exit.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server?.kill('SIGKILL');
    process.exit(130);
  });
}
process.on('exit', () => server?.kill('SIGKILL'));

/** Runs one test in a fresh browser context with the per-test timeout. */
async function runTest(browser, test) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const pageErrors = [];
  const consoleErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const tools = {
    log: (message) => console.log(`     ${message}`),
    screenshotPath: (name) => path.join(SCREENSHOT_DIR, name),
  };
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`timed out after ${TEST_TIMEOUT_MS / 1000} s`)),
      TEST_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([test.fn(page, BASE_URL, tools), timeout]);
    if (pageErrors.length > 0) throw new Error(`uncaught error in the page: ${pageErrors[0]}`);
  } catch (error) {
    if (consoleErrors.length > 0) error.consoleErrors = consoleErrors;
    throw error;
  } finally {
    clearTimeout(timer);
    await context.close().catch(() => {});
  }
}

async function main() {
  const results = [];
  let tests = [];
  let browser = null;
  try {
    tests = await loadTests();
    if (!existsSync(path.join(ROOT, 'dist/index.html'))) {
      throw new Error('dist/ is missing: run `npm run build` first');
    }
    if (!existsSync(CHROMIUM_PATH)) {
      throw new Error(`${CHROMIUM_PATH} is missing: apt-get install -y chromium`);
    }
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    await startServer();
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    });
    for (const test of tests) {
      const started = Date.now();
      try {
        await runTest(browser, test);
        const ms = Date.now() - started;
        results.push({ name: test.name, ok: true, ms });
        console.log(`ok   ${test.name} (${(ms / 1000).toFixed(1)} s)`);
      } catch (error) {
        const ms = Date.now() - started;
        results.push({ name: test.name, ok: false, ms, error: String(error?.message ?? error) });
        console.log(`FAIL ${test.name} (${(ms / 1000).toFixed(1)} s)`);
        console.log(`     ${String(error?.stack ?? error).replaceAll('\n', '\n     ')}`);
        for (const line of error?.consoleErrors ?? []) console.log(`     console: ${line}`);
      }
    }
  } catch (error) {
    // The harness itself failed: count every test that did not run as failed (at least one).
    console.log(`FAIL browser test harness: ${error?.message ?? error}`);
    const ran = new Set(results.map((result) => result.name));
    const missing = tests.filter((test) => !ran.has(test.name));
    for (const test of missing) results.push({ name: test.name, ok: false, error: 'not run' });
    if (missing.length === 0) {
      results.push({ name: 'harness', ok: false, error: String(error?.message ?? error) });
    }
  } finally {
    await browser?.close().catch(() => {});
    await stopServer();
  }

  const passed = results.filter((result) => result.ok).length;
  const failed = results.length - passed;
  await mkdir(REPORT_DIR, { recursive: true });
  await writeFile(
    path.join(REPORT_DIR, 'browser.json'),
    `${JSON.stringify({ passed, failed, tests: results }, null, 2)}\n`,
  );
  console.log(`browser tests: ${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
}

await main();
