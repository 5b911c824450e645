// Browser tests of online play (issue 26, docs/online.md) against a real game server: each test
// starts its own server process (`src/cli/bin/server.mjs` on Node 24, the built app and the rooms
// on one free port of 4300–4399) and drives pages at that origin, not at `vite preview`'s (where
// online play only reports that no server answers, which one test checks too). Covered: two browser
// contexts play a short Parallel worlds game by link in 3D while a third watches in 2D
// (`window.__test.online()`: seat, version, watchers; the watcher sees each turn as it lands and a
// sub-move as it is made; no page breaks the server's Content-Security-Policy); a phone-sized
// context follows the presenter's console ("Let others follow", then `?follow=<code>`); a timed
// game chosen in the new-game dialog ("A friend online", 3+2), its clocks kept by the server, and
// the game claimed ("Claim victory") when the friend's browser has gone for the grace period (2 s
// here, PW_CLAIM_GRACE_MS). Screenshots of the invite panel and the follow view, in English and
// Russian, at 1280×800 and 390×844, go to reports/screenshots/online-*.png.
import type { Locator, Page } from '@playwright/test';
import { expect, test, type Tools } from './fixtures';
import {
  cspViolations,
  DESKTOP,
  freshPage,
  PHONE,
  startServer,
  watchCsp,
} from './support/gameServer';
import { clickSquare, online, STEP, waitOnline, waitShows } from './support/onlinePage';
import { screenPoint } from './support/view3d';

/** The value of a locator's attribute, which it must have. */
async function attribute(locator: Locator, name: string): Promise<string> {
  const value = await locator.getAttribute(name);
  expect(value, `${locator}: ${name}`).not.toBeNull();
  return value!;
}

/** Plays one sub-move in the 3D view by two clicks and waits until the game has it. */
async function play3d(page: Page, from: string, to: string) {
  await expect(page.locator('.view3d[data-ready="true"]')).toBeVisible(STEP);
  await clickSquare(page, from);
  await expect(page.locator('.view3d')).toHaveAttribute('data-selected', from, STEP);
  await clickSquare(page, to);
  await waitShows(page, `${from}-${to}`, `${from}-${to} played`);
}

/** The slide a presenter or follower page shows (null: none). */
const slideOf = (page: Page) => page.evaluate(() => window.__test?.present?.()?.slide ?? null);

/** Waits until a presenter or follower page shows slide `slide`. */
const onSlide = (page: Page, slide: number) => expect.poll(() => slideOf(page), STEP).toBe(slide);

const boardOf = (page: Page) => page.evaluate(() => window.__test!.fen());

/** Waits until two pages show the same position (polled: both may be moving on). */
async function sameBoard(a: Page, b: Page) {
  await expect
    .poll(
      async () => {
        const [one, other] = [await boardOf(a), await boardOf(b)];
        return one === other ? null : `${one} / ${other}`;
      },
      { ...STEP, message: 'the boards differ' },
    )
    .toBeNull();
}

/** A screenshot once the board is drawn (the 3D view ready, or the flat board). */
async function shoot(page: Page, tools: Tools, name: string) {
  await expect(page.locator('.view3d[data-ready="true"], .present-board-flat').first()).toBeVisible(
    STEP,
  );
  await tools.screenshot(page, name);
}

const endTurn = (page: Page) => page.getByRole('button', { name: 'End turn', exact: true }).click();

