// What the browser tests of online play ask of a page (online.spec.ts, premove.spec.ts): the
// online game it plays (`window.__test.online()`), waiting for it or for a move on its board, and
// a click on a square of its 3D scene once nothing moves.
import type { Page } from '@playwright/test';
import type { OnlineReport } from '../../../src/game/testInterface';
import { expect } from '../fixtures';
import { screenPoint, settled } from './view3d';

/** How long one step of an online test may wait. */
export const STEP = { timeout: 40_000 };

/** The online game on the page (`window.__test.online()`), null when it plays none. */
export const online = (page: Page) => page.evaluate(() => window.__test?.online?.() ?? null);

/** Waits until `window.__test.online()` has the values of `want`. */
export const waitOnline = (page: Page, want: Partial<OnlineReport>, what: string) =>
  expect.poll(() => online(page), { ...STEP, message: what }).toMatchObject(want);

/** Waits until the page's record (or FEN with sub-moves) holds `text`. */
export const waitShows = (page: Page, text: string, what: string) =>
  expect
    .poll(
      () =>
        page.evaluate(() => `${window.__test?.record?.() ?? ''}\n${window.__test?.fen?.() ?? ''}`),
      { ...STEP, message: what },
    )
    .toContain(text);

/**
 * Clicks a square of the 3D scene where `window.__test.screen` says it is, once nothing moves (a
 * turn arriving from the network may swing the camera to the side to move).
 */
export async function clickSquare(page: Page, name: string) {
  await settled(page);
  const { x, y } = await screenPoint(page, name);
  await page.mouse.click(x, y);
}
