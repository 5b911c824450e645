// Browser tests of presenter mode (`?present`): the clicker's keys move through the shipped
// playlist (F5 starts it without reloading the page), the idle reset returns to the attract loop
// and dispatches `pw:idle-reset` (`&idle=2`), a slide that throws is skipped and reported on the
// presenter's console only, a bad playlist file is refused slide by slide and loses nothing, the
// audience window (a second page of the same browser context) follows the presenter over the
// BroadcastChannel, the operator lock (long press, PIN) refuses a visitor, and a visitor takes
// over a demo game by touching a man. Where the show is comes from `window.__test.present()`.
import assert from 'node:assert/strict';

const STEP = { timeout: 40_000 };

const present = (page) => page.evaluate(() => window.__test?.present?.() ?? null);

/** Waits until `window.__test.present()` satisfies `test` (a function source over `state`). */
async function waitPresent(page, test, description) {
  try {
    await page.waitForFunction(
      (source) => {
        const state = window.__test?.present?.();
        return state ? new Function('state', `return ${source}`)(state) : false;
      },
      test,
      STEP,
    );
  } catch (error) {
    throw new Error(`${description}: present() is ${JSON.stringify(await present(page))}`, {
      cause: error,
    });
  }
}

async function openPresenter(page, baseUrl, query = '') {
  await page.goto(`${baseUrl}?present&idle=600${query}`);
  await waitPresent(page, 'state.slides > 0', 'presenter mode opens');
}

/** Holds the faint operator button down long enough to unlock (a visitor's tap does not). */
async function longPress(page) {
  const box = await page.locator('.present-operator').boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(1500); // the press itself must last: LONG_PRESS_MS is 1200
  await page.mouse.up();
}

async function openConsole(page) {
  await longPress(page);
  await page.locator('.present-console').waitFor(STEP);
}

