// Browser tests of the game page's layout, sized to the viewport: at 1280×800 (a laptop) the
// whole board, both pockets and "End turn" are on screen without scrolling in every game (the
// flat boards included; Parallel worlds' three flat boards with squares of at least 44 px); at
// 1920×1080 (a projector) the 3D canvas covers at least 55 % of the screen; full screen (the
// button or `F`) gives the board the whole screen with the turn panel laid over it; a 390×844
// phone still plays. Screenshots: reports/screenshots/layout-*.png.
import assert from 'node:assert/strict';
import { STEP_TIMEOUT, open3d, settled } from './support/view3d.mjs';

/** The box of the first element matching `selector` (CSS or Playwright), in client pixels. */
async function boxOf(page, selector) {
  const locator = page.locator(selector).first();
  if ((await locator.count()) === 0) return null;
  const box = await locator.boundingBox();
  if (!box) return null;
  const { x, y, width, height } = box;
  return { left: x, top: y, right: x + width, bottom: y + height, width, height };
}

/** Fails unless the element is wholly inside the viewport and the page is not scrolled. */
async function assertOnScreen(page, selector, what) {
  const box = await boxOf(page, selector);
  assert.ok(box, `${what}: ${selector} is missing`);
  const { width, height, scrollY } = await page.evaluate(() => ({
    width: innerWidth,
    height: innerHeight,
    scrollY: window.scrollY,
  }));
  assert.equal(scrollY, 0, `${what}: the page scrolled`);
  assert.ok(
    box.left >= -0.5 && box.top >= -0.5 && box.right <= width + 0.5 && box.bottom <= height + 0.5,
    `${what} is not wholly on screen: ${JSON.stringify(box)} in ${width}×${height}`,
  );
  return box;
}

async function open(page, baseUrl, query) {
  await page.goto(`${baseUrl}?${new URLSearchParams(query)}`);
  await page.waitForFunction(() => typeof window.__test?.screen === 'function', null, STEP_TIMEOUT);
}

/** Clicks a square (or the man on it) where the active view says it is. */
async function clickSquare(page, name) {
  if (await page.locator('.view3d').count()) await settled(page);
  const handle = await page.waitForFunction((n) => window.__test.screen(n), name, STEP_TIMEOUT);
  const { x, y } = await handle.jsonValue();
  await page.mouse.click(x, y);
}

/** Plays one move (or sub-move) by two clicks and waits until the record shows it. */
async function play(page, from, to) {
  await clickSquare(page, from);
  await clickSquare(page, to);
  const move = from.length === 3 ? `${from}-${to}` : `${from}${to}`;
  await page.waitForFunction((m) => window.__test.record().includes(` ${m}`), move, STEP_TIMEOUT);
}

/** The share of the viewport the 3D canvas covers. */
const canvasShare = (page) =>
  page.evaluate(() => {
    const box = document.querySelector('.view3d-canvas').getBoundingClientRect();
    const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
    const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
    return (Math.max(0, width) * Math.max(0, height)) / (innerWidth * innerHeight);
  });

const endTurn = (page) => page.getByRole('button', { name: 'End turn', exact: true });

