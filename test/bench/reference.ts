/**
 * The engine of another commit, built from git for a same-run comparison with this tree's: `git
 * archive <rev> src tsconfig.json` into a temporary folder, then esbuild bundles there an entry exporting that
 * commit's search, table, `chooseMove` and FEN reader. The old engine runs on positions its own
 * rules core read (it must not be handed this tree's `Position`, whose fields may differ), so the
 * callers pass FENs. No copy of an old engine lives in the tree.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Esbuild from 'esbuild';

/** Today's search when the speed work began: main's head on 2026-12-02. */
export const REFERENCE_REV = '7e5bfd1680a37ab217a8d6cc028d25f2788a1cc0';

/** What the benchmarks use of an engine build (this tree's or a reference's). */
export interface EngineBuild {
  readonly label: string;
  /** Runs one search of `nodes` nodes from `fen` with a fresh table; returns the nodes counted. */
  search(gameId: string, fen: string, nodes: number): number;
  /** `chooseMove` from `fen` (`table`: one of `newTable`'s; `history`: FENs). */
  choose(gameId: string, fen: string, options: Record<string, unknown>): { moves: number[] };
  newTable(): unknown;
}

/** The module shape both builds export (see ENTRY). */
interface EngineModule {
  GAMES: ReadonlyArray<{ id: string }>;
  parseFen(game: unknown, fen: string): { ok: true; value: unknown } | { ok: false; error: string };
  workingCopy(pos: unknown): unknown;
  Searcher: new (
    pos: unknown,
    tt: unknown,
    limits: Record<string, unknown>,
  ) => { run(): { nodes: number } };
  TranspositionTable: new () => unknown;
  chooseMove(pos: unknown, options: Record<string, unknown>): { moves: number[] };
}

const ENTRY = `export { Searcher } from './src/engine/search.ts';
export { TranspositionTable, chooseMove } from './src/engine/index.ts';
export { GAMES, parseFen, workingCopy } from './src/rules/index.ts';
`;

/** Wraps an engine module as an `EngineBuild`. */
function wrap(label: string, engine: EngineModule): EngineBuild {
  const read = (gameId: string, fen: string): unknown => {
    const game = engine.GAMES.find((g) => g.id === gameId);
    const parsed = engine.parseFen(game, fen);
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.value;
  };
  return {
    label,
    search(gameId, fen, nodes) {
      const pos = engine.workingCopy(read(gameId, fen));
      const limits = {
        nodes,
        timeMs: Infinity,
        minDepth: 1,
        maxDepth: 60,
        blindSpots: false,
        quiescence: 8,
        random: () => 0.5,
      };
      return new engine.Searcher(pos, new engine.TranspositionTable(), limits).run().nodes;
    },
    choose: (gameId, fen, options) =>
      engine.chooseMove(read(gameId, fen), {
        ...options,
        history: ((options.history ?? []) as string[]).map((past) => read(gameId, past)),
      }),
    newTable: () => new engine.TranspositionTable(),
  };
}

/** Bundles `entryText` (written in `dir`) and imports it. */
async function load(dir: string, entryText: string): Promise<EngineModule> {
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
  return (await import(pathToFileURL(outfile).href)) as EngineModule;
}

/** The engine of `rev`, built from git (the folder is removed once it is loaded). */
export async function referenceBuild(rev: string): Promise<EngineBuild> {
  const dir = mkdtempSync(join(tmpdir(), 'pw-reference-'));
  try {
    const archive = execFileSync('git', ['archive', rev, 'src', 'tsconfig.json'], {
      maxBuffer: 1 << 28,
    });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
    return wrap(`${rev.slice(0, 7)} (reference)`, await load(dir, ENTRY));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** This tree's engine, built the same way (same bundler, same options) for a fair comparison. */
export async function currentBuild(root: string): Promise<EngineBuild> {
  const dir = mkdtempSync(join(tmpdir(), 'pw-current-'));
  try {
    const entryText = ENTRY.replaceAll("'./src/", `'${join(root, 'src')}/`);
    return wrap('this tree', await load(dir, entryText));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
