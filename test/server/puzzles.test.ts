/**
 * Puzzle ratings on a real server process (issue 45), on the embedded SQLite and on PostgreSQL:
 * accounts signed up over HTTP attempt shipped puzzles. A first attempt is rated for the player
 * and the puzzle, by the rules core's `rateAttempt` exactly, and a later one is kept unrated; a
 * win against a harder puzzle raises the player more, a failure of an easier one costs more; the
 * puzzles' ratings route answers what they learned; streaks and the history (the last 50); Storm
 * bests only rise; unknown puzzles, signed-out and anonymous callers and bad bodies are refused
 * with their codes; and all of it is there again after the server restarts.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PuzzleAttemptResult, PuzzleDashboard } from '../../src/protocol';
import { NEW_RATING, puzzleStartRating, rateAttempt } from '../../src/rules';
import { loadPuzzleCatalog } from '../../src/server/puzzleCatalog';
import { fakeDist, startServer, type GameServer } from './support/cluster';
import { startPostgres, type Postgres } from './support/postgres';

const CATALOG = loadPuzzleCatalog(join(import.meta.dirname, '../../assets/puzzles'));
/** Pocket mutation chess's puzzles, easiest first (ratings 700 … 1500). */
const BY_RATING = [...CATALOG.ofGame('pocket-mutation')].sort((a, b) => a.rating - b.rating);

let accounts = 0;

