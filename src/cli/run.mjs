/**
 * `node src/cli/run.mjs <entry> [args…]`: runs the bundle of any entry (a path from the project's
 * root, such as test/bench/bench.ts) with the arguments that follow it, building the bundle first
 * when it is missing or older than its sources (see bundle.mjs). The benchmarks' npm scripts.
 */
import { runBundle } from './bundle.mjs';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  process.stderr.write('usage: node src/cli/run.mjs <entry.ts> [args…]\n');
  process.exitCode = 2;
} else await runBundle(entry, args);
