/**
 * Ratings on a real server process (issue 43), on PostgreSQL: two accounts play a rated game
 * and both ratings change once (the `rated` message to both players and a later watcher, the
 * seats' names with ratings, the profile's `ratings`, the history and the leaderboard routes,
 * the record file's rating tags);
 * an unrated game and a game of one turn change nothing; the same end published a second time
 * changes nothing. The lobby creates rated games (`startGame` with `rated` and seats); until it
 * does, this test creates them in the shared database through `startGame` from its own process,
 * and the server process loads them as it loads any game.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/server/clock';
import { serverContext, type ServerContext } from '../../src/server/context';
import { startGame } from '../../src/server/creation';
import { replayWithEnds } from '../../src/server/endings';
import { rateEnded } from '../../src/server/rating';
import { databaseStores, type Stores } from '../../src/server/store';
import type { SeatPlayer } from '../../src/server/gameStore';
import { createGame, startServer, type GameServer } from './support/cluster';
import { join, play, reach, type Player } from './support/players';
import { startPostgres, type Postgres } from './support/postgres';

const FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

let postgres: Postgres;
let server: GameServer;
let stores: Stores;
let context: ServerContext;
const open: Player[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
  server = await startServer({ database: postgres.url });
  const dataDir = mkdtempSync(joinPath(tmpdir(), 'pw-data-'));
  stores = await databaseStores({ dataDir, databaseUrl: postgres.url }, undefined, systemClock);
  context = serverContext({ store: stores });
});

afterAll(async () => {
  await Promise.all(open.map((p) => p.client.close()));
  await server?.kill('SIGTERM');
  await stores?.close();
  postgres?.destroy();
});

/** A new account: its session cookie and its seat player. */
async function account(name: string): Promise<{ cookie: string; seat: SeatPlayer }> {
  const response = await fetch(`${server.url}/api/account`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, password: 'correct horse' }),
  });
  expect(response.status).toBe(201);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  const player = await stores.players.playerByName(name);
  return { cookie, seat: { id: player!.id, name } };
}

async function player(gameId: string, key: string | undefined, cookie?: string): Promise<Player> {
  const joined = await join([server.url], gameId, key, 20_000, cookie ? { Cookie: cookie } : {});
  open.push(joined);
  return joined;
}

const json = async (path: string): Promise<[number, unknown]> => {
  const response = await fetch(`${server.url}${path}`);
  return [response.status, await response.json()];
};