/** A playlist file for the file picker. */
const playlistFile = (data) => ({
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

const tests = [
  {
    name: 'clicker keys move through the playlist; F5 starts it without a reload; Esc leaves',
    async fn(page, baseUrl) {
      await openPresenter(page, baseUrl);
      assert.deepEqual(await present(page), { slide: 0, slides: 11, kind: 'title', idle: false });
      await page.evaluate(() => (window.__notReloaded = true));
      const steps = [
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
        await waitPresent(
          page,
          `state.slide === ${slide} && state.kind === '${kind}' && !state.idle`,
          `${key} goes to slide ${slide}`,
        );
      }
      // The flat board of the position slide draws the slide's arrows.
      await page
        .locator('.present-board .drawn-shapes [data-brush]')
        .nth(2)
        .waitFor({ state: 'attached', ...STEP });
      assert.deepEqual(
        await page
          .locator('.present-board .drawn-shapes [data-brush]')
          .evaluateAll((shapes) => shapes.map((shape) => shape.getAttribute('data-brush'))),
        ['green', 'blue', 'yellow'],
      );
      await page.keyboard.press('.');
      await page.locator('.present-blank').waitFor(STEP);
      await page.keyboard.press('b');
      await page.locator('.present-blank').waitFor({ state: 'detached', ...STEP });
      await page.keyboard.press('PageDown');
      await waitPresent(page, 'state.slide === 2', 'next again');
      await page.keyboard.press('F5');
      await waitPresent(page, 'state.slide === 0', 'F5 starts the playlist');
      await page.keyboard.press('PageDown');
      await page.keyboard.press('Shift+F5');
      await waitPresent(page, 'state.slide === 0', 'Shift+F5 starts it too');
      assert.equal(await page.evaluate(() => window.__notReloaded), true, 'F5 did not reload');
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !new URLSearchParams(location.search).has('present'));
      await page.locator('.home, main').first().waitFor(STEP);
    },
  },
  {
    name: 'the idle reset fires with &idle=2: back to the attract loop, pw:idle-reset dispatched',
    async fn(page, baseUrl) {
      await page.addInitScript(() => {
        window.__idleResets = 0;
        window.addEventListener('pw:idle-reset', () => {
          window.__idleResets++;
          window.__resetAt = performance.now();
        });
        window.addEventListener('keydown', () => (window.__keyAt = performance.now()), true);
      });
      await page.goto(`${baseUrl}?present&idle=2`);
      await waitPresent(page, 'state.slides > 0', 'presenter mode opens');
      await page.keyboard.press('PageDown');
      await waitPresent(page, 'state.slide === 1 && !state.idle', 'the show runs');
      await waitPresent(
        page,
        "state.idle && state.slide === 0 && state.kind === 'demo' && state.slides === 3",
        'the attract loop takes over',
      );
      const waited = await page.evaluate(() => window.__resetAt - window.__keyAt);
      assert.ok(waited >= 1990, `the reset came the idle time after the last key (${waited} ms)`);
      assert.equal(await page.evaluate(() => window.__idleResets), 1);
      // With nobody at the screen the loop is left alone: no second reset.
      await page.waitForTimeout(2600);
      assert.equal(await page.evaluate(() => window.__idleResets), 1);
      // A key is input (here: the next game of the loop), and the next idle time ends in another
      // reset. The slides seen are noted as they change: two seconds pass quickly on a busy CPU.
      await page.evaluate(() => {
        window.__slidesSeen = [];
        const root = document.querySelector('.present');
        new MutationObserver(() => window.__slidesSeen.push(root.dataset.slide)).observe(root, {
          attributeFilter: ['data-slide'],
        });
      });
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(() => window.__idleResets === 2, null, STEP);
      await waitPresent(page, 'state.idle && state.slide === 0', 'reset again');
      assert.deepEqual(await page.evaluate(() => window.__slidesSeen), ['1', '0']);
    },
  },
  {
    name: 'a bad playlist file is refused slide by slide and the playlist on screen stays',
    async fn(page, baseUrl) {
      await openPresenter(page, baseUrl);
      await openConsole(page);
      const file = page.getByTestId('present-playlist-file');
      await file.setInputFiles(playlistFile('{ "slides": [ '));
      await page.getByText('the file is not JSON').waitFor(STEP);
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
      await problems.first().waitFor(STEP);
      const texts = await problems.allTextContents();
      assert.deepEqual(texts, [
        "slide 2 (demo): there is no game 'chess960' (parallel-worlds, pocket-mutation, plunder)",
        "slide 3 (position): the shape 'Gz9e4' cannot be read (write G1e23e4, Re4)",
        "slide 4 (lesson): there is no lesson 'no-such-lesson'",
        "slide 5 (record): Record: illegal move 'e2e5' (move 1)",
      ]);
      assert.deepEqual(await present(page), { slide: 0, slides: 11, kind: 'title', idle: false });
      await file.setInputFiles(playlistFile(THREE_SLIDES));
      await waitPresent(page, 'state.slides === 3', 'a good file loads');
      await page.locator('.present-loader-problems').waitFor({ state: 'detached', ...STEP });
      // Kept in this browser: a reload shows the same playlist.
      await page.reload();
      await waitPresent(page, 'state.slides === 3', 'the loaded playlist is kept');
    },
  },
  {
    name: 'a slide that throws is skipped, reported to the presenter only, and the playlist goes on',
    async fn(page, baseUrl) {
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await openPresenter(page, baseUrl);
      await openConsole(page);
      await page.getByTestId('present-playlist-file').setInputFiles(playlistFile(THREE_SLIDES));
      await waitPresent(page, 'state.slides === 3 && state.slide === 0', 'the test playlist');
      // The flat board asks matchMedia while it draws: make that browser API fail.
      await page.evaluate(() => {
        window.matchMedia = () => {
          throw new Error('matchMedia broke');
        };
      });
      await page.keyboard.press('PageDown');
      await page.locator('.present-problems li').first().waitFor(STEP);
      const problem = await page.locator('.present-problems li').first().textContent();
      assert.match(problem, /^Slide 2 \(position\) failed and was skipped: matchMedia broke/);
      await waitPresent(page, "state.slide === 2 && state.kind === 'title'", 'the show goes on');
      assert.equal(
        await page.locator('.present-stage').getByText('matchMedia').count(),
        0,
        'the audience sees no error',
      );
      await page.keyboard.press('PageUp');
      await waitPresent(page, 'state.slide === 1', 'the clicker still works');
      assert.deepEqual(errors, [], 'nothing escaped to the page');
    },
  },
  {
    name: 'the audience window opens from the console and follows the presenter',
    async fn(page, baseUrl) {
      await openPresenter(page, baseUrl);
      await openConsole(page);
      const [audience] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByRole('button', { name: 'Open audience window' }).click(),
      ]);
      await audience.waitForLoadState();
      assert.match(audience.url(), /\?present.*&audience/);
      await waitPresent(
        audience,
        "state.slide === 0 && state.kind === 'title'",
        'audience sees slide 1',
      );
      assert.equal(await audience.locator('button, .present-console').count(), 0, 'no controls');
      // Slide 9 of the shipped playlist replays a PlunderChess record move by move.
      for (let i = 0; i < 8; i++) await page.keyboard.press('PageDown');
      await waitPresent(
        page,
        "state.slide === 8 && state.kind === 'record'",
        'presenter on the record',
      );
      await waitPresent(
        audience,
        "state.slide === 8 && state.kind === 'record'",
        'audience follows',
      );
      const fenAfter = (p, moves) =>
        p.waitForFunction(
          (n) =>
            window.__test
              ?.record?.()
              .split(/\s+/)
              .filter((w) => /^[a-h]\d[a-h]\d/.test(w)).length >= n,
          moves,
          STEP,
        );
      await fenAfter(page, 3);
      await fenAfter(audience, 3);
      const presenterFen = await page.evaluate(() => window.__test.fen());
      await audience.waitForFunction((fen) => window.__test.fen() === fen, presenterFen, STEP);
      await page.keyboard.press('b');
      await audience.locator('.present-blank').waitFor(STEP);
      await page.keyboard.press('b');
      await audience.locator('.present-blank').waitFor({ state: 'detached', ...STEP });
      await audience.close();
    },
  },
  {
    name: 'the operator lock refuses a visitor: a tap opens nothing, Esc and the button want the PIN',
    async fn(page, baseUrl) {
      await openPresenter(page, baseUrl);
      await openConsole(page);
      await page.getByTestId('present-set-pin').fill('2468');
      await page.getByRole('button', { name: 'Set PIN' }).click();
      await page.getByText('A PIN is set').waitFor(STEP);
      await page.getByRole('button', { name: 'Hide console' }).click();
      await page.locator('.present-console').waitFor({ state: 'detached', ...STEP });
      // A visitor taps the corner button: nothing opens.
      await page.locator('.present-operator').click();
      await page.waitForTimeout(1600);
      assert.equal(await page.locator('.present-console, .present-pin').count(), 0);
      // A visitor presses Esc: the PIN is asked, a wrong one is refused.
      await page.keyboard.press('Escape');
      await page.getByTestId('present-pin').fill('1111');
      await page.keyboard.press('Enter');
      await page.getByText('Wrong PIN').waitFor(STEP);
      await page.getByRole('button', { name: 'Cancel' }).click();
      assert.ok(new URL(page.url()).searchParams.has('present'), 'still presenting');
      assert.equal(await page.locator('.present-console').count(), 0);
      // The long press asks for the PIN too; the right one opens the console.
      await longPress(page);
      await page.getByTestId('present-pin').fill('2468');
      await page.keyboard.press('Enter');
      await page.locator('.present-console').waitFor(STEP);
      // The PIN is kept in this browser: clear it for the next tests.
      await page.getByTestId('present-set-pin').fill('');
      await page.getByRole('button', { name: 'Set PIN' }).click();
      await page.getByText('No PIN').waitFor(STEP);
    },
  },
  {
    name: 'a visitor takes over a demo game by touching a man and plays the computer',
    async fn(page, baseUrl) {
      await openPresenter(page, baseUrl);
      for (let i = 0; i < 6; i++) await page.keyboard.press('PageDown');
      await waitPresent(
        page,
        "state.slide === 6 && state.kind === 'demo'",
        'the Pocket mutation demo',
      );
      await page.locator('[data-square] [data-piece]').first().waitFor(STEP);
      // Touch a man of the side to move; from then on that side is the visitor's.
      const square = await page.evaluate(() => {
        const white = window.__test.fen().split(' ')[1] === 'w';
        const men = [...document.querySelectorAll('[data-square] [data-piece]')];
        const mine = men.find(
          (m) =>
            (m.getAttribute('data-piece') === m.getAttribute('data-piece').toUpperCase()) === white,
        );
        return mine.closest('[data-square]').getAttribute('data-square');
      });
      const { x, y } = await page.evaluate((n) => window.__test.screen(n), square);
      await page.mouse.click(x, y);
      await page.getByText('Your game against the computer').waitFor(STEP);
      const record = await page.evaluate(() => window.__test.record());
      assert.match(record, /\[(White|Black) "Human"\]/);
      assert.match(record, /\[(White|Black) "Computer level 2"\]/);
    },
  },
  {
    name: 'a lost WebGL context: the 3D demo goes on in 2D, the presenter is told, 3D comes back',
    async fn(page, baseUrl) {
      await openPresenter(page, baseUrl);
      for (let i = 0; i < 3; i++) await page.keyboard.press('PageDown');
      await waitPresent(page, "state.slide === 3 && state.kind === 'demo'", 'the 3D demo');
      await page.waitForSelector('.view3d[data-ready="true"]', STEP);
      await page.evaluate(() =>
        document
          .querySelector('.view3d canvas')
          .getContext('webgl2')
          .getExtension('WEBGL_lose_context')
          .loseContext(),
      );
      await page.waitForSelector('.present-board[data-view="2d"] [data-square]', STEP);
      assert.equal(
        await page.locator('.present-stage').getByText('WebGL').count(),
        0,
        'not on stage',
      );
      await openConsole(page);
      await page
        .locator('.present-problems li', { hasText: 'WebGL context was lost' })
        .waitFor(STEP);
      // RETRY_3D_MS (15 s) later the slide tries a fresh 3D canvas.
      await page.waitForSelector('.present-board[data-view="3d"] .view3d[data-ready="true"]', {
        timeout: 45_000,
      });
      await waitPresent(page, 'state.slide === 3', 'still the same slide');
    },
  },
  {
    name: 'the game on screen becomes a slide of the presenter’s playlist, kept in this browser',
    async fn(page, baseUrl) {
      await page.goto(`${baseUrl}?game=plunder`);
      await page.locator('[data-square="e2"] [data-piece]').waitFor(STEP);
      await page.locator('[data-square="e2"]').click();
      await page.locator('[data-square="e4"]').click();
      await page.waitForFunction(() => window.__test.record().includes('e2e4'), null, STEP);
      await page.getByRole('button', { name: 'Add to the presenter’s playlist' }).click();
      await page
        .getByText('Added as slide 12 of the playlist “Three chess variants”.')
        .waitFor(STEP);
      await openPresenter(page, baseUrl);
      assert.equal((await present(page)).slides, 12);
      await page.keyboard.press('Shift+F5');
      for (let i = 0; i < 11; i++) await page.keyboard.press('PageUp');
      await page.keyboard.press('ArrowLeft'); // already at the first slide: stays
      await waitPresent(page, 'state.slide === 0', 'the first slide');
      await openConsole(page);
      await page.locator('.present-slide-link').nth(11).click();
      await waitPresent(page, "state.slide === 11 && state.kind === 'record'", 'the added slide');
      await page.waitForFunction(() => window.__test.record?.().includes('e2e4'), null, STEP);
    },
  },
];

