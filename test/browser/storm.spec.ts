// Puzzle Storm in the browser (`?storm=<game>`, src/ui/storm): a run on Playwright's controlled
// clock, paused and moved on by the test (never waited out): the timer runs down, a right answer
// raises the score and the combo, a wrong move costs 10 s, resets the combo and goes on to the next
// puzzle, and the run ends at 0:00 with the score, the personal best (kept in the browser) and
// the puzzles played, each a link to it. Also: `?storm` alone opens the game last played; an
// account's best comes back from a real game server in another browser; the 2D switch keeps a
// Parallel worlds run. The run is read through `window.__test.storm()`; the puzzles' solutions come
// from the shipped file, a wrong move from the rules core. Pictures (SCREENSHOTS=1): the start, a
// run in 3D and the end, en and ru, at 1280×800, 1920×1080 and 390×844.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Puzzle } from '../../src/puzzles/puzzle';
import { gameById, legalMoves, makeMove, parseFen } from '../../src/rules';
import { expect, pictureTest, test } from './fixtures';
import { freshPage, startServer } from './support/gameServer';

const STEP = { timeout: 30_000 };
const GAME = 'pocket-mutation';
const T0 = new Date('2026-12-07T12:00:00Z').getTime();

/** A game's shipped puzzles by id. */
const shipped = (game: string): ReadonlyMap<string, Puzzle> =>
  new Map(
    readFileSync(path.resolve(import.meta.dirname, `../../assets/puzzles/${game}.jsonl`), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Puzzle)
      .map((puzzle) => [puzzle.id, puzzle]),
  );
const SHIPPED = shipped(GAME);
const PW = shipped('parallel-worlds');

const storm = (page: Page) => page.evaluate(() => window.__test?.storm?.() ?? null);
const fen = (page: Page) => page.evaluate(() => window.__test?.fen?.() ?? '');

/** Waits (polling from the test, not in the page, whose timers are the controlled clock's). */
const until = <T>(read: () => Promise<T>, message: string) =>
  expect.poll(read, { ...STEP, message, intervals: [50, 100, 200] });

/**
 * Opens the storm page on the controlled clock, and pauses it once the page is ready to start: from
 * then on only the test moves time on.
 */
