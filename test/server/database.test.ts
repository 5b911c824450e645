/**
 * The database under the game server (src/server/db): nothing accepted is lost.
 *
 * - Embedded (SQLite under `--data`): a restart keeps every game and player; SIGKILL of the
 *   process as a turn arrives, then a restart on the same folder: every turn a client was shown
 *   is still there, the turn in flight lands once (the client sends it again on its rejoin);
 *   `backup FILE` / `restore FILE` bring a game back; the archive's queries (db/archive.ts) read
 *   the games played.
 * - PostgreSQL stopped for 10 s in the middle of a game: turns are refused `store-failed`
 *   meanwhile, nothing stored before is lost, and play resumes once it is back, by itself.
 * - The time a turn takes to be stored (`append`), p50 and p99, on both databases: printed.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/server/clock';
import { countsByVariant, gameById, gamesOfPlayer } from '../../src/server/db/archive';
import { databaseStores } from '../../src/server/store';
import type { GameEvent } from '../../src/protocol';
import { createGame, startRedis, startServer, type GameServer } from './support/cluster';
import { gameOf, join, nextRefusal, pause, play, reach, type Player } from './support/players';
import { startPostgres, type Postgres } from './support/postgres';

const ROOT = joinPath(import.meta.dirname, '../..');
const open: Player[] = [];
const servers: GameServer[] = [];
let postgres: Postgres;

beforeAll(async () => {
  postgres = await startPostgres();
});

afterAll(async () => {
  await Promise.all(open.map((p) => p.client.close()));
  await Promise.all(servers.map((server) => server.kill('SIGKILL')));
  postgres?.destroy();
});

async function serve(options: Parameters<typeof startServer>[0]): Promise<GameServer> {
  const server = await startServer(options);
  servers.push(server);
  return server;
}

async function player(server: GameServer, gameId: string, key?: string): Promise<Player> {
  const joined = await join([server.url], gameId, key);
  open.push(joined);
  return joined;
}

/** The stored log of `gameId` in the database at `place`, read by this process. */
async function storedLog(place: { dataDir: string; databaseUrl?: string }, gameId: string) {
  const stores = await databaseStores(place, undefined, systemClock);
  try {
    return (await stores.games.loadGame(gameId))?.events ?? [];
  } finally {
    await stores.close();
  }
}

const versions = (events: readonly GameEvent[]) => events.map((event) => event.v);
const nonces = (events: readonly GameEvent[]) =>
  events.flatMap((event) => (event.t === 'turn' ? [event.nonce] : []));

