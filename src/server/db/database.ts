/**
 * Opens the server's database and brings its schema up to date (migrations.ts): PostgreSQL
 * through `pg` when a `postgres://` URL is given (any number of processes share it), else the
 * embedded SQLite file `parallel-worlds.sqlite` under the data folder (created on first start),
 * in WAL mode (readers never wait for the writer) with full sync at each commit, so a stored
 * event survives a crash of the process or the machine. The same Kysely queries run on both.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrate } from './migrations';
import { nodeSqliteDialect } from './nodeSqlite';
import type { Database } from './schema';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface OpenDatabase {
  readonly kind: DatabaseKind;
  readonly db: Kysely<Database>;
  close(): Promise<void>;
}

/** Where the data is: a PostgreSQL URL, or the folder of the embedded SQLite file. */
export interface DatabasePlace {
  readonly databaseUrl?: string | undefined;
  readonly dataDir: string;
}

export const SQLITE_FILE = 'parallel-worlds.sqlite';

const INT8 = 20;
/** PostgreSQL's bigint (our ms times, counts) read as a number, not a string: all are < 2^53. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * The SQLite database in `file`, in WAL mode, foreign keys checked. `node:sqlite` is loaded only
 * now: it is Node 24's, and the unit tests that import the server's modules run on Node 20.
 */
export async function openSqliteFile(file: string): Promise<DatabaseSync> {
  const { DatabaseSync } = await import('node:sqlite');
  const database = new DatabaseSync(file, { timeout: 5000 });
  database.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON');
  return database;
}

async function dialectFor(place: DatabasePlace) {
  if (place.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: place.databaseUrl,
      types,
      max: 10,
      connectionTimeoutMillis: 5000,
    });
    pool.on('error', () => {}); // an idle connection lost (the database restarted): dropped
    return { kind: 'postgres' as const, dialect: new PostgresDialect({ pool }) };
  }
  mkdirSync(place.dataDir, { recursive: true });
  const file = join(place.dataDir, SQLITE_FILE);
  return { kind: 'sqlite' as const, dialect: nodeSqliteDialect(await openSqliteFile(file)) };
}

/** The database at `place`, migrated. */
export async function openDatabase(place: DatabasePlace): Promise<OpenDatabase> {
  const { kind, dialect } = await dialectFor(place);
  const db = new Kysely<Database>({ dialect });
  try {
    await migrate(db as unknown as Kysely<unknown>);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { kind, db, close: () => db.destroy() };
}
