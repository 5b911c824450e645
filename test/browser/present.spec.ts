// Browser tests of presenter mode (`?present`): the clicker's keys move through the shipped
// playlist (F5 starts it without reloading the page), the idle reset returns to the attract loop
// and dispatches `pw:idle-reset` (`&idle=2`), a slide that throws is skipped and reported on the
// presenter's console only, a bad playlist file is refused slide by slide and loses nothing, the
// audience window (a second page of the same browser context) follows the presenter over the
// BroadcastChannel, the operator lock (long press, PIN) refuses a visitor, and a visitor takes
// over a demo game by touching a man. Where the show is comes from `window.__test.present()`.
import type { Page } from '@playwright/test';
import type { PresentState } from '../../src/game/present/presentTestInterface';
import { expect, pictureTest, test } from './fixtures';
import { screenPoint } from './support/view3d';

const STEP = { timeout: 40_000 };

/** The page's window with the marks the tests leave on it. */
type MarkedWindow = Window & {
  __notReloaded?: boolean;
  __idleResets?: number;
  __resetAt?: number;
  __keyAt?: number;
  __slidesSeen?: (string | undefined)[];
};

/** Where the show is (`window.__test.present()`), null while the page has no presenter. */
const present = (page: Page) => page.evaluate(() => window.__test?.present?.() ?? null);

/** Waits until `window.__test.present()` has the values of `want`. */
const waitPresent = (page: Page, want: Partial<PresentState>, description: string) =>
  expect.poll(() => present(page), { ...STEP, message: description }).toMatchObject(want);

/** Waits until the presenter's playlist is there (it has slides). */
const waitSlides = (page: Page, description: string) =>
  expect
    .poll(async () => (await present(page))?.slides ?? 0, { ...STEP, message: description })
    .toBeGreaterThan(0);

async function openPresenter(page: Page, baseUrl: string, query = '') {
  await page.goto(`${baseUrl}?present&idle=600${query}`);
  await waitSlides(page, 'presenter mode opens');
}

/** Holds the faint operator button down long enough to unlock (a visitor's tap does not). */
async function longPress(page: Page) {
  const box = await page.locator('.present-operator').boundingBox();
  expect(box, 'the operator button').not.toBeNull();
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(1500); // the press itself must last: LONG_PRESS_MS is 1200
  await page.mouse.up();
}

async function openConsole(page: Page) {
  await longPress(page);
  await expect(page.locator('.present-console')).toBeVisible(STEP);
}

/** A playlist file for the file picker. */
const playlistFile = (data: string | object) => ({
  name: 'fair.json',
  mimeType: 'application/json',
  buffer: Buffer.from(typeof data === 'string' ? data : JSON.stringify(data)),
});

const THREE_SLIDES = {
  id: 'fair-test',
  title: 'Fair test',
  slides: [
    { kind: 'title', title: 'First' },
    { kind: 'position', game: 'plunder', caption: 'A board', shapes: 'Ge2e4' },
    { kind: 'title', title: { en: 'Third', ru: 'Третий' } },
  ],
};

/** The moves of the page's record so far (0 while the page has no game). */
const movesPlayed = (page: Page) =>
  page.evaluate(
    () =>
      window.__test
        ?.record?.()
        .split(/\s+/)
        .filter((w) => /^[a-h]\d[a-h]\d/.test(w)).length ?? 0,
  );

/** The page's record, '' while the page has no game. */
const recordOf = (page: Page) => page.evaluate(() => window.__test?.record?.() ?? '');

/** Sets the interface language in this browser's settings (read when the page loads). */
async function setLanguage(page: Page, baseUrl: string, language: string) {
  await page.goto(baseUrl);
  await page.evaluate((lang) => {
    const key = 'parallel-worlds.settings';
    const settings = JSON.parse(localStorage.getItem(key) ?? '{}');
    localStorage.setItem(key, JSON.stringify({ ...settings, language: lang }));
  }, language);
}

const SHOTS: [number, string][] = [
  [0, 'title'],
  [1, 'position'],
  [3, 'demo-3d'],
  [8, 'record'],
];

