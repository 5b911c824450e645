/**
 * The app's puzzle client (src/game/account/puzzleApi.ts) against the server's real HTTP handler
 * in this process (memory stores, the shipped puzzles): the browser's `fetch` stands in as a
 * `fetch` that sends the page's relative addresses to that server with the page's cookie. An
 * account's attempt is rated once, its dashboard, the puzzles' ratings and Storm bests read back;
 * the refusals read as the codes a page words; past its burst, a caller is told to wait. Then the
 * protocol's readers and body checks, as tables (src/protocol/puzzles.ts).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  fetchPuzzleDashboard,
  fetchPuzzleRatings,
  fetchStormBests,
  sendAttempt,
  sendStormRun,
} from '../../src/game/account/puzzleApi';
import {
  checkPuzzleAttempt,
  checkStormRun,
  readPuzzleAttemptResult,
  readPuzzleDashboard,
  readPuzzleRatings,
  readStormBests,
} from '../../src/protocol/puzzles';
import { serverContext } from '../../src/server/context';
import { httpHandler } from '../../src/server/http';
import { loadPuzzleCatalog } from '../../src/server/puzzleCatalog';

const PUZZLES = loadPuzzleCatalog(join(import.meta.dirname, '../../assets/puzzles'));
const PUZZLE = PUZZLES.ofGame('plunder')[0]!;

let server: Server;
let base = '';
/** A second server whose bursts are 3 (the attempts and Storm runs, and the reads). */
let strict: Server;
let strictBase = '';
/** Which server the page talks to. */
let target = () => base;
/** The page's cookie: none, then an account's. */
let cookie = '';

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'pw-puzzle-api-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>PW</title>\n');
  const context = serverContext({ puzzles: PUZZLES });
  server = createServer(httpHandler(context, { dist, load: () => ({ rooms: 0, clients: 0 }) }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const config = { claimGraceMs: 1000, createBurst: 3, accountBurst: 10, readBurst: 3 };
  const limited = serverContext({ puzzles: PUZZLES, config });
  strict = createServer(httpHandler(limited, { dist, load: () => ({ rooms: 0, clients: 0 }) }));
  await new Promise<void>((resolve) => strict.listen(0, '127.0.0.1', resolve));
  const strictAddress = strict.address();
  strictBase = `http://127.0.0.1:${typeof strictAddress === 'object' && strictAddress ? strictAddress.port : 0}`;
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (path: string, init: RequestInit = {}) =>
    realFetch(`${target()}${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    }),
  );
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await new Promise((resolve) => strict.close(resolve));
  await new Promise((resolve) => server.close(resolve));
});

describe('the puzzle client against the server', () => {
  it('says not-signed-in without an account', async () => {
    expect(await sendAttempt(PUZZLE.id, true)).toEqual({ ok: false, problem: 'not-signed-in' });
    expect(await fetchPuzzleDashboard()).toEqual({ ok: false, problem: 'not-signed-in' });
    expect(await fetchStormBests()).toEqual({ ok: false, problem: 'not-signed-in' });
  });

  it('sends an account’s attempts and Storm runs and reads them back', async () => {
    const response = await globalThis.fetch('/api/account', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Client_Solver', password: 'correct horse' }),
    });
    cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
    const first = await sendAttempt(PUZZLE.id, true);
    expect(first).toMatchObject({ ok: true, value: { rated: true, streak: 1 } });
    const again = await sendAttempt(PUZZLE.id, true);
    expect(again).toMatchObject({ ok: true, value: { rated: false, player: { diff: 0 } } });
    expect(await sendAttempt('zzzzzz', true)).toEqual({ ok: false, problem: 'unknown-puzzle' });
    const dashboard = await fetchPuzzleDashboard();
    expect(dashboard.ok && dashboard.value.history.map((entry) => entry.rated)).toEqual([
      false,
      true,
    ]);
    const ratings = await fetchPuzzleRatings('plunder');
    expect(ratings.ok && Object.keys(ratings.value)).toHaveLength(PUZZLES.ofGame('plunder').length);
    expect(ratings.ok && ratings.value[PUZZLE.id]).toBeLessThan(PUZZLE.rating);
    expect(await sendStormRun({ variant: 'plunder', score: 14, moves: 20 })).toEqual({
      ok: true,
      value: 14,
    });
    expect(await sendStormRun({ variant: 'plunder', score: 4 })).toEqual({ ok: true, value: 14 });
    expect(await sendStormRun({ variant: 'plunder', score: -4 })).toEqual({
      ok: false,
      problem: 'refused',
    });
    expect(await fetchStormBests()).toEqual({ ok: true, value: { plunder: 14 } });
  });
});

describe('the puzzle routes’ limits', () => {
  it('tells a caller past the burst to wait, per route kind, with the seconds', async () => {
    target = () => strictBase;
    try {
      const waits = [];
      for (let i = 0; i < 4; i++) waits.push(await sendAttempt(PUZZLE.id, true));
      // (not signed in on this server: refused, but each refusal counts against the burst)
      expect(waits.slice(0, 3)).toEqual(Array(3).fill({ ok: false, problem: 'not-signed-in' }));
      expect(waits[3]).toEqual({ ok: false, problem: 'rate-limited', retryAfter: 1 });
      expect(await sendStormRun({ variant: 'plunder', score: 1 })).toMatchObject({
        problem: 'rate-limited',
      });
      for (let i = 0; i < 3; i++) await fetchPuzzleRatings('plunder');
      expect(await fetchPuzzleDashboard()).toMatchObject({ problem: 'rate-limited' });
    } finally {
      target = () => base;
    }
  });
});

describe('the puzzle bodies the server takes', () => {
  it.each([
    [{ win: true }, true],
    [{ win: false }, true],
    [{}, false],
    [{ win: 1 }, false],
    [{ win: true, id: 'x' }, false],
    [null, false],
    [[true], false],
  ])('attempt %j: %s', (body, ok) => expect(checkPuzzleAttempt(body).ok).toBe(ok));

  it.each([
    [{ variant: 'plunder', score: 0 }, true],
    [{ variant: 'parallel-worlds', score: 500 }, true],
    [{ variant: 'plunder', score: 10, moves: 10, errors: 3, combo: 7, time: 180 }, true],
    [{ variant: 'plunder', score: 501 }, false],
    [{ variant: 'plunder', score: -1 }, false],
    [{ variant: 'plunder', score: 1.5 }, false],
    [{ variant: 'plunder', score: '3' }, false],
    [{ variant: 'chess', score: 3 }, false],
    [{ variant: 'go', score: 3 }, false],
    [{ score: 3 }, false],
    [{ variant: 'plunder', score: 10, moves: 9 }, false],
    [{ variant: 'plunder', score: 1, time: 3601 }, false],
    [{ variant: 'plunder', score: 1, errors: -1 }, false],
    [{ variant: 'plunder', score: 1, best: 1 }, false],
  ])('storm run %j: %s', (body, ok) => expect(checkStormRun(body).ok).toBe(ok));
});

describe('the puzzle answers the app reads', () => {
  const result = {
    rated: true,
    player: { rating: 1523.4, deviation: 280, provisional: true, diff: 23 },
    puzzle: { rating: 690.1, deviation: 240, diff: -10 },
    streak: 2,
    bestStreak: 5,
  };
  it.each([
    ['an attempt’s result', result, true],
    ['a diff that is not whole', { ...result, puzzle: { ...result.puzzle, diff: 0.5 } }, false],
    ['no provisional', { ...result, player: { rating: 1, deviation: 1, diff: 0 } }, false],
    ['a negative streak', { ...result, streak: -1 }, false],
  ])('%s', (_, value, ok) => expect(readPuzzleAttemptResult(value) !== null).toBe(ok));

  const entry = {
    id: 'abc123',
    variant: 'plunder',
    win: true,
    rated: true,
    at: '2026-12-07T16:00:00.000Z',
    rating: 1510,
  };
  const dashboard = {
    rating: 1510,
    deviation: 290,
    provisional: true,
    games: 1,
    streak: 1,
    bestStreak: 1,
    history: [entry],
  };
  it.each([
    ['a dashboard', dashboard, dashboard],
    [
      'a game this app does not know, left out',
      { ...dashboard, history: [{ ...entry, variant: 'go' }] },
      { ...dashboard, history: [] },
    ],
    ['a bad time', { ...dashboard, history: [{ ...entry, at: 'yesterday' }] }, null],
    ['no history', { ...dashboard, history: undefined }, null],
  ])('%s', (_, value, expected) => expect(readPuzzleDashboard(value)).toEqual(expected));

  it.each([
    [{ abc123: 700, def456: 1210.5 }, true],
    [{}, true],
    [{ abc123: '700' }, false],
    [[700], false],
  ])('ratings %j: %s', (value, ok) => expect(readPuzzleRatings(value) !== null).toBe(ok));

  it.each([
    [{ plunder: 14, go: 3 }, { plunder: 14 }],
    [{ plunder: -1 }, null],
    [{ plunder: 1.5 }, null],
  ])('storm bests %j', (value, expected) => expect(readStormBests(value)).toEqual(expected));
});
