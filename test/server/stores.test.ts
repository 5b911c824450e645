/**
 * The server's stores in a real redis-server (src/server/store.ts `redisStores`) against the
 * contract every store keeps (support/storeContract.ts, also run in memory by the unit tests).
 */
import { afterAll, beforeAll } from 'vitest';
import { redisStores, type Stores } from '../../src/server/store';
import { startRedis, type Redis } from './support/cluster';
import { pause } from './support/players';
import { storeContract } from './support/storeContract';

let redis: Redis;
let stores: Stores;

beforeAll(async () => {
  redis = await startRedis();
  stores = redisStores(redis.url);
});

afterAll(async () => {
  await stores?.close();
  redis?.stop();
});

storeContract('redis', () => ({ stores, pass: async (ms) => void (await pause(ms)) }));
