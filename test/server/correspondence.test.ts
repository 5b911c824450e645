/**
 * Correspondence games, abort and push (issue 43) on real game-server processes: a game of days
 * per move waits through restarts in SQLite and PostgreSQL, and ends once when its deadline
 * passes while nobody is connected (a loss; a draw when the other side could never win), even
 * with two processes sweeping; `GET /api/me/playing`; a real-time game aborted by a player (not
 * before the mover has been silent PW_ABORT_MS) and by the server (twice that); Web Push to a
 * local fake push service (a VAPID-signed, encrypted POST; a 410 forgets the subscription).
 *
 * Time is moved by a restart: a server started with PW_TEST=1 and PW_TEST_CLOCK_OFFSET_MS reads
 * its clock that far ahead (serverOptions.ts), so a deadline of a day passes between two starts.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, type PlayingEntry } from '../../src/protocol';
import { startRedis, type Redis } from './support/cluster';
import { nextRefusal, pause, play, reach, type Player } from './support/players';
import { startPostgres, type Postgres } from './support/postgres';
import { create, identity, playingOf, sweptServers, waitUntil } from './support/sweptServers';

const { serve, player, endsOf, eventsOf } = sweptServers({
  PW_TEST_PUSH_HTTP: '1',
  PW_ABORT_MS: '1500',
});

async function leave(...players: Player[]) {
  for (const p of players) await p.client.close();
}

/** A white side that is to move and could never be beaten: Black has a lone king. */
const LONE_BLACK_KING = '4k3/8/8/8/8/8/8/3QK3 w - - 0 1';

describe('correspondence games on SQLite', () => {
  it('a game waits through restarts, then ends once when its deadline passes', async () => {
    const data = mkdtempSync(joinPath(tmpdir(), 'pw-data-'));
    let server = await serve({ data });
    const [ann, bob] = [await identity(server), await identity(server)];
    const game = await create(server, { variant: 'chess', days: 1 });
    const drawn = await create(server, { variant: 'chess', fen: LONE_BLACK_KING, days: 2 });
    const white = await player(server, game.gameId, game.players[0], ann);
    const black = await player(server, game.gameId, game.players[1], bob);
    expect(white.client.events[0]).toMatchObject({ t: 'start', days: 1 });
    play(white, ['e2e4']);
    await reach(black, 2);
    const turnAt = black.client.events[1]!.at;
    await leave(white, black);
    // ann holds seat 0 of the drawn game too (White to move: her deadline runs from the start)
    const seat = await player(server, drawn.gameId, drawn.players[0], ann);
    const drawnStart = seat.client.events[0]!.at;
    await leave(seat);

    const urls = (entries: PlayingEntry[]) => entries.map((entry) => entry.url);
    const annSees = await playingOf(server, ann);
    expect(annSees).toEqual([
      {
        gameId: drawn.gameId,
        variant: 'chess',
        url: `/?online=${drawn.gameId}#key=${drawn.players[0]}`,
        myTurn: true,
        deadline: drawnStart + 2 * DAY_MS,
      },
      {
        gameId: game.gameId,
        variant: 'chess',
        url: `/?online=${game.gameId}#key=${game.players[0]}`,
        myTurn: false,
        deadline: turnAt + DAY_MS,
      },
    ]);
    const bobSees = await playingOf(server, bob);
    expect(bobSees).toEqual([
      {
        gameId: game.gameId,
        variant: 'chess',
        url: `/?online=${game.gameId}#key=${game.players[1]}`,
        myTurn: true,
        deadline: turnAt + DAY_MS,
      },
    ]);
    // never another player's key, and nothing for a caller without an identity
    expect(JSON.stringify(bobSees)).not.toContain(game.players[0]);
    expect(JSON.stringify(annSees)).not.toContain(game.players[1]);
    expect(await playingOf(server)).toEqual([]);

    // a restart keeps the game and its deadline
    await server.kill();
    server = await serve({ data });
    expect(await playingOf(server, bob)).toEqual(bobSees);
    expect(urls(await playingOf(server, ann))).toEqual(urls(annSees));

    // a day and a bit later, nobody connected: Black loses on time, once
    await server.kill();
    server = await serve({ data }, DAY_MS + 10_000);
    await waitUntil(() => endsOf(game.gameId).length > 0);
    const events = await eventsOf(server, game.gameId);
    expect(events.at(-1)).toMatchObject({ t: 'flag', by: 'black' });
    expect(events.filter((event) => event.t === 'flag')).toHaveLength(1);
    expect(endsOf(game.gameId)[0]).toMatchObject({
      outcome: { winner: 'white', reason: 'timeout' },
    });
    expect(await playingOf(server, bob)).toEqual([]);
    expect(urls(await playingOf(server, ann))).toEqual([urls(annSees)[0]]); // two days: still on

    // two days later, White's flag in the other game: Black could never win, so a draw
    await server.kill();
    server = await serve({ data }, 2 * DAY_MS + 10_000);
    await waitUntil(() => endsOf(drawn.gameId).length > 0);
    expect(endsOf(drawn.gameId)[0]).toMatchObject({
      outcome: { winner: null, reason: 'timeout' },
    });
    await pause(6000); // another sweep: nothing more
    expect(endsOf(game.gameId)).toHaveLength(1);
    expect(endsOf(drawn.gameId)).toHaveLength(1);
    expect(await playingOf(server, ann)).toEqual([]);
    await server.kill();
  }, 120_000);

  it('refuses days that are not a correspondence choice, or with a clock', async () => {
    const server = await serve({});
    for (const body of [
      { variant: 'chess', days: 4 },
      { variant: 'chess', days: '1' },
      { variant: 'chess', days: 1, clock: '5+3' },
    ]) {
      const response = await fetch(`${server.url}/api/games`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'bad days' });
    }
    await server.kill();
  });
});

