// Browser tests of the home page in real Chromium: the three games are shown and open their
// pages, the address opens a game page directly, and this Chromium can create a WebGL2 context
// (the 3D board depends on it; here it is ANGLE on SwiftShader, see docs/toolchain.md); the first
// screen, at 1280×800 and on a phone, in English and Russian, offers a game, the computer, the
// first lesson and, once a game is kept, "Your games".
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { typeMoves } from './support/gamePage';

const FIRST_SCREEN = [
  {
    width: 1280,
    height: 800,
    language: 'en',
    play: 'Play Parallel worlds chess',
    computer: 'Play the computer',
    lesson: 'First lesson',
    kept: 'Your games',
  },
  {
    width: 390,
    height: 844,
    language: 'ru',
    play: 'Играть в шахматы параллельных миров',
    computer: 'Играть с компьютером',
    lesson: 'Первый урок',
    kept: 'Ваши партии',
  },
];

const GAME_NAMES = ['Parallel worlds chess', 'Pocket mutation chess', 'PlunderChess'];

test.describe('home:', () => {
  for (const { width, height, language, play, computer, lesson, kept } of FIRST_SCREEN) {
    test(`the first screen at ${width}×${height} (${language}): a game, the computer, a lesson, your games`, async ({
      page,
      app,
      tools,
    }) => {
      await page.setViewportSize({ width, height });
      await page.addInitScript((lang) => {
        if (!localStorage.getItem('parallel-worlds.settings'))
          localStorage.setItem('parallel-worlds.settings', JSON.stringify({ language: lang }));
      }, language);
      await app.open({ game: 'plunder' });
      await typeMoves(page, ['e4']); // a game kept in the library
      await page.goto(app.url);
      const onFirstScreen = async (locator: Locator) => {
        await expect(locator).toBeVisible();
        const box = await locator.boundingBox();
        expect(box, 'on the page').not.toBeNull();
        expect(
          box!.y + Math.min(box!.height, 40),
          'bottom on the first screen',
        ).toBeLessThanOrEqual(height);
      };
      await onFirstScreen(page.getByRole('button', { name: play, exact: true }));
      await onFirstScreen(page.getByRole('button', { name: computer, exact: true }).first());
      await onFirstScreen(page.getByRole('link', { name: lesson, exact: true }));
      await onFirstScreen(page.getByRole('heading', { name: kept }));
      // the controls are styled by the shell, not by the lazy game page this load never opened
      expect(
        await page
          .getByRole('button', { name: play, exact: true })
          .evaluate((button) => getComputedStyle(button).borderTopLeftRadius),
      ).toBe('10px');
      await tools.screenshot(page, `home-first-screen-${width}-${language}.png`);
      await page.getByRole('link', { name: lesson, exact: true }).click();
      await expect(page).toHaveURL(/\?learn=pw-/);
    });
  }

  // Issue 44: Lighthouse measured a layout shift of 0.172 (mobile) and 0.103 (desktop) on the home
  // page: the lobby's lazy chunk came in above the game cards and pushed them down. Chromium's
  // Layout Instability API adds up the shifts of a fresh visit (no games kept, no identity: what
  // Lighthouse sees) until the lazy parts have come; 0.1 is "good", this asks for less than 0.05.
  // A returning player's "Your games" (read from IndexedDB after the first paint) keeps the
  // height it had on the last visit at this width, so it pushes nothing either.
  for (const { width, height, returning } of [
    { width: 390, height: 844, returning: false },
    { width: 1280, height: 800, returning: false },
    { width: 390, height: 844, returning: true },
    { width: 1280, height: 800, returning: true },
  ]) {
    test(`the home page does not shift its layout at ${width}×${height}${returning ? ', a returning player with games kept' : ''}`, async ({
      page,
      app,
    }) => {
      await page.setViewportSize({ width, height });
      if (returning) {
        for (const game of ['plunder', 'pocket-mutation']) {
          await app.open({ game });
          await typeMoves(page, ['e4']); // a game kept in the library
        }
        await page.goto(app.url); // the last visit: "Your games" shown, its height kept
        await expect(page.locator('.library-card')).toHaveCount(2);
      }
      await page.addInitScript(() => {
        const shifts: { value: number; sources: string[] }[] = [];
        (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node | null }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            shifts.push({
              value: entry.value,
              sources: (entry.sources ?? []).map((source) =>
                source.node instanceof Element
                  ? `${source.node.tagName.toLowerCase()}.${source.node.className}`
                  : String(source.node?.nodeName),
              ),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(app.url);
      // the lazy lobby has come (it says what the server answered, or that none answers here)
      await expect(page.locator('.home-lobby .lobby')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
      );
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, `the layout shifts: ${JSON.stringify(shifts)}`).toBeLessThan(0.05);
    });
  }

  test('home page shows the three games; Parallel worlds opens its page', async ({
    page,
    app,
    tools,
  }) => {
    await page.goto(app.url);
    await expect(page.getByRole('heading', { level: 1, name: 'Parallel Worlds' })).toBeVisible();
    for (const name of GAME_NAMES) {
      await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await tools.screenshot(page, 'home.png', { fullPage: true });

    await page.getByRole('link', { name: 'Parallel worlds chess', exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Parallel worlds chess' }),
    ).toBeVisible();
    // The card opens the game in the player's preferred view (3D unless set otherwise).
    await expect(page).toHaveURL(/\/\?game=parallel-worlds(&view=3d)?&id=[\w-]+$/);
    await page.waitForFunction(() => typeof window.__test?.fen === 'function');
    await tools.screenshot(page, 'game-parallel-worlds.png');

    await page.getByRole('link', { name: /Back to games/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Parallel Worlds' })).toBeVisible();
  });

  test('a WebGL2 context can be created', async ({ page, app, tools }) => {
    await page.goto(app.url);
    const info = await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl2');
      if (!gl) return null;
      const debug = gl.getExtension('WEBGL_debug_renderer_info');
      return {
        renderer: String(gl.getParameter(debug ? debug.UNMASKED_RENDERER_WEBGL : gl.RENDERER)),
        version: String(gl.getParameter(gl.VERSION)),
      };
    });
    expect(info, 'getContext("webgl2") returned null').not.toBeNull();
    tools.log(`WebGL2 renderer: ${info!.renderer} (${info!.version})`);
  });

  test('?game=plunder opens the PlunderChess page directly', async ({ page, app }) => {
    await page.goto(`${app.url}?game=plunder`);
    await expect(page.getByRole('heading', { level: 1, name: 'PlunderChess' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Back to games/ })).toBeVisible();
    await expect(page).toHaveTitle('PlunderChess · Parallel Worlds');
  });
});

test.describe('fixtures:', () => {
  test('an uncaught error in the page fails the test', async ({ page, app }) => {
    test.fail(); // the `pageErrors` fixture must turn this page's error into a failure
    await page.goto(app.url);
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('a page error');
      }),
    );
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
  });
});