async function openStorm(page: Page, url: string) {
  await page.clock.install({ time: T0 });
  await page.goto(`${url}?storm=${GAME}`);
  await until(() => storm(page), 'the start screen').toMatchObject({ state: 'ready' });
  await expect(page.locator('.storm-start-button')).toBeEnabled(STEP);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/** Types a move into the game page's typed-move box. */
async function typeMove(page: Page, move: string) {
  const input = page.locator('.move-input input');
  await input.fill(move);
  await input.press('Enter');
}

/** Lets the page's timers run for `ms` of the controlled clock. */
const run = (page: Page, ms: number) => page.clock.runFor(ms);

/** Waits until the puzzle on the board is `id` with its solver to move (its last turn played). */
async function puzzleReady(page: Page, id: string) {
  const puzzle = SHIPPED.get(id)!;
  await until(async () => {
    await run(page, 250); // the opponent's last turn, played quickly
    return (await fen(page)).split(' ; ')[0];
  }, `puzzle ${id} at its position`).toBe(puzzle.fen);
  return puzzle;
}

/** A legal move of the puzzle's position that is not its solution's first. */
function wrongMove(puzzle: Puzzle): string {
  const game = gameById(puzzle.variant)!;
  const position = parseFen(game, puzzle.fen);
  if (!position.ok) throw new Error(position.error);
  const moves = legalMoves(position.value).map((move) => makeMove(position.value, move));
  const wrong = moves.find((move) => move !== puzzle.solution[0]);
  if (!wrong) throw new Error(`puzzle ${puzzle.id}: no other move`);
  return wrong;
}

test.describe('storm:', () => {
  test('a run: the clock runs down, a right answer scores, a wrong one costs 10 s, the end at 0:00', async ({
    page,
    app,
  }) => {
    await openStorm(page, app.url);
    expect(await storm(page)).toEqual({
      state: 'ready',
      score: 0,
      combo: 0,
      secondsLeft: 180,
      puzzleId: null,
    });
    await page.getByRole('button', { name: 'Start' }).click();
    await until(() => storm(page), 'the run started').toMatchObject({
      state: 'running',
      secondsLeft: 180,
    });

    // The first puzzle solved: the score and the combo go up.
    const first = await puzzleReady(page, (await storm(page))!.puzzleId!);
    await run(page, 5000);
    const running = (await storm(page))!;
    expect(running.secondsLeft, 'the clock runs down').toBeLessThan(180);
    for (let i = 0; i < first.solution.length; i += 2) {
      await typeMove(page, first.solution[i]!);
      if (i + 1 < first.solution.length) await run(page, 1000); // the reply
    }
    await until(() => storm(page), 'the first puzzle solved').toMatchObject({
      score: 1,
      combo: 1,
      secondsLeft: running.secondsLeft,
    });

    // The second missed: 10 s off, the combo back to 0, the next puzzle at once.
    const second = await puzzleReady(page, (await storm(page))!.puzzleId!);
    expect(second.id).not.toBe(first.id);
    const before = (await storm(page))!;
    await typeMove(page, wrongMove(second));
    await until(() => storm(page), 'the second puzzle missed').toMatchObject({
      state: 'running',
      score: 1,
      combo: 0,
      secondsLeft: before.secondsLeft - 10,
    });
    expect((await storm(page))!.puzzleId).not.toBe(second.id);

    // The end at 0:00: the score, the best, the puzzles played.
    await page.clock.fastForward(200_000);
    await until(() => storm(page), 'the run over').toMatchObject({
      state: 'over',
      score: 1,
      secondsLeft: 0,
      puzzleId: null,
    });
    await expect(page.locator('.storm-final-score')).toHaveText('1');
    await expect(page.locator('.storm-best')).toHaveText('A new personal best!');
    const played = page.locator('.storm-played li');
    await expect(played).toHaveCount(2);
    await expect(played.nth(0).locator('a')).toHaveAttribute('href', `?puzzle=${first.id}`);
    await expect(played.nth(0)).toHaveClass('is-solved');
    await expect(played.nth(1).locator('a')).toHaveAttribute('href', `?puzzle=${second.id}`);
    await expect(played.nth(1)).toHaveClass('is-missed');

    // The best is kept: the next visit's start screen shows it (the clock running again: the app's
    // start needs its timers).
    await page.clock.resume();
    await page.reload();
    await expect(page.locator('.storm-best')).toHaveText('Personal best: 1', STEP);
  });
});

test.describe('storm for the game last played:', () => {
  test('?storm alone opens the newest game of the library, Parallel worlds chess with none', async ({
    page,
    app,
  }) => {
    await page.goto(`${app.url}?storm`);
    await expect(page.locator('.storm-page')).toHaveAttribute('data-game', 'parallel-worlds', STEP);
    await app.open({ game: 'plunder' });
    await typeMove(page, 'e2e4');
    await expect(page.locator('.save-status[data-save-state="saved"]')).toBeVisible(STEP);
    await page.goto(`${app.url}?storm`);
    await expect(page.locator('.storm-page')).toHaveAttribute('data-game', 'plunder', STEP);
  });
});

test.describe('storm from the puzzle page:', () => {
  test('the puzzle page links to Storm of its game', async ({ page, app }) => {
    const id = [...SHIPPED.keys()][0]!;
    await page.goto(`${app.url}?puzzle=${id}`);
    await page.locator('.puzzle-storm-link').click();
    await expect(page).toHaveURL(new RegExp(`\\?storm=${GAME}$`));
    await expect(page.locator('.storm-start-button')).toBeEnabled(STEP);
  });
});

test.describe('storm signed in:', () => {
  test('an account’s best is kept on the server: another browser of the account shows it', async ({
    page,
  }) => {
    const server = await startServer();
    try {
      const created = await fetch(`${server.origin}/api/account`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.origin },
        body: JSON.stringify({ name: 'Storm_Ann', password: 'correct horse' }),
      });
      expect(created.status).toBe(201);
      const [name, value] = (created.headers.get('set-cookie') ?? '').split(';')[0]!.split('=');
      const signIn = (p: Page) =>
        p.context().addCookies([{ name: name!, value: value!, url: server.origin }]);
      await signIn(page);
      await openStorm(page, `${server.origin}/`);
      await page.locator('.storm-start-button').click();
      const first = await puzzleReady(page, (await storm(page))!.puzzleId!);
      for (let i = 0; i < first.solution.length; i += 2) {
        await typeMove(page, first.solution[i]!);
        if (i + 1 < first.solution.length) await run(page, 1000);
      }
      await until(async () => (await storm(page))!.score, 'one solved').toBe(1);
      await page.clock.fastForward(200_000);
      await expect(page.locator('.storm-best')).toHaveText('A new personal best!', STEP);

      const other = await freshPage(page);
      await signIn(other.page);
      await other.page.goto(`${server.origin}/?storm=${GAME}`);
      await expect(other.page.locator('.storm-best')).toHaveText('Personal best: 1', STEP);
      await other.close();
    } finally {
      await server.stop();
    }
  });
});

