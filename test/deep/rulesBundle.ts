/**
 * The deep tier's global setup: bundles the rules core (src/rules/index.ts) with esbuild into
 * node_modules/.cache/deep/rules.mjs before any deep test loads, atomically as the command lines'
 * bundles are (src/cli/bundle.mjs: a temporary file, then a rename), so that two deep runs at once
 * never load half a file. Vitest runs files under node_modules natively instead of through its
 * module transform, and there the core's perft runs about three times faster than on the
 * transformed sources the unit tier uses.
 */
import { join } from 'node:path';
import { buildBundle } from '../../src/cli/bundle.mjs';

export const RULES_BUNDLE = join(import.meta.dirname, '../../node_modules/.cache/deep/rules.mjs');

/** Vitest global setup: writes the bundle. */
export default async function bundleRules(): Promise<void> {
  await buildBundle('src/rules/index.ts', RULES_BUNDLE, { platform: 'neutral', target: 'es2022' });
}