/** Sets the interface language in this browser's settings (read when the page loads). */
async function setLanguage(page, baseUrl, language) {
  await page.goto(baseUrl);
  await page.evaluate((lang) => {
    const key = 'parallel-worlds.settings';
    const settings = JSON.parse(localStorage.getItem(key) ?? '{}');
    localStorage.setItem(key, JSON.stringify({ ...settings, language: lang }));
  }, language);
}

const SHOTS = [
  [0, 'title'],
  [1, 'position'],
  [3, 'demo-3d'],
  [8, 'record'],
];

for (const language of ['en', 'ru']) {
  for (const [width, height] of [
    [1920, 1080],
    [1280, 800],
    [390, 844],
  ]) {
    tests.push({
      name: `screenshots: title, position with arrows, 3D demo, record at ${width}×${height} (${language})`,
      screenshots: true,
      async fn(page, baseUrl, tools) {
        await setLanguage(page, baseUrl, language);
        await page.setViewportSize({ width, height });
        await openPresenter(page, baseUrl);
        let at = 0;
        for (const [slide, name] of SHOTS) {
          for (; at < slide; at++) await page.keyboard.press('PageDown');
          await waitPresent(page, `state.slide === ${slide}`, `slide ${slide}`);
          if (name === 'demo-3d') await page.waitForSelector('.view3d[data-ready="true"]', STEP);
          else if (name !== 'title') await page.locator('[data-square]').first().waitFor(STEP);
          if (name === 'record')
            await page.waitForFunction(() => window.__test.record().includes('e4d5'), null, STEP);
          await tools.screenshot(page, `present-${name}-${width}x${height}-${language}.png`);
        }
      },
    });
  }
}

tests.push({
  name: 'screenshot: the presenter console (ru, 1920×1080)',
  screenshots: true,
  async fn(page, baseUrl, tools) {
    await setLanguage(page, baseUrl, 'ru');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await openPresenter(page, baseUrl);
    await page.keyboard.press('PageDown');
    await openConsole(page);
    await tools.screenshot(page, 'present-console-1920x1080-ru.png');
  },
});

export default tests;
