// Browser tests of the puzzle pages (issue 45, `?puzzle`, `?puzzle=<id>`): a shipped Parallel
// worlds puzzle solved by clicks on the 3D board after a wrong sub-move was refused at once and
// taken back, a flat game's puzzle solved on the 2D board, the player's puzzle rating changed by
// a first solve and not by a second, `?puzzle` choosing one and writing its id into the address,
// an unknown id answered by a page that says so, and `window.__test.puzzle()` through it all.
import type { Page } from '@playwright/test';
import type { PuzzleReport } from '../../src/game/testInterface';
import { expect, pictureTest, test } from './fixtures';
import { signUp } from './support/accounts';
import { startServer } from './support/gameServer';
import { clickMove, stillOrFlat } from './support/view3d';

const STEP = { timeout: 40_000 };

/** A shipped Parallel worlds puzzle (Black): a pawn steps down a level, the queen takes the king. */
const WORLDS = {
  id: 'f04toe',
  solution: [
    ['3d6', '2d6'],
    ['3d8', '3d1'],
  ],
  wrong: ['1e7', '2e7'], // a pawn down a level: after it no completion of the turn wins
  rating: 920,
};
/**
 * A shipped Parallel worlds puzzle won in two turns (Black): the queen steps to 3e3 and a pawn down
 * to level 2, in either order, then "End turn"; White's king takes the queen; the knight takes the
 * king. Stored as `3d4-3e3 3c7-2c7 end`: the test plays the sub-moves the other way round.
 */
const TWO_TURNS = {
  id: 'btd2ad',
  otherOrder: [
    ['3c7', '2c7'],
    ['3d4', '3e3'],
  ],
  wrong: ['3d4', '3c4'], // the queen elsewhere: no completion of the turn reaches the solution's
  capture: ['3d5', '3e3'],
};
/** A shipped PlunderChess puzzle (Black): the rook with the queen's vest to g2. */
const PLUNDER = { id: 'yav86l', solution: ['d2', 'g2'], wrong: ['d2', 'd3'] };

const report = (page: Page) => page.evaluate(() => window.__test?.puzzle?.() ?? null);

const expectPuzzle = (page: Page, want: Partial<PuzzleReport>, description: string) =>
  expect.poll(() => report(page), { ...STEP, message: description }).toMatchObject(want);

async function openPuzzle(page: Page, baseUrl: string, id: string, view?: '2d' | '3d') {
  await page.goto(`${baseUrl}?puzzle=${id}${view ? `&view=${view}` : ''}`);
  await expectPuzzle(page, { id, state: 'playing' }, `puzzle ${id} open`);
  // the opponent's last turn played, the solver's turn
  await expect(page.locator('.puzzle-panel[data-phase="playing"]')).toBeVisible(STEP);
  if (view === '3d')
    await expect(page.locator('.view3d[data-frames][data-ready="true"]')).toBeVisible(STEP);
  else await expect(page.locator('[data-square]').first()).toBeVisible(STEP);
}

/** Plays one move or sub-move by two clicks. */
const play = clickMove;

/** The player's puzzle rating as the panel shows it. */
const shownRating = async (page: Page) =>
  Number(await page.locator('[data-puzzle-rating]').getAttribute('data-puzzle-rating'));

