// Browser tests of teaching in 3D: the position editor's 3D board for Parallel worlds chess (by
// mouse, and by keyboard)
// (a man placed on level 3 and dragged there by real clicks in the scene, at the points
// `window.__test.screen` gives; "Play from here" opens the game with it; the game view's level
// badges and camera presets, the Black preset turning the stack round), and a lesson's goal
// squares tinted on the 3D boards (the colour under the goal square, read from a screenshot,
// is greener than under a square of the same colour beside it). FENs come from
// `window.__test.fen()`. Screenshots go to reports/screenshots/teach3d-*.png.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenPoint, settled, STEP_TIMEOUT } from './support/view3d';

const START_PW = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR';

interface Colour {
  r: number;
  g: number;
  b: number;
}

/** The colour of the page's pixel at a client point, read from a screenshot of it. */
async function pixel(page: Page, { x, y }: { x: number; y: number }): Promise<Colour> {
  const png = await page.screenshot({
    clip: { x: Math.round(x), y: Math.round(y), width: 1, height: 1 },
  });
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
    return { r, g, b };
  }, png.toString('base64'));
}

test.describe('teach3d:', () => {
  test('the 3D editor by keyboard: Tab to the stack, PageUp and the arrows, Enter places a man', async ({
    page,
    app,
  }) => {
    const start = '7k/8/8/8/8/8/8/K7|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/K7 w - - 0 5';
    await page.goto(`${app.url}?edit=parallel-worlds&fen=${encodeURIComponent(start)}`);
    await page.getByRole('button', { name: '3D', exact: true }).click();
    await expect(page.locator('.editor-view3d[data-ready="true"]')).toBeVisible(STEP_TIMEOUT);
    await page.locator('[data-brush="N"]').focus();
    await page.keyboard.press('Enter');
    for (let presses = 0; presses < 40; presses++) {
      if (await page.evaluate(() => document.activeElement?.classList.contains('view3d-board')))
        break;
      await page.keyboard.press('Tab');
    }
    const editor = page.locator('.editor-view3d');
    await expect(editor, 'the cursor starts on the king’s file of level 1').toHaveAttribute(
      'data-cursor',
      '1e1',
    );
    for (const key of ['PageUp', 'ArrowUp', 'ArrowUp', 'ArrowLeft']) await page.keyboard.press(key);
    await expect(editor).toHaveAttribute('data-cursor', '2d3');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => app.fen(), STEP_TIMEOUT)
      .toBe('7k/8/8/8/8/8/8/K7|8/8/8/8/8/3N4/8/8|7k/8/8/8/8/8/8/K7 w - - 0 5');
    await expect(page.locator('.editor-view3d .view3d-cursor-text')).toHaveText(
      '2d3, white knight',
    );
  });

  test('the 3D editor places a man on level 3, drags it, and "Play from here" opens the game with it', async ({
    page,
    app,
    tools,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${app.url}?edit=parallel-worlds`);
    await page.waitForFunction(() => typeof window.__test?.fen === 'function', null, STEP_TIMEOUT);
    await page.getByRole('button', { name: '3D', exact: true }).click();
    await expect(page.locator('.editor-view3d[data-ready="true"]')).toBeVisible(STEP_TIMEOUT);
    await expect(page.locator('.editor-boards .board2d'), 'the flat boards give way').toHaveCount(
      0,
    );
    await page.locator('[data-brush="Q"]').click();
    const empty = await screenPoint(page, '3d4');
    await page.mouse.click(empty.x, empty.y);
    const placed = `${START_PW}|8/8/8/8/8/8/8/8|rnbqkbnr/pppppppp/8/8/3Q4/8/PPPPPPPP/RNBQKBNR w 1KQkq3KQkq - 0 1`;
    await expect.poll(() => app.fen(), STEP_TIMEOUT).toBe(placed);
    await expect(page.locator('.editor-view3d')).toHaveAttribute('data-men', '65', STEP_TIMEOUT);
    // Drag the new queen from 3d4 to 3f5 with the left button.
    const from = await screenPoint(page, '3d4');
    const to = await screenPoint(page, '3f5');
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 6 });
    await page.mouse.up();
    const moved = `${START_PW}|8/8/8/8/8/8/8/8|rnbqkbnr/pppppppp/8/5Q2/8/8/PPPPPPPP/RNBQKBNR w 1KQkq3KQkq - 0 1`;
    await expect.poll(() => app.fen(), STEP_TIMEOUT).toBe(moved);
    await tools.screenshot(page, 'teach3d-editor.png');

    // The game view's badges, one beside each board, and its camera presets: from Black's
    // side White's back rank of level 1 is at the far end, higher on the screen.
    await expect(page.locator('.editor-view3d .view3d-level-tag')).toHaveCount(3);
    for (const level of [1, 2, 3])
      await expect(page.locator(`.view3d-level-tag[data-level="${level}"]`)).toBeVisible(
        STEP_TIMEOUT,
      );
    await page.locator('.editor-view3d [data-preset="white"]').scrollIntoViewIfNeeded();
    const fromWhite = await screenPoint(page, '1e1'); // client points: the page scrolls no more
    await page.locator('.editor-view3d [data-preset="black"]').click();
    await page.waitForFunction(
      (y) => {
        const p = window.__test!.screen('1e1');
        return p !== null && p.y < y - 100;
      },
      fromWhite.y,
      STEP_TIMEOUT,
    );
    await page.locator('.editor-view3d [data-preset="white"]').click();
    await page.waitForFunction(
      (y) => Math.abs((window.__test!.screen('1e1')?.y ?? -1e9) - y) < 4,
      fromWhite.y,
      STEP_TIMEOUT,
    );
    await page.getByRole('button', { name: 'Play from here' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
    await expect(page).toHaveURL(/[?&]game=/, STEP_TIMEOUT);
    await page.waitForFunction(
      () => typeof window.__test?.record === 'function',
      null,
      STEP_TIMEOUT,
    );
    await expect.poll(() => app.fen(), STEP_TIMEOUT).toBe(moved);
  });

  test('a lesson in 3D tints its goal square on the boards', async ({ page, app, tools }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${app.url}?learn=pw-middle-level&view=3d`);
    await expect(page.locator('.view3d[data-ready="true"]')).toBeVisible(STEP_TIMEOUT);
    await settled(page);
    await page.mouse.move(5, 790);
    // 2h6 is the goal; 2f6 beside it is a square of the same colour on the same level.
    const goal = await pixel(page, await screenPoint(page, '2h6'));
    const plain = await pixel(page, await screenPoint(page, '2f6'));
    const greenness = (c: Colour) => c.g - (c.r + c.b) / 2;
    tools.log(`goal ${JSON.stringify(goal)}, plain ${JSON.stringify(plain)}`);
    expect(
      greenness(goal),
      `the goal square is tinted: ${JSON.stringify(goal)} against ${JSON.stringify(plain)}`,
    ).toBeGreaterThan(greenness(plain) + 12);
    await tools.screenshot(page, 'teach3d-lesson-goal.png');
  });
});
