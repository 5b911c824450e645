// Helpers for browser tests that draw on a board (drawing.spec.ts, analysis.spec.ts): right-drag
// with real mouse events between two squares (either view: `window.__test.screen` finds them),
// and read what is drawn on the position through `window.__test.shapes()` (lichess's text form).

import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { screenPoint, STEP_TIMEOUT } from './view3d';

/** What is drawn on the page's position (null: no game page yet). */
const shapes = (page: Page) => page.evaluate(() => window.__test?.shapes?.() ?? null);

/** Waits until what is drawn on the page is `want`. */
export const waitShapes = (page: Page, want: string) =>
  expect.poll(() => shapes(page), STEP_TIMEOUT).toBe(want);

/** Right-drags (or right-clicks, `to` null) with real mouse events, holding `keys`. */
export async function rightDrag(page: Page, from: string, to: string | null, keys: string[] = []) {
  const a = await screenPoint(page, from);
  const b = to ? await screenPoint(page, to) : a;
  for (const key of keys) await page.keyboard.down(key);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button: 'right' });
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up({ button: 'right' });
  for (const key of keys) await page.keyboard.up(key);
}
