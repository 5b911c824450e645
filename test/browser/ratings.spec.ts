// Browser tests of the ratings (issue 43, docs/online.md) against a real embedded server whose
// database holds ratings and a rated game (support/seedRatings.ts: as the lobby and rated games
// leave them, until the lobby starts rated games): two accounts play the rated game and both
// see each other's rating, then the change, on their screens; the leaderboard lists the settled ratings best first and leaves a
// provisional one out, its tabs switch the game, a name opens the player's page, which shows
// the player's ratings ("?" while provisional) and the history chart of the game picked, with
// its text alternative. Screenshots, English and Russian, 1280×800 and 390×844:
// reports/screenshots/leaderboard-*.png, player-ratings-*.png and rated-game-*.png.
import type { Page } from '@playwright/test';
import { gameById } from '../../src/rules';
import { expect, pictureTest, test } from './fixtures';
import { PHONE, freshPage, startServer } from './support/gameServer';
import { seedRatedGame, seedRatings } from './support/seedRatings';

let server: Awaited<ReturnType<typeof startServer>>;

/** Signs `name` up over HTTP; its player id and session cookie (`pw_session=…`). */
async function account(name: string): Promise<{ id: string; cookie: string }> {
  const headers = { 'Content-Type': 'application/json', Origin: server.origin };
  const created = await fetch(`${server.origin}/api/account`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name, password: 'correct horse' }),
  });
  expect(created.status).toBe(201);
  const cookie = (created.headers.get('set-cookie') ?? '').split(';')[0]!;
  const me = (await (
    await fetch(`${server.origin}/api/me`, { headers: { Cookie: cookie } })
  ).json()) as {
    id: string;
  };
  return { id: me.id, cookie };
}

const signUp = async (name: string) => (await account(name)).id;

/** Logs `page`'s browser in with a session cookie. */
async function logIn(page: Page, cookie: string): Promise<void> {
  const [name, value] = cookie.split('=') as [string, string];
  await page.context().addCookies([{ name, value, url: server.origin }]);
}

test.beforeAll(async () => {
  server = await startServer();
  const [ann, bob, cat] = [
    await signUp('Ann_Top'),
    await signUp('Bob_Next'),
    await signUp('Cat_New'),
  ];
  seedRatings(server.data, [
    {
      playerId: ann,
      variant: 'parallel-worlds',
      history: [1560, 1610, 1590, 1655, 1690, 1712],
      deviation: 60,
    },
    { playerId: ann, variant: 'plunder', history: [1480], deviation: 150 },
    { playerId: bob, variant: 'parallel-worlds', history: [1450, 1530, 1604], deviation: 70 },
    { playerId: cat, variant: 'parallel-worlds', history: [1800, 1900], deviation: 180 },
  ]);
});

test.afterAll(async () => {
  await server?.stop();
});

