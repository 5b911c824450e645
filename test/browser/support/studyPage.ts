// Helpers of the study page's browser tests (issue 46, docs/studies.md): what the page reports
// (`window.__test.study()`, the FEN), a new study opened, the 3D scene ready, the author's last
// change saved. Shared by study.spec.ts, study-play.spec.ts and study-path.spec.ts.
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { settled, STEP_TIMEOUT } from './view3d';

/** `window.__test.study()`: `{ id, chapter, chapters, kind, synced }` on a study page, else null. */
export const study = (page: Page) => page.evaluate(() => window.__test?.study?.() ?? null);

/** The FEN of the board on screen, or null before the page has one. */
export const fen = (page: Page) => page.evaluate(() => window.__test?.fen?.() ?? null);

/** Waits for the 3D scene of the chapter shown, ready and still. */
export async function scene(page: Page) {
  await expect(page.locator('.view3d[data-ready="true"]')).toBeVisible(STEP_TIMEOUT);
  await expect
    .poll(() => page.evaluate(() => typeof window.__test?.screen), STEP_TIMEOUT)
    .toBe('function');
  await settled(page);
}

/** Opens `?study=new` at `origin` and waits for the new study's page. */
export async function newStudy(page: Page, origin: string) {
  await page.goto(`${origin}?study=new`);
  await expect(page).toHaveURL(/study=(?!new)[\w-]+/, STEP_TIMEOUT);
  await expect.poll(() => study(page), STEP_TIMEOUT).toMatchObject({ chapter: 1, chapters: 1 });
}

/** Waits until the author's last change is saved. */
export const saved = (page: Page) =>
  expect(page.locator('.study-mark[data-save="saved"]')).toBeVisible(STEP_TIMEOUT);
