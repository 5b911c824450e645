/**
 * The server's HTTP routes (src/server/http.ts on router.ts) on a plain Node HTTP server in
 * this process, with a context the test builds: memory stores, its own ids and a clock it sets.
 * The routes, their statuses and JSON answers (the same that test/server checks on a real
 * server process), the creation limit timed by the context's clock, the `game started` of a
 * created game, and the static fallback.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverContext, type ServerContext } from '../../src/server/context';
import type { GameStarted } from '../../src/server/domainEvents';
import { httpHandler } from '../../src/server/http';
import type { Ids } from '../../src/server/ids';
import { memoryStores } from '../../src/server/store';

const clock = { now: 5000 };
let serial = 0;
const ids: Ids = {
  processName: 'test',
  gameId: () => 'GAME'.padEnd(12, String(serial)),
  key: () => `key${++serial}`.padEnd(22, '-'),
  followCode: () => 'ABCDEF', // always the same: the second follow room finds no free code
};
let context: ServerContext;
let server: Server;
let base: string;
const started: GameStarted[] = [];

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'pw-http-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>PW</title>\n');
  context = serverContext({
    store: memoryStores({ now: () => clock.now }),
    clock: { now: () => clock.now },
    ids,
    config: { claimGraceMs: 1000, createBurst: 3, accountBurst: 3 },
  });
  context.events.subscribe('game started', (event) => void started.push(event));
  server = createServer(httpHandler(context, { dist, load: () => ({ rooms: 2, clients: 7 }) }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const post = (path: string, body?: string) =>
  fetch(`${base}${path}`, { method: 'POST', ...(body === undefined ? {} : { body }) });
const answer = async (response: Response) => [response.status, await response.json()];

describe('the HTTP routes', () => {
  it('answers /health with this process’s load, GET and HEAD only', async () => {
    expect(await answer(await fetch(`${base}/health`))).toEqual([
      200,
      { ok: true, rooms: 2, clients: 7, redis: false },
    ]);
    expect((await fetch(`${base}/health`, { method: 'HEAD' })).status).toBe(200);
    expect(await answer(await post('/health'))).toEqual([405, { error: 'method not allowed' }]);
  });

  it('creates a game with the context’s ids and clock, stores it and says it started', async () => {
    const [status, body] = await answer(
      await post('/api/games', '{"variant":"chess","clock":"5+3"}'),
    );
    expect(status).toBe(201);
    const { gameId, players, organiser } = body as {
      gameId: string;
      players: [string, string];
      organiser: string;
    };
    expect([players, organiser]).toEqual([
      ['key1'.padEnd(22, '-'), 'key2'.padEnd(22, '-')],
      'key3'.padEnd(22, '-'),
    ]);
    const stored = await context.store.games.loadGame(gameId);
    expect(stored?.meta).toMatchObject({ gameId, variant: 'chess', players, createdAt: 5000 });
    expect(stored?.events).toEqual([
      expect.objectContaining({ v: 1, t: 'start', game: 1, at: 5000, white: 0 }),
    ]);
    expect(started).toEqual([
      expect.objectContaining({ gameId, game: 1, variant: 'chess', at: 5000, white: 0 }),
    ]);
    expect(started[0]!.control).toMatchObject({ base: 300_000, increment: 3000 });
  });

  it('refuses bad creations with their statuses, and other methods', async () => {
    clock.now += 10_000; // a full bucket
    expect(await answer(await post('/api/games', '{"variant":"go"}'))).toEqual([
      400,
      { error: 'bad variant' },
    ]);
    expect(await answer(await post('/api/games', '{not json'))).toEqual([
      400,
      { error: 'malformed' },
    ]);
    expect(await answer(await post('/api/games', 'x'.repeat(5000)))).toEqual([
      413,
      { error: 'too-large' },
    ]);
    expect(await answer(await fetch(`${base}/api/games`))).toEqual([405, { error: 'POST only' }]);
    expect(await answer(await fetch(`${base}/api/follow`))).toEqual([405, { error: 'POST only' }]);
  });

  it('limits creations per address by the context’s clock', async () => {
    clock.now += 10_000; // a full bucket of 3
    const [first] = await answer(await post('/api/follow'));
    expect(first).toBe(201);
    expect(await answer(await post('/api/follow'))).toEqual([503, { error: 'no free code' }]);
    expect((await post('/api/follow')).status).toBe(503);
    expect(await answer(await post('/api/follow'))).toEqual([429, { error: 'rate-limited' }]);
    clock.now += 500; // two a second: one more
    expect((await post('/api/follow')).status).toBe(503);
    expect((await post('/api/follow')).status).toBe(429);
  });

  it('serves the app for any other address', async () => {
    const page = await fetch(`${base}/some/route`, { headers: { Accept: 'text/html' } });
    expect([page.status, await page.text()]).toEqual([200, expect.stringContaining('<title>PW')]);
    expect((await fetch(`${base}/missing.js`)).status).toBe(404);
  });
});
