// Browser tests of timed games (src/rules/clock.ts, src/game/session.ts, ClockPanel.tsx), on a
// fake page clock (Playwright's `page.clock`), so nothing waits in real time: a game started from
// `clock=0.05+0` (three seconds each) flags the side to move, which loses, and the record says so;
// a 5+3 game reloaded in the middle goes on from the stored times, not from the base time; and
// the clocks are drawn beside the board in English and Russian (screenshots reports/screenshots/clock-*.png).
import type { Page } from '@playwright/test';
import { type App, expect, test } from './fixtures';
import { gameReady, typeMoves } from './support/gamePage';

/** The timed game's clocks (`window.__test.clock()`), which a timed game has. */
async function clock(page: Page) {
  const clocks = await page.evaluate(() => window.__test!.clock());
  expect(clocks, 'the game is timed').not.toBeNull();
  return clocks!;
}

/** Opens a timed game of PlunderChess on the flat board, on a fake clock. */
async function openTimed(page: Page, app: App, control: string, language = 'en') {
  await page.clock.install();
  await page.addInitScript((lang) => {
    localStorage.setItem('parallel-worlds.settings', JSON.stringify({ language: lang }));
  }, language);
  await app.open(`game=plunder&view=2d&clock=${control}`);
}

test.describe('clock:', () => {
  test('a timed game flags: the side to move loses on time, and the record says so', async ({
    page,
    app,
    tools,
  }) => {
    await openTimed(page, app, '0.05+0');
    expect(await clock(page)).toEqual({
      white: 3000,
      black: 3000,
      running: null,
      increment: 0,
    });
    await typeMoves(page, ['e4', 'e5']); // the clocks start after both first moves
    expect((await clock(page)).running).toBe('white');
    await page.clock.runFor(1500);
    const half = await clock(page);
    expect(half.white, 'White’s time left (ms)').toBeLessThanOrEqual(1500);
    expect(half.white, 'White’s time left (ms)').toBeGreaterThan(0);
    await tools.screenshot(page, 'clock-low-1280.png');
    await page.clock.runFor(2000);
    await expect.poll(async () => (await clock(page)).white).toBe(0);
    const text = await app.record();
    expect(text).toMatch(/\[TimeControl "3\+0"\]/);
    expect(text).toMatch(/\[Termination "timeout"\]/);
    expect(text).toMatch(/flag 0-1/);
    await expect(page.locator('.game-over')).toBeVisible();
    expect((await clock(page)).running).toBeNull();
    await tools.screenshot(page, 'clock-flagged-1280.png');
    tools.log('White flagged after 3 s of fake time: 0-1 on time');
  });

  test('a timed game reloaded mid-game goes on from the stored times', async ({
    page,
    app,
    tools,
  }) => {
    await openTimed(page, app, '5+3', 'ru');
    await typeMoves(page, ['e4', 'e5']);
    await page.clock.runFor(20_000);
    await typeMoves(page, ['Nf3']); // White: 300 − 20 + 3 s
    await page.clock.runFor(10_000);
    await typeMoves(page, ['Nc6']); // Black: 300 − 10 + 3 s
    await expect(page.locator('.save-status[data-save-state="saved"]')).toBeVisible();
    await expect(page).toHaveURL(/clock=5\+3/);
    await page.reload();
    await gameReady(page);
    // the fake clock also flows with real time: the typing took a second or two
    const near = (ms: number, wanted: number) => {
      expect(ms).toBeLessThanOrEqual(wanted);
      expect(ms).toBeGreaterThan(wanted - 3000);
    };
    const after = await clock(page);
    near(after.white, 283_000);
    near(after.black, 293_000);
    expect(after.running).toBe('white');
    await page.clock.runFor(5_000);
    const later = await clock(page);
    near(later.white, after.white - 5_000 + 500);
    expect(later.black).toBe(after.black);
    await expect(page.locator('.clock-panel')).toContainText(/4:3\d/, { useInnerText: true });
    await tools.screenshot(page, 'clock-reloaded-ru-1280.png');
    tools.log(`after the reload: White ${later.white} ms, Black ${later.black} ms`);
  });

  test('the clocks move nothing: the board stands where an untimed game has it, at three sizes, in English and Russian', async ({
    page,
    app,
    tools,
  }) => {
    await page.goto(app.url);
    /** The first element's box as 'x,y,width,height' in whole pixels, null if not shown. */
    const box = async (selector: string) => {
      const b = await page.locator(selector).first().boundingBox();
      return b && [b.x, b.y, b.width, b.height].map(Math.round).join(',');
    };
    for (const [width, height] of [
      [1280, 800],
      [1920, 1080],
      [390, 844],
    ] as const) {
      for (const language of ['en', 'ru']) {
        await page.setViewportSize({ width, height });
        await page.evaluate(
          (lang) =>
            localStorage.setItem('parallel-worlds.settings', JSON.stringify({ language: lang })),
          language,
        );
        await app.open('game=plunder&view=2d');
        const untimed = await box('.board-area svg');
        await app.open('game=plunder&view=2d&clock=10+0');
        await expect(page.locator('.clock-panel')).toBeVisible();
        expect(await box('.board-area svg'), `${width}×${height} ${language}`).toBe(untimed);
        const panel = await box('.clock-panel'); // 10:00
        await app.open('game=plunder&view=2d&clock=0.15+0');
        await expect(page.locator('.clock-panel')).toBeVisible(); // 0:09.0, in tenths
        expect(await box('.clock-panel'), 'the panel keeps its size').toBe(panel);
        expect(await box('.board-area svg')).toBe(untimed);
        await tools.screenshot(page, `clock-${language}-${width}.png`);
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await app.open('game=parallel-worlds&view=3d&clock=3+2');
    await expect(page.locator('.clock-panel')).toBeVisible();
    await tools.screenshot(page, 'clock-3d-1280.png');
    tools.log('board boxes equal timed and untimed at 1280×800, 1920×1080, 390×844 (en, ru)');
  });
});
