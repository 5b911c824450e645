/**
 * The prerendered first screen (issue 44, docs/performance.md 2026-12-07), from the embedded
 * server: the home page, the lobby and a new game of each game arrive as HTML in the language the app will show (the
 * `pw-lang` cookie the app sets, else Accept-Language), compressed, every stylesheet of the
 * first screen inline (no link holds the first paint), the app's scripts fetched only after the
 * first contentful paint; with JavaScript off their
 * words and cards are there; with it on, React hydrates that very HTML (the elements the server
 * sent stay in the page) with no hydration mismatch on the console; a player whose saved language
 * differs from the server's guess gets the page rendered afresh in their language, without error.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DESKTOP, PHONE, startServer } from './support/gameServer';

const STEP = { timeout: 30_000 };

const LANGUAGES = [
  {
    language: 'en',
    acceptLanguage: 'en-GB,en;q=0.9',
    home: ['Play Parallel worlds chess', 'Pocket mutation chess', 'PlunderChess', 'First lesson'],
    lobby: 'Lobby',
    games: ['Pocket mutation chess', 'PlunderChess', 'Parallel worlds chess'],
  },
  {
    language: 'ru',
    acceptLanguage: 'ru-RU,ru;q=0.9,en;q=0.8',
    home: ['Играть в шахматы параллельных миров', 'Первый урок'],
    lobby: 'Лобби',
    games: ['Карманные шахматы с мутацией', 'Шахматы с добычей', 'Шахматы параллельных миров'],
  },
] as const;

/**
 * Remembers, as the HTML is parsed and before any script runs, two elements the server sent: the
 * page's heading and the lobby's bar (the lobby's lazy chunk: the last part hydrated), or on a
 * game page its board's tools.
 */
const markServerElements = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const seen = window as unknown as { __server?: (Element | null)[]; __hidden?: boolean };
      seen.__hidden = getComputedStyle(document.getElementById('root')!).visibility === 'hidden';
      seen.__server = [
        document.querySelector('#root h1'),
        document.querySelector('#root .lobby-bar, #root .board-tools'),
      ];
    });
  });

/**
 * What became of the elements the server sent: 'hydrated' (still in the page, and React's: it
 * keeps its fiber on each DOM node it owns), 'replaced' (rendered afresh), or 'waiting'.
 */
const serverElements = (page: Page) =>
  page.evaluate(() => {
    const sent = (window as unknown as { __server?: (Element | null)[] }).__server ?? [];
    if (sent.length === 0 || sent.some((element) => !element)) return 'missing';
    if (sent.some((element) => !element!.isConnected)) return 'replaced';
    const owned = (element: Element) =>
      Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    return sent.every((element) => owned(element!)) ? 'hydrated' : 'waiting';
  });

/** Whether #root was hidden as the HTML was parsed (a page prerendered for another address or language). */
const hiddenAtFirst = (page: Page) =>
  page.evaluate(() => (window as unknown as { __hidden?: boolean }).__hidden ?? null);

/** The app's scripts were fetched, and none before the HTML's first contentful paint. */
async function expectScriptsAfterPaint(page: Page, address: string) {
  const { painted, scripts } = await page.evaluate(() => ({
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => entry.startTime),
  }));
  expect(painted, address).not.toBeNull();
  expect(scripts.length, address).toBeGreaterThan(0);
  expect(Math.min(...scripts), address).toBeGreaterThanOrEqual(painted!);
}

/** A context with `language` accepted, and the console's errors of its page. */
async function open(browser: Browser, acceptLanguage: string, options = DESKTOP) {
  const context = await browser.newContext({ ...options, locale: acceptLanguage.split(',')[0] });
  await context.setExtraHTTPHeaders({ 'Accept-Language': acceptLanguage });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await markServerElements(page);
  return { page, errors, close: () => context.close() };
}

