// Whole games played with the keyboard alone (issue 29), in real Chromium, no mouse at all: Tab
// until a board has the focus (the presses are counted and logged), the arrows to walk it,
// PageUp/PageDown between levels, Enter to pick a man and then his target, and in Parallel worlds
// chess Tab to "End turn" and Enter, then Shift+Tab back to the board. Each game runs to its end
// and its game-over banner: Parallel worlds chess by a king captured, on the flat board and on the
// 3D board (its own keyboard cursor, src/view3d/KeyboardCursor.tsx); Pocket mutation chess and
// PlunderChess by the fool's mate. The games are hot-seat (two at one screen, the default with
// no computer chosen: the record names no player away from the screen, and the test plays both
// sides). Every move is checked against the
// FEN the rules command line prints for it (`npm run --silent rules -- play --variant <id>
// --play '<moves>'`, the rules core the page plays through), read from `window.__test.fen()`;
// the keyboard's square from the focused flat square or the 3D view's `data-cursor`, and what a
// screen reader hears there (the square's label, the 3D cursor's live region) is checked too.
// The arrows follow the side the board is seen from: the flat board stays on White's side, the
// 3D camera turns to the side to move (turn to mover), where ↑ goes down the ranks.
import type { Page } from '@playwright/test';
import { expect, test, type Tools } from './fixtures';
import { fen, gameReady, record } from './support/gamePage';
import { settled, STEP_TIMEOUT } from './support/view3d';

type Side = 'white' | 'black';
type FlatGame = 'pocket-mutation' | 'plunder';

// Parallel worlds chess: White's first turn of two sub-moves ends by itself; Black opens the
// diagonal to his king on level 1, White's queen comes to 1h5 and takes the king on 1e8.
const PW_LINE: readonly (readonly [string, string, Side, string | null])[] = [
  ['1e2', '1e3', 'white', null],
  [
    '3a2',
    '3a3',
    'white',
    'rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR|8/8/8/8/8/8/8/8|rnbqkbnr/pppppppp/8/8/8/P7/1PPPPPPP/RNBQKBNR b 1KQkq3KQkq - 0 1',
  ],
  [
    '1f7',
    '1f6',
    'black',
    'rnbqkbnr/ppppp1pp/5p2/8/8/4P3/PPPP1PPP/RNBQKBNR|8/8/8/8/8/8/8/8|rnbqkbnr/pppppppp/8/8/8/P7/1PPPPPPP/RNBQKBNR w 1KQkq3KQkq - 0 2',
  ],
  [
    '1d1',
    '1h5',
    'white',
    'rnbqkbnr/ppppp1pp/5p2/7Q/8/4P3/PPPP1PPP/RNB1KBNR|8/8/8/8/8/8/8/8|rnbqkbnr/pppppppp/8/8/8/P7/1PPPPPPP/RNBQKBNR b 1KQkq3KQkq - 1 2',
  ],
  [
    '3a7',
    '3a6',
    'black',
    'rnbqkbnr/ppppp1pp/5p2/7Q/8/4P3/PPPP1PPP/RNB1KBNR|8/8/8/8/8/8/8/8|rnbqkbnr/1ppppppp/p7/8/8/P7/1PPPPPPP/RNBQKBNR w 1KQkq3KQkq - 0 3',
  ],
  [
    '1h5',
    '1e8',
    'white',
    'rnbqQbnr/ppppp1pp/5p2/8/8/4P3/PPPP1PPP/RNB1KBNR|8/8/8/8/8/8/8/8|rnbqkbnr/1ppppppp/p7/8/8/P7/1PPPPPPP/RNBQKBNR b 1KQ3KQkq - 0 3',
  ],
];
// The sub-moves after which the turn is ended with the "End turn" button (one sub-move turns).
const PW_ENDED = new Set(['1f6', '1h5', '3a6']);

// The fool's mate: 1. f3 e5 2. g4 Qh4#, the FEN after each move.
const FOOLS_MATE: Record<FlatGame, readonly string[]> = {
  'pocket-mutation': [
    'rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR[] b - - 1 1',
    'rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR[] w - e6 2 2',
    'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR[] b - g3 3 2',
    'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR[] w - - 4 3',
  ],
  plunder: [
    'rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 1',
    'rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR w KQkq e6 0 2',
    'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2',
    'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3',
  ],
};
const FOOLS_MOVES: readonly (readonly [string, string])[] = [
  ['f2', 'f3'],
  ['e7', 'e5'],
  ['g2', 'g4'],
  ['d8', 'h4'],
];

/**
 * In the page: the square the keyboard is on — the 3D cursor while the 3D board has the focus,
 * else the flat board's focused square — or null when the focus is on neither.
 */
