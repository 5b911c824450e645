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
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { chromium } from 'playwright-core';
import { expect, test, type App } from './fixtures';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.mjs';
import { fen, gameReady, pasteAndLoad, record, typeMoves } from './support/gamePage';

const SAVE_KEY = 'parallel-worlds.save';
/** How long the computer may take over its move. */
const COMPUTER = { timeout: 30_000 };

/** The page's window with what a test leaves on it. */
type MarkedWindow = Window & {
  __restorePut?: () => void;
  __stored?: Promise<number>;
};

/** Waits until the game on the page is stored (after the last change). */
async function saved(page: Page) {
  await expect(page.locator('.save-status[data-save-state="saved"]')).toBeVisible();
}

/** The library id of the game on the page (`id=` in its address), which it must have. */
function libraryId(page: Page): string {
  const id = new URL(page.url()).searchParams.get('id');
  expect(id, 'the game has a library id').not.toBeNull();
  return id!;
}

/** Opens the game at `address`, makes `moves` and waits until it is stored. */
async function playAndSave(page: Page, app: App, address: string, moves: string[]) {
  await app.open(address);
  await typeMoves(page, moves);
  await saved(page);
}

/** From now on every IndexedDB put on the page throws QuotaExceededError (undone by `__restorePut`). */
async function refuseEveryPut(page: Page) {
  await page.evaluate(() => {
    const put = IDBObjectStore.prototype.put;
    (window as MarkedWindow).__restorePut = () => (IDBObjectStore.prototype.put = put);
    IDBObjectStore.prototype.put = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
}

/** Damages the stored entry `id` in the page's IndexedDB: a time that is not a date. */
async function damageEntry(page: Page, id: string) {
  await page.evaluate(
    (key) =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open('parallel-worlds', 1);
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const tx = opening.result.transaction('games', 'readwrite');
          const games = tx.objectStore('games');
          const read = games.get(key);
          read.onsuccess = () => games.put({ ...(read.result as object), updatedAt: 'yesterday' });
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    id,
  );
}

/** The process id of the Chromium browser (not a renderer) running on this profile directory. */
async function browserPid(profile: string): Promise<number | null> {
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let cmdline: string[];
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

const launchProfile = (profile: string) =>
  chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS],
    viewport: { width: 1000, height: 700 },
  });

