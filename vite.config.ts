// Vite build and Vitest configuration in one place: the React plugin for the app, a plugin that
// lists the npm packages the bundle contains with their licences (dist/bundled-packages.json, read
// by the build-size report, which refuses GPL code in the bundle), and unit tests under test/unit
// (node environment by default; a test file opts into jsdom with a docblock).
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/** The package (`three`, `@react-three/fiber`) a bundled module id comes from, or null (ours). */
function packageRoot(id: string): string | null {
  const at = id.lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const rest = id.slice(at + '/node_modules/'.length).split('/');
  const name = rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  return `${id.slice(0, at)}/node_modules/${name}`;
}

/** Emits bundled-packages.json: every npm package in the bundle, its version and its licence. */
function bundledPackages(): Plugin {
  return {
    name: 'bundled-packages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const roots = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds ?? Object.keys(output.modules)) {
          const root = packageRoot(id.replace(/^\0/, '').split('?')[0]!);
          if (root) roots.add(root);
        }
      }
      const packages = [...roots]
        .map((root) => JSON.parse(readFileSync(`${root}/package.json`, 'utf8')))
        .map(({ name, version, license }) => ({ name, version, license: license ?? 'UNKNOWN' }))
        .sort((a, b) => (a.name < b.name ? -1 : 1));
      this.emitFile({
        type: 'asset',
        fileName: 'bundled-packages.json',
        source: `${JSON.stringify(packages, null, 2)}\n`,
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), bundledPackages()],
  build: {
    target: 'es2022',
  },
  test: {
    include: ['test/unit/**/*.test.ts', 'test/unit/**/*.test.tsx'],
    environment: 'node',
    setupFiles: ['test/unit/setup.ts'],
  },
});