export default [
  {
    name: '1280×800: each flat game shows its whole board and both pockets without scrolling',
    async fn(page, baseUrl, tools) {
      await page.setViewportSize({ width: 1280, height: 800 });
      for (const game of ['pocket-mutation', 'plunder']) {
        await open(page, baseUrl, { game });
        await page.locator('[data-square="a1"]').waitFor(STEP_TIMEOUT);
        const board = await assertOnScreen(page, '.flat-board .board-frame', `${game} board`);
        assert.ok(board.height >= 560, `${game}: the board is only ${board.height}px high`);
        // PlunderChess has no pockets; Pocket mutation chess has one per side.
        const sides = game === 'pocket-mutation' ? ['w', 'b'] : [];
        assert.equal(await page.locator('[data-pocket]').count(), sides.length);
        for (const side of sides)
          await assertOnScreen(page, `[data-pocket="${side}"]`, `${game} pocket ${side}`);
        await assertOnScreen(page, '.turn-panel', `${game} turn panel`);
        await tools.screenshot(page, `layout-1280-${game}.png`);
      }
    },
  },
  {
    name: '1280×800: Parallel worlds in 2D and 3D keeps the boards and End turn on screen',
    async fn(page, baseUrl, tools) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await open(page, baseUrl, { game: 'parallel-worlds', view: '2d' });
      await play(page, '1e2', '1e4');
      await endTurn(page).waitFor(STEP_TIMEOUT);
      await assertOnScreen(page, '.turn-panel button:has-text("End turn")', '2D: End turn');
      for (const level of [1, 2, 3]) {
        const frame = await assertOnScreen(
          page,
          `.level-board[data-level="${level}"] .board-frame`,
          `2D level ${level}`,
        );
        // The panels go under the three boards, so the boards take the page's width: squares of
        // at least 44 px (39 px with the side column).
        assert.ok(frame.width >= 352, `2D level ${level} is only ${frame.width}px wide`);
      }
      await tools.screenshot(page, 'layout-1280-parallel-2d.png');

      // The 2D/3D switch sits by the board.
      await page.locator('.board-tools').getByRole('link', { name: '3D' }).click();
      await page.waitForSelector('.view3d[data-frames]', STEP_TIMEOUT);
      await settled(page);
      await assertOnScreen(page, '.view3d-canvas', '3D canvas');
      await assertOnScreen(page, '.turn-panel button:has-text("End turn")', '3D: End turn');
      const share = await canvasShare(page);
      tools.log(`1280×800: the 3D canvas covers ${(share * 100).toFixed(1)} % of the viewport`);
      assert.ok(share >= 0.45, `the canvas covers only ${(share * 100).toFixed(1)} %`);
      // The whole stack is in view: a corner of the bottom board and one of the top board.
      for (const name of ['1a1', '1h1', '3a8', '3h8'])
        await page.waitForFunction((n) => window.__test.screen(n), name, STEP_TIMEOUT);
      await tools.screenshot(page, 'layout-1280-parallel-3d.png');
    },
  },
  {
    name: '1920×1080: the 3D canvas covers at least 55 % of the viewport',
    async fn(page, baseUrl, tools) {
      await page.setViewportSize({ width: 1920, height: 1080 });
      await open3d(page, baseUrl);
      const share = await canvasShare(page);
      tools.log(`1920×1080: the 3D canvas covers ${(share * 100).toFixed(1)} % of the viewport`);
      assert.ok(share >= 0.55, `the canvas covers only ${(share * 100).toFixed(1)} %`);
      await assertOnScreen(page, '.turn-panel', 'turn panel');
      await assertOnScreen(page, '.game-controls', 'game controls');
      await tools.screenshot(page, 'layout-1920-parallel-3d.png');
    },
  },
  {
    name: 'full screen: F gives the board the whole screen with the turn panel over it',
    async fn(page, baseUrl, tools) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await open3d(page, baseUrl);
      await page.locator('body').press('f');
      await page.locator('.game-page.is-fullscreen').waitFor(STEP_TIMEOUT);
      await page.waitForFunction(
        () => {
          const box = document.querySelector('.view3d-canvas').getBoundingClientRect();
          return box.width * box.height > 0.8 * innerWidth * innerHeight;
        },
        null,
        STEP_TIMEOUT,
      );
      const panel = await assertOnScreen(page, '.turn-panel', 'turn panel in full screen');
      const canvas = await boxOf(page, '.view3d-canvas');
      assert.ok(
        panel.left > canvas.left && panel.top < canvas.bottom,
        'the panel lies over the board',
      );
      assert.equal(await page.locator('.game-controls').isVisible(), false);
      // Playing goes on in full screen.
      await play(page, '1e2', '1e4');
      await settled(page);
      await tools.screenshot(page, 'layout-fullscreen-3d.png');
      await page.getByRole('button', { name: /Leave full screen/ }).click();
      await page.waitForFunction(() => !document.querySelector('.game-page.is-fullscreen'));
      assert.ok(await page.locator('.game-controls').isVisible());
    },
  },
  {
    name: '390×844 phone: no sideways scrolling, the 3D and flat boards still play by taps',
    async fn(page, baseUrl, tools) {
      await page.setViewportSize({ width: 390, height: 844 });
      await open3d(page, baseUrl);
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      assert.ok((await overflow()) <= 0, `the page is ${await overflow()}px too wide`);
      const canvas = await boxOf(page, '.view3d-canvas');
      assert.ok(canvas.width >= 340 && canvas.height >= 300, `canvas ${JSON.stringify(canvas)}`);
      await play(page, '1e2', '1e4');
      await settled(page);
      await tools.screenshot(page, 'layout-390-parallel-3d.png');
      await open(page, baseUrl, { game: 'pocket-mutation' });
      await play(page, 'e2', 'e4');
      assert.ok((await overflow()) <= 0, 'the flat game is too wide');
      await tools.screenshot(page, 'layout-390-pocket-mutation.png');
    },
  },
];
