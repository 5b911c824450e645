// Browser tests of the stack's geometry as a player sees it (headless Chromium, software WebGL):
// from the default White and Black views, at a laptop's, a projector's and a phone's size and at
// the smallest, default and largest gap, no board's outline overlaps another's and every square
// of every level can be seen (`window.__test.screen` answers for each); at the default gap,
// neighbouring squares are at least 30 px apart across and 18 px in depth at 1280×800, scaled by
// the height on the projector. The figures are logged; screenshots
// `reports/screenshots/stack-<size>-<preset>.png`.
import assert from 'node:assert/strict';
import { measureStack } from './support/stackGeometry.mjs';
import { STEP_TIMEOUT, open3d, settled } from './support/view3d.mjs';

// Kings and two pawns off the boards' edges, so the corner squares are aimed at their centres.
const FEN = '3k4/8/8/3p4/4P3/8/8/3K4|8/8/8/8/8/8/8/8|3k4/8/8/8/8/8/8/3K4 w - - 0 10';
const OCCUPIED = ['1d8', '1d5', '1e4', '1d1', '3d8', '3d1'];

/** Sets the gap slider to its start, its end, or leaves it (the default). */
async function setGap(page, key) {
  if (!key) return;
  await page.locator('.view3d-gap input').focus();
  await page.keyboard.press(key);
  await page.waitForTimeout(100); // one frame for the layout glide to begin
  await settled(page);
}

const describe = (m) =>
  m.levels.map((l) => `L${l.level} ${l.across.toFixed(0)}×${l.depth.toFixed(0)} px`).join(', ');

function sizeTest(name, width, height, minimum) {
  return {
    name: `no board overlaps another at ${name}, from White and Black, at every gap`,
    async fn(page, baseUrl, tools) {
      await page.setViewportSize({ width, height });
      await open3d(page, baseUrl, FEN);
      await page.waitForSelector('.view3d[data-ready="true"]', STEP_TIMEOUT);
      for (const preset of ['white', 'black']) {
        await page.locator(`[data-preset="${preset}"]`).click();
        await page.waitForTimeout(100);
        await settled(page);
        for (const [gapName, key] of [
          ['default', null],
          ['smallest', 'Home'],
          ['largest', 'End'],
        ]) {
          await setGap(page, key);
          const m = await measureStack(page, OCCUPIED);
          tools.log(`${name} ${preset}, ${gapName} gap: ${describe(m)}`);
          assert.deepEqual(m.overlaps, [], `${preset}, ${gapName} gap: boards overlap`);
          for (const level of m.levels)
            assert.equal(level.hidden, 0, `${preset}, ${gapName} gap: level ${level.level} hidden`);
          if (key === null && minimum)
            for (const level of m.levels) {
              assert.ok(level.across >= minimum.across, `L${level.level} across ${level.across}`);
              assert.ok(level.depth >= minimum.depth, `L${level.level} depth ${level.depth}`);
            }
          if (key === null) await tools.screenshot(page, `stack-${name}-${preset}.png`);
        }
        // back to the default gap for the next preset
        await page.locator('.view3d-button', { hasText: /^Reset$/ }).click();
        await settled(page);
      }
    },
  };
}

export default [
  sizeTest('1280×800', 1280, 800, { across: 30, depth: 18 }),
  sizeTest('1920×1080', 1920, 1080, { across: 30 * 1.35, depth: 18 * 1.35 }),
  // a phone held upright: the tower; its squares are logged, not held to the laptop's figures
  sizeTest('390×844', 390, 844, null),
];
