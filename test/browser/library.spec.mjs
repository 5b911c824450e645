// Browser tests of the game library (src/game/libraryDb.ts, src/game/host.ts, LibraryPanel)
// and of reading records, in real Chromium (see run.mjs): two games of different games kept
// side by side and both continued, renamed, deleted with undo, downloaded together; a save the
// browser refuses (IndexedDB's put made to throw QuotaExceededError in the page) is shown at once
// with what to do while the game goes on (and worded in Russian on a Russian page, as is a
// damaged entry); two tabs on one game follow each other; a damaged entry
// is set aside and reported, never a blank page; a save of the earlier one-slot format is
// migrated; the game-over banner's New game leaves the finished game in the library with its
// result and keeps the opponent; a record in the move list's notation and a lichess PGN are
// imported; a move typed without its level is answered with the candidates; and a browser
// killed right after a move (SIGKILL, persistent profile) has the move when it starts again.
// Moves are typed into the typed-move box or clicked on the flat board; positions are read
// through `window.__test`; the save state through the page's `data-save-state`.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.mjs';
import { fen, gameReady, pasteAndLoad, record, typeMoves } from './support/gamePage.mjs';

const SAVE_KEY = 'parallel-worlds.save';

/** Waits until the game on the page is stored (after the last change). */
async function saved(page) {
  await page.locator('.save-status[data-save-state="saved"]').waitFor();
}

/** Damages the stored entry `id` in the page's IndexedDB: a time that is not a date. */
async function damageEntry(page, id) {
  await page.evaluate(
    (key) =>
      new Promise((resolve, reject) => {
        const opening = indexedDB.open('parallel-worlds', 1);
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const tx = opening.result.transaction('games', 'readwrite');
          const games = tx.objectStore('games');
          const read = games.get(key);
          read.onsuccess = () => games.put({ ...read.result, updatedAt: 'yesterday' });
          tx.oncomplete = () => resolve(undefined);
          tx.onerror = () => reject(tx.error);
        };
      }),
    id,
  );
}

/** The process id of the Chromium browser (not a renderer) running on this profile directory. */
async function browserPid(profile) {
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let cmdline;
    try {
      cmdline = (await readFile(`/proc/${name}/cmdline`, 'utf8')).split('\0');
    } catch {
      continue; // gone meanwhile
    }
    if (
      cmdline.some((arg) => arg === `--user-data-dir=${profile}`) &&
      !cmdline.some((arg) => arg.startsWith('--type='))
    )
      return Number(name);
  }
  return null;
}

const launchProfile = (profile) =>
  chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1000, height: 700 },
  });