test.describe('puzzles:', () => {
  test('a Parallel worlds puzzle in 3D: a wrong sub-move refused at once, then solved', async ({
    page,
    app,
    tools,
  }) => {
    await openPuzzle(page, app.url, WORLDS.id, '3d');
    expect(await report(page)).toEqual({ id: WORLDS.id, state: 'playing', rating: WORLDS.rating });
    await expect(page.getByText('Your turn: find the best turn for Black.')).toBeVisible(STEP);
    const start = await app.fen();

    // A pawn down a level: no completion of the turn can win any more. Refused at once (no
    // "End turn" needed), taken back; the first try has failed, the puzzle goes on.
    await play(page, WORLDS.wrong[0]!, WORLDS.wrong[1]!);
    await expect(page.getByText('That is not the move.')).toBeVisible(STEP);
    await expectPuzzle(page, { id: WORLDS.id, state: 'failed' }, 'the first try failed');
    await tools.screenshot(page, 'puzzle-refused-3d.png');
    await expect.poll(() => app.fen(), STEP).toBe(start);

    for (const [from, to] of WORLDS.solution) await play(page, from!, to!);
    await expect(page.locator('.puzzle-panel[data-phase="done"]')).toBeVisible(STEP);
    await expect(page.getByText('Done, but not at the first try')).toBeVisible(STEP);
    expect((await report(page))?.state).toBe('failed');
    await expect(page.getByRole('link', { name: 'Analyse' })).toBeVisible();

    // Again, straight: solved.
    await openPuzzle(page, app.url, WORLDS.id, '3d');
    for (const [from, to] of WORLDS.solution) await play(page, from!, to!);
    await expectPuzzle(page, { id: WORLDS.id, state: 'solved' }, 'solved');
    await expect(page.getByText('Solved!')).toBeVisible(STEP);
    await stillOrFlat(page);
    await tools.screenshot(page, 'puzzle-solved-3d.png');

    // The flat board instead: the same puzzle, as it stands.
    await page.getByRole('link', { name: '2D', exact: true }).click();
    await page.waitForURL(new RegExp(`puzzle=${WORLDS.id}&view=2d`), STEP);
    await expect(page.locator('[data-square="3d1"]')).toBeVisible(STEP);
    expect(await report(page)).toEqual({ id: WORLDS.id, state: 'solved', rating: WORLDS.rating });
  });

  test("a Parallel worlds puzzle in 3D: a turn's sub-moves in another order than stored, a wrong one refused", async ({
    page,
    app,
  }) => {
    await openPuzzle(page, app.url, TWO_TURNS.id, '3d');
    const start = await app.fen();
    await play(page, TWO_TURNS.wrong[0]!, TWO_TURNS.wrong[1]!);
    await expect(page.getByText('That is not the move.')).toBeVisible(STEP);
    await expect.poll(() => app.fen(), STEP).toBe(start);

    // Again, in another order than stored, with the turn ended by hand.
    await openPuzzle(page, app.url, TWO_TURNS.id, '3d');
    for (const [from, to] of TWO_TURNS.otherOrder) await play(page, from!, to!);
    await page.getByRole('button', { name: 'End turn', exact: true }).click();
    // The puzzle's reply (White's king takes the queen), then the solver's last turn.
    const toMove = async () => {
      const fields = (await app.fen()).split(' ');
      return `${fields[1]} ${fields.at(-1)}`;
    };
    await expect.poll(toMove, STEP).toBe('b 31'); // Black to move again, a turn later
    await expect(page.locator('.puzzle-panel[data-phase="playing"]')).toBeVisible(STEP);
    await play(page, TWO_TURNS.capture[0]!, TWO_TURNS.capture[1]!);
    await expectPuzzle(page, { id: TWO_TURNS.id, state: 'solved' }, 'solved in another order');
  });

  test('a PlunderChess puzzle in 2D, and the rating moved by a first solve only', async ({
    page,
    app,
    tools,
  }) => {
    await openPuzzle(page, app.url, PLUNDER.id);
    await expect(page.locator('[data-puzzle-rating]')).toBeVisible(STEP);
    const before = await shownRating(page);
    expect(before, 'a new player starts at 1500').toBe(1500);

    await play(page, PLUNDER.solution[0]!, PLUNDER.solution[1]!);
    await expectPuzzle(page, { id: PLUNDER.id, state: 'solved' }, 'solved');
    await expect(page.getByText('Solved!')).toBeVisible(STEP);
    const diff = Number(await page.locator('[data-diff]').getAttribute('data-diff'));
    expect(diff, 'a first solve gains').toBeGreaterThan(0);
    await expect.poll(() => shownRating(page), STEP).toBe(before + diff);
    await expect(page.locator('.puzzle-chip.is-solved')).toHaveCount(1);
    await tools.screenshot(page, 'puzzle-solved-2d.png');

    // The same puzzle again: solved, not rated.
    await openPuzzle(page, app.url, PLUNDER.id);
    await play(page, PLUNDER.solution[0]!, PLUNDER.solution[1]!);
    await expectPuzzle(page, { state: 'solved' }, 'solved again');
    await expect(page.getByText('Not rated')).toBeVisible(STEP);
    await expect(page.locator('[data-diff]')).toHaveCount(0);
    expect(await shownRating(page)).toBe(before + diff);
    await expect(page.locator('.puzzle-chip')).toHaveCount(2);

    // "Next puzzle" shows another of the same game.
    await page.getByRole('button', { name: 'Next puzzle' }).click();
    await expect.poll(async () => (await report(page))?.id, STEP).not.toBe(PLUNDER.id);
    await expectPuzzle(page, { state: 'playing' }, 'the next puzzle');
  });

  test('a failed puzzle: a wrong move, then the solution viewed', async ({ page, app }) => {
    await openPuzzle(page, app.url, PLUNDER.id);
    await play(page, PLUNDER.wrong[0]!, PLUNDER.wrong[1]!);
    await expect(page.getByText('That is not the move.')).toBeVisible(STEP);
    await page.getByRole('button', { name: 'View the solution' }).click();
    await expectPuzzle(page, { id: PLUNDER.id, state: 'failed' }, 'failed');
    const diff = Number(await page.locator('[data-diff]').getAttribute('data-diff'));
    expect(diff, 'a failed first try loses').toBeLessThan(0);
    await page.getByRole('link', { name: 'Analyse' }).click();
    await page.waitForURL(/analyse=plunder/, STEP);
  });

  test('?puzzle picks one and writes its id; an unknown id is a page of its own', async ({
    page,
    app,
    tools,
  }) => {
    await page.goto(`${app.url}?puzzle`);
    await expectPuzzle(page, { state: 'playing' }, 'a puzzle chosen');
    const chosen = await report(page);
    await page.waitForURL(new RegExp(`puzzle=${chosen!.id}`), STEP);

    await page.goto(`${app.url}?puzzle=zzzzzz`);
    await expect(page.getByText("There is no puzzle 'zzzzzz'.")).toBeVisible(STEP);
    expect(await report(page)).toBeNull();
    await tools.screenshot(page, 'puzzle-unknown.png');
    await page.getByRole('link', { name: 'A puzzle for me' }).click();
    await expectPuzzle(page, { state: 'playing' }, 'a puzzle chosen');

    await page.goto(`${app.url}?game=plunder`);
    await page.waitForFunction(() => typeof window.__test?.fen === 'function', null, STEP);
    expect(await report(page), 'null on a game page').toBeNull();
  });

  test('the home page: the day’s puzzle card and the site bar’s link', async ({
    page,
    app,
    tools,
  }) => {
    await page.goto(app.url);
    const card = page.locator('.home-daily');
    await expect(card).toBeVisible(STEP);
    await card.scrollIntoViewIfNeeded();
    await tools.screenshot(card, 'puzzle-home-card.png');
    await card.getByRole('link', { name: 'Solve it' }).click();
    await expectPuzzle(page, { state: 'playing' }, 'the day’s puzzle');
    const daily = (await report(page))!.id;
    await page.waitForURL(new RegExp(`puzzle=${daily}`), STEP);
    // The same puzzle for the same day, however it is reached.
    await page.goto(`${app.url}?puzzle=daily`);
    await expectPuzzle(page, { id: daily }, 'the day’s puzzle again');

    await page.goto(app.url);
    await page.getByRole('navigation').getByRole('link', { name: 'Puzzles' }).click();
    await expectPuzzle(page, { state: 'playing' }, 'a puzzle from the site bar');
  });
});

