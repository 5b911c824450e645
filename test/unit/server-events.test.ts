/**
 * The server's domain events without a server: the typed bus (src/server/eventBus.ts), the ends
 * found in a room's log (src/server/endings.ts `replayWithEnds`), and the `game ended` outbox
 * (`EndPublisher`) on an in-memory game store and a clock the test sets: each end published
 * once, not again by another process once marked, and taken over when the claim of a process
 * that died while publishing runs out.
 */
import { describe, expect, it } from 'vitest';
import { serverContext, type ServerContext } from '../../src/server/context';
import type { GameEnded } from '../../src/server/domainEvents';
import { END_CLAIM_MS, EndPublisher, endsItsGame, replayWithEnds } from '../../src/server/endings';
import { DUE_AFTER_MS, EndSweeper } from '../../src/server/endSweep';
import { EventBus } from '../../src/server/eventBus';
import { startPosition } from '../../src/server/game';
import { randomIds } from '../../src/server/ids';
import type { GameEvent } from '../../src/protocol';
import type { StoredGame } from '../../src/server/gameStore';
import { memoryStores, type Stores } from '../../src/server/store';

describe('the event bus', () => {
  it('gives each event to its own subscribers, waits for them and counts the failures', async () => {
    const reported: string[] = [];
    const bus = new EventBus<{ a: { n: number }; b: string }>((name, error) =>
      reported.push(`${name}: ${(error as Error).message}`),
    );
    const seen: string[] = [];
    bus.subscribe('a', ({ n }) => void seen.push(`first ${n}`));
    const off = bus.subscribe('a', async ({ n }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(`second ${n}`);
    });
    bus.subscribe('b', () => {
      throw new Error('broken');
    });
    bus.subscribe('b', (text) => void seen.push(text));
    expect(await bus.publish('a', { n: 1 })).toBe(0);
    expect(seen).toEqual(['first 1', 'second 1']); // the slow subscriber was waited for
    expect(await bus.publish('b', 'still delivered')).toBe(1);
    expect(reported).toEqual(['b: broken']);
    off();
    await bus.publish('a', { n: 2 });
    expect(seen).toEqual(['first 1', 'second 1', 'still delivered', 'first 2']);
  });
});

const FEN = (() => {
  const start = startPosition('chess');
  if (!start.ok) throw new Error(start.detail);
  return start.fen;
})();

/** A room's log: game 1 resigned by White after e4 e5, a rematch, game 2 drawn by agreement. */
const LOG: GameEvent[] = [
  { v: 1, at: 10, t: 'start', game: 1, variant: 'chess', fen: FEN, white: 0 },
  { v: 2, at: 11, t: 'turn', game: 1, ply: 0, by: 'white', moves: ['e2e4'], nonce: 'a', fen: '' },
  { v: 3, at: 12, t: 'turn', game: 1, ply: 1, by: 'black', moves: ['e7e5'], nonce: 'b', fen: '' },
  { v: 4, at: 13, t: 'resign', game: 1, by: 'white' },
  { v: 5, at: 14, t: 'rematch', game: 1, op: 'offer', by: 'black' },
  { v: 6, at: 15, t: 'start', game: 2, variant: 'chess', fen: FEN, white: 1 },
  { v: 7, at: 16, t: 'draw', game: 2, op: 'offer', by: 'white' },
  { v: 8, at: 17, t: 'draw', game: 2, op: 'accept', by: 'black' },
];

/** Game `g`'s stored record: `events`, and Ada in seat 0 (seat 1 never joined by anyone). */
const record = (events: GameEvent[]): StoredGame => ({
  meta: {
    gameId: 'g',
    variant: 'chess',
    players: ['k0', 'k1'],
    organiser: 'ko',
    createdAt: 1,
    whiteId: 'p1',
    whiteName: 'Ada',
  },
  events,
});

