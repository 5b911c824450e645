/**
 * The ratings as the app reads them (issue 43), one table each: a seat's rating in the room's
 * names (src/game/online/seatNames.ts) and how it is shown, the `rated` message's check
 * (src/protocol/validators.ts), and the readers of the ratings routes' answers
 * (src/protocol/ratings.ts).
 */
import { describe, expect, it } from 'vitest';
import { ratingText, seatRating } from '../../src/game/online/seatNames';
import {
  checkGameRated,
  readLeaderboard,
  readRatingHistory,
  readRatings,
  type SeatNames,
} from '../../src/protocol';

describe('seatRating', () => {
  const names = (value: unknown) => value as SeatNames;
  it.each([
    [
      'a rated seat',
      names([{ name: 'a', rating: 1523, provisional: false }, null]),
      0,
      { rating: 1523, provisional: false },
    ],
    [
      'provisional',
      names([null, { name: 'b', rating: 1500, provisional: true }]),
      1,
      { rating: 1500, provisional: true },
    ],
    [
      'rounded',
      names([{ name: 'a', rating: 1522.6 }, null]),
      0,
      { rating: 1523, provisional: false },
    ],
    ['no rating (anonymous, or a server before issue 43)', names([{ name: 'a' }, null]), 0, null],
    ['an empty seat', names([{ name: 'a' }, null]), 1, null],
    ['a rating that is not a number', names([{ name: 'a', rating: '1500' }, null]), 0, null],
    ['no names', null, 0, null],
  ] as const)('%s', (_, value, seat, expected) =>
    expect(seatRating(value, seat)).toEqual(expected),
  );

  it.each([
    [{ rating: 1523, provisional: false }, '1523'],
    [{ rating: 1500, provisional: true }, '1500?'],
  ])('%j is shown %s', (rating, text) => expect(ratingText(rating)).toBe(text));
});

describe('checkGameRated', () => {
  const seat = (before: number, after: number) => ({ before, after, diff: after - before });
  it.each([
    ['a change', { game: 1, seats: [seat(1500, 1258), seat(1500, 1742)] }, true],
    ['game 0', { game: 0, seats: [seat(1500, 1258), seat(1500, 1742)] }, false],
    ['one seat', { game: 1, seats: [seat(1500, 1258)] }, false],
    [
      'a diff that does not add up',
      { game: 1, seats: [{ before: 1, after: 2, diff: 5 }, seat(1, 1)] },
      false,
    ],
    ['unrounded', { game: 1, seats: [seat(1500.5, 1258), seat(1500, 1742)] }, false],
    ['another field', { game: 1, seats: [seat(1, 2), seat(2, 1)], extra: 1 }, false],
    ['nothing', null, false],
  ])('%s', (_, value, ok) => expect(checkGameRated(value).ok).toBe(ok));
});

describe('the ratings routes’ answers', () => {
  const rating = {
    rating: 1612.4,
    deviation: 80.1,
    volatility: 0.06,
    games: 12,
    provisional: false,
  };
  it.each([
    ['none from a server before issue 43', undefined, {}],
    ['one game', { chess: rating }, { chess: rating }],
    [
      'a variant this app does not know: left out',
      { go: rating, chess: rating },
      { chess: rating },
    ],
    ['a count that is not one', { chess: { ...rating, games: 1.5 } }, null],
    ['no provisional mark', { chess: { ...rating, provisional: undefined } }, null],
    ['not an object', [rating], null],
  ])('profile ratings: %s', (_, value, expected) => expect(readRatings(value)).toEqual(expected));

  const point = { at: '2026-12-07T10:00:00.000Z', rating: 1600, deviation: 90, gameId: 'g1' };
  it.each([
    ['points', [point], [point]],
    ['none', [], []],
    ['a time that is not one', [{ ...point, at: 'yesterday' }], null],
    ['not a list', { point }, null],
  ])('history: %s', (_, value, expected) => expect(readRatingHistory(value)).toEqual(expected));

  const row = { name: 'ann', rating: 2100.5, deviation: 60, games: 40 };
  it.each([
    ['rows', [row], [row]],
    ['a row without a name', [{ ...row, name: 3 }], null],
    ['not a list', row, null],
  ])('leaderboard: %s', (_, value, expected) => expect(readLeaderboard(value)).toEqual(expected));
});
