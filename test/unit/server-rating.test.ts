/**
 * Rating finished games (src/server/rating.ts) on memory stores, one row per rule: which ends
 * are rated (a rated game of two different, undeleted accounts, two turns or more), the score
 * each seat gets (a win 1, a draw ½; seat 1 plays White in even games), once per game, and the
 * idle time since each player's last rated game counted (src/rules/glicko2.ts `rateGame`).
 */
import { describe, expect, it } from 'vitest';
import { serverContext } from '../../src/server/context';
import { startGame } from '../../src/server/creation';
import type { GameEnded } from '../../src/server/domainEvents';
import type { SeatPlayer } from '../../src/server/gameStore';
import { rateEnded, rateFinishedGames } from '../../src/server/rating';
import type { GameRating } from '../../src/server/ratingStore';
import { NEW_RATING, rateGame } from '../../src/rules';

const FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const DAY = 86_400_000;

async function world() {
  let now = 1_000_000;
  const context = serverContext({ clock: { now: () => now } });
  const person = async (name: string, account: boolean) => {
    const player = {
      id: `id-${name}`,
      name,
      account,
      passwordHash: null,
      createdAt: 0,
      deletedAt: null,
    };
    await context.store.players.createPlayer(player);
    return { id: player.id, name };
  };
  const people = {
    ann: await person('ann', true),
    bob: await person('bob', true),
    guest: await person('Brave-Otter-1', false),
    gone: await person('gone', true),
  };
  await context.store.players.deletePlayer(people.gone.id, 5);
  /** A game started with `seats`, ended as `end` says. */
  const ended = async (
    seats: readonly [SeatPlayer, SeatPlayer],
    end: Partial<GameEnded> & { rated?: boolean } = {},
  ): Promise<GameEnded> => {
    const { rated = true, ...rest } = end;
    const created = await startGame(context, { variant: 'chess', fen: FEN, rated, seats });
    return {
      gameId: created!.gameId,
      game: 1,
      variant: 'chess',
      outcome: { winner: 'white', reason: 'resignation' },
      white: 0,
      players: seats,
      plies: 2,
      v: 4,
      at: now,
      ...rest,
    };
  };
  return { context, people, ended, pass: (ms: number) => (now += ms) };
}

describe('which ends are rated', () => {
  it.each<[string, (w: Awaited<ReturnType<typeof world>>) => Promise<GameEnded>, boolean]>([
    ['a rated game of two accounts, two turns', (w) => w.ended([w.people.ann, w.people.bob]), true],
    ['an unrated game', (w) => w.ended([w.people.ann, w.people.bob], { rated: false }), false],
    ['one turn', (w) => w.ended([w.people.ann, w.people.bob], { plies: 1 }), false],
    [
      'no turn (an aborted game)',
      (w) => w.ended([w.people.ann, w.people.bob], { plies: 0 }),
      false,
    ],
    ['an anonymous seat', (w) => w.ended([w.people.ann, w.people.guest]), false],
    ['one account in both seats', (w) => w.ended([w.people.ann, w.people.ann]), false],
    ['a deleted account', (w) => w.ended([w.people.gone, w.people.bob]), false],
  ])('%s: %s', async (_, make, rated) => {
    const w = await world();
    const result = await rateEnded(w.context, await make(w));
    expect(result !== null).toBe(rated);
    expect((await w.context.store.ratings.ratingOf(w.people.ann.id, 'chess')) !== null).toBe(rated);
  });
});

describe('the scores', () => {
  const fresh = { rating: NEW_RATING, idleMs: 0 };
  it.each<[string, Partial<GameEnded>, [number, number]]>([
    ['White (seat 0) wins', {}, [1, 0]],
    ['Black wins', { outcome: { winner: 'black', reason: 'checkmate' } }, [0, 1]],
    ['a draw', { outcome: { winner: null, reason: 'agreement' } }, [0.5, 0.5]],
    ['game 2, seat 1 White, White wins', { game: 2, white: 1 }, [0, 1]],
  ])('%s', async (_, end, [score0, score1]) => {
    const w = await world();
    const rated = (await rateEnded(w.context, await w.ended([w.people.ann, w.people.bob], end)))!;
    expect(rated.seats.map((seat) => seat.after)).toEqual([
      rateGame(fresh, fresh, score0).rating,
      rateGame(fresh, fresh, score1).rating,
    ]);
  });
});

it('rates a game once however often its end is published, and counts the idle days', async () => {
  const w = await world();
  const heard: GameRating[] = [];
  rateFinishedGames(w.context);
  w.context.events.subscribe('game rated', (rated) => void heard.push(rated));
  const first = await w.ended([w.people.ann, w.people.bob]);
  await w.context.events.publish('game ended', first);
  await w.context.events.publish('game ended', first);
  expect(heard).toHaveLength(1);
  const { ratings } = w.context.store;
  const [ann, bob] = [
    (await ratings.ratingOf(w.people.ann.id, 'chess'))!,
    (await ratings.ratingOf(w.people.bob.id, 'chess'))!,
  ];
  expect(ann.games).toBe(1);
  w.pass(30 * DAY);
  const second = await w.ended([w.people.bob, w.people.ann]); // Bob White, wins
  await w.context.events.publish('game ended', second);
  expect(heard).toHaveLength(2);
  const idle = 30 * DAY;
  expect((await ratings.ratingOf(w.people.ann.id, 'chess'))?.rating).toBe(
    rateGame({ rating: ann, idleMs: idle }, { rating: bob, idleMs: idle }, 0).rating,
  );
});
