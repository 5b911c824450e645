// dependency-cruiser (`npm run lint`): no import cycle of any kind in the project's code. It reads
// TypeScript before compilation (`tsPreCompilationDeps`), so an `import type` edge counts as much
// as a value import or an `import()`: ESLint's import-x/no-cycle skips type-only edges and
// cannot see such a cycle. test/unit/lint-rules.test.ts proves the check on
// test/fixtures/lint/cycle, a cycle closed only by a type import.
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import cycle (type-only imports included): move what both modules need to the one ' +
        'where it belongs (docs/architecture.md).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^test/fixtures/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