describe('the embedded database (SQLite)', () => {
  it('keeps every game and player across a restart, and a turn in flight at a SIGKILL once', async () => {
    const data = mkdtempSync(joinPath(tmpdir(), 'pw-data-'));
    const server = await serve({ data });
    const game = await createGame(server);
    const white = await player(server, game.gameId, game.players[0]);
    const black = await player(server, game.gameId, game.players[1]);
    play(white, ['1e2-1e4', 'end']);
    await reach(black, 2);
    play(black, ['1e7-1e5', 'end']);
    await reach(white, 3);
    const shown = [...white.client.events];
    // a player kept by the same database, written while the server is running
    const stores = await databaseStores({ dataDir: data }, undefined, systemClock);
    const ann = { id: 'p-ann', name: 'Ann', account: false, passwordHash: null, createdAt: 1 };
    expect(await stores.players.createPlayer({ ...ann, deletedAt: null })).toBe('ok');
    await stores.close();

    const nonce = play(white, ['3e2-3e4', 'end']); // in flight as the process dies
    await server.kill('SIGKILL');
    const again = await serve({ data, port: server.port });
    await white.client.waitFor(
      () => white.client.unsent.size === 0 && white.client.connected,
      40_000,
      'the turn after the restart',
    );
    await reach(black, 4, 40_000);
    const log = await storedLog({ dataDir: data }, game.gameId);
    expect(log.slice(0, 3)).toEqual(shown); // every turn shown is kept
    expect(versions(log)).toEqual([1, 2, 3, 4]);
    expect(nonces(log).filter((n) => n === nonce)).toHaveLength(1); // stored once
    play(black, ['3e7-3e5', 'end']);
    await reach(white, 5);
    expect(gameOf(white).ply).toBe(4);

    // a graceful restart keeps the game and the player too
    await again.kill('SIGTERM');
    const third = await serve({ data, port: server.port });
    const watcher = await player(third, game.gameId);
    expect(watcher.client.events).toEqual(white.client.events);
    const reopened = await databaseStores({ dataDir: data }, undefined, systemClock);
    expect(await reopened.players.playerByName('ann')).toEqual({ ...ann, deletedAt: null });

    // the archive: the seats' players (written by the identity routes), the game once it ends
    const db = reopened.database!.db;
    await reopened.games.setSeatPlayer(game.gameId, 0, { id: 'p-ann', name: 'Ann' });
    await reopened.games.setSeatPlayer(game.gameId, 1, { id: 'p-bob', name: 'Bob' });
    expect(await gamesOfPlayer(db, 'ANN', { max: 10 })).toEqual([]); // not finished yet
    for (const [p, who] of [
      [white, 'white'],
      [black, 'black'],
    ] as const)
      await p.client.waitFor(() => p.client.connected, 40_000, `${who} back`);
    black.client.send('resign', { game: 1 });
    await reach(white, 6);
    const archived = {
      gameId: game.gameId,
      variant: 'parallel-worlds',
      white: 'Ann',
      black: 'Bob',
      result: '1-0',
      rated: false,
      fen: expect.any(String),
      moves: ['1e2-1e4 end', '1e7-1e5 end', '3e2-3e4 end', '3e7-3e5 end'],
      endedAt: white.client.events[5]!.at,
      reason: 'resignation',
      number: 1,
      whiteSeat: 0,
    };
    expect(await gameById(db, game.gameId)).toEqual(archived);
    expect(await gamesOfPlayer(db, 'ann', { max: 10 })).toEqual([archived]);
    expect(await countsByVariant(db, 'p-ann')).toEqual({ 'parallel-worlds': 1 });
    expect(await countsByVariant(db, 'p-nobody')).toEqual({});
    expect(await gameById(db, 'no-such-game')).toBeNull();
    await reopened.close();
  });

  it('backs the database up while it runs and restores it', async () => {
    const data = mkdtempSync(joinPath(tmpdir(), 'pw-data-'));
    const server = await serve({ data });
    const game = await createGame(server);
    const white = await player(server, game.gameId, game.players[0]);
    play(white, ['1e2-1e4', 'end']);
    await reach(white, 2);
    const file = joinPath(mkdtempSync(joinPath(tmpdir(), 'pw-backup-')), 'backup.sqlite');
    const cli = (...args: string[]) =>
      execFileSync('npm', ['run', '--silent', 'server', '--', ...args, '--data', data], {
        cwd: ROOT,
        encoding: 'utf8',
      });
    expect(cli('backup', file)).toContain('backup: done');
    expect(() => cli('backup', file)).toThrow(); // never over an existing file
    await server.kill('SIGTERM');
    const other = mkdtempSync(joinPath(tmpdir(), 'pw-data-'));
    execFileSync('npm', ['run', '--silent', 'server', '--', 'restore', file, '--data', other], {
      cwd: ROOT,
    });
    expect(versions(await storedLog({ dataDir: other }, game.gameId))).toEqual([1, 2]);
  });
});

