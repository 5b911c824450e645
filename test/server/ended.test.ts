/**
 * `game ended` published exactly once per finished game across a deployment (src/server/endings.ts):
 * redis-server, PostgreSQL and two game-server processes that append every `game ended` they publish to one
 * file (PW_ENDED_LOG, src/server/endedLog.ts), this test process the client. A game and its
 * rematch each published once and not again when the room is re-created; the owner SIGKILLed as
 * a game ends; a finished game left unpublished in the database, as a process killed between storing
 * its end and publishing it leaves it, published by whichever process re-creates the room, or
 * by a process's sweep when nobody does; and the claim of a process that died while publishing
 * taken over when it runs out.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameEnded } from '../../src/server/domainEvents';
import { endsItsGame } from '../../src/server/endings';
import { startPosition } from '../../src/server/game';
import { randomIds } from '../../src/server/ids';
import type { GameEvent } from '../../src/protocol';
import { systemClock } from '../../src/server/clock';
import { databaseStores, type Stores } from '../../src/server/store';
import {
  createGame,
  startRedis,
  startServer,
  type GameServer,
  type Redis,
} from './support/cluster';
import { join, pause, play, reach, type Player } from './support/players';
import { startPostgres, type Postgres } from './support/postgres';

let redis: Redis;
let postgres: Postgres;
let stores: Stores;
let servers: GameServer[] = [];
let log: string;
const open: Player[] = [];
const endpoints = () => servers.map((server) => server.url);

const startOne = (port?: number) =>
  startServer({
    redis: redis.url,
    database: postgres.url,
    env: { PW_ENDED_LOG: log },
    ...(port ? { port } : {}),
  });

beforeAll(async () => {
  log = joinPath(mkdtempSync(joinPath(tmpdir(), 'pw-ended-')), 'ended.jsonl');
  writeFileSync(log, '');
  [redis, postgres] = await Promise.all([startRedis(), startPostgres()]);
  stores = await databaseStores(
    { dataDir: tmpdir(), databaseUrl: postgres.url },
    redis.url,
    systemClock,
  );
  servers = await Promise.all([startOne(), startOne()]);
});

afterAll(async () => {
  await Promise.all(open.map((p) => p.client.close()));
  await Promise.all(servers.map((server) => server.kill('SIGKILL')));
  await stores?.close();
  redis?.stop();
  postgres?.destroy();
});

async function player(gameId: string, key?: string, first = 0): Promise<Player> {
  const list = endpoints();
  const joined = await join([...list.slice(first), ...list.slice(0, first)], gameId, key);
  open.push(joined);
  return joined;
}

/** Every `game ended` the processes published so far, in order. */
const ended = (): GameEnded[] =>
  readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as GameEnded);

/** The games of `gameId` published, by number, once `count` of them have been (or `ms` passed). */
async function endsOf(gameId: string, count: number, ms = 20_000): Promise<number[]> {
  const games = () =>
    ended()
      .filter((end) => end.gameId === gameId)
      .map((end) => end.game);
  for (const until = Date.now() + ms; games().length < count && Date.now() < until;)
    await pause(50);
  return games();
}

const FEN = (() => {
  const start = startPosition('chess');
  if (!start.ok) throw new Error(start.detail);
  return start.fen;
})();

/**
 * Stores a chess game that White resigned at version 3, at `createdAt` and the 2 ms after, as a
 * process would have stored it (the end owed) before it was killed.
 */
async function storeFinishedGame(createdAt = Date.now()): Promise<string> {
  const gameId = randomIds.gameId();
  const meta = {
    gameId,
    variant: 'chess' as const,
    players: [randomIds.key(), randomIds.key()] as const,
    organiser: randomIds.key(),
    createdAt,
  };
  const events: GameEvent[] = [
    { v: 1, at: meta.createdAt, t: 'start', game: 1, variant: 'chess', fen: FEN, white: 0 },
    {
      v: 2,
      at: meta.createdAt + 1,
      t: 'turn',
      game: 1,
      ply: 0,
      by: 'white',
      moves: ['e2e4'],
      nonce: 'n',
      fen: '',
    },
    { v: 3, at: meta.createdAt + 2, t: 'resign', game: 1, by: 'white' },
  ];
  expect(await stores.games.createGame(meta, events[0]!)).toBe(true);
  for (const event of events.slice(1))
    expect(await stores.games.append(gameId, event, endsItsGame(event))).toBe(true);
  return gameId;
}