// A signed-in player's standing lives on a real embedded game server (the puzzle routes of
// docs/online.md): the first solve moves the account's rating there, the second does not.
test.describe('puzzles with an account:', () => {
  test('the rating on the server moves by a first solve only', async ({ page }) => {
    const server = await startServer();
    try {
      const name = `solver${Date.now() % 100000}`;
      await signUp(page, `${server.origin}/?puzzle=${PLUNDER.id}`, name);
      await openPuzzle(page, `${server.origin}/`, PLUNDER.id);
      await expect(page.locator('[data-puzzle-rating]')).toBeVisible(STEP);
      const before = await shownRating(page);
      await play(page, PLUNDER.solution[0]!, PLUNDER.solution[1]!);
      await expectPuzzle(page, { state: 'solved' }, 'solved');
      await expect(page.locator('[data-diff]')).toBeVisible(STEP);
      const diff = Number(await page.locator('[data-diff]').getAttribute('data-diff'));
      expect(diff).toBeGreaterThan(0);
      await expect.poll(() => shownRating(page), STEP).toBe(before + diff);
      const kept = await page.evaluate(() => localStorage.getItem('parallel-worlds.puzzles'));
      expect(kept, 'an account’s standing is not the browser’s').toBeNull();

      await openPuzzle(page, `${server.origin}/`, PLUNDER.id);
      await play(page, PLUNDER.solution[0]!, PLUNDER.solution[1]!);
      await expect(page.getByText('Not rated')).toBeVisible(STEP);
      expect(await shownRating(page)).toBe(before + diff);
    } finally {
      await server.stop();
    }
  });
});

// The page as people see it (SCREENSHOTS=1 only): a Parallel worlds puzzle in 3D and a flat
// game's in 2D, at a laptop's, a desktop's and a phone's size, in English and Russian, after a
// first solve (so that the rating's change and the history show).
test.describe('puzzle pictures:', () => {
  for (const language of ['en', 'ru'] as const)
    for (const [width, height] of [
      [1280, 800],
      [1920, 1080],
      [390, 844],
    ] as const)
      pictureTest(`${language} ${width}×${height}`, async ({ page, app, tools }) => {
        await page.setViewportSize({ width, height });
        await page.addInitScript(
          (lang) =>
            localStorage.setItem('parallel-worlds.settings', JSON.stringify({ language: lang })),
          language,
        );
        await openPuzzle(page, app.url, PLUNDER.id);
        await play(page, PLUNDER.solution[0]!, PLUNDER.solution[1]!);
        await expectPuzzle(page, { state: 'solved' }, 'solved');
        await expect(page.locator('[data-diff]')).toBeVisible(STEP);
        await tools.screenshot(page, `puzzle-2d-${language}-${width}x${height}.png`);
        await openPuzzle(page, app.url, WORLDS.id, '3d');
        await stillOrFlat(page);
        await tools.screenshot(page, `puzzle-3d-${language}-${width}x${height}.png`);
        if (width === 390) {
          await page.locator('.puzzle-panel').scrollIntoViewIfNeeded();
          await tools.screenshot(page, `puzzle-3d-panel-${language}-${width}x${height}.png`);
        }
      });
});
