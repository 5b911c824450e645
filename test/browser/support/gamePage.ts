// Helpers for browser tests of a game page: read its position and record through `window.__test`
// (src/game/testInterface.ts), type moves into the typed-move box, paste a record, a FEN or a link
// into the record panel.

import type { Page } from '@playwright/test';

export { gameReady } from '../fixtures';

export const fen = (page: Page) => page.evaluate(() => window.__test!.fen());
export const record = (page: Page) => page.evaluate(() => window.__test!.record());

/** Plays moves typed into the typed-move box, each waiting for the position to change. */
export async function typeMoves(page: Page, moves: readonly string[]) {
  const input = page.locator('.move-input input');
  for (const move of moves) {
    const before = await fen(page);
    await input.fill(move);
    await input.press('Enter');
    await page.waitForFunction((previous) => window.__test!.fen() !== previous, before);
  }
}

/** Opens the paste box, pastes `text` and loads it. */
export async function pasteAndLoad(page: Page, text: string) {
  const toggle = page.getByRole('button', { name: /Paste a record|Вставить запись/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.locator('.paste-form textarea').fill(text);
  await page.locator('.paste-form button[type="submit"]').click();
}
