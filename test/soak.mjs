// `npm run soak -- --minutes M [--url <path>] [--sample <seconds>] [--tour <samples>]`: runs the app for M minutes in
// headless Chromium (Debian's, software WebGL, the browser tests' arguments) and watches it for
// leaks and crashes, the way an event laptop runs it for hours. It builds the app when dist/ is
// missing or older than the sources, serves it with `vite preview` on a free port and opens
// <path>: by default `/?present&idle=5`, presenter mode with its idle time cut to 5 s, so that
// the attract loop (computer-vs-computer demos cycling the three games) starts at once; on a game page such as
// `/?game=parallel-worlds&view=3d` it starts a computer-vs-computer game (level 1 each, fast
// pace) and a new one whenever a game ends or reaches 60 moves. Once before the first sample
// and after every --tour-th sample (default 15: four tours an hour, between which the attract loop goes round its demos; 0: never) it tours the app in the page, as a visitor's Back and Forward buttons do
// (history.pushState and popstate, no reload): the home page, a Parallel worlds game in 3D, the
// same in 2D, a flat game, a lesson in 3D, the piece explorer, a rules page, the 3D editor, a few
// seconds each, and then back to <path> — so that pages, views and WebGL contexts are made and
// thrown away hour after hour, not only slides, and each sample is still taken at <path>; a stop
// that does not draw within 30 s fails the fourth check.
// Every --sample seconds (default
// 60) it forces a garbage collection and samples, through the Chrome DevTools Protocol and the
// page: the JS heap in use (HeapProfiler.collectGarbage, then Runtime.getHeapUsage), DOM nodes and
// event listeners (Performance.getMetrics), the 3D view's frames drawn so far and its draw calls
// (`data-frames`, `window.__test.drawCalls()`), the moves, presenter mode's slide
// (`window.__test.present()`), and the page errors and console errors so far. One line per
// sample, then a summary, and a last line `soak: N passed, N failed` over three checks:
//   1. no page error (an uncaught exception or a crashed page);
//   2. every sample was taken (the page answered throughout);
//   3. the heap does not keep growing after warm-up. The first third of the run is warm-up. It
//      grows when BOTH the least-squares slope of the heap over the samples after warm-up is
//      above --max-slope MB per hour (default 10) AND the last sample is more than --margin MB
//      (default 3) above the largest warm-up sample: a steady climb that ends above anything the
//      warm-up reached, not the saw-tooth of games starting and ending. With fewer than three
//      samples after warm-up the trend is not judged (the check passes and says so).
// Exits 1 when a check fails, 2 on bad arguments.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser/support/chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MB = 1024 * 1024;
// A demo game on a game page is replaced by a new one after this many moves (sub-moves in
// Parallel worlds chess), as an attract loop moves on: the heap grows with a game's move list,
// so games of bounded length keep that growth from looking like a leak, and a leak of whole
// games shows as a climb from game to game.
const GAME_MOVES = 60;
const USAGE =
  'usage: npm run soak -- --minutes M [--url /?present&idle=5] [--sample 60] [--tour 15] [--max-slope 10] [--margin 3]';
/**
 * The tour's stops (addresses within the app) and, for each, what shows that it has drawn:
 * a 3D view that has drawn a frame, or the page's own landmark. No two stops in a row share
 * their landmark, so that the last page's landmark is never taken for the next one's.
 */
const TOUR = [
  { search: '', ready: '.home-page' },
  { search: '?game=parallel-worlds&view=3d', ready: '.view3d[data-frames]:not([data-frames="0"])' },
  { search: '?game=parallel-worlds&view=2d', ready: '.board2d' },
  {
    search: '?learn=pw-middle-level&view=3d',
    ready: '.view3d[data-frames]:not([data-frames="0"])',
  },
  { search: '?game=pocket-mutation', ready: '.board2d' },
  { search: '?explore=plunder', ready: '.explore-stage' },
  { search: '?rules=parallel-worlds', ready: '.rules-body' },
  { search: '?edit=parallel-worlds', ready: '.editor-stage' },
];
/** How long the tour stays at each stop once it has drawn. */
const TOUR_DWELL_MS = 2000;