const KEYBOARD_SQUARE = (): string | null => {
  const active = document.activeElement;
  if (active?.classList.contains('view3d-board'))
    return document.querySelector<HTMLElement>('.view3d')?.dataset.cursor || null;
  return active?.closest('.view2d-stage [data-square]')?.getAttribute('data-square') ?? null;
};
const keyboardSquare = (page: Page) => page.evaluate(KEYBOARD_SQUARE);
const boardHasFocus = async (page: Page) => (await keyboardSquare(page)) !== null;

/**
 * In the page: what a screen reader hears of the keyboard's square (the 3D cursor's live region,
 * the flat square's label).
 */
const HEARD = (): string => {
  const active = document.activeElement;
  if (active?.classList.contains('view3d-board'))
    return document.querySelector('.view3d-cursor-text')?.textContent ?? '';
  return active?.getAttribute('aria-label') ?? '';
};

/** Waits until what is heard of the keyboard's square matches `pattern`. */
const hears = (page: Page, pattern: RegExp, what: string) =>
  expect.poll(() => page.evaluate(HEARD), { message: what, timeout: 5000 }).toMatch(pattern);

/** What has the focus, for a failure's message. */
const focusNow = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement;
    return a ? `${a.tagName}.${a.className} "${(a.textContent ?? '').slice(0, 30)}"` : 'nothing';
  });

/** Presses Tab (Shift+Tab with `back`) until `reached(page)` holds; counts the presses. */
async function tabUntil(
  page: Page,
  reached: (page: Page) => Promise<boolean>,
  { back = false, most = 60 } = {},
): Promise<number> {
  for (let presses = 0; presses <= most; presses++) {
    if (await reached(page)) return presses;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(
    `${most} presses of Tab never got there; the focus is on ${await focusNow(page)}`,
  );
}

/** `1e4` or `e4` as level (1-based), file and rank (0-based). */
function placeOf(name: string) {
  const match = /^([1-3]?)([a-h])([1-8])$/.exec(name);
  expect(match, `a square name: ${name}`).not.toBeNull();
  const [, level, file, rank] = match!;
  return { level: Number(level || 1), file: file!.charCodeAt(0) - 97, rank: Number(rank) - 1 };
}

/**
 * Walks the keyboard to `target` with PageUp/PageDown and the arrows, as the board is seen from
 * `side` ('white': ↑ up the ranks, → towards the h-file; 'black': the other way round), and
 * checks that it got there and that its label is what a screen reader hears.
 */
async function walkTo(page: Page, target: string, side: Side) {
  const here = await keyboardSquare(page);
  expect(here, `the keyboard is on the board (focus: ${await focusNow(page)})`).toBeTruthy();
  const [from, to] = [placeOf(here!), placeOf(target)];
  const sign = side === 'white' ? 1 : -1;
  const presses: string[] = [];
  const add = (count: number, forward: string, backward: string) => {
    for (let i = 0; i < Math.abs(count); i++) presses.push(count > 0 ? forward : backward);
  };
  add(to.level - from.level, 'PageUp', 'PageDown');
  add((to.file - from.file) * sign, 'ArrowRight', 'ArrowLeft');
  add((to.rank - from.rank) * sign, 'ArrowUp', 'ArrowDown');
  for (const key of presses) await page.keyboard.press(key);
  await expect
    .poll(() => keyboardSquare(page), {
      message: `${presses.join(' ')} from ${here}`,
      timeout: 5000,
    })
    .toBe(target);
  await hears(page, new RegExp(`^${target}(,|$)`), `${target} is heard`);
}

/** Waits until the game's FEN is `expected` (the rules command line's). */
const expectFen = (page: Page, expected: string, what: string) =>
  expect.poll(() => fen(page), { ...STEP_TIMEOUT, message: what }).toBe(expected);

/** One move by the keyboard: to the man, Enter (he is selected), to the target, Enter. */
async function keyMove(page: Page, from: string, to: string, side: Side) {
  await walkTo(page, from, side);
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (name) =>
      document.querySelector<HTMLElement>('.view3d')?.dataset.selected === name ||
      document.querySelector(`.view2d [data-square="${name}"]`)?.classList.contains('is-selected'),
    from,
    STEP_TIMEOUT,
  );
  await hears(page, /, selected$/, `${from} is heard selected`);
  await walkTo(page, to, side);
  await hears(page, /, target: /, `${to} is heard as a target`);
  await page.keyboard.press('Enter');
}

/** Tab to "End turn", Enter; then Shift+Tab back to the board. */
async function endTurnByKeys(page: Page, tools: Tools) {
  const forward = await tabUntil(page, (p) =>
    p.evaluate(() => document.activeElement?.textContent?.trim() === 'End turn'),
  );
  await page.keyboard.press('Enter');
  const back = await tabUntil(page, boardHasFocus, { back: true });
  tools.log(`End turn: ${forward} Tab presses there, ${back} Shift+Tab presses back`);
}