export default [
  {
    name: 'two games of different games are kept side by side and both continued',
    async fn(page, baseUrl, tools) {
      await page.goto(`${baseUrl}?game=plunder`);
      await gameReady(page);
      await typeMoves(page, ['e4', 'e5']);
      await saved(page);
      const plunderFen = await fen(page);
      // A new game of another game from the home page: the PlunderChess game stays.
      await page.getByRole('link', { name: /Back to games/ }).click();
      await page.getByRole('button', { name: 'Play in 2D' }).click();
      await gameReady(page);
      await typeMoves(page, ['1e2-1e4', '3g1-3f3', '3e7-3e5', 'end']);
      await saved(page);
      const worldsFen = await fen(page);

      await page.getByRole('link', { name: /Back to games/ }).click();
      const cards = page.locator('.library-card');
      await cards.nth(1).waitFor();
      assert.equal(await cards.count(), 2);
      // Newest first; turns for Parallel worlds chess, moves for PlunderChess.
      assert.match(
        await cards.nth(0).innerText(),
        /Parallel worlds chess[\s\S]*2 turns · in progress/,
      );
      assert.match(await cards.nth(1).innerText(), /PlunderChess[\s\S]*2 moves · in progress/);
      await tools.screenshot(page, 'library-two-games.png');

      await page.getByRole('button', { name: 'Continue PlunderChess' }).click();
      await gameReady(page);
      assert.equal(await fen(page), plunderFen);
      await page.getByRole('link', { name: /Back to games/ }).click();
      await page.getByRole('button', { name: 'Continue Parallel worlds chess' }).click();
      await gameReady(page);
      assert.equal(await fen(page), worldsFen);
    },
  },
  {
    name: 'games are renamed, deleted with undo and downloaded together; a file of games opens',
    async fn(page, baseUrl) {
      // Two games at once, from a file of two records (as "Download all games" writes one).
      await page.goto(`${baseUrl}?game=plunder`);
      await gameReady(page);
      await pasteAndLoad(
        page,
        '[Game "plunder"]\n[Result "*"]\n\n1. e4 e5 *\n\n' +
          '[Game "parallel-worlds"]\n[Result "*"]\n\n1. 1e4 N3f3 1... 3e5 end *\n',
      );
      await page
        .getByText('The file’s other games are kept in your games on the home page too (1 game).')
        .waitFor();
      await saved(page);
      await page.getByRole('link', { name: /Back to games/ }).click();
      await page.waitForFunction(() => document.querySelectorAll('.library-card').length === 2);
      // Rename one, delete the other and undo, download both.
      await page.getByRole('button', { name: 'Rename PlunderChess' }).click();
      await page.getByRole('textbox', { name: 'Name of the game' }).fill('Club final');
      await page.getByRole('button', { name: 'Save name' }).click();
      await page.getByRole('heading', { name: 'Club final' }).waitFor();
      await page.getByRole('button', { name: 'Delete Parallel worlds chess' }).click();
      await page.getByText('“Parallel worlds chess” was deleted.').waitFor();
      await page.waitForFunction(() => document.querySelectorAll('.library-card').length === 1);
      await page.getByRole('button', { name: 'Undo' }).click();
      await page.waitForFunction(() => document.querySelectorAll('.library-card').length === 2);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download all games' }).click(),
      ]);
      const text = await readFile(await download.path(), 'utf8');
      assert.match(text, /\[Game "parallel-worlds"\]\n\[Result "\*"\]\n\n1\. 1e2-1e4 3g1-3f3 /);
      assert.match(text, /\[Game "plunder"\]\n\[Result "\*"\]\n\n1\. e2e4 e7e5 \*/);
      // After a reload everything is still there, the name too.
      await page.reload();
      await page.getByRole('heading', { name: 'Club final' }).waitFor();
      assert.equal(await page.locator('.library-card').count(), 2);
    },
  },
  {
    name: 'a save the browser refuses is shown at once, with what to do; the game goes on',
    async fn(page, baseUrl, tools) {
      await page.goto(`${baseUrl}?game=pocket-mutation`);
      await gameReady(page);
      await typeMoves(page, ['e2e4']);
      await saved(page);
      // From now on every IndexedDB put throws, as with a full disk or a locked-down browser.
      await page.evaluate(() => {
        IDBObjectStore.prototype.put = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
      });
      await typeMoves(page, ['e7e5']);
      const alert = page.getByRole('alert').filter({ hasText: 'could not be saved' });
      await alert.waitFor();
      assert.match(await alert.innerText(), /QuotaExceededError/);
      assert.match(await alert.innerText(), /download its record to keep it/);
      assert.equal(await page.locator('.save-status').getAttribute('data-save-state'), 'failed');
      await tools.screenshot(page, 'library-save-failed.png');
      // The game stays playable, and the record can be downloaded from the notice.
      await typeMoves(page, ['g1f3']);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        alert.getByRole('button', { name: 'Download record' }).click(),
      ]);
      assert.match(await readFile(await download.path(), 'utf8'), /1\. e2e4 e7e5 2\. g1f3 \*/);
    },
  },
  {
    name: 'in Russian, a full storage and a damaged game are worded in Russian',
    async fn(page, baseUrl, tools) {
      await page.goto(baseUrl);
      await page.evaluate(() =>
        localStorage.setItem('parallel-worlds.settings', JSON.stringify({ language: 'ru' })),
      );
      await page.goto(`${baseUrl}?game=plunder`);
      await gameReady(page);
      await typeMoves(page, ['e2e4']);
      await saved(page);
      const id = new URL(page.url()).searchParams.get('id');
      // A full storage: every put throws QuotaExceededError.
      await page.evaluate(() => {
        const put = IDBObjectStore.prototype.put;
        window.__restorePut = () => (IDBObjectStore.prototype.put = put);
        IDBObjectStore.prototype.put = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
      });
      await typeMoves(page, ['e7e5']);
      const full = page.getByRole('alert').filter({ hasText: 'не удалось сохранить' });
      await full.waitFor();
      const fullText = await full.innerText();
      assert.match(fullText, /хранилище браузера заполнено: QuotaExceededError/);
      assert.doesNotMatch(fullText, /storage is full|could not be saved/);
      await tools.screenshot(page, 'library-save-failed-ru.png');
      // Room again; then the stored game is damaged (a time that is not a date) and reloaded.
      await page.evaluate(() => window.__restorePut());
      await typeMoves(page, ['g1f3']);
      await saved(page);
      await damageEntry(page, id);
      await page.reload();
      await gameReady(page);
      const damaged = page.getByRole('alert').filter({ hasText: 'не удалось прочитать' });
      await damaged.waitFor();
      const damagedText = await damaged.innerText();
      assert.match(damagedText, /поле «updatedAt» отсутствует или неверно/);
      assert.doesNotMatch(damagedText, /missing or wrong/);
    },
  },
  {
    name: 'two tabs on one game: moves made in one appear in the other, which says so',
    async fn(page, baseUrl, tools) {
      await page.goto(`${baseUrl}?game=plunder`);
      await gameReady(page);
      await typeMoves(page, ['e2e4']);
      await saved(page);
      const second = await page.context().newPage();
      await second.goto(page.url());
      await gameReady(second);
      assert.equal(await fen(second), await fen(page));

      await typeMoves(page, ['e7e5']);
      await second.waitForFunction((wanted) => window.__test.fen() === wanted, await fen(page));
      await second.getByText('This game is also open in another tab').waitFor();
      await tools.screenshot(second, 'library-second-tab.png');

      // And the other way round: the second tab plays on, the first follows.
      await typeMoves(second, ['g1f3']);
      await page.waitForFunction((wanted) => window.__test.fen() === wanted, await fen(second));
      assert.equal(await record(page), await record(second));
      await second.close();
      // Nothing was lost: a reload has all three moves.
      await page.reload();
      await gameReady(page);
      assert.match(await record(page), /1\. e2e4 e7e5 2\. g1f3 \*/);
    },
  },
  {
    name: 'a damaged entry is reported and set aside, never a blank page',
    async fn(page, baseUrl, tools) {
      await page.goto(`${baseUrl}?game=plunder`);
      await gameReady(page);
      await typeMoves(page, ['e2e4']);
      await saved(page);
      const id = new URL(page.url()).searchParams.get('id');
      // Damage the stored entry: a time that is not a date (this once blanked the home page).
      await damageEntry(page, id);
      await page.reload();
      await gameReady(page);
      const alert = page.getByRole('alert').filter({ hasText: 'could not be read' });
      await alert.waitFor();
      assert.match(await alert.innerText(), /'updatedAt' is missing or wrong/);
      assert.equal((await fen(page)).split(' ')[0], 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR');
      await tools.screenshot(page, 'library-damaged-entry.png');
      // The home page works, the game can still be played, and the data is offered for download.
      await page.getByRole('link', { name: /Back to games/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Parallel Worlds' }).waitFor();
      const setAsideNotice = page.getByRole('alert').filter({ hasText: 'were set aside' });
      await setAsideNotice.waitFor();
      assert.match(await setAsideNotice.innerText(), /1 game kept in this browser/);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        setAsideNotice.getByRole('button', { name: 'Download what was set aside' }).click(),
      ]);
      const setAside = JSON.parse(await readFile(await download.path(), 'utf8'));
      assert.equal(setAside[0].key, id);
      assert.equal(setAside[0].data.updatedAt, 'yesterday');
      // Removed only when the player says so.
      await setAsideNotice.getByRole('button', { name: 'Remove it' }).click();
      await setAsideNotice.waitFor({ state: 'detached' });
    },
  },
  {
    name: 'a save of the earlier one-slot format is migrated into the library',
    async fn(page, baseUrl) {
      // Exactly what the app wrote before the library: a Parallel worlds game mid-turn.
      const save = {
        format: 1,
        address: '?game=parallel-worlds',
        view: '2d',
        record: '[Game "parallel-worlds"]\n[Result "*"]\n\n1. 1e2-1e4 3g1-3f3 1... 3e7-3e5 *\n',
        redo: [],
        gameId: 'parallel-worlds',
        moveCount: 3,
        savedAt: '2025-05-01T12:00:00.000Z',
      };
      await page.goto(baseUrl);
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key, value),
        [SAVE_KEY, JSON.stringify(save)],
      );
      await page.reload();
      const card = page.locator('.library-card');
      await card.waitFor();
      assert.match(await card.innerText(), /Parallel worlds chess[\s\S]*2 turns · in progress/);
      assert.equal(await page.evaluate((key) => localStorage.getItem(key), SAVE_KEY), null);
      await page.getByRole('button', { name: 'Continue Parallel worlds chess' }).click();
      await gameReady(page);
      assert.match(await fen(page), / ; 3e7-3e5$/);
      assert.equal((await page.locator('.board2d').count()) > 1, true); // its view: the flat board
    },
  },
  {
    name: 'import of a record in the move list’s notation and of a lichess PGN',
    async fn(page, baseUrl, tools) {
      await page.goto(`${baseUrl}?game=plunder`);
      await gameReady(page);
      await typeMoves(page, ['d4']);
      await saved(page);
      const first = new URL(page.url()).searchParams.get('id');

      await pasteAndLoad(page, '[Game "plunder"]\n\n1. e4 e5 2. Nf3 *');
      await page.getByText('Loaded: PlunderChess, 3 moves.').waitFor();
      assert.match(await record(page), /1\. e2e4 e7e5 2\. g1f3 \*/);
      await saved(page);
      assert.notEqual(new URL(page.url()).searchParams.get('id'), first); // a new game

      const pgn = [
        '[Event "Rated blitz game"]',
        '[Site "https://lichess.org/abcdefgh"]',
        '[White "alice"]',
        '[Black "bob"]',
        '[Result "*"]',
        '',
        '1. e4 { [%clk 0:03:00] } 1... c5 { [%clk 0:03:00] } 2. Nf3 $1 (2. Nc3 Nc6) 2... d6',
        '3. d4 cxd4 4. Nxd4 Nf6?! { Najdorf next? } *',
      ].join('\n');
      await pasteAndLoad(page, pgn);
      const said = page.locator('.record-panel [role="status"]');
      await said.filter({ hasText: 'Loaded: PlunderChess, 8 moves.' }).waitFor();
      assert.match(
        await said.innerText(),
        /Left out of the PGN: 3 comments, 2 annotations, 1 variation\./,
      );
      assert.match(await record(page), /4\. f3d4 g8f6 \*/);
      await tools.screenshot(page, 'library-imported-pgn.png');
      // All three games are in the library.
      await page.getByRole('link', { name: /Back to games/ }).click();
      await page.waitForFunction(() => document.querySelectorAll('.library-card').length === 3);
    },
  },
  {
    name: 'the banner’s New game keeps the finished game in the library with its result, and the opponent',
    async fn(page, baseUrl, tools) {
      await page.goto(`${baseUrl}?game=plunder&view=2d`);
      await gameReady(page);
      // A game against the computer (it played White's moves), one move from a fool's mate.
      await pasteAndLoad(
        page,
        '[Game "plunder"]\n[White "Computer greedy"]\n[Black "Human"]\n[Result "*"]\n\n1. f3 e5 2. g4 *',
      );
      await page.getByText('Loaded: PlunderChess, 3 moves.').waitFor();
      await typeMoves(page, ['Qh4']);
      const banner = page.getByTestId('game-over');
      await banner.getByText('by checkmate').waitFor();
      await saved(page);
      const finished = new URL(page.url()).searchParams.get('id');
      assert.match(await record(page), /2\. g2g4 d8h4 0-1/);

      await banner.getByRole('button', { name: 'New game' }).click();
      await banner.waitFor({ state: 'detached' });
      const fresh = new URL(page.url()).searchParams.get('id');
      assert.ok(fresh, 'the new game has a library id');
      assert.notEqual(fresh, finished, 'the new game is a new entry, not the finished one');
      // The opponent is kept: the computer plays White again and opens the new game.
      assert.match(await record(page), /\[White "Computer greedy"\]\n\[Black "Human"\]/);
      await page.locator('.computer-panel').getByText('Computer, greedy').waitFor();
      await page.waitForFunction(() => / b /.test(window.__test.fen()));
      await saved(page);

      // The library, as the home page shows it, holds both games: the finished one with its result.
      await page.getByRole('link', { name: /Back to games/ }).click();
      const cards = page.locator('.library-card');
      await cards.nth(1).waitFor();
      assert.equal(await cards.count(), 2);
      const over = cards.filter({ hasText: '0-1' });
      assert.match(await over.innerText(), /against Computer greedy · 4 moves · 0-1/);
      assert.equal(await over.getAttribute('data-entry'), finished);
      assert.match(
        await cards.filter({ hasNotText: '0-1' }).innerText(),
        /against Computer greedy · 1 move · in progress/,
      );
      await tools.screenshot(page, 'library-banner-new-game.png');
      await over.getByRole('button', { name: 'Continue PlunderChess' }).click();
      await gameReady(page);
      await page.getByTestId('game-over').getByText('by checkmate').waitFor();
      assert.match(await record(page), /\[White "Computer greedy"\][\s\S]*d8h4 0-1/);
    },
  },
  {
    name: 'a move typed without its level is answered with the candidates; the placeholder fits',
    async fn(page, baseUrl, tools) {
      await page.goto(`${baseUrl}?game=parallel-worlds&view=2d`);
      await gameReady(page);
      const input = page.locator('.move-input input');
      // The whole placeholder shows in the field.
      const fits = await input.evaluate((field) => {
        const style = getComputedStyle(field);
        const context = document.createElement('canvas').getContext('2d');
        context.font = `${style.fontSize} ${style.fontFamily}`;
        const room =
          field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return {
          text: field.placeholder,
          width: context.measureText(field.placeholder).width,
          room,
        };
      });
      assert.ok(fits.width <= fits.room, `placeholder '${fits.text}' ${fits.width} > ${fits.room}`);

      const before = await fen(page);
      await input.fill('Nf3');
      await input.press('Enter');
      const message = page.locator('.move-input-message');
      await message.waitFor();
      assert.equal(await message.innerText(), "'Nf3' is ambiguous here: N1f3 or N3f3");
      assert.equal(await fen(page), before);
      await tools.screenshot(page, 'library-ambiguous-move.png');
      await typeMoves(page, ['N3f3']);
      // Once level 3 is used this turn, `e4` can only be the pawn on level 1.
      await typeMoves(page, ['e4']);
      assert.match(await record(page), /1\. 3g1-3f3 1e2-1e4/);
    },
  },
  {
    name: 'a browser killed right after a move has the move when it starts again',
    async fn(_page, baseUrl, tools) {
      const profile = await mkdtemp(path.join(os.tmpdir(), 'pw-kill-'));
      let context = null;
      try {
        context = await launchProfile(profile);
        const page = context.pages()[0] ?? (await context.newPage());
        await page.goto(`${baseUrl}?game=parallel-worlds&view=2d`);
        await gameReady(page);
        await typeMoves(page, ['1e2-1e4', '3g1-3f3']);
        await saved(page);
        // Time, in the page, from the move reaching the board to its write being complete.
        await page.evaluate(() => {
          const before = window.__test.fen();
          const revision = Number(document.querySelector('.save-status').dataset.revision);
          let movedAt = null;
          window.__stored = new Promise((resolve) => {
            const observer = new MutationObserver(() => {
              if (movedAt === null && window.__test.fen() !== before) movedAt = performance.now();
              const status = document.querySelector('.save-status');
              if (
                movedAt !== null &&
                status?.dataset.saveState === 'saved' &&
                Number(status.dataset.revision) > revision
              ) {
                observer.disconnect();
                resolve(performance.now() - movedAt);
              }
            });
            observer.observe(document.body, { subtree: true, childList: true, attributes: true });
          });
        });
        await typeMoves(page, ['3e7-3e5']);
        const storedMs = await page.evaluate(() => window.__stored);
        // The write has completed: with strict durability, it is on disk.
        tools.log(`the move was stored ${Math.round(storedMs)} ms after it reached the board`);
        assert.ok(storedMs < 1000, `stored ${storedMs} ms after the move`);
        const wanted = await fen(page);
        const address = page.url();
        const pid = await browserPid(profile);
        assert.ok(pid, 'the browser process of the profile was not found');
        const killedAt = Date.now();
        execFileSync('kill', ['-KILL', String(pid)]);
        await context.close().catch(() => {});
        context = null;
        tools.log(`killed Chromium ${pid} ${Date.now() - killedAt} ms after the save`);

        context = await launchProfile(profile);
        const again = context.pages()[0] ?? (await context.newPage());
        await again.goto(address);
        await gameReady(again);
        assert.equal(await fen(again), wanted);
      } finally {
        await context?.close().catch(() => {});
        await rm(profile, { recursive: true, force: true });
      }
    },
  },
];