describe.each(['sqlite', 'postgres'] as const)('puzzle ratings on %s', (kind) => {
  let postgres: Postgres | undefined;
  let server: GameServer;
  const data = mkdtempSync(join(tmpdir(), 'pw-data-'));
  const dist = fakeDist();
  /** Each puzzle is attempted first by one test only (its shipped rating is then its start). */
  const unused = [...BY_RATING];
  const take = (which: 'easiest' | 'hardest') =>
    (which === 'easiest' ? unused.shift() : unused.pop())!;

  const start = async () => {
    server = await startServer({
      data,
      dist,
      ...(postgres ? { database: postgres.url } : {}),
      env: { PW_ACCOUNT_BURST: '1000', PW_CREATE_BURST: '1000' },
    });
  };
  beforeAll(async () => {
    if (kind === 'postgres') postgres = await startPostgres();
    await start();
  });
  afterAll(async () => {
    await server?.kill('SIGTERM');
    postgres?.destroy();
  });

  async function call(
    method: 'GET' | 'POST',
    path: string,
    cookie?: string,
    body?: unknown,
  ): Promise<{ status: number; value: unknown; headers: Headers }> {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...(cookie ? { Cookie: cookie } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined
        ? {}
        : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    return { status: response.status, value: await response.json(), headers: response.headers };
  }
  /** A new account's session cookie. */
  async function signUp(): Promise<string> {
    const response = await fetch(`${server.url}/api/account`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: `Solver_${kind.slice(0, 2)}${++accounts}`,
        password: 'correct horse',
      }),
    });
    expect(response.status).toBe(201);
    return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  }
  const tryPuzzle = async (cookie: string, id: string, win: boolean) => {
    const answer = await call('POST', `/api/puzzles/${id}/attempt`, cookie, { win });
    expect(answer.status).toBe(200);
    return answer.value as PuzzleAttemptResult;
  };
  const dashboard = async (cookie: string) => {
    const answer = await call('GET', '/api/puzzles/me', cookie);
    expect(answer.status).toBe(200);
    return answer.value as PuzzleDashboard;
  };

  it('rates a first attempt for both sides, by rateAttempt, and keeps a second unrated', async () => {
    const ann = await signUp();
    expect(await dashboard(ann)).toEqual({
      rating: 1500,
      deviation: 500,
      provisional: true,
      games: 0,
      streak: 0,
      bestStreak: 0,
      history: [],
    });
    const puzzle = take('easiest');
    const first = await tryPuzzle(ann, puzzle.id, true);
    const expected = rateAttempt(
      { rating: NEW_RATING, idleMs: 0 },
      puzzleStartRating(puzzle.rating),
      true,
    );
    expect(first).toEqual({
      rated: true,
      player: {
        rating: expected.player.rating,
        deviation: expected.player.deviation,
        provisional: true,
        diff: Math.round(expected.player.rating) - 1500,
      },
      puzzle: {
        rating: expected.puzzle.rating,
        deviation: expected.puzzle.deviation,
        diff: Math.round(expected.puzzle.rating) - puzzle.rating,
      },
      streak: 1,
      bestStreak: 1,
    });
    expect(first.player.diff).toBeGreaterThan(0);
    expect(first.puzzle.diff).toBeLessThan(0);

    const again = await tryPuzzle(ann, puzzle.id, false);
    expect(again).toEqual({
      ...first,
      rated: false,
      player: { ...first.player, diff: 0 },
      puzzle: { ...first.puzzle, diff: 0 },
    });
    const me = await dashboard(ann);
    expect(me).toMatchObject({ rating: first.player.rating, games: 1, streak: 1, bestStreak: 1 });
    expect(me.history.map(({ id, win, rated, rating }) => ({ id, win, rated, rating }))).toEqual([
      { id: puzzle.id, win: false, rated: false, rating: first.player.rating },
      { id: puzzle.id, win: true, rated: true, rating: first.player.rating },
    ]);
    expect(
      me.history.every(({ variant, at }) => variant === 'pocket-mutation' && Date.parse(at) > 0),
    ).toBe(true);

    // the puzzles' ratings: the learned one for this puzzle, the shipped ones for the rest
    const ratings = await call('GET', '/api/puzzles/ratings?variant=pocket-mutation');
    expect(ratings.status).toBe(200);
    expect(ratings.headers.get('cache-control')).toBe('public, max-age=60');
    const byId = ratings.value as Record<string, number>;
    expect(Object.keys(byId)).toHaveLength(BY_RATING.length);
    expect(byId[puzzle.id]).toBe(Math.round(first.puzzle.rating));
    const untouched = unused.at(-1)!;
    expect(byId[untouched.id]).toBe(untouched.rating);
  });

  it('raises the player more for a harder puzzle solved, lowers more for an easier failed', async () => {
    const rows = [
      { which: 'easiest', win: true },
      { which: 'hardest', win: true },
      { which: 'easiest', win: false },
      { which: 'hardest', win: false },
    ] as const;
    const results = [];
    for (const { which, win } of rows) {
      const puzzle = take(which);
      const result = await tryPuzzle(await signUp(), puzzle.id, win);
      const expected = rateAttempt(
        { rating: NEW_RATING, idleMs: 0 },
        puzzleStartRating(puzzle.rating),
        win,
      );
      expect(result.player.rating).toBe(expected.player.rating);
      expect(result.puzzle.rating).toBe(expected.puzzle.rating);
      expect(Math.sign(result.puzzle.diff)).toBe(win ? -1 : 1); // a solve lowers the puzzle
      results.push({ ...result, start: puzzle.rating });
    }
    const [easyWin, hardWin, easyLoss, hardLoss] = results.map((r) => r.player.diff);
    expect(results[1]!.start).toBeGreaterThan(results[0]!.start);
    expect(hardWin).toBeGreaterThan(easyWin!);
    expect(easyWin).toBeGreaterThan(0);
    expect(hardLoss).toBeLessThan(0);
    expect(easyLoss).toBeLessThan(hardLoss!);
  });

  it('counts a streak of solved first attempts and lists the last 50 attempts, newest first', async () => {
    const cookie = await signUp();
    const puzzles = [take('easiest'), take('easiest'), take('easiest'), take('easiest')];
    const streaks = [];
    for (const [puzzle, win] of [
      [puzzles[0]!, true],
      [puzzles[1]!, true],
      [puzzles[2]!, false],
      [puzzles[3]!, true],
      [puzzles[2]!, true], // solved at last, but not a first attempt: the streak stays
    ] as const) {
      const result = await tryPuzzle(cookie, puzzle.id, win);
      streaks.push([result.streak, result.bestStreak]);
    }
    expect(streaks).toEqual([
      [1, 1],
      [2, 2],
      [0, 2],
      [1, 2],
      [1, 2],
    ]);
    for (let i = 0; i < 50; i++) await tryPuzzle(cookie, puzzles[0]!.id, i % 2 === 0);
    const me = await dashboard(cookie);
    expect(me).toMatchObject({ games: 4, streak: 1, bestStreak: 2 });
    expect(me.history).toHaveLength(50);
    expect(me.history.filter((entry) => entry.rated)).toEqual([]); // the four rated ones are older
    expect(me.history[0]).toMatchObject({ id: puzzles[0]!.id, win: false });
    const times = me.history.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('keeps the best Storm score per game, which only rises', async () => {
    const cookie = await signUp();
    const storm = async (variant: string, score: number) => {
      const answer = await call('POST', '/api/puzzles/storm', cookie, { variant, score });
      expect(answer.status).toBe(200);
      return (answer.value as { best: number }).best;
    };
    expect((await call('GET', '/api/puzzles/storm', cookie)).value).toEqual({});
    expect([
      await storm('plunder', 12),
      await storm('plunder', 8),
      await storm('plunder', 15),
    ]).toEqual([12, 12, 15]);
    const full = { variant: 'pocket-mutation', score: 3, moves: 9, errors: 3, combo: 2, time: 180 };
    expect((await call('POST', '/api/puzzles/storm', cookie, full)).value).toEqual({ best: 3 });
    expect((await call('GET', '/api/puzzles/storm', cookie)).value).toEqual({
      plunder: 15,
      'pocket-mutation': 3,
    });
  });

  it('refuses unknown puzzles, callers without an account and bad bodies, with their codes', async () => {
    const cookie = await signUp();
    const anonymous = (await fetch(`${server.url}/api/me`)).headers
      .get('set-cookie')!
      .split(';')[0]!;
    const id = BY_RATING[0]!.id;
    const refusals: [string, string, string | undefined, unknown, number, string][] = [
      ['POST', '/api/puzzles/zzzzzz/attempt', cookie, { win: true }, 404, 'unknown-puzzle'],
      ['POST', '/api/puzzles/%00/attempt', cookie, { win: true }, 404, 'unknown-puzzle'],
      ['POST', `/api/puzzles/${id}/solve`, cookie, { win: true }, 404, 'not-found'],
      ['POST', `/api/puzzles/${id}/attempt`, undefined, { win: true }, 401, 'not-signed-in'],
      ['POST', `/api/puzzles/${id}/attempt`, anonymous, { win: true }, 401, 'not-signed-in'],
      ['GET', '/api/puzzles/me', undefined, undefined, 401, 'not-signed-in'],
      ['GET', '/api/puzzles/me', anonymous, undefined, 401, 'not-signed-in'],
      ['GET', '/api/puzzles/storm', anonymous, undefined, 401, 'not-signed-in'],
      [
        'POST',
        '/api/puzzles/storm',
        undefined,
        { variant: 'plunder', score: 1 },
        401,
        'not-signed-in',
      ],
      ['POST', `/api/puzzles/${id}/attempt`, cookie, {}, 400, 'bad-body'],
      ['POST', `/api/puzzles/${id}/attempt`, cookie, { win: 'yes' }, 400, 'bad-body'],
      ['POST', `/api/puzzles/${id}/attempt`, cookie, { win: true, rated: true }, 400, 'bad-body'],
      ['POST', `/api/puzzles/${id}/attempt`, cookie, '{"win":', 400, 'malformed'],
      ['POST', '/api/puzzles/storm', cookie, { variant: 'plunder', score: -1 }, 400, 'bad-body'],
      ['POST', '/api/puzzles/storm', cookie, { variant: 'plunder', score: 501 }, 400, 'bad-body'],
      ['POST', '/api/puzzles/storm', cookie, { variant: 'plunder', score: 2.5 }, 400, 'bad-body'],
      ['POST', '/api/puzzles/storm', cookie, { variant: 'chess', score: 2 }, 400, 'bad-body'],
      [
        'POST',
        '/api/puzzles/storm',
        cookie,
        { variant: 'plunder', score: 9, moves: 3 },
        400,
        'bad-body',
      ],
      [
        'POST',
        '/api/puzzles/storm',
        cookie,
        { variant: 'plunder', score: 2, best: 99 },
        400,
        'bad-body',
      ],
      ['GET', '/api/puzzles/ratings?variant=chess', undefined, undefined, 404, 'not-found'],
      ['GET', '/api/puzzles/ratings', undefined, undefined, 404, 'not-found'],
      ['GET', `/api/puzzles/${id}/attempt`, cookie, undefined, 405, 'POST only'],
    ];
    for (const [method, path, who, body, status, error] of refusals) {
      const answer = await call(method as 'GET' | 'POST', path, who, body);
      expect({ path, body, status: answer.status, value: answer.value }).toEqual({
        path,
        body,
        status,
        value: { error },
      });
    }
    // nothing of that was kept
    expect(await dashboard(cookie)).toMatchObject({ games: 0, history: [] });
  });

  it('has every rating, attempt and best again after a restart', async () => {
    const cookie = await signUp();
    const puzzle = take('hardest');
    const solved = await tryPuzzle(cookie, puzzle.id, true);
    await call('POST', '/api/puzzles/storm', cookie, { variant: 'parallel-worlds', score: 21 });
    const before = await dashboard(cookie);
    await server.kill('SIGTERM');
    await start();
    expect(await dashboard(cookie)).toEqual(before);
    expect((await call('GET', '/api/puzzles/storm', cookie)).value).toEqual({
      'parallel-worlds': 21,
    });
    const ratings = await call('GET', '/api/puzzles/ratings?variant=pocket-mutation');
    expect((ratings.value as Record<string, number>)[puzzle.id]).toBe(
      Math.round(solved.puzzle.rating),
    );
    expect((await tryPuzzle(cookie, puzzle.id, true)).rated).toBe(false);
  });
});
