// Browser tests of the app around the boards, in real Chromium (see run.mjs): the game in
// progress survives a reload (also when opened from an address with a FEN); a record exported
// and imported again reproduces the game; a damaged save, a broken record and a bad FEN are
// rejected with a message while the game on screen stays as it was; a shared link opens the same
// position in a fresh browser; the language switch changes the interface and persists; a phone
// can play a move by touch; the move list shows earlier positions; hot-seat draw and resignation;
// and the home page, rules pages and 2D games never load the 3D chunk.
// Moves are played by clicking the flat board's squares (`data-square`), positions are read
// through `window.__test` (testInterface.ts). Screenshots go to reports/screenshots/.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { appLive, expect, test, type App } from './fixtures';
import { copyShareLink, inFreshContext, PHONE } from './support/browsers';
import { fen, gameReady, pasteAndLoad, typeMoves } from './support/gamePage';

const SAVE_KEY = 'parallel-worlds.save';
/** How long a chunk of the app may take to load. */
const LOAD = { timeout: 30_000 };

/** Plays a move by clicking its two squares on the flat board. */
async function clickMove(page: Page, from: string, to: string) {
  const before = await fen(page);
  await page.locator(`[data-square="${from}"]`).first().click();
  await page.locator(`[data-square="${to}"]`).first().click();
  await expect.poll(() => fen(page)).not.toBe(before);
}

/** Opens `link` in a new browser context (nothing saved there) and runs `fn` on its page. */
function inFreshBrowser(
  page: Page,
  link: string,
  fn: (other: Page) => Promise<void>,
  viewport = { width: 1000, height: 700 },
) {
  return inFreshContext(page, { viewport }, async (other) => {
    await other.goto(link);
    await gameReady(other);
    await fn(other);
  });
}

/** The names of the script files the page has loaded so far. */
const loadedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js'))
      .map((name) => name.split('/').pop() ?? name),
  );

/** Opens Parallel worlds on the flat board and plays White's first turn (1e2-1e4, 3g1-3f3). */
async function openAfterWhitesTurn(page: Page, app: App) {
  await app.open('game=parallel-worlds&view=2d');
  await clickMove(page, '1e2', '1e4');
  await clickMove(page, '3g1', '3f3');
}

