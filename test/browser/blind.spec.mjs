// The screen-reader mode (issue 29, docs/accessibility.md), used as a blind player uses it: only
// its command line, Enter, and what the page's live regions say. A whole short game of Parallel
// worlds chess (a king captured on level 1) with readings of the board between the moves; a
// fool's mate in PlunderChess in Russian; Pocket mutation chess against the computer, whose
// answer is heard; a turn online against a friend on a real game server; the setting, and
// `?blind=0` turning it off. No click on the board, no mouse.
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { fen, gameReady } from './support/gamePage.mjs';
import { freshPage, startServer } from './support/gameServer.mjs';

const STEP = { timeout: 30_000 };

/** Opens a game in the screen-reader mode, in a language, and waits for its command line. */
async function openBlind(page, baseUrl, query, language = 'en') {
  await page.addInitScript((lang) => {
    if (!localStorage.getItem('parallel-worlds.settings'))
      localStorage.setItem('parallel-worlds.settings', JSON.stringify({ language: lang }));
  }, language);
  await page.goto(`${baseUrl}?${query}&blind`);
  await gameReady(page);
  await page.getByTestId('reader-command').waitFor(STEP);
}

/** The page's live region for events (moves, the end of the game). */
const announced = (page) => page.locator('.visually-hidden[role="status"]').textContent();

/** Types a command and returns what the mode answers in its polite region. */
async function ask(page, command) {
  const reply = page.locator('.reader-reply');
  const before = await reply.innerHTML();
  const input = page.getByTestId('reader-command');
  await input.fill(command);
  await input.press('Enter');
  await page.waitForFunction(
    (previous) => document.querySelector('.reader-reply').innerHTML !== previous,
    before,
    STEP,
  );
  return (await reply.textContent()).trim();
}

/** Types a move and returns what the page's live region then says. */
async function move(page, text) {
  const before = await fen(page);
  const input = page.getByTestId('reader-command');
  await input.fill(text);
  await input.press('Enter');
  await page.waitForFunction((previous) => window.__test.fen() !== previous, before, STEP);
  assert.equal(await input.inputValue(), '', `${text}: the line is cleared once played`);
  return announced(page);
}

