/**
 * The game room (src/server/gameRoom.ts) built in this process with a context the test makes
 * (`roomWith`: memory stores, a clock it sets), no Colyseus server: the claim countdown read off
 * the context's clock, and an action recorded in its order, stored, applied, published on the
 * bus and then broadcast, with `game ended` given once to the bus's subscriber. And who is who
 * (src/server/members.ts): the role of each key, and each seat's absence on the clock. And a
 * seat named after the identity of the WebSocket upgrade's cookie (none from another origin).
 */
import { pack } from 'msgpackr';
import { describe, expect, it } from 'vitest';
import { serverContext } from '../../src/server/context';
import { createGame } from '../../src/server/creation';
import type { GameEnded } from '../../src/server/domainEvents';
import { GameRoom } from '../../src/server/gameRoom';
import { roomWith } from '../../src/server/leasedRoom';
import { Attendance, memberFor } from '../../src/server/members';
import type { CreateGameResponse } from '../../src/protocol';
import { sessionCookie } from '../../src/server/identity/cookies';
import { memoryStores } from '../../src/server/store';

/** A client as the room sees one: what it is sent, in order. */
function fakeClient() {
  const sent: Array<[string, unknown]> = [];
  return {
    sent,
    client: { userData: undefined, send: (type: string, body: unknown) => sent.push([type, body]) },
  };
}

/** A user-message frame as the Colyseus SDK sends it: code 13, the type, the payload. */
const frame = (type: string, message: unknown) =>
  Buffer.concat([Buffer.from([13]), pack(type), pack(message)]);

describe('a game room on a context', () => {
  it('counts the claim down on the context’s clock and records store → apply → publish → broadcast', async () => {
    const clock = { now: 1_000_000 };
    const context = serverContext({
      store: memoryStores({ now: () => clock.now }),
      clock: { now: () => clock.now },
      config: { claimGraceMs: 30_000, createBurst: 10, accountBurst: 3 },
    });
    const created = await createGame(context, { variant: 'chess' });
    const { gameId, players } = created.body as CreateGameResponse;
    const order: string[] = [];
    const ended: GameEnded[] = [];
    const games = context.store.games;
    const append = games.append.bind(games);
    games.append = async (id, event) => {
      const stored = await append(id, event);
      order.push(`stored v${event.v}`);
      return stored;
    };
    context.events.subscribe('game ended', (end) => {
      order.push(`game ended v${end.v}`);
      ended.push(end);
    });
    const room = new (roomWith(GameRoom, context))();
    const broadcast = room.broadcast.bind(room);
    room.broadcast = ((type: string, ...rest: never[]) => {
      order.push(`broadcast ${type}`);
      return broadcast(type, ...rest);
    }) as typeof room.broadcast;
    await room.onCreate({ protocol: 1, gameId });
    clock.now += 10_000; // both seats empty for 10 s of the context's clock
    const white = fakeClient();
    room.onJoin(white.client as never, { protocol: 1, gameId, key: players[0] });
    expect(white.sent[0]).toEqual([
      'welcome',
      expect.objectContaining({
        role: 'player',
        seat: 0,
        version: 1,
        presence: expect.objectContaining({ claimIn: [20_000, 20_000] }),
      }),
    ]);
    const hooked = room as unknown as { _onMessage(client: unknown, buffer: Buffer): void };
    hooked._onMessage(white.client, frame('resign', { game: 1 }));
    await expect.poll(() => white.sent.at(-1)?.[0]).toBe('events');
    await room.onDispose();
    expect(ended[0]).toMatchObject({ gameId, game: 1, outcome: { winner: 'black' }, v: 2 });
    // the sender's one frame: the event and its acknowledgement together
    expect(white.sent.at(-1)).toEqual([
      'events',
      { events: [expect.objectContaining({ t: 'resign', v: 2 })], ack: { ref: 'resign', v: 2 } },
    ]);
    expect(white.sent.filter(([type]) => type === 'ack')).toEqual([]);
    expect(order.filter((step) => step !== 'broadcast presence')).toEqual([
      'stored v2',
      'game ended v2',
      'broadcast events',
    ]);
    expect((await games.loadGame(gameId))?.events).toHaveLength(2);
  });
});

