// The readers of the account, profile and archive answers (src/protocol/accounts.ts), as tables:
// each row an answer the server might give and what the app makes of it, so that a server of
// another version is a worded problem, never a crash. Also the Retry-After reading
// (src/game/account/ask.ts), an answer's meaning for an account action (account.ts) and the
// room's seat names (src/game/online/seatNames.ts), each read in one place.
import { describe, expect, it } from 'vitest';
import {
  readAccountError,
  readArchivedGame,
  readArchivedGames,
  readMe,
  readProfile,
} from '../../src/protocol/accounts';
import { retryAfterSeconds } from '../../src/game/account/ask';
import { accountResult } from '../../src/game/account/account';
import { seatNames } from '../../src/game/online/seatNames';
import type { SeatNames as SeatNamesOfRoom } from '../../src/protocol';
import { archivedGame } from './support/archivedGame';

const GAME = archivedGame();

describe('readMe', () => {
  it.each([
    ['an anonymous identity', { id: 'i1', name: 'Brave-Otter-12', account: false }, true],
    ['an account, extra fields dropped', { id: 'i2', name: 'alice', account: true, x: 1 }, true],
    ['no name', { id: 'i1', account: false }, false],
    ['account not a boolean', { id: 'i1', name: 'a', account: 'yes' }, false],
    ['not an object', 'alice', false],
    ['null', null, false],
  ])('%s', (_, value, good) => {
    const me = readMe(value);
    if (!good) return expect(me).toBeNull();
    const { id, name, account } = value as { id: string; name: string; account: boolean };
    expect(me).toEqual({ id, name, account });
  });
});

describe('readAccountError', () => {
  it.each([
    [{ error: 'name-taken' }, 'name-taken'],
    [{ error: 'bad-name' }, 'bad-name'],
    [{ error: 'bad-password' }, 'bad-password'],
    [{ error: 'bad-credentials' }, 'bad-credentials'],
    [{ error: 'something-new' }, null],
    [{}, null],
    [null, null],
  ])('%j → %s', (value, code) => expect(readAccountError(value)).toBe(code));
});

describe('readProfile', () => {
  it.each([
    [
      'a profile; a variant the app does not know is left out',
      { name: 'alice', createdAt: '2026-01-02T03:04:05Z', games: { plunder: 3, shogi: 2 } },
      { name: 'alice', createdAt: '2026-01-02T03:04:05Z', games: { plunder: 3 }, ratings: {} },
    ],
    [
      'no games yet',
      { name: 'a', createdAt: '2026-01-02', games: {} },
      { name: 'a', createdAt: '2026-01-02', games: {}, ratings: {} }, // a server before issue 43
    ],
    [
      'a count that is not a whole number',
      { name: 'a', createdAt: '2026-01-02', games: { plunder: 1.5 } },
      null,
    ],
    ['a date that is not one', { name: 'a', createdAt: 'yesterday', games: {} }, null],
    ['games missing', { name: 'a', createdAt: '2026-01-02' }, null],
  ])('%s', (_, value, expected) => expect(readProfile(value)).toEqual(expected));
});

describe('readArchivedGame', () => {
  it.each([
    ['a game', GAME, GAME],
    ['a seat key is never kept', { ...GAME, players: ['k0', 'k1'] }, GAME],
    ['a variant the rules core does not know', { ...GAME, variant: 'shogi' }, null],
    ['a move that is not text', { ...GAME, moves: ['e2e4', 3] }, null],
    ['rated missing', { ...GAME, rated: undefined }, null],
    ['no end time', { ...GAME, endedAt: null }, null],
  ])('%s', (_, value, expected) => expect(readArchivedGame(value)).toEqual(expected));

  it('reads a list, and refuses one with any game that is not', () => {
    expect(readArchivedGames([GAME, GAME])).toEqual([GAME, GAME]);
    expect(readArchivedGames([GAME, { ...GAME, white: 7 }])).toBeNull();
    expect(readArchivedGames({ games: [GAME] })).toBeNull();
  });
});

describe('retryAfterSeconds', () => {
  const now = Date.parse('2026-12-07T07:00:00Z');
  it.each([
    ['30', 30],
    ['0', 0],
    ['1.2', 2],
    ['Mon, 07 Dec 2026 07:01:00 GMT', 60],
    ['', null],
    [null, null],
    ['soon', null],
  ])('%s → %s', (header, seconds) => expect(retryAfterSeconds(header, now)).toBe(seconds));
});

describe('accountResult', () => {
  it.each([
    ['201 signed up', { ok: true, status: 201, value: {} }, { ok: true }],
    ['204 logged out', { ok: true, status: 204, value: null }, { ok: true }],
    [
      '409 name taken',
      { ok: true, status: 409, value: { error: 'name-taken' } },
      { ok: false, problem: 'name-taken' },
    ],
    [
      '401',
      { ok: true, status: 401, value: { error: 'bad-credentials' } },
      { ok: false, problem: 'bad-credentials' },
    ],
    [
      '500 without a code',
      { ok: true, status: 500, value: null },
      { ok: false, problem: 'refused' },
    ],
    [
      '429',
      { ok: false, problem: 'rate-limited', retryAfter: 9 },
      { ok: false, problem: 'rate-limited', retryAfter: 9 },
    ],
    ['no server', { ok: false, problem: 'unreachable' }, { ok: false, problem: 'unreachable' }],
  ] as const)('%s', (_, answer, expected) => expect(accountResult(answer)).toEqual(expected));
});

describe('seatNames', () => {
  const names = (value: unknown) => value as SeatNamesOfRoom;
  it.each([
    ['no names yet (a server before issue 42)', null, [null, null]],
    ['both seats named', names([{ name: 'alice' }, { name: 'bob' }]), ['alice', 'bob']],
    ['the other seat untaken', names([{ name: 'alice' }, null]), ['alice', null]],
    ['names of another shape', names({ white: 'alice' }), [null, null]],
    ['a bare string for a name', names(['alice', 'bob']), [null, null]],
    ['a blank or non-text name', names([{ name: '  ' }, { name: 7 }]), [null, null]],
  ])('%s', (_, value, expected) => expect(seatNames(value)).toEqual(expected));
});
