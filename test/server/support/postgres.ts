/**
 * A throwaway PostgreSQL for the server tests (docs/TOOLCHAIN: Debian's postgresql 15), like
 * cluster.ts's redis-server: `initdb` in a fresh folder and `pg_ctl start` on a free loopback
 * port, fsync off (a test's data need not survive the machine), run as the `postgres` user when
 * this is root (PostgreSQL refuses to run as root). `stop()` and `start()` let a test take it
 * away and bring it back with its data; `destroy()` removes it.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './cluster';

const BIN = '/usr/lib/postgresql/15/bin';
const running = new Set<string>();
process.on('exit', () => {
  for (const data of running) pgCtl(data, ['stop', '-m', 'immediate']);
});

/** Runs a PostgreSQL program, as `postgres` when this process is root. */
function asPostgres(program: string, args: readonly string[]): void {
  const command = [join(BIN, program), ...args].map((a) => `'${a.replace(/'/g, "'\\''")}'`);
  if (process.getuid?.() === 0)
    execFileSync('su', ['postgres', '-c', command.join(' ')], { stdio: 'pipe' });
  else execFileSync(join(BIN, program), args, { stdio: 'pipe' });
}

function pgCtl(data: string, args: readonly string[]): void {
  try {
    asPostgres('pg_ctl', ['-D', data, ...args]);
  } catch {
    // already stopped
  }
}

export interface Postgres {
  readonly url: string;
  /** Stops it (fast: connections are cut), keeping its data. */
  stop(): void;
  /** Starts it again on the same port. */
  start(): void;
  /** Stops it and removes its folder. */
  destroy(): void;
}

export async function startPostgres(): Promise<Postgres> {
  const dir = mkdtempSync(join(tmpdir(), 'pw-pg-'));
  if (process.getuid?.() === 0) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'])), 0);
  const data = join(dir, 'data');
  const port = await freePort();
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'pw', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => {
    asPostgres('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
    running.add(data);
  };
  const stop = () => {
    pgCtl(data, ['-m', 'fast', '-w', 'stop']);
    running.delete(data);
  };
  start();
  return {
    url: `postgres://pw@127.0.0.1:${port}/postgres`,
    stop,
    start,
    destroy: () => {
      stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
