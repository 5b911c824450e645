/**
 * Kysely on Node 24's built-in SQLite (`node:sqlite`), nothing to install: Kysely's SQLite
 * dialect is written for better-sqlite3's interface (`prepare(sql)` giving a statement with
 * `reader`, `all(params[])`, `run(params[])`, `iterate(params[])`), so `adapt` gives a
 * `DatabaseSync` that interface. Kysely lends the one connection to one query or transaction at
 * a time (its SQLite adapter declares no multiple connections). Transactions begin IMMEDIATE:
 * they take the write lock at once (waiting up to the busy timeout), so a transaction that
 * reads then writes never fails half-way because another process wrote the file meanwhile.
 */
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteDriver,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Kysely,
  type SqliteDatabase,
} from 'kysely';

/** A value SQLite binds: booleans as 0/1 (node:sqlite refuses them). */
function bindable(value: unknown): SQLInputValue {
  return typeof value === 'boolean' ? Number(value) : (value as SQLInputValue);
}

/** `database` with better-sqlite3's statement interface, as Kysely's SQLite driver calls it. */
function adapt(database: DatabaseSync): SqliteDatabase {
  return {
    close: () => database.close(),
    prepare(sql) {
      const statement = database.prepare(sql);
      const values = (parameters: readonly unknown[]) => parameters.map(bindable);
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...values(parameters)),
        run: (parameters) => statement.run(...values(parameters)),
        iterate: (parameters) => statement.iterate(...values(parameters)),
      };
    },
  };
}

/** Kysely's SQLite driver, its transactions taking the write lock at once. */
class NodeSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** The dialect for a `node:sqlite` database. */
export function nodeSqliteDialect(database: DatabaseSync): Dialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new NodeSqliteDriver({ database: adapt(database) }),
    createIntrospector: (db: Kysely<unknown>) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}