describe('correspondence games on PostgreSQL with two processes', () => {
  let redis: Redis;
  let postgres: Postgres;

  beforeAll(async () => {
    [redis, postgres] = await Promise.all([startRedis(), startPostgres()]);
  }, 60_000);

  afterAll(() => {
    redis?.stop();
    postgres?.destroy();
  });

  it('two processes sweeping end an overdue game once', async () => {
    const place = { redis: redis.url, database: postgres.url };
    const first = await serve(place);
    const game = await create(first, { variant: 'parallel-worlds', days: 3 });
    const drawn = await create(first, { variant: 'chess', fen: LONE_BLACK_KING, days: 3 });
    await first.kill();
    const offset = 3 * DAY_MS + 10_000;
    const servers = await Promise.all([serve(place, offset), serve(place, offset)]);
    await waitUntil(() => endsOf(game.gameId).length > 0 && endsOf(drawn.gameId).length > 0);
    await pause(7000); // both have swept again
    expect(endsOf(game.gameId)).toHaveLength(1);
    expect(endsOf(drawn.gameId)).toHaveLength(1);
    expect(endsOf(game.gameId)[0]).toMatchObject({
      outcome: { winner: 'black', reason: 'timeout' },
    });
    expect(endsOf(drawn.gameId)[0]).toMatchObject({
      outcome: { winner: null, reason: 'timeout' },
    });
    const events = await eventsOf(servers[0]!, game.gameId);
    expect(events.map((event) => event.t)).toEqual(['start', 'flag']);
    await Promise.all(servers.map((server) => server.kill()));
  }, 120_000);
});

describe('abort', () => {
  it('a player may abort once the mover has been silent; the server aborts by itself', async () => {
    const server = await serve({});
    const [ann, bob] = [await identity(server), await identity(server)];
    const game = await create(server, { variant: 'chess', clock: '5+3' });
    const white = await player(server, game.gameId, game.players[0], ann);
    const black = await player(server, game.gameId, game.players[1], bob);
    black.client.send('abort', { game: 1 });
    expect(await nextRefusal(black, 0)).toMatchObject({ type: 'abort', code: 'abort-too-early' });
    await pause(1600); // PW_ABORT_MS 1500
    black.client.send('abort', { game: 1 });
    await reach(white, 2);
    expect(white.client.events[1]).toMatchObject({ t: 'abort', by: 'black' });
    await waitUntil(() => endsOf(game.gameId).length > 0);
    expect(endsOf(game.gameId)[0]).toMatchObject({
      outcome: { winner: null, reason: 'aborted' },
      plies: 0,
    });
    const archived = await fetch(`${server.url}/api/games/${game.gameId}`);
    expect(await archived.json()).toMatchObject({ result: '*' }); // no result: not a win or a loss

    // the server's own abort: White moved, Black stays silent for twice PW_ABORT_MS
    const second = await create(server, { variant: 'chess', clock: '5+3' });
    const w2 = await player(server, second.gameId, second.players[0], ann);
    const b2 = await player(server, second.gameId, second.players[1], bob);
    play(w2, ['e2e4']);
    await reach(b2, 2);
    b2.client.send('abort', { game: 1 }); // the mover itself, at once: too early
    expect(await nextRefusal(b2, 0)).toMatchObject({ code: 'abort-too-early' });
    await reach(w2, 3, 8000);
    expect(w2.client.events[2]).toMatchObject({ t: 'abort' });
    expect(w2.client.events[2]).not.toHaveProperty('by');
    // once both have played, no abort
    const third = await create(server, { variant: 'chess', clock: '5+3' });
    const w3 = await player(server, third.gameId, third.players[0], ann);
    const b3 = await player(server, third.gameId, third.players[1], bob);
    play(w3, ['e2e4']);
    await reach(b3, 2);
    play(b3, ['e7e5']);
    await reach(w3, 3);
    await pause(1600);
    w3.client.send('abort', { game: 1 });
    expect(await nextRefusal(w3, 0)).toMatchObject({ code: 'abort-too-late' });
    await leave(white, black, w2, b2, w3, b3);
    await server.kill();
  }, 60_000);
});

