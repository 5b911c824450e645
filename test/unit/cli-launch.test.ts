/**
 * How the command lines start (issue 25): each is a launcher (src/cli/bin/<name>.mjs, the
 * package's `pw-<name>` bin, what `npm run rules|engine|match` runs) over a bundle built once and
 * written atomically (src/cli/bundle.mjs). Sixteen calls started at once answer exactly as the
 * same calls one at a time, whether they find the bundles built (through `npm run --silent`, as
 * the README documents the calls) or must all build them at once into an empty folder; no
 * temporary file is left behind. A stale bundle is rebuilt. Every command refuses the options
 * it does not take, with status 2.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildBundle, bundleFile, isFresh } from '../../src/cli/bundle.mjs';
import { ROOT, launcher, useCli, type CliName, type CliRun } from './support/rulesCli';

const cli = {
  rules: useCli('rules'),
  engine: useCli('engine'),
  match: useCli('match'),
  puzzles: useCli('puzzles'),
};

const PW_DEAD_TURN = '4k3/p7/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8|4k3/8/8/8/8/8/8/4K3 w - - 0 2';
const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';

/** Sixteen calls on known positions: perft, moves and play of each game, the engine, a match. */
const CALLS: ReadonlyArray<readonly [CliName, ...string[]]> = [
  ['rules', 'perft', '--variant', 'chess', '--depth', '3'],
  ['rules', 'perft', '--variant', 'chess', '--fen', KIWIPETE, '--depth', '2', '--divide'],
  ['rules', 'perft', '--variant', 'parallel-worlds', '--depth', '1'],
  [
    'rules',
    'perft',
    '--variant',
    'parallel-worlds',
    '--fen',
    PW_DEAD_TURN,
    '--depth',
    '1',
    '--divide',
    'turns',
  ],
  ['rules', 'perft', '--variant', 'pocket-mutation', '--depth', '2', '--divide'],
  ['rules', 'perft', '--variant', 'plunder', '--depth', '2'],
  ['rules', 'moves', '--variant', 'chess', '--play', 'e2e4 e7e5'],
  ['rules', 'moves', '--variant', 'parallel-worlds', '--play', '1e2-1e4'],
  ['rules', 'moves', '--variant', 'pocket-mutation', '--play', 'e2e4'],
  ['rules', 'moves', '--variant', 'plunder'],
  ['rules', 'play', '--variant', 'chess', '--play', 'f2f3 e7e5 g2g4 d8h4'],
  ['rules', 'play', '--variant', 'parallel-worlds', '--play', '1e2-1e4 3d2-3d4'],
  ['engine', 'best', '--variant', 'chess', '--level', '2', '--nodes', '300', '--seed', '3'],
  ['engine', 'best', '--variant', 'parallel-worlds', '--level', 'greedy', '--seed', '2'],
  ['engine', 'best', '--variant', 'pocket-mutation', '--level', 'random', '--seed', '5'],
  ['match', '--variant', 'parallel-worlds', '--a', 'greedy', '--b', 'random', '--games', '2'],
];

/** Runs `command args…` without waiting; resolves when it has exited. */
function start(command: string, args: readonly string[], env = process.env): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    child.on('error', reject);
    child.on('close', (status) =>
      resolve({ status, stdout, stderr, lines: stdout.split('\n').filter(Boolean) }),
    );
  });
}

const temporaryDirs: string[] = [];
const temporaryDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'pw-cli-'));
  temporaryDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
});

describe('sixteen command-line calls at once', () => {
  // One at a time first: the answers the concurrent calls must give, byte for byte.
  const sequential = (): CliRun[] => CALLS.map(([name, ...args]) => cli[name](...args));

  it('through `npm run --silent <name> -- …`, bundles built: the same answers', async () => {
    const expected = sequential();
    for (const run of expected) {
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).not.toBe('');
    }
    const runs = await Promise.all(
      CALLS.map(([name, ...args]) => start('npm', ['run', '--silent', name, '--', ...args])),
    );
    runs.forEach((run, i) => {
      expect({ call: CALLS[i], ...run }).toEqual({ call: CALLS[i], ...expected[i] });
    });
  }, 180_000);

  it('through the launchers, all building the bundles at once into an empty folder', async () => {
    const expected = sequential();
    const cache = temporaryDir();
    const env = { ...process.env, PW_CLI_CACHE: cache };
    const runs = await Promise.all(
      CALLS.map(([name, ...args]) => start(process.execPath, [launcher(name), ...args], env)),
    );
    runs.forEach((run, i) => {
      expect({ call: CALLS[i], ...run }).toEqual({ call: CALLS[i], ...expected[i] });
    });
    // Each call built its bundle into a file of its own and renamed it: no part is left over.
    expect(readdirSync(cache).sort()).toEqual([
      'src-cli-engine.mjs',
      'src-cli-match.mjs',
      'src-cli-rules.mjs',
    ]);
  }, 180_000);
});

