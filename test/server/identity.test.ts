/**
 * Identities on a real server process (embedded): an account and an anonymous identity made
 * over HTTP, their cookies sent with the WebSocket's upgrade (as a browser sends its own), and
 * each seat's name reaching the other player and a watcher, in the welcome and as the seats are
 * taken; the security of the process's answers (no CORS on the matchmaking either, no
 * `X-Powered-By`, the origin check), and a session that survives nothing but its cookie; the
 * finished game in the archive: on both players' pages, by its id, and as a record file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, startServer, type GameServer } from './support/cluster';
import { join, play, reach, type Player } from './support/players';

let server: GameServer;
const open: Player[] = [];

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await Promise.all(open.map((p) => p.client.close()));
  await server?.kill('SIGTERM');
});

/** The session cookie (`name=value`) of an answer. */
const cookieOf = (response: Response): string =>
  (response.headers.get('set-cookie') ?? '').split(';')[0]!;

async function player(gameId: string, key: string | undefined, cookie?: string): Promise<Player> {
  const joined = await join([server.url], gameId, key, 20_000, cookie ? { Cookie: cookie } : {});
  open.push(joined);
  return joined;
}

describe('names on games', () => {
  it('tells the other player and a watcher who holds each seat', async () => {
    const account = await fetch(`${server.url}/api/account`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Ada_L', password: 'analytical' }),
    });
    expect(account.status).toBe(201);
    const ada = cookieOf(account);
    const anonymous = await fetch(`${server.url}/api/me`);
    const { name: anonymousName } = (await anonymous.json()) as { name: string };
    const guest = cookieOf(anonymous);

    const game = await createGame(server, 'chess');
    const watcher = await player(game.gameId, undefined);
    expect(watcher.client.names).toEqual([null, null]); // nobody has taken a seat yet
    const white = await player(game.gameId, game.players[0], ada);
    await watcher.client.waitFor(() => watcher.client.names[0] !== null, 5000, 'White’s name');
    expect(watcher.client.names).toEqual([{ name: 'Ada_L' }, null]);
    const black = await player(game.gameId, game.players[1], guest);
    expect(black.client.names[0]).toEqual({ name: 'Ada_L' }); // in its welcome
    const both = [{ name: 'Ada_L' }, { name: anonymousName }];
    for (const p of [white, black, watcher])
      await p.client.waitFor(() => p.client.names[1] !== null, 5000, 'Black’s name');
    expect([white, black, watcher].map((p) => p.client.names)).toEqual([both, both, both]);
    // a seat keeps its first identity: the same key with another cookie changes nothing
    const late = await player(game.gameId, game.players[1], ada);
    expect(late.client.names).toEqual(both);
    // and a later watcher learns it all at once
    expect((await player(game.gameId, undefined)).client.names).toEqual(both);
  });
});

/** A new account's session cookie. */
async function signUp(name: string): Promise<string> {
  const account = await fetch(`${server.url}/api/account`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, password: 'correct horse' }),
  });
  expect(account.status).toBe(201);
  return cookieOf(account);
}

const json = async (path: string): Promise<[number, unknown]> => {
  const response = await fetch(`${server.url}${path}`);
  return [response.status, await response.json()];
};

describe('the archive', () => {
  it('keeps a finished game on both players’ pages, by its id and as a record file', async () => {
    const [ann, bob] = [await signUp('Ann_A'), await signUp('Bob_B')];
    const game = await createGame(server, 'chess');
    const white = await player(game.gameId, game.players[0], ann);
    const black = await player(game.gameId, game.players[1], bob);
    expect(await json(`/api/games/${game.gameId}`)).toEqual([404, { error: 'not-found' }]);
    play(white, ['e2e4']);
    await reach(black, 2);
    play(black, ['e7e5']);
    await reach(white, 3);
    white.client.send('resign', { game: 1 });
    await reach(black, 4);

    const archived = {
      gameId: game.gameId,
      variant: 'chess',
      white: 'Ann_A',
      black: 'Bob_B',
      result: '0-1',
      rated: false,
      fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      moves: ['e2e4', 'e7e5'],
      endedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    };
    expect(await json(`/api/games/${game.gameId}`)).toEqual([200, archived]);
    for (const name of ['ann_a', 'Bob_B']) {
      expect(await json(`/api/players/${name}/games?max=5`)).toEqual([200, [archived]]);
      const [status, profile] = await json(`/api/players/${name}`);
      expect(status).toBe(200);
      expect(profile).toMatchObject({ games: { chess: 1 }, createdAt: expect.any(String) });
    }
    const file = await fetch(`${server.url}/api/players/Ann_A/games?max=5&format=pgn`);
    expect(file.headers.get('content-type')).toContain('pgn');
    const text = await file.text();
    expect(text).toContain('[White "Ann_A"]\n[Black "Bob_B"]');
    expect(text).toContain('1. e2e4 e7e5 resigns 0-1');
    expect(text).not.toContain(game.players[0]); // never a seat key
    expect(await json('/api/players/nobody_here')).toEqual([404, { error: 'not-found' }]);
    expect(await json('/api/players/no%20such/games')).toEqual([404, { error: 'not-found' }]);
    expect(await json('/api/games/..%2F..')).toEqual([404, { error: 'not-found' }]);
  });
});

describe('the process’s answers', () => {
  it('allow no other origin, on the API or the matchmaking, and say nothing of Express', async () => {
    const evil = { Origin: 'http://evil.example' };
    const preflight = await fetch(`${server.url}/matchmake/joinOrCreate/game`, {
      method: 'OPTIONS',
      headers: { ...evil, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const matchmake = await fetch(`${server.url}/matchmake/joinOrCreate/game`, {
      method: 'POST',
      headers: { ...evil, 'Content-Type': 'application/json' },
      body: JSON.stringify({ protocol: 1, gameId: 'nope' }),
    });
    expect(matchmake.headers.get('access-control-allow-origin')).toBeNull();
    const page = await fetch(`${server.url}/`, { headers: { Accept: 'text/html' } });
    expect(page.headers.get('x-powered-by')).toBeNull();
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const created = await fetch(`${server.url}/api/games`, {
      method: 'POST',
      headers: { ...evil, 'Content-Type': 'application/json' },
      body: JSON.stringify({ variant: 'chess' }),
    });
    expect([created.status, await created.json()]).toEqual([403, { error: 'bad-origin' }]);
  });
});
