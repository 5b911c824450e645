// Browser tests of the stack's geometry as a player sees it (headless Chromium, software WebGL):
// from the default White and Black views, at a laptop's, a projector's and a phone's size and at
// the smallest, default and largest gap, no board's outline overlaps another's and every square
// of every level can be seen (`window.__test.screen` answers for each); at the default gap,
// neighbouring squares are at least 30 px apart across and 18 px in depth at 1280×800, scaled by
// the height on the projector. The figures are logged; screenshots
// `reports/screenshots/stack-<size>-<preset>.png`.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { measureStack } from './support/stackGeometry';
import { open3d, settled, STEP_TIMEOUT } from './support/view3d';

// Kings and two pawns off the boards' edges, so the corner squares are aimed at their centres.
const FEN = '3k4/8/8/3p4/4P3/8/8/3K4|8/8/8/8/8/8/8/8|3k4/8/8/8/8/8/8/3K4 w - - 0 10';
const OCCUPIED = ['1d8', '1d5', '1e4', '1d1', '3d8', '3d1'];

/**
 * Waits for the page's next two animation frames: the 3D view (rendering on demand) draws the
 * frame a change asked for, in which a glide that the change starts is reported as begun.
 */
const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/** Sets the gap slider to its start, its end, or leaves it (the default). */
async function setGap(page: Page, key: string | null) {
  if (!key) return;
  await page.locator('.view3d-gap input').focus();
  await page.keyboard.press(key);
  await nextFrames(page); // the frame in which the layout glide begins
  await settled(page);
}

const describe = (m: Awaited<ReturnType<typeof measureStack>>) =>
  m.levels.map((l) => `L${l.level} ${l.across.toFixed(0)}×${l.depth.toFixed(0)} px`).join(', ');

const SIZES: {
  name: string;
  width: number;
  height: number;
  minimum: { across: number; depth: number } | null;
}[] = [
  { name: '1280×800', width: 1280, height: 800, minimum: { across: 30, depth: 18 } },
  {
    name: '1920×1080',
    width: 1920,
    height: 1080,
    minimum: { across: 30 * 1.35, depth: 18 * 1.35 },
  },
  // a phone held upright: the tower; its squares are logged, not held to the laptop's figures
  { name: '390×844', width: 390, height: 844, minimum: null },
];

const GAPS: { gapName: string; key: string | null }[] = [
  { gapName: 'default', key: null },
  { gapName: 'smallest', key: 'Home' },
  { gapName: 'largest', key: 'End' },
];

test.describe('stack:', () => {
  for (const { name, width, height, minimum } of SIZES) {
    test(`no board overlaps another at ${name}, from White and Black, at every gap`, async ({
      page,
      app,
      tools,
    }) => {
      await page.setViewportSize({ width, height });
      await open3d(page, app.url, FEN);
      await expect(page.locator('.view3d[data-ready="true"]')).toBeVisible(STEP_TIMEOUT);
      for (const preset of ['white', 'black']) {
        await page.locator(`[data-preset="${preset}"]`).click();
        await nextFrames(page); // the frame in which the camera's glide begins
        await settled(page);
        for (const { gapName, key } of GAPS) {
          await setGap(page, key);
          const m = await measureStack(page, OCCUPIED);
          tools.log(`${name} ${preset}, ${gapName} gap: ${describe(m)}`);
          expect(m.overlaps, `${preset}, ${gapName} gap: boards overlap`).toEqual([]);
          for (const level of m.levels)
            expect(level.hidden, `${preset}, ${gapName} gap: level ${level.level} hidden`).toBe(0);
          if (key === null && minimum)
            for (const level of m.levels) {
              expect(level.across, `L${level.level} across`).toBeGreaterThanOrEqual(minimum.across);
              expect(level.depth, `L${level.level} depth`).toBeGreaterThanOrEqual(minimum.depth);
            }
          if (key === null) await tools.screenshot(page, `stack-${name}-${preset}.png`);
        }
        // back to the default gap for the next preset
        await page.locator('.view3d-button', { hasText: /^Reset$/ }).click();
        await settled(page);
      }
    });
  }
});
