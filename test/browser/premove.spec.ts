// Browser tests of premoves (issue 43, src/game/premove.ts, docs/online.md §Premoves) against a
// real game server (support/gameServer.ts), two browser contexts playing by link: Black sets up a
// whole Parallel worlds turn of three sub-moves in 3D while White is to move, it is drawn, and it
// is played the moment White's turn lands (White's board shows it); in PlunderChess on the flat
// board a premove that White's reply makes illegal is dropped with a word; Escape and a click on
// an empty square cancel one. Screenshots of a premove in 2D and 3D at 1280×800 and 390×844 go to
// reports/screenshots/premove-*.png.
import type { Page } from '@playwright/test';
import { expect, test, type Tools } from './fixtures';
import { DESKTOP, PHONE, freshPage, startServer } from './support/gameServer';
import { clickSquare, online, STEP, waitOnline, waitShows } from './support/onlinePage';
import { settled } from './support/view3d';

const premoveOf = async (page: Page) => (await online(page))?.premove ?? null;

/** Opens a new online game of `game` as White and seats Black in a second browser. */
async function twoPlayers(page: Page, game: string, view: '2d' | '3d') {
  await page.setViewportSize(DESKTOP.viewport!);
  await page.goto(`${server!.origin}/?online=new&game=${game}&view=${view}`);
  const invite = page.locator('[data-invite-link]');
  await expect(invite).toBeVisible(STEP);
  const seatLink = (await invite.getAttribute('data-invite-link'))!;
  const black = await freshPage(page);
  await black.page.goto(seatLink.replace('#', `&view=${view}#`));
  await waitOnline(black.page, { seat: 'black', connected: true }, 'black seated');
  await waitOnline(page, { seat: 'white', connected: true }, 'white seated');
  return black;
}

let server: Awaited<ReturnType<typeof startServer>> | null = null;

/** Premoves one sub-move in 3D by two clicks and waits until the premove has it. */
async function premove3d(page: Page, from: string, to: string) {
  await clickSquare(page, from);
  await expect(page.locator('.view3d')).toHaveAttribute('data-selected', from, STEP);
  await clickSquare(page, to);
  await expect.poll(() => premoveOf(page), STEP).toContain(`${from}-${to}`);
}

/** Plays one sub-move in 3D by two clicks and waits until the game has it. */
async function play3d(page: Page, from: string, to: string) {
  await clickSquare(page, from);
  await expect(page.locator('.view3d')).toHaveAttribute('data-selected', from, STEP);
  await clickSquare(page, to);
  await waitShows(page, `${from}-${to}`, `${from}-${to} played`);
}

const square = (page: Page, name: string) => page.locator(`[data-square="${name}"]`);

/** Pictures of a page at 1280×800 and at 390×844 (the board drawn first). */
async function shootBoth(page: Page, tools: Tools, name: string, ready: string) {
  for (const [size, viewport] of [
    ['1280', DESKTOP.viewport!],
    ['390', PHONE.viewport!],
  ] as const) {
    await page.setViewportSize(viewport);
    await expect(page.locator(ready).first()).toBeVisible(STEP);
    if (ready.startsWith('.view3d')) await settled(page);
    await tools.screenshot(page, `premove-${name}-${size}.png`);
  }
  await page.setViewportSize(DESKTOP.viewport!);
}