test.describe('app:', () => {
  test('reload in the middle of a Parallel worlds turn restores the game exactly', async ({
    page,
    app,
    tools,
  }) => {
    await openAfterWhitesTurn(page, app); // White's first turn ends after two sub-moves
    await clickMove(page, '3e7', '3e5'); // Black: one sub-move, turn still open
    const before = { fen: await app.fen(), record: await app.record() };
    expect(before.fen).toMatch(/ ; 3e7-3e5$/);
    const movesBefore = await page.locator('.move-list .move-san').allInnerTexts();

    await page.reload();
    await gameReady(page);
    expect(await app.fen()).toBe(before.fen);
    expect(await app.record()).toBe(before.record);
    expect(await page.locator('.move-list .move-san').allInnerTexts()).toEqual(movesBefore);
    // The address names the game in the library: `id=` was added when the game opened.
    await expect(page).toHaveURL((url) =>
      /^\?game=parallel-worlds&view=2d&id=[\w-]+$/.test(url.search),
    );
    await tools.screenshot(page, 'app-restored-parallel-worlds.png');

    // The turn goes on where it stopped: Black's second sub-move, then the turn ends.
    await clickMove(page, '1b8', '1c6');
    expect(await app.fen()).toMatch(/ ; 3e7-3e5 1b8-1c6$/);
  });

  test('a game opened from an address with a FEN is restored by reloading that address', async ({
    page,
    app,
  }) => {
    const start = '4k3/8/8/8/8/8/8/R3K3 w Q - 0 1';
    await app.open(`game=plunder&view=2d&fen=${encodeURIComponent(start)}`);
    await clickMove(page, 'a1', 'a7');
    const reached = await app.fen();
    await page.reload();
    await gameReady(page);
    expect(await app.fen()).toBe(reached);

    // Another address starts its own game; the saved one is offered on the home page.
    await app.open('game=pocket-mutation');
    expect(await app.fen()).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w - - 0 1');
    await page.goto(app.url);
    await page.getByRole('button', { name: 'Continue' }).click();
    await gameReady(page);
    expect(await app.fen()).toBe(reached);
  });

  test('export then import reproduces the game (file and paste)', async ({ page, app }) => {
    await app.open('game=plunder');
    await typeMoves(page, ['e2e4', 'd7d5', 'e4d5', 'd8d5~P']);
    const exported = { fen: await app.fen(), record: await app.record() };

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download record' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^plunder-\d{4}-\d\d-\d\d-\d{4}\.txt$/);
    const file = await download.path();
    const text = await readFile(file, 'utf8');
    expect(text).toBe(exported.record);
    expect(text).toMatch(/\[Game "plunder"\]/);

    // A new game, then the file opened again.
    await page.locator('.game-controls').getByRole('button', { name: 'New game' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => app.fen()).not.toBe(exported.fen);
    await page.locator('[data-testid="record-file"]').setInputFiles(file);
    await expect.poll(() => app.fen()).toBe(exported.fen);
    expect(await app.record()).toBe(exported.record);
    await expect(
      page.getByRole('status').filter({ hasText: 'Loaded: PlunderChess, 4 moves.' }),
    ).toBeVisible();

    // And pasted.
    await page.locator('.game-controls').getByRole('button', { name: 'New game' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => app.fen()).not.toBe(exported.fen);
    await pasteAndLoad(page, text);
    await expect.poll(() => app.fen()).toBe(exported.fen);
    expect(await app.record()).toBe(exported.record);
  });

  test('a damaged save is reported and set aside, and the app starts cleanly', async ({
    page,
    app,
    tools,
  }) => {
    // A save of the earlier one-slot format that is damaged: set aside, never a blank page.
    await page.goto(app.url);
    await page.evaluate(
      (key) => localStorage.setItem(key, '{"format":1,"address":"?game=pl'),
      SAVE_KEY,
    );
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: 'were set aside' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(/not valid JSON/, { useInnerText: true });
    expect(await page.evaluate((key) => localStorage.getItem(key), SAVE_KEY)).toBeNull();
    await tools.screenshot(page, 'app-corrupt-save.png');
    await expect(page.getByRole('button', { name: /^Continue/ })).toHaveCount(0);
    // The games still start and are kept.
    await page.getByRole('link', { name: 'PlunderChess' }).click();
    await gameReady(page);
    await clickMove(page, 'e2', 'e4');
    await expect(page.locator('[data-save-state="saved"]')).toBeVisible();
  });

  test('a broken record, an illegal move in a record and a bad FEN are rejected; the game survives', async ({
    page,
    app,
    tools,
  }) => {
    await app.open('game=plunder');
    await typeMoves(page, ['e2e4', 'e7e5']);
    const before = { fen: await app.fen(), record: await app.record() };
    const rows = [
      {
        text: '[Game "plunder"]\n\n1. e2e4 e7e5 2. e1e3 *',
        message: /illegal move 'e1e3' \(move 3\)/,
      },
      { text: '[Game "chess960"]\n\n*', message: /unknown game 'chess960'/ },
      { text: '1. e4 e5 2. Nf3 { never closed', message: /PGN cannot be read at line 1/ },
      {
        text: 'rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
        message: /This FEN cannot be used: FEN/,
      },
      {
        text: 'https://example.org/?game=plunder&fen=8%2F8',
        message: /This link cannot be opened: FEN/,
      },
    ];
    for (const row of rows) {
      await pasteAndLoad(page, row.text);
      // Reading is asynchronous: wait for this row's message, not the previous row's.
      const alert = page.locator('.record-panel [role="alert"]').filter({ hasText: row.message });
      await expect(alert).toBeVisible();
      expect(await app.fen()).toBe(before.fen);
      expect(await app.record()).toBe(before.record);
    }
    await tools.screenshot(page, 'app-broken-record.png');
    // A broken file too.
    await page.locator('[data-testid="record-file"]').setInputFiles({
      name: 'broken.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('[Game "plunder"]\n\n1. e2e4 e2e4 *'),
    });
    await expect(
      page
        .locator('.record-panel [role="alert"]')
        .filter({ hasText: "illegal move 'e2e4' (move 2)" }),
    ).toBeVisible();
    expect(await app.fen()).toBe(before.fen);
    // And the game goes on.
    await clickMove(page, 'g1', 'f3');
  });

  test('a shared link opens the same game and position in a fresh browser', async ({
    page,
    app,
  }) => {
    await openAfterWhitesTurn(page, app);
    await clickMove(page, '3d7', '3d5');
    await page.getByRole('button', { name: 'End turn' }).click();
    await expect.poll(() => app.fen(), 'the turn ended').not.toContain(' ; ');
    const position = await app.fen();
    const link = await copyShareLink(page, app.url);
    const url = new URL(link);
    expect(url.searchParams.get('game')).toBe('parallel-worlds');
    expect(url.searchParams.get('view')).toBe('2d');
    expect(url.searchParams.get('fen')).toBe(position);
    await inFreshBrowser(page, link, async (other) => {
      expect(await fen(other)).toBe(position);
    });
  });

  test('a link copied in the middle of a Parallel worlds turn keeps the sub-moves made', async ({
    page,
    app,
    tools,
  }) => {
    await openAfterWhitesTurn(page, app);
    await clickMove(page, '3d7', '3d5'); // Black's turn: one sub-move made, two may follow
    const position = await app.fen();
    expect(position).toMatch(/ ; 3d7-3d5$/);
    const link = await copyShareLink(page, app.url);
    expect(new URL(link).searchParams.get('fen')).toBe(position);
    const viewport = { width: 1280, height: 800 };
    await inFreshBrowser(
      page,
      link,
      async (other) => {
        expect(await fen(other)).toBe(position);
        // The turn goes on where it was: the next sub-move ends on another level.
        await clickMove(other, '1b8', '1c6');
        expect(await fen(other)).toMatch(/ ; 3d7-3d5 1b8-1c6$/);
        await tools.screenshot(other, 'app-mid-turn-link.png');
        // And the sub-moves that came with the link can be taken back, one by one.
        const takeBack = other.getByRole('button', { name: 'Take back sub-move' });
        await takeBack.click();
        await takeBack.click();
        await expect.poll(() => fen(other)).toBe(position.split(' ; ')[0]);
      },
      viewport,
    );
  });

  test('in Russian, a bad FEN or record is reported in Russian, without English inside', async ({
    page,
    app,
    tools,
  }) => {
    await app.open('game=plunder');
    await page.getByRole('button', { name: 'RU', exact: true }).click();
    const before = await app.fen();
    const rows = [
      {
        text: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w qQ - 0 1',
        message:
          "Этот FEN нельзя использовать: FEN: права рокировки 'qQ' должны стоять в порядке KQkq",
      },
      {
        text: '[Game "plunder"]\n\n1. e2e4 e7e5 2. e1e3 *',
        message: "Эту запись нельзя загрузить: Запись: недопустимый ход 'e1e3' (ход 3)",
      },
    ];
    for (const row of rows) {
      await pasteAndLoad(page, row.text);
      const alert = page.locator('.record-panel [role="alert"]').filter({ hasText: row.message });
      await expect(alert).toBeVisible();
      await expect(alert).not.toContainText(/\b(must|illegal|move|rank|castling)\b/, {
        useInnerText: true,
      });
      expect(await app.fen()).toBe(before);
    }
    await tools.screenshot(page, 'app-bad-fen-ru.png');
    await page.getByRole('button', { name: 'EN', exact: true }).click();
  });

  test('switching the language changes the interface and is remembered', async ({
    page,
    app,
    tools,
  }) => {
    await page.goto(app.url);
    await expect(page.getByRole('button', { name: 'Play in 3D' })).toBeVisible();
    await page.getByRole('button', { name: 'RU', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Играть в 3D' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Шахматы параллельных миров' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await tools.screenshot(page, 'app-home-ru.png', { fullPage: true });

    await page.reload();
    await expect(page.getByRole('button', { name: 'Играть в 3D' })).toBeVisible();
    await page.getByRole('link', { name: 'Правила' }).first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Как играть: Шахматы параллельных миров' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Средний мир' })).toBeVisible();
    await tools.screenshot(page, 'app-rules-ru.png', { fullPage: true });

    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'The middle world' })).toBeVisible();
  });

  test('a browser in Russian opens the app in Russian', async ({ page, app }) => {
    await inFreshContext(page, { locale: 'ru-RU' }, async (other) => {
      await other.goto(`${app.url}?game=plunder`);
      await gameReady(other);
      await expect(other.getByRole('button', { name: 'Предложить ничью' })).toBeVisible();
      await expect(other.getByRole('button', { name: /Перевернуть доску/ })).toBeVisible();
      await expect(other.getByText('Ввести ход')).toBeVisible();
      await expect(
        other.getByRole('heading', { level: 1, name: 'Шахматы с добычей' }),
      ).toBeVisible();
    });
  });

  test('settings apply at once and persist: coordinates, board colours, view, sound', async ({
    page,
    app,
    tools,
  }) => {
    await app.open('game=plunder');
    const coordinate = page.locator('.board2d .coordinate').first();
    await expect(coordinate).toBeVisible();
    await page.getByRole('button', { name: 'Settings' }).click();
    const panel = page.getByRole('region', { name: 'Settings' });
    await panel.getByLabel('Coordinates').uncheck();
    await panel.getByLabel('Sound').uncheck();
    await panel.getByLabel('Board colours').selectOption('slate');
    await panel.getByText('2D', { exact: true }).click();
    await tools.screenshot(page, 'app-settings.png');
    await expect(coordinate).toBeHidden();
    const light = page.locator('.square-light .square-fill').first();
    await expect(light).toHaveCSS('fill', 'rgb(201, 211, 221)'); // slate's light squares, #c9d3dd

    await page.reload();
    await gameReady(page);
    await expect(coordinate).toBeHidden();
    await expect(light).toHaveCSS('fill', 'rgb(201, 211, 221)');
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('parallel-worlds.settings') ?? 'null') as unknown,
    );
    expect(stored).toMatchObject({ coordinates: false, sound: false, theme: 'slate', view: '2d' });
    // The preferred view opens Parallel worlds chess from the home page in 2D.
    await page.goto(app.url);
    await page.getByRole('link', { name: 'Parallel worlds chess' }).click();
    await gameReady(page);
    await expect(page.locator('.board2d')).toHaveCount(3);
  });

  test('a phone (390×844, touch) can play a move by tapping', async ({ page, app, tools }) => {
    await inFreshContext(page, PHONE, async (mobile) => {
      await mobile.goto(app.url);
      await expect(mobile.getByRole('button', { name: 'New game' }).first()).toBeVisible();
      await tools.screenshot(mobile, 'app-phone-home.png');
      await mobile.getByRole('link', { name: 'PlunderChess' }).tap();
      await gameReady(mobile);
      const before = await fen(mobile);
      await mobile.locator('[data-square="e2"]').tap();
      await mobile.locator('[data-square="e4"]').tap();
      await expect.poll(() => fen(mobile)).not.toBe(before);
      expect(await fen(mobile)).toMatch(/4P3\/8\/PPPP1PPP/);
      const width = await mobile.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'the page’s width (px) on a 390px screen').toBeLessThanOrEqual(390);
      await tools.screenshot(mobile, 'app-phone-game.png');
      await mobile.setViewportSize({ width: 844, height: 390 });
      await tools.screenshot(mobile, 'app-phone-landscape.png');
    });
  });

  test('the move list shows earlier positions read-only, in 2D and in 3D', async ({
    page,
    app,
    tools,
  }) => {
    await app.open('game=plunder');
    await typeMoves(page, ['e2e4', 'e7e5', 'g1f3']);
    const live = await app.fen();
    const piece = (square: string) => page.locator(`[data-square="${square}"] [data-piece]`);
    const boardTop = () =>
      page.evaluate(() => document.querySelector('.board-frame')!.getBoundingClientRect().top);
    const top = await boardTop();
    await page.locator('.move-list .move-san', { hasText: 'e5' }).click();
    // The turn panel says so (not "White to move"), and nothing on the page moves.
    const panel = page.locator('.turn-panel');
    await expect(panel.getByText('Looking back')).toBeVisible();
    await expect(panel.getByText('The position after move 2 of 3.')).toBeVisible();
    await expect(panel.getByText('to move')).toHaveCount(0);
    await expect(page.locator('.look-back-notice')).toBeVisible();
    expect(await boardTop(), 'the board’s top').toBe(top);
    await expect(piece('f3')).toHaveCount(0);
    await expect(piece('g1')).toHaveCount(1);
    await expect(piece('e5')).toHaveCount(1);
    await tools.screenshot(page, 'app-look-back.png');
    // Read-only: pressing a man and a square plays nothing.
    await page.locator('[data-square="d2"]').click();
    await page.locator('[data-square="d4"]').click();
    expect(await app.fen()).toBe(live);
    await page.getByRole('button', { name: 'Back to the game' }).click();
    await expect(piece('f3')).toHaveCount(1);

    await app.open('game=parallel-worlds&view=3d');
    await typeMoves(page, ['1e2-1e4', '3g1-3f3']);
    await page.locator('.move-list .move-san').first().click();
    await expect(page.getByText('The position after sub-move 1 of 2 (turn 1).')).toBeVisible();
    await page.getByRole('button', { name: 'Back to the game' }).click();
    await expect(page.locator('.look-back-notice')).not.toBeAttached();
    await expect(page.locator('.turn-panel').getByText('Black to move')).toBeVisible();
  });

  test('take back and replay a whole turn or a single sub-move', async ({ page, app }) => {
    await openAfterWhitesTurn(page, app);
    await clickMove(page, '3e7', '3e5');
    await clickMove(page, '1b8', '1c6');
    const full = await app.fen();
    await page.getByRole('button', { name: 'Take back sub-move' }).click();
    await expect.poll(() => app.fen()).toMatch(/ ; 3e7-3e5$/);
    await page.getByRole('button', { name: 'Replay sub-move' }).click();
    await expect.poll(() => app.fen()).toBe(full);
    // Black's whole turn taken back: Black to move, no sub-move made
    await page.getByRole('button', { name: 'Take back move' }).click();
    await expect.poll(() => app.fen()).not.toContain(' ; ');
    expect(await app.fen()).toMatch(/ b /);
    await page.getByRole('button', { name: 'Take back move' }).click();
    await expect.poll(() => app.fen()).toMatch(/ w 1KQkq3KQkq - 0 1$/);
    await page.getByRole('button', { name: 'Replay move' }).click();
    await expect.poll(() => app.fen()).toMatch(/ b /);
    expect(await app.fen()).not.toContain(' ; ');
  });

  test('hot-seat draw offer (declined, then accepted) and resignation', async ({ page, app }) => {
    await app.open('game=plunder');
    await page.getByRole('button', { name: 'Offer a draw' }).click();
    await expect(
      page
        .getByRole('alertdialog')
        .filter({ hasText: 'White offers a draw. Black, do you accept?' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByText('Black declines the draw.')).toBeVisible();
    await page.getByRole('button', { name: 'Offer a draw' }).click();
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => app.record()).toContain('1/2-1/2');
    expect(await app.record()).toMatch(/draw-agreed 1\/2-1\/2/);

    await page.locator('.game-controls').getByRole('button', { name: 'New game' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
    await typeMoves(page, ['e2e4']);
    await page.getByRole('button', { name: 'Resign' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Resign' }).click();
    await expect.poll(() => app.record()).toContain('resigns 1-0');
    // The result survives a reload.
    await page.reload();
    await gameReady(page);
    expect(await app.record()).toMatch(/resigns 1-0/);
  });

  test('the home page, the rules pages and a 2D game do not load the 3D code', async ({
    page,
    app,
    tools,
  }) => {
    const no3d = async (where: string) => {
      const scripts = await loadedScripts(page);
      expect(scripts.length, `${where}: scripts seen`).toBeGreaterThan(0);
      expect(scripts, `${where}: the 3D chunk`).not.toContainEqual(expect.stringMatching(/View3D/));
    };
    await page.goto(app.url);
    await expect(page.getByRole('button', { name: 'Play in 3D' })).toBeVisible();
    await appLive(page);
    await no3d('home');
    await page.goto(`${app.url}?rules=parallel-worlds`);
    await expect(page.locator('.rules-diagram').first()).toBeVisible();
    expect(await page.locator('.rules-diagram .board2d').count()).toBeGreaterThanOrEqual(6);
    await tools.screenshot(page, 'app-rules-en.png', { fullPage: true });
    await page.getByRole('link', { name: 'Pocket mutation chess' }).click();
    await expect(page.locator('.rules-diagram').first()).toBeVisible();
    await no3d('rules pages');
    await app.open('game=parallel-worlds&view=2d');
    await no3d('Parallel worlds in 2D');
    // …and the 3D view does load it.
    await page.getByRole('link', { name: '3D', exact: true }).click();
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            performance.getEntriesByType('resource').some((entry) => /View3D/.test(entry.name)),
          ),
        LOAD,
      )
      .toBe(true);
  });
});
