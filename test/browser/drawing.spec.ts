// Browser tests of drawing on the board (lichess's arrows and circles) in real Chromium: an arrow
// between two levels right-dragged in the 3D scene survives a reload (the game library keeps it
// with the position) and a share link opened in a fresh browser; in 2D a right-drag draws an
// arrow from one level's board to another's, a right-click a circle, Shift a red one, a left
// click clears; on a touch phone the pen tool draws by dragging and tapping (real touch events
// through the DevTools protocol) without moving a man. What is drawn is read through
// `window.__test.shapes()` (lichess's text form with levels: `G1e23e7`) and seen in the
// drawing layers (`.drawn-shapes`, the 3D group `drawn-shapes`). Screenshots go to
// reports/screenshots/drawing-*.png.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { copyShareLink, inFreshContext, PHONE } from './support/browsers';
import { fen } from './support/gamePage';
import { rightDrag, waitShapes } from './support/drawing';
import { screenPoint, settled, STEP_TIMEOUT } from './support/view3d';

const STEP = STEP_TIMEOUT;
/** Opens `url`, a Parallel worlds game in 3D, and waits until its scene is ready and still. */
async function open3d(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('.view3d[data-ready="true"]')).toBeVisible(STEP);
  await expect.poll(() => page.evaluate(() => typeof window.__test?.screen), STEP).toBe('function');
  await settled(page);
}

test.describe('drawing:', () => {
  test('3D: an arrow right-dragged from level 1 to level 3 survives a reload', async ({
    page,
    app,
    tools,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open3d(page, `${app.url}?game=parallel-worlds&view=3d`);
    const before = await app.fen();
    await rightDrag(page, '1e2', '3e7');
    await waitShapes(page, 'G1e23e7');
    expect(await app.fen(), 'no man moved').toBe(before);
    const view = page.locator('.view3d');
    await expect(view).toHaveAttribute('data-shapes', '1');
    await page.mouse.move(5, 400);
    await tools.screenshot(page, 'drawing-3d-levels.png');
    // Kept with the position in the game library: a reload shows it again.
    expect(await app.record()).toMatch(/\{\[%cal G1e23e7\]\}/);
    await expect(page.locator('.save-status[data-save-state="saved"]')).toBeVisible(STEP);
    await open3d(page, page.url());
    await waitShapes(page, 'G1e23e7');
    await expect(view).toHaveAttribute('data-shapes', '1');
    // A left click on the board clears the drawing.
    const empty = await screenPoint(page, '3e4');
    await page.mouse.click(empty.x, empty.y);
    await waitShapes(page, '');
  });

  test('3D: the share link carries the arrow between levels to a fresh browser', async ({
    page,
    app,
  }) => {
    await page.setViewportSize({ width: 1000, height: 700 });
    await open3d(page, `${app.url}?game=parallel-worlds&view=3d`);
    await rightDrag(page, '1g1', '3g8', ['Alt']);
    await waitShapes(page, 'B1g13g8');
    const link = await copyShareLink(page, app.url);
    expect(new URL(link).searchParams.get('shapes')).toBe('B1g13g8');
    await inFreshContext(page, { viewport: { width: 1000, height: 700 } }, async (other) => {
      await open3d(other, link);
      await waitShapes(other, 'B1g13g8');
      await expect(other.locator('.view3d')).toHaveAttribute('data-shapes', '1');
    });
  });

  test('2D: right-drag between two boards, right-click circles, Shift paints red, a left click clears', async ({
    page,
    app,
    tools,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // A link's shapes are drawn on the flat boards from the first render.
    await page.goto(`${app.url}?game=parallel-worlds&view=2d&shapes=Y2e4`);
    await expect(page.locator('.drawn-circle[data-brush="yellow"]')).toBeVisible();
    await page.goto(`${app.url}?game=parallel-worlds&view=2d`);
    await expect
      .poll(() => page.evaluate(() => typeof window.__test?.shapes), STEP)
      .toBe('function');
    await expect(page.locator('[data-square="1e2"]')).toBeVisible();
    await rightDrag(page, '1g1', '3f6');
    await waitShapes(page, 'G1g13f6');
    await expect(page.locator('.drawn-arrow-levels[data-from="1g1"][data-to="3f6"]')).toBeVisible();
    await rightDrag(page, '1e4', null);
    await waitShapes(page, 'G1g13f6,G1e4');
    await rightDrag(page, '3d7', '3d5', ['Shift']);
    await waitShapes(page, 'G1g13f6,G1e4,R3d73d5');
    // The same arrow again erases it (lichess's toggle).
    await rightDrag(page, '1e4', null);
    await waitShapes(page, 'G1g13f6,R3d73d5');
    await expect(page.locator('.drawn-circle')).toHaveCount(0);
    await expect(page.locator('.drawn-shapes [data-brush="red"]')).toHaveCount(1);
    await tools.screenshot(page, 'drawing-2d.png');
    await page.locator('[data-square="2e4"]').click();
    await waitShapes(page, '');
    await expect(page.locator('.drawn-shapes')).toHaveCount(0);
  });

  test('a phone: the pen tool draws an arrow by dragging and a circle by tapping, moving no man', async ({
    page,
    app,
    tools,
  }) => {
    await inFreshContext(page, PHONE, async (mobile, phone) => {
      await mobile.goto(`${app.url}?game=plunder`);
      await expect
        .poll(() => mobile.evaluate(() => typeof window.__test?.shapes), STEP)
        .toBe('function');
      const before = await fen(mobile);
      await mobile.getByRole('button', { name: /Pen/ }).tap();
      await mobile.getByRole('button', { name: 'Blue' }).tap();
      const centre = async (name: string) => {
        const box = await mobile.locator(`[data-square="${name}"]`).boundingBox();
        expect(box, `square ${name} on the page`).not.toBeNull();
        return { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 };
      };
      const a = await centre('e2');
      const b = await centre('e4');
      const cdp = await phone.newCDPSession(mobile);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p: { x: number; y: number }) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: type === 'touchEnd' ? [] : [{ x: p.x, y: p.y }],
        });
      await touch('touchStart', a);
      for (let i = 1; i <= 5; i++)
        await touch('touchMove', {
          x: a.x + ((b.x - a.x) * i) / 5,
          y: a.y + ((b.y - a.y) * i) / 5,
        });
      await touch('touchEnd', b);
      await waitShapes(mobile, 'Be2e4');
      await mobile.locator('[data-square="d5"]').tap();
      await waitShapes(mobile, 'Be2e4,Bd5');
      expect(await fen(mobile), 'no man moved').toBe(before);
      await tools.screenshot(mobile, 'drawing-phone-pen.png');
      await mobile.getByRole('button', { name: 'Clear drawing' }).tap();
      await waitShapes(mobile, '');
      // The pen off, a tap moves again.
      await mobile.getByRole('button', { name: /Pen/ }).tap();
      await mobile.locator('[data-square="e2"]').tap();
      await mobile.locator('[data-square="e4"]').tap();
      await expect.poll(() => fen(mobile)).not.toBe(before);
    });
  });
});
