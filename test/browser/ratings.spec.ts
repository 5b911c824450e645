// Browser tests of the ratings' pages (issue 43, docs/online.md) against a real embedded server
// whose database holds ratings (support/seedRatings.ts: as rated games leave them, until the
// lobby starts rated games): the leaderboard lists the settled ratings best first and leaves a
// provisional one out, its tabs switch the game, a name opens the player's page, which shows
// the player's ratings ("?" while provisional) and the history chart of the game picked, with
// its text alternative. Screenshots, English and Russian, 1280×800 and 390×844:
// reports/screenshots/leaderboard-*.png and player-ratings-*.png.
import { expect, pictureTest, test } from './fixtures';
import { startServer } from './support/gameServer';
import { seedRatings } from './support/seedRatings';

let server: Awaited<ReturnType<typeof startServer>>;

/** Signs `name` up over HTTP; its player id. */
async function signUp(name: string): Promise<string> {
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
  return me.id;
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