describe('game ended, once per finished game', () => {
  it('publishes a game and its rematch once each, and not again when the room is re-created', async () => {
    const game = await createGame(servers[0]!, 'chess');
    const white = await player(game.gameId, game.players[0]);
    const black = await player(game.gameId, game.players[1], 1);
    play(white, ['e2e4']);
    await reach(black, 2);
    black.client.send('resign', { game: 1 });
    await reach(white, 3);
    black.client.send('rematch', { game: 1, op: 'offer' });
    await reach(white, 4);
    white.client.send('rematch', { game: 1, op: 'accept' });
    await reach(black, 5);
    white.client.send('resign', { game: 2 });
    await reach(black, 6);
    expect(await endsOf(game.gameId, 2)).toEqual([1, 2]);
    const [first, second] = ended().filter((end) => end.gameId === game.gameId);
    expect(first).toMatchObject({ game: 1, outcome: { winner: 'white', reason: 'resignation' } });
    expect(first).toMatchObject({ variant: 'chess', white: 0, plies: 1, v: 3 });
    expect(second).toMatchObject({ game: 2, white: 1, plies: 0, v: 6 });
    expect(second!.outcome).toEqual({ winner: 'white', reason: 'resignation' }); // seat 0 is Black now
    // everyone leaves, the room goes; a watcher re-creates it from the record
    await Promise.all([white, black].map((p) => p.client.close()));
    await pause(500);
    const watcher = await player(game.gameId, undefined, 1);
    expect(watcher.client.version).toBe(6);
    await pause(1000);
    expect(await endsOf(game.gameId, 3, 0)).toEqual([1, 2]);
  });

  it('a game that ends as its owner is SIGKILLed is published once, from either process', async () => {
    const game = await createGame(servers[1]!, 'chess');
    const white = await player(game.gameId, game.players[0], 1);
    const black = await player(game.gameId, game.players[1]);
    const watcher = await player(game.gameId);
    play(white, ['e2e4']);
    await reach(black, 2);
    const owner = servers.find((s) => s.address === white.client.serverAddress)!;
    let killed = false;
    try {
      black.client.send('resign', { game: 1 });
      await reach(watcher, 3); // stored: the end is in the record
      await owner.kill('SIGKILL');
      killed = true;
      // the watcher's rejoin re-creates the room on the survivor, which publishes the end if
      // the owner died before it did (at once, or when a claim it left runs out)
      await watcher.client.waitFor(() => watcher.client.connected, 40_000, 'the rejoin');
      expect(await endsOf(game.gameId, 1)).toEqual([1]);
      await pause(1000);
      expect(await endsOf(game.gameId, 2, 0)).toEqual([1]);
    } finally {
      if (killed) {
        const replacement = await startOne(owner.port);
        servers = servers.map((s) => (s === owner ? replacement : s));
      }
    }
  });

  it('publishes an end stored by a process that died before publishing it, once', async () => {
    const gameId = await storeFinishedGame();
    expect(await endsOf(gameId, 1, 0)).toEqual([]); // nobody has published it
    const watcher = await player(gameId, undefined, 0);
    expect(await endsOf(gameId, 1)).toEqual([1]);
    expect(ended().find((end) => end.gameId === gameId)).toMatchObject({
      outcome: { winner: 'black', reason: 'resignation' },
      plies: 1,
      v: 3,
    });
    // the room re-created on the other process publishes nothing more
    await watcher.client.close();
    await pause(500);
    await player(gameId, undefined, 1);
    await pause(1000);
    expect(await endsOf(gameId, 2, 0)).toEqual([1]);
  });

  it('publishes such an end once, from a sweep, though nobody comes back to its room', async () => {
    const gameId = await storeFinishedGame(Date.now() - 60_000);
    expect(await endsOf(gameId, 1)).toEqual([1]); // a sweep of either process, every 2 s
    await pause(2500); // both processes have swept again
    expect(await endsOf(gameId, 2, 0)).toEqual([1]);
  });

  it('takes over the claim of a process that died while publishing, when it runs out', async () => {
    const gameId = await storeFinishedGame();
    const until = Date.now() + 3000;
    expect(await stores.games.claimEnd(gameId, 1, 'dead-process', Date.now(), until)).toBe(
      'claimed',
    );
    await player(gameId, undefined, 1);
    await pause(1500);
    expect(await endsOf(gameId, 1, 0)).toEqual([]); // the dead process's claim still holds
    expect(await endsOf(gameId, 1, 10_000)).toEqual([1]);
    expect(Date.now()).toBeGreaterThanOrEqual(until);
  });
});
