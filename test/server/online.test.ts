/**
 * Online play across processes (issue 26): redis-server, PostgreSQL and two game-server
 * processes on free loopback ports, this test process the client. Joining through the other process, joins at
 * once, refused turns and their codes, watchers and the other side kept off the board,
 * resignation, draws, takebacks and rematches, a dropped socket, SIGKILL of the process that
 * owns a room, malformed, oversized and flooding messages, and a follow room.
 */
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/server/clock';
import { databaseStores } from '../../src/server/store';
import { FOLLOW_ROOM, PROTOCOL, type FollowPatched, type FollowWelcome } from '../../src/protocol';
import { Client } from '@colyseus/sdk';
import { pack } from 'msgpackr';
import {
  createGame,
  startRedis,
  startServer,
  type GameServer,
  type Redis,
} from './support/cluster';
import { gameOf, join, nextRefusal, pause, play, reach, type Player } from './support/players';
import { startPostgres, type Postgres } from './support/postgres';

let redis: Redis;
let postgres: Postgres;
let place: { redis: string; database: string };
let servers: GameServer[] = [];
const open: Player[] = [];
const endpoints = () => servers.map((server) => server.url);

async function player(gameId: string, key?: string, first = 0): Promise<Player> {
  const list = endpoints();
  const ordered = [...list.slice(first), ...list.slice(0, first)];
  const joined = await join(ordered, gameId, key);
  open.push(joined);
  return joined;
}

beforeAll(async () => {
  [redis, postgres] = await Promise.all([startRedis(), startPostgres()]);
  place = { redis: redis.url, database: postgres.url };
  servers = await Promise.all([startServer(place), startServer(place)]);
});

afterAll(async () => {
  await Promise.all(open.map((p) => p.client.close()));
  await Promise.all(servers.map((server) => server.kill('SIGKILL')));
  redis?.stop();
  postgres?.destroy();
});

