// knip (`npm run lint`): dead code out and kept out. It follows the imports from the app's, the
// command lines' and the tests' entries and fails on a file nothing reaches, an export nothing
// imports, a dependency nothing uses or one used but not listed in package.json.
// test/unit/lint-rules.test.ts proves it on test/fixtures/lint/unused, an export nobody imports.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // the command lines, bundled by esbuild (src/cli/bundle.mjs), and the benchmarks it runs
    'src/cli/{rules,engine,match,puzzles}.ts',
    'src/cli/bin/*.mjs',
    // the game server and its load test (bundled the same way, run on Node 24)
    'src/server/main.ts',
    'src/server/loadtest.ts',
    'test/bench/*.ts',
    // the browser tests (Playwright Test); its knip plugin is off because the config refuses to
    // load without a build (dist/)
    'test/browser/*.spec.ts',
    'playwright.config.ts',
    // the names of the failed tests, run by the test command (test/run-all.sh)
    'test/failures.mjs',
    'assets/icons/render.mjs',
    // the service worker's push handler, imported by the generated worker (vite.config.ts)
    'public/push-sw.js',
  ],
  project: ['**/*.{js,mjs,ts,tsx}'],
  // the lint rules' fixtures are dead code and cycles on purpose
  ignore: ['test/fixtures/**'],
  playwright: false,
  vitest: { config: ['vite.config.ts', 'vitest.deep.config.ts', 'vitest.server.config.ts'] },
  // A type or interface exported and used in its own module names a part of that module's API
  // (the members of an exported union, a parameter's shape): it may stay exported.
  ignoreExportsUsedInFile: { interface: true, type: true },
  // a system program, not a package: the server tests run PostgreSQL as its own user through it
  // (test/server/support/postgres.ts)
  ignoreBinaries: ['su'],
};

export default config;