test.describe('online:', () => {
  test('two browsers play Parallel worlds chess by link in 3D while a third watches', async ({
    page,
    tools,
  }) => {
    test.setTimeout(240_000);
    const server = await startServer();
    const black = await freshPage(page);
    const watcher = await freshPage(page);
    const pages = [page, black.page, watcher.page];
    for (const p of pages) await watchCsp(p);
    try {
      await page.setViewportSize(DESKTOP.viewport!);
      await page.goto(`${server.origin}/?online=new&game=parallel-worlds&view=3d`);
      const invite = page.locator('[data-invite-link]');
      await expect(invite).toBeVisible(STEP);
      const seatLink = await attribute(invite, 'data-invite-link');
      const watchLink = await attribute(page.locator('[data-watch-link]'), 'data-watch-link');
      expect(seatLink).toMatch(/\/\?online=[A-Za-z0-9_-]{12}#key=[A-Za-z0-9_-]{22}$/);
      expect(watchLink).toMatch(/\/\?online=[A-Za-z0-9_-]{12}$/);
      expect(page.url(), "the creator's seat is in the address").toContain('#key=');
      await waitOnline(page, { seat: 'white', connected: true, version: 1 }, 'creator seated');

      await black.page.goto(seatLink.replace('#', '&view=3d#'));
      await waitOnline(black.page, { seat: 'black', connected: true }, 'friend seated');
      await watcher.page.goto(`${watchLink}&view=2d`);
      await waitOnline(watcher.page, { seat: 'watch', connected: true }, 'watcher joined');
      for (const p of [page, black.page, watcher.page])
        await waitOnline(p, { watchers: 1 }, 'everyone sees one watcher');
      const room = (await online(page))!.room;
      expect((await online(watcher.page))?.room).toBe(room);

      // White: one sub-move and End turn, sent as one turn
      await play3d(page, '1g1', '1f3');
      await endTurn(page);
      await waitOnline(page, { version: 2 }, 'white turn acknowledged');
      await waitShows(black.page, '1g1-1f3', 'black sees the turn');
      await waitShows(watcher.page, '1g1-1f3', 'the watcher sees the turn');
      await waitOnline(watcher.page, { version: 2 }, 'watcher at version 2');

      // Black answers
      await play3d(black.page, '1g8', '1f6');
      await endTurn(black.page);
      await waitShows(page, '1g8-1f6', 'white sees the answer');
      await waitShows(watcher.page, '1g8-1f6', 'the watcher sees the answer');

      // A sub-move is shown to the watcher before the turn is ended (provisional)
      await play3d(page, '3b1', '3c3');
      await expect
        .poll(() => watcher.page.evaluate(() => window.__test?.fen?.() ?? null), STEP)
        .toMatch(/ ; 3b1-3c3$/);
      await endTurn(page);
      await waitOnline(watcher.page, { version: 4 }, 'watcher at version 4');
      await waitOnline(black.page, { version: 4 }, 'black at version 4');
      expect(await boardOf(watcher.page)).toBe(await boardOf(black.page));
      // the watcher's board takes no move
      expect((await online(watcher.page))?.seat).toBe('watch');

      // Black resigns across the network
      await black.page.getByRole('button', { name: 'Resign', exact: true }).click();
      await black.page.getByRole('button', { name: 'Yes, resign' }).click();
      await waitOnline(page, { version: 5 }, 'the resignation reaches white');
      await expect(page.getByRole('button', { name: 'Offer a rematch' }).first()).toBeVisible(STEP);

      await tools.screenshot(page.locator('.invite-panel'), 'online-invite-en.png');
      await tools.screenshot(page, 'online-game-1280-en.png');
      await tools.screenshot(watcher.page, 'online-watch-1280-en.png');
      // the server's Content-Security-Policy let the app do all of it (WebGL, workers, rooms)
      for (const p of pages) expect(await cspViolations(p)).toEqual([]);
      tools.log(`room ${room}: 3 turns and a resignation seen by the watcher`);
    } finally {
      await black.close();
      await watcher.close();
      await server.stop();
    }
  });

  test('a timed game from the dialog: the server’s clocks, and a win claimed when the friend leaves', async ({
    page,
    app,
    tools,
  }) => {
    test.setTimeout(180_000);
    const server = await startServer({ env: { PW_CLAIM_GRACE_MS: '2000' } });
    const friend = await freshPage(page);
    const clock = async (p: Page) => {
      const clocks = await p.evaluate(() => window.__test!.clock());
      expect(clocks, 'the game is timed').not.toBeNull();
      return clocks!;
    };
    /** Which clock runs ('untimed' while the page has no clocks). */
    const running = (p: Page) =>
      p.evaluate(() => {
        const clocks = window.__test?.clock();
        return clocks ? clocks.running : 'untimed';
      });
    try {
      await page.setViewportSize(DESKTOP.viewport!);
      await page.goto(`${server.origin}/`);
      await page.locator('[data-game="plunder"] [data-action="play-online"]').click();
      const dialog = page.getByRole('dialog');
      const friendOnline = dialog.getByRole('radio', { name: 'A friend online' });
      await expect(friendOnline).toBeVisible(STEP);
      await expect(friendOnline).toBeChecked();
      await dialog.locator('select[name="clock"]').selectOption('3+2');
      await tools.screenshot(page, 'online-dialog-1280-en.png');
      await dialog.getByRole('button', { name: 'Start' }).click();
      const invite = page.locator('[data-invite-link]');
      await expect(invite).toBeVisible(STEP);
      await waitOnline(page, { seat: 'white', connected: true }, 'creator seated');
      expect(await clock(page)).toEqual({
        white: 180_000,
        black: 180_000,
        running: null,
        increment: 2000,
      });

      await friend.page.goto(await attribute(invite, 'data-invite-link'));
      await waitOnline(friend.page, { seat: 'black', connected: true }, 'friend seated');
      const move = async (p: Page, from: string, to: string) => {
        await expect(p.locator('[data-square]').first()).toBeVisible(STEP);
        for (const name of [from, to]) {
          const { x, y } = await screenPoint(p, name);
          await p.mouse.click(x, y);
        }
      };
      await move(page, 'e2', 'e4');
      await waitShows(friend.page, 'e2e4', 'the friend sees 1. e4');
      await move(friend.page, 'e7', 'e5');
      await waitShows(page, 'e7e5', 'the creator sees 1... e5');
      // both first turns played: White's clock runs, by the server's reading, on both screens
      for (const p of [page, friend.page]) await expect.poll(() => running(p), STEP).toBe('white');
      expect((await clock(page)).white).toBeLessThanOrEqual(180_000);

      // the friend's browser goes: a countdown, then the claim
      await friend.close();
      const waiting = page.locator('[data-claim="waiting"]');
      await expect(waiting).toBeVisible(STEP);
      await expect(waiting).toContainText(/Your opponent has left the game/, {
        useInnerText: true,
      });
      await expect(page.locator('[data-claim="ready"]')).toBeVisible(STEP);
      await tools.screenshot(page, 'online-claim-1280-en.png');
      await page.getByRole('button', { name: 'Claim victory' }).click();
      await expect(page.locator('.game-over')).toBeVisible(STEP);
      const banner = await page.locator('.game-over').innerText();
      expect(banner).toMatch(/White wins/);
      expect(banner).toMatch(/Black left the game/);
      await expect.poll(() => running(page), STEP).toBeNull();
      expect(await app.record()).toMatch(/abandoned 1-0/);
      tools.log(`claimed after the friend left: ${banner.replace(/\s+/g, ' ')}`);
    } finally {
      await friend.close().catch(() => {});
      await server.stop();
    }
  });

  test('the editor’s Play from here with a friend online: both seats start from its position', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const server = await startServer();
    const friend = await freshPage(page);
    const start = '4k3/8/8/8/8/8/8/R3K3 b - - 0 1';
    try {
      await page.goto(`${server.origin}/?edit=plunder&fen=${encodeURIComponent(start)}`);
      await page.getByRole('button', { name: 'Play from here' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('A friend online', { exact: true }).click();
      await dialog.getByText('Black', { exact: true }).click(); // Black moves first here
      await dialog.getByRole('button', { name: 'Start' }).click();
      const invite = page.locator('[data-invite-link]');
      await expect(invite).toBeVisible(STEP);
      await waitOnline(page, { seat: 'black', connected: true }, 'creator seated as Black');
      expect(await boardOf(page)).toBe(start);
      await friend.page.goto(await attribute(invite, 'data-invite-link'));
      await waitOnline(friend.page, { seat: 'white', connected: true }, 'friend seated');
      expect(await boardOf(friend.page)).toBe(start);
      // a position typed into the address that is not one: said plainly, no game created
      const bad = encodeURIComponent('8/8/8/8/8/8/8/K6X w - - 0 1');
      await page.goto(`${server.origin}/?online=new&game=plunder&fen=${bad}`);
      const problem = page.locator('[data-online-problem]');
      await expect(problem).toBeVisible(STEP);
      await expect(problem).toContainText(/position or time control in this link is not valid/, {
        useInnerText: true,
      });
    } finally {
      await friend.close();
      await server.stop();
    }
  });

  test('the invite panel in Russian on a phone, and plainly offline without a server', async ({
    page,
    app,
    tools,
  }) => {
    test.setTimeout(120_000);
    const server = await startServer();
    const phone = await freshPage(page, PHONE);
    try {
      await phone.page.goto(`${server.origin}/`);
      await phone.page.evaluate(() =>
        localStorage.setItem('parallel-worlds.settings', JSON.stringify({ language: 'ru' })),
      );
      await phone.page.goto(`${server.origin}/?online=new&game=plunder`);
      await expect(phone.page.locator('[data-invite-link]')).toBeVisible(STEP);
      await phone.page.getByRole('button', { name: 'QR-код' }).first().click();
      await expect(phone.page.locator('.qr-code[data-qr="ready"] svg').first()).toBeVisible(STEP);
      await phone.page.locator('.invite-panel').scrollIntoViewIfNeeded();
      await tools.screenshot(phone.page, 'online-invite-390-ru.png');
      await tools.screenshot(phone.page.locator('.invite-panel'), 'online-invite-ru.png');
      await waitOnline(phone.page, { seat: 'white' }, 'creator seated on the phone');
      // vite preview has no game server: the page says so, and the games here go on
      await page.goto(`${app.url}?online=new&game=parallel-worlds`);
      const problem = page.locator('[data-online-problem]');
      await expect(problem).toBeVisible(STEP);
      await expect(problem).toContainText(/needs the (game server|network)/, {
        useInnerText: true,
      });
      expect(await online(page)).toBeNull();
    } finally {
      await phone.close();
      await server.stop();
    }
  });

  test('a phone follows the presenter: Let others follow, then ?follow=<code>', async ({
    page,
    tools,
  }) => {
    test.setTimeout(180_000);
    const server = await startServer();
    const phone = await freshPage(page, PHONE);
    try {
      await page.setViewportSize(DESKTOP.viewport!);
      await page.goto(`${server.origin}/?present&idle=600`);
      await expect
        .poll(() => page.evaluate(() => window.__test?.present?.()?.slides ?? 0), STEP)
        .toBeGreaterThan(0);
      const box = await page.locator('.present-operator').boundingBox();
      expect(box, 'the operator button').not.toBeNull();
      await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
      await page.mouse.down();
      await page.waitForTimeout(1500); // a long press: the press itself must last
      await page.mouse.up();
      await expect(page.locator('.present-console')).toBeVisible(STEP);
      await page.getByRole('button', { name: 'Let others follow' }).click();
      const share = page.locator('[data-follow-code]');
      await expect(share).toBeVisible(STEP);
      const code = await attribute(share, 'data-follow-code');
      expect(code).toMatch(/^[A-Z2-9]{6}$/);
      const link = await attribute(page.locator('[data-follow-link]'), 'data-follow-link');
      expect(link).toBe(`${server.origin}/?follow=${code}`);

      await phone.page.goto(link);
      await expect
        .poll(() => phone.page.evaluate(() => window.__test?.present?.() !== undefined), STEP)
        .toBe(true);
      await expect(page.locator('[data-followers="1"]')).toBeVisible(STEP);
      // the presenter moves on to a board slide: the phone follows
      const next = page
        .locator('.present-console')
        .getByRole('button', { name: 'Next', exact: true });
      const kind = () => page.evaluate(() => window.__test!.present!().kind);
      for (let i = 0; i < 6; i++) {
        if ((await kind()) !== 'title') break;
        await next.click();
      }
      const slide = await slideOf(page);
      expect(slide, 'the presenter’s slide').not.toBeNull();
      await onSlide(phone.page, slide!);
      await expect
        .poll(() => phone.page.evaluate(() => typeof window.__test?.fen), STEP)
        .toBe('function');
      // the phone shows the presenter's board, and its changes as the presenter's game goes on
      await sameBoard(page, phone.page);
      if (['demo', 'record'].includes(await kind())) {
        const before = await boardOf(phone.page);
        await expect.poll(() => boardOf(phone.page), STEP).not.toBe(before);
        await sameBoard(page, phone.page);
      }
      await next.click();
      await onSlide(phone.page, slide! + 1);
      await phone.page.getByRole('button', { name: 'Back to the leader’s view' }).click();
      await onSlide(phone.page, slide! + 1);
      await shoot(phone.page, tools, 'online-follow-390-en.png');
      await tools.screenshot(page.locator('.follow-share'), 'online-follow-share-en.png');
      await tools.screenshot(page, 'online-present-1280-en.png');
      await phone.page.evaluate(() =>
        localStorage.setItem('parallel-worlds.settings', JSON.stringify({ language: 'ru' })),
      );
      await phone.page.reload();
      await onSlide(phone.page, slide! + 1);
      await expect(
        phone.page.getByRole('button', { name: 'Вернуться к виду ведущего' }),
      ).toBeVisible(STEP);
      await shoot(phone.page, tools, 'online-follow-390-ru.png');
      tools.log(`followed ${code} to slide ${slide! + 1}`);
    } finally {
      await phone.close();
      await server.stop();
    }
  });
});
