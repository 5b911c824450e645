// Browser tests of accounts, players' pages and the archive (issue 42, docs/online.md). The
// pages' states (errors, rate limits, a player with many games) are answered with Playwright's
// `page.route` (fixtures below, the contract's shapes) on `vite preview`, where no game server
// answers — the one real answer there is "no game server", checked as it is. The library's mark
// of a game played online, and the whole flow (sign up, play by link with both names shown, find
// the game on both players' pages and by its id), run against a real embedded server. Screenshots
// of the account
// dialog, a player's page and an archived game, English and Russian, 1280×800 and 390×844:
// reports/screenshots/account-*.png, player-*.png and archive-*.png.
import type { Page, Route } from '@playwright/test';
import { expect, pictureTest, test } from './fixtures';
import { twoAccounts } from './support/accounts';
import { freshPage, startServer } from './support/gameServer';
import { archivedGame } from '../unit/support/archivedGame';

const GAME_ID = 'Xy3_9kQpLm2a';

const archived = archivedGame;

const GAMES = [
  archived(),
  archived({
    gameId: 'Ab3_9kQpLm2a',
    variant: 'pocket-mutation',
    white: 'carol',
    black: 'alice',
    result: '1/2-1/2',
  }),
  archived({ gameId: 'Cd3_9kQpLm2a', black: 'dave', result: '0-1', rated: true }),
];

const json = (route: Route, status: number, body: unknown, headers: Record<string, string> = {}) =>
  route.fulfill({ status, contentType: 'application/json', headers, body: JSON.stringify(body) });

/** Answers the player and archive routes for alice (and 404 for anyone else). */
async function archiveRoutes(page: Page) {
  await page.route('**/api/players/**', (route) => {
    const url = new URL(route.request().url());
    const [, , , name, games] = url.pathname.split('/');
    if (name !== 'alice') return json(route, 404, { error: 'no-such-player' });
    if (games === 'games') return json(route, 200, GAMES);
    return json(route, 200, {
      name: 'alice',
      createdAt: '2026-11-02T10:00:00.000Z',
      games: { plunder: 2, 'pocket-mutation': 1 },
    });
  });
  await page.route(`**/api/games/${GAME_ID}`, (route) => json(route, 200, archived()));
}

/** A server's account routes for one browser: who it is, and what sign-up and log-in answer. */
async function accountRoutes(
  page: Page,
  answers: { signUp: Array<[number, unknown, Record<string, string>?]> },
) {
  let me = { id: 'anon-1', name: 'Brave-Otter-12', account: false };
  await page.route('**/api/me', (route) => json(route, 200, me));
  await page.route('**/api/account', (route) => {
    const [status, body, headers] = answers.signUp.shift() ?? [500, null];
    if (status === 201)
      me = {
        id: 'anon-1',
        name: (route.request().postDataJSON() as { name: string }).name,
        account: true,
      };
    return json(route, status, body, headers);
  });
  await page.route('**/api/session', (route) => {
    if (route.request().method() === 'DELETE')
      me = { id: 'anon-2', name: 'Quiet-Heron-3', account: false };
    return json(route, 200, {});
  });
}

const me = (page: Page) => page.evaluate(() => window.__test?.me?.() ?? null);

