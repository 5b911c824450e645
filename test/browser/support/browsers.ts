// Helpers for browser tests that reach beyond one page: the share link a game page copies to the
// clipboard, and a second browser (a fresh context: nothing saved, its own viewport, locale or
// touch screen) in which a test opens that link or plays on a phone.

import type { BrowserContext, BrowserContextOptions, Page } from '@playwright/test';

/** A phone: 390×844 at twice the pixels, with a touch screen. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/** Clicks "Copy a link to this position" and returns the link the clipboard holds. */
export async function copyShareLink(page: Page, baseUrl: string): Promise<string> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await page.getByRole('button', { name: 'Copy a link to this position' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: 'A link to this position is on the clipboard.' })
    .waitFor();
  return page.evaluate(() => navigator.clipboard.readText());
}

/**
 * Runs `fn(other, context)` on a page of a fresh browser context made with `options` (Playwright's
 * `newContext` options), in the browser of `page`; the context is closed afterwards, also when
 * `fn` fails.
 */
export async function inFreshContext<T>(
  page: Page,
  options: BrowserContextOptions,
  fn: (page: Page, context: BrowserContext) => Promise<T>,
): Promise<T> {
  const context = await page.context().browser()!.newContext(options);
  try {
    return await fn(await context.newPage(), context);
  } finally {
    await context.close();
  }
}