describe('game rooms across two processes', () => {
  it('a game created through one process is joined and played through the other', async () => {
    const game = await createGame(servers[0]!);
    const white = await player(game.gameId, game.players[0], 1);
    const black = await player(game.gameId, game.players[1], 0);
    const watcher = await player(game.gameId, undefined, 1);
    expect([white.client.role, white.client.seat]).toEqual(['player', 0]);
    expect([black.client.role, black.client.seat]).toEqual(['player', 1]);
    expect(watcher.client.role).toBe('watcher');
    // every client reaches the one process that owns the room, whichever it asked
    expect(new Set([white, black, watcher].map((p) => p.client.serverAddress)).size).toBe(1);
    play(white, ['1e2-1e4', '3d2-3d4']);
    await Promise.all([white, black, watcher].map((p) => reach(p, 2)));
    expect(watcher.client.events[1]).toMatchObject({
      t: 'turn',
      by: 'white',
      moves: ['1e2-1e4', '3d2-3d4'],
    });
    play(black, ['1e7-1e5', 'end']);
    await reach(watcher, 3);
    expect(gameOf(watcher).toMove).toBe('white');
    await watcher.client.waitFor(() => watcher.client.presence?.watchers === 1, 5000, 'presence');
    expect(watcher.client.presence).toEqual({
      watchers: 1,
      players: [true, true],
      organiser: false,
      claimIn: [null, null], // both seats taken: nothing to claim
    });
    const health = await Promise.all(
      servers.map(
        async (s) =>
          (await fetch(`${s.url}/health`)).json() as Promise<{ rooms: number; clients: number }>,
      ),
    );
    expect(health.reduce((sum, h) => sum + h.rooms, 0)).toBeGreaterThanOrEqual(1);
    expect(health.reduce((sum, h) => sum + h.clients, 0)).toBeGreaterThanOrEqual(3);
  });

  it('two players and watchers joining at once through both processes all get their places', async () => {
    const game = await createGame(servers[1]!);
    const joins = [
      player(game.gameId, game.players[0], 0),
      player(game.gameId, game.players[1], 1),
      ...Array.from({ length: 6 }, (_, i) => player(game.gameId, undefined, i % 2)),
      player(game.gameId, game.organiser, 1),
    ];
    const joined = await Promise.all(joins);
    expect(joined.map((p) => p.client.role)).toEqual([
      'player',
      'player',
      ...Array(6).fill('watcher'),
      'organiser',
    ]);
    expect(new Set(joined.map((p) => p.client.serverAddress)).size).toBe(1);
    const organiser = joined[8]!;
    // the joins reach the room in any order: the organiser's welcome may predate a player's
    // join, and the presence broadcast after the last join says who is there
    await organiser.client.waitFor(
      () => {
        const presence = organiser.client.presence;
        return presence?.watchers === 6 && presence.players.every(Boolean);
      },
      5000,
      'presence',
    );
    expect(organiser.client.presence).toEqual({
      watchers: 6,
      players: [true, true],
      organiser: true,
      claimIn: [null, null],
    });
  });

  it('an audience arriving at once through one process is seated, not taken for a leak', async () => {
    const game = await createGame(servers[0]!);
    const audience = 30; // Node warns of a leak past ten listeners of one topic
    const seats = await Promise.all(
      Array.from({ length: audience }, () =>
        fetch(`${servers[0]!.url}/matchmake/joinOrCreate/game`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ protocol: PROTOCOL, gameId: game.gameId }),
        }).then(async (response) => [response.status, await response.json()] as const),
      ),
    );
    expect(seats.map(([status]) => status)).toEqual(Array(audience).fill(200));
    expect(new Set(seats.map(([, seat]) => (seat as { roomId: string }).roomId))).toEqual(
      new Set([game.gameId]),
    );
    expect(servers[0]!.output()).not.toContain('MaxListenersExceededWarning');
  });

  it('refuses an illegal or wrong turn with a code, to its sender only', async () => {
    const game = await createGame(servers[0]!);
    const white = await player(game.gameId, game.players[0]);
    const black = await player(game.gameId, game.players[1], 1);
    const watcher = await player(game.gameId);
    const cases: Array<[Player, string[], string, number | undefined]> = [
      [white, ['e2e4'], 'illegal-move', 0],
      [white, ['1e2-1e4', '1e4-1e6'], 'illegal-move', 1],
      [white, ['1e2-1e4'], 'turn-incomplete', undefined],
      [white, ['1e2-1e4', '3e2-3e4', 'end'], 'turn-too-long', 2],
      [black, ['1e7-1e5', 'end'], 'not-your-turn', undefined],
    ];
    for (const [who, moves, code, index] of cases) {
      const before = who.refusals.length;
      const nonce = play(who, moves);
      const refusal = await nextRefusal(who, before);
      expect(refusal).toMatchObject({ type: 'turn', code, ref: nonce });
      if (index !== undefined) expect(refusal.index).toBe(index);
      expect(who.client.unsent.has(nonce)).toBe(false);
    }
    const stale = white.refusals.length;
    white.client.sendTurn({ game: 1, ply: 3, moves: ['1e2-1e4', 'end'], nonce: 'stale' });
    expect((await nextRefusal(white, stale)).code).toBe('wrong-ply');
    await pause(200);
    expect(watcher.refusals).toEqual([]);
    expect(black.refusals.map((r) => r.code)).toEqual(['not-your-turn']);
    expect(watcher.client.version).toBe(1); // nothing was played
  });

  it('a watcher or the organiser cannot move, and a player cannot move for the other side', async () => {
    const game = await createGame(servers[1]!, 'chess');
    const white = await player(game.gameId, game.players[0]);
    const black = await player(game.gameId, game.players[1]);
    const watcher = await player(game.gameId, undefined, 1);
    const organiser = await player(game.gameId, game.organiser);
    expect(organiser.client.role).toBe('organiser');
    play(watcher, ['e2e4']);
    expect((await nextRefusal(watcher, 0)).code).toBe('not-a-player');
    play(organiser, ['e2e4']);
    expect((await nextRefusal(organiser, 0)).code).toBe('not-a-player');
    watcher.client.send('resign', { game: 1 });
    expect((await nextRefusal(watcher, 1)).code).toBe('not-a-player');
    play(black, ['e7e5']);
    expect((await nextRefusal(black, 0)).code).toBe('not-your-turn');
    play(white, ['e2e4']);
    await reach(black, 2);
    play(white, ['d2d4']);
    expect((await nextRefusal(white, 0)).code).toBe('not-your-turn');
    expect(black.client.version).toBe(2);
  });

  it('resignation, draw offers, takebacks and rematches cross the network', async () => {
    const game = await createGame(servers[0]!, 'chess');
    const white = await player(game.gameId, game.players[0]);
    const black = await player(game.gameId, game.players[1], 1);
    const organiser = await player(game.gameId, game.organiser, 1);
    play(white, ['e2e4']);
    await reach(black, 2);
    play(black, ['e7e5']);
    await reach(white, 3);
    // white asks to take back its last turn (and black's reply): two turns
    white.client.send('takeback', { game: 1, op: 'request' });
    await reach(black, 4);
    black.client.send('takeback', { game: 1, op: 'accept' });
    await reach(organiser, 5);
    expect(organiser.client.events[4]).toMatchObject({ t: 'takeback', op: 'accept', undo: 2 });
    expect(gameOf(organiser).ply).toBe(0);
    // a draw offered, declined, offered again and accepted
    white.client.send('draw', { game: 1, op: 'offer' });
    await reach(black, 6);
    black.client.send('draw', { game: 1, op: 'decline' });
    await reach(white, 7);
    white.client.send('draw', { game: 1, op: 'accept' });
    expect((await nextRefusal(white, 0)).code).toBe('no-offer');
    black.client.send('draw', { game: 1, op: 'offer' });
    await reach(white, 8);
    white.client.send('draw', { game: 1, op: 'accept' });
    await reach(organiser, 9);
    expect(gameOf(organiser).outcome).toEqual({ winner: null, reason: 'agreement' });
    play(white, ['e2e4']);
    expect((await nextRefusal(white, 1)).code).toBe('game-over');
    // a rematch: offered, accepted, colours swapped
    black.client.send('rematch', { game: 1, op: 'offer' });
    await reach(white, 10);
    white.client.send('rematch', { game: 1, op: 'accept' });
    await reach(organiser, 11);
    expect(organiser.client.events[10]).toMatchObject({ t: 'start', game: 2, white: 1 });
    expect(gameOf(black).sideOf(1)).toBe('white');
    play(black, ['d2d4']);
    await reach(white, 12);
    white.client.send('resign', { game: 2 });
    await reach(organiser, 13);
    expect(gameOf(organiser).outcome).toEqual({ winner: 'white', reason: 'resignation' });
    // the organiser starts the next game at once
    organiser.client.send('rematch', { game: 2, op: 'accept' });
    await reach(white, 14);
    expect(white.client.events[13]).toMatchObject({ t: 'start', game: 3, white: 0 });
  });

  it('a dropped socket rejoins, receives what it missed and keeps its unsent turn', async () => {
    const game = await createGame(servers[1]!);
    const white = await player(game.gameId, game.players[0]);
    const black = await player(game.gameId, game.players[1], 1);
    const watcher = await player(game.gameId);
    // black drops; white plays meanwhile; black comes back with the turn it missed
    black.client.drop();
    play(white, ['1e2-1e4', 'end']);
    await reach(watcher, 2);
    await black.client.waitFor(
      () => black.client.joins === 2 && black.client.version === 2,
      20_000,
      'rejoin',
    );
    // white drops and sends its reply-to-come while cut off: it is sent again on the rejoin
    play(black, ['1d7-1d5', 'end']);
    await reach(white, 3);
    white.client.drop();
    const nonce = play(white, ['3g1-3f3', 'end']);
    expect(white.client.unsent.has(nonce)).toBe(true);
    await reach(watcher, 4, 20_000);
    await white.client.waitFor(() => white.client.unsent.size === 0, 20_000, 'the ack');
    expect(watcher.client.events.filter((e) => e.t === 'turn').map((e) => e.v)).toEqual([2, 3, 4]);
    expect(white.client.joins).toBe(2);
  });

  it('SIGKILL of the process that owns a room loses no turn: the game goes on from the other', async () => {
    const game = await createGame(servers[0]!);
    const white = await player(game.gameId, game.players[0]);
    const black = await player(game.gameId, game.players[1], 1);
    const watcher = await player(game.gameId, undefined, 1);
    play(white, ['1e2-1e4', 'end']);
    await reach(black, 2);
    play(black, ['1e7-1e5', 'end']);
    await reach(white, 3);
    const owner = servers.find((s) => s.address === white.client.serverAddress)!;
    const survivor = servers.find((s) => s !== owner)!;
    let killed = false;
    try {
      // a turn sent right as the owner dies: stored or not, it lands exactly once
      const nonce = play(white, ['3e2-3e4', 'end']);
      await owner.kill('SIGKILL');
      killed = true;
      await white.client.waitFor(
        () => white.client.unsent.size === 0 && white.client.connected,
        40_000,
        'the turn after the failover',
      );
      await Promise.all([black, watcher].map((p) => reach(p, 4, 40_000)));
      // (a client may rejoin more than once while the survivor takes the room over)
      for (const [p, who] of [
        [white, 'white'],
        [watcher, 'the watcher'],
      ] as const)
        await p.client.waitFor(() => p.client.connected, 40_000, `${who} connected`);
      expect(white.client.serverAddress).toBe(survivor.address);
      expect(watcher.client.serverAddress).toBe(survivor.address);
      expect(watcher.client.events.filter((e) => e.t === 'turn' && e.nonce === nonce)).toHaveLength(
        1,
      );
      play(black, ['3e7-3e5', 'end']);
      await Promise.all([white, watcher].map((p) => reach(p, 5)));
      expect(watcher.client.events.map((e) => e.v)).toEqual([1, 2, 3, 4, 5]);
      expect(gameOf(watcher).ply).toBe(4);
      // and PostgreSQL holds exactly what was shown: no turn lost, none doubled
      const stores = await databaseStores(
        { dataDir: tmpdir(), databaseUrl: postgres.url },
        undefined,
        systemClock,
      );
      const stored = await stores.games.loadGame(game.gameId).finally(() => stores.close());
      expect(stored?.events).toEqual(watcher.client.events);
    } finally {
      // a new process takes the dead one's place for the tests that follow, pass or fail
      if (killed) {
        const replacement = await startServer({ ...place, port: owner.port });
        servers = servers.map((s) => (s === owner ? replacement : s));
      }
    }
  });

  it('malformed, oversized and flooding messages are refused with a reason; the room goes on', async () => {
    const game = await createGame(servers[0]!);
    const white = await player(game.gameId, game.players[0]);
    const watcher = await player(game.gameId);
    let count = 0;
    const expectRefusal = async (code: string, detail?: string) => {
      const refusal = await nextRefusal(white, count);
      count++;
      expect(refusal.code).toBe(code);
      if (detail !== undefined) expect(refusal.detail).toBe(detail);
    };
    white.client.sendRaw(Uint8Array.from([13, 0xc1, 0xc1])); // 0xc1 is never MessagePack
    await expectRefusal('malformed');
    white.client.sendRaw(
      Uint8Array.from([13, 0xa4, 0x74, 0x75, 0x72, 0x6e, ...pack({ game: 1 }), 0x01]),
    );
    await expectRefusal('malformed');
    white.client.sendRaw(Uint8Array.from([99]));
    await expectRefusal('unknown-type');
    white.client.send('turn', { game: 1, ply: 0, moves: ['1e2-1e4'], nonce: 'x'.repeat(3000) });
    await expectRefusal('too-large');
    white.client.send('turn', { game: 'one', ply: 0, moves: ['1e2-1e4'], nonce: 'a' } as never);
    await expectRefusal('bad-message', 'game');
    white.client.send('turn', { game: 1, ply: 0, moves: [], nonce: 'a' });
    await expectRefusal('bad-message', 'moves');
    white.client.send('turn', {
      game: 1,
      ply: 0,
      moves: ['1e2-1e4', 'end'],
      nonce: 'a',
      extra: 1,
    } as never);
    await expectRefusal('bad-message', 'extra');
    white.client.send('hello' as never, {} as never);
    await expectRefusal('unknown-type');
    // a flood: the bucket's burst passes, the rest is dropped with one notice a second
    await pause(2100); // a full bucket
    for (let i = 0; i < 200; i++) white.client.send('sync', { since: 1 });
    await expectRefusal('rate-limited');
    await pause(300);
    expect(white.refusals.filter((r) => r.code === 'rate-limited')).toHaveLength(1);
    // a frame past the transport's limit closes that socket; the client rejoins
    white.client.send('turn', { game: 1, ply: 0, moves: ['1e2-1e4'], nonce: 'y'.repeat(70_000) });
    await white.client.waitFor(
      () => white.client.joins === 2 && white.client.connected,
      20_000,
      'rejoin',
    );
    await pause(1500); // the bucket fills again
    play(white, ['1e2-1e4', 'end']);
    await reach(watcher, 2);
    expect(watcher.refusals).toEqual([]);
  });
});

