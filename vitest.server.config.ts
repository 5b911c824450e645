// The game server's suite (`npm run test:server`, issue 26): test/server starts redis-server and
// game-server processes on free loopback ports (Node 24) and plays against them as a client from
// this process. One file at a time (each starts its own processes; the machine has 2 cores).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/server/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // As the browser tests (playwright.config.ts): a test fails only if it fails twice. These
    // tests time real processes (Redis, PostgreSQL, game servers) on the two cores they share;
    // a test passed on its retry is marked so by the default reporter.
    retry: 1,
  },
});
