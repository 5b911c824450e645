/**
 * The embedded server (`npm start`: no REDIS_URL, one process): the built app served as `vite
 * preview` serves it (files with their MIME types, the service worker and index.html never
 * cached stale, hashed assets immutable, app.html for an address the build does not prerender, 404 for a
 * missing asset, nothing outside dist/), the health answer, game creation refusing bad bodies,
 * and a game played with its record in the embedded SQLite file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, fakeDist, startServer, type GameServer } from './support/cluster';
import { join, reach, play, gameOf } from './support/players';

let server: GameServer;

beforeAll(async () => {
  server = await startServer({ dist: fakeDist() });
});

afterAll(async () => {
  await server?.kill('SIGTERM');
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers });

describe('the embedded server', () => {
  it('serves the built app as vite preview does', async () => {
    const page = await get('/?game=abc', { Accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<div id="root"></div>'); // app.html
    const fallback = await get('/some/route', { Accept: 'text/html' });
    expect([fallback.status, await fallback.text()]).toEqual([
      200,
      expect.stringContaining('<title>'),
    ]);
    const sw = await get('/sw.js');
    expect(sw.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    const asset = await get('/assets/index-abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const again = await get('/assets/index-abc123.js', {
      'If-None-Match': asset.headers.get('etag')!,
    });
    expect(again.status).toBe(304);
    expect((await get('/assets/missing.js')).status).toBe(404);
    expect((await get('/..%2f..%2fetc/passwd', { Accept: 'text/plain' })).status).toBe(404);
    expect((await get('/%2e%2e/package.json', { Accept: 'text/plain' })).status).toBe(404);
  });

  it('answers /health and refuses bad creations', async () => {
    expect(await (await get('/health')).json()).toEqual({
      ok: true,
      rooms: 0,
      clients: 0,
      redis: false,
      db: 'sqlite',
    });
    const post = (body: string) =>
      fetch(`${server.url}/api/games`, {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json' },
      });
    expect((await post('{"variant":"go"}')).status).toBe(400);
    expect((await post('{"variant":"chess","fen":"8/8 w"}')).status).toBe(400);
    expect((await post('{not json')).status).toBe(400);
    expect((await post(JSON.stringify({ variant: 'chess', fen: 'x'.repeat(5000) }))).status).toBe(
      413,
    );
    expect((await fetch(`${server.url}/api/games`)).status).toBe(405);
  });

  it('plays a game with its record in the embedded database; a wrong key is refused', async () => {
    const game = await createGame(server, 'pocket-mutation');
    expect(game.gameId).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(game.players[0]).toMatch(/^[A-Za-z0-9_-]{22}$/);
    await expect(join([server.url], game.gameId, 'A'.repeat(22))).rejects.toThrow('bad-key');
    await expect(join([server.url], 'AAAAAAAAAAAA')).rejects.toThrow('no-such-game');
    const white = await join([server.url], game.gameId, game.players[0]);
    const black = await join([server.url], game.gameId, game.players[1]);
    play(white, ['e2e4']);
    await reach(black, 2);
    play(black, ['d7d5']);
    await reach(white, 3);
    expect(gameOf(white).fen).toMatch(
      /^rnbqkbnr\/ppp1pppp\/8\/3p4\/4P3\/8\/PPPP1PPP\/RNBQKBNR\[\] w - /,
    );
    const health = (await (await get('/health')).json()) as { rooms: number; clients: number };
    expect(health).toMatchObject({ rooms: 1, clients: 2 });
    await Promise.all([white.client.close(), black.client.close()]);
  });
});