test.describe('library:', () => {
  test('two games of different games are kept side by side and both continued', async ({
    page,
    app,
    tools,
  }) => {
    await playAndSave(page, app, 'game=plunder', ['e4', 'e5']);
    const plunderFen = await app.fen();
    // A new game of another game from the home page: the PlunderChess game stays.
    await page.getByRole('link', { name: /Back to games/ }).click();
    await page.getByRole('button', { name: 'Play in 2D' }).click();
    await gameReady(page);
    await typeMoves(page, ['1e2-1e4', '3g1-3f3', '3e7-3e5', 'end']);
    await saved(page);
    const worldsFen = await app.fen();

    await page.getByRole('link', { name: /Back to games/ }).click();
    const cards = page.locator('.library-card');
    await expect(cards.nth(1)).toBeVisible();
    await expect(cards).toHaveCount(2);
    // Newest first; turns for Parallel worlds chess, moves for PlunderChess.
    await expect(cards.nth(0)).toContainText(/Parallel worlds chess[\s\S]*2 turns · in progress/, {
      useInnerText: true,
    });
    await expect(cards.nth(1)).toContainText(/PlunderChess[\s\S]*2 moves · in progress/, {
      useInnerText: true,
    });
    await tools.screenshot(page, 'library-two-games.png');

    await page.getByRole('button', { name: 'Continue PlunderChess' }).click();
    await gameReady(page);
    expect(await app.fen()).toBe(plunderFen);
    await page.getByRole('link', { name: /Back to games/ }).click();
    await page.getByRole('button', { name: 'Continue Parallel worlds chess' }).click();
    await gameReady(page);
    expect(await app.fen()).toBe(worldsFen);
  });

  test('games are renamed, deleted with undo and downloaded together; a file of games opens', async ({
    page,
    app,
  }) => {
    // Two games at once, from a file of two records (as "Download all games" writes one).
    await app.open('game=plunder');
    await pasteAndLoad(
      page,
      '[Game "plunder"]\n[Result "*"]\n\n1. e4 e5 *\n\n' +
        '[Game "parallel-worlds"]\n[Result "*"]\n\n1. 1e4 N3f3 1... 3e5 end *\n',
    );
    await expect(
      page.getByText(
        'The file’s other games are kept in your games on the home page too (1 game).',
      ),
    ).toBeVisible();
    await saved(page);
    await page.getByRole('link', { name: /Back to games/ }).click();
    const cards = page.locator('.library-card');
    await expect(cards).toHaveCount(2);
    // Rename one, delete the other and undo, download both.
    await page.getByRole('button', { name: 'Rename PlunderChess' }).click();
    await page.getByRole('textbox', { name: 'Name of the game' }).fill('Club final');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByRole('heading', { name: 'Club final' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete Parallel worlds chess' }).click();
    await expect(page.getByText('“Parallel worlds chess” was deleted.')).toBeVisible();
    await expect(cards).toHaveCount(1);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(cards).toHaveCount(2);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download all games' }).click(),
    ]);
    const text = await readFile(await download.path(), 'utf8');
    expect(text).toMatch(/\[Game "parallel-worlds"\]\n\[Result "\*"\]\n\n1\. 1e2-1e4 3g1-3f3 /);
    expect(text).toMatch(/\[Game "plunder"\]\n\[Result "\*"\]\n\n1\. e2e4 e7e5 \*/);
    // After a reload everything is still there, the name too.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Club final' })).toBeVisible();
    await expect(cards).toHaveCount(2);
  });

  test('a save the browser refuses is shown at once, with what to do; the game goes on', async ({
    page,
    app,
    tools,
  }) => {
    await playAndSave(page, app, 'game=pocket-mutation', ['e2e4']);
    // From now on every IndexedDB put throws, as with a full disk or a locked-down browser.
    await refuseEveryPut(page);
    await typeMoves(page, ['e7e5']);
    const alert = page.getByRole('alert').filter({ hasText: 'could not be saved' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(/QuotaExceededError/, { useInnerText: true });
    await expect(alert).toContainText(/download its record to keep it/, { useInnerText: true });
    await expect(page.locator('.save-status')).toHaveAttribute('data-save-state', 'failed');
    await tools.screenshot(page, 'library-save-failed.png');
    // The game stays playable, and the record can be downloaded from the notice.
    await typeMoves(page, ['g1f3']);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      alert.getByRole('button', { name: 'Download record' }).click(),
    ]);
    expect(await readFile(await download.path(), 'utf8')).toMatch(/1\. e2e4 e7e5 2\. g1f3 \*/);
  });

  test('in Russian, a full storage and a damaged game are worded in Russian', async ({
    page,
    app,
    tools,
  }) => {
    await page.goto(app.url);
    await page.evaluate(() =>
      localStorage.setItem('parallel-worlds.settings', JSON.stringify({ language: 'ru' })),
    );
    await playAndSave(page, app, 'game=plunder', ['e2e4']);
    const id = libraryId(page);
    // A full storage: every put throws QuotaExceededError.
    await refuseEveryPut(page);
    await typeMoves(page, ['e7e5']);
    const full = page.getByRole('alert').filter({ hasText: 'не удалось сохранить' });
    await expect(full).toBeVisible();
    await expect(full).toContainText(/хранилище браузера заполнено: QuotaExceededError/, {
      useInnerText: true,
    });
    await expect(full).not.toContainText(/storage is full|could not be saved/, {
      useInnerText: true,
    });
    await tools.screenshot(page, 'library-save-failed-ru.png');
    // Room again; then the stored game is damaged (a time that is not a date) and reloaded.
    await page.evaluate(() => (window as MarkedWindow).__restorePut!());
    await typeMoves(page, ['g1f3']);
    await saved(page);
    await damageEntry(page, id);
    await page.reload();
    await gameReady(page);
    const damaged = page.getByRole('alert').filter({ hasText: 'не удалось прочитать' });
    await expect(damaged).toBeVisible();
    await expect(damaged).toContainText(/поле «updatedAt» отсутствует или неверно/, {
      useInnerText: true,
    });
    await expect(damaged).not.toContainText(/missing or wrong/, { useInnerText: true });
  });

  test('two tabs on one game: moves made in one appear in the other, which says so', async ({
    page,
    app,
    tools,
  }) => {
    await playAndSave(page, app, 'game=plunder', ['e2e4']);
    const second = await page.context().newPage();
    await second.goto(page.url());
    await gameReady(second);
    expect(await fen(second)).toBe(await app.fen());

    await typeMoves(page, ['e7e5']);
    await expect.poll(() => fen(second)).toBe(await app.fen());
    await expect(second.getByText('This game is also open in another tab')).toBeVisible();
    await tools.screenshot(second, 'library-second-tab.png');

    // And the other way round: the second tab plays on, the first follows.
    await typeMoves(second, ['g1f3']);
    await expect.poll(() => app.fen()).toBe(await fen(second));
    expect(await app.record()).toBe(await record(second));
    await second.close();
    // Nothing was lost: a reload has all three moves.
    await page.reload();
    await gameReady(page);
    expect(await app.record()).toMatch(/1\. e2e4 e7e5 2\. g1f3 \*/);
  });

  test('a damaged entry is reported and set aside, never a blank page', async ({
    page,
    app,
    tools,
  }) => {
    await playAndSave(page, app, 'game=plunder', ['e2e4']);
    const id = libraryId(page);
    // Damage the stored entry: a time that is not a date (this once blanked the home page).
    await damageEntry(page, id);
    await page.reload();
    await gameReady(page);
    const alert = page.getByRole('alert').filter({ hasText: 'could not be read' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(/'updatedAt' is missing or wrong/, { useInnerText: true });
    expect((await app.fen()).split(' ')[0]).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR');
    await tools.screenshot(page, 'library-damaged-entry.png');
    // The home page works, the game can still be played, and the data is offered for download.
    await page.getByRole('link', { name: /Back to games/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Parallel Worlds' })).toBeVisible();
    const setAsideNotice = page.getByRole('alert').filter({ hasText: 'were set aside' });
    await expect(setAsideNotice).toBeVisible();
    await expect(setAsideNotice).toContainText(/1 game kept in this browser/, {
      useInnerText: true,
    });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      setAsideNotice.getByRole('button', { name: 'Download what was set aside' }).click(),
    ]);
    const setAside = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      key: string;
      data: { updatedAt: unknown };
    }[];
    expect(setAside[0]?.key).toBe(id);
    expect(setAside[0]?.data.updatedAt).toBe('yesterday');
    // Removed only when the player says so.
    await setAsideNotice.getByRole('button', { name: 'Remove it' }).click();
    await expect(setAsideNotice).not.toBeAttached();
  });

  test('a save of the earlier one-slot format is migrated into the library', async ({
    page,
    app,
  }) => {
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
    await page.goto(app.url);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      SAVE_KEY,
      JSON.stringify(save),
    ] as const);
    await page.reload();
    const card = page.locator('.library-card');
    await expect(card).toBeVisible();
    await expect(card).toContainText(/Parallel worlds chess[\s\S]*2 turns · in progress/, {
      useInnerText: true,
    });
    expect(await page.evaluate((key) => localStorage.getItem(key), SAVE_KEY)).toBeNull();
    await page.getByRole('button', { name: 'Continue Parallel worlds chess' }).click();
    await gameReady(page);
    expect(await app.fen()).toMatch(/ ; 3e7-3e5$/);
    // its view: the flat board
    expect(await page.locator('.board2d').count()).toBeGreaterThan(1);
  });

  test('import of a record in the move list’s notation and of a lichess PGN', async ({
    page,
    app,
    tools,
  }) => {
    await playAndSave(page, app, 'game=plunder', ['d4']);
    const first = libraryId(page);

    await pasteAndLoad(page, '[Game "plunder"]\n\n1. e4 e5 2. Nf3 *');
    await expect(page.getByText('Loaded: PlunderChess, 3 moves.')).toBeVisible();
    expect(await app.record()).toMatch(/1\. e2e4 e7e5 2\. g1f3 \*/);
    await saved(page);
    expect(new URL(page.url()).searchParams.get('id'), 'a new game').not.toBe(first);

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
    await expect(said.filter({ hasText: 'Loaded: PlunderChess, 8 moves.' })).toBeVisible();
    await expect(said).toContainText(
      /Left out of the PGN: 3 comments, 2 annotations, 1 variation\./,
      { useInnerText: true },
    );
    expect(await app.record()).toMatch(/4\. f3d4 g8f6 \*/);
    await tools.screenshot(page, 'library-imported-pgn.png');
    // All three games are in the library.
    await page.getByRole('link', { name: /Back to games/ }).click();
    await expect(page.locator('.library-card')).toHaveCount(3);
  });

  test('the banner’s New game keeps the finished game in the library with its result, and the opponent', async ({
    page,
    app,
    tools,
  }) => {
    await app.open('game=plunder&view=2d');
    // A game against the computer (it played White's moves), one move from a fool's mate.
    await pasteAndLoad(
      page,
      '[Game "plunder"]\n[White "Computer greedy"]\n[Black "Human"]\n[Result "*"]\n\n1. f3 e5 2. g4 *',
    );
    await expect(page.getByText('Loaded: PlunderChess, 3 moves.')).toBeVisible();
    await typeMoves(page, ['Qh4']);
    const banner = page.getByTestId('game-over');
    await expect(banner.getByText('by checkmate')).toBeVisible();
    await saved(page);
    const finished = libraryId(page);
    expect(await app.record()).toMatch(/2\. g2g4 d8h4 0-1/);

    await banner.getByRole('button', { name: 'New game' }).click();
    await expect(banner).not.toBeAttached();
    const fresh = new URL(page.url()).searchParams.get('id');
    expect(fresh, 'the new game has a library id').toBeTruthy();
    expect(fresh, 'the new game is a new entry, not the finished one').not.toBe(finished);
    // The opponent is kept: the computer plays White again and opens the new game.
    expect(await app.record()).toMatch(/\[White "Computer greedy"\]\n\[Black "Human"\]/);
    await expect(page.locator('.computer-panel').getByText('Computer, greedy')).toBeVisible();
    await expect.poll(() => app.fen(), COMPUTER).toMatch(/ b /);
    await saved(page);

    // The library, as the home page shows it, holds both games: the finished one with its result.
    await page.getByRole('link', { name: /Back to games/ }).click();
    const cards = page.locator('.library-card');
    await expect(cards.nth(1)).toBeVisible();
    await expect(cards).toHaveCount(2);
    const over = cards.filter({ hasText: '0-1' });
    await expect(over).toContainText(/against Computer greedy · 4 moves · 0-1/, {
      useInnerText: true,
    });
    await expect(over).toHaveAttribute('data-entry', finished);
    await expect(cards.filter({ hasNotText: '0-1' })).toContainText(
      /against Computer greedy · 1 move · in progress/,
      { useInnerText: true },
    );
    await tools.screenshot(page, 'library-banner-new-game.png');
    await over.getByRole('button', { name: 'Continue PlunderChess' }).click();
    await gameReady(page);
    await expect(page.getByTestId('game-over').getByText('by checkmate')).toBeVisible();
    expect(await app.record()).toMatch(/\[White "Computer greedy"\][\s\S]*d8h4 0-1/);

    // "Analyse" on the finished game's card: its moves on the analysis board
    await page.getByRole('link', { name: /Back to games/ }).click();
    await cards
      .filter({ hasText: '0-1' })
      .getByRole('button', { name: 'Analyse PlunderChess' })
      .click();
    await expect(page).toHaveURL(/[?&]analyse=plunder&moves=f2f3,e7e5,g2g4,d8h4/);
    await expect(page.getByTestId('move-tree')).toContainText('2.g4 Qh4#');
  });

  test('a move typed without its level is answered with the candidates; the placeholder fits', async ({
    page,
    app,
    tools,
  }) => {
    await app.open('game=parallel-worlds&view=2d');
    const input = page.locator('.move-input input');
    // The whole placeholder shows in the field.
    const fits = await input.evaluate((field: HTMLInputElement) => {
      const style = getComputedStyle(field);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontSize} ${style.fontFamily}`;
      const room =
        field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return {
        text: field.placeholder,
        width: context.measureText(field.placeholder).width,
        room,
      };
    });
    expect(fits.width, `placeholder '${fits.text}' (px)`).toBeLessThanOrEqual(fits.room);

    const before = await app.fen();
    await input.fill('Nf3');
    await input.press('Enter');
    const message = page.locator('.move-input-message');
    await expect(message).toBeVisible();
    await expect(message).toHaveText("'Nf3' is ambiguous here: N1f3 or N3f3", {
      useInnerText: true,
    });
    expect(await app.fen()).toBe(before);
    await tools.screenshot(page, 'library-ambiguous-move.png');
    await typeMoves(page, ['N3f3']);
    // Once level 3 is used this turn, `e4` can only be the pawn on level 1.
    await typeMoves(page, ['e4']);
    expect(await app.record()).toMatch(/1\. 3g1-3f3 1e2-1e4/);
  });

  test('a browser killed right after a move has the move when it starts again', async ({
    app,
    tools,
  }) => {
    const profile = await mkdtemp(path.join(os.tmpdir(), 'pw-kill-'));
    let context: BrowserContext | null = null;
    try {
      context = await launchProfile(profile);
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${app.url}?game=parallel-worlds&view=2d`);
      await gameReady(page);
      await typeMoves(page, ['1e2-1e4', '3g1-3f3']);
      await saved(page);
      // Time, in the page, from the move reaching the board to its write being complete.
      await page.evaluate(() => {
        const before = window.__test!.fen();
        const status = () => document.querySelector<HTMLElement>('.save-status');
        const revision = Number(status()!.dataset.revision);
        let movedAt: number | null = null;
        (window as MarkedWindow).__stored = new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            if (movedAt === null && window.__test!.fen() !== before) movedAt = performance.now();
            const now = status();
            if (
              movedAt !== null &&
              now?.dataset.saveState === 'saved' &&
              Number(now.dataset.revision) > revision
            ) {
              observer.disconnect();
              resolve(performance.now() - movedAt);
            }
          });
          observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        });
      });
      await typeMoves(page, ['3e7-3e5']);
      const storedMs = await page.evaluate(() => (window as MarkedWindow).__stored!);
      // The write has completed: with strict durability, it is on disk.
      tools.log(`the move was stored ${Math.round(storedMs)} ms after it reached the board`);
      expect(storedMs, 'stored after the move (ms)').toBeLessThan(1000);
      const wanted = await fen(page);
      const address = page.url();
      const pid = await browserPid(profile);
      expect(pid, 'the browser process of the profile').not.toBeNull();
      const killedAt = Date.now();
      execFileSync('kill', ['-KILL', String(pid)]);
      await context.close().catch(() => {});
      context = null;
      tools.log(`killed Chromium ${pid} ${Date.now() - killedAt} ms after the save`);

      context = await launchProfile(profile);
      const again = context.pages()[0] ?? (await context.newPage());
      await again.goto(address);
      await gameReady(again);
      expect(await fen(again)).toBe(wanted);
    } finally {
      await context?.close().catch(() => {});
      await rm(profile, { recursive: true, force: true });
    }
  });
});
