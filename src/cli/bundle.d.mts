// Types of what src/cli/bundle.mjs exports (the command lines' bundles), for the tests and the
// deep tier's global setup.
import type { BuildOptions } from 'esbuild';

/** The command lines that installing the project builds. */
export const COMMAND_LINES: readonly string[];
/** The bundle of `entry` (a path from the root). */
export function bundleFile(entry: string): string;
/** Whether `file` is a bundle whose inputs have all stayed as they were when it was built. */
export function isFresh(file: string): boolean;
/** Bundles `entry` into `outfile` atomically; `options` replace esbuild's defaults. */
export function buildBundle(
  entry: string,
  outfile?: string,
  options?: BuildOptions,
): Promise<string>;
/** The bundle of `entry`, built first when it is missing or stale. */
export function freshBundle(entry: string): Promise<string>;
/** Runs the bundle of `entry` with `args` as its command-line arguments. */
export function runBundle(entry: string, args?: readonly string[]): Promise<void>;
