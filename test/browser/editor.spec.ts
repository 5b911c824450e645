// Browser tests of the position editor (`?edit=<game>`): a position is built by clicking and
// dragging, an illegal one is refused with the rules core's reason and nothing is lost, and a
// game opens from a legal one, with the opponent chosen in the new-game dialog (the computer
// too); the palette lists K Q R B N P; castling rights are checkboxes per level, side and wing
// and en passant squares are chosen on the board; Parallel worlds' levels stand in their order
// (1 2 3 in a row, 3 on top when stacked on a phone); the keyboard alone builds a position too;
// a man dragged in from the palette lands on the square he is dropped on.
// FENs are read through `window.__test.fen()`.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const STEP = { timeout: 30_000 };

/** Opens the editor at `query` and waits until its `window.__test` reads the position. */
async function openEditor(page: Page, url: string, query: string) {
  await page.goto(`${url}?${query}`);
  await page.waitForFunction(() => typeof window.__test?.fen === 'function', null, STEP);
}

/** Picks a man in the palette, then clicks the squares to place it on. */
async function place(page: Page, brush: string, ...squares: string[]) {
  await page.locator(`[data-brush="${brush}"]`).click();
  for (const square of squares) await page.locator(`[data-square="${square}"]`).click();
}

/** Drags with the mouse from one square's centre (or `start`'s, a palette's man) to another's. */
async function drag(page: Page, from: string, to: string, start?: Locator) {
  const a = await (start ?? page.locator(`[data-square="${from}"]`)).boundingBox();
  const b = await page.locator(`[data-square="${to}"]`).boundingBox();
  expect(a, `${from} is on screen`).not.toBeNull();
  expect(b, `${to} is on screen`).not.toBeNull();
  await page.mouse.move(a!.x + a!.width / 2, a!.y + a!.height / 2);
  await page.mouse.down();
  await page.mouse.move(b!.x + b!.width / 2, b!.y + b!.height / 2, { steps: 5 });
  await page.mouse.up();
}

/** The levels of the editor's boards (the shared flat board's), in the order of one coordinate. */
const levelsBy = (page: Page, side: 'left' | 'top') =>
  page.locator('.editor-boards .level-board').evaluateAll(
    (all, side) =>
      all
        .map((f) => [f.dataset.level, f.getBoundingClientRect()[side]] as const)
        .sort((a, b) => a[1] - b[1])
        .map(([level]) => level),
    side,
  );

