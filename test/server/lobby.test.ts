/**
 * The lobby on real server processes: seeks over HTTP with their refusals (a body out of the
 * rules, the identity, rated for accounts only, at most ten), live in the lobby room, accepted
 * into a game whose seats both players are sent (each their own), a correspondence seek's game
 * with its days per move, a real-time seek gone when its player's lobby connection closes, and
 * quick pairing of two and of several players — on the embedded server (SQLite, one process);
 * then on two processes behind Redis and PostgreSQL: two accepts of one seek at once through
 * the two processes make one game, and players waiting through either process are paired once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LobbyClient } from '../../src/protocol/lobbyClient';
import type { CreateSeekRequest, GameEvent, SeekView } from '../../src/protocol';
import { startRedis, startServer, type GameServer, type Redis } from './support/cluster';
import { join, type Player } from './support/players';
import { startPostgres, type Postgres } from './support/postgres';

const cookieOf = (response: Response): string =>
  (response.headers.get('set-cookie') ?? '').split(';')[0]!;

const opened: { close(): Promise<void> }[] = [];
const servers: GameServer[] = [];

afterAll(async () => {
  await Promise.all(opened.splice(0).map((client) => client.close()));
  await Promise.all(servers.splice(0).map((server) => server.kill('SIGTERM')));
});

async function api(
  server: GameServer,
  method: string,
  path: string,
  cookie?: string,
  body?: unknown,
): Promise<[number, unknown]> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return [response.status, await response.json()];
}

let names = 0;
/** A new account's cookie (a unique name). */
async function account(server: GameServer, prefix = 'Lobby'): Promise<string> {
  const response = await fetch(`${server.url}/api/account`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: `${prefix}_${++names}_${Date.now() % 100000}`,
      password: 'correct horse',
    }),
  });
  expect(response.status).toBe(201);
  return cookieOf(response);
}

/** A new anonymous identity's cookie. */
async function anonymous(server: GameServer): Promise<string> {
  return cookieOf(await fetch(`${server.url}/api/me`));
}

async function lobby(server: GameServer, cookie?: string): Promise<LobbyClient> {
  const client = await LobbyClient.open({
    endpoint: server.url,
    ...(cookie ? { headers: { Cookie: cookie } } : {}),
  });
  opened.push(client);
  return client;
}

const seek = (fields: Partial<CreateSeekRequest> = {}): CreateSeekRequest => ({
  variant: 'parallel-worlds',
  clock: '5+3',
  days: null,
  rated: false,
  color: 'random',
  ...fields,
});

/** The key in a seat link's hash. */
const keyOf = (url: string): string => new URLSearchParams(url.split('#')[1]).get('key')!;

async function seat(server: GameServer, gameId: string, url: string): Promise<Player> {
  const player = await join([server.url], gameId, keyOf(url), 20_000);
  opened.push({ close: () => player.client.close() });
  return player;
}