describe('the ends in a room’s log', () => {
  it('finds each finished game once, with its outcome, plies, ending event and players', () => {
    const { game, ends } = replayWithEnds(record(LOG));
    expect(game.version).toBe(8);
    expect(ends).toEqual([
      {
        gameId: 'g',
        game: 1,
        variant: 'chess',
        outcome: { winner: 'black', reason: 'resignation' },
        white: 0,
        players: [{ id: 'p1', name: 'Ada' }, null],
        plies: 2,
        v: 4,
        at: 13,
      },
      {
        gameId: 'g',
        game: 2,
        variant: 'chess',
        outcome: { winner: null, reason: 'agreement' },
        white: 1,
        players: [{ id: 'p1', name: 'Ada' }, null],
        plies: 0,
        v: 8,
        at: 17,
      },
    ]);
    expect(replayWithEnds(record(LOG.slice(0, 3))).ends).toEqual([]); // still going on
    // the events that end a game, told apart without the fold (as the store is told)
    expect(LOG.filter(endsItsGame).map((e) => e.v)).toEqual(ends.map((end) => end.v));
  });
});

/** A process of the deployment: its own name and bus, the deployment's store, a set clock. */
function serverProcess(name: string, store: Stores, clock: { now: number }) {
  const context: ServerContext = serverContext({
    store,
    clock: { now: () => clock.now },
    ids: { ...randomIds, processName: name },
  });
  const received: GameEnded[] = [];
  context.events.subscribe('game ended', (end) => void received.push(end));
  return { context, received, publisher: new EndPublisher(context) };
}

describe('the game ended outbox', () => {
  it('publishes each end once across processes and takes over a dead claim', async () => {
    const clock = { now: 1000 };
    const store = memoryStores({ now: () => clock.now });
    const start = LOG[0]!;
    await store.games.createGame(
      {
        gameId: 'g',
        variant: 'chess',
        players: ['w', 'b'],
        organiser: 'o',
        createdAt: 0,
      },
      start,
    );
    const { ends } = replayWithEnds(record(LOG));
    const first = serverProcess('first', store, clock);
    await first.publisher.publish(ends);
    await first.publisher.publish(ends); // again at once, while its claims hold: nothing more
    await first.publisher.settled();
    first.publisher.stop();
    expect(first.received.map((end) => end.game)).toEqual([1, 2]);
    // another process re-creating the room finds both published
    const second = serverProcess('second', store, clock);
    await second.publisher.publish(ends);
    await second.publisher.settled();
    expect(second.received).toEqual([]);
    // a third game whose publisher died after claiming it: taken over when the claim runs out
    const third = { ...ends[1]!, game: 3 };
    expect(await store.games.claimEnd('g', 3, 'dead', clock.now, clock.now + END_CLAIM_MS)).toBe(
      'claimed',
    );
    clock.now += END_CLAIM_MS - 20;
    await second.publisher.publish([third]);
    expect(second.received).toEqual([]); // the dead process's claim still holds
    clock.now += 21; // the retry comes 20 + 10 ms later
    await expect.poll(() => second.received, { timeout: 1000 }).toEqual([third]);
    await second.publisher.settled();
    expect(await store.games.claimEnd('g', 3, 'third', clock.now, clock.now + 1)).toBe('published');
    second.publisher.stop();
  });
});

describe('the sweep of owed ends', () => {
  it('publishes an end stored by a process that died before publishing it, once it is due', async () => {
    const clock = { now: 1000 };
    const store = memoryStores({ now: () => clock.now });
    await store.games.createGame(
      { gameId: 'g', variant: 'chess', players: ['w', 'b'], organiser: 'o', createdAt: 0 },
      LOG[0]!,
    );
    for (const event of LOG.slice(1, 4)) await store.games.append('g', event, endsItsGame(event));
    // the process died here: game 1's end stored and owed, never published
    const sweeper = serverProcess('sweeper', store, clock);
    const errors: unknown[] = [];
    const sweep = new EndSweeper(sweeper.context, (error) => errors.push(error));
    clock.now = LOG[3]!.at + DUE_AFTER_MS - 1;
    await sweep.sweep();
    expect(sweeper.received).toEqual([]); // not due yet: its room may still publish it
    clock.now += 1;
    await sweep.sweep();
    expect(sweeper.received.map((end) => [end.gameId, end.game, end.v])).toEqual([['g', 1, 4]]);
    await sweep.sweep();
    expect(sweeper.received).toHaveLength(1);
    expect(await store.games.owedEnds(clock.now, 10)).toEqual([]);
    expect(errors).toEqual([]);
    sweep.stop();
  });
});
