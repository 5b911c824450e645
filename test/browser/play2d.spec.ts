// Browser tests of the flat (2D) board in real Chromium: games played by clicking and dragging
// the board's `data-square`, `data-pocket` and `data-choice` elements, checked through
// `window.__test.fen()` and `record()`. Each game opens straight from the address
// (`?game=<id>&view=2d&fen=<FEN>`). The expected FENs were computed with the rules command line
// (`npm run --silent rules -- play --variant <id> --fen '<FEN>' --play '<moves>'`), which is the
// rules core the page plays through. Screenshots go to reports/screenshots/play2d-*.png.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const START_PW =
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 1KQkq3KQkq - 0 1';

async function open(page: Page, baseUrl: string, game: string, fen?: string) {
  const query = new URLSearchParams({ game, view: '2d' });
  if (fen) query.set('fen', fen);
  await page.goto(`${baseUrl}?${query}`);
  await page.waitForFunction(() => typeof window.__test?.fen === 'function');
  await expect(page.locator('[data-square]').first()).toBeVisible();
}

const square = (page: Page, name: string) => page.locator(`[data-square="${name}"]`);

/** Clicks a square (or the man on it) where `window.__test.screen` says it is on screen. */
async function click(page: Page, name: string) {
  const point = await page.evaluate((n) => window.__test!.screen(n), name);
  expect(point, `square ${name} is on screen`).not.toBeNull();
  await page.mouse.click(point!.x, point!.y);
}

/** Waits until a square carries a class (a highlight such as `target-vest`, `is-check`). */
async function marked(page: Page, name: string, className: string) {
  await expect(page.locator(`[data-square="${name}"].${className}`)).toBeVisible({
    timeout: 5000,
  });
}

/** The piece letter shown on a square, or null. */
const pieceOn = (page: Page, name: string) =>
  page.evaluate(
    (n) =>
      document.querySelector(`[data-square="${n}"] [data-piece]`)?.getAttribute('data-piece') ??
      null,
    name,
  );

/** The `data-choice` keys of the open dialog, in order. */
const choices = (page: Page) =>
  page
    .locator('[role="dialog"] [data-choice]')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-choice')));

/** Drags the man on one square onto another with real pointer events. */
async function drag(page: Page, from: string, to: string) {
  await square(page, from).scrollIntoViewIfNeeded();
  const a = await square(page, from).boundingBox();
  const b = await square(page, to).boundingBox();
  expect(a, `${from} is on screen`).not.toBeNull();
  expect(b, `${to} is on screen`).not.toBeNull();
  await page.mouse.move(a!.x + a!.width / 2, a!.y + a!.height / 2);
  await page.mouse.down();
  await page.mouse.move(a!.x + a!.width / 2 + 10, a!.y + a!.height / 2 + 5, { steps: 3 });
  await page.mouse.move(b!.x + b!.width / 2, b!.y + b!.height / 2, { steps: 8 });
  await page.mouse.up();
}

