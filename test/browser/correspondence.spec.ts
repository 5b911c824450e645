// Browser test of correspondence games (issue 43, docs/online.md §Correspondence) against a real
// embedded server (support/gameServer.ts): two accounts play a game of two days per move made by
// `POST /api/games` with `days`; the online panel shows the deadline instead of a clock; the
// page's title says "● Your turn" the moment the other player moves, and is put back when the
// player moves; the game waits through a server restart; the home page's "Games in progress" list shows
// it with whose turn it is and the time left, on a second device of the same account too, whose
// seat link works there as well, and a move made on one device shows on the other. Screenshots:
// reports/screenshots/your-turn-*.png. And a real-time game whose first move does not come: the
// waiting player's Abort appears after 30 s, and both screens say "Game aborted" (abort-en-desktop.png).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn, signUp } from './support/accounts';
import { freshPage, startServer } from './support/gameServer';

const TURN_TITLE = '● Your turn – Parallel Worlds';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function move(page: Page, from: string, to: string) {
  await page.locator(`[data-square="${from}"]`).click();
  await page.locator(`[data-square="${to}"]`).click();
}

const fenOf = (page: Page) => page.evaluate(() => window.__test?.fen?.() ?? '');

test.describe('correspondence:', () => {
  test('a game of days per move across a restart: deadline, title, Your turn on two devices', async ({
    page,
    tools,
  }) => {
    test.setTimeout(180_000);
    const server = await startServer();
    const bob = await freshPage(page);
    const laptop = await freshPage(page); // alice's second device
    try {
      const alice = `alice${Date.now() % 100000}`;
      const bobName = `bob${Date.now() % 100000}`;
      await signUp(page, `${server.origin}/?game=plunder`, alice);
      await signUp(bob.page, `${server.origin}/?game=plunder`, bobName);
      const game = await page.evaluate(async () => {
        const response = await fetch('/api/games', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ variant: 'plunder', days: 2 }),
        });
        return (await response.json()) as { gameId: string; players: [string, string] };
      });
      const seat = (key: string) => `${server.origin}/?online=${game.gameId}&view=2d#key=${key}`;
      await page.goto(seat(game.players[0]));
      await bob.page.goto(seat(game.players[1]));
      for (const p of [page, bob.page])
        await expect
          .poll(() => p.evaluate(() => window.__test?.online?.()?.opponent ?? null))
          .not.toBeNull();
      // a deadline, not a clock; White (alice) to move: her title says so, Bob's does not
      await expect(page.locator('[data-deadline]')).toContainText(
        'Correspondence: 2 days per move. You have 1 day to move.',
      );
      await expect(bob.page.locator('[data-deadline]')).toContainText('Your opponent has 1 day');
      await expect(page.locator('.clock-side')).toHaveCount(0);
      await expect(page).toHaveTitle(TURN_TITLE);
      await expect(bob.page).not.toHaveTitle(TURN_TITLE);

      await move(page, 'e2', 'e4');
      await expect(bob.page).toHaveTitle(TURN_TITLE); // the other player moved: at once
      await expect(page).not.toHaveTitle(TURN_TITLE); // put back when she moved
      await tools.screenshot(bob.page, 'your-turn-game-en-desktop.png');
      await bob.page.setViewportSize(PHONE);
      await tools.screenshot(bob.page, 'your-turn-game-en-phone.png', { fullPage: true });
      await bob.page.setViewportSize(DESKTOP);

      // the server stops and starts again: the game waits, listed on the home pages
      await server.restart();
      await bob.page.goto(`${server.origin}/`);
      const bobsList = bob.page.locator(`[data-playing="${game.gameId}"]`);
      await expect(bobsList).toContainText('Your turn');
      await expect(bobsList).toContainText('1 day left');
      await tools.screenshot(bob.page, 'your-turn-home-en-desktop.png');
      await bob.page.setViewportSize(PHONE);
      await tools.screenshot(bob.page, 'your-turn-home-en-phone.png', { fullPage: true });
      await bob.page.setViewportSize(DESKTOP);
      await logIn(laptop.page, `${server.origin}/?game=plunder`, alice);
      await laptop.page.goto(`${server.origin}/`);
      const alicesList = laptop.page.locator(`[data-playing="${game.gameId}"]`);
      await expect(alicesList).toContainText('Their turn');

      // Bob follows his list's link to his seat and replies
      await bobsList.getByRole('link').click();
      await expect.poll(() => fenOf(bob.page)).toContain(' b ');
      await move(bob.page, 'e7', 'e5');
      await expect(page).toHaveTitle(TURN_TITLE); // alice's first device, still on the game
      // the second device sees it when it looks again (its page shown), and its link works too
      await laptop.page.reload();
      await expect(alicesList).toContainText('Your turn');
      await alicesList.getByRole('link').click();
      await expect.poll(() => fenOf(laptop.page)).toContain(' w ');
      await expect(laptop.page.locator('[data-deadline]')).toContainText('You have 1 day');
      await move(laptop.page, 'g1', 'f3');
      await expect.poll(() => fenOf(page)).toContain(' b '); // the move shows on the first device
      await expect(page).not.toHaveTitle(TURN_TITLE);
      await expect(bob.page).toHaveTitle(TURN_TITLE);
    } finally {
      await laptop.close();
      await bob.close();
      await server.stop();
    }
  });
});

test.describe('abort:', () => {
  test('a real-time game whose first move does not come: Abort after 30 s, "Game aborted" on both screens', async ({
    page,
    tools,
  }) => {
    test.setTimeout(120_000);
    const server = await startServer();
    const black = await freshPage(page);
    try {
      await page.goto(`${server.origin}/?game=plunder`);
      const game = await page.evaluate(async () => {
        const response = await fetch('/api/games', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ variant: 'plunder', clock: '5+3' }),
        });
        return (await response.json()) as { gameId: string; players: [string, string] };
      });
      const seat = (key: string) => `${server.origin}/?online=${game.gameId}&view=2d#key=${key}`;
      await page.goto(seat(game.players[0]));
      await black.page.goto(seat(game.players[1]));
      const abort = black.page.locator('[data-action="abort"]');
      await expect(black.page.locator('.online-panel')).toBeVisible();
      await expect(abort).toHaveCount(0); // White has not been silent 30 s yet
      await expect(abort).toBeVisible({ timeout: 40_000 });
      await abort.click();
      for (const p of [page, black.page]) {
        await expect(p.locator('.game-over-title')).toHaveText('Game aborted');
        await expect(p.locator('.game-over-score')).toHaveText('*');
      }
      await tools.screenshot(black.page, 'abort-en-desktop.png');
    } finally {
      await black.close();
      await server.stop();
    }
  });
});