/** Waits until the end of game 1 of `gameId` has been published (its subscribers are done). */
async function published(gameId: string): Promise<void> {
  const db = stores.database!.db;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const row = await db
      .selectFrom('game_ends')
      .select('published')
      .where('game_id', '=', gameId)
      .executeTakeFirst();
    if (row?.published === 1) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the end of ${gameId} was not published`);
}

/** Plays e4 and e5, White resigning then; or e4 alone (`oneTurn`), Black resigning then. */
async function playAndResign(white: Player, black: Player, oneTurn = false): Promise<void> {
  play(white, ['e2e4']);
  await reach(black, 2);
  if (!oneTurn) {
    play(black, ['e7e5']);
    await reach(white, 3);
  }
  (oneTurn ? black : white).client.send('resign', { game: 1 });
  await reach(white, oneTurn ? 3 : 4);
}

describe('rated games', () => {
  it('rate a game of two accounts once, and nothing else', async () => {
    const [ann, bob] = [await account('Ann_R'), await account('Bob_R')];
    const rated = async () =>
      (await startGame(context, {
        variant: 'chess',
        fen: FEN,
        rated: true,
        seats: [ann.seat, bob.seat],
      }))!;

    // a rated game: Ann (White) resigns after e4 e5
    const game = await rated();
    const white = await player(game.gameId, game.players[0], ann.cookie);
    const black = await player(game.gameId, game.players[1], bob.cookie);
    const newcomer = { rating: 1500, provisional: true }; // no rating yet: a new player's
    expect(white.client.names).toEqual([
      { name: 'Ann_R', ...newcomer },
      { name: 'Bob_R', ...newcomer },
    ]);
    await playAndResign(white, black);
    const change = {
      game: 1,
      seats: [
        { before: 1500, after: 1258, diff: -242 },
        { before: 1500, after: 1742, diff: 242 },
      ],
    };
    for (const p of [white, black])
      await p.client.waitFor(() => p.client.rated !== null, 10_000, 'the rating change');
    expect([white.client.rated, black.client.rated]).toEqual([change, change]);
    const rankedNames = [
      { name: 'Ann_R', rating: 1258, provisional: true },
      { name: 'Bob_R', rating: 1742, provisional: true },
    ];
    await black.client.waitFor(() => black.client.names[0]?.rating !== 1500, 5000, 'ratings');
    expect(black.client.names).toEqual(rankedNames);
    const watcher = await player(game.gameId, undefined);
    expect([watcher.client.rated, watcher.client.names]).toEqual([change, rankedNames]);

    const [status, profile] = await json('/api/players/ann_r');
    expect(status).toBe(200);
    expect((profile as { ratings: unknown }).ratings).toEqual({
      chess: {
        rating: expect.closeTo(1258.38, 2),
        deviation: expect.closeTo(396.81, 2),
        volatility: expect.closeTo(0.09, 3),
        games: 1,
        provisional: true,
      },
    });
    expect(await json('/api/players/Bob_R/ratings/chess')).toEqual([
      200,
      [
        {
          at: expect.any(String),
          rating: expect.closeTo(1741.62, 2),
          deviation: expect.closeTo(396.81, 2),
          gameId: game.gameId,
        },
      ],
    ]);
    expect(await json('/api/players/Bob_R/ratings/plunder')).toEqual([200, []]);
    expect(await json('/api/players/Bob_R/ratings/go')).toEqual([404, { error: 'not-found' }]);
    expect(await json('/api/leaderboard/chess')).toEqual([200, []]); // nobody under 75 yet
    const file = await fetch(`${server.url}/api/players/Ann_R/games?format=pgn`);
    expect(await file.text()).toContain(
      '[WhiteElo "1500"]\n[BlackElo "1500"]\n[WhiteRatingDiff "-242"]\n[BlackRatingDiff "+242"]',
    );
    expect(await json('/api/leaderboard/nope')).toEqual([404, { error: 'not-found' }]);

    // the same end published again (a process that died before marking it): nothing changes
    const before = await stores.ratings.ratingOf(ann.seat.id, 'chess');
    const [end] = replayWithEnds((await stores.games.loadGame(game.gameId))!).ends;
    expect(await rateEnded(context, end!)).toBeNull();
    expect(await stores.ratings.ratingOf(ann.seat.id, 'chess')).toEqual(before);

    // an unrated game between the same accounts, and a rated game of one turn: no change
    const casual = await createGame(server, 'chess');
    const casualWhite = await player(casual.gameId, casual.players[0], ann.cookie);
    const casualBlack = await player(casual.gameId, casual.players[1], bob.cookie);
    const named = () => casualWhite.client.names.every((seat) => seat?.rating !== undefined);
    await casualWhite.client.waitFor(named, 5000, 'both names');
    expect(casualWhite.client.names).toEqual(rankedNames); // ratings shown in a casual game too
    await playAndResign(casualWhite, casualBlack);
    await published(casual.gameId);
    const short = await rated();
    const shortWhite = await player(short.gameId, short.players[0], ann.cookie);
    const shortBlack = await player(short.gameId, short.players[1], bob.cookie);
    await playAndResign(shortWhite, shortBlack, true);
    await published(short.gameId);
    expect(await stores.ratings.ratingOf(ann.seat.id, 'chess')).toEqual(before);
    expect(await stores.ratings.gameRating(casual.gameId, 1)).toBeNull();
    expect(await stores.ratings.gameRating(short.gameId, 1)).toBeNull();
    expect(shortWhite.client.rated).toBeNull();

    // the next rated game starts from the first one's ratings
    const next = await rated();
    const nextWhite = await player(next.gameId, next.players[0], ann.cookie);
    const nextBlack = await player(next.gameId, next.players[1], bob.cookie);
    expect(nextWhite.client.names).toEqual(rankedNames);
    await playAndResign(nextWhite, nextBlack);
    await nextWhite.client.waitFor(() => nextWhite.client.rated !== null, 10_000, 'rated');
    expect(nextWhite.client.rated?.seats.map((seat) => seat.before)).toEqual([1258, 1742]);
    expect((await stores.ratings.ratingOf(bob.seat.id, 'chess'))?.games).toBe(2);
  });
});