/** The command line, checked: numbers where numbers are due, a path starting with `/`. */
function readOptions() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        minutes: { type: 'string' },
        url: { type: 'string', default: '/?present&idle=5' },
        sample: { type: 'string', default: '60' },
        'max-slope': { type: 'string', default: '10' },
        margin: { type: 'string', default: '3' },
        tour: { type: 'string', default: '15' },
      },
    }));
  } catch (error) {
    fail(error.message);
  }
  const number = (name, min) => {
    const value = Number(values[name]);
    if (values[name] === undefined || !Number.isFinite(value) || value < min) {
      fail(`--${name} must be a number ≥ ${min}, not ${values[name] ?? 'missing'}`);
    }
    return value;
  };
  const options = {
    minutes: number('minutes', 0.1),
    sample: number('sample', 1),
    maxSlope: number('max-slope', 0),
    margin: number('margin', 0),
    tour: number('tour', 0),
    url: values.url,
  };
  if (!options.url.startsWith('/'))
    fail(`--url must be a path such as /?present, not ${options.url}`);
  return options;

  function fail(message) {
    console.error(`soak: ${message}\n${USAGE}`);
    process.exit(2);
  }
}

/** Newest modification time (ms) of a file or of any file under a folder. */
function newest(file) {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(file).reduce((most, name) => Math.max(most, newest(path.join(file, name))), 0);
}

/** Builds the app unless dist/ is newer than everything it is built from. */
function buildIfNeeded() {
  const built = newest(path.join(ROOT, 'dist/index.html'));
  const sources = ['src', 'public', 'assets', 'index.html', 'vite.config.ts', 'package-lock.json'];
  if (built > Math.max(...sources.map((name) => newest(path.join(ROOT, name))))) return;
  console.log('soak: building the app (dist/ is missing or older than the sources)');
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the build failed');
}