test.describe('premoves:', () => {
  test.beforeEach(async () => {
    server = await startServer();
  });
  test.afterEach(async () => {
    await server?.stop();
    server = null;
  });

  test('a whole Parallel worlds turn premoved in 3D is played the moment the opponent has moved', async ({
    page,
    tools,
  }) => {
    test.setTimeout(300_000);
    const black = await twoPlayers(page, 'parallel-worlds', '3d');
    try {
      for (const p of [page, black.page])
        await expect(p.locator('.view3d[data-ready="true"]')).toBeVisible(STEP);
      // White is to move: Black stages three sub-moves ending on levels 1, 3 and 2
      await premove3d(black.page, '1e7', '1e5');
      await premove3d(black.page, '3d7', '3d5');
      await premove3d(black.page, '3a7', '2a7');
      expect(await premoveOf(black.page)).toEqual(['1e7-1e5', '3d7-3d5', '3a7-2a7']);
      await expect(black.page.locator('[data-premove="set"]')).toBeVisible();
      await shootBoth(black.page, tools, '3d', '.view3d[data-ready="true"]');
      // nothing went to the server: White still sees the start
      expect(await page.evaluate(() => window.__test!.record())).not.toContain('1e7-1e5');

      // White's first turn (two sub-moves) lands, and Black's premove goes at once
      await play3d(page, '1e2', '1e4');
      await play3d(page, '3e2', '3e4');
      await waitShows(page, '3a7-2a7', "White's board shows Black's premoved turn");
      const record = await page.evaluate(() => window.__test!.record());
      for (const move of ['1e7-1e5', '3d7-3d5', '3a7-2a7']) expect(record).toContain(move);
      await waitOnline(black.page, { premove: null, version: 3 }, 'the premove is spent');
      tools.log('a three-sub-move premove played as soon as White moved');
    } finally {
      await black.close();
    }
  });

  test('a premove the reply makes illegal is dropped with a word (2D)', async ({ page, tools }) => {
    test.setTimeout(180_000);
    const black = await twoPlayers(page, 'plunder', '2d');
    try {
      // 1.Nf3 e6, White to move
      await square(page, 'g1').click();
      await square(page, 'f3').click();
      await waitShows(black.page, 'g1f3', 'black sees Nf3');
      await square(black.page, 'e7').click();
      await square(black.page, 'e6').click();
      await waitShows(page, 'e7e6', 'white sees e6');
      // Black premoves ...e5
      await square(black.page, 'e6').click();
      await square(black.page, 'e5').click();
      await expect.poll(() => premoveOf(black.page), STEP).toEqual(['e6e5']);
      await expect(black.page.locator('[data-square].is-premove')).toHaveCount(2);
      await shootBoth(black.page, tools, '2d', '[data-square="e5"]');
      // White's knight lands on e5: the premove no longer holds
      await square(page, 'f3').click();
      await square(page, 'e5').click();
      await waitShows(black.page, 'f3e5', 'black sees Ne5');
      const note = black.page.locator('[data-premove="dropped"]');
      await expect(note).toHaveText('Premove dropped: no longer legal after your opponent’s move.');
      await expect(
        black.page.getByRole('status').filter({ hasText: 'Premove dropped' }),
      ).not.toHaveCount(0);
      expect(await premoveOf(black.page)).toBeNull();
      await expect(black.page.locator('[data-square].is-premove')).toHaveCount(0);
      expect(await page.evaluate(() => window.__test!.record())).not.toContain('e6e5');
      await tools.screenshot(black.page, 'premove-dropped-1280.png');
    } finally {
      await black.close();
    }
  });

  test('Escape and a click on an empty square cancel a premove', async ({ page }) => {
    test.setTimeout(180_000);
    const black = await twoPlayers(page, 'plunder', '2d');
    try {
      await square(black.page, 'd7').click();
      await square(black.page, 'd5').click();
      await expect.poll(() => premoveOf(black.page), STEP).toEqual(['d7d5']);
      await black.page.keyboard.press('Escape');
      await expect.poll(() => premoveOf(black.page), STEP).toBeNull();
      await expect(black.page.locator('[data-square].is-premove')).toHaveCount(0);

      await square(black.page, 'g8').click();
      await square(black.page, 'f6').click();
      await expect.poll(() => premoveOf(black.page), STEP).toEqual(['g8f6']);
      await square(black.page, 'a4').click(); // empty, no target
      await expect.poll(() => premoveOf(black.page), STEP).toBeNull();

      // White moves: nothing is played for Black
      await square(page, 'e2').click();
      await square(page, 'e4').click();
      await waitShows(black.page, 'e2e4', 'black sees e4');
      await waitOnline(black.page, { version: 2 }, 'one turn only');
      expect(await black.page.evaluate(() => window.__test!.record())).not.toMatch(/g8f6|d7d5/);
    } finally {
      await black.close();
    }
  });
});
