// Browser tests of the app around the boards, in real Chromium (see run.mjs): the game in
// progress survives a reload (also when opened from an address with a FEN); a record exported
// and imported again reproduces the game; a damaged save, a broken record and a bad FEN are
// rejected with a message while the game on screen stays as it was; a shared link opens the same
// position in a fresh browser; the language switch changes the interface and persists; a phone
// can play a move by touch; the move list shows earlier positions; hot-seat draw and resignation;
// and the home page, rules pages and 2D games never load the 3D chunk.
// Moves are played by clicking the flat board's squares (`data-square`), positions are read
// through `window.__test` (testInterface.ts). Screenshots go to reports/screenshots/.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { copyShareLink, inFreshContext, PHONE } from './support/browsers.mjs';
import { fen, gameReady, pasteAndLoad, record, typeMoves } from './support/gamePage.mjs';

const SAVE_KEY = 'parallel-worlds.save';

/** Plays a move by clicking its two squares on the flat board. */
async function clickMove(page, from, to) {
  const before = await fen(page);
  await page.locator(`[data-square="${from}"]`).first().click();
  await page.locator(`[data-square="${to}"]`).first().click();
  await page.waitForFunction((previous) => window.__test.fen() !== previous, before);
}

/** Opens `link` in a new browser context (nothing saved there) and runs `fn` on its page. */
function inFreshBrowser(page, link, fn, viewport = { width: 1000, height: 700 }) {
  return inFreshContext(page, { viewport }, async (other) => {
    await other.goto(link);
    await gameReady(other);
    await fn(other);
  });
}

/** The names of the script files the page has loaded so far. */
const loadedScripts = (page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js'))
      .map((name) => name.split('/').pop()),
  );

