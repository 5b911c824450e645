/**
 * The lint's own rules hold (`npm run lint`; docs/architecture.md, Layers and their fences):
 * dependency-cruiser with the project's config (.dependency-cruiser.mjs) reports an import cycle
 * closed only by an `import type` (test/fixtures/lint/cycle), which ESLint's import-x/no-cycle
 * would skip, and finds none in the real tree; knip reports an export nobody imports
 * (test/fixtures/lint/unused). Each check runs its real command line, as the lint does.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const BIN = join(ROOT, 'node_modules/.bin');

interface Run {
  code: number;
  output: string;
}

async function run(bin: string, args: readonly string[], cwd = ROOT): Promise<Run> {
  try {
    const { stdout, stderr } = await promisify(execFile)(join(BIN, bin), args, { cwd });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: (failed.stdout ?? '') + (failed.stderr ?? '') };
  }
}

/** The lint's cycle check on `paths`; the config leaves the fixtures out, so a fixture run lets them in. */
const cycles = (paths: readonly string[], fixtures = false) =>
  run('depcruise', [
    '--config',
    '.dependency-cruiser.mjs',
    ...(fixtures ? ['--exclude', '^node_modules/'] : []),
    '--output-type',
    'err',
    ...paths,
  ]);

describe('lint rules', { timeout: 30_000 }, () => {
  it('reports an import cycle closed only by a type-only import', async () => {
    const { code, output } = await cycles(['test/fixtures/lint/cycle'], true);
    expect(code).not.toBe(0);
    expect(output).toMatch(/no-circular: test\/fixtures\/lint\/cycle\/board\.ts/);
    expect(output).toMatch(/pieces\.ts/);
  });

  it('finds no import cycle in the real tree, type-only imports included', async () => {
    const { code, output } = await cycles(['src', 'test']);
    expect(output).not.toMatch(/no-circular/);
    expect(code).toBe(0);
  });

  it('reports an export that nothing imports, and only that', async () => {
    const fixture = join(ROOT, 'test/fixtures/lint/unused');
    const { code, output } = await run('knip', ['--no-progress', '--reporter', 'json'], fixture);
    expect(code).not.toBe(0);
    const report = JSON.parse(output) as {
      issues: { file: string; exports: { name: string }[]; types: { name: string }[] }[];
    };
    const found = report.issues.flatMap((issue) =>
      [...issue.exports, ...issue.types].map(({ name }) => `${issue.file}: ${name}`),
    );
    expect(found).toEqual(['src/words.ts: farewell']);
  });
});
