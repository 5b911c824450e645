// The screen-reader mode (issue 29, docs/accessibility.md), used as a blind player uses it: only
// its command line, Enter, and what the page's live regions say. A whole short game of Parallel
// worlds chess (a king captured on level 1) with readings of the board between the moves; a
// fool's mate in PlunderChess in Russian; Pocket mutation chess against the computer, whose
// answer is heard; a turn online against a friend on a real game server; the setting, and
// `?blind=0` turning it off. No click on the board, no mouse.
import type { Page } from '@playwright/test';
import { expect, pictureTest, test } from './fixtures';
import { fen, gameReady } from './support/gamePage';
import { freshPage, startServer } from './support/gameServer';

const STEP = { timeout: 30_000 };

/** Opens a game in the screen-reader mode, in a language, and waits for its command line. */
async function openBlind(page: Page, baseUrl: string, query: string, language = 'en') {
  await page.addInitScript((lang) => {
    if (!localStorage.getItem('parallel-worlds.settings'))
      localStorage.setItem('parallel-worlds.settings', JSON.stringify({ language: lang }));
  }, language);
  await page.goto(`${baseUrl}?${query}&blind`);
  await gameReady(page);
  await expect(page.getByTestId('reader-command')).toBeVisible(STEP);
}

/** The page's live region for events (moves, the end of the game). */
const announced = async (page: Page) =>
  (await page.locator('.visually-hidden[role="status"]').textContent()) ?? '';

/** Types a command and returns what the mode answers in its polite region. */
async function ask(page: Page, command: string): Promise<string> {
  const reply = page.locator('.reader-reply');
  const before = await reply.innerHTML();
  const input = page.getByTestId('reader-command');
  await input.fill(command);
  await input.press('Enter');
  await page.waitForFunction(
    (previous) => document.querySelector('.reader-reply')!.innerHTML !== previous,
    before,
    STEP,
  );
  return ((await reply.textContent()) ?? '').trim();
}

/** Types a move and returns what the page's live region then says. */
async function move(page: Page, text: string): Promise<string> {
  const before = await fen(page);
  const input = page.getByTestId('reader-command');
  await input.fill(text);
  await input.press('Enter');
  await page.waitForFunction((previous) => window.__test!.fen() !== previous, before, STEP);
  expect(await input.inputValue(), `${text}: the line is cleared once played`).toBe('');
  return announced(page);
}