describe('seeks on the embedded server', () => {
  let server: GameServer;
  beforeAll(async () => {
    server = await startServer();
    servers.push(server);
  });

  it('refuses a seek out of the rules, without an identity, rated for a guest', async () => {
    const guest = await anonymous(server);
    const cases: [unknown, string | undefined, number, string][] = [
      [seek(), undefined, 403, 'no-identity'],
      [seek({ variant: 'go' as never }), guest, 400, 'bad-variant'],
      [seek({ clock: '5+2d' }), guest, 400, 'bad-clock'],
      [seek({ clock: null, days: 4 }), guest, 400, 'bad-days'],
      [seek({ clock: '5+3', days: 3 }), guest, 400, 'bad-time'],
      [seek({ clock: null }), guest, 400, 'bad-time'],
      [seek({ color: 'green' as never }), guest, 400, 'bad-color'],
      [[], guest, 400, 'bad-body'],
      [{ ...seek(), extra: 1 }, guest, 400, 'bad-body'],
      [seek({ rated: true }), guest, 403, 'rated-needs-account'],
    ];
    for (const [body, cookie, status, error] of cases)
      expect(await api(server, 'POST', '/api/seeks', cookie, body)).toEqual([status, { error }]);
  });

  it('lists, limits, deletes and accepts seeks; both players get their own seats', async () => {
    const ada = await account(server);
    const bob = await account(server);
    const guest = await anonymous(server);
    const adaLobby = await lobby(server, ada);
    const bobLobby = await lobby(server, bob);
    const guestLobby = await lobby(server, guest);
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const [status, body] = await api(
        server,
        'POST',
        '/api/seeks',
        ada,
        seek({ clock: null, days: 3, rated: i === 0 }),
      );
      expect(status).toBe(201);
      ids.push((body as { seekId: string }).seekId);
    }
    expect(await api(server, 'POST', '/api/seeks', ada, seek())).toEqual([
      403,
      { error: 'too-many-seeks' },
    ]);
    const [, listed] = await api(server, 'GET', '/api/seeks', bob);
    const mine = (listed as SeekView[]).filter((s) => ids.includes(s.seekId));
    expect(mine).toHaveLength(10);
    expect(mine.find((s) => s.seekId === ids[0])).toMatchObject({
      variant: 'parallel-worlds',
      clock: null,
      days: 3,
      rated: true,
      color: 'random',
      player: { rating: 1500, provisional: true },
    });
    // a guest sees the casual ones only, over HTTP and in the lobby
    const [, guestList] = await api(server, 'GET', '/api/seeks', guest);
    expect((guestList as SeekView[]).some((s) => s.seekId === ids[0])).toBe(false);
    await bobLobby.waitFor(() => ids.every((id) => bobLobby.seeks.has(id)), 5000, 'live seeks');
    await guestLobby.waitFor(() => guestLobby.seeks.has(ids[1]!), 5000, 'casual seek');
    expect(guestLobby.seeks.has(ids[0]!)).toBe(false);

    expect(await api(server, 'DELETE', `/api/seeks/${ids[9]}`, bob)).toEqual([
      403,
      { error: 'not-yours' },
    ]);
    expect(await api(server, 'DELETE', `/api/seeks/${ids[9]}`, ada)).toEqual([200, { ok: true }]);
    await bobLobby.waitFor(() => !bobLobby.seeks.has(ids[9]!), 5000, 'seek removed');
    expect(await api(server, 'POST', `/api/seeks/${ids[1]}/accept`, ada)).toEqual([
      403,
      { error: 'own-seek' },
    ]);
    expect(await api(server, 'POST', `/api/seeks/${ids[0]}/accept`, guest)).toEqual([
      403,
      { error: 'rated-needs-account' },
    ]);

    const [status, accepted] = await api(server, 'POST', `/api/seeks/${ids[0]}/accept`, bob);
    expect(status).toBe(201);
    const { gameId } = accepted as { gameId: string };
    expect(await api(server, 'POST', `/api/seeks/${ids[0]}/accept`, bob)).toEqual([
      404,
      { error: 'seek-gone' },
    ]);
    await adaLobby.waitFor(() => adaLobby.paired.length === 1, 5000, 'Ada paired');
    await bobLobby.waitFor(() => bobLobby.paired.length === 1, 5000, 'Bob paired');
    expect(adaLobby.paired[0]!.gameId).toBe(gameId);
    expect(bobLobby.paired[0]!.gameId).toBe(gameId);
    expect(adaLobby.paired[0]!.url).not.toBe(bobLobby.paired[0]!.url);
    const adaSeat = await seat(server, gameId, adaLobby.paired[0]!.url);
    const bobSeat = await seat(server, gameId, bobLobby.paired[0]!.url);
    expect(new Set([adaSeat.client.seat, bobSeat.client.seat])).toEqual(new Set([0, 1]));
    const start = adaSeat.client.events[0] as Extract<GameEvent, { t: 'start' }>;
    expect(start).toMatchObject({ variant: 'parallel-worlds', days: 3 });
    expect(start.control).toBeUndefined();
  });

  it('seats the seeker on the colour asked', async () => {
    const ada = await anonymous(server);
    const bob = await anonymous(server);
    const adaLobby = await lobby(server, ada);
    const [, created] = await api(
      server,
      'POST',
      '/api/seeks',
      ada,
      seek({ color: 'black', variant: 'plunder' }),
    );
    const [status, accepted] = await api(
      server,
      'POST',
      `/api/seeks/${(created as { seekId: string }).seekId}/accept`,
      bob,
    );
    expect(status).toBe(201);
    await adaLobby.waitFor(() => adaLobby.paired.length === 1, 5000, 'paired');
    const adaSeat = await seat(
      server,
      (accepted as { gameId: string }).gameId,
      adaLobby.paired[0]!.url,
    );
    expect(adaSeat.client.seat).toBe(1);
    const start = adaSeat.client.events[0] as Extract<GameEvent, { t: 'start' }>;
    expect(start.control).toEqual({ base: 300_000, increment: 3000, delay: 0 });
  });

  it('drops a real-time seek when its player leaves the lobby, keeps a correspondence one', async () => {
    const ada = await anonymous(server);
    const watcher = await lobby(server, await anonymous(server));
    const adaLobby = await lobby(server, ada);
    const [, live] = await api(server, 'POST', '/api/seeks', ada, seek());
    const [, days] = await api(server, 'POST', '/api/seeks', ada, seek({ clock: null, days: 14 }));
    const liveId = (live as { seekId: string }).seekId;
    const daysId = (days as { seekId: string }).seekId;
    await watcher.waitFor(
      () => watcher.seeks.has(liveId) && watcher.seeks.has(daysId),
      5000,
      'seeks',
    );
    await adaLobby.close();
    await watcher.waitFor(() => !watcher.seeks.has(liveId), 5000, 'real-time seek gone');
    expect(watcher.seeks.has(daysId)).toBe(true);
  });

  it('pairs two players of a pool, and several, each once', async () => {
    const two = await Promise.all([0, 1].map(async () => lobby(server, await anonymous(server))));
    for (const client of two) client.joinPool('pocket-mutation-3+2');
    for (const client of two)
      await client.waitFor(() => client.paired.length === 1, 10_000, 'paired');
    expect(two[0]!.paired[0]!.gameId).toBe(two[1]!.paired[0]!.gameId);

    const many = await Promise.all(
      Array.from({ length: 8 }, async () => lobby(server, await anonymous(server))),
    );
    many.forEach((client, i) => client.joinPool(i % 2 ? 'pocket-mutation-3+2' : 'plunder-5+3'));
    for (const client of many)
      await client.waitFor(() => client.paired.length === 1, 15_000, 'paired');
    await new Promise((resolve) => setTimeout(resolve, 2500)); // two more waves: nobody again
    expect(many.map((client) => client.paired.length)).toEqual(many.map(() => 1));
    const games = new Map<string, number>();
    for (const client of many)
      games.set(client.paired[0]!.gameId, (games.get(client.paired[0]!.gameId) ?? 0) + 1);
    expect([...games.values()]).toEqual([2, 2, 2, 2]);
  });
});

