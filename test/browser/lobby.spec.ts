// Browser tests of the lobby (issue 43, docs/online.md §Lobby) against a real embedded game
// server: two accounts in two browsers meet there — one creates a rated challenge in the new-game
// dialog's "Anyone" tab, the other sees it come live (name, rating "1500?", game, 3D mark),
// accepts it with a click, and both land on their own seats of the same game; and two players
// pressing the same quick-pairing button are paired into one game. Screenshots of the lobby,
// English and Russian, 1280×800 and 390×844: reports/screenshots/lobby-*.png.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { twoAccounts } from './support/accounts';
import { PHONE, freshPage, startServer } from './support/gameServer';

/** Picks a segmented choice of a dialog by its label's text (the radio itself is hidden). */
const choose = (dialog: Locator, text: string) =>
  dialog.locator('label.segment', { hasText: new RegExp(`^${text}$`) }).click();

const online = (page: Page) => page.evaluate(() => window.__test?.online?.() ?? null);

/** Waits until `page` is connected to its seat of an online game: that game's id and seat. */
async function seated(page: Page): Promise<{ room: string; seat: string }> {
  await expect
    .poll(async () => (await online(page))?.connected ?? false, { timeout: 30_000 })
    .toBe(true);
  const state = (await online(page))!;
  return { room: state.room, seat: state.seat };
}

test.describe('the lobby', () => {
  test('two accounts meet in the lobby: a challenge made in the Anyone tab, seen live, accepted', async ({
    page,
    tools,
  }) => {
    test.setTimeout(180_000);
    const { friend, alice, bob, close } = await twoAccounts(page, '/?lobby');
    try {
      await expect(page.locator('[data-lobby="open"]')).toBeVisible();
      await expect(friend.page.locator('[data-lobby="open"]')).toBeVisible();

      await page.locator('[data-action="create-seek"]').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('radio', { name: 'Anyone' })).toBeChecked();
      await dialog.locator('select[name="seek-game"]').selectOption('parallel-worlds');
      await dialog.locator('select[name="seek-clock"]').selectOption('10+5');
      await dialog.getByRole('checkbox', { name: 'Rated game' }).check();
      await choose(dialog, 'White');
      await dialog.getByRole('button', { name: 'Start' }).click();
      await expect(dialog).toBeHidden();

      // Bob sees it come, with Alice's provisional rating and the 3D mark, and cannot cancel it
      const row = friend.page.locator('[data-seek]', { hasText: alice });
      await expect(row).toBeVisible();
      await expect(row).toContainText('1500?');
      await expect(row).toContainText('Parallel worlds');
      await expect(row).toContainText('10+5');
      await expect(row).toContainText('Rated');
      await expect(row.locator('.lobby-3d')).toBeVisible();
      await expect(page.locator('[data-seek][data-own]')).toContainText('Cancel');
      await tools.screenshot(friend.page, 'lobby-seek-en-1280.png');

      await row.getByRole('button', { name: 'Accept' }).click();
      const [mine, theirs] = await Promise.all([seated(page), seated(friend.page)]);
      expect(mine.room).toBe(theirs.room);
      expect(mine.seat).toBe('white'); // Alice asked for White
      expect(theirs.seat).toBe('black');
      await expect.poll(async () => (await online(page))?.opponent?.name).toBe(bob);
    } finally {
      await close();
    }
  });

  test('quick pairing: two players pressing the same pool land on one game', async ({
    page,
    tools,
  }) => {
    test.setTimeout(120_000);
    const server = await startServer();
    const friend = await freshPage(page, PHONE);
    try {
      await page.goto(`${server.origin}/`);
      await friend.page.goto(`${server.origin}/?lobby`);
      const pool = '[data-pool="pocket-mutation-3+2"]';
      await page.locator(pool).click(); // from the home page's lobby
      await expect(page.getByRole('status')).toContainText('Looking for an opponent');
      await tools.screenshot(friend.page, 'lobby-en-390.png', { fullPage: true });
      await friend.page.locator(pool).click();
      const [one, other] = await Promise.all([seated(page), seated(friend.page)]);
      expect(one.room).toBe(other.room);
      expect(new Set([one.seat, other.seat])).toEqual(new Set(['white', 'black']));
    } finally {
      await friend.close();
      await server.stop();
    }
  });

  test('in Russian, the lobby page at both sizes', async ({ page, tools }) => {
    test.setTimeout(120_000);
    const server = await startServer();
    try {
      await page.addInitScript(() =>
        localStorage.setItem('parallel-worlds.settings', JSON.stringify({ language: 'ru' })),
      );
      await page.goto(`${server.origin}/?lobby`);
      await expect(page.locator('[data-lobby="open"]')).toBeVisible();
      await page.locator('[data-action="create-seek"]').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('radio', { name: 'Любой соперник' })).toBeChecked();
      await expect(dialog.getByRole('checkbox', { name: 'Игра на рейтинг' })).toBeDisabled();
      await choose(dialog, 'По переписке');
      await dialog.locator('select[name="seek-days"]').selectOption('5');
      await tools.screenshot(page, 'lobby-dialog-ru-1280.png');
      await dialog.getByRole('button', { name: 'Начать' }).click();
      const row = page.locator('[data-seek][data-own]');
      await expect(row).toContainText('5 дней');
      await expect(row).toContainText('По переписке');
      await expect(page.locator('h1')).toHaveText('Лобби');
      await tools.screenshot(page, 'lobby-ru-1280.png', { fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await tools.screenshot(page, 'lobby-ru-390.png', { fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${server.origin}/`);
      await expect(page.locator('.home-lobby [data-seek]')).toHaveCount(1);
      await page.locator('.home-lobby').scrollIntoViewIfNeeded();
      await tools.screenshot(page, 'lobby-home-ru-1280.png');
    } finally {
      await server.stop();
    }
  });
});