test.describe('accounts:', () => {
  test('the account dialog: anonymous, sign-up refusals worded, signed up, logged out', async ({
    page,
    app,
  }) => {
    await accountRoutes(page, {
      signUp: [
        [409, { error: 'name-taken' }],
        [429, { error: 'rate-limited' }, { 'Retry-After': '30' }],
        [201, { id: 'anon-1', name: 'alice', account: true }],
      ],
    });
    await app.open('game=plunder');
    const bar = page.locator('.account-button');
    await expect(bar).toHaveText('Log in');
    expect(await me(page), 'nothing asked of the server before the dialog opens').toBeNull();
    await bar.click();
    const dialog = page.getByRole('dialog', { name: 'Account' });
    await expect(dialog).toContainText('You play as Brave-Otter-12');
    await expect(bar).toHaveText('Brave-Otter-12 · Log in');
    expect(await me(page)).toEqual({ name: 'Brave-Otter-12', account: false });

    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await dialog.getByLabel('Name').fill('no spaces');
    await dialog.getByLabel('Password').fill('correct horse');
    const send = dialog.locator('button[type="submit"]');
    await send.click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'A name is 3 to 20 letters (A–Z), digits, _ or -.',
    );
    await dialog.getByLabel('Name').fill('alice');
    await send.click();
    await expect(dialog.getByRole('alert')).toHaveText('That name is taken: choose another.');
    await send.click();
    await expect(dialog.getByRole('alert')).toHaveText('Too many tries. Try again in 30 s.');
    await send.click();
    await expect(dialog.getByRole('status')).toHaveText(
      'Welcome, alice! Your games are kept under this name.',
    );
    await expect(bar).toHaveText('alice');
    expect(await me(page)).toEqual({ name: 'alice', account: true });

    await dialog.getByRole('button', { name: 'Log out' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'Logged out. You play as Quiet-Heron-3 now.',
    );
    expect(await me(page)).toEqual({ name: 'Quiet-Heron-3', account: false });
  });

  test('in Russian, a wrong password is worded in Russian', async ({ page, app }) => {
    await page.addInitScript(() =>
      localStorage.setItem('parallel-worlds.settings', JSON.stringify({ language: 'ru' })),
    );
    await page.route('**/api/me', (route) =>
      json(route, 200, { id: 'a', name: 'Brave-Otter-12', account: false }),
    );
    await page.route('**/api/session', (route) => json(route, 401, { error: 'bad-credentials' }));
    await app.open('game=plunder');
    await page.locator('.account-button').click();
    const dialog = page.getByRole('dialog', { name: 'Учётная запись' });
    await dialog.getByRole('button', { name: 'Войти' }).click();
    await dialog.getByLabel('Имя').fill('alice');
    await dialog.getByLabel('Пароль').fill('not the one');
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.getByRole('alert')).toHaveText('Неверное имя или пароль.');
  });

  test('without a game server the dialog says so', async ({ page, app }) => {
    await app.open('game=plunder');
    await page.locator('.account-button').click();
    await expect(page.getByRole('dialog', { name: 'Account' })).toContainText(
      'No game server answers here, so there are no accounts.',
    );
    expect(await me(page)).toBeNull();
  });

  test("a player's page: joined, games per game, the latest games searched, the record file", async ({
    page,
    app,
  }) => {
    await archiveRoutes(page);
    await page.goto(`${app.url}?player=alice`);
    await expect(page.getByRole('heading', { name: 'alice', level: 1 })).toBeVisible();
    await expect(page.getByText('Joined November 2, 2026')).toBeVisible();
    await expect(page.locator('[data-count="plunder"]')).toContainText('2 games');
    await expect(page.locator('[data-count="pocket-mutation"]')).toContainText('1 game');
    const list = page.locator('[data-archived]');
    await expect(list).toHaveCount(3);
    await expect(list.first()).toContainText('against bob');
    await expect(list.first()).toContainText('Won (1-0)');
    await expect(page.locator('[data-record-file]')).toHaveAttribute(
      'href',
      /\/api\/players\/alice\/games\?max=\d+&format=pgn$/,
    );

    const search = page.getByRole('search');
    await search.getByLabel('Opponent').fill('DA');
    await expect(list).toHaveCount(1);
    await expect(list.first()).toContainText('Lost (0-1)');
    await search.getByLabel('Opponent').fill('');
    await search.getByLabel('Result').selectOption('draw');
    await expect(list).toHaveCount(1);
    await expect(list.first()).toContainText('against carol');
    await search.getByLabel('Result').selectOption('');
    await search.getByLabel('Game').selectOption('plunder');
    await expect(list).toHaveCount(2);
    await expect(page.locator('[data-shown]')).toHaveText(/2 of 3 games/);

    const analyse = list.first().getByRole('link', { name: 'Analyse' });
    await expect(analyse).toHaveAttribute('href', '?analyse=plunder&moves=e2e4,e7e5,g1f3');
    await list.first().getByRole('link', { name: 'Replay' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?game=${GAME_ID}$`));
  });

  test('an archived game replays read-only with its players named in the record', async ({
    page,
    app,
  }) => {
    await archiveRoutes(page);
    await app.open(`game=${GAME_ID}&view=2d`);
    await expect(page.locator('[data-player-name="white"]')).toHaveText('alice');
    await expect(page.locator('[data-player-name="black"]')).toHaveText('bob');
    const record = await app.record();
    expect(record).toContain('[White "alice"]');
    expect(record).toContain('[Black "bob"]');
    expect(await app.fen()).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2');
    // both sides are played elsewhere: the board takes no move
    const before = await app.fen();
    await page.locator('[data-square="d7"]').click();
    await page.locator('[data-square="d6"]').click();
    expect(await app.fen()).toBe(before);
  });

  test('an unknown player, and a game the archive does not have, are said so', async ({
    page,
    app,
  }) => {
    await archiveRoutes(page);
    await page.route('**/api/games/Zz3_9kQpLm2a', (route) =>
      json(route, 404, { error: 'no-such-game' }),
    );
    await page.goto(`${app.url}?player=nobody`);
    await expect(page.getByRole('alert')).toHaveText('There is no player called “nobody”.');
    await page.goto(`${app.url}?game=Zz3_9kQpLm2a`);
    await expect(page.getByRole('alert')).toHaveText(
      'There is no finished game “Zz3_9kQpLm2a” on the game server.',
    );
  });

  test('the library marks a game played online as also on the server, with the link to its replay', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const server = await startServer();
    const friend = await freshPage(page);
    try {
      await page.goto(`${server.origin}/?online=new&game=plunder&view=2d`);
      const seatLink = await page.locator('[data-invite-link]').getAttribute('data-invite-link');
      await friend.page.goto(seatLink!.replace('#', '&view=2d#'));
      await expect
        .poll(() => friend.page.evaluate(() => window.__test?.online?.()?.connected ?? false))
        .toBe(true);
      const room = await page.evaluate(() => window.__test!.online()!.room);
      await page.locator('[data-square="e2"]').click();
      await page.locator('[data-square="e4"]').click();
      await expect
        .poll(() => friend.page.evaluate(() => window.__test?.fen?.() ?? ''))
        .toContain(' b ');
      await page.goto(`${server.origin}/`);
      const mark = page.locator(`[data-on-server="${room}"]`);
      await expect(mark).toHaveText('Also on the game server: replay it from there');
      await expect(mark).toHaveAttribute('href', `?game=${room}`);
    } finally {
      await friend.close();
      await server.stop();
    }
  });

  // Switch on when the server's account, player and archive routes and the room's seat names
  // have landed (issue 42): nothing here is answered by page.route.
  test('end to end: sign up, play by link with names shown, find the game on both pages, restart, log in', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { server, friend, alice, bob, close } = await twoAccounts(page, '/?game=plunder');
    try {
      await page.goto(`${server.origin}/?online=new&game=plunder&view=2d`);
      const seatLink = await page.locator('[data-invite-link]').getAttribute('data-invite-link');
      await friend.page.goto(seatLink!.replace('#', '&view=2d#'));
      for (const [p, other] of [
        [page, bob],
        [friend.page, alice],
      ] as const)
        await expect
          .poll(() => p.evaluate(() => window.__test?.online?.()?.opponent ?? null))
          .toEqual({ name: other, rating: null, provisional: false }); // a casual game, no ratings yet
      await expect(page.locator('[data-player-name="white"]')).toHaveText(alice);
      await expect(page.locator('[data-player-name="black"]')).toHaveText(bob);
      const room = await page.evaluate(() => window.__test!.online()!.room);
      await page.locator('[data-square="e2"]').click();
      await page.locator('[data-square="e4"]').click();
      await expect
        .poll(() => friend.page.evaluate(() => window.__test?.fen?.() ?? ''))
        .toContain(' b ');
      await friend.page.getByRole('button', { name: 'Resign' }).click();
      await friend.page.getByRole('button', { name: 'Yes, resign' }).click();
      await expect
        .poll(() => page.evaluate(() => window.__test!.record()))
        .toMatch(new RegExp(`\\[Black "${bob}"\\][^]*\\[Result "1-0"\\]`));
      for (const name of [alice, bob]) {
        await page.goto(`${server.origin}/?player=${name}`);
        await expect(page.locator(`[data-archived="${room}"]`)).toBeVisible();
      }
      await page.goto(`${server.origin}/?game=${room}`);
      await expect(page.locator('[data-player-name="white"]')).toHaveText(alice);

      // the server stopped and started again: the game, the names and the log-in are all there
      await server.restart();
      await page.goto(`${server.origin}/?player=${bob}`);
      await expect(page.locator(`[data-archived="${room}"]`)).toBeVisible();
      await page.goto(`${server.origin}/?game=${room}`);
      await expect(page.locator('[data-player-name="black"]')).toHaveText(bob);
      await page.locator('.account-button').click();
      const dialog = page.getByRole('dialog', { name: 'Account' });
      await expect(dialog).toContainText(alice); // still logged in: the session outlived the process
      await dialog.getByRole('button', { name: 'Log out' }).click();
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await dialog.getByLabel('Name').fill(alice);
      await dialog.getByLabel('Password').fill('a good long password');
      await dialog.locator('button[type="submit"]').click();
      await expect
        .poll(() => page.evaluate(() => window.__test?.me?.() ?? null))
        .toEqual({ name: alice, account: true });
    } finally {
      await close();
    }
  });
});

test.describe('accounts pictures:', () => {
  for (const language of ['en', 'ru'] as const)
    for (const [size, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', { width: 390, height: 844 }],
    ] as const)
      pictureTest(
        `the account dialog and a player's page, ${language}, ${size}`,
        async ({ page, app, tools }) => {
          await page.setViewportSize(viewport);
          await page.addInitScript(
            (lang) =>
              localStorage.setItem('parallel-worlds.settings', JSON.stringify({ language: lang })),
            language,
          );
          await archiveRoutes(page);
          await accountRoutes(page, { signUp: [[409, { error: 'name-taken' }]] });
          await page.goto(`${app.url}?player=alice`);
          await expect(page.locator('[data-archived]')).toHaveCount(3);
          await tools.screenshot(page, `player-${language}-${size}.png`, { fullPage: true });
          await page.locator('.account-button').click();
          const dialog = page.getByRole('dialog');
          await dialog.locator('[data-account-choice="signUp"]').click();
          await dialog.locator('input[name="name"]').fill('alice');
          await dialog.locator('input[name="password"]').fill('correct horse');
          await dialog.locator('button[type="submit"]').click();
          await expect(dialog.getByRole('alert')).toBeVisible();
          await tools.screenshot(page, `account-${language}-${size}.png`);
          await dialog.locator('.dialog-actions button[type="button"]').last().click();
          await page.locator('[data-archived]').first().locator('a').first().click();
          await expect(page.locator('[data-player-name="white"]')).toHaveText('alice');
          await tools.screenshot(page, `archive-${language}-${size}.png`);
        },
      );
});