test.describe('prerender:', () => {
  for (const { language, acceptLanguage, home, lobby } of LANGUAGES) {
    test(`the home page and the lobby in ${language}: served as HTML, hydrated without a mismatch`, async ({
      browser,
      tools,
    }) => {
      const server = await startServer();
      try {
        for (const [address, heading, words] of [
          ['/', 'Parallel Worlds', home],
          ['/?lobby', lobby, [lobby]],
        ] as const) {
          // the HTML as the server sends it: compressed, in the accepted language, varying by it
          const answer = await fetch(`${server.origin}${address}`, {
            headers: {
              Accept: 'text/html',
              'Accept-Language': acceptLanguage,
              'Accept-Encoding': 'br, gzip',
            },
          });
          expect(answer.headers.get('content-encoding'), address).toMatch(/^(br|gzip)$/);
          expect(answer.headers.get('vary'), address).toMatch(/Accept-Language.*Cookie/);
          const html = await answer.text();
          expect(html).toContain(`<html data-address="${address.slice(1)}" lang="${language}" `);
          for (const word of words) expect(html, address).toContain(word);
          // nothing holds the first paint: every stylesheet of the first screen is inline
          // (a shared chunk's link stays only disabled, for Vite's loader)
          expect(html, address).not.toMatch(/<link rel="stylesheet"(?![^>]*\sdisabled)[^>]*>/);

          // JavaScript off: the words and the game cards are on the page
          const still = await browser.newContext({
            ...PHONE,
            javaScriptEnabled: false,
            locale: acceptLanguage.split(',')[0],
          });
          await still.setExtraHTTPHeaders({ 'Accept-Language': acceptLanguage });
          const bare = await still.newPage();
          await bare.goto(`${server.origin}${address}`);
          await expect(bare.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          for (const word of words) await expect(bare.getByText(word).first()).toBeVisible();
          if (address === '/') await expect(bare.locator('.game-card')).toHaveCount(3);
          const name = address === '/' ? 'home' : 'lobby';
          await tools.screenshot(bare, `prerender-${name}-${language}-390-no-js.png`);
          await still.close();

          // JavaScript on: the same elements hydrated, no mismatch reported
          const live = await open(browser, acceptLanguage);
          await live.page.goto(`${server.origin}${address}`);
          await expect(live.page.locator('html')).toHaveAttribute('lang', language);
          await expect.poll(() => serverElements(live.page), STEP).toBe('hydrated');
          await live.page.waitForLoadState('networkidle');
          await expectScriptsAfterPaint(live.page, address);
          await tools.screenshot(live.page, `prerender-${name}-${language}-1280-hydrated.png`);
          expect(live.errors, address).toEqual([]);
          await live.close();
        }
      } finally {
        await server.stop();
      }
    });
  }

  for (const { language, acceptLanguage, games } of LANGUAGES) {
    test(`a new game of each game in ${language}: served as HTML, painted before any script, hydrated with the game in place, then played`, async ({
      browser,
      tools,
    }) => {
      const server = await startServer();
      try {
        const addresses = [
          '?game=pocket-mutation',
          '?game=plunder',
          '?game=parallel-worlds&view=2d',
          '?game=parallel-worlds&view=3d',
        ];
        for (const [index, address] of addresses.entries()) {
          const name = games[Math.min(index, 2)];
          const html = await (
            await fetch(`${server.origin}/${address}`, {
              headers: { Accept: 'text/html', 'Accept-Language': acceptLanguage },
            })
          ).text();
          expect(html).toContain(`<html data-address="${address}" lang="${language}" `);
          expect(html, address).toContain(`>${name}</h1>`);

          const live = await open(browser, acceptLanguage, PHONE);
          await live.page.goto(`${server.origin}/${address}`);
          await expect.poll(() => serverElements(live.page), STEP).toBe('hydrated');
          expect(await hiddenAtFirst(live.page), address).toBe(false);
          // the new game's library id goes into the address; the page the server sent stays
          await expect
            .poll(() => live.page.evaluate(() => location.search), STEP)
            .toMatch(new RegExp(`^\\${address}&id=[\\w-]+$`));
          expect(await serverElements(live.page), address).toBe('hydrated');
          await expectScriptsAfterPaint(live.page, address);
          if (address.includes('worlds')) {
            // the board is the app's: a man picked up shows it (and the 2D/3D switch keeps the id)
            if (address.endsWith('2d')) {
              const pawn = live.page.locator('[data-square="1e2"]');
              await pawn.click();
              await expect(pawn).toHaveAttribute('aria-pressed', 'true', STEP);
            }
            const other = address.endsWith('2d') ? '3D' : '2D';
            await expect(live.page.getByRole('link', { name: other, exact: true })).toHaveAttribute(
              'href',
              /&id=[\w-]+/,
            );
          } else {
            // the board is the app's: a move is played and kept
            await live.page.locator('[data-square="e2"]').click();
            await live.page.locator('[data-square="e4"]').click();
            await expect(live.page.locator('.move-list')).toContainText('e4', STEP);
            await expect(live.page.locator('.save-status')).toHaveAttribute(
              'data-save-state',
              'saved',
              STEP,
            );
          }
          const shot = address.slice(6).replace(/\W+/g, '-');
          await tools.screenshot(live.page, `prerender-game-${shot}-${language}-390.png`);
          expect(live.errors, address).toEqual([]);
          await live.close();
        }
      } finally {
        await server.stop();
      }
    });
  }

  test('a saved language other than the server’s guess, another address or the screen-reader mode: rendered afresh, the HTML hidden meanwhile, no error; the cookie follows', async ({
    browser,
  }) => {
    const server = await startServer();
    try {
      const live = await open(browser, 'en-US,en;q=0.9', PHONE);
      await live.page.addInitScript(() =>
        localStorage.setItem('parallel-worlds.settings', JSON.stringify({ language: 'ru' })),
      );
      await live.page.goto(`${server.origin}/`); // no cookie yet: English HTML
      await expect(live.page.getByRole('link', { name: 'Первый урок' })).toBeVisible(STEP);
      expect(await serverElements(live.page)).toBe('replaced');
      expect(live.errors).toEqual([]);
      expect(await hiddenAtFirst(live.page), 'the English HTML hidden meanwhile').toBe(true);
      const cookies = await live.page.context().cookies();
      expect(cookies.find(({ name }) => name === 'pw-lang')?.value).toBe('ru');
      // the next visit: Russian HTML (the cookie), hydrated
      await live.page.reload();
      await expect(live.page.locator('html')).toHaveAttribute('lang', 'ru');
      await expect.poll(() => serverElements(live.page), STEP).toBe('hydrated');
      await live.page.waitForLoadState('networkidle');
      expect(await hiddenAtFirst(live.page)).toBe(false);
      expect(live.errors).toEqual([]);
      // another address: the home page's HTML (the server's fallback) is never shown for it
      await live.page.goto(`${server.origin}/?rules=plunder`);
      await expect(live.page.locator('.rules-body')).toBeVisible(STEP);
      expect(await hiddenAtFirst(live.page)).toBe(true);
      expect(live.errors).toEqual([]);
      await live.close();

      // the screen-reader mode (its game page differs from the one prerendered): rendered afresh
      const reader = await open(browser, 'en-GB,en;q=0.9', PHONE);
      await reader.page.addInitScript(() =>
        localStorage.setItem('parallel-worlds.settings', JSON.stringify({ screenReader: true })),
      );
      await reader.page.goto(`${server.origin}/?game=plunder`);
      await expect(reader.page.locator('html')).toHaveAttribute('lang', 'en');
      await expect
        .poll(() => reader.page.evaluate(() => location.search), STEP)
        .toMatch(/^\?game=plunder&id=/);
      expect(await serverElements(reader.page)).toBe('replaced');
      expect(await hiddenAtFirst(reader.page)).toBe(true);
      expect(reader.errors).toEqual([]);
      await reader.close();
    } finally {
      await server.stop();
    }
  });
  test('a click on a button before the app is live is held and replayed: the account dialog opens (the lobby)', async ({
    browser,
  }) => {
    const server = await startServer();
    try {
      const early = await open(browser, 'en-GB,en;q=0.9');
      // The app's entry script is held back until the button has been clicked.
      let release: () => void = () => {};
      const clicked = new Promise<void>((resolve) => (release = resolve));
      await early.page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
        await clicked;
        await route.continue();
      });
      // (a module script holds DOMContentLoaded back: the page is clicked as it is parsed)
      await early.page.goto(`${server.origin}/?lobby`, { waitUntil: 'commit' });
      await early.page.locator('.account-button').click();
      expect(await serverElements(early.page), 'clicked before hydration').toBe('waiting');
      release();
      await expect(early.page.getByRole('dialog', { name: 'Account' })).toBeVisible(STEP);
      expect(await serverElements(early.page)).toBe('hydrated');
      expect(early.errors).toEqual([]);
      await early.close();
    } finally {
      await server.stop();
    }
  });
});