test.describe('present:', () => {
  test('clicker keys move through the playlist; F5 starts it without a reload; Esc leaves', async ({
    page,
    app,
  }) => {
    await openPresenter(page, app.url);
    expect(await present(page)).toEqual({ slide: 0, slides: 11, kind: 'title', idle: false });
    await page.evaluate(() => ((window as MarkedWindow).__notReloaded = true));
    const steps: [string, number, PresentState['kind']][] = [
      ['PageDown', 1, 'position'],
      ['ArrowRight', 2, 'lesson'],
      ['ArrowDown', 3, 'demo'],
      [' ', 4, 'title'],
      ['ArrowLeft', 3, 'demo'],
      ['PageUp', 2, 'lesson'],
      ['ArrowUp', 1, 'position'],
    ];
    for (const [key, slide, kind] of steps) {
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      await waitPresent(page, { slide, kind, idle: false }, `${key} goes to slide ${slide}`);
    }
    // The flat board of the position slide draws the slide's arrows.
    const drawn = page.locator('.present-board .drawn-shapes [data-brush]');
    await expect(drawn.nth(2)).toBeAttached(STEP);
    expect(
      await drawn.evaluateAll((shapes) => shapes.map((shape) => shape.getAttribute('data-brush'))),
    ).toEqual(['green', 'blue', 'yellow']);
    await page.keyboard.press('.');
    await expect(page.locator('.present-blank')).toBeVisible(STEP);
    await page.keyboard.press('b');
    await expect(page.locator('.present-blank')).not.toBeAttached(STEP);
    await page.keyboard.press('PageDown');
    await waitPresent(page, { slide: 2 }, 'next again');
    await page.keyboard.press('F5');
    await waitPresent(page, { slide: 0 }, 'F5 starts the playlist');
    await page.keyboard.press('PageDown');
    await page.keyboard.press('Shift+F5');
    await waitPresent(page, { slide: 0 }, 'Shift+F5 starts it too');
    expect(
      await page.evaluate(() => (window as MarkedWindow).__notReloaded),
      'F5 did not reload',
    ).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL((url) => !url.searchParams.has('present'));
    await expect(page.locator('.home, main').first()).toBeVisible(STEP);
  });

  test('the idle reset fires with &idle=2: back to the attract loop, pw:idle-reset dispatched', async ({
    page,
    app,
  }) => {
    await page.addInitScript(() => {
      const marked = window as MarkedWindow;
      marked.__idleResets = 0;
      window.addEventListener('pw:idle-reset', () => {
        marked.__idleResets = (marked.__idleResets ?? 0) + 1;
        marked.__resetAt = performance.now();
      });
      window.addEventListener('keydown', () => (marked.__keyAt = performance.now()), true);
    });
    await page.goto(`${app.url}?present&idle=2`);
    await waitSlides(page, 'presenter mode opens');
    await page.keyboard.press('PageDown');
    await waitPresent(page, { slide: 1, idle: false }, 'the show runs');
    await waitPresent(
      page,
      { idle: true, slide: 0, kind: 'demo', slides: 3 },
      'the attract loop takes over',
    );
    const waited = await page.evaluate(() => {
      const marked = window as MarkedWindow;
      return marked.__resetAt! - marked.__keyAt!;
    });
    expect(waited, 'the reset came the idle time after the last key (ms)').toBeGreaterThanOrEqual(
      1990,
    );
    const resets = () => page.evaluate(() => (window as MarkedWindow).__idleResets);
    expect(await resets()).toBe(1);
    // With nobody at the screen the loop is left alone: no second reset (a while of nothing
    // happening: there is nothing to wait for).
    await page.waitForTimeout(2600);
    expect(await resets()).toBe(1);
    // A key is input (here: the next game of the loop), and the next idle time ends in another
    // reset. The slides seen are noted as they change: two seconds pass quickly on a busy CPU.
    await page.evaluate(() => {
      const marked = window as MarkedWindow;
      const seen: (string | undefined)[] = [];
      marked.__slidesSeen = seen;
      const root = document.querySelector<HTMLElement>('.present')!;
      new MutationObserver(() => seen.push(root.dataset.slide)).observe(root, {
        attributeFilter: ['data-slide'],
      });
    });
    await page.keyboard.press('ArrowRight');
    await expect.poll(resets, STEP).toBe(2);
    await waitPresent(page, { idle: true, slide: 0 }, 'reset again');
    expect(await page.evaluate(() => (window as MarkedWindow).__slidesSeen)).toEqual(['1', '0']);
  });

  test('a bad playlist file is refused slide by slide and the playlist on screen stays', async ({
    page,
    app,
  }) => {
    await openPresenter(page, app.url);
    await openConsole(page);
    const file = page.getByTestId('present-playlist-file');
    await file.setInputFiles(playlistFile('{ "slides": [ '));
    await expect(page.getByText('the file is not JSON')).toBeVisible(STEP);
    await file.setInputFiles(
      playlistFile({
        slides: [
          { kind: 'title', title: 'fine' },
          { kind: 'demo', game: 'chess960' },
          { kind: 'position', game: 'plunder', shapes: 'Gz9e4' },
          { kind: 'lesson', lesson: 'no-such-lesson' },
          { kind: 'record', record: '[Game "plunder"]\n\n1. e2e5 *' },
        ],
      }),
    );
    const problems = page.locator('.present-loader-problems li');
    await expect(problems.first()).toBeVisible(STEP);
    expect(await problems.allTextContents()).toEqual([
      "slide 2 (demo): there is no game 'chess960' (parallel-worlds, pocket-mutation, plunder)",
      "slide 3 (position): the shape 'Gz9e4' cannot be read (write G1e23e4, Re4)",
      "slide 4 (lesson): there is no lesson 'no-such-lesson'",
      "slide 5 (record): Record: illegal move 'e2e5' (move 1)",
    ]);
    expect(await present(page)).toEqual({ slide: 0, slides: 11, kind: 'title', idle: false });
    await file.setInputFiles(playlistFile(THREE_SLIDES));
    await waitPresent(page, { slides: 3 }, 'a good file loads');
    await expect(page.locator('.present-loader-problems')).not.toBeAttached(STEP);
    // Kept in this browser: a reload shows the same playlist.
    await page.reload();
    await waitPresent(page, { slides: 3 }, 'the loaded playlist is kept');
  });

  test('a slide that throws is skipped, reported to the presenter only, and the playlist goes on', async ({
    page,
    app,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openPresenter(page, app.url);
    await openConsole(page);
    await page.getByTestId('present-playlist-file').setInputFiles(playlistFile(THREE_SLIDES));
    await waitPresent(page, { slides: 3, slide: 0 }, 'the test playlist');
    // The flat board asks matchMedia while it draws: make that browser API fail.
    await page.evaluate(() => {
      window.matchMedia = () => {
        throw new Error('matchMedia broke');
      };
    });
    await page.keyboard.press('PageDown');
    const problem = page.locator('.present-problems li').first();
    await expect(problem).toBeVisible(STEP);
    expect(await problem.textContent()).toMatch(
      /^Slide 2 \(position\) failed and was skipped: matchMedia broke/,
    );
    await waitPresent(page, { slide: 2, kind: 'title' }, 'the show goes on');
    await expect(
      page.locator('.present-stage').getByText('matchMedia'),
      'the audience sees no error',
    ).toHaveCount(0);
    await page.keyboard.press('PageUp');
    await waitPresent(page, { slide: 1 }, 'the clicker still works');
    expect(errors, 'nothing escaped to the page').toEqual([]);
  });

  test('the audience window opens from the console and follows the presenter', async ({
    page,
    app,
  }) => {
    await openPresenter(page, app.url);
    await openConsole(page);
    const [audience] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Open audience window' }).click(),
    ]);
    await audience.waitForLoadState();
    await expect(audience).toHaveURL(/\?present.*&audience/);
    await waitPresent(audience, { slide: 0, kind: 'title' }, 'audience sees slide 1');
    await expect(audience.locator('button, .present-console'), 'no controls').toHaveCount(0);
    // Slide 9 of the shipped playlist replays a PlunderChess record move by move.
    for (let i = 0; i < 8; i++) await page.keyboard.press('PageDown');
    await waitPresent(page, { slide: 8, kind: 'record' }, 'presenter on the record');
    await waitPresent(audience, { slide: 8, kind: 'record' }, 'audience follows');
    await expect.poll(() => movesPlayed(page), STEP).toBeGreaterThanOrEqual(3);
    await expect.poll(() => movesPlayed(audience), STEP).toBeGreaterThanOrEqual(3);
    const presenterFen = await page.evaluate(() => window.__test!.fen());
    await expect
      .poll(() => audience.evaluate(() => window.__test?.fen?.() ?? null), STEP)
      .toBe(presenterFen);
    await page.keyboard.press('b');
    await expect(audience.locator('.present-blank')).toBeVisible(STEP);
    await page.keyboard.press('b');
    await expect(audience.locator('.present-blank')).not.toBeAttached(STEP);
    await audience.close();
  });

  test('the operator lock refuses a visitor: a tap opens nothing, Esc and the button want the PIN', async ({
    page,
    app,
  }) => {
    await openPresenter(page, app.url);
    await openConsole(page);
    await page.getByTestId('present-set-pin').fill('2468');
    await page.getByRole('button', { name: 'Set PIN' }).click();
    await expect(page.getByText('A PIN is set')).toBeVisible(STEP);
    await page.getByRole('button', { name: 'Hide console' }).click();
    await expect(page.locator('.present-console')).not.toBeAttached(STEP);
    // A visitor taps the corner button: nothing opens (not even once a long press would have).
    await page.locator('.present-operator').click();
    await page.waitForTimeout(1600);
    await expect(page.locator('.present-console, .present-pin')).toHaveCount(0);
    // A visitor presses Esc: the PIN is asked, a wrong one is refused.
    await page.keyboard.press('Escape');
    await page.getByTestId('present-pin').fill('1111');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Wrong PIN')).toBeVisible(STEP);
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(new URL(page.url()).searchParams.has('present'), 'still presenting').toBe(true);
    await expect(page.locator('.present-console')).toHaveCount(0);
    // The long press asks for the PIN too; the right one opens the console.
    await longPress(page);
    await page.getByTestId('present-pin').fill('2468');
    await page.keyboard.press('Enter');
    await expect(page.locator('.present-console')).toBeVisible(STEP);
    // The PIN is kept in this browser: clear it for the next tests.
    await page.getByTestId('present-set-pin').fill('');
    await page.getByRole('button', { name: 'Set PIN' }).click();
    await expect(page.getByText('No PIN')).toBeVisible(STEP);
  });

  test('a visitor takes over a demo game by touching a man and plays the computer', async ({
    page,
    app,
  }) => {
    await openPresenter(page, app.url);
    for (let i = 0; i < 6; i++) await page.keyboard.press('PageDown');
    await waitPresent(page, { slide: 6, kind: 'demo' }, 'the Pocket mutation demo');
    await expect(page.locator('[data-square] [data-piece]').first()).toBeVisible(STEP);
    // Touch a man of the side to move; from then on that side is the visitor's.
    const square = await page.evaluate(() => {
      const white = window.__test!.fen().split(' ')[1] === 'w';
      const men = [...document.querySelectorAll('[data-square] [data-piece]')];
      const mine = men.find((m) => {
        const piece = m.getAttribute('data-piece')!;
        return (piece === piece.toUpperCase()) === white;
      });
      return mine!.closest('[data-square]')!.getAttribute('data-square')!;
    });
    const { x, y } = await screenPoint(page, square);
    await page.mouse.click(x, y);
    await expect(page.getByText('Your game against the computer')).toBeVisible(STEP);
    const record = await app.record();
    expect(record).toMatch(/\[(White|Black) "Human"\]/);
    expect(record).toMatch(/\[(White|Black) "Computer level 2"\]/);
  });

  test('a lost WebGL context: the 3D demo goes on in 2D, the presenter is told, 3D comes back', async ({
    page,
    app,
  }) => {
    await openPresenter(page, app.url);
    for (let i = 0; i < 3; i++) await page.keyboard.press('PageDown');
    await waitPresent(page, { slide: 3, kind: 'demo' }, 'the 3D demo');
    await expect(page.locator('.view3d[data-ready="true"]')).toBeVisible(STEP);
    await page.evaluate(() =>
      document
        .querySelector<HTMLCanvasElement>('.view3d canvas')!
        .getContext('webgl2')!
        .getExtension('WEBGL_lose_context')!
        .loseContext(),
    );
    await expect(page.locator('.present-board[data-view="2d"] [data-square]').first()).toBeVisible(
      STEP,
    );
    await expect(page.locator('.present-stage').getByText('WebGL'), 'not on stage').toHaveCount(0);
    await openConsole(page);
    await expect(
      page.locator('.present-problems li', { hasText: 'WebGL context was lost' }),
    ).toBeVisible(STEP);
    // RETRY_3D_MS (15 s) later the slide tries a fresh 3D canvas.
    await expect(
      page.locator('.present-board[data-view="3d"] .view3d[data-ready="true"]'),
    ).toBeVisible({ timeout: 45_000 });
    await waitPresent(page, { slide: 3 }, 'still the same slide');
  });

  test('the game on screen becomes a slide of the presenter’s playlist, kept in this browser', async ({
    page,
    app,
  }) => {
    await page.goto(`${app.url}?game=plunder`);
    await expect(page.locator('[data-square="e2"] [data-piece]')).toBeVisible(STEP);
    await page.locator('[data-square="e2"]').click();
    await page.locator('[data-square="e4"]').click();
    await expect.poll(() => recordOf(page), STEP).toContain('e2e4');
    await page.getByRole('button', { name: 'Add to the presenter’s playlist' }).click();
    await expect(
      page.getByText('Added as slide 12 of the playlist “Three chess variants”.'),
    ).toBeVisible(STEP);
    await openPresenter(page, app.url);
    expect((await present(page))?.slides).toBe(12);
    await page.keyboard.press('Shift+F5');
    for (let i = 0; i < 11; i++) await page.keyboard.press('PageUp');
    await page.keyboard.press('ArrowLeft'); // already at the first slide: stays
    await waitPresent(page, { slide: 0 }, 'the first slide');
    await openConsole(page);
    await page.locator('.present-slide-link').nth(11).click();
    await waitPresent(page, { slide: 11, kind: 'record' }, 'the added slide');
    await expect.poll(() => recordOf(page), STEP).toContain('e2e4');
  });

  for (const language of ['en', 'ru']) {
    for (const [width, height] of [
      [1920, 1080],
      [1280, 800],
      [390, 844],
    ] as const) {
      pictureTest(
        `screenshots: title, position with arrows, 3D demo, record at ${width}×${height} (${language})`,
        async ({ page, app, tools }) => {
          await setLanguage(page, app.url, language);
          await page.setViewportSize({ width, height });
          await openPresenter(page, app.url);
          let at = 0;
          for (const [slide, name] of SHOTS) {
            for (; at < slide; at++) await page.keyboard.press('PageDown');
            await waitPresent(page, { slide }, `slide ${slide}`);
            if (name === 'demo-3d')
              await expect(page.locator('.view3d[data-ready="true"]')).toBeVisible(STEP);
            else if (name !== 'title')
              await expect(page.locator('[data-square]').first()).toBeVisible(STEP);
            if (name === 'record') await expect.poll(() => recordOf(page), STEP).toContain('e4d5');
            await tools.screenshot(page, `present-${name}-${width}x${height}-${language}.png`);
          }
        },
      );
    }
  }

  pictureTest('screenshot: the presenter console (ru, 1920×1080)', async ({ page, app, tools }) => {
    await setLanguage(page, app.url, 'ru');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await openPresenter(page, app.url);
    await page.keyboard.press('PageDown');
    await openConsole(page);
    await tools.screenshot(page, 'present-console-1920x1080-ru.png');
  });
});
