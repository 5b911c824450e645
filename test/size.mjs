// Build-size report: how many gzip bytes the home page loads, and how many more the 3D view
// costs when a Parallel worlds game is opened in 3D. Reads dist/ (run `vite build` first):
// "home" is every script and stylesheet index.html references plus everything those scripts
// import statically (the home page, the rules pages and the 2D games load exactly this); "3D" is
// the lazily imported View3D chunk with its stylesheet and every chunk it pulls in that the home
// page has not already loaded. Sizes are gzip level 9, as a server would send them.
// Goals: home ≤ 150 KB, 3D ≤ 300 KB. `node test/size.mjs` prints the report;
// with `--check` it also exits 1 when a goal is missed. It also lists the npm packages in the
// bundle with their licences (dist/bundled-packages.json, written by the build) and always exits 1
// when one is GPL-licensed (GPL, LGPL, AGPL: chessops and ffish are dev dependencies only, and
// the app is MIT-licensed). Output ends with one summary line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'dist');
const GOALS = { home: 150 * 1024, threeD: 300 * 1024 };
const check = process.argv.includes('--check');

if (!existsSync(path.join(DIST, 'index.html'))) {
  console.error('size: dist/index.html is missing: run `npm run build` first');
  process.exit(2);
}

const read = (file) => readFileSync(path.join(DIST, file));
const gzip = (file) => gzipSync(read(file), { level: 9 }).length;

/** Files (relative to dist/) that an HTML page references: scripts, preloads, stylesheets. */
function htmlReferences(html) {
  const files = [];
  for (const match of html.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)) files.push(match[1]);
  return files;
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

const home = closure(htmlReferences(read('index.html').toString('utf8')));
const assets = readdirSync(path.join(DIST, 'assets')).map((name) => `assets/${name}`);
const threeDEntries = assets.filter((file) => /(^|\/)View3D[-.]/.test(file));
const threeD = new Set([...closure(threeDEntries)].filter((file) => !home.has(file)));

const total = (files) => [...files].reduce((sum, file) => sum + gzip(file), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function report(title, files, goal) {
  const bytes = total(files);
  console.log(`${title}: ${kb(bytes)} gzip (goal ≤ ${kb(goal)}) ${bytes <= goal ? 'ok' : 'OVER'}`);
  for (const file of [...files].sort()) console.log(`  ${kb(gzip(file)).padStart(10)}  ${file}`);
  return bytes;
}

const homeBytes = report('home page (also rules pages and 2D games)', home, GOALS.home);
const threeDBytes =
  threeDEntries.length === 0
    ? (console.log('3D view: no View3D chunk in this build'), 0)
    : report('3D view (lazy chunk, beyond what the home page loaded)', threeD, GOALS.threeD);

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

const ok = homeBytes <= GOALS.home && threeDBytes <= GOALS.threeD;
console.log(
  `size: home ${kb(homeBytes)}, 3D ${kb(threeDBytes)} gzip — ${ok ? 'within the goals' : 'OVER a goal'}` +
    `; ${gpl.length === 0 ? 'no GPL package in the bundle' : `GPL in the bundle: ${gpl.map((p) => p.name).join(', ')}`}`,
);
if (check && !ok) process.exitCode = 1;
