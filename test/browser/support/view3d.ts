// Helpers for browser tests of the 3D view (software WebGL is slow: every helper waits for
// state, never for time): open a Parallel worlds game in 3D, wait until no man glides, and find
// the client point where a click picks a square (`window.__test.screen`).

import type { Page } from '@playwright/test';
import type { ScreenPoint } from '../../../src/game/testInterface';

/** How long one step of a 3D test may wait. */
export const STEP_TIMEOUT = { timeout: 40_000 };

/** Waits until no man is gliding (the locator then sees every man where it stands). */
export const settled = (page: Page) =>
  page.waitForFunction(
    () => document.querySelector<HTMLElement>('.view3d')?.dataset.animating === 'false',
    null,
    STEP_TIMEOUT,
  );

/**
 * Opens a Parallel worlds game in 3D (optionally from a FEN) and waits until it is ready (its
 * scene built and its materials compiled: the first frames may come before the men), its test
 * interface (camera and screen locator) is there and the scene is still.
 */
export async function open3d(page: Page, baseUrl: string, fen?: string) {
  const query = new URLSearchParams({ game: 'parallel-worlds', view: '3d' });
  if (fen) query.set('fen', fen);
  await page.goto(`${baseUrl}?${query}`);
  await page.waitForSelector('.view3d[data-frames][data-ready="true"]', STEP_TIMEOUT);
  await page.waitForFunction(
    () =>
      typeof window.__test?.camera === 'function' && typeof window.__test?.screen === 'function',
    null,
    STEP_TIMEOUT,
  );
  await settled(page);
}

/** The client point where a click picks `name`, waiting until the page can show one. */
export async function screenPoint(page: Page, name: string): Promise<ScreenPoint> {
  const handle = await page.waitForFunction((n) => window.__test!.screen(n), name, STEP_TIMEOUT);
  return (await handle.jsonValue())!; // waitForFunction resolves only once the point is not null
}

/** Waits until no man glides in the 3D view; at once on the flat board (no `.view3d`). */
export const stillOrFlat = (page: Page) =>
  page.waitForFunction(
    () =>
      (document.querySelector<HTMLElement>('.view3d')?.dataset.animating ?? 'false') === 'false',
    null,
    STEP_TIMEOUT,
  );

/** Clicks a square where `window.__test.screen` says a click picks it (both views). */
async function clickSquare(page: Page, name: string): Promise<void> {
  await stillOrFlat(page);
  const { x, y } = await screenPoint(page, name);
  await page.mouse.click(x, y);
}

/** Plays one move or sub-move by two clicks (both views), the first seen selected. */
export async function clickMove(page: Page, from: string, to: string): Promise<void> {
  await clickSquare(page, from);
  await page.waitForFunction(
    (n) =>
      document.querySelector<HTMLElement>('.view3d')?.dataset.selected === n ||
      document.querySelector(`[data-square="${n}"].is-selected`) !== null,
    from,
    STEP_TIMEOUT,
  );
  await clickSquare(page, to);
}
