// Browser tests of the game page's layout, sized to the viewport: at 1280×800 (a laptop) the
// whole board, both pockets and "End turn" are on screen without scrolling in every game (the
// flat boards included; Parallel worlds' three flat boards with squares of at least 44 px); at
// 1920×1080 (a projector) the 3D canvas covers at least 55 % of the screen; full screen (the
// button or `F`) gives the board the whole screen with the turn panel laid over it; a 390×844
// phone still plays. Screenshots: reports/screenshots/layout-*.png.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { open3d, screenPoint, settled, STEP_TIMEOUT } from './support/view3d';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}

/** The box of the first element matching `selector` (CSS or Playwright), in client pixels. */
async function boxOf(page: Page, selector: string): Promise<Box | null> {
  const locator = page.locator(selector).first();
  if ((await locator.count()) === 0) return null;
  const box = await locator.boundingBox();
  if (!box) return null;
  const { x, y, width, height } = box;
  return { left: x, top: y, right: x + width, bottom: y + height, width, height };
}

/** Fails unless the element is wholly inside the viewport and the page is not scrolled. */
async function assertOnScreen(page: Page, selector: string, what: string): Promise<Box> {
  const box = await boxOf(page, selector);
  expect(box, `${what}: ${selector} is missing`).not.toBeNull();
  const { left, top, right, bottom } = box!;
  const { width, height, scrollY } = await page.evaluate(() => ({
    width: innerWidth,
    height: innerHeight,
    scrollY: window.scrollY,
  }));
  expect(scrollY, `${what}: the page scrolled`).toBe(0);
  expect(
    left >= -0.5 && top >= -0.5 && right <= width + 0.5 && bottom <= height + 0.5,
    `${what} is not wholly on screen: ${JSON.stringify(box)} in ${width}×${height}`,
  ).toBe(true);
  return box!;
}

async function open(page: Page, baseUrl: string, query: Record<string, string>) {
  await page.goto(`${baseUrl}?${new URLSearchParams(query)}`);
  await page.waitForFunction(() => typeof window.__test?.screen === 'function', null, STEP_TIMEOUT);
}

/** Clicks a square (or the man on it) where the active view says it is. */
async function clickSquare(page: Page, name: string) {
  if (await page.locator('.view3d').count()) await settled(page);
  const { x, y } = await screenPoint(page, name);
  await page.mouse.click(x, y);
}

/** Plays one move (or sub-move) by two clicks and waits until the record shows it. */
async function play(page: Page, from: string, to: string) {
  await clickSquare(page, from);
  await clickSquare(page, to);
  const move = from.length === 3 ? `${from}-${to}` : `${from}${to}`;
  await page.waitForFunction((m) => window.__test!.record().includes(` ${m}`), move, STEP_TIMEOUT);
}

/** The share of the viewport the 3D canvas covers. */
const canvasShare = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('.view3d-canvas')!.getBoundingClientRect();
    const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
    const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
    return (Math.max(0, width) * Math.max(0, height)) / (innerWidth * innerHeight);
  });

const endTurn = (page: Page) => page.getByRole('button', { name: 'End turn', exact: true });