describe('PostgreSQL', () => {
  it('stopped for 10 s mid-game: turns refused meanwhile, nothing lost, play resumes', async () => {
    const data = mkdtempSync(joinPath(tmpdir(), 'pw-data-'));
    const server = await serve({ data, database: postgres.url });
    const game = await createGame(server);
    const white = await player(server, game.gameId, game.players[0]);
    const black = await player(server, game.gameId, game.players[1]);
    play(white, ['1e2-1e4', 'end']);
    await reach(black, 2);
    postgres.stop();
    const stoppedAt = Date.now();
    play(black, ['1e7-1e5', 'end']);
    expect((await nextRefusal(black, 0)).code).toBe('store-failed');
    await pause(10_000 - (Date.now() - stoppedAt));
    postgres.start();
    // the same turn again until it is stored (the first may meet a connection that died)
    for (let tries = 0; black.client.version < 3 && tries < 20; tries++) {
      play(black, ['1e7-1e5', 'end']);
      await black.client.waitFor(() => black.client.version >= 3, 1000, 'stored').catch(() => {});
    }
    await reach(white, 3);
    play(white, ['3e2-3e4', 'end']);
    await reach(black, 4);
    const log = await storedLog({ dataDir: data, databaseUrl: postgres.url }, game.gameId);
    expect(log).toEqual(white.client.events);
    expect(versions(log)).toEqual([1, 2, 3, 4]);
  });
});

describe('Redis', () => {
  it('stopped for 10 s mid-game (two processes): nothing accepted lost, play resumes', async () => {
    const redis = await startRedis();
    try {
      const place = { database: postgres.url, redis: redis.url };
      const [one] = [await serve(place), await serve(place)];
      const game = await createGame(one!);
      const white = await player(one!, game.gameId, game.players[0]);
      const black = await player(one!, game.gameId, game.players[1]);
      play(white, ['1e2-1e4', 'end']);
      await reach(black, 2);
      redis.freeze();
      const frozenAt = Date.now();
      play(black, ['1e7-1e5', 'end']); // stored, or refused with a reason: never lost unseen
      await pause(10_000 - (Date.now() - frozenAt));
      redis.resume();
      for (let tries = 0; black.client.version < 3 && tries < 30; tries++) {
        await black.client.waitFor(() => black.client.connected, 20_000, 'black back');
        play(black, ['1e7-1e5', 'end']);
        await black.client.waitFor(() => black.client.version >= 3, 1000, 'stored').catch(() => {});
      }
      await white.client.waitFor(() => white.client.connected, 20_000, 'white back');
      await reach(white, 3, 20_000);
      play(white, ['3e2-3e4', 'end']);
      await reach(black, 4, 20_000);
      const log = await storedLog({ dataDir: '', databaseUrl: postgres.url }, game.gameId);
      expect(versions(log)).toEqual([1, 2, 3, 4]);
      expect(log).toEqual(white.client.events);
      expect(gameOf(white).ply).toBe(gameOf(black).ply);
    } finally {
      redis.resume();
      redis.stop();
    }
  }, 90_000);
});

describe('the time a turn takes to be stored', () => {
  it('is measured on both databases (printed)', async () => {
    const turns = 400;
    for (const [name, databaseUrl] of [
      ['sqlite', undefined],
      ['postgres', postgres.url],
    ] as const) {
      const dataDir = mkdtempSync(joinPath(tmpdir(), 'pw-data-'));
      const stores = await databaseStores({ dataDir, databaseUrl }, undefined, systemClock);
      const meta = {
        gameId: `bench-${name}-${Date.now()}`,
        variant: 'chess' as const,
        players: ['w'.repeat(22), 'b'.repeat(22)] as const,
        organiser: 'o'.repeat(22),
        createdAt: 0,
      };
      const start: GameEvent = {
        v: 1,
        t: 'start',
        game: 1,
        at: 0,
        variant: 'chess',
        fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
        white: 0,
      };
      await stores.games.createGame(meta, start);
      const ms: number[] = [];
      for (let v = 2; v <= turns + 1; v++) {
        const event: GameEvent = {
          v,
          t: 'turn',
          game: 1,
          at: v,
          ply: v - 2,
          by: v % 2 ? 'black' : 'white',
          moves: ['Ng1-f3'],
          nonce: `n${v}`,
          fen: start.fen,
        };
        const began = performance.now();
        expect(await stores.games.append(meta.gameId, event)).toBe(true);
        ms.push(performance.now() - began);
      }
      await stores.close();
      ms.sort((a, b) => a - b);
      const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!.toFixed(2);
      process.stdout.write(
        `turn stored (${name}, ${turns} appends): p50 ${at(0.5)} ms, p99 ${at(0.99)} ms\n`,
      );
    }
  });
});