/** A TCP port on 127.0.0.1 that nothing listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts `vite preview` on `port`; resolves to the server process once it answers. */
async function startPreview(port) {
  const server = spawn(
    path.join(ROOT, 'node_modules/.bin/vite'),
    ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  server.stderr.on('data', (chunk) => (stderr += chunk));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error(`vite preview did not start on port ${port}: ${stderr.trim() || 'no answer'}`);
}

/** Starts a computer-vs-computer game (level 1 each, fast) from the game page's new-game dialog. */
async function startDemoGame(page) {
  await page.locator('.game-controls').getByRole('button', { name: 'New game' }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('radio', { name: 'Computer vs computer', exact: true })
    .check({ force: true });
  await dialog.getByLabel('White: level').selectOption('1');
  await dialog.getByLabel('Black: level').selectOption('1');
  await dialog.getByRole('radio', { name: 'Fast', exact: true }).check({ force: true });
  await dialog.getByRole('button', { name: 'Start' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Goes to `search` within the page, as the Back and Forward buttons do (no reload). */
const goInPage = (page, search) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to === '' ? window.location.pathname : to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, search);

/**
 * Tours the app's pages (TOUR) in the page and comes back to `home` (the soak's own address).
 * Resolves to the stops that did not draw in time (their addresses), which count as misses.
 */
async function tour(page, home) {
  const missed = [];
  for (const stop of [
    ...TOUR,
    { search: home, ready: home.includes('present') ? '.present-stage' : '#root > *' },
  ]) {
    await goInPage(page, stop.search);
    try {
      await page.locator(stop.ready).first().waitFor({ timeout: 30_000 });
    } catch {
      missed.push(stop.search || '/');
    }
    await new Promise((resolve) => setTimeout(resolve, TOUR_DWELL_MS));
  }
  return missed;
}

/**
 * What the page shows now: the moves of its game (sub-moves in Parallel worlds chess), the 3D
 * view's frame counter and draw calls, presenter mode's slide.
 */
const pageState = (page) =>
  page.evaluate(() => {
    const view = document.querySelector('.view3d');
    const present = window.__test?.present?.() ?? null;
    const moves = window.__test?.record
      ? window.__test
          .record()
          .replace(/^\[.*$/gm, '')
          .split(/\s+/)
          .filter((word) => word !== '' && !/^(\d+\.+|end|\*|1-0|0-1|1\/2-1\/2)$/.test(word)).length
      : null;
    return {
      moves,
      frames: view ? Number(view.dataset.frames ?? 0) : null,
      drawCalls: window.__test?.drawCalls?.() ?? null,
      slide: present ? `slide ${present.slide} of ${present.slides} (${present.kind})` : null,
    };
  });

/** The least-squares slope of y over x. */
function slope(points) {
  const n = points.length;
  const mx = points.reduce((sum, p) => sum + p.x, 0) / n;
  const my = points.reduce((sum, p) => sum + p.y, 0) / n;
  const sxx = points.reduce((sum, p) => sum + (p.x - mx) ** 2, 0);
  const sxy = points.reduce((sum, p) => sum + (p.x - mx) * (p.y - my), 0);
  return sxx === 0 ? 0 : sxy / sxx;
}

/** Judges the heap samples (MB, at minutes): { ok, text } by the criterion in the header. */
export function judgeHeap(samples, minutes, { maxSlope, margin }) {
  const warmUpEnd = minutes / 3;
  const warmUp = samples.filter((s) => s.minute <= warmUpEnd);
  const after = samples.filter((s) => s.minute > warmUpEnd);
  if (after.length < 3 || warmUp.length === 0) {
    return { ok: true, text: `not judged: ${after.length} sample(s) after warm-up, 3 needed` };
  }
  const perHour = slope(after.map((s) => ({ x: s.minute / 60, y: s.heap })));
  const warmUpMax = Math.max(...warmUp.map((s) => s.heap));
  const last = after.at(-1).heap;
  const climbing = perHour > maxSlope;
  const above = last > warmUpMax + margin;
  const text =
    `slope after warm-up ${perHour.toFixed(1)} MB/h (limit ${maxSlope}), last ${last.toFixed(1)} MB ` +
    `vs warm-up max ${warmUpMax.toFixed(1)} MB (margin ${margin})`;
  return { ok: !(climbing && above), text };
}

async function main() {
  const options = readOptions();
  buildIfNeeded();
  const port = await freePort();
  const server = await startPreview(port);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const stop = async () => {
    await browser.close().catch(() => undefined);
    server.kill();
  };
  // Interrupted or killed, it takes its browser and its server with it.
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));
  process.once('SIGTERM', () => void stop().then(() => process.exit(143)));
  try {
    return await soak(browser, `http://127.0.0.1:${port}${options.url}`, options);
  } finally {
    await stop();
  }
}

async function soak(browser, url, options) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    locale: 'en-US',
  });
  const page = await context.newPage();
  const pageErrors = [];
  const consoleErrors = [];
  page.on('pageerror', (error) => {
    pageErrors.push(error.message);
    console.log(`  page error: ${error.message}`);
  });
  page.on('crash', () => {
    pageErrors.push('the page crashed');
    console.log('  page error: the page crashed');
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    consoleErrors.push(message.text());
    if (consoleErrors.length <= 5) console.log(`  console error: ${message.text()}`);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');

  console.log(
    `soak: ${url} for ${options.minutes} min, a sample every ${options.sample} s (Chromium, software WebGL)`,
  );
  await page.goto(url);
  await page.locator('#root > *').first().waitFor({ timeout: 60_000 });
  const isGamePage = new URL(url).searchParams.has('game');
  let games = 0;
  if (isGamePage) {
    await page.waitForFunction(() => typeof window.__test?.fen === 'function', null, {
      timeout: 60_000,
    });
    await startDemoGame(page);
    games = 1;
  }
  /** On a game page, a new computer-vs-computer game whenever one ends or is GAME_MOVES long. */
  const drive = async () => {
    if (!isGamePage) return;
    const over = (await page.locator('[data-testid="game-over"]').count()) > 0;
    if (!over && (await pageState(page)).moves < GAME_MOVES) return;
    await startDemoGame(page);
    games += 1;
  };

  let tours = 0;
  const tourMisses = [];
  const home = new URL(url).search;
  /** One tour of the app, counted; a game page gets a new demo game on its return. */
  const runTour = async () => {
    const misses = await tour(page, home).catch((error) => [`the tour: ${error.message}`]);
    tours += 1;
    tourMisses.push(...misses);
    if (misses.length > 0) console.log(`  tour ${tours}: not drawn in time: ${misses.join(', ')}`);
    if (isGamePage) {
      await startDemoGame(page).catch((error) => console.log(`  driver: ${error.message}`));
      games += 1;
    }
  };
  // The first tour comes before the clock starts, so that every lazy chunk of the app is
  // loaded before the first sample and is not taken for growth after warm-up.
  if (options.tour > 0) await runTour();

  const samples = [];
  let missed = 0;
  let framesSeen = 0;
  let framesTotal = 0;
  const started = Date.now();
  const end = started + options.minutes * 60_000;
  for (let next = started; ; next += options.sample * 1000) {
    while (Date.now() < next) {
      if (next - Date.now() > 2000) {
        await drive().catch((error) => console.log(`  driver: ${error.message}`));
      }
      const left = next - Date.now();
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(2000, left)));
    }
    try {
      await cdp.send('HeapProfiler.collectGarbage');
      const heap = await cdp.send('Runtime.getHeapUsage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      const metric = (name) => metrics.find((m) => m.name === name)?.value ?? 0;
      const state = await pageState(page);
      if (state.frames !== null) {
        // the counter restarts when a 3D view is mounted again
        framesTotal += state.frames >= framesSeen ? state.frames - framesSeen : state.frames;
        framesSeen = state.frames;
      }
      const sample = {
        minute: (Date.now() - started) / 60_000,
        heap: heap.usedSize / MB,
        total: heap.totalSize / MB,
        nodes: metric('Nodes'),
        listeners: metric('JSEventListeners'),
        frames: framesTotal,
        drawCalls: state.drawCalls,
      };
      samples.push(sample);
      console.log(
        [
          `  ${clock(sample.minute)}`,
          `heap ${sample.heap.toFixed(2).padStart(6)} MB (of ${sample.total.toFixed(1)})`,
          `nodes ${String(sample.nodes).padStart(5)}`,
          `listeners ${String(sample.listeners).padStart(4)}`,
          `3D frames ${String(sample.frames).padStart(6)}`,
          `draw calls ${sample.drawCalls ?? '-'}`,
          `page errors ${pageErrors.length}`,
          `console errors ${consoleErrors.length}`,
          ...(isGamePage ? [`games ${games}`, `moves ${state.moves ?? '-'}`] : []),
          ...(state.slide ? [state.slide] : []),
        ].join('  '),
      );
    } catch (error) {
      missed += 1;
      console.log(`  ${clock((Date.now() - started) / 60_000)}  no sample: ${error.message}`);
    }
    if (next + options.sample * 1000 > end + 500) break;
    if (options.tour > 0 && samples.length % options.tour === 0) {
      await runTour();
      // the next sample comes a whole interval after the tour, at the soak's own address
      next = Math.max(next, Date.now());
    }
  }

  const heaps = samples.map((s) => s.heap);
  const verdict = judgeHeap(samples, options.minutes, options);
  const checks = [
    [`no page error (${pageErrors.length})`, pageErrors.length === 0],
    [`every sample taken (${samples.length} of ${samples.length + missed})`, missed === 0],
    ...(options.tour > 0
      ? [
          [
            `every tour stop drawn (${tours} tour(s), ${tourMisses.length} miss(es))`,
            tourMisses.length === 0,
          ],
        ]
      : []),
    [`heap flat after warm-up: ${verdict.text}`, verdict.ok],
  ];
  console.log(
    `soak summary: ${samples.length} samples over ${clock(samples.at(-1)?.minute ?? 0)}; heap ` +
      (heaps.length > 0
        ? `first ${heaps[0].toFixed(2)} MB, min ${Math.min(...heaps).toFixed(2)}, max ${Math.max(...heaps).toFixed(2)}, last ${heaps.at(-1).toFixed(2)}`
        : 'not sampled') +
      `; ${consoleErrors.length} console error(s)` +
      (isGamePage ? `; ${games} computer-vs-computer game(s)` : ''),
  );
  for (const [name, ok] of checks) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}`);
  const passed = checks.filter(([, ok]) => ok).length;
  console.log(`soak: ${passed} passed, ${checks.length - passed} failed`);
  return passed === checks.length ? 0 : 1;
}

/** Minutes as m:ss. */
function clock(minutes) {
  const seconds = Math.round(minutes * 60);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => (process.exitCode = code),
    (error) => {
      console.error(`soak: ${error.message}`);
      console.log('soak: 0 passed, 1 failed');
      process.exitCode = 1;
    },
  );
}