describe('the lobby across two processes (Redis, PostgreSQL)', () => {
  let redis: Redis;
  let postgres: Postgres;
  let a: GameServer;
  let b: GameServer;
  beforeAll(async () => {
    [redis, postgres] = await Promise.all([startRedis(), startPostgres()]);
    // (the processes of one deployment share the secret that signs session cookies)
    const env = { COOKIE_SECRET: 'the-lobby-test-deployment-secret-0123456789' };
    a = await startServer({ redis: redis.url, database: postgres.url, env });
    b = await startServer({ redis: redis.url, database: postgres.url, env });
    servers.push(a, b);
  }, 60_000);
  afterAll(async () => {
    // the clients and the processes first, while their Redis and PostgreSQL still answer
    await Promise.all(opened.splice(0).map((client) => client.close()));
    await Promise.all(servers.splice(0).map((server) => server.kill('SIGTERM')));
    redis?.stop();
    postgres?.destroy();
  }, 60_000);

  it('makes one game of a seek accepted through both processes at once', async () => {
    const seeker = await account(a);
    const [x, y] = [await account(a), await account(b)];
    for (let round = 0; round < 8; round++) {
      const [, created] = await api(
        a,
        'POST',
        '/api/seeks',
        seeker,
        seek({ clock: null, days: 1, rated: true }),
      );
      const { seekId } = created as { seekId: string };
      const answers = await Promise.all([
        api(a, 'POST', `/api/seeks/${seekId}/accept`, x),
        api(b, 'POST', `/api/seeks/${seekId}/accept`, y),
      ]);
      expect(answers.map(([status]) => status).sort()).toEqual([201, 404]);
      expect(answers.find(([status]) => status === 404)![1]).toEqual({ error: 'seek-gone' });
    }
  });

  it('pairs players waiting through either process, each once', async () => {
    const clients = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const server = i % 2 ? b : a;
        return lobby(server, await account(server, 'Pool'));
      }),
    );
    for (const client of clients) client.joinPool('parallel-worlds-10+5');
    for (const client of clients)
      await client.waitFor(() => client.paired.length === 1, 15_000, 'paired');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(clients.map((client) => client.paired.length)).toEqual(clients.map(() => 1));
    const games = new Set(clients.map((client) => client.paired[0]!.gameId));
    expect(games.size).toBe(3);
    // a link seats its own player, through either process
    const first = clients[0]!.paired[0]!;
    const player = await join([a.url, b.url], first.gameId, keyOf(first.url), 20_000);
    opened.push({ close: () => player.client.close() });
    expect(player.client.seat).toBeDefined();
  });
});