/** A browser's push subscription keys: a P-256 public key and a 16-byte auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

describe('Web Push', () => {
  let fake: Server;
  const received: { url: string; headers: IncomingMessage['headers']; bytes: number }[] = [];
  let answer = 201;
  let pushUrl = '';

  beforeAll(async () => {
    fake = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          url: request.url ?? '',
          headers: request.headers,
          bytes: Buffer.concat(chunks).length,
        });
        response.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const address = fake.address();
    pushUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(() => fake?.close());

  it('keeps the keys, validates subscriptions, pushes a turn and forgets a gone one', async () => {
    const data = mkdtempSync(joinPath(tmpdir(), 'pw-data-'));
    let server = await serve({ data });
    const key = ((await (await fetch(`${server.url}/api/push/key`)).json()) as { key: string }).key;
    expect(key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    await server.kill();
    server = await serve({ data });
    const again = (await (await fetch(`${server.url}/api/push/key`)).json()) as { key: string };
    expect(again.key).toBe(key); // kept in the database

    const [ann, bob] = [await identity(server), await identity(server)];
    const subscribe = (body: unknown, cookie?: string) =>
      fetch(`${server.url}/api/push/subscriptions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
        body: JSON.stringify(body),
      });
    const keys = browserKeys();
    const good = { endpoint: `${pushUrl}/push/bob`, keys };
    for (const [body, error] of [
      [{ ...good, endpoint: 'ftp://example.com/x' }, 'bad endpoint'],
      [{ ...good, keys: { ...keys, p256dh: 'short' } }, 'bad p256dh'],
      [{ ...good, keys: { ...keys, auth: '!' } }, 'bad auth'],
      [{ ...good, extra: 1 }, 'bad extra'],
    ] as const) {
      const response = await subscribe(body, bob);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: error });
    }
    expect((await subscribe(good)).status).toBe(401); // no identity
    expect((await subscribe(good, bob)).status).toBe(201);

    const game = await create(server, { variant: 'chess', days: 2 });
    const white = await player(server, game.gameId, game.players[0], ann);
    const black = await player(server, game.gameId, game.players[1], bob);
    play(white, ['e2e4']); // Bob's turn: a push to his subscription
    await waitUntil(() => received.length === 1, 10_000).catch((error: unknown) => {
      throw new Error(`${String(error)}: ${server.output()}`);
    });
    expect(received[0]).toMatchObject({
      url: '/push/bob',
      headers: { 'content-encoding': 'aes128gcm' },
    });
    expect(received[0]!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
    expect(received[0]!.headers.authorization).toContain(`k=${key}`);
    expect(received[0]!.bytes).toBeGreaterThan(100); // encrypted, padded payload
    await reach(black, 2);

    answer = 410; // the browser unsubscribed: the push service says it is gone
    play(black, ['e7e5']);
    await reach(white, 3);
    play(white, ['g1f3']);
    await waitUntil(() => received.length === 2, 10_000);
    await reach(black, 4);
    play(black, ['b8c6']);
    await reach(white, 5);
    play(white, ['f1c4']);
    await reach(black, 6);
    await pause(1000);
    expect(received).toHaveLength(2); // forgotten after the 410

    // DELETE forgets one's own subscription
    answer = 201;
    expect((await subscribe(good, bob)).status).toBe(201);
    const deleted = await fetch(`${server.url}/api/push/subscriptions`, {
      method: 'DELETE',
      headers: { 'Content-Type': 'application/json', Cookie: bob },
      body: JSON.stringify({ endpoint: good.endpoint }),
    });
    expect(deleted.status).toBe(200);
    play(black, ['g8f6']);
    await reach(white, 7);
    play(white, ['d2d3']);
    await reach(black, 8);
    await pause(1000);
    expect(received).toHaveLength(2);
    await leave(white, black);
    await server.kill();
  }, 90_000);
});
