// ESLint flat config: recommended JS and TypeScript rules, the rules of hooks, type-only imports
// marked as such, and the layering of docs/architecture.md fenced for every layer (LAYER_IMPORTS);
// the rules core and the engine may also import nothing of the UI stack; views and panels no
// square decoders; views no store at all: not the game store (their board port instead), not the
// settings store (the page reads it and passes what the view needs).
// test/unit/lint-fences.test.ts proves that a fence holds. Import cycles are dependency-cruiser's
// to find (.dependency-cruiser.mjs), type-only edges included, which import-x/no-cycle skips;
// dead code is knip's (knip.config.ts). `npm run lint` runs all three.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Which layers of src/ each layer may import (docs/architecture.md: rules <- game <- view2d /
 * view3d <- ui;
 * the authored content (src/content: the tree of turns with comments, glyphs and shapes, its
 * JSON format, studies) only the rules, so the game server validates a study as the app reads it;
 * the engine, a Web Worker, only the rules; the puzzles (src/puzzles: format, proof, generator) the
 * rules and the engine; the command line the rules, the engine and the puzzles; the online
 * protocol, src/protocol, only the rules; the game server, src/server, the rules, the protocol
 * and the puzzles' format and judge, never their generator: SERVER_PUZZLE_ZONE). The game layer is the engine's client (game/engineClient.ts speaks its protocol to
 * the worker) and the game server's (game/online speaks src/protocol to the rooms), so it may
 * import both; the engine never imports the game, and nothing but the server imports the server.
 * Anything else in src/ is fenced off; src/main.tsx, the entry, may import every layer.
 */
export const LAYER_IMPORTS = {
  rules: [],
  content: ['rules'],
  game: ['rules', 'content', 'engine', 'protocol'],
  view2d: ['rules', 'content', 'game'],
  view3d: ['rules', 'content', 'game'],
  ui: ['rules', 'content', 'game', 'view2d', 'view3d', 'engine', 'protocol', 'puzzles'],
  engine: ['rules'],
  cli: ['rules', 'engine', 'puzzles'],
  puzzles: ['rules', 'engine'],
  protocol: ['rules'],
  server: ['rules', 'content', 'protocol', 'puzzles'],
};

const layerZones = Object.entries(LAYER_IMPORTS).map(([layer, allowed]) => ({
  target: `./src/${layer}`,
  from: [
    ...Object.keys(LAYER_IMPORTS)
      .filter((l) => l !== layer && !allowed.includes(l))
      .map((l) => `./src/${l}`),
    './src/main.tsx',
  ],
  message: `src/${layer} may import only ${allowed.length ? allowed.map((l) => `src/${l}`).join(', ') : 'itself'} (docs/architecture.md layers).`,
}));

/**
 * No view reads or writes a store: the views read the game through their board port
 * (src/game/boardPort.ts), never the game store; the store, its board port's adapter and the
 * panels' store hooks are the pages', and so is the player's settings store (game/settings.ts),
 * whose values the page passes down as props (docs/architecture.md).
 */
const STORE_MODULES = [
  'store.ts',
  'storeBoardPort.ts',
  'useBoardView.ts',
  'useShapes.ts',
  'settings.ts',
];
const storeZones = ['view2d', 'view3d'].map((view) => ({
  target: `./src/${view}`,
  from: STORE_MODULES.map((module) => `./src/game/${module}`),
  message: `src/${view} imports no store: the game through its board port (src/game/boardPort.ts), settings as props from the page.`,
}));

/**
 * Of src/puzzles the server reads the format and its validator (puzzle.ts, the catalog it loads
 * at start) and the judge (judge.ts, a claimed solution checked), which import the rules core
 * only; never the generator (generate.ts) or anything else there, which would bring the engine
 * into the server.
 */
const SERVER_PUZZLE_ZONE = {
  target: './src/server',
  from: './src/puzzles',
  except: ['./puzzle.ts', './judge.ts'],
  message: 'src/server may import only src/puzzles/puzzle.ts and judge.ts (never the generator).',
};

const UI_LIBRARIES = {
  paths: [
    { name: 'react', message: 'Pure code: no React.' },
    { name: 'react-dom', message: 'Pure code: no React.' },
    { name: 'three', message: 'Pure code: no three.js.' },
    { name: 'zustand', message: 'Pure code: no store.' },
  ],
  patterns: [
    {
      group: ['react/*', 'react-dom/*', 'three/*', '@react-three/*', 'zustand/*'],
      message: 'Pure code: no UI libraries.',
    },
  ],
};

/**
 * The rules core's square decoders and encoders: views and panels read squares already decoded
 * (`SquareView` in the view model, src/game/squares.ts), never the 0x88 index.
 */
const SQUARE_DECODERS = {
  patterns: [
    {
      group: ['**/rules', '**/rules/*'],
      importNames: ['fileOf', 'rankOf', 'levelOf', 'squareAt', 'squareName', 'parseSquare'],
      message: 'Views read decoded squares from the view model (src/game/squares.ts).',
    },
  ],
};

export default defineConfig(
  { ignores: ['dist/**', 'node_modules/**', 'reports/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    plugins: { 'import-x': importX },
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      // import-x must parse TypeScript dependencies to resolve the fenced imports; the node
      // resolver (built into import-x) finds extensionless imports as the bundler does.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones, ...storeZones, SERVER_PUZZLE_ZONE] },
      ],
    },
  },
  {
    // React's own rules of hooks and effect dependencies. Not the plugin's React Compiler rules
    // (its `recommended` set): the app does not use the compiler, and they forbid what
    // docs/architecture.md
    // asks of the 3D scene (per-frame state in refs, mutated in useFrame, read during render).
    // (test helpers named use… that are not hooks, such as useRulesCli, live in .ts test files)
    files: ['src/**/*.{ts,tsx}', 'test/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/view2d/**', 'src/view3d/**', 'src/ui/**'],
    rules: { 'no-restricted-imports': ['error', SQUARE_DECODERS] },
  },
  {
    // The rules core, the engine (a Web Worker) and the protocol (the server's too) are pure: no
    // UI stack.
    files: ['src/rules/**', 'src/engine/**', 'src/protocol/**'],
    rules: { 'no-restricted-imports': ['error', UI_LIBRARIES] },
  },
);
