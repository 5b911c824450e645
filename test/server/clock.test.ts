/**
 * Timed online games (issue 27, docs/online.md §Clocks) on one real game-server process (the
 * in-memory store): the room keeps the clock, sends its readings with every state message,
 * credits the measured lag and flags a side whose time runs out by its own timer; a client
 * joining later gets the same clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateGameResponse, FlagEvent, TurnEvent } from '../../src/protocol';
import { startServer, type GameServer } from './support/cluster';
import { join, play, reach, type Player } from './support/players';

let server: GameServer;
const open: Player[] = [];

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await Promise.all(open.map((p) => p.client.close()));
  await server?.kill('SIGKILL');
});

async function timedGame(clock: string): Promise<CreateGameResponse> {
  const response = await fetch(`${server.url}/api/games`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ variant: 'chess', clock }),
  });
  if (response.status !== 201) throw new Error(`create: ${response.status}`);
  return (await response.json()) as CreateGameResponse;
}

async function player(gameId: string, key?: string): Promise<Player> {
  const joined = await join([server.url], gameId, key);
  open.push(joined);
  return joined;
}

describe('timed online games', () => {
  it('refuses a bad control', async () => {
    const response = await fetch(`${server.url}/api/games`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ variant: 'chess', clock: '5+' }),
    });
    expect(response.status).toBe(400);
  });

  it('the server runs the clock, sends its readings, and flags the side that runs out', async () => {
    const game = await timedGame('0.05+1'); // 3 s and 1 s a turn
    const white = await player(game.gameId, game.players[0]);
    const black = await player(game.gameId, game.players[1]);
    expect(white.client.events[0]).toMatchObject({
      t: 'start',
      control: { base: 3000, increment: 1000, delay: 0 },
    });
    expect(white.client.clock).toMatchObject({ white: 3000, black: 3000, running: null });
    play(white, ['e2e4']);
    await reach(black, 2);
    play(black, ['e7e5']);
    await reach(white, 3);
    await white.client.waitFor(() => white.client.clock?.running === 'white', 5000, 'running');
    play(white, ['g1f3']); // the clocks run: the increment is credited
    await reach(black, 4);
    const turn = black.client.events[3] as TurnEvent;
    expect(turn.clk).toBeGreaterThan(3000); // 3 s − a few ms + 1 s
    expect(turn.clk).toBeLessThanOrEqual(4000);
    expect(black.client.clock).toMatchObject({ running: 'black', turns: 3 });
    // a watcher joining now has the same clock
    const watcher = await player(game.gameId);
    expect(watcher.client.clock?.running).toBe('black');
    expect(watcher.client.clock!.black).toBeLessThanOrEqual(3000);
    // black does not move: the room's timer flags it (3 s and its lag quota)
    await reach(watcher, 5, 8000);
    const flag = watcher.client.events[4] as FlagEvent;
    expect(flag).toMatchObject({ t: 'flag', by: 'black' });
    expect(watcher.client.clock).toMatchObject({ black: 0, running: null });
    // a turn after the flag is refused
    play(black, ['b8c6']);
    await black.client.waitFor(() => black.refusals.length > 0, 5000, 'a refusal');
    expect(black.refusals[0]!.code).toBe('game-over');
  }, 30_000);

  it('a client reports its measured lag with its next turn', async () => {
    const game = await timedGame('1+0');
    const white = await player(game.gameId, game.players[0]);
    const black = await player(game.gameId, game.players[1]);
    play(white, ['e2e4']);
    await reach(black, 2);
    await white.client.waitFor(() => white.client.unsent.size === 0, 5000, 'ack');
    expect(white.client.lag).toBeGreaterThanOrEqual(0);
    expect(white.client.lag).toBeLessThan(1000);
    expect(black.client.clock).toMatchObject({ white: 60_000, black: 60_000 });
  });
});