test.describe('ratings', () => {
  test('two accounts play a rated game: each sees the other’s rating, then both the change', async ({
    page,
    tools,
  }) => {
    const [dee, eve] = [await account('Dee_W'), await account('Eve_B')];
    const game = {
      gameId: 'RatedGame001',
      variant: 'plunder',
      fen: gameById('plunder')!.startFen,
      keys: ['a'.repeat(22), 'b'.repeat(22)] as const,
      seats: [
        { id: dee.id, name: 'Dee_W' },
        { id: eve.id, name: 'Eve_B' },
      ] as const,
    };
    seedRatedGame(server.data, game);
    const friend = await freshPage(page, PHONE);
    await logIn(page, dee.cookie);
    await logIn(friend.page, eve.cookie);
    await page.goto(`${server.origin}/?online=${game.gameId}&view=2d#key=${game.keys[0]}`);
    await friend.page.goto(`${server.origin}/?online=${game.gameId}&view=2d#key=${game.keys[1]}`);
    const opponent = (p: Page) => p.evaluate(() => window.__test?.online?.()?.opponent ?? null);
    await expect
      .poll(() => opponent(page))
      .toEqual({ name: 'Eve_B', rating: 1500, provisional: true });
    await expect(page.locator('[data-player-rating="black"]')).toHaveText('1500?');
    await page.locator('[data-square="e2"]').click();
    await page.locator('[data-square="e4"]').click();
    await expect
      .poll(() => friend.page.evaluate(() => window.__test?.fen?.() ?? ''))
      .toContain(' b ');
    await friend.page.locator('[data-square="e7"]').click();
    await friend.page.locator('[data-square="e5"]').click();
    await expect.poll(() => page.evaluate(() => window.__test?.fen?.() ?? '')).toContain(' w ');
    await page.getByRole('button', { name: 'Resign' }).click();
    await page.getByRole('button', { name: 'Yes, resign' }).click();
    for (const p of [page, friend.page]) {
      await expect(p.locator('[data-rating-change="white"]')).toHaveText('1500 → 1258 (−242)');
      await expect(p.locator('[data-rating-change="black"]')).toHaveText('1500 → 1742 (+242)');
    }
    await expect
      .poll(() => opponent(friend.page))
      .toEqual({ name: 'Dee_W', rating: 1258, provisional: true });
    for (const p of [page, friend.page])
      await expect
        .poll(() => p.evaluate(() => window.__test!.record()))
        .toContain(
          '[WhiteElo "1500"]\n[BlackElo "1500"]\n[WhiteRatingDiff "-242"]\n[BlackRatingDiff "+242"]',
        );
    await tools.screenshot(page.locator('.online-panel'), 'rated-game-en-desktop.png');
    await tools.screenshot(friend.page.locator('.online-panel'), 'rated-game-en-phone.png');
    await friend.close();
  });

  test('the leaderboard ranks settled ratings and leads to a player’s ratings and history', async ({
    page,
  }) => {
    await page.goto(`${server.origin}/?leaderboard`);
    const rows = page.locator('[data-ranked]');
    await expect(rows).toHaveCount(2); // Cat_New's 1900 is provisional: not ranked yet
    await expect(rows.nth(0)).toContainText('Ann_Top');
    await expect(rows.nth(0)).toContainText('1712');
    await expect(rows.nth(1)).toContainText('Bob_Next');
    await page.getByRole('link', { name: 'PlunderChess' }).click();
    await expect(page.locator('[data-leaderboard-empty]')).toBeVisible(); // Ann_Top's is provisional
    await page.goBack();
    await page.getByRole('link', { name: 'Ann_Top' }).click();

    await expect(page.locator('.player-name')).toHaveText('Ann_Top');
    await expect(page.locator('[data-rating="parallel-worlds"]')).toContainText('1712');
    await expect(page.locator('[data-rating="parallel-worlds"]')).toContainText('6 rated games');
    await expect(page.locator('[data-rating="plunder"] .player-rating')).toHaveText('1480?');
    const chart = page.locator('[data-history="parallel-worlds"]');
    await expect(chart).toHaveAttribute('data-points', '6');
    await expect(
      chart.getByRole('img', { name: /Rating history in Parallel worlds/ }),
    ).toBeVisible();
    await expect(chart.locator('figcaption')).toHaveText(
      'Parallel worlds chess: from 1560 to 1712; lowest 1560, highest 1712; rated games: 6.',
    );
    await page.locator('select[name="history"]').selectOption('plunder');
    await expect(page.locator('[data-history="plunder"]')).toHaveAttribute('data-points', '1');
    await page.locator('.player-ratings').getByRole('link', { name: 'Leaderboard' }).click();
    await expect(page.locator('[data-ranked]')).toHaveCount(2);
  });
});

test.describe('ratings pictures:', () => {
  for (const language of ['en', 'ru'] as const)
    for (const [size, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', { width: 390, height: 844 }],
    ] as const)
      pictureTest(
        `the leaderboard and a player's ratings, ${language}, ${size}`,
        async ({ page, tools }) => {
          await page.setViewportSize(viewport);
          await page.addInitScript(
            (lang) =>
              localStorage.setItem('parallel-worlds.settings', JSON.stringify({ language: lang })),
            language,
          );
          await page.goto(`${server.origin}/?leaderboard`);
          await expect(page.locator('[data-ranked]')).toHaveCount(2);
          await tools.screenshot(page, `leaderboard-${language}-${size}.png`, { fullPage: true });
          await page.goto(`${server.origin}/?player=Ann_Top`);
          await expect(page.locator('[data-history]')).toBeVisible();
          await page.locator('.player-ratings').scrollIntoViewIfNeeded();
          await tools.screenshot(page, `player-ratings-${language}-${size}.png`);
        },
      );
});
