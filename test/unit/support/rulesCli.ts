/**
 * The command lines for tests, run for real, as `npm run --silent rules -- …` runs them: `node` on
 * the launcher src/cli/bin/<name>.mjs, which runs the bundle of node_modules/.cache/cli/ (built
 * at install, rebuilt when older than its sources; src/cli/bundle.mjs). Each test file makes sure
 * the bundle is fresh once, before its tests, so that no test's own time includes a build.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll } from 'vitest';
import { freshBundle } from '../../../src/cli/bundle.mjs';

export const ROOT = join(import.meta.dirname, '../../..');

/** The command lines of src/cli, each with its launcher src/cli/bin/<name>.mjs. */
export type CliName = 'rules' | 'engine' | 'match' | 'puzzles';

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
  lines: string[]; // non-empty lines of standard output
}

/** The launcher of a command line, from the project's root. */
export const launcher = (name: CliName): string => `src/cli/bin/${name}.mjs`;

/** Registers the bundling hook of the current test file; returns the way to run the rules CLI. */
export function useRulesCli(): (...args: string[]) => CliRun {
  return useCli('rules');
}

/** The same for any command line of `src/cli` (the engine's `engine` and `match` too). */
export function useCli(name: CliName): (...args: string[]) => CliRun {
  beforeAll(async () => {
    await freshBundle(`src/cli/${name}.ts`);
  }, 60_000);
  return (...args) => {
    const run = spawnSync(process.execPath, [launcher(name), ...args], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    return {
      status: run.status,
      stdout: run.stdout,
      stderr: run.stderr,
      lines: run.stdout.split('\n').filter((line) => line !== ''),
    };
  };
}
