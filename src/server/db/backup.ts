/**
 * `server backup FILE` and `server restore FILE` for the embedded database. Backup: SQLite's
 * `VACUUM INTO`, a consistent copy taken while the server runs (readers and the writer go on),
 * compacted, never over an existing file. Restore: checks that FILE is a database of this
 * server (it has the games table), then puts a copy in place of the data folder's file in one
 * rename, its old write-ahead log removed first; the server must be stopped while it runs.
 *
 * PostgreSQL has its own tools, which do this better than a copy through the server could
 * (consistent, online, streaming, any size): `pg_dump -Fc "$DATABASE_URL" -f FILE` and
 * `pg_restore --clean --if-exists -d "$DATABASE_URL" FILE` (docs/online.md); the commands say
 * so when DATABASE_URL is set.
 */
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openSqliteFile, SQLITE_FILE, type DatabasePlace } from './database';

const POSTGRES_TOOLS =
  'with DATABASE_URL, use PostgreSQL\'s tools: pg_dump -Fc "$DATABASE_URL" -f FILE, ' +
  'pg_restore --clean --if-exists -d "$DATABASE_URL" FILE';

/** Copies the embedded database to `file` (which must not exist); throws why not. */
export async function backup(place: DatabasePlace, file: string): Promise<void> {
  if (place.databaseUrl) throw new Error(POSTGRES_TOOLS);
  const source = join(place.dataDir, SQLITE_FILE);
  if (!existsSync(source)) throw new Error(`no database at ${source}`);
  if (existsSync(file)) throw new Error(`${file} exists: not overwritten`);
  const database = await openSqliteFile(source);
  try {
    database.prepare('VACUUM INTO ?').run(resolve(file));
  } finally {
    database.close();
  }
}

/** Replaces the embedded database with the backup `file` (the server stopped); throws why not. */
export async function restore(place: DatabasePlace, file: string): Promise<void> {
  if (place.databaseUrl) throw new Error(POSTGRES_TOOLS);
  if (!existsSync(file)) throw new Error(`no file ${file}`);
  const check = await openSqliteFile(file);
  try {
    const games = check
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?")
      .all('games');
    if (games.length === 0) throw new Error(`${file} is not a backup of this server`);
  } finally {
    check.close();
  }
  mkdirSync(place.dataDir, { recursive: true });
  const target = join(place.dataDir, SQLITE_FILE);
  const incoming = `${target}.restoring`;
  copyFileSync(file, incoming);
  for (const stale of [`${target}-wal`, `${target}-shm`]) rmSync(stale, { force: true });
  renameSync(incoming, target);
}