/** Opens a game, checks it is played here by two, and Tabs to its board. */
async function openByKeys(page: Page, baseUrl: string, query: string, ready: string, tools: Tools) {
  await page.goto(`${baseUrl}?${query}`);
  await gameReady(page);
  await expect(page.locator(ready).first()).toBeVisible(STEP_TIMEOUT);
  // A record names its players only when one of them is not at this screen (recordFile.ts).
  expect(await record(page), 'hot-seat: both sides are here').not.toMatch(/\[(White|Black) "/);
  const presses = await tabUntil(page, boardHasFocus);
  tools.log(`${query}: the board has the focus after ${presses} Tab presses`);
  expect(presses, 'the board was reached with Tab').toBeGreaterThan(0);
  expect(await keyboardSquare(page), 'the board has the focus').toBeTruthy();
}

/** The game-over banner shows the winner and why. */
async function gameOver(page: Page, winner: string, reason: string) {
  const banner = page.getByTestId('game-over');
  await expect(banner).toBeVisible(STEP_TIMEOUT);
  await expect(banner.locator('.game-over-title')).toHaveText(`${winner} wins`);
  await expect(banner.locator('.game-over-reason')).toHaveText(reason);
}

/** Plays the Parallel worlds line by the keyboard (in 3D, waiting for the camera each time). */
async function playParallelWorlds(page: Page, tools: Tools, threeD: boolean) {
  for (const [from, to, side, after] of PW_LINE) {
    if (threeD) {
      // Turn to mover: the camera glides to the mover's side after each turn; arrows follow it.
      await expect
        .poll(
          () =>
            page.evaluate((white) => {
              const camera = window.__test!.camera();
              return camera !== null && camera.position[2] > camera.target[2] === white;
            }, side === 'white'),
          { ...STEP_TIMEOUT, message: `the camera looks from ${side}'s side before ${from}` },
        )
        .toBe(true);
      await settled(page);
    }
    const before = await fen(page);
    await keyMove(page, from, to, threeD ? side : 'white');
    if (after === null) {
      await page.waitForFunction((start) => window.__test!.fen() !== start, before, STEP_TIMEOUT);
      expect(await fen(page)).toMatch(new RegExp(` ; ${from}-${to}$`));
      // With a move to look back at, ← on the board moves the keyboard, not through the moves.
      await page.keyboard.press('ArrowLeft');
      await expect
        .poll(() => keyboardSquare(page), { message: '← moved the keyboard' })
        .toBe('1d3');
      await page.keyboard.press('ArrowRight');
      await expect(page.locator('.look-back-notice'), 'not looking back').toHaveCount(0);
    } else if (PW_ENDED.has(to)) {
      await expectFen(page, `${before.split(' ; ')[0]} ; ${from}-${to}`, `${from}-${to} played`);
      await endTurnByKeys(page, tools);
      await expectFen(page, after, `the turn of ${from}-${to} ended`);
    } else {
      await expectFen(page, after, `${from}-${to} played`);
    }
  }
  await gameOver(page, 'White', 'by capturing the king');
  expect(await record(page)).toMatch(/1-0/);
}

test.describe('keyboard:', () => {
  test('Parallel worlds chess on the flat board: a whole game by the keyboard, to a king captured', async ({
    page,
    app,
    tools,
  }) => {
    await openByKeys(page, app.url, 'game=parallel-worlds&view=2d', '[data-square]', tools);
    await playParallelWorlds(page, tools, false);
  });

  test('Parallel worlds chess on the 3D board: a whole game by its keyboard cursor, to a king captured', async ({
    page,
    app,
    tools,
  }) => {
    await openByKeys(
      page,
      app.url,
      'game=parallel-worlds&view=3d',
      '.view3d[data-ready="true"]',
      tools,
    );
    // The board's tab stop is the 3D frame, ringed while it has the keyboard's focus.
    const ring = await page.evaluate(() => {
      const board = document.activeElement!;
      const style = getComputedStyle(board);
      return {
        board: board.classList.contains('view3d-board'),
        visible: board.matches(':focus-visible'),
        outline: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
      };
    });
    expect({ ...ring, width: ring.width >= 2 }).toEqual({
      board: true,
      visible: true,
      outline: 'solid',
      width: true,
    });
    await playParallelWorlds(page, tools, true);
  });

  for (const game of ['pocket-mutation', 'plunder'] as const) {
    test(`${game === 'plunder' ? 'PlunderChess' : 'Pocket mutation chess'}: the fool's mate by the keyboard`, async ({
      page,
      app,
      tools,
    }) => {
      await openByKeys(page, app.url, `game=${game}&view=2d`, '[data-square]', tools);
      for (const [index, [from, to]] of FOOLS_MOVES.entries()) {
        await keyMove(page, from, to, 'white');
        await expectFen(page, FOOLS_MATE[game][index]!, `${from}${to} played`);
      }
      await gameOver(page, 'Black', 'by checkmate');
      expect(await record(page)).toMatch(/0-1/);
    });
  }
});
