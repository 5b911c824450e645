// ESLint flat config: recommended JS and TypeScript rules, import cycles forbidden, type-only
// imports marked as such, and the layering of DESIGN.md enforced for the rules core, which may
// import nothing of the UI stack and none of the layers above it.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
      // import-x must parse TypeScript dependencies to follow cycles through them; the node
      // resolver (built into import-x) finds extensionless imports as the bundler does.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/rules/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'The rules core is pure: no React.' },
            { name: 'react-dom', message: 'The rules core is pure: no React.' },
            { name: 'three', message: 'The rules core is pure: no three.js.' },
            { name: 'zustand', message: 'The rules core is pure: no store.' },
          ],
          patterns: [
            {
              group: ['react/*', 'react-dom/*', 'three/*', '@react-three/*', 'zustand/*'],
              message: 'The rules core is pure: no UI libraries.',
            },
            {
              regex: '(^|/)\\.\\./(.*/)?(game|view3d|view2d|ui)(/|$)',
              message: 'The rules core imports nothing from the layers above it (DESIGN.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // The engine runs in a Web Worker and in Node: it may import the rules core only.
    files: ['src/engine/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-dom',
                'three',
                'zustand',
                'react/*',
                'three/*',
                '@react-three/*',
              ],
              message: 'The engine imports only the rules core (DESIGN.md).',
            },
            {
              regex: '(^|/)\\.\\./(.*/)?(game|view3d|view2d|ui|cli)(/|$)',
              message: 'The engine imports only the rules core (DESIGN.md).',
            },
          ],
        },
      ],
    },
  },
);
