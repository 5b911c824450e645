// The whole of issue 43 as two strangers live it, against a real embedded game server: two
// accounts meet in the lobby (a rated Parallel worlds challenge made in the new-game dialog's
// "Anyone" tab, seen live and accepted with a click), land on their seats — Alice in 3D, Bob in
// 2D, as each prefers — and play a rated game in which Alice premoves a whole turn of three
// sub-moves in 3D while Bob thinks; it is played the moment Bob's turn lands. Bob resigns, and
// both screens show the rating change, which the records carry as tags.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUp } from './support/accounts';
import { freshPage, startServer } from './support/gameServer';
import { clickSquare, online, STEP, waitOnline, waitShows } from './support/onlinePage';

/** Plays or premoves one sub-move by two clicks on the 3D scene. */
async function click3d(page: Page, from: string, to: string) {
  await clickSquare(page, from);
  await expect(page.locator('.view3d')).toHaveAttribute('data-selected', from, STEP);
  await clickSquare(page, to);
}

/** Plays one sub-move by two clicks on the flat board. */
async function click2d(page: Page, from: string, to: string) {
  await page.locator(`[data-square="${from}"]`).click();
  await page.locator(`[data-square="${to}"]`).click();
}

test.describe('meet anyone:', () => {
  test('two accounts meet in the lobby and play a rated Parallel worlds game in 3D with a premove', async ({
    page,
    tools,
  }) => {
    test.setTimeout(300_000);
    const server = await startServer();
    const friend = await freshPage(page);
    try {
      await friend.page.addInitScript(() =>
        localStorage.setItem('parallel-worlds.settings', JSON.stringify({ view: '2d' })),
      );
      const alice = `alice${Date.now() % 100000}`;
      const bob = `bob${Date.now() % 100000}`;
      await signUp(page, `${server.origin}/?lobby`, alice);
      await signUp(friend.page, `${server.origin}/?lobby`, bob);

      // Alice asks for a rated game as White; Bob sees it come and accepts it
      await page.locator('[data-action="create-seek"]').click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('select[name="seek-game"]').selectOption('parallel-worlds');
      await dialog.locator('select[name="seek-clock"]').selectOption('10+5');
      await dialog.getByRole('checkbox', { name: 'Rated game' }).check();
      await dialog.locator('label.segment', { hasText: /^White$/ }).click();
      await dialog.getByRole('button', { name: 'Start' }).click();
      const row = friend.page.locator('[data-seek]', { hasText: alice });
      await expect(row).toContainText('1500?', STEP);
      await row.getByRole('button', { name: 'Accept' }).click();

      // both land on their seats at once, each in the view they prefer
      await waitOnline(page, { seat: 'white', connected: true }, 'Alice seated');
      await waitOnline(friend.page, { seat: 'black', connected: true }, 'Bob seated');
      await expect(page.locator('.view3d[data-ready="true"]')).toBeVisible(STEP);
      await expect(friend.page.locator('.view2d [data-square="1e7"]')).toBeVisible(STEP);
      expect((await online(page))!.opponent).toEqual({
        name: bob,
        rating: 1500,
        provisional: true,
      });
      await expect(friend.page.locator('[data-player-rating="white"]')).toHaveText('1500?');

      // Alice's first turn (two sub-moves), then a whole premoved turn while Bob is to move
      await click3d(page, '1e2', '1e4');
      await waitShows(page, '1e2-1e4', 'Alice played 1e2-1e4');
      await click3d(page, '3e2', '3e4');
      await waitShows(friend.page, '3e2-3e4', "Bob's board shows Alice's turn");
      for (const [from, to] of [
        ['1d2', '1d4'],
        ['3d2', '3d4'],
        ['3a2', '2a2'],
      ] as const) {
        await click3d(page, from, to);
        await expect
          .poll(async () => (await online(page))?.premove ?? null, STEP)
          .toContain(`${from}-${to}`);
      }
      await tools.screenshot(page, 'meet-premove-en-1280.png');

      // Bob's turn in 2D lands, and Alice's premove goes at once
      await click2d(friend.page, '1e7', '1e5');
      await click2d(friend.page, '3d7', '3d5');
      await click2d(friend.page, '3h7', '2h7');
      await waitShows(friend.page, '3a2-2a2', "Bob's board shows Alice's premoved turn");
      await waitOnline(page, { premove: null }, 'the premove is spent');

      // Bob resigns: a rated game of three turns, and both screens show the change
      await friend.page.getByRole('button', { name: 'Resign' }).click();
      await friend.page.getByRole('button', { name: 'Yes, resign' }).click();
      for (const p of [page, friend.page]) {
        await expect(p.locator('[data-rating-change="white"]')).toHaveText(
          '1500 → 1742 (+242)',
          STEP,
        );
        await expect(p.locator('[data-rating-change="black"]')).toHaveText('1500 → 1258 (−242)');
        await expect
          .poll(() => p.evaluate(() => window.__test!.record()))
          .toContain('[WhiteRatingDiff "+242"]\n[BlackRatingDiff "-242"]');
      }
      await tools.screenshot(friend.page, 'meet-rated-en-1280.png');
      const profile = (await (await fetch(`${server.origin}/api/players/${alice}`)).json()) as {
        ratings: Record<string, { rating: number; games: number }>;
      };
      expect(profile.ratings['parallel-worlds']).toMatchObject({ games: 1 });
      expect(profile.ratings['parallel-worlds']!.rating).toBeCloseTo(1742, 0);
    } finally {
      await friend.close();
      await server.stop();
    }
  });
});
