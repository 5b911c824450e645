// Browser tests of the home page in real Chromium: the three games are shown and open their
// pages, the address opens a game page directly, and this Chromium can create a WebGL2 context
// (the 3D board depends on it; here it is ANGLE on SwiftShader, see docs/toolchain.md).
import assert from 'node:assert/strict';

const GAME_NAMES = ['Parallel worlds chess', 'Pocket mutation chess', 'PlunderChess'];

export default [
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
