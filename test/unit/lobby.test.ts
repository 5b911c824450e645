/**
 * The lobby's pure parts, as tables: the seek body's validator (`POST /api/seeks`), the lobby
 * room's message validator, lichess's speeds (`base + 40 × increment`), and quick pairing's
 * choice of pairs (close ratings, the range widening while one waits, one pool at a time, each
 * player once).
 */
import { describe, expect, it } from 'vitest';
import { checkCreateSeek, checkLobbyMessage, speedOf } from '../../src/protocol';
import { acceptedRange, choosePairs } from '../../src/server/pairing';
import type { PoolEntry } from '../../src/server/seekStore';

const body = { variant: 'plunder', clock: '5+3', days: null, rated: false, color: 'random' };

describe('checkCreateSeek', () => {
  it.each([
    [body, null],
    [{ ...body, clock: null, days: 14 }, null],
    [{ ...body, clock: '0.5+0', rated: true, color: 'white' }, null],
    [{ ...body, variant: 'go' }, 'variant'],
    [{ ...body, clock: '5+2d' }, 'clock'],
    [{ ...body, clock: 'blitz' }, 'clock'],
    [{ ...body, clock: null, days: 4 }, 'days'],
    [{ ...body, clock: null, days: '3' }, 'days'],
    [{ ...body, days: 3 }, 'time'],
    [{ ...body, clock: null }, 'time'],
    [{ ...body, rated: 'yes' }, 'rated'],
    [{ ...body, color: 'green' }, 'color'],
    [{ ...body, extra: 1 }, 'extra'],
    [{ variant: 'plunder', days: null, rated: false, color: 'white' }, 'clock'],
    [[], 'body'],
    [null, 'body'],
  ])('%j → %s', (value, fault) => {
    const checked = checkCreateSeek(value);
    expect(checked.ok ? null : checked.detail).toBe(fault);
  });
});

describe('checkLobbyMessage', () => {
  it.each([
    ['pool-join', { pool: 'plunder-5+3' }, null],
    ['pool-join', { pool: 'plunder-1+0' }, 'pool'],
    ['pool-join', {}, 'pool'],
    ['pool-leave', {}, null],
    ['pool-leave', { pool: 'plunder-5+3' }, 'pool'],
  ])('%s %j → %s', (type, value, fault) => {
    const checked = checkLobbyMessage(type, value)!;
    expect(checked.ok ? null : checked.detail).toBe(fault);
  });

  it('knows no other type', () => expect(checkLobbyMessage('turn', {})).toBeNull());
});

describe('speedOf', () => {
  it.each([
    ['1+0', 'bullet'],
    ['2+1', 'bullet'],
    ['3+0', 'blitz'],
    ['3+2', 'blitz'],
    ['5+3', 'blitz'],
    ['8+0', 'rapid'],
    ['10+5', 'rapid'],
    ['15+10', 'rapid'],
    ['20+10', 'classical'],
    ['25+0', 'classical'],
    [null, 'correspondence'],
  ])('%s is %s', (clock, speed) => expect(speedOf(clock)).toBe(speed));
});

const entry = (
  playerId: string,
  rating: number,
  joinedAt = 0,
  pool = 'plunder-5+3',
): PoolEntry => ({
  playerId,
  name: playerId,
  account: true,
  rating,
  pool,
  joinedAt,
  expiresAt: Number.MAX_SAFE_INTEGER,
});
const ids = (pairs: [PoolEntry, PoolEntry][]) =>
  pairs.map(([a, b]) => `${a.playerId}-${b.playerId}`);

describe('acceptedRange', () => {
  it.each([
    [0, 100],
    [999, 100],
    [1000, 150],
    [4000, 300],
    [60_000, 1000],
  ])('after %i ms: ±%i', (ms, range) => expect(acceptedRange(ms)).toBe(range));
});

describe('choosePairs', () => {
  it.each<[string, PoolEntry[], number, string[]]>([
    ['two close players', [entry('a', 1500), entry('b', 1550)], 0, ['a-b']],
    ['too far apart at first', [entry('a', 1500), entry('b', 1800)], 0, []],
    ['…close enough after waiting 4 s', [entry('a', 1500), entry('b', 1800)], 4000, ['a-b']],
    ['only when both have waited', [entry('a', 1500, 0), entry('b', 1800, 3900)], 4000, []],
    ['the closest first', [entry('a', 1500), entry('b', 1590), entry('c', 1520)], 0, ['a-c']],
    [
      'the longest waiting is served first',
      [entry('b', 1560, 500), entry('a', 1500, 0), entry('c', 1540, 500)],
      1000,
      ['a-c'],
    ],
    ['pools apart', [entry('a', 1500), entry('b', 1500, 0, 'pocket-mutation-3+2')], 0, []],
    [
      'each player once',
      [entry('a', 1500), entry('b', 1500), entry('c', 1500), entry('d', 1500), entry('e', 1500)],
      0,
      ['a-b', 'c-d'],
    ],
    ['nobody alone', [entry('a', 1500)], 10_000, []],
  ])('%s', (_, entries, now, pairs) => expect(ids(choosePairs(entries, now))).toEqual(pairs));
});
