/**
 * A player who leaves (docs/online.md §Leaving), on one real game-server process with a grace
 * period of 1.5 s (PW_CLAIM_GRACE_MS): the room says since when a seat has been empty
 * (`presence.claimIn`), refuses a claim while the opponent is here or before the grace period has
 * run, and records a claim as a win or a draw, which everyone sees and which a reconnection keeps.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/protocol';
import { createGame, startServer, type GameServer } from './support/cluster';
import { gameOf, join, nextRefusal, pause, play, reach, type Player } from './support/players';

const GRACE_MS = 1500;
let server: GameServer;
const open: Player[] = [];

beforeAll(async () => {
  server = await startServer({ env: { PW_CLAIM_GRACE_MS: String(GRACE_MS) } });
});

afterAll(async () => {
  await Promise.all(open.map((p) => p.client.close()));
  await server?.kill('SIGKILL');
});

async function player(gameId: string, key?: string): Promise<Player> {
  const joined = await join([server.url], gameId, key);
  open.push(joined);
  return joined;
}

/** A chess game in which both sides have played a turn. */
async function started() {
  const game = await createGame(server, 'chess');
  const white = await player(game.gameId, game.players[0]);
  const black = await player(game.gameId, game.players[1]);
  play(white, ['e2e4']);
  await reach(black, 2);
  play(black, ['e7e5']);
  await reach(white, 3);
  return { game, white, black };
}

const claim = (p: Player, result: 'win' | 'draw') =>
  p.client.send('claim', { game: gameOf(p).gameNumber, result });

describe('a player who leaves', () => {
  it('may be claimed against after the grace period: refused before, a win after', async () => {
    const { game, white, black } = await started();
    const bothHere = () => white.client.presence?.claimIn.every((wait) => wait === null) ?? false;
    await white.client.waitFor(bothHere, 5000, 'both here');
    claim(white, 'win');
    expect((await nextRefusal(white, 0)).code).toBe('opponent-here');
    await black.client.close();
    await white.client.waitFor(
      () => white.client.presence?.claimIn[1] !== null,
      5000,
      'black gone',
    );
    const wait = white.client.presence!.claimIn[1]!;
    expect(wait).toBeGreaterThan(GRACE_MS - 600);
    expect(wait).toBeLessThanOrEqual(GRACE_MS);
    claim(white, 'win'); // too soon
    expect((await nextRefusal(white, 1)).code).toBe('opponent-here');
    await pause(wait + 100);
    claim(white, 'win');
    await reach(white, 4);
    expect(white.client.events[3]).toMatchObject({ t: 'claim', by: 'white', result: 'win' });
    expect(gameOf(white).outcome).toEqual({ winner: 'white', reason: 'abandoned' });
    // Black comes back and finds the game decided
    const back = await player(game.gameId, game.players[1]);
    expect(gameOf(back).outcome).toEqual({ winner: 'white', reason: 'abandoned' });
    play(back, ['g8f6']);
    expect((await nextRefusal(back, 0)).code).toBe('game-over');
  }, 30_000);

  it('a draw claimed; a seat that came back in time cannot be claimed against', async () => {
    const { game, white, black } = await started();
    await white.client.close();
    await black.client.waitFor(() => black.client.presence?.claimIn[0] !== null, 5000, 'gone');
    const again = await player(game.gameId, game.players[0]); // White is back
    await black.client.waitFor(() => black.client.presence?.claimIn[0] === null, 5000, 'back');
    await pause(GRACE_MS + 100);
    claim(black, 'draw');
    expect((await nextRefusal(black, 0)).code).toBe('opponent-here');
    await again.client.close();
    await black.client.waitFor(() => black.client.presence?.claimIn[0] !== null, 5000, 'gone');
    await pause(GRACE_MS + 100);
    claim(black, 'draw');
    await reach(black, 4);
    const last = black.client.events.at(-1) as GameEvent;
    expect(last).toMatchObject({ t: 'claim', by: 'black', result: 'draw' });
    expect(gameOf(black).outcome).toEqual({ winner: null, reason: 'abandoned' });
  }, 30_000);

  it('nothing to claim before both sides have moved (a friend who never came)', async () => {
    const game = await createGame(server, 'chess');
    const white = await player(game.gameId, game.players[0]);
    play(white, ['e2e4']);
    await reach(white, 2);
    await white.client.waitFor(() => white.client.presence !== null, 5000, 'presence');
    await pause(GRACE_MS + 100);
    claim(white, 'win');
    expect((await nextRefusal(white, 0)).code).toBe('claim-too-early');
  }, 30_000);
});
