/**
 * The server's stores (src/server/store.ts `databaseStores`) against the contract every store
 * keeps (support/storeContract.ts, also run in memory by the unit tests): on the embedded SQLite
 * file, and on a throwaway PostgreSQL with the leases in a real redis-server.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { systemClock } from '../../src/server/clock';
import { databaseStores, type Stores } from '../../src/server/store';
import { startRedis, type Redis } from './support/cluster';
import { pause } from './support/players';
import { startPostgres, type Postgres } from './support/postgres';
import { storeContract } from './support/storeContract';

let redis: Redis;
let postgres: Postgres;
let sqlite: Stores;
let onPostgres: Stores;

beforeAll(async () => {
  [redis, postgres] = await Promise.all([startRedis(), startPostgres()]);
  const dataDir = mkdtempSync(join(tmpdir(), 'pw-data-'));
  sqlite = await databaseStores({ dataDir }, undefined, systemClock);
  onPostgres = await databaseStores({ dataDir, databaseUrl: postgres.url }, redis.url, systemClock);
});

afterAll(async () => {
  await sqlite?.close();
  await onPostgres?.close();
  postgres?.destroy();
  redis?.stop();
});

const pass = async (ms: number) => void (await pause(ms));
storeContract('sqlite', () => ({ stores: sqlite, pass }));
storeContract('postgres and redis', () => ({ stores: onPostgres, pass }));
