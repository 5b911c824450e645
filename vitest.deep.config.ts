// The deep test tier (`npm run test:deep`): the heavy perft rows of test/deep, run by Vitest on an
// esbuild bundle of the rules core (built by the global setup) rather than on the sources, two
// files at a time (the rows are CPU-bound; the machine has 2 cores) and with room for the slowest.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/deep/**/*.deep.test.ts'],
    environment: 'node',
    globalSetup: ['test/deep/rulesBundle.ts'],
    maxWorkers: 2,
    testTimeout: 600_000,
  },
});
