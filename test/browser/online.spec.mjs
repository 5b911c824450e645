// Browser tests of online play (issue 26, docs/online.md) against a real game server: each test
// starts its own server process (`src/cli/bin/server.mjs` on Node 24, the built app and the rooms
// on one free port of 4300–4399) and drives pages at that origin, not at `vite preview`'s (where
// online play only reports that no server answers, which one test checks too). Covered: two
// browser contexts play a short Parallel worlds game by link in 3D while a third watches in 2D
// (`window.__test.online()`: seat, version, watchers; the watcher sees each turn as it lands and
// a sub-move as it is made); a phone-sized context follows the presenter's console ("Let others
// follow", then `?follow=<code>`); a timed game chosen in the new-game dialog ("A friend online",
// 3+2), its clocks kept by the server, and the game claimed ("Claim victory") when the friend's
// browser has gone for the grace period (2 s here, PW_CLAIM_GRACE_MS). Screenshots of the invite panel and the follow view, in
// English and Russian, at 1280×800 and 390×844, go to reports/screenshots/online-*.png.
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { DESKTOP, PHONE, freshPage, startServer } from './support/gameServer.mjs';
import { settled } from './support/view3d.mjs';

const STEP = { timeout: 40_000 };
const online = (page) => page.evaluate(() => window.__test?.online?.() ?? null);

/** Waits until `window.__test.online()` satisfies `test` (a source over `o`). */
async function waitOnline(page, source, what) {
  try {
    await page.waitForFunction(
      (s) => {
        const o = window.__test?.online?.();
        return o ? new Function('o', `return ${s}`)(o) : false;
      },
      source,
      STEP,
    );
  } catch (error) {
    throw new Error(`${what}: online() is ${JSON.stringify(await online(page))}`, { cause: error });
  }
}

/** Waits until the page's record (or FEN with sub-moves) holds `text`. */
async function waitShows(page, text, what) {
  try {
    await page.waitForFunction(
      (t) => window.__test.record().includes(t) || window.__test.fen().includes(t),
      text,
      STEP,
    );
  } catch (error) {
    const fen = await page.evaluate(() => window.__test?.fen?.());
    throw new Error(`${what}: the page shows ${fen}`, { cause: error });
  }
}

/**
 * Clicks a square of the 3D scene where `window.__test.screen` says it is, once nothing moves (a
 * turn arriving from the network may swing the camera to the side to move).
 */
async function clickSquare(page, name) {
  await settled(page);
  await page.waitForFunction((n) => window.__test?.screen(n) !== null, name, STEP);
  const { x, y } = await page.evaluate((n) => window.__test.screen(n), name);
  await page.mouse.click(x, y);
}

/** Plays one sub-move in the 3D view by two clicks and waits until the game has it. */
async function play3d(page, from, to) {
  await page.locator('.view3d[data-ready="true"]').waitFor(STEP);
  await clickSquare(page, from);
  await page.waitForFunction(
    (n) => document.querySelector('.view3d')?.dataset.selected === n,
    from,
    STEP,
  );
  await clickSquare(page, to);
  await waitShows(page, `${from}-${to}`, `${from}-${to} played`);
}

/** Waits until a presenter or follower page shows slide `slide`. */
const onSlide = (page, slide) =>
  page.waitForFunction((s) => window.__test?.present?.()?.slide === s, slide, STEP);

const boardOf = (page) => page.evaluate(() => window.__test.fen());

/** Waits until two pages show the same position (polled: both may be moving on). */
async function sameBoard(a, b) {
  const until = Date.now() + STEP.timeout;
  let seen = [];
  while (Date.now() < until) {
    seen = [await boardOf(a), await boardOf(b)];
    if (seen[0] === seen[1]) return;
    await a.waitForTimeout(200);
  }
  throw new Error(`the boards differ: ${seen.join(' / ')}`);
}

/** A screenshot once the board is drawn (the 3D view ready, or the flat board). */
async function shoot(page, tools, name) {
  await page.locator('.view3d[data-ready="true"], .present-board-flat').first().waitFor(STEP);
  await tools.screenshot(page, name);
}

const endTurn = (page) => page.getByRole('button', { name: 'End turn', exact: true }).click();