test.describe('play2d:', () => {
  test('Pocket mutation: pocketing with mutation, a drop giving check, promotion from the last rank', async ({
    page,
    app,
    tools,
  }) => {
    const start = 'P3k3/7p/8/8/8/8/8/R3K3[] w - - 0 2';
    await open(page, app.url, 'pocket-mutation', start);
    expect(await app.fen()).toBe(start);
    expect(await pieceOn(page, 'a8')).toBe('P');

    // An illegal input changes nothing: a black man, then an empty square.
    await click(page, 'h7');
    await click(page, 'c5');
    expect(await app.fen()).toBe(start);

    // Pocketing with mutation: the rook, then White's pocket; the dialog offers exactly the
    // rook's class (R, I, D) — Escape cancels it, and the second time the nightrider is chosen.
    await click(page, 'a1');
    await expect(page.locator('[data-pocket="w"].is-target'), 'pocket is a target').not.toHaveCount(
      0,
    );
    await page.locator('[data-pocket="w"]').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect([...(await choices(page))].sort()).toEqual(['D', 'I', 'R']);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await app.fen()).toBe(start);
    await page.locator('[data-pocket="w"]').click();
    await page.locator('[data-choice="I"]').click();
    await expect.poll(() => app.fen()).toBe('P3k3/7p/8/8/8/8/8/4K3[I] b - - 1 2');
    expect(await pieceOn(page, 'a1')).toBeNull();
    await expect(
      page.locator('[data-pocket="w"] .pocket-name', { hasText: 'Nightrider' }),
    ).toBeVisible();

    // Black answers by dragging the pawn.
    await drag(page, 'h7', 'h6');
    await expect.poll(() => app.fen()).toBe('P3k3/8/7p/8/8/8/8/4K3[I] w - - 2 3');

    // A drop that gives check: the pocket, then a highlighted square.
    await page.locator('[data-pocket="w"]').click();
    await marked(page, 'd6', 'target-drop');
    await click(page, 'd6');
    await expect.poll(() => app.fen()).toBe('P3k3/8/3I3p/8/8/8/8/4K3[] b - - 3 3');
    expect(await pieceOn(page, 'd6')).toBe('I');
    await expect(page.locator('[data-square="e8"].is-check')).toBeVisible();
    await expect(page.getByText('Check', { exact: true })).toBeVisible();

    // Hovering a man shows its card: name and moves (not while the pointer rests where it
    // pressed, so first move away).
    await page.mouse.move(5, 5);
    await square(page, 'd6').hover();
    const card = page.getByRole('tooltip');
    await expect(card).toBeVisible();
    await expect(card).toHaveText(/Nightrider.*Repeats a knight leap/);
    await page.mouse.move(5, 5);

    await click(page, 'e8');
    await click(page, 'f8');
    await expect.poll(() => app.fen()).toBe('P4k2/8/3I3p/8/8/8/8/4K3[] w - - 4 4');

    // Promotion from the last rank by pocketing: the pawn on a8 must become a piece of the next
    // class (N or B); chosen with the keyboard this time (arrows, then Enter).
    await click(page, 'a8');
    await page.locator('[data-pocket="w"]').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect([...(await choices(page))].sort()).toEqual(['B', 'N']);
    await tools.screenshot(page, 'play2d-mutation-dialog.png', { animations: 'disabled' });
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-choice'));
    await page.keyboard.press('ArrowRight');
    const next = await page.evaluate(() => document.activeElement?.getAttribute('data-choice'));
    expect(next).not.toBe(focused);
    await page.keyboard.press('Enter');
    const expected = `5k2/8/3I3p/8/8/8/8/4K3[${next}] b - - 0 4`;
    await expect.poll(() => app.fen()).toBe(expected);
    await page.mouse.move(2, 2);
    await tools.screenshot(page, 'play2d-pocket-mutation.png', { fullPage: true });

    const text = await app.record();
    expect(text).toMatch(/\[Game "pocket-mutation"\]/);
    expect(text).toMatch(/\[FEN "P3k3\/7p\/8\/8\/8\/8\/8\/R3K3\[\] w - - 0 2"\]/);
    expect(text).toMatch(new RegExp(`a1\\^I h7h6 3\\. I@d6 e8f8 4\\. a8\\^${next}`));
  });

  test('PlunderChess: a vest taken, a vest-powered check and a vest move', async ({
    page,
    app,
    tools,
  }) => {
    const start = '4k3/8/n7/8/8/8/8/R5K1 w - - 0 1';
    await open(page, app.url, 'plunder', start);

    // The rook takes the knight: the dialog offers the knight vest or declining.
    await click(page, 'a1');
    await marked(page, 'a6', 'target-capture');
    await click(page, 'a6');
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await choices(page)).toEqual(['decline', 'N']);
    await tools.screenshot(page, 'play2d-vest-dialog.png', { animations: 'disabled' });
    await page.locator('[data-choice="N"]').click();
    await expect.poll(() => app.fen()).toBe('4k3/8/R(N)7/8/8/8/8/6K1 b - - 0 1');
    await expect(page.locator('[data-square="a6"] [data-piece="R"]')).toHaveAttribute(
      'data-vest',
      'N',
    );

    await click(page, 'e8');
    await click(page, 'f7');
    await expect.poll(() => app.fen()).toBe('8/5k2/R(N)7/8/8/8/8/6K1 w - - 1 2');

    // An ordinary rook move that checks with the vest's power: the knight vest on d6 reaches f7.
    await click(page, 'a6');
    await marked(page, 'b8', 'target-vest'); // b8 is reachable only with the vest
    await click(page, 'd6');
    await expect.poll(() => app.fen()).toBe('8/5k2/3R(N)4/8/8/8/8/6K1 b - - 2 2');
    await expect(page.locator('[data-square="f7"].is-check')).toBeVisible();

    await click(page, 'f7');
    await click(page, 'f8');
    await expect.poll(() => app.fen()).toBe('5k2/8/3R(N)4/8/8/8/8/6K1 w - - 3 3');

    // The vest move: a knight leap that only the vest allows (marked as such); it spends the
    // vest and checks along the rank.
    await click(page, 'd6');
    await marked(page, 'e8', 'target-vest');
    await tools.screenshot(page, 'play2d-plunder-vest-targets.png');
    await click(page, 'e8');
    await expect.poll(() => app.fen()).toBe('4Rk2/8/8/8/8/8/8/6K1 b - - 4 3');
    await expect(page.locator('[data-square="e8"] [data-piece="R"]')).not.toHaveAttribute(
      'data-vest',
    );
    await expect(page.locator('[data-square="f8"].is-check')).toBeVisible();
    await page.mouse.move(2, 2);
    await tools.screenshot(page, 'play2d-plunder.png', { fullPage: true });
    expect(await app.record()).toMatch(/1\. a1a6~N e8f7 2\. a6d6 f7f8 3\. d6e8\* \*/);
  });

  test('Parallel worlds flat view: End turn, then a turn of three sub-moves with a level move', async ({
    page,
    app,
    tools,
  }) => {
    await open(page, app.url, 'parallel-worlds');
    expect(await app.fen()).toBe(START_PW);
    for (const level of ['1', '2', '3'])
      await expect(page.locator(`figure[data-level="${level}"]`)).toBeVisible();

    // White's first turn: one sub-move, then End turn.
    await click(page, '1e2');
    await click(page, '1e4');
    await expect.poll(() => app.fen()).toBe(`${START_PW} ; 1e2-1e4`);
    await page.getByRole('button', { name: 'End turn' }).click();
    const afterWhite =
      'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR|8/8/8/8/8/8/8/8|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b 1KQkq3KQkq 1e3 0 1';
    await expect.poll(() => app.fen()).toBe(afterWhite);

    // Black: a sub-move on level 1 …
    await click(page, '1e7');
    await click(page, '1e5');
    await expect.poll(() => app.fen()).toBe(`${afterWhite} ; 1e7-1e5`);

    // … a move between levels, marked on both boards: the knight on 1g8 shows its way up, and
    // 2g8 is a level target; it is made by dragging from one board to the other.
    await click(page, '1g8');
    await expect(
      page.locator('[data-square-labels="1g8"] .level-exits'),
      'exit shown',
    ).not.toHaveCount(0);
    await marked(page, '2g8', 'target-level');
    await tools.screenshot(page, 'play2d-parallel-worlds-level-move.png', { fullPage: true });
    await drag(page, '1g8', '2g8');
    await expect.poll(() => app.fen()).toBe(`${afterWhite} ; 1e7-1e5 1g8-2g8`);
    await expect(page.locator('[data-level-state="closed"]').nth(1)).toBeVisible();

    // Undo the last sub-move and play it again.
    await page
      .getByRole('button', { name: /Undo last sub-move|Take back sub-move/ })
      .first()
      .click();
    await expect.poll(() => app.fen()).toBe(`${afterWhite} ; 1e7-1e5`);
    await click(page, '1g8');
    await click(page, '2g8');
    await expect.poll(() => app.fen()).toBe(`${afterWhite} ; 1e7-1e5 1g8-2g8`);

    // The third sub-move, on level 3, ends the turn by itself.
    await click(page, '3b8');
    await click(page, '3c6');
    await expect
      .poll(() => app.fen())
      .toBe(
        'rnbqkb1r/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR|6n1/8/8/8/8/8/8/8|r1bqkbnr/pppppppp/2n5/8/8/8/PPPPPPPP/RNBQKBNR w 1KQkq3KQkq 1e6 0 2',
      );
    expect(await pieceOn(page, '2g8')).toBe('n');
    await expect(page.getByText('White to move').first()).toBeVisible();
    await page.mouse.move(2, 2);
    await tools.screenshot(page, 'play2d-parallel-worlds.png', { fullPage: true });
    expect(await app.record()).toMatch(/1\. 1e2-1e4 end 1\.\.\. 1e7-1e5 1g8-2g8 3b8-3c6 \*/);
  });

  test('a bad fen= names the problem', async ({ page, app }) => {
    const bad = encodeURIComponent('8/8/8 w - - 0 1');
    await page.goto(`${app.url}?game=plunder&view=2d&fen=${bad}`);
    await expect(page.getByRole('alert').filter({ hasText: /FEN/ }).first()).toBeVisible();
    await expect(page.locator('[data-square]')).toHaveCount(0);
  });
});
