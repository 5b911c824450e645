/**
 * The engine of another commit, built from git for a same-run comparison with this tree's: `git
 * archive <rev> src tsconfig.json` into a temporary folder, then esbuild bundles there an entry
 * exporting that commit's search, table, `chooseMove` and FEN reader. No copy of an old engine
 * lives in the tree.
 *
 * Each build runs in a worker thread of its own, called synchronously (the caller blocks on
 * `Atomics.wait` until the worker answers): two engines in one V8 isolate slow each other down
 * unevenly (their optimized code is thrown away and made again as the other's objects come and
 * go), which showed as searches of this tree that ran at half speed in some rounds and never
 * alone. The old engine runs on positions its own rules core read, so the callers pass FENs.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MessageChannel, Worker, receiveMessageOnPort } from 'node:worker_threads';
import type * as Esbuild from 'esbuild';

/** Today's search when the speed work began: main's head on 2026-12-02. */
export const REFERENCE_REV = '7e5bfd1680a37ab217a8d6cc028d25f2788a1cc0';

/** What the benchmarks use of an engine build (this tree's or a reference's). */
export interface EngineBuild {
  readonly label: string;
  /**
   * One search of `nodes` nodes from `fen` with a fresh table and level 8's settings: the nodes
   * counted and the milliseconds of the search alone. Reading the FEN, making the searcher and
   * the first touch of the table's memory come before the clock starts (on this machine a page
   * touched for the first time costs about 10 µs, so a fresh table of a few MB would add 10–20
   * ms of the kernel's work to a search of 100 000 nodes, the same in any search), and so does a
   * full garbage collection (the garbage of the searches before, whose collection in the
   * background slowed some searches of this tree to a third of their speed).
   */
  search(gameId: string, fen: string, nodes: number): { nodes: number; ms: number };
  /** `chooseMove` from `fen` (`table`: one of `newTable`'s; `history`: FENs). */
  choose(gameId: string, fen: string, options: Record<string, unknown>): { moves: number[] };
  /** A new table in the build's worker, named by a number. */
  newTable(): number;
  /** Ends the worker. */
  close(): void;
}

const ENTRY = `export { Searcher } from './src/engine/search.ts';
export { TranspositionTable, chooseMove } from './src/engine/index.ts';
export { GAMES, parseFen, workingCopy } from './src/rules/index.ts';
`;

/**
 * The worker: imports the bundle, then answers each request on its port and wakes the caller.
 * CommonJS, evaluated as text (`eval: true`), so that no file of it is needed.
 */
const WORKER = `
const { workerData } = require('node:worker_threads');
require('node:v8').setFlagsFromString('--expose-gc');
const collectGarbage = require('node:vm').runInNewContext('gc');
const { port, signal: buffer } = workerData;
const signal = new Int32Array(buffer);
const wake = () => { Atomics.store(signal, 0, 1); Atomics.notify(signal, 0); };
import(workerData.bundle).then((engine) => {
  const tables = new Map();
  const read = (gameId, fen) => {
    const game = engine.GAMES.find((g) => g.id === gameId);
    const parsed = engine.parseFen(game, fen);
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.value;
  };
  const handlers = {
    search({ gameId, fen, nodes }) {
      const limits = { nodes, timeMs: Infinity, minDepth: 1, maxDepth: 60, blindSpots: false,
        quiescence: 8, random: () => 0.5 };
      const table = new engine.TranspositionTable();
      for (const field of Object.values(table))
        if (ArrayBuffer.isView(field)) new Uint8Array(field.buffer).fill(0);
      const searcher = new engine.Searcher(engine.workingCopy(read(gameId, fen)), table, limits);
      collectGarbage(); // the last search's garbage, not collected during this one
      const start = performance.now();
      const counted = searcher.run().nodes;
      return { nodes: counted, ms: performance.now() - start };
    },
    choose({ gameId, fen, options }) {
      const answer = engine.chooseMove(read(gameId, fen), {
        ...options,
        table: tables.get(options.table),
        history: options.history.map((past) => read(gameId, past)),
      });
      return { moves: answer.moves };
    },
    newTable() {
      const id = tables.size + 1;
      tables.set(id, new engine.TranspositionTable());
      return id;
    },
  };
  port.on('message', ({ kind, ...request }) => {
    try {
      port.postMessage({ value: handlers[kind](request) });
    } catch (error) {
      port.postMessage({ error: String(error && error.stack ? error.stack : error) });
    }
    wake();
  });
  wake();
}, (error) => { port.postMessage({ error: String(error) }); wake(); });
`;

/** A build's bundle running in a worker of its own, called synchronously. */
function inWorker(label: string, bundle: string): EngineBuild {
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { bundle: pathToFileURL(bundle).href, port: port2, signal: signal.buffer },
    transferList: [port2],
  });
  const wait = (): unknown => {
    Atomics.wait(signal, 0, 0);
    Atomics.store(signal, 0, 0);
    const reply = receiveMessageOnPort(port1)?.message as
      { value?: unknown; error?: string } | undefined;
    if (reply?.error) throw new Error(`${label}: ${reply.error}`);
    return reply?.value;
  };
  wait(); // the bundle is loaded
  const call = (kind: string, request: Record<string, unknown> = {}): unknown => {
    port1.postMessage({ kind, ...request });
    return wait();
  };
  return {
    label,
    search: (gameId, fen, nodes) =>
      call('search', { gameId, fen, nodes }) as { nodes: number; ms: number },
    choose: (gameId, fen, options) =>
      call('choose', { gameId, fen, options }) as { moves: number[] },
    newTable: () => call('newTable') as number,
    close: () => void worker.terminate(),
  };
}

/** Bundles `entryText` (written in `dir`) into `dir/engine.mjs`; returns its path. */
async function bundle(dir: string, entryText: string): Promise<string> {
  const entry = join(dir, 'entry.ts');
  writeFileSync(entry, entryText);
  const outfile = join(dir, 'engine.mjs');
  // Imported at run time, not bundled into the benchmark (esbuild cannot be bundled).
  const bundler = 'esbuild';
  const { build } = (await import(bundler)) as typeof Esbuild;
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}

/** The engine of `rev`, built from git (the folder is removed once the worker loaded it). */
export async function referenceBuild(rev: string): Promise<EngineBuild> {
  const dir = mkdtempSync(join(tmpdir(), 'pw-reference-'));
  try {
    const archive = execFileSync('git', ['archive', rev, 'src', 'tsconfig.json'], {
      maxBuffer: 1 << 28,
    });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
    return inWorker(`${rev.slice(0, 7)} (reference)`, await bundle(dir, ENTRY));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** This tree's engine, built the same way (same bundler, same options) for a fair comparison. */
export async function currentBuild(root: string): Promise<EngineBuild> {
  const dir = mkdtempSync(join(tmpdir(), 'pw-current-'));
  try {
    const entryText = ENTRY.replaceAll("'./src/", `'${join(root, 'src')}/`);
    return inWorker('this tree', await bundle(dir, entryText));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