test.describe('blind:', () => {
  test('a whole game of Parallel worlds chess by commands: readings, sub-moves, end, a king captured', async ({
    page,
    app,
  }) => {
    await openBlind(page, app.url, 'game=parallel-worlds&view=2d');
    await expect(page.locator('.move-input'), 'the panel takes typed moves').toHaveCount(0);
    expect(await ask(page, 'h')).toMatch(/^Commands: s and a square reads it/);
    expect(await ask(page, 's e1')).toBe(
      'e1 through the levels: 1e1 white king, 2e1 empty, 3e1 white king',
    );
    expect(await ask(page, 't')).toMatch(
      /White to move, move 1\. No sub-move yet\. levels used: none; open: 1, 2, 3\. 2 more allowed/,
    );

    expect(await move(page, '1e2-1e4')).toBe('White: pawn 1e2 to 1e4');
    expect(await ask(page, 't')).toMatch(
      /sub-moves made: pawn 1e2 to 1e4\. levels used: 1; open: 2, 3\. 1 more allowed\. you may end the turn: end/,
    );
    expect(await move(page, 'end')).toBe('White: ends the turn');
    expect(await move(page, '1a7-1a6')).toBe('Black: pawn 1a7 to 1a6');
    expect(await move(page, 'end')).toBe('Black: ends the turn');
    expect(await move(page, 'Qh5'), 'human notation, its level found').toBe(
      'White: queen 1d1 to 1h5',
    );
    expect(await ask(page, 'a 1f7')).toBe('1f7: attacked by White: queen 1h5; by Black: king 1e8');
    expect(await ask(page, 'a 2f7')).toBe('2f7: nothing captures on level 2');
    expect(await move(page, 'end')).toBe('White: ends the turn');
    expect(await move(page, '1b7-1b6')).toBe('Black: pawn 1b7 to 1b6');
    await move(page, 'end');
    expect(await ask(page, 'l')).toBe('Last turn, Black: pawn 1b7 to 1b6; ends the turn');

    // A refused move is said at once (assertively), and nothing is lost.
    const input = page.getByTestId('reader-command');
    await input.fill('1h5-1h8');
    await input.press('Enter');
    await expect(page.locator('.reader-problem p')).toBeVisible(STEP);
    await expect(page.locator('.reader-problem')).toHaveText(/1h5-1h8/);
    await expect(input, 'the refused text stays to be mended').toHaveValue('1h5-1h8');

    expect(await move(page, '1h5-1f7')).toBe('White: queen 1h5 takes pawn on 1f7');
    await move(page, 'end');
    await move(page, '1c7-1c6');
    await move(page, 'end');
    const last = await move(page, '1f7-1e8');
    expect(last).toBe('White: queen 1f7 takes king on 1e8. Game over: king captured');
    expect(await ask(page, 't')).toBe('White wins, by capturing the king');
    await expect(page.locator('.game-over')).toHaveText(/White wins/);
  });

  test('PlunderChess in Russian: a fool’s mate typed, heard in Russian; the board as tables', async ({
    page,
    app,
  }) => {
    await openBlind(page, app.url, 'game=plunder', 'ru');
    expect(await ask(page, 's e2')).toBe('e2 пешка белых');
    expect(await ask(page, 'p n')).toBe('Чёрные, конь: b8, g8');
    expect(await move(page, 'f3')).toBe('Белые: пешка f2 на f3');
    await move(page, 'e5');
    await move(page, 'g4');
    expect(await move(page, 'Qh4#')).toBe('Чёрные: ферзь d8 на h4, мат. Партия окончена: мат');
    await page.locator('.reader-tables summary').press('Enter');
    const table = page.locator('.reader-table');
    await expect(table).toHaveCount(1);
    await expect(table.locator('caption')).toHaveText('Доска');
    const h4 = table.locator('tbody tr').nth(4).locator('td').nth(7);
    await expect(h4).toHaveText('ферзь чёрных');
  });

  test('Pocket mutation chess against the computer: its answer is heard as what it did', async ({
    page,
    app,
  }) => {
    await openBlind(page, app.url, 'game=pocket-mutation');
    await page.locator('.game-controls').getByRole('button', { name: 'New game' }).press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Computer', exact: true }).check({ force: true });
    await dialog.getByLabel('Level', { exact: true }).selectOption('greedy');
    await dialog.getByRole('button', { name: 'Start' }).press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('reader-command')).toBeVisible(STEP);
    await move(page, 'e4');
    await expect.poll(() => app.fen(), STEP).toMatch(/ w /);
    expect(await announced(page)).toMatch(
      /^Black: [a-z]+ (dropped on )?[a-h][1-8]( to | takes | into the pocket)/,
    );
    expect(await ask(page, 'l')).toMatch(/^Last turn, Black: /);
  });

  test('online: a blind player types a turn, hears the friend’s answer, reads the board', async ({
    page,
    app,
  }) => {
    test.setTimeout(120_000);
    const server = await startServer();
    const friend = await freshPage(page);
    try {
      await page.goto(`${server.origin}/?online=new&game=parallel-worlds&view=2d&blind`);
      const invite = page.locator('[data-invite-link]');
      await expect(invite).toBeVisible(STEP);
      const link = await invite.getAttribute('data-invite-link');
      expect(link, 'the invitation link').not.toBeNull();
      await friend.page.goto(link!.replace('#', '&view=2d#'));
      await expect(friend.page.locator('.move-input input')).toBeVisible(STEP);
      expect(await move(page, '1e2-1e4')).toBe('White: pawn 1e2 to 1e4');
      await move(page, 'end');
      const input = friend.page.locator('.move-input input');
      for (const text of ['1e7-1e5', 'end']) {
        await input.fill(text);
        await input.press('Enter');
      }
      await expect.poll(() => app.fen(), STEP).toMatch(/ w /);
      expect(await announced(page)).toMatch(/^Black: (pawn 1e7 to 1e5|ends the turn)$/);
      expect(await ask(page, 'l')).toBe('Last turn, Black: pawn 1e7 to 1e5; ends the turn');
      expect(await ask(page, 's e5')).toBe(
        'e5 through the levels: 1e5 black pawn, 2e5 empty, 3e5 empty',
      );
    } finally {
      await friend.close();
      await server.stop();
    }
  });

  test('the setting: ?blind turns the mode on and it stays; ?blind=0 turns it off', async ({
    page,
    app,
  }) => {
    await openBlind(page, app.url, 'game=plunder');
    await page.goto(`${app.url}?game=plunder`);
    await expect(page.getByTestId('reader-command')).toBeVisible(STEP);
    await page.goto(`${app.url}?game=plunder&blind=0`);
    await expect(page.locator('.move-input')).toBeVisible(STEP);
    await expect(page.getByTestId('reader-command')).toHaveCount(0);
  });

  pictureTest(
    'screenshots: the mode at 1280×800, 1920×1080 and 390×844, in English and Russian',
    async ({ page, app, tools }) => {
      for (const language of ['en', 'ru'])
        for (const [width, height] of [
          [1280, 800],
          [1920, 1080],
          [390, 844],
        ] as const) {
          await page.setViewportSize({ width, height });
          await page.goto(`${app.url}?game=parallel-worlds&view=2d&blind`);
          await page.evaluate(
            (lang) =>
              localStorage.setItem(
                'parallel-worlds.settings',
                JSON.stringify({ language: lang, screenReader: true }),
              ),
            language,
          );
          await page.reload();
          await expect(page.getByTestId('reader-command')).toBeVisible(STEP);
          await ask(page, 's e2');
          await tools.screenshot(page, `blind-${width}-${language}.png`);
        }
    },
  );
});
