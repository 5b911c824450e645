/**
 * The rules command line for tests, run for real: bundled once per test file with esbuild (as
 * `npm run rules` does) into a temporary folder, then `node` on the bundle for each call.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
  lines: string[]; // non-empty lines of standard output
}

/** Registers the bundling hooks of the current test file; returns the way to run the CLI. */
export function useRulesCli(): (...args: string[]) => CliRun {
  return useCli('src/cli/rules.ts');
}

/** The same for any command line of `src/cli` (the engine's `engine` and `match` too). */
export function useCli(entry: string): (...args: string[]) => CliRun {
  let dir = '';
  let bundle = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'rules-cli-'));
    bundle = join(dir, 'cli.mjs');
    const built = spawnSync(
      'npx',
      [
        '--no-install',
        'esbuild',
        entry,
        '--bundle',
        '--platform=node',
        '--format=esm',
        '--log-level=warning',
        `--outfile=${bundle}`,
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    if (built.status !== 0) throw new Error(`esbuild failed: ${built.stderr}`);
  }, 60_000);
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return (...args) => {
    const run = spawnSync('node', [bundle, ...args], { cwd: ROOT, encoding: 'utf8' });
    return {
      status: run.status,
      stdout: run.stdout,
      stderr: run.stderr,
      lines: run.stdout.split('\n').filter((line) => line !== ''),
    };
  };
}
