/**
 * Games that end while nobody is there (issue 43, src/server/overdue.ts) on real server
 * processes: a timed game both players left after their first turns ends by the mover's flag
 * with no room live, and leaves `GET /api/me/playing`; a timed game both joined and left without
 * a turn is aborted, and a link game nobody joined stays open (SQLite). On PostgreSQL with two
 * processes sweeping: a rated game abandoned after its first turns is flagged and rated once, and
 * a paired (lobby) game nobody ever joins is aborted. The games of the PostgreSQL part are made
 * as the lobby makes them (`startGame`, seats held, rated) from this test's own process, in the
 * shared database.
 *
 * Time is moved by a restart: a server started with PW_TEST=1 and PW_TEST_CLOCK_OFFSET_MS reads
 * its clock that far ahead (serverOptions.ts), so a clock runs out between two starts.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateGameResponse } from '../../src/protocol';
import { systemClock } from '../../src/server/clock';
import { serverContext } from '../../src/server/context';
import { startGame } from '../../src/server/creation';
import { databaseStores, type Stores } from '../../src/server/store';
import { startRedis, type GameServer, type Redis } from './support/cluster';
import { pause, play, reach } from './support/players';
import { startPostgres, type Postgres } from './support/postgres';
import { create, identity, playingOf, sweptServers, waitUntil } from './support/sweptServers';

const FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
/** Well past a 1+0 game's flag (a minute and the lag quota) and the automatic abort. */
const LATER = 5 * 60_000;

const { serve, player, endsOf, eventsOf } = sweptServers();

/** Both players join with their identities, make their first turns (e4 e5) and leave. */
async function playFirstTurnsAndLeave(
  server: GameServer,
  game: CreateGameResponse,
  [white, black]: readonly [string, string],
): Promise<void> {
  const w = await player(server, game.gameId, game.players[0], white);
  const b = await player(server, game.gameId, game.players[1], black);
  play(w, ['e2e4']);
  await reach(b, 2);
  play(b, ['e7e5']);
  await reach(w, 3);
  await w.client.close();
  await b.client.close();
}

describe('abandoned real-time games on SQLite', () => {
  it('a flag falls and an abort comes with no room live; a game nobody joined stays', async () => {
    const data = mkdtempSync(joinPath(tmpdir(), 'pw-data-'));
    let server = await serve({ data });
    const [ann, bob] = [await identity(server), await identity(server)];
    const flagged = await create(server, { variant: 'chess', clock: '1+0' });
    await playFirstTurnsAndLeave(server, flagged, [ann, bob]);
    // both joined, nobody moved, both left
    const silent = await create(server, { variant: 'chess', clock: '1+0' });
    for (const [seat, cookie] of [ann, bob].entries())
      await (await player(server, silent.gameId, silent.players[seat], cookie)).client.close();
    const unjoined = await create(server, { variant: 'chess', clock: '1+0' });
    // a real-time game's deadline stays null: its clock is the room's
    expect(await playingOf(server, ann)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ gameId: flagged.gameId, myTurn: true, deadline: null }),
        expect.objectContaining({ gameId: silent.gameId, myTurn: true, deadline: null }),
      ]),
    );
    await server.kill();

    // five minutes later, nobody connected
    server = await serve({ data }, LATER);
    await waitUntil(() => endsOf(flagged.gameId).length > 0 && endsOf(silent.gameId).length > 0);
    expect(endsOf(flagged.gameId)[0]).toMatchObject({
      outcome: { winner: 'black', reason: 'timeout' },
      plies: 2,
    });
    expect(endsOf(silent.gameId)[0]).toMatchObject({
      outcome: { winner: null, reason: 'aborted' },
      plies: 0,
    });
    expect(await playingOf(server, ann)).toEqual([]);
    expect(await playingOf(server, bob)).toEqual([]);
    await pause(6000); // another sweep: nothing more, and the unjoined game still open
    expect(endsOf(flagged.gameId)).toHaveLength(1);
    expect(endsOf(silent.gameId)).toHaveLength(1);
    expect(endsOf(unjoined.gameId)).toHaveLength(0);
    const events = await eventsOf(server, flagged.gameId);
    expect(events.map((event) => event.t)).toEqual(['start', 'turn', 'turn', 'flag']);
    expect(events[3]).toMatchObject({ by: 'white' });
    expect((await eventsOf(server, unjoined.gameId)).map((event) => event.t)).toEqual(['start']);
    await server.kill();
  }, 120_000);
});

describe('abandoned games on PostgreSQL with two processes', () => {
  let redis: Redis;
  let postgres: Postgres;
  let stores: Stores;

  beforeAll(async () => {
    [redis, postgres] = await Promise.all([startRedis(), startPostgres()]);
    const dataDir = mkdtempSync(joinPath(tmpdir(), 'pw-data-'));
    stores = await databaseStores({ dataDir, databaseUrl: postgres.url }, undefined, systemClock);
  }, 60_000);

  afterAll(async () => {
    await stores?.close();
    redis?.stop();
    postgres?.destroy();
  });

  it('a rated game is flagged and rated once; a paired game nobody joins is aborted', async () => {
    const place = { redis: redis.url, database: postgres.url };
    const first = await serve(place);
    const account = async (name: string) => {
      const response = await fetch(`${first.url}/api/account`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name, password: 'correct horse' }),
      });
      expect(response.status).toBe(201);
      const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
      const found = await stores.players.playerByName(name);
      return { cookie, seat: { id: found!.id, name } };
    };
    const [ann, bob] = [await account('Ann_O'), await account('Bob_O')];
    const context = serverContext({ store: stores });
    const paired = async (rated: boolean) =>
      (await startGame(context, {
        variant: 'chess',
        fen: FEN,
        control: { base: 60_000, increment: 0, delay: 0 },
        rated,
        seats: [ann.seat, bob.seat],
      }))!;
    const rated = await paired(true);
    await playFirstTurnsAndLeave(first, rated, [ann.cookie, bob.cookie]);
    const nobody = await paired(false);
    expect((await playingOf(first, bob.cookie)).map((entry) => entry.gameId).sort()).toEqual(
      [rated.gameId, nobody.gameId].sort(),
    );
    await first.kill();

    const servers = await Promise.all([serve(place, LATER), serve(place, LATER)]);
    await waitUntil(() => endsOf(rated.gameId).length > 0 && endsOf(nobody.gameId).length > 0);
    await waitUntil(async () => (await stores.ratings.gameRating(rated.gameId, 1)) !== null);
    await pause(7000); // both have swept again
    expect(endsOf(rated.gameId)).toHaveLength(1);
    expect(endsOf(rated.gameId)[0]).toMatchObject({
      outcome: { winner: 'black', reason: 'timeout' },
      plies: 2,
    });
    expect(endsOf(nobody.gameId)).toHaveLength(1);
    expect(endsOf(nobody.gameId)[0]).toMatchObject({ outcome: { reason: 'aborted' }, plies: 0 });
    const [annRating, bobRating] = await Promise.all(
      [ann, bob].map(({ seat }) => stores.ratings.ratingOf(seat.id, 'chess')),
    );
    expect([annRating?.games, bobRating?.games]).toEqual([1, 1]); // rated once
    expect(bobRating!.rating).toBeGreaterThan(annRating!.rating);
    expect(await stores.ratings.gameRating(nobody.gameId, 1)).toBeNull();
    for (const server of servers) expect(await playingOf(server, bob.cookie)).toEqual([]);
    await Promise.all(servers.map((server) => server.kill()));
  }, 150_000);
});
