// Browser tests of timed games (src/rules/clock.ts, src/game/session.ts, ClockPanel.tsx), on a
// fake page clock (Playwright's `page.clock`), so nothing waits in real time: a game started from
// `clock=0.05+0` (three seconds each) flags the side to move, which loses, and the record says so;
// a 5+3 game reloaded in the middle goes on from the stored times, not from the base time; and
// the clocks are drawn beside the board in English and Russian (screenshots reports/screenshots/clock-*.png).
import assert from 'node:assert/strict';
import { gameReady, record, typeMoves } from './support/gamePage.mjs';

const clock = (page) => page.evaluate(() => window.__test.clock());

/** Opens a timed game of PlunderChess on the flat board, on a fake clock. */
async function openTimed(page, baseUrl, control, language = 'en') {
  await page.clock.install();
  await page.addInitScript((lang) => {
    localStorage.setItem('parallel-worlds.settings', JSON.stringify({ language: lang }));
  }, language);
  await page.goto(`${baseUrl}?game=plunder&view=2d&clock=${control}`);
  await gameReady(page);
}

export default [
  {
    name: 'a timed game flags: the side to move loses on time, and the record says so',
    fn: async (page, baseUrl, tools) => {
      await openTimed(page, baseUrl, '0.05+0');
      assert.deepEqual(await clock(page), {
        white: 3000,
        black: 3000,
        running: null,
        increment: 0,
      });
      await typeMoves(page, ['e4', 'e5']); // the clocks start after both first moves
      assert.equal((await clock(page)).running, 'white');
      await page.clock.runFor(1500);
      const half = await clock(page);
      assert.ok(half.white <= 1500 && half.white > 0, `White has ${half.white} ms`);
      await tools.screenshot(page, 'clock-low-1280.png');
      await page.clock.runFor(2000);
      await page.waitForFunction(() => window.__test.clock().white === 0);
      const text = await record(page);
      assert.match(text, /\[TimeControl "3\+0"\]/);
      assert.match(text, /\[Termination "timeout"\]/);
      assert.match(text, /flag 0-1/);
      await page.locator('.game-over').waitFor();
      assert.equal((await clock(page)).running, null);
      await tools.screenshot(page, 'clock-flagged-1280.png');
      tools.log('White flagged after 3 s of fake time: 0-1 on time');
    },
  },
  {
    name: 'a timed game reloaded mid-game goes on from the stored times',
    fn: async (page, baseUrl, tools) => {
      await openTimed(page, baseUrl, '5+3', 'ru');
      await typeMoves(page, ['e4', 'e5']);
      await page.clock.runFor(20_000);
      await typeMoves(page, ['Nf3']); // White: 300 − 20 + 3 s
      await page.clock.runFor(10_000);
      await typeMoves(page, ['Nc6']); // Black: 300 − 10 + 3 s
      await page.locator('.save-status[data-save-state="saved"]').waitFor();
      assert.match(await page.url(), /clock=5\+3/);
      await page.reload();
      await gameReady(page);
      // the fake clock also flows with real time: the typing took a second or two
      const near = (ms, wanted) => assert.ok(ms <= wanted && ms > wanted - 3000, `${ms} ms`);
      const after = await clock(page);
      near(after.white, 283_000);
      near(after.black, 293_000);
      assert.equal(after.running, 'white');
      await page.clock.runFor(5_000);
      const later = await clock(page);
      near(later.white, after.white - 5_000 + 500);
      assert.equal(later.black, after.black);
      assert.match(await page.locator('.clock-panel').innerText(), /4:3\d/);
      await tools.screenshot(page, 'clock-reloaded-ru-1280.png');
      tools.log(`after the reload: White ${later.white} ms, Black ${later.black} ms`);
    },
  },
  {
    name: 'the clocks move nothing: the board stands where an untimed game has it, at three sizes, in English and Russian',
    fn: async (page, baseUrl, tools) => {
      await page.goto(baseUrl);
      const box = async (selector) => {
        const b = await page.locator(selector).first().boundingBox();
        return b && [b.x, b.y, b.width, b.height].map(Math.round).join(',');
      };
      for (const [width, height] of [
        [1280, 800],
        [1920, 1080],
        [390, 844],
      ]) {
        for (const language of ['en', 'ru']) {
          await page.setViewportSize({ width, height });
          await page.evaluate(
            (lang) =>
              localStorage.setItem('parallel-worlds.settings', JSON.stringify({ language: lang })),
            language,
          );
          await page.goto(`${baseUrl}?game=plunder&view=2d`);
          await gameReady(page);
          const untimed = await box('.board-area svg');
          await page.goto(`${baseUrl}?game=plunder&view=2d&clock=10+0`);
          await gameReady(page);
          await page.locator('.clock-panel').waitFor();
          assert.equal(await box('.board-area svg'), untimed, `${width}×${height} ${language}`);
          const panel = await box('.clock-panel'); // 10:00
          await page.goto(`${baseUrl}?game=plunder&view=2d&clock=0.15+0`);
          await gameReady(page);
          await page.locator('.clock-panel').waitFor(); // 0:09.0, in tenths
          assert.equal(await box('.clock-panel'), panel, 'the panel keeps its size');
          assert.equal(await box('.board-area svg'), untimed);
          await tools.screenshot(page, `clock-${language}-${width}.png`);
        }
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${baseUrl}?game=parallel-worlds&view=3d&clock=3+2`);
      await gameReady(page);
      await page.locator('.clock-panel').waitFor();
      await tools.screenshot(page, 'clock-3d-1280.png');
      tools.log('board boxes equal timed and untimed at 1280×800, 1920×1080, 390×844 (en, ru)');
    },
  },
];
