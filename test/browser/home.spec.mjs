// Browser tests of the home page in real Chromium: the three games are shown and open their
// pages, the address opens a game page directly, and this Chromium can create a WebGL2 context
// (the 3D board depends on it; here it is ANGLE on SwiftShader, see docs/toolchain.md); the first
// screen, at 1280×800 and on a phone, in English and Russian, offers a game, the computer, the
// first lesson and, once a game is kept, "Your games".
import assert from 'node:assert/strict';
import { gameReady, typeMoves } from './support/gamePage.mjs';

const FIRST_SCREEN = [
  [
    1280,
    800,
    'en',
    'Play Parallel worlds chess',
    'Play the computer',
    'First lesson',
    'Your games',
  ],
  [
    390,
    844,
    'ru',
    'Играть в шахматы параллельных миров',
    'Играть с компьютером',
    'Первый урок',
    'Ваши партии',
  ],
];

const GAME_NAMES = ['Parallel worlds chess', 'Pocket mutation chess', 'PlunderChess'];

export default [
  ...FIRST_SCREEN.map(([width, height, language, play, computer, lesson, kept]) => ({
    name: `the first screen at ${width}×${height} (${language}): a game, the computer, a lesson, your games`,
    async fn(page, baseUrl, tools) {
      await page.setViewportSize({ width, height });
      await page.addInitScript((lang) => {
        if (!localStorage.getItem('parallel-worlds.settings'))
          localStorage.setItem('parallel-worlds.settings', JSON.stringify({ language: lang }));
      }, language);
      await page.goto(`${baseUrl}?game=plunder`);
      await gameReady(page);
      await typeMoves(page, ['e4']); // a game kept in the library
      await page.goto(baseUrl);
      const onFirstScreen = async (locator, what) => {
        await locator.waitFor();
        const box = await locator.boundingBox();
        assert.ok(box && box.y + Math.min(box.height, 40) <= height, `${what} at y ${box?.y}`);
      };
      await onFirstScreen(page.getByRole('button', { name: play, exact: true }), play);
      await onFirstScreen(
        page.getByRole('button', { name: computer, exact: true }).first(),
        computer,
      );
      await onFirstScreen(page.getByRole('link', { name: lesson, exact: true }), lesson);
      await onFirstScreen(page.getByRole('heading', { name: kept }), kept);
      await tools.screenshot(page, `home-first-screen-${width}-${language}.png`);
      await page.getByRole('link', { name: lesson, exact: true }).click();
      await page.waitForFunction(() => window.location.search.startsWith('?learn=pw-'));
    },
  })),
  {
    name: 'home page shows the three games; Parallel worlds opens its page',
    async fn(page, baseUrl, tools) {
      await page.goto(baseUrl);
      await page.getByRole('heading', { level: 1, name: 'Parallel Worlds' }).waitFor();
      for (const name of GAME_NAMES) {
        await page.getByRole('link', { name, exact: true }).waitFor();
      }
      await tools.screenshot(page, 'home.png', { fullPage: true });

      await page.getByRole('link', { name: 'Parallel worlds chess', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Parallel worlds chess' }).waitFor();
      // The card opens the game in the player's preferred view (3D unless set otherwise).
      assert.match(new URL(page.url()).search, /^\?game=parallel-worlds(&view=3d)?&id=[\w-]+$/);
      await page.waitForFunction(() => typeof window.__test?.fen === 'function');
      await tools.screenshot(page, 'game-parallel-worlds.png');

      await page.getByRole('link', { name: /Back to games/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Parallel Worlds' }).waitFor();
    },
  },
  {
    name: 'a WebGL2 context can be created',
    async fn(page, baseUrl, tools) {
      await page.goto(baseUrl);
      const info = await page.evaluate(() => {
        const gl = document.createElement('canvas').getContext('webgl2');
        if (!gl) return null;
        const debug = gl.getExtension('WEBGL_debug_renderer_info');
        return {
          renderer: gl.getParameter(debug ? debug.UNMASKED_RENDERER_WEBGL : gl.RENDERER),
          version: gl.getParameter(gl.VERSION),
        };
      });
      assert.ok(info, 'getContext("webgl2") returned null');
      tools.log(`WebGL2 renderer: ${info.renderer} (${info.version})`);
    },
  },
  {
    name: '?game=plunder opens the PlunderChess page directly',
    async fn(page, baseUrl) {
      await page.goto(`${baseUrl}?game=plunder`);
      await page.getByRole('heading', { level: 1, name: 'PlunderChess' }).waitFor();
      await page.getByRole('link', { name: /Back to games/ }).waitFor();
      assert.equal(await page.title(), 'PlunderChess · Parallel Worlds');
    },
  },
];