describe('a bundle is rebuilt when it is older than its sources', () => {
  it('is fresh after a build, stale once an input is newer, missing or unknown', async () => {
    const dir = temporaryDir();
    const file = join(dir, 'rules.mjs');
    expect(isFresh(file)).toBe(false); // missing
    await buildBundle('src/cli/rules.ts', file);
    expect(isFresh(file)).toBe(true);
    expect(bundleFile('src/cli/rules.ts')).toMatch(/[/\\]src-cli-rules\.mjs$/);
    // A source of its own (so that nothing of src/ is touched), saved a minute before the build,
    // then edited after it, then deleted.
    const source = join(dir, 'source.ts');
    writeFileSync(source, 'export const answer = 42;\n');
    const past = new Date(Date.now() - 60_000);
    utimesSync(source, past, past);
    const other = join(dir, 'other.mjs');
    await buildBundle(source, other);
    expect(isFresh(other)).toBe(true);
    const future = new Date(Date.now() + 60_000);
    utimesSync(source, future, future);
    expect(isFresh(other)).toBe(false);
    rmSync(source);
    expect(isFresh(other)).toBe(false);
    writeFileSync(other, 'console.log("no header");\n');
    expect(isFresh(other)).toBe(false);
  }, 60_000);
});

describe('every command refuses the options it does not take: status 2, one line', () => {
  it.each<[string, CliName, string[], RegExp]>([
    [
      'rules moves --depth 3',
      'rules',
      ['moves', '--variant', 'chess', '--depth', '3'],
      /'--depth' for moves/,
    ],
    [
      'rules moves --divide',
      'rules',
      ['moves', '--variant', 'chess', '--divide'],
      /'--divide' for moves/,
    ],
    [
      'rules play --divide turns',
      'rules',
      ['play', '--variant', 'chess', '--play', '', '--divide', 'turns'],
      /'--divide' for play/,
    ],
    [
      'rules play --depth 1',
      'rules',
      ['play', '--variant', 'chess', '--play', '', '--depth', '1'],
      /'--depth' for play/,
    ],
    [
      'rules perft --seed 1',
      'rules',
      ['perft', '--variant', 'chess', '--depth', '1', '--seed', '1'],
      /'--seed' \(usage: rules perft /,
    ],
    [
      'rules perft --level 2 (before the others)',
      'rules',
      ['perft', '--level', '2', '--variant', 'chess', '--depth', '1'],
      /'--level'/,
    ],
    ['rules moves, a stray word', 'rules', ['moves', '--variant', 'chess', 'e2e4'], /'e2e4'/],
    [
      'engine best --depth 3',
      'engine',
      ['best', '--variant', 'chess', '--depth', '3'],
      /'--depth'/,
    ],
    ['engine best --divide', 'engine', ['best', '--variant', 'chess', '--divide'], /'--divide'/],
    [
      'match --depth 3',
      'match',
      ['--variant', 'chess', '--a', '1', '--b', '2', '--games', '1', '--depth', '3'],
      /'--depth'/,
    ],
    [
      'match --play',
      'match',
      ['--variant', 'chess', '--play', 'e2e4', '--a', '1', '--b', '2', '--games', '1'],
      /'--play'/,
    ],
    ['puzzles list --fen', 'puzzles', ['list', '--variant', 'plunder', '--fen', 'x'], /'--fen'/],
  ])('%s', (_name, name, args, option) => {
    const run = cli[name](...args);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^error: unknown option /);
    expect(run.stderr).toMatch(option);
    expect(run.stderr.split('\n').filter(Boolean)).toHaveLength(1);
  });
});
