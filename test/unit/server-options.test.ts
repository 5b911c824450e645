/**
 * The game server's command line (src/server/serverOptions.ts): the database's place (`--data`,
 * DATABASE_URL), the `backup FILE` / `restore FILE` commands, and what is refused.
 */
import { describe, expect, it } from 'vitest';
import { readOptions, type ServerOptions } from '../../src/server/serverOptions';

const read = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  readOptions(args, env) as ServerOptions;

describe('the server options', () => {
  it('serve by default, the embedded database under ./data, or --data, or DATABASE_URL', () => {
    expect(read([])).toMatchObject({ command: 'serve', dataDir: 'data', databaseUrl: undefined });
    expect(read(['--data', '/srv/pw', '--port', '5000'])).toMatchObject({
      dataDir: '/srv/pw',
      port: 5000,
    });
    const url = 'postgres://pw@127.0.0.1:5432/pw';
    expect(read([], { DATABASE_URL: url, REDIS_URL: 'redis://r' })).toMatchObject({
      databaseUrl: url,
      redisUrl: 'redis://r',
    });
  });

  it('the shipped puzzles from ./assets/puzzles, or --puzzles', () => {
    expect(read([])).toMatchObject({ puzzlesDir: 'assets/puzzles' });
    expect(read(['--puzzles', '/srv/puzzles'])).toMatchObject({ puzzlesDir: '/srv/puzzles' });
  });

  it('backup FILE and restore FILE, with their --data', () => {
    expect(read(['backup', 'b.sqlite', '--data', 'd'])).toMatchObject({
      command: 'backup',
      file: 'b.sqlite',
      dataDir: 'd',
    });
    expect(read(['restore', 'b.sqlite'])).toMatchObject({ command: 'restore', file: 'b.sqlite' });
  });

  it('refuses a command without its file and a DATABASE_URL that is not PostgreSQL', () => {
    expect(readOptions(['backup'], {})).toBe('error: backup needs a FILE');
    expect(readOptions(['restore', '--data', 'd'], {})).toBe('error: restore needs a FILE');
    expect(readOptions([], { DATABASE_URL: 'mysql://x' })).toBe(
      'error: DATABASE_URL must be a postgres:// URL',
    );
    expect(readOptions(['--data'], {})).toBe('error: --data needs a value');
  });
});