describe('follow rooms', () => {
  it('followers receive the leader’s board live, then its changes, and the latest state on joining; only the leader publishes', async () => {
    const response = await fetch(`${servers[1]!.url}/api/follow`, { method: 'POST' });
    expect(response.status).toBe(201);
    const { code, key } = (await response.json()) as { code: string; key: string };
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    const connect = async (endpoint: string, withKey?: string) => {
      const room = await new Client(endpoint).joinOrCreate(FOLLOW_ROOM, {
        protocol: PROTOCOL,
        code,
        ...(withKey ? { key: withKey } : {}),
      });
      room.reconnection.enabled = false;
      const seen: Array<{ v: number; state: Record<string, unknown> }> = [];
      const refused: string[] = [];
      const patches: FollowPatched[] = [];
      let welcome: FollowWelcome | null = null;
      room.onMessage('follow-welcome', (w: FollowWelcome) => (welcome = w));
      room.onMessage('follow', (m: { v: number; state: Record<string, unknown> }) => seen.push(m));
      room.onMessage('refused', (r: { code: string }) => refused.push(r.code));
      room.onMessage('follow-patch', (m: FollowPatched) => patches.push(m));
      room.onMessage('follow-presence', () => {});
      room.onMessage('ack', () => {});
      return { room, seen, refused, patches, welcome: () => welcome };
    };
    const leader = await connect(servers[0]!.url, key);
    const early = await connect(servers[1]!.url);
    leader.room.send('publish', { state: { kind: 'board', fen: 'a', slide: 1 } });
    const until = async (test: () => boolean) => {
      for (let i = 0; i < 500 && !test(); i++) await pause(10);
      expect(test()).toBe(true);
    };
    await until(() => early.seen.length === 1);
    expect(early.seen[0]).toEqual({ v: 1, state: { kind: 'board', fen: 'a', slide: 1 } });
    const late = await connect(servers[1]!.url);
    await until(() => late.welcome() !== null);
    expect(late.welcome()).toMatchObject({ role: 'follower', v: 1, state: { slide: 1 } });
    late.room.send('publish', { state: { kind: 'board' } });
    await until(() => late.refused.length === 1);
    expect(late.refused).toEqual(['not-leader']);
    // then only what changed: merged into the state kept, passed on as it came
    leader.room.send('patch', { parts: { slide: 2 } });
    await until(() => early.patches.length === 1);
    expect(early.patches).toEqual([{ v: 2, parts: { slide: 2 } }]);
    expect(early.seen).toHaveLength(1); // not the whole again
    const later = await connect(servers[0]!.url);
    await until(() => later.welcome() !== null);
    expect(later.welcome()).toMatchObject({ v: 2, state: { kind: 'board', fen: 'a', slide: 2 } });
    late.room.send('patch', { parts: { slide: 3 } });
    leader.room.send('patch', { parts: {} });
    leader.room.send('patch', { parts: { slide: 3 }, state: {} });
    await until(() => late.refused.length === 2 && leader.refused.length === 2);
    expect([late.refused[1], leader.refused]).toEqual([
      'not-leader',
      ['bad-message', 'bad-message'],
    ]);
    await Promise.all([leader, early, late, later].map((c) => c.room.leave(true)));
  });
});