export default [
  {
    name: 'a whole game of Parallel worlds chess by commands: readings, sub-moves, end, a king captured',
    async fn(page, baseUrl) {
      await openBlind(page, baseUrl, 'game=parallel-worlds&view=2d');
      assert.equal(await page.locator('.move-input').count(), 0, 'the panel takes typed moves');
      assert.match(await ask(page, 'h'), /^Commands: s and a square reads it/);
      assert.equal(
        await ask(page, 's e1'),
        'e1 through the levels: 1e1 white king, 2e1 empty, 3e1 white king',
      );
      assert.match(
        await ask(page, 't'),
        /White to move, move 1\. No sub-move yet\. levels used: none; open: 1, 2, 3\. 2 more allowed/,
      );

      assert.equal(await move(page, '1e2-1e4'), 'White: pawn 1e2 to 1e4');
      assert.match(
        await ask(page, 't'),
        /sub-moves made: pawn 1e2 to 1e4\. levels used: 1; open: 2, 3\. 1 more allowed\. you may end the turn: end/,
      );
      assert.equal(await move(page, 'end'), 'White: ends the turn');
      assert.equal(await move(page, '1a7-1a6'), 'Black: pawn 1a7 to 1a6');
      assert.equal(await move(page, 'end'), 'Black: ends the turn');
      assert.equal(
        await move(page, 'Qh5'),
        'White: queen 1d1 to 1h5',
        'human notation, its level found',
      );
      assert.equal(
        await ask(page, 'a 1f7'),
        '1f7: attacked by White: queen 1h5; by Black: king 1e8',
      );
      assert.equal(await ask(page, 'a 2f7'), '2f7: nothing captures on level 2');
      assert.equal(await move(page, 'end'), 'White: ends the turn');
      assert.equal(await move(page, '1b7-1b6'), 'Black: pawn 1b7 to 1b6');
      await move(page, 'end');
      assert.equal(await ask(page, 'l'), 'Last turn, Black: pawn 1b7 to 1b6; ends the turn');

      // A refused move is said at once (assertively), and nothing is lost.
      const input = page.getByTestId('reader-command');
      await input.fill('1h5-1h8');
      await input.press('Enter');
      await page.locator('.reader-problem p').waitFor(STEP);
      assert.match(await page.locator('.reader-problem').textContent(), /1h5-1h8/);
      assert.equal(await input.inputValue(), '1h5-1h8', 'the refused text stays to be mended');

      assert.equal(await move(page, '1h5-1f7'), 'White: queen 1h5 takes pawn on 1f7');
      await move(page, 'end');
      await move(page, '1c7-1c6');
      await move(page, 'end');
      const last = await move(page, '1f7-1e8');
      assert.equal(last, 'White: queen 1f7 takes king on 1e8. Game over: king captured');
      assert.equal(await ask(page, 't'), 'White wins, by capturing the king');
      assert.match(await page.locator('.game-over').textContent(), /White wins/);
    },
  },
  {
    name: 'PlunderChess in Russian: a fool’s mate typed, heard in Russian; the board as tables',
    async fn(page, baseUrl) {
      await openBlind(page, baseUrl, 'game=plunder', 'ru');
      assert.equal(await ask(page, 's e2'), 'e2 пешка белых');
      assert.equal(await ask(page, 'p n'), 'Чёрные, конь: b8, g8');
      assert.equal(await move(page, 'f3'), 'Белые: пешка f2 на f3');
      await move(page, 'e5');
      await move(page, 'g4');
      assert.equal(await move(page, 'Qh4#'), 'Чёрные: ферзь d8 на h4, мат. Партия окончена: мат');
      await page.locator('.reader-tables summary').press('Enter');
      const table = page.locator('.reader-table');
      assert.equal(await table.count(), 1);
      assert.equal((await table.locator('caption').textContent()).trim(), 'Доска');
      const h4 = table.locator('tbody tr').nth(4).locator('td').nth(7);
      assert.equal(await h4.textContent(), 'ферзь чёрных');
    },
  },
  {
    name: 'Pocket mutation chess against the computer: its answer is heard as what it did',
    async fn(page, baseUrl) {
      await openBlind(page, baseUrl, 'game=pocket-mutation');
      await page.locator('.game-controls').getByRole('button', { name: 'New game' }).press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: 'Computer', exact: true }).check({ force: true });
      await dialog.getByLabel('Level', { exact: true }).selectOption('greedy');
      await dialog.getByRole('button', { name: 'Start' }).press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('reader-command').waitFor(STEP);
      await move(page, 'e4');
      await page.waitForFunction(() => / w /.test(window.__test.fen()), null, STEP);
      assert.match(
        await announced(page),
        /^Black: [a-z]+ (dropped on )?[a-h][1-8]( to | takes | into the pocket)/,
      );
      assert.match(await ask(page, 'l'), /^Last turn, Black: /);
    },
  },
  {
    name: 'online: a blind player types a turn, hears the friend’s answer, reads the board',
    async fn(page) {
      test.setTimeout(120_000);
      const server = await startServer();
      const friend = await freshPage(page);
      try {
        await page.goto(`${server.origin}/?online=new&game=parallel-worlds&view=2d&blind`);
        const invite = page.locator('[data-invite-link]');
        await invite.waitFor(STEP);
        const link = await invite.getAttribute('data-invite-link');
        await friend.page.goto(link.replace('#', '&view=2d#'));
        await friend.page.locator('.move-input input').waitFor(STEP);
        assert.equal(await move(page, '1e2-1e4'), 'White: pawn 1e2 to 1e4');
        await move(page, 'end');
        const input = friend.page.locator('.move-input input');
        for (const text of ['1e7-1e5', 'end']) {
          await input.fill(text);
          await input.press('Enter');
        }
        await page.waitForFunction(() => / w /.test(window.__test.fen()), null, STEP);
        assert.match(await announced(page), /^Black: (pawn 1e7 to 1e5|ends the turn)$/);
        assert.equal(await ask(page, 'l'), 'Last turn, Black: pawn 1e7 to 1e5; ends the turn');
        assert.equal(
          await ask(page, 's e5'),
          'e5 through the levels: 1e5 black pawn, 2e5 empty, 3e5 empty',
        );
      } finally {
        await friend.close();
        await server.stop();
      }
    },
  },
  {
    name: 'the setting: ?blind turns the mode on and it stays; ?blind=0 turns it off',
    async fn(page, baseUrl) {
      await openBlind(page, baseUrl, 'game=plunder');
      await page.goto(`${baseUrl}?game=plunder`);
      await page.getByTestId('reader-command').waitFor(STEP);
      await page.goto(`${baseUrl}?game=plunder&blind=0`);
      await page.locator('.move-input').waitFor(STEP);
      assert.equal(await page.getByTestId('reader-command').count(), 0);
    },
  },
  {
    name: 'screenshots: the mode at 1280×800, 1920×1080 and 390×844, in English and Russian',
    screenshots: true,
    async fn(page, baseUrl, tools) {
      for (const language of ['en', 'ru'])
        for (const [width, height] of [
          [1280, 800],
          [1920, 1080],
          [390, 844],
        ]) {
          await page.setViewportSize({ width, height });
          await page.goto(`${baseUrl}?game=parallel-worlds&view=2d&blind`);
          await page.evaluate(
            (lang) =>
              localStorage.setItem(
                'parallel-worlds.settings',
                JSON.stringify({ language: lang, screenReader: true }),
              ),
            language,
          );
          await page.reload();
          await page.getByTestId('reader-command').waitFor(STEP);
          await ask(page, 's e2');
          await tools.screenshot(page, `blind-${width}-${language}.png`);
        }
    },
  },
];