test.describe('editor:', () => {
  test('builds a position by clicks and a drag, refuses a bad one, opens a game from it', async ({
    page,
    app,
    tools,
  }) => {
    await openEditor(page, app.url, 'edit=plunder');
    expect(await app.fen()).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');

    await page.getByRole('button', { name: 'Clear board' }).click();
    await expect.poll(() => app.fen(), STEP).toBe('8/8/8/8/8/8/8/8 w - - 0 1');
    await expect(page.getByText('Not a position of this game')).toBeVisible(STEP);

    // Refused: no kings. The editor stays, with its position.
    await page.getByRole('button', { name: 'Play from here' }).click();
    await expect(page.getByText('Cannot play from here')).toBeVisible(STEP);
    await expect(page.locator('.editor-message')).toHaveText(/king/, { useInnerText: true });
    await expect.poll(() => app.fen(), STEP).toBe('8/8/8/8/8/8/8/8 w - - 0 1');

    await place(page, 'K', 'e1');
    await place(page, 'k', 'e8');
    await place(page, 'R', 'a1');
    await expect.poll(() => app.fen(), STEP).toBe('4k3/8/8/8/8/8/8/R3K3 w - - 0 1');
    await expect(page.getByText('A legal position.')).toBeVisible(STEP);
    await drag(page, 'a1', 'a4');
    await expect.poll(() => app.fen(), STEP).toBe('4k3/8/8/8/R7/8/8/4K3 w - - 0 1');
    // A second white king is refused with the reason, and taken off again.
    await place(page, 'K', 'h1');
    await expect(page.getByText('Not a position of this game')).toBeVisible(STEP);
    await place(page, 'eraser', 'h1');
    await expect(page.getByText('A legal position.')).toBeVisible(STEP);
    await tools.screenshot(page, 'editor-plunder.png');

    await page.getByRole('button', { name: 'Play from here' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
    await page.waitForFunction(() => typeof window.__test?.record === 'function', null, STEP);
    expect(await app.fen()).toBe('4k3/8/8/8/R7/8/8/4K3 w - - 0 1');
    expect(page.url()).toMatch(/game=plunder/);

    // And back: the game page's "Edit position" opens the editor on the game's position.
    await page.getByRole('link', { name: 'Edit position' }).click();
    await expect(page.getByText('A legal position.')).toBeVisible(STEP);
    expect(await app.fen()).toBe('4k3/8/8/8/R7/8/8/4K3 w - - 0 1');
    expect(page.url()).toMatch(/edit=plunder/);
  });

  test('Parallel worlds: a man placed on level 2, a king there refused', async ({
    page,
    app,
    tools,
  }) => {
    const start = '7k/8/8/8/8/8/8/K7|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/K7 w - - 0 5';
    await openEditor(page, app.url, `edit=parallel-worlds&fen=${encodeURIComponent(start)}`);
    await expect.poll(() => app.fen(), STEP).toBe(start);
    await place(page, 'N', '2c4');
    await expect
      .poll(() => app.fen(), STEP)
      .toBe('7k/8/8/8/8/8/8/K7|8/8/8/8/2N5/8/8/8|7k/8/8/8/8/8/8/K7 w - - 0 5');
    await drag(page, '1a1', '2a8'); // a king may not stand on level 2
    await expect(page.getByText('Not a position of this game')).toBeVisible(STEP);
    // A man dragged in from the palette lands where he is dropped.
    await drag(page, '', '3e5', page.locator('[data-brush="q"]'));
    await expect.poll(() => app.fen(), STEP).toMatch(/\|7k\/8\/8\/4q3\/8\/8\/8\/K7 /);
    await tools.screenshot(page, 'editor-parallel-worlds.png');
  });

  test('the keyboard alone: Tab to a brush and to the boards, arrows and PageUp, Enter places', async ({
    page,
    app,
  }) => {
    const start = '7k/8/8/8/8/8/8/K7|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/K7 w - - 0 5';
    await openEditor(page, app.url, `edit=parallel-worlds&fen=${encodeURIComponent(start)}`);
    const focused = () =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    const tabTo = async (reached: () => boolean, what: string) => {
      for (let presses = 0; presses < 60; presses++) {
        if (await page.evaluate(reached)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`Tab never reached ${what}; the focus is on “${await focused()}”`);
    };
    await tabTo(
      () => document.activeElement?.getAttribute('aria-label') === 'white knight',
      'the brush',
    );
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-brush="N"]')).toHaveAttribute('aria-pressed', 'true');
    await tabTo(
      () => document.activeElement?.closest('.editor-boards .board2d') !== null,
      'the boards',
    );
    await expect.poll(focused).toBe('1a1, white king');
    for (const key of ['PageUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowRight', 'ArrowRight'])
      await page.keyboard.press(key);
    await expect.poll(focused).toBe('2c4');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => app.fen(), STEP)
      .toBe('7k/8/8/8/8/8/8/K7|8/8/8/8/2N5/8/8/8|7k/8/8/8/8/8/8/K7 w - - 0 5');
    await expect.poll(focused).toBe('2c4, white knight');
    await page.keyboard.press(' '); // Space, on its release, as Enter: the same man again takes it off
    await expect.poll(() => app.fen(), STEP).toBe(start);
  });

  test('the palette in the usual order; castling per level and side; en passant on the board', async ({
    page,
    app,
    tools,
  }) => {
    await openEditor(page, app.url, 'edit=parallel-worlds');
    const brushes = await page
      .locator('.editor-palette [data-brush]')
      .evaluateAll((all) => all.map((b) => b.dataset.brush));
    expect(brushes.slice(0, 12)).toEqual([...'KQRBNPkqrbnp']);
    // the levels in a row, in their order
    expect(await levelsBy(page, 'left')).toEqual(['1', '2', '3']);

    // Castling: level 3's black queen's side taken away, then given back.
    const right = page.locator('[data-castling="3bQ"] input');
    await right.uncheck();
    await expect.poll(() => app.fen()).toMatch(/ w 1KQkq3KQk - /);
    await right.check();
    await expect.poll(() => app.fen()).toMatch(/ w 1KQkq3KQkq - /);
    // A rook moved away: its right goes, and its box can no longer be ticked.
    await drag(page, '1h1', '1h4');
    await expect.poll(() => app.fen()).toMatch(/ w 1Qkq3KQkq - /);
    await expect(page.locator('[data-castling="1wK"] input')).toBeDisabled();

    // En passant: a black pawn that may just have double-stepped to 1d5 and one to 3c5.
    await drag(page, '1d7', '1d5');
    await drag(page, '3c7', '3c5');
    await page.locator('[data-brush="en-passant"]').click();
    await page.locator('[data-square="1d6"]').click();
    await page.locator('[data-square="3c6"]').click();
    await page.locator('[data-square="3e6"]').click(); // no pawn passed it: nothing happens
    await expect.poll(() => app.fen()).toMatch(/ w 1Qkq3KQkq 1d6,3c6 0 1$/);
    await expect(page.getByText('A legal position.')).toBeVisible(STEP);
    await tools.screenshot(page, 'editor-rights.png');
    // The pawn taken off: its right goes with it.
    await place(page, 'eraser', '1d5');
    await expect.poll(() => app.fen()).toMatch(/ w 1Qkq3KQkq 3c6 0 1$/);
  });

  test('Play from here against the computer: it answers as Black', async ({ page, app }) => {
    const start = '4k3/8/8/8/8/8/8/R3K3 w - - 0 1';
    await openEditor(page, app.url, `edit=plunder&fen=${encodeURIComponent(start)}`);
    await page.getByRole('button', { name: 'Play from here' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Computer', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Start' }).click();
    await page.waitForFunction(() => typeof window.__test?.record === 'function', null, STEP);
    expect(await app.fen()).toBe(start);
    await page.locator('[data-square="a1"]').click();
    await page.locator('[data-square="a7"]').click();
    // White's rook move, then the computer's reply as Black: White to move in move 2.
    await expect.poll(() => app.fen(), STEP).toMatch(/ w - - \d+ 2$/);
    expect(await app.record()).toMatch(/\[Black "Computer level/);
  });

  test('390×844: Parallel worlds’ levels stacked with level 3 on top', async ({
    page,
    app,
    tools,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openEditor(page, app.url, 'edit=parallel-worlds');
    expect(await levelsBy(page, 'top')).toEqual(['3', '2', '1']);
    await tools.screenshot(page, 'editor-phone.png', { fullPage: true });
  });
});
