// Browser tests of drawing on the board (lichess's arrows and circles) in real Chromium: an arrow
// between two levels right-dragged in the 3D scene survives a reload (the game library keeps it
// with the position) and a share link opened in a fresh browser; in 2D a right-drag draws an
// arrow from one level's board to another's, a right-click a circle, Shift a red one, a left
// click clears; on a touch phone the pen tool draws by dragging and tapping (real touch events
// through the DevTools protocol) without moving a man. What is drawn is read through
// `window.__test.shapes()` (lichess's text form with levels: `G1e23e7`) and seen in the
// drawing layers (`.drawn-shapes`, the 3D group `drawn-shapes`). Screenshots go to
// reports/screenshots/drawing-*.png.
import assert from 'node:assert/strict';
import { copyShareLink, inFreshContext, PHONE } from './support/browsers.mjs';

const STEP = { timeout: 40_000 };
const shapes = (page) => page.evaluate(() => window.__test.shapes());
const waitShapes = (page, want) =>
  page
    .waitForFunction((w) => window.__test?.shapes?.() === w, want, STEP)
    .catch(async () => {
      assert.equal(await shapes(page), want);
    });

async function open3d(page, url) {
  await page.goto(url);
  await page.waitForSelector('.view3d[data-ready="true"]', STEP);
  await page.waitForFunction(() => typeof window.__test?.screen === 'function', null, STEP);
  await page.waitForFunction(
    () => document.querySelector('.view3d')?.dataset.animating === 'false',
    null,
    STEP,
  );
}

const point = async (page, name) =>
  (await page.waitForFunction((n) => window.__test.screen(n), name, STEP)).jsonValue();

/** Right-drags (or right-clicks, `to` omitted) with real mouse events, holding `keys`. */
async function rightDrag(page, from, to, keys = []) {
  const a = await point(page, from);
  const b = to ? await point(page, to) : a;
  for (const key of keys) await page.keyboard.down(key);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button: 'right' });
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up({ button: 'right' });
  for (const key of keys) await page.keyboard.up(key);
}

export default [
  {
    name: '3D: an arrow right-dragged from level 1 to level 3 survives a reload',
    async fn(page, baseUrl, tools) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await open3d(page, `${baseUrl}?game=parallel-worlds&view=3d`);
      const before = await page.evaluate(() => window.__test.fen());
      await rightDrag(page, '1e2', '3e7');
      await waitShapes(page, 'G1e23e7');
      assert.equal(await page.evaluate(() => window.__test.fen()), before, 'no man moved');
      await page.waitForFunction(() => document.querySelector('.view3d')?.dataset.shapes === '1');
      await page.mouse.move(5, 400);
      await tools.screenshot(page, 'drawing-3d-levels.png');
      // Kept with the position in the game library: a reload shows it again.
      assert.match(await page.evaluate(() => window.__test.record()), /\{\[%cal G1e23e7\]\}/);
      await page.locator('.save-status[data-save-state="saved"]').waitFor(STEP);
      await open3d(page, page.url());
      await waitShapes(page, 'G1e23e7');
      await page.waitForFunction(() => document.querySelector('.view3d')?.dataset.shapes === '1');
      // A left click on the board clears the drawing.
      const empty = await point(page, '3e4');
      await page.mouse.click(empty.x, empty.y);
      await waitShapes(page, '');
    },
  },
  {
    name: '3D: the share link carries the arrow between levels to a fresh browser',
    async fn(page, baseUrl) {
      await page.setViewportSize({ width: 1000, height: 700 });
      await open3d(page, `${baseUrl}?game=parallel-worlds&view=3d`);
      await rightDrag(page, '1g1', '3g8', ['Alt']);
      await waitShapes(page, 'B1g13g8');
      const link = await copyShareLink(page, baseUrl);
      assert.equal(new URL(link).searchParams.get('shapes'), 'B1g13g8');
      await inFreshContext(page, { viewport: { width: 1000, height: 700 } }, async (other) => {
        await open3d(other, link);
        await waitShapes(other, 'B1g13g8');
        await other.waitForFunction(
          () => document.querySelector('.view3d')?.dataset.shapes === '1',
        );
      });
    },
  },
  {
    name: '2D: right-drag between two boards, right-click circles, Shift paints red, a left click clears',
    async fn(page, baseUrl, tools) {
      await page.setViewportSize({ width: 1280, height: 800 });
      // A link's shapes are drawn on the flat boards from the first render.
      await page.goto(`${baseUrl}?game=parallel-worlds&view=2d&shapes=Y2e4`);
      await page.locator('.drawn-circle[data-brush="yellow"]').waitFor();
      await page.goto(`${baseUrl}?game=parallel-worlds&view=2d`);
      await page.waitForFunction(() => typeof window.__test?.shapes === 'function');
      await page.locator('[data-square="1e2"]').waitFor();
      await rightDrag(page, '1g1', '3f6');
      await waitShapes(page, 'G1g13f6');
      await page.locator('.drawn-arrow-levels[data-from="1g1"][data-to="3f6"]').waitFor();
      await rightDrag(page, '1e4', null);
      await waitShapes(page, 'G1g13f6,G1e4');
      await rightDrag(page, '3d7', '3d5', ['Shift']);
      await waitShapes(page, 'G1g13f6,G1e4,R3d73d5');
      // The same arrow again erases it (lichess's toggle).
      await rightDrag(page, '1e4', null);
      await waitShapes(page, 'G1g13f6,R3d73d5');
      await page.waitForFunction(() => document.querySelectorAll('.drawn-circle').length === 0);
      assert.equal(await page.locator('.drawn-shapes [data-brush="red"]').count(), 1);
      await tools.screenshot(page, 'drawing-2d.png');
      await page.locator('[data-square="2e4"]').click();
      await waitShapes(page, '');
      assert.equal(await page.locator('.drawn-shapes').count(), 0);
    },
  },
  {
    name: 'a phone: the pen tool draws an arrow by dragging and a circle by tapping, moving no man',
    async fn(page, baseUrl, tools) {
      await inFreshContext(page, PHONE, async (mobile, phone) => {
        await mobile.goto(`${baseUrl}?game=plunder`);
        await mobile.waitForFunction(() => typeof window.__test?.shapes === 'function');
        const before = await mobile.evaluate(() => window.__test.fen());
        await mobile.getByRole('button', { name: /Pen/ }).tap();
        await mobile.getByRole('button', { name: 'Blue' }).tap();
        const centre = async (name) => {
          const box = await mobile.locator(`[data-square="${name}"]`).boundingBox();
          return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        };
        const a = await centre('e2');
        const b = await centre('e4');
        const cdp = await phone.newCDPSession(mobile);
        const touch = (type, p) =>
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
        assert.equal(await mobile.evaluate(() => window.__test.fen()), before, 'no man moved');
        await tools.screenshot(mobile, 'drawing-phone-pen.png');
        await mobile.getByRole('button', { name: 'Clear drawing' }).tap();
        await waitShapes(mobile, '');
        // The pen off, a tap moves again.
        await mobile.getByRole('button', { name: /Pen/ }).tap();
        await mobile.locator('[data-square="e2"]').tap();
        await mobile.locator('[data-square="e4"]').tap();
        await mobile.waitForFunction((previous) => window.__test.fen() !== previous, before);
      });
    },
  },
];
