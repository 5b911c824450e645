// A player's puzzle standing kept in the browser (src/game/puzzles/puzzleStanding.ts): a first
// try is rated by Glicko-2 as the server rates one (rateAttempt, against the puzzle's starting
// rating), a puzzle tried before goes into the
// history unrated, the streak counts first tries solved in a row, the history keeps the last 100,
// and a damaged entry in storage counts as none. The clock is the test's.
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../src/game/browserStorage';
import {
  HISTORY_SIZE,
  NEW_RECORD,
  STANDING_KEY,
  localStanding,
  readRecord,
  recordAttempt,
  standingOf,
  type LocalRecord,
} from '../../src/game/puzzles/puzzleStanding';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 11, 7);
const puzzle = (id: string, rating: number) => ({ id, rating });

/** A record after attempts [id, rating, win, at] in order. */
const after = (attempts: [string, number, boolean, number][], from: LocalRecord = NEW_RECORD) =>
  attempts.reduce(
    (record, [id, rating, win, at]) => recordAttempt(record, puzzle(id, rating), win, at),
    from,
  );

describe('a puzzle attempt', () => {
  it.each([
    // rule, attempts, rating, provisional, streak, best, history (id win diff)
    {
      rule: 'a new player (1500, deviation 500) solving a 1500 puzzle gains',
      attempts: [['a', 1500, true, T0]] as [string, number, boolean, number][],
      rating: 1748,
      streak: 1,
      best: 1,
      history: [['a', true, 248]],
    },
    {
      rule: 'a new player failing a 1500 puzzle loses as much',
      attempts: [['a', 1500, false, T0]] as [string, number, boolean, number][],
      rating: 1252,
      streak: 0,
      best: 0,
      history: [['a', false, -248]],
    },
    {
      rule: 'a second try is not rated and leaves the streak',
      attempts: [
        ['a', 1500, true, T0],
        ['a', 1500, false, T0 + 1000],
      ] as [string, number, boolean, number][],
      rating: 1748,
      streak: 1,
      best: 1,
      history: [
        ['a', false, null],
        ['a', true, 248],
      ],
    },
    {
      rule: 'a failed first try ends the streak, the best stays',
      attempts: [
        ['a', 1500, true, T0],
        ['b', 1500, true, T0 + 1000],
        ['c', 1500, false, T0 + 2000],
      ] as [string, number, boolean, number][],
      rating: 1601,
      streak: 0,
      best: 2,
      history: [
        ['c', false, -234],
        ['b', true, 87],
        ['a', true, 248],
      ],
    },
  ])('$rule', ({ attempts, rating, streak, best, history }) => {
    const standing = standingOf(after(attempts));
    expect({
      rating: standing.rating,
      streak: standing.streak,
      best: standing.bestStreak,
      history: standing.history.map((a) => [a.id, a.win, a.diff]),
    }).toEqual({ rating, streak, best, history });
  });

  it('solving a puzzle far below the rating gains little, failing it loses much', () => {
    const settled = after(
      Array.from({ length: 30 }, (_, i): [string, number, boolean, number] => [
        `p${i}`,
        1500,
        i % 2 === 0,
        T0 + i,
      ]),
    );
    const win = recordAttempt(settled, puzzle('easy', 700), true, T0 + 100);
    const loss = recordAttempt(settled, puzzle('easy', 700), false, T0 + 100);
    const gain = win.history[0]!.diff!;
    const drop = loss.history[0]!.diff!;
    expect(gain).toBeGreaterThanOrEqual(0);
    expect(gain).toBeLessThan(3);
    expect(drop).toBeLessThan(-20);
  });

  it('a long rest widens the deviation, so the next attempt moves the rating more', () => {
    const settled = after(
      Array.from({ length: 30 }, (_, i): [string, number, boolean, number] => [
        `p${i}`,
        1500,
        i % 2 === 0,
        T0 + i,
      ]),
    );
    const soon = recordAttempt(settled, puzzle('x', 1500), true, T0 + 100);
    const later = recordAttempt(settled, puzzle('x', 1500), true, T0 + 200 * DAY);
    expect(later.history[0]!.diff!).toBeGreaterThan(soon.history[0]!.diff!);
    expect(standingOf(settled).provisional).toBe(false);
  });

  it(`keeps the last ${HISTORY_SIZE} attempts, newest first, and every puzzle tried`, () => {
    const record = after(
      Array.from({ length: HISTORY_SIZE + 5 }, (_, i): [string, number, boolean, number] => [
        `p${i}`,
        1500,
        true,
        T0 + i,
      ]),
    );
    expect(record.history).toHaveLength(HISTORY_SIZE);
    expect(record.history[0]!.id).toBe(`p${HISTORY_SIZE + 4}`);
    expect(record.tried).toHaveLength(HISTORY_SIZE + 5);
    expect(record.streak).toBe(HISTORY_SIZE + 5);
  });
});

describe('the standing kept in the browser', () => {
  it('records attempts in storage and reads them back; says whether one was rated', async () => {
    const storage = memoryStorage();
    const source = localStanding(storage, () => T0);
    expect(await source.read()).toMatchObject({ rating: 1500, provisional: true, streak: 0 });
    const first = await source.attempt(puzzle('a', 1500), true);
    expect(first).toMatchObject({ before: 1500, after: 1748, rated: true });
    const again = await source.attempt(puzzle('a', 1500), true);
    expect(again).toMatchObject({ before: 1748, after: 1748, rated: false });
    expect(await localStanding(storage).read()).toMatchObject({ rating: 1748, streak: 1 });
  });

  it.each([
    ['not JSON', '{'],
    ['no rating', JSON.stringify({ ...NEW_RECORD, rating: null })],
    ['a negative streak', JSON.stringify({ ...NEW_RECORD, streak: -1 })],
    ['a history entry without an id', JSON.stringify({ ...NEW_RECORD, history: [{ win: true }] })],
    ['tried not a list', JSON.stringify({ ...NEW_RECORD, tried: 'a' })],
  ])('a damaged entry (%s) counts as none', (_, text) => {
    const storage = memoryStorage();
    storage.setItem(STANDING_KEY, text);
    expect(readRecord(storage)).toBe(NEW_RECORD);
  });
});