export default [
  {
    name: 'two browsers play Parallel worlds chess by link in 3D while a third watches',
    async fn(page, _baseUrl, tools) {
      test.setTimeout(240_000);
      const server = await startServer();
      const black = await freshPage(page);
      const watcher = await freshPage(page);
      try {
        await page.setViewportSize(DESKTOP.viewport);
        await page.goto(`${server.origin}/?online=new&game=parallel-worlds&view=3d`);
        const invite = page.locator('[data-invite-link]');
        await invite.waitFor(STEP);
        const seatLink = await invite.getAttribute('data-invite-link');
        const watchLink = await page.locator('[data-watch-link]').getAttribute('data-watch-link');
        assert.match(seatLink, /\/\?online=[A-Za-z0-9_-]{12}#key=[A-Za-z0-9_-]{22}$/);
        assert.match(watchLink, /\/\?online=[A-Za-z0-9_-]{12}$/);
        assert.ok(
          page.url().includes('#key='),
          `the creator's seat is in the address: ${page.url()}`,
        );
        await waitOnline(
          page,
          "o.seat === 'white' && o.connected && o.version === 1",
          'creator seated',
        );

        await black.page.goto(seatLink.replace('#', '&view=3d#'));
        await waitOnline(black.page, "o.seat === 'black' && o.connected", 'friend seated');
        await watcher.page.goto(`${watchLink}&view=2d`);
        await waitOnline(watcher.page, "o.seat === 'watch' && o.connected", 'watcher joined');
        for (const p of [page, black.page, watcher.page])
          await waitOnline(p, 'o.watchers === 1', 'everyone sees one watcher');
        const room = (await online(page)).room;
        assert.equal((await online(watcher.page)).room, room);

        // White: one sub-move and End turn, sent as one turn
        await play3d(page, '1g1', '1f3');
        await endTurn(page);
        await waitOnline(page, 'o.version === 2', 'white turn acknowledged');
        await waitShows(black.page, '1g1-1f3', 'black sees the turn');
        await waitShows(watcher.page, '1g1-1f3', 'the watcher sees the turn');
        await waitOnline(watcher.page, 'o.version === 2', 'watcher at version 2');

        // Black answers
        await play3d(black.page, '1g8', '1f6');
        await endTurn(black.page);
        await waitShows(page, '1g8-1f6', 'white sees the answer');
        await waitShows(watcher.page, '1g8-1f6', 'the watcher sees the answer');

        // A sub-move is shown to the watcher before the turn is ended (provisional)
        await play3d(page, '3b1', '3c3');
        await watcher.page.waitForFunction(
          () => window.__test.fen().endsWith(' ; 3b1-3c3'),
          null,
          STEP,
        );
        await endTurn(page);
        await waitOnline(watcher.page, 'o.version === 4', 'watcher at version 4');
        await waitOnline(black.page, 'o.version === 4', 'black at version 4');
        assert.equal(
          await watcher.page.evaluate(() => window.__test.fen()),
          await black.page.evaluate(() => window.__test.fen()),
        );
        // the watcher's board takes no move
        assert.equal((await online(watcher.page)).seat, 'watch');

        // Black resigns across the network
        await black.page.getByRole('button', { name: 'Resign', exact: true }).click();
        await black.page.getByRole('button', { name: 'Yes, resign' }).click();
        await waitOnline(page, 'o.version === 5', 'the resignation reaches white');
        await page.getByRole('button', { name: 'Offer a rematch' }).first().waitFor(STEP);

        await tools.screenshot(page.locator('.invite-panel'), 'online-invite-en.png');
        await tools.screenshot(page, 'online-game-1280-en.png');
        await tools.screenshot(watcher.page, 'online-watch-1280-en.png');
        tools.log(`room ${room}: 3 turns and a resignation seen by the watcher`);
      } finally {
        await black.close();
        await watcher.close();
        await server.stop();
      }
    },
  },
  {
    name: 'a timed game from the dialog: the server’s clocks, and a win claimed when the friend leaves',
    async fn(page, _baseUrl, tools) {
      test.setTimeout(180_000);
      const server = await startServer({ env: { PW_CLAIM_GRACE_MS: '2000' } });
      const friend = await freshPage(page);
      const clock = (p) => p.evaluate(() => window.__test.clock());
      try {
        await page.setViewportSize(DESKTOP.viewport);
        await page.goto(`${server.origin}/`);
        await page.locator('[data-game="plunder"] [data-action="play-online"]').click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('radio', { name: 'A friend online' }).waitFor(STEP);
        assert.ok(await dialog.getByRole('radio', { name: 'A friend online' }).isChecked());
        await dialog.locator('select[name="clock"]').selectOption('3+2');
        await tools.screenshot(page, 'online-dialog-1280-en.png');
        await dialog.getByRole('button', { name: 'Start' }).click();
        const invite = page.locator('[data-invite-link]');
        await invite.waitFor(STEP);
        await waitOnline(page, "o.seat === 'white' && o.connected", 'creator seated');
        assert.deepEqual(await clock(page), {
          white: 180_000,
          black: 180_000,
          running: null,
          increment: 2000,
        });

        await friend.page.goto(await invite.getAttribute('data-invite-link'));
        await waitOnline(friend.page, "o.seat === 'black' && o.connected", 'friend seated');
        const move = async (p, from, to) => {
          const at = async (n) => p.evaluate((s) => window.__test.screen(s), n);
          await p.locator('[data-square]').first().waitFor(STEP);
          for (const name of [from, to]) {
            const { x, y } = await at(name);
            await p.mouse.click(x, y);
          }
        };
        await move(page, 'e2', 'e4');
        await waitShows(friend.page, 'e2e4', 'the friend sees 1. e4');
        await move(friend.page, 'e7', 'e5');
        await waitShows(page, 'e7e5', 'the creator sees 1... e5');
        // both first turns played: White's clock runs, by the server's reading, on both screens
        for (const p of [page, friend.page])
          await p.waitForFunction(() => window.__test.clock()?.running === 'white', null, STEP);
        assert.ok((await clock(page)).white <= 180_000);

        // the friend's browser goes: a countdown, then the claim
        await friend.close();
        const claim = page.locator('[data-claim]');
        await page.locator('[data-claim="waiting"]').waitFor(STEP);
        assert.match(await claim.innerText(), /Your opponent has left the game/);
        await page.locator('[data-claim="ready"]').waitFor(STEP);
        await tools.screenshot(page, 'online-claim-1280-en.png');
        await page.getByRole('button', { name: 'Claim victory' }).click();
        await page.locator('.game-over').waitFor(STEP);
        const banner = await page.locator('.game-over').innerText();
        assert.match(banner, /White wins/);
        assert.match(banner, /Black left the game/);
        await page.waitForFunction(() => window.__test.clock()?.running === null, null, STEP);
        assert.match(await page.evaluate(() => window.__test.record()), /abandoned 1-0/);
        tools.log(`claimed after the friend left: ${banner.replace(/\s+/g, ' ')}`);
      } finally {
        await friend.close().catch(() => {});
        await server.stop();
      }
    },
  },
  {
    name: 'the editor’s Play from here with a friend online: both seats start from its position',
    async fn(page) {
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
        await invite.waitFor(STEP);
        await waitOnline(page, "o.seat === 'black' && o.connected", 'creator seated as Black');
        assert.equal(await boardOf(page), start);
        await friend.page.goto(await invite.getAttribute('data-invite-link'));
        await waitOnline(friend.page, "o.seat === 'white' && o.connected", 'friend seated');
        assert.equal(await boardOf(friend.page), start);
        // a position typed into the address that is not one: said plainly, no game created
        const bad = encodeURIComponent('8/8/8/8/8/8/8/K6X w - - 0 1');
        await page.goto(`${server.origin}/?online=new&game=plunder&fen=${bad}`);
        const problem = page.locator('[data-online-problem]');
        await problem.waitFor(STEP);
        assert.match(
          await problem.innerText(),
          /position or time control in this link is not valid/,
        );
      } finally {
        await friend.close();
        await server.stop();
      }
    },
  },
  {
    name: 'the invite panel in Russian on a phone, and plainly offline without a server',
    async fn(page, baseUrl, tools) {
      test.setTimeout(120_000);
      const server = await startServer();
      const phone = await freshPage(page, PHONE);
      try {
        await phone.page.goto(`${server.origin}/`);
        await phone.page.evaluate(() =>
          localStorage.setItem('parallel-worlds.settings', JSON.stringify({ language: 'ru' })),
        );
        await phone.page.goto(`${server.origin}/?online=new&game=plunder`);
        await phone.page.locator('[data-invite-link]').waitFor(STEP);
        await phone.page.getByRole('button', { name: 'QR-код' }).first().click();
        await phone.page.locator('.qr-code[data-qr="ready"] svg').first().waitFor(STEP);
        await phone.page.locator('.invite-panel').scrollIntoViewIfNeeded();
        await tools.screenshot(phone.page, 'online-invite-390-ru.png');
        await tools.screenshot(phone.page.locator('.invite-panel'), 'online-invite-ru.png');
        await waitOnline(phone.page, "o.seat === 'white'", 'creator seated on the phone');
        // vite preview has no game server: the page says so, and the games here go on
        await page.goto(`${baseUrl}?online=new&game=parallel-worlds`);
        await page.locator('[data-online-problem]').waitFor(STEP);
        assert.match(
          await page.locator('[data-online-problem]').innerText(),
          /needs the (game server|network)/,
        );
        assert.equal(await online(page), null);
      } finally {
        await phone.close();
        await server.stop();
      }
    },
  },
  {
    name: 'a phone follows the presenter: Let others follow, then ?follow=<code>',
    async fn(page, _baseUrl, tools) {
      test.setTimeout(180_000);
      const server = await startServer();
      const phone = await freshPage(page, PHONE);
      try {
        await page.setViewportSize(DESKTOP.viewport);
        await page.goto(`${server.origin}/?present&idle=600`);
        await page.waitForFunction(() => (window.__test?.present?.()?.slides ?? 0) > 0, null, STEP);
        const box = await page.locator('.present-operator').boundingBox();
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.down();
        await page.waitForTimeout(1500);
        await page.mouse.up();
        await page.locator('.present-console').waitFor(STEP);
        await page.getByRole('button', { name: 'Let others follow' }).click();
        const share = page.locator('[data-follow-code]');
        await share.waitFor(STEP);
        const code = await share.getAttribute('data-follow-code');
        assert.match(code, /^[A-Z2-9]{6}$/);
        const link = await page.locator('[data-follow-link]').getAttribute('data-follow-link');
        assert.equal(link, `${server.origin}/?follow=${code}`);

        await phone.page.goto(link);
        const slideOf = (p) => p.evaluate(() => window.__test?.present?.()?.slide ?? -1);
        await phone.page.waitForFunction(
          () => window.__test?.present?.() !== undefined,
          null,
          STEP,
        );
        await page.locator('[data-followers="1"]').waitFor(STEP);
        // the presenter moves on to a board slide: the phone follows
        const next = page
          .locator('.present-console')
          .getByRole('button', { name: 'Next', exact: true });
        for (let i = 0; i < 6; i++) {
          const kind = await page.evaluate(() => window.__test.present().kind);
          if (kind !== 'title') break;
          await next.click();
        }
        const slide = await slideOf(page);
        await onSlide(phone.page, slide);
        await phone.page.waitForFunction(() => typeof window.__test.fen === 'function', null, STEP);
        // the phone shows the presenter's board, and its changes as the presenter's game goes on
        await sameBoard(page, phone.page);
        if (['demo', 'record'].includes(await page.evaluate(() => window.__test.present().kind))) {
          const before = await boardOf(phone.page);
          await phone.page.waitForFunction((b) => window.__test.fen() !== b, before, STEP);
          await sameBoard(page, phone.page);
        }
        await next.click();
        await onSlide(phone.page, slide + 1);
        await phone.page.getByRole('button', { name: 'Back to the leader’s view' }).click();
        await onSlide(phone.page, slide + 1);
        await shoot(phone.page, tools, 'online-follow-390-en.png');
        await tools.screenshot(page.locator('.follow-share'), 'online-follow-share-en.png');
        await tools.screenshot(page, 'online-present-1280-en.png');
        await phone.page.evaluate(() =>
          localStorage.setItem('parallel-worlds.settings', JSON.stringify({ language: 'ru' })),
        );
        await phone.page.reload();
        await onSlide(phone.page, slide + 1);
        await phone.page.getByRole('button', { name: 'Вернуться к виду ведущего' }).waitFor(STEP);
        await shoot(phone.page, tools, 'online-follow-390-ru.png');
        tools.log(`followed ${code} to slide ${slide + 1}`);
      } finally {
        await phone.close();
        await server.stop();
      }
    },
  },
];