test.describe('storm in 3D:', () => {
  test('the 2D switch keeps the run: the same puzzle, still running', async ({ page, app }) => {
    await page.goto(`${app.url}?storm=parallel-worlds&view=3d`);
    await expect(page.locator('.storm-start-button')).toBeEnabled(STEP);
    await page.locator('.storm-start-button').click();
    await expect(page.locator('.view3d')).toBeVisible(STEP);
    const before = (await storm(page))!;
    expect(before.state).toBe('running');
    await page.locator('.board-tools').getByRole('link', { name: '2D' }).click();
    await expect(page).toHaveURL(/\?storm=parallel-worlds&view=2d$/);
    await expect(page.locator('[data-square]').first()).toBeVisible(STEP);
    expect(await storm(page)).toMatchObject({ state: 'running', puzzleId: before.puzzleId });
  });
});

test.describe('storm pictures:', () => {
  for (const language of ['en', 'ru'] as const)
    for (const [size, viewport] of [
      ['1280', { width: 1280, height: 800 }],
      ['1920', { width: 1920, height: 1080 }],
      ['390', { width: 390, height: 844 }],
    ] as const)
      pictureTest(
        `the start, a run and the end, ${language}, ${size}`,
        async ({ page, app, tools }) => {
          await page.setViewportSize(viewport);
          await page.addInitScript(
            (lang) =>
              localStorage.setItem('parallel-worlds.settings', JSON.stringify({ language: lang })),
            language,
          );
          // Parallel worlds chess in 3D, on the clock running by itself (the 3D view draws on
          // animation frames), moved on to the end at once.
          await page.clock.install({ time: T0 });
          await page.goto(`${app.url}?storm=parallel-worlds&view=3d`);
          await until(() => storm(page), 'the start screen').toMatchObject({ state: 'ready' });
          await expect(page.locator('.storm-start-button')).toBeEnabled(STEP);
          await tools.screenshot(page, `storm-start-${language}-${size}.png`);
          await page.locator('.storm-start-button').click();
          await expect(page.locator('.view3d[data-frames][data-ready="true"]')).toBeVisible({
            timeout: 60_000,
          });
          const first = PW.get((await storm(page))!.puzzleId!)!;
          await until(async () => (await fen(page)).split(' ; ')[0], 'the last turn played').toBe(
            first.fen,
          );
          for (const sub of first.solution[0]!.split(' ')) await typeMove(page, sub);
          await until(async () => (await storm(page))!.score, 'one solved').toBe(1);
          await until(async () => (await fen(page)).split(' ; ')[0], 'the next puzzle').toBe(
            PW.get((await storm(page))!.puzzleId!)!.fen,
          );
          await page.locator('.move-input input').blur();
          await page.evaluate(() => window.scrollTo(0, 0));
          await expect(page.locator('.view3d')).toHaveAttribute('data-animating', 'false', STEP);
          await tools.screenshot(page, `storm-run-${language}-${size}.png`);
          await page.clock.fastForward(200_000);
          await until(() => storm(page), 'the run over').toMatchObject({ state: 'over' });
          await tools.screenshot(page, `storm-over-${language}-${size}.png`, { fullPage: true });
        },
      );
});