test.describe('layout:', () => {
  test('1280×800: each flat game shows its whole board and both pockets without scrolling', async ({
    page,
    app,
    tools,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const game of ['pocket-mutation', 'plunder']) {
      await open(page, app.url, { game });
      await expect(page.locator('[data-square="a1"]')).toBeVisible(STEP_TIMEOUT);
      const board = await assertOnScreen(page, '.flat-board .board-frame', `${game} board`);
      expect(
        board.height,
        `${game}: the board is only ${board.height}px high`,
      ).toBeGreaterThanOrEqual(560);
      // PlunderChess has no pockets; Pocket mutation chess has one per side.
      const sides = game === 'pocket-mutation' ? ['w', 'b'] : [];
      await expect(page.locator('[data-pocket]')).toHaveCount(sides.length);
      for (const side of sides)
        await assertOnScreen(page, `[data-pocket="${side}"]`, `${game} pocket ${side}`);
      await assertOnScreen(page, '.turn-panel', `${game} turn panel`);
      await tools.screenshot(page, `layout-1280-${game}.png`);
    }
  });

  test('1280×800: Parallel worlds in 2D and 3D keeps the boards and End turn on screen', async ({
    page,
    app,
    tools,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, app.url, { game: 'parallel-worlds', view: '2d' });
    await play(page, '1e2', '1e4');
    await expect(endTurn(page)).toBeVisible(STEP_TIMEOUT);
    await assertOnScreen(page, '.turn-panel button:has-text("End turn")', '2D: End turn');
    for (const level of [1, 2, 3]) {
      const frame = await assertOnScreen(
        page,
        `.level-board[data-level="${level}"] .board-frame`,
        `2D level ${level}`,
      );
      // The panels go under the three boards, so the boards take the page's width: squares of
      // at least 44 px (39 px with the side column).
      expect(frame.width, `2D level ${level} is only ${frame.width}px wide`).toBeGreaterThanOrEqual(
        352,
      );
    }
    await tools.screenshot(page, 'layout-1280-parallel-2d.png');

    // The 2D/3D switch sits by the board.
    await page.locator('.board-tools').getByRole('link', { name: '3D' }).click();
    await expect(page.locator('.view3d[data-frames]')).toBeVisible(STEP_TIMEOUT);
    await settled(page);
    await assertOnScreen(page, '.view3d-canvas', '3D canvas');
    await assertOnScreen(page, '.turn-panel button:has-text("End turn")', '3D: End turn');
    const share = await canvasShare(page);
    tools.log(`1280×800: the 3D canvas covers ${(share * 100).toFixed(1)} % of the viewport`);
    expect(share, `the canvas covers only ${(share * 100).toFixed(1)} %`).toBeGreaterThanOrEqual(
      0.45,
    );
    // The whole stack is in view: a corner of the bottom board and one of the top board.
    for (const name of ['1a1', '1h1', '3a8', '3h8']) await screenPoint(page, name);
    await tools.screenshot(page, 'layout-1280-parallel-3d.png');
  });

  test('1920×1080: the 3D canvas covers at least 55 % of the viewport', async ({
    page,
    app,
    tools,
  }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await open3d(page, app.url);
    const share = await canvasShare(page);
    tools.log(`1920×1080: the 3D canvas covers ${(share * 100).toFixed(1)} % of the viewport`);
    expect(share, `the canvas covers only ${(share * 100).toFixed(1)} %`).toBeGreaterThanOrEqual(
      0.55,
    );
    await assertOnScreen(page, '.turn-panel', 'turn panel');
    await assertOnScreen(page, '.game-controls', 'game controls');
    await tools.screenshot(page, 'layout-1920-parallel-3d.png');
  });

  test('full screen: F gives the board the whole screen with the turn panel over it', async ({
    page,
    app,
    tools,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open3d(page, app.url);
    await page.locator('body').press('f');
    await expect(page.locator('.game-page.is-fullscreen')).toBeVisible(STEP_TIMEOUT);
    await page.waitForFunction(
      () => {
        const box = document.querySelector('.view3d-canvas')!.getBoundingClientRect();
        return box.width * box.height > 0.8 * innerWidth * innerHeight;
      },
      null,
      STEP_TIMEOUT,
    );
    const panel = await assertOnScreen(page, '.turn-panel', 'turn panel in full screen');
    const canvas = await boxOf(page, '.view3d-canvas');
    expect(canvas, '.view3d-canvas is missing').not.toBeNull();
    expect(
      panel.left > canvas!.left && panel.top < canvas!.bottom,
      'the panel lies over the board',
    ).toBe(true);
    await expect(page.locator('.game-controls')).toBeHidden();
    // Playing goes on in full screen.
    await play(page, '1e2', '1e4');
    await settled(page);
    await tools.screenshot(page, 'layout-fullscreen-3d.png');
    await page.getByRole('button', { name: /Leave full screen/ }).click();
    await expect(page.locator('.game-page.is-fullscreen')).toHaveCount(0);
    await expect(page.locator('.game-controls')).toBeVisible();
  });

  test('390×844 phone: no sideways scrolling, the 3D and flat boards still play by taps', async ({
    page,
    app,
    tools,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open3d(page, app.url);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    const tooWide = await overflow();
    expect(tooWide, `the page is ${tooWide}px too wide`).toBeLessThanOrEqual(0);
    const canvas = await boxOf(page, '.view3d-canvas');
    expect(canvas, '.view3d-canvas is missing').not.toBeNull();
    expect(canvas!.width >= 340 && canvas!.height >= 300, `canvas ${JSON.stringify(canvas)}`).toBe(
      true,
    );
    await play(page, '1e2', '1e4');
    await settled(page);
    await tools.screenshot(page, 'layout-390-parallel-3d.png');
    await open(page, app.url, { game: 'pocket-mutation' });
    await play(page, 'e2', 'e4');
    expect(await overflow(), 'the flat game is too wide').toBeLessThanOrEqual(0);
    await tools.screenshot(page, 'layout-390-pocket-mutation.png');
  });
});