export default [
  {
    name: 'reload in the middle of a Parallel worlds turn restores the game exactly',
    async fn(page, baseUrl, tools) {
      await page.goto(`${baseUrl}?game=parallel-worlds&view=2d`);
      await gameReady(page);
      await clickMove(page, '1e2', '1e4');
      await clickMove(page, '3g1', '3f3'); // White's first turn ends after two sub-moves
      await clickMove(page, '3e7', '3e5'); // Black: one sub-move, turn still open
      const before = { fen: await fen(page), record: await record(page) };
      assert.match(before.fen, / ; 3e7-3e5$/);
      const movesBefore = await page.locator('.move-list .move-san').allInnerTexts();

      await page.reload();
      await gameReady(page);
      assert.equal(await fen(page), before.fen);
      assert.equal(await record(page), before.record);
      assert.deepEqual(await page.locator('.move-list .move-san').allInnerTexts(), movesBefore);
      // The address names the game in the library: `id=` was added when the game opened.
      assert.match(new URL(page.url()).search, /^\?game=parallel-worlds&view=2d&id=[\w-]+$/);
      await tools.screenshot(page, 'app-restored-parallel-worlds.png');

      // The turn goes on where it stopped: Black's second sub-move, then the turn ends.
      await clickMove(page, '1b8', '1c6');
      assert.match(await fen(page), / ; 3e7-3e5 1b8-1c6$/);
    },
  },
  {
    name: 'a game opened from an address with a FEN is restored by reloading that address',
    async fn(page, baseUrl) {
      const start = '4k3/8/8/8/8/8/8/R3K3 w Q - 0 1';
      const address = `${baseUrl}?game=plunder&view=2d&fen=${encodeURIComponent(start)}`;
      await page.goto(address);
      await gameReady(page);
      await clickMove(page, 'a1', 'a7');
      const reached = await fen(page);
      await page.reload();
      await gameReady(page);
      assert.equal(await fen(page), reached);

      // Another address starts its own game; the saved one is offered on the home page.
      await page.goto(`${baseUrl}?game=pocket-mutation`);
      await gameReady(page);
      assert.equal(await fen(page), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w - - 0 1');
      await page.goto(baseUrl);
      await page.getByRole('button', { name: 'Continue' }).click();
      await gameReady(page);
      assert.equal(await fen(page), reached);
    },
  },
  {
    name: 'export then import reproduces the game (file and paste)',
    async fn(page, baseUrl) {
      await page.goto(`${baseUrl}?game=plunder`);
      await gameReady(page);
      await typeMoves(page, ['e2e4', 'd7d5', 'e4d5', 'd8d5~P']);
      const exported = { fen: await fen(page), record: await record(page) };

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download record' }).click(),
      ]);
      assert.match(download.suggestedFilename(), /^plunder-\d{4}-\d\d-\d\d-\d{4}\.txt$/);
      const file = await download.path();
      const text = await readFile(file, 'utf8');
      assert.equal(text, exported.record);
      assert.match(text, /\[Game "plunder"\]/);

      // A new game, then the file opened again.
      await page.locator('.game-controls').getByRole('button', { name: 'New game' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
      await page.waitForFunction((f) => window.__test.fen() !== f, exported.fen);
      await page.locator('[data-testid="record-file"]').setInputFiles(file);
      await page.waitForFunction((f) => window.__test.fen() === f, exported.fen);
      assert.equal(await record(page), exported.record);
      await page
        .getByRole('status')
        .filter({ hasText: 'Loaded: PlunderChess, 4 moves.' })
        .waitFor();

      // And pasted.
      await page.locator('.game-controls').getByRole('button', { name: 'New game' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
      await page.waitForFunction((f) => window.__test.fen() !== f, exported.fen);
      await pasteAndLoad(page, text);
      await page.waitForFunction((f) => window.__test.fen() === f, exported.fen);
      assert.equal(await record(page), exported.record);
    },
  },
  {
    name: 'a damaged save is reported and set aside, and the app starts cleanly',
    async fn(page, baseUrl, tools) {
      // A save of the earlier one-slot format that is damaged: set aside, never a blank page.
      await page.goto(baseUrl);
      await page.evaluate(
        (key) => localStorage.setItem(key, '{"format":1,"address":"?game=pl'),
        SAVE_KEY,
      );
      await page.reload();
      const alert = page.getByRole('alert').filter({ hasText: 'were set aside' });
      await alert.waitFor();
      assert.match(await alert.innerText(), /not valid JSON/);
      assert.equal(await page.evaluate((key) => localStorage.getItem(key), SAVE_KEY), null);
      await tools.screenshot(page, 'app-corrupt-save.png');
      assert.equal(await page.getByRole('button', { name: /^Continue/ }).count(), 0);
      // The games still start and are kept.
      await page.getByRole('link', { name: 'PlunderChess' }).click();
      await gameReady(page);
      await clickMove(page, 'e2', 'e4');
      await page.locator('[data-save-state="saved"]').waitFor();
    },
  },
  {
    name: 'a broken record, an illegal move in a record and a bad FEN are rejected; the game survives',
    async fn(page, baseUrl, tools) {
      await page.goto(`${baseUrl}?game=plunder`);
      await gameReady(page);
      await typeMoves(page, ['e2e4', 'e7e5']);
      const before = { fen: await fen(page), record: await record(page) };
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
        await alert.waitFor();
        assert.equal(await fen(page), before.fen);
        assert.equal(await record(page), before.record);
      }
      await tools.screenshot(page, 'app-broken-record.png');
      // A broken file too.
      await page.locator('[data-testid="record-file"]').setInputFiles({
        name: 'broken.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('[Game "plunder"]\n\n1. e2e4 e2e4 *'),
      });
      await page
        .locator('.record-panel [role="alert"]')
        .filter({ hasText: "illegal move 'e2e4' (move 2)" })
        .waitFor();
      assert.equal(await fen(page), before.fen);
      // And the game goes on.
      await clickMove(page, 'g1', 'f3');
    },
  },
  {
    name: 'a shared link opens the same game and position in a fresh browser',
    async fn(page, baseUrl) {
      await page.goto(`${baseUrl}?game=parallel-worlds&view=2d`);
      await gameReady(page);
      await clickMove(page, '1e2', '1e4');
      await clickMove(page, '3g1', '3f3');
      await clickMove(page, '3d7', '3d5');
      await page.getByRole('button', { name: 'End turn' }).click();
      const position = await fen(page);
      assert.ok(!position.includes(' ; '), position);
      const link = await copyShareLink(page, baseUrl);
      const url = new URL(link);
      assert.equal(url.searchParams.get('game'), 'parallel-worlds');
      assert.equal(url.searchParams.get('view'), '2d');
      assert.equal(url.searchParams.get('fen'), position);
      await inFreshBrowser(page, link, async (other) => {
        assert.equal(await fen(other), position);
      });
    },
  },
  {
    name: 'a link copied in the middle of a Parallel worlds turn keeps the sub-moves made',
    async fn(page, baseUrl, tools) {
      await page.goto(`${baseUrl}?game=parallel-worlds&view=2d`);
      await gameReady(page);
      await clickMove(page, '1e2', '1e4');
      await clickMove(page, '3g1', '3f3');
      await clickMove(page, '3d7', '3d5'); // Black's turn: one sub-move made, two may follow
      const position = await fen(page);
      assert.match(position, / ; 3d7-3d5$/);
      const link = await copyShareLink(page, baseUrl);
      assert.equal(new URL(link).searchParams.get('fen'), position);
      const viewport = { width: 1280, height: 800 };
      await inFreshBrowser(
        page,
        link,
        async (other) => {
          assert.equal(await fen(other), position);
          // The turn goes on where it was: the next sub-move ends on another level.
          await clickMove(other, '1b8', '1c6');
          assert.match(await fen(other), / ; 3d7-3d5 1b8-1c6$/);
          await tools.screenshot(other, 'app-mid-turn-link.png');
          // And the sub-moves that came with the link can be taken back, one by one.
          const takeBack = other.getByRole('button', { name: 'Take back sub-move' });
          await takeBack.click();
          await takeBack.click();
          await other.waitForFunction((f) => window.__test.fen() === f, position.split(' ; ')[0]);
        },
        viewport,
      );
    },
  },
  {
    name: 'in Russian, a bad FEN or record is reported in Russian, without English inside',
    async fn(page, baseUrl, tools) {
      await page.goto(`${baseUrl}?game=plunder`);
      await gameReady(page);
      await page.getByRole('button', { name: 'RU', exact: true }).click();
      const before = await fen(page);
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
        await alert.waitFor();
        assert.doesNotMatch(await alert.innerText(), /\b(must|illegal|move|rank|castling)\b/);
        assert.equal(await fen(page), before);
      }
      await tools.screenshot(page, 'app-bad-fen-ru.png');
      await page.getByRole('button', { name: 'EN', exact: true }).click();
    },
  },
  {
    name: 'switching the language changes the interface and is remembered',
    async fn(page, baseUrl, tools) {
      await page.goto(baseUrl);
      await page.getByRole('button', { name: 'Play in 3D' }).waitFor();
      await page.getByRole('button', { name: 'RU', exact: true }).click();
      await page.getByRole('button', { name: 'Играть в 3D' }).waitFor();
      await page.getByRole('link', { name: 'Шахматы параллельных миров' }).waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'ru');
      await tools.screenshot(page, 'app-home-ru.png', { fullPage: true });

      await page.reload();
      await page.getByRole('button', { name: 'Играть в 3D' }).waitFor();
      await page.getByRole('link', { name: 'Правила' }).first().click();
      await page
        .getByRole('heading', { level: 1, name: 'Как играть: Шахматы параллельных миров' })
        .waitFor();
      await page.getByRole('heading', { level: 2, name: 'Средний мир' }).waitFor();
      await tools.screenshot(page, 'app-rules-ru.png', { fullPage: true });

      await page.getByRole('button', { name: 'EN', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'The middle world' }).waitFor();
    },
  },
  {
    name: 'a browser in Russian opens the app in Russian',
    async fn(page, baseUrl) {
      await inFreshContext(page, { locale: 'ru-RU' }, async (other) => {
        await other.goto(`${baseUrl}?game=plunder`);
        await gameReady(other);
        await other.getByRole('button', { name: 'Предложить ничью' }).waitFor();
        await other.getByRole('button', { name: /Перевернуть доску/ }).waitFor();
        await other.getByText('Ввести ход').waitFor();
        await other.getByRole('heading', { level: 1, name: 'Шахматы с добычей' }).waitFor();
      });
    },
  },
  {
    name: 'settings apply at once and persist: coordinates, board colours, view, sound',
    async fn(page, baseUrl, tools) {
      await page.goto(`${baseUrl}?game=plunder`);
      await gameReady(page);
      assert.ok(await page.locator('.board2d .coordinate').first().isVisible());
      await page.getByRole('button', { name: 'Settings' }).click();
      const panel = page.getByRole('region', { name: 'Settings' });
      await panel.getByLabel('Coordinates').uncheck();
      await panel.getByLabel('Sound').uncheck();
      await panel.getByLabel('Board colours').selectOption('slate');
      await panel.getByText('2D', { exact: true }).click();
      await tools.screenshot(page, 'app-settings.png');
      assert.equal(await page.locator('.board2d .coordinate').first().isVisible(), false);
      const light = () =>
        page.evaluate(
          () => getComputedStyle(document.querySelector('.square-light .square-fill')).fill,
        );
      assert.equal(await light(), 'rgb(201, 211, 221)'); // slate's light squares, #c9d3dd

      await page.reload();
      await gameReady(page);
      assert.equal(await page.locator('.board2d .coordinate').first().isVisible(), false);
      assert.equal(await light(), 'rgb(201, 211, 221)');
      const stored = await page.evaluate(() =>
        JSON.parse(localStorage.getItem('parallel-worlds.settings')),
      );
      assert.deepEqual(
        {
          coordinates: stored.coordinates,
          sound: stored.sound,
          theme: stored.theme,
          view: stored.view,
        },
        { coordinates: false, sound: false, theme: 'slate', view: '2d' },
      );
      // The preferred view opens Parallel worlds chess from the home page in 2D.
      await page.goto(baseUrl);
      await page.getByRole('link', { name: 'Parallel worlds chess' }).click();
      await gameReady(page);
      assert.equal(await page.locator('.board2d').count(), 3);
    },
  },
  {
    name: 'a phone (390×844, touch) can play a move by tapping',
    async fn(page, baseUrl, tools) {
      await inFreshContext(page, PHONE, async (mobile) => {
        await mobile.goto(baseUrl);
        await mobile.getByRole('button', { name: 'New game' }).first().waitFor();
        await tools.screenshot(mobile, 'app-phone-home.png');
        await mobile.getByRole('link', { name: 'PlunderChess' }).tap();
        await gameReady(mobile);
        const before = await fen(mobile);
        await mobile.locator('[data-square="e2"]').tap();
        await mobile.locator('[data-square="e4"]').tap();
        await mobile.waitForFunction((previous) => window.__test.fen() !== previous, before);
        assert.match(await fen(mobile), /4P3\/8\/PPPP1PPP/);
        const width = await mobile.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= 390, `the page is ${width}px wide on a 390px screen`);
        await tools.screenshot(mobile, 'app-phone-game.png');
        await mobile.setViewportSize({ width: 844, height: 390 });
        await tools.screenshot(mobile, 'app-phone-landscape.png');
      });
    },
  },
  {
    name: 'the move list shows earlier positions read-only, in 2D and in 3D',
    async fn(page, baseUrl, tools) {
      await page.goto(`${baseUrl}?game=plunder`);
      await gameReady(page);
      await typeMoves(page, ['e2e4', 'e7e5', 'g1f3']);
      const live = await fen(page);
      const piece = (square) => page.locator(`[data-square="${square}"] [data-piece]`).count();
      const boardTop = () =>
        page.evaluate(() => document.querySelector('.board-frame').getBoundingClientRect().top);
      const top = await boardTop();
      await page.locator('.move-list .move-san', { hasText: 'e5' }).click();
      // The turn panel says so (not "White to move"), and nothing on the page moves.
      const panel = page.locator('.turn-panel');
      await panel.getByText('Looking back').waitFor();
      await panel.getByText('The position after move 2 of 3.').waitFor();
      assert.equal(await panel.getByText('to move').count(), 0);
      await page.locator('.look-back-notice').waitFor();
      assert.equal(await boardTop(), top, 'the board moved');
      assert.equal(await piece('f3'), 0);
      assert.equal(await piece('g1'), 1);
      assert.equal(await piece('e5'), 1);
      await tools.screenshot(page, 'app-look-back.png');
      // Read-only: pressing a man and a square plays nothing.
      await page.locator('[data-square="d2"]').click();
      await page.locator('[data-square="d4"]').click();
      assert.equal(await fen(page), live);
      await page.getByRole('button', { name: 'Back to the game' }).click();
      assert.equal(await piece('f3'), 1);

      await page.goto(`${baseUrl}?game=parallel-worlds&view=3d`);
      await gameReady(page);
      await typeMoves(page, ['1e2-1e4', '3g1-3f3']);
      await page.locator('.move-list .move-san').first().click();
      await page.getByText('The position after sub-move 1 of 2 (turn 1).').waitFor();
      await page.getByRole('button', { name: 'Back to the game' }).click();
      await page.locator('.look-back-notice').waitFor({ state: 'detached' });
      await page.locator('.turn-panel').getByText('Black to move').waitFor();
    },
  },
  {
    name: 'take back and replay a whole turn or a single sub-move',
    async fn(page, baseUrl) {
      await page.goto(`${baseUrl}?game=parallel-worlds&view=2d`);
      await gameReady(page);
      await clickMove(page, '1e2', '1e4');
      await clickMove(page, '3g1', '3f3');
      await clickMove(page, '3e7', '3e5');
      await clickMove(page, '1b8', '1c6');
      const full = await fen(page);
      await page.getByRole('button', { name: 'Take back sub-move' }).click();
      assert.match(await fen(page), / ; 3e7-3e5$/);
      await page.getByRole('button', { name: 'Replay sub-move' }).click();
      assert.equal(await fen(page), full);
      await page.getByRole('button', { name: 'Take back move' }).click();
      assert.ok(!(await fen(page)).includes(' ; '));
      assert.match(await fen(page), / b /);
      await page.getByRole('button', { name: 'Take back move' }).click();
      assert.match(await fen(page), / w 1KQkq3KQkq - 0 1$/);
      await page.getByRole('button', { name: 'Replay move' }).click();
      assert.match(await fen(page), / b /);
      assert.ok(!(await fen(page)).includes(' ; '));
    },
  },
  {
    name: 'hot-seat draw offer (declined, then accepted) and resignation',
    async fn(page, baseUrl) {
      await page.goto(`${baseUrl}?game=plunder`);
      await gameReady(page);
      await page.getByRole('button', { name: 'Offer a draw' }).click();
      await page
        .getByRole('alertdialog')
        .filter({ hasText: 'White offers a draw. Black, do you accept?' })
        .waitFor();
      await page.getByRole('button', { name: 'Decline' }).click();
      await page.getByText('Black declines the draw.').waitFor();
      await page.getByRole('button', { name: 'Offer a draw' }).click();
      await page.getByRole('button', { name: 'Accept' }).click();
      await page.waitForFunction(() => window.__test.record().includes('1/2-1/2'));
      assert.match(await record(page), /draw-agreed 1\/2-1\/2/);

      await page.locator('.game-controls').getByRole('button', { name: 'New game' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
      await typeMoves(page, ['e2e4']);
      await page.getByRole('button', { name: 'Resign' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Resign' }).click();
      await page.waitForFunction(() => window.__test.record().includes('resigns 1-0'));
      // The result survives a reload.
      await page.reload();
      await gameReady(page);
      assert.match(await record(page), /resigns 1-0/);
    },
  },
  {
    name: 'the home page, the rules pages and a 2D game do not load the 3D code',
    async fn(page, baseUrl, tools) {
      const no3d = async (where) => {
        const scripts = await loadedScripts(page);
        assert.ok(scripts.length > 0, `${where}: no scripts seen`);
        assert.ok(!scripts.some((name) => /View3D/.test(name)), `${where}: ${scripts.join(', ')}`);
      };
      await page.goto(baseUrl);
      await page.getByRole('button', { name: 'Play in 3D' }).waitFor();
      await no3d('home');
      await page.goto(`${baseUrl}?rules=parallel-worlds`);
      await page.locator('.rules-diagram').first().waitFor();
      assert.ok((await page.locator('.rules-diagram .board2d').count()) >= 6);
      await tools.screenshot(page, 'app-rules-en.png', { fullPage: true });
      await page.getByRole('link', { name: 'Pocket mutation chess' }).click();
      await page.locator('.rules-diagram').first().waitFor();
      await no3d('rules pages');
      await page.goto(`${baseUrl}?game=parallel-worlds&view=2d`);
      await gameReady(page);
      await no3d('Parallel worlds in 2D');
      // …and the 3D view does load it.
      await page.getByRole('link', { name: '3D', exact: true }).click();
      await page.waitForFunction(() =>
        performance.getEntriesByType('resource').some((entry) => /View3D/.test(entry.name)),
      );
    },
  },
];
