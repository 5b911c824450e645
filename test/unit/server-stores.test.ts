/**
 * The server's stores in memory (src/server/store.ts `memoryStores`) against the contract every
 * store keeps (test/server/support/storeContract.ts; the same suite runs on Redis in
 * test/server/stores.test.ts), on a clock the test moves.
 */
import { memoryStores } from '../../src/server/store';
import { storeContract } from '../server/support/storeContract';

storeContract('memory', () => {
  let now = 1_000_000;
  const stores = memoryStores({ now: () => now });
  return {
    stores,
    pass: async (ms) => {
      now += ms;
    },
  };
});
