/**
 * The server's stores (src/server/store.ts `databaseStores`) against the contract every store
 * keeps (support/storeContract.ts, also run in memory by the unit tests): on the embedded SQLite
 * file, and on a throwaway PostgreSQL with the leases in a real redis-server; and the archive's
 * queries on both.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/protocol';
import { systemClock } from '../../src/server/clock';
import { countsByVariant, gameById, gamesOfPlayer } from '../../src/server/db/archive';
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

/** The archive's queries (db/archive.ts) give the same answers on both databases. */
describe.each([
  ['sqlite', () => sqlite],
  ['postgres', () => onPostgres],
] as const)('%s: the archive', (_name, stores) => {
  it('lists a player’s finished games, newest first, and counts them per variant', async () => {
    const { games, players, database } = stores();
    const db = database!.db;
    const tag = Math.random().toString(36).slice(2, 8);
    const ann = { id: `ann-${tag}`, name: `Ann${tag}`, account: false, passwordHash: null };
    await players.createPlayer({ ...ann, createdAt: 1, deletedAt: null });
    const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    const start = (white: 0 | 1): GameEvent =>
      ({ v: 1, t: 'start', game: 1, at: 0, variant: 'chess', fen, white }) as const;
    const ids = [`a-${tag}`, `b-${tag}`, `c-${tag}`];
    for (const [i, gameId] of ids.entries()) {
      const meta = { gameId, variant: 'chess' as const, players: ['k0', 'k1'] as const };
      await games.createGame({ ...meta, organiser: 'o', createdAt: i }, start(i === 1 ? 1 : 0));
      await games.setSeatPlayer(gameId, 0, ann);
      expect((await games.loadGame(gameId))?.meta).toMatchObject({
        whiteId: ann.id,
        whiteName: ann.name,
      });
      if (i < 2) {
        const resign: GameEvent = { v: 2, t: 'resign', game: 1, at: 100 + i, by: 'white' };
        expect(await games.append(gameId, resign, true)).toBe(true);
      }
    }
    const archived = (gameId: string, white: string | null, black: string | null) => ({
      gameId,
      variant: 'chess',
      white,
      black,
      result: '0-1',
      rated: false,
      fen,
      moves: [],
      endedAt: expect.any(Number),
      reason: 'resignation',
      number: 1,
      whiteSeat: gameId === ids[1] ? 1 : 0,
    });
    expect(await gamesOfPlayer(db, ann.name.toUpperCase(), { max: 10 })).toEqual([
      archived(ids[1]!, null, ann.name), // Ann's seat played Black there
      archived(ids[0]!, ann.name, null),
    ]);
    expect(await gamesOfPlayer(db, ann.name, { max: 1 })).toHaveLength(1);
    expect(await gamesOfPlayer(db, 'nobody-at-all', { max: 10 })).toEqual([]);
    expect(await countsByVariant(db, ann.id)).toEqual({ chess: 2 }); // the third goes on
    expect(await gameById(db, ids[2]!)).toMatchObject({ result: '*', endedAt: null });

    // a deleted account's games stay, under the name "deleted"
    await players.deletePlayer(ann.id, 200);
    expect(await gameById(db, ids[0]!)).toMatchObject({ white: 'deleted', result: '0-1' });
  });

  it('stores each version once when many transactions run at once', async () => {
    const { games } = stores();
    const gameId = `race-${Math.random().toString(36).slice(2, 8)}`;
    const meta = { gameId, variant: 'chess' as const, players: ['k0', 'k1'] as const };
    const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    const first: GameEvent = { v: 1, t: 'start', game: 1, at: 0, variant: 'chess', fen, white: 0 };
    await games.createGame({ ...meta, organiser: 'o', createdAt: 0 }, first);
    // every version from 2 to 21 twice, by two "processes", all at once
    const draws = Array.from({ length: 40 }, (_, i): GameEvent => {
      const v = 2 + (i % 20);
      return { v, t: 'draw', game: 1, at: i, by: i < 20 ? 'white' : 'black', op: 'offer' };
    });
    const stored = await Promise.all(draws.map((event) => games.append(gameId, event)));
    expect(stored.filter(Boolean)).toHaveLength(20);
    const log = (await games.loadGame(gameId))!.events;
    expect(log.map((event) => event.v)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
  });
});