describe('names in a game room', () => {
  it('names a seat after the identity of the upgrade’s cookie, for everyone and the domain events', async () => {
    const context = serverContext();
    const { players: store } = context.store;
    await store.createPlayer({
      id: 'p-ada',
      name: 'Ada',
      account: true,
      passwordHash: null,
      createdAt: 0,
      deletedAt: null,
    });
    const now = context.clock.now(); // (a session lives 30 days past its last use)
    await store.createSession({
      sessionId: 's-ada',
      playerId: 'p-ada',
      createdAt: now,
      usedAt: now,
    });
    const cookie = sessionCookie('s-ada', context.secret, false).split(';')[0]!;
    const { gameId, players } = (await createGame(context, { variant: 'chess' }))
      .body as CreateGameResponse;
    const ended: GameEnded[] = [];
    context.events.subscribe('game ended', (end) => void ended.push(end));
    const room = new (roomWith(GameRoom, context))();
    await room.onCreate({ protocol: 1, gameId });
    const upgrade = (headers: Record<string, string>) =>
      room.onAuth({} as never, {}, { headers: new Headers(headers), ip: '127.0.0.1' });
    expect(await upgrade({ cookie, host: 'h', origin: 'http://evil.example' })).toEqual({
      player: null, // another origin's page: not read
    });
    expect(await upgrade({ cookie: `${cookie}x`, host: 'h' })).toEqual({ player: null });
    const white = fakeClient();
    Object.assign(white.client, { auth: await upgrade({ cookie, host: 'h', origin: 'http://h' }) });
    room.onJoin(white.client as never, { protocol: 1, gameId, key: players[0] });
    expect(white.sent[0]![1]).toMatchObject({ names: [null, null] }); // recorded just after
    const queue = () => (room as unknown as { queue: Promise<void> }).queue;
    await queue();
    expect((await context.store.games.loadGame(gameId))?.meta).toMatchObject({
      whiteId: 'p-ada',
      whiteName: 'Ada',
    });
    const watcher = fakeClient();
    room.onJoin(watcher.client as never, { protocol: 1, gameId });
    expect(watcher.sent[0]![1]).toMatchObject({ names: [{ name: 'Ada' }, null] });
    const hooked = room as unknown as { _onMessage(client: unknown, buffer: Buffer): void };
    hooked._onMessage(white.client, frame('resign', { game: 1 }));
    await expect.poll(() => ended.length).toBe(1);
    expect(ended[0]!.players).toEqual([{ id: 'p-ada', name: 'Ada' }, null]);
    await room.onDispose();
  });
});

describe('who is who in a game room', () => {
  it('gives each key its role and counts each seat’s absence on the clock', () => {
    const meta = {
      gameId: 'g',
      variant: 'chess' as const,
      players: ['white-key', 'black-key'] as const,
      organiser: 'organiser-key',
      createdAt: 0,
    };
    expect(
      [undefined, 'white-key', 'black-key', 'organiser-key', 'white-kez'].map((key) =>
        memberFor(meta, key),
      ),
    ).toEqual([
      { role: 'watcher' },
      { role: 'player', seat: 0 },
      { role: 'player', seat: 1 },
      { role: 'organiser' },
      null,
    ]);
    const clock = { now: 100 };
    const attendance = new Attendance({ now: () => clock.now }, 1000);
    const white = { role: 'player' as const, seat: 0 as const };
    clock.now = 400;
    expect(attendance.look([white, { role: 'watcher' }, undefined])).toEqual({
      watchers: 1,
      players: [true, false],
      organiser: false,
      claimIn: [null, 700], // Black's seat empty since the room's creation at 100
    });
    clock.now = 2000; // White has gone: its seat is empty from now on
    expect(attendance.look([]).claimIn).toEqual([1000, 0]);
    expect([attendance.emptyFor(0, 2500), attendance.emptyFor(1, 2500)]).toEqual([500, 2400]);
    attendance.look([white]);
    expect(attendance.emptyFor(0, 2600)).toBeNull();
  });
});
