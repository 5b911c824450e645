// Browser tests of the position editor (`?edit=<game>`): a position is built by clicking and
// dragging, an illegal one is refused with the rules core's reason and nothing is lost, and a
// game opens from a legal one, with the opponent chosen in the new-game dialog (the computer
// too); the palette lists K Q R B N P; castling rights are checkboxes per level, side and wing
// and en passant squares are chosen on the board; Parallel worlds' levels stand in their order
// (1 2 3 in a row, 3 on top when stacked on a phone); the keyboard alone builds a position too.
// FENs are read through `window.__test.fen()`.
import assert from 'node:assert/strict';

const STEP = { timeout: 30_000 };
const fen = (page) => page.evaluate(() => window.__test.fen());

async function waitFen(page, expected) {
  try {
    await page.waitForFunction((want) => window.__test.fen() === want, expected, STEP);
  } catch {
    assert.equal(await fen(page), expected);
  }
}

/** Picks a man in the palette, then clicks the squares to place it on. */
async function place(page, brush, ...squares) {
  await page.locator(`[data-brush="${brush}"]`).click();
  for (const square of squares) await page.locator(`[data-square="${square}"]`).click();
}

/** Drags with the mouse from one square's centre to another's. */
async function drag(page, from, to) {
  const a = await page.locator(`[data-square="${from}"]`).boundingBox();
  const b = await page.locator(`[data-square="${to}"]`).boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
  await page.mouse.up();
}

export default [
  {
    name: 'builds a position by clicks and a drag, refuses a bad one, opens a game from it',
    async fn(page, baseUrl, tools) {
      await page.goto(`${baseUrl}?edit=plunder`);
      await page.waitForFunction(() => typeof window.__test?.fen === 'function', null, STEP);
      assert.equal(await fen(page), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');

      await page.getByRole('button', { name: 'Clear board' }).click();
      await waitFen(page, '8/8/8/8/8/8/8/8 w - - 0 1');
      await page.getByText('Not a position of this game').waitFor(STEP);

      // Refused: no kings. The editor stays, with its position.
      await page.getByRole('button', { name: 'Play from here' }).click();
      await page.getByText('Cannot play from here').waitFor(STEP);
      assert.match(await page.locator('.editor-message').innerText(), /king/);
      await waitFen(page, '8/8/8/8/8/8/8/8 w - - 0 1');

      await place(page, 'K', 'e1');
      await place(page, 'k', 'e8');
      await place(page, 'R', 'a1');
      await waitFen(page, '4k3/8/8/8/8/8/8/R3K3 w - - 0 1');
      await page.getByText('A legal position.').waitFor(STEP);
      await drag(page, 'a1', 'a4');
      await waitFen(page, '4k3/8/8/8/R7/8/8/4K3 w - - 0 1');
      // A second white king is refused with the reason, and taken off again.
      await place(page, 'K', 'h1');
      await page.getByText('Not a position of this game').waitFor(STEP);
      await place(page, 'eraser', 'h1');
      await page.getByText('A legal position.').waitFor(STEP);
      await tools.screenshot(page, 'editor-plunder.png');

      await page.getByRole('button', { name: 'Play from here' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
      await page.waitForFunction(() => typeof window.__test?.record === 'function', null, STEP);
      assert.equal(await fen(page), '4k3/8/8/8/R7/8/8/4K3 w - - 0 1');
      assert.match(page.url(), /game=plunder/);

      // And back: the game page's "Edit position" opens the editor on the game's position.
      await page.getByRole('link', { name: 'Edit position' }).click();
      await page.getByText('A legal position.').waitFor(STEP);
      assert.equal(await fen(page), '4k3/8/8/8/R7/8/8/4K3 w - - 0 1');
      assert.match(page.url(), /edit=plunder/);
    },
  },
  {
    name: 'Parallel worlds: a man placed on level 2, a king there refused',
    async fn(page, baseUrl, tools) {
      const start = '7k/8/8/8/8/8/8/K7|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/K7 w - - 0 5';
      await page.goto(`${baseUrl}?edit=parallel-worlds&fen=${encodeURIComponent(start)}`);
      await page.waitForFunction(() => typeof window.__test?.fen === 'function', null, STEP);
      await waitFen(page, start);
      await place(page, 'N', '2c4');
      await waitFen(page, '7k/8/8/8/8/8/8/K7|8/8/8/8/2N5/8/8/8|7k/8/8/8/8/8/8/K7 w - - 0 5');
      await drag(page, '1a1', '2a8'); // a king may not stand on level 2
      await page.getByText('Not a position of this game').waitFor(STEP);
      await tools.screenshot(page, 'editor-parallel-worlds.png');
    },
  },
  {
    name: 'the keyboard alone: Tab to a brush and to the boards, arrows and PageUp, Enter places',
    async fn(page, baseUrl) {
      const start = '7k/8/8/8/8/8/8/K7|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/K7 w - - 0 5';
      await page.goto(`${baseUrl}?edit=parallel-worlds&fen=${encodeURIComponent(start)}`);
      await page.waitForFunction(() => typeof window.__test?.fen === 'function', null, STEP);
      const focused = () =>
        page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
      const tabTo = async (test, what) => {
        for (let presses = 0; presses < 60; presses++) {
          if (await page.evaluate(test)) return;
          await page.keyboard.press('Tab');
        }
        throw new Error(`Tab never reached ${what}; the focus is on “${await focused()}”`);
      };
      await tabTo(
        () => document.activeElement?.getAttribute('aria-label') === 'white knight',
        'the brush',
      );
      await page.keyboard.press('Enter');
      assert.equal(await page.locator('[data-brush="N"]').getAttribute('aria-pressed'), 'true');
      await tabTo(() => document.activeElement?.closest('.editor-board') !== null, 'the boards');
      assert.equal(await focused(), '1a1, white king');
      for (const key of ['PageUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowRight', 'ArrowRight'])
        await page.keyboard.press(key);
      assert.equal(await focused(), '2c4');
      await page.keyboard.press('Enter');
      await waitFen(page, '7k/8/8/8/8/8/8/K7|8/8/8/8/2N5/8/8/8|7k/8/8/8/8/8/8/K7 w - - 0 5');
      assert.equal(await focused(), '2c4, white knight');
      await page.keyboard.press(' '); // Space, on its release, as Enter: the same man again takes it off
      await waitFen(page, start);
    },
  },
  {
    name: 'the palette in the usual order; castling per level and side; en passant on the board',
    async fn(page, baseUrl, tools) {
      await page.goto(`${baseUrl}?edit=parallel-worlds`);
      await page.waitForFunction(() => typeof window.__test?.fen === 'function', null, STEP);
      const brushes = await page
        .locator('.editor-palette [data-brush]')
        .evaluateAll((all) => all.map((b) => b.dataset.brush));
      assert.deepEqual(brushes.slice(0, 12), [...'KQRBNPkqrbnp']);
      // the levels in a row, in their order
      const lefts = await page
        .locator('.editor-level')
        .evaluateAll((all) => all.map((f) => [f.dataset.level, f.getBoundingClientRect().left]));
      assert.deepEqual(
        lefts.sort((a, b) => a[1] - b[1]).map(([level]) => level),
        ['1', '2', '3'],
      );

      // Castling: level 3's black queen's side taken away, then given back.
      const right = page.locator('[data-castling="3bQ"] input');
      await right.uncheck();
      assert.match(await fen(page), / w 1KQkq3KQk - /);
      await right.check();
      assert.match(await fen(page), / w 1KQkq3KQkq - /);
      // A rook moved away: its right goes, and its box can no longer be ticked.
      await drag(page, '1h1', '1h4');
      assert.match(await fen(page), / w 1Qkq3KQkq - /);
      assert.equal(await page.locator('[data-castling="1wK"] input').isDisabled(), true);

      // En passant: a black pawn that may just have double-stepped to 1d5 and one to 3c5.
      await drag(page, '1d7', '1d5');
      await drag(page, '3c7', '3c5');
      await page.locator('[data-brush="en-passant"]').click();
      await page.locator('[data-square="1d6"]').click();
      await page.locator('[data-square="3c6"]').click();
      await page.locator('[data-square="3e6"]').click(); // no pawn passed it: nothing happens
      assert.match(await fen(page), / w 1Qkq3KQkq 1d6,3c6 0 1$/);
      await page.getByText('A legal position.').waitFor(STEP);
      await tools.screenshot(page, 'editor-rights.png');
      // The pawn taken off: its right goes with it.
      await place(page, 'eraser', '1d5');
      assert.match(await fen(page), / w 1Qkq3KQkq 3c6 0 1$/);
    },
  },
  {
    name: 'Play from here against the computer: it answers as Black',
    async fn(page, baseUrl) {
      const start = '4k3/8/8/8/8/8/8/R3K3 w - - 0 1';
      await page.goto(`${baseUrl}?edit=plunder&fen=${encodeURIComponent(start)}`);
      await page.waitForFunction(() => typeof window.__test?.fen === 'function', null, STEP);
      await page.getByRole('button', { name: 'Play from here' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Computer', { exact: true }).click();
      await dialog.getByRole('button', { name: 'Start' }).click();
      await page.waitForFunction(() => typeof window.__test?.record === 'function', null, STEP);
      assert.equal(await fen(page), start);
      await page.locator('[data-square="a1"]').click();
      await page.locator('[data-square="a7"]').click();
      // White's rook move, then the computer's reply as Black: White to move in move 2.
      await page.waitForFunction(() => / w - - \d+ 2$/.test(window.__test.fen()), null, STEP);
      assert.match(await page.evaluate(() => window.__test.record()), /\[Black "Computer level/);
    },
  },
  {
    name: '390×844: Parallel worlds’ levels stacked with level 3 on top',
    async fn(page, baseUrl, tools) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${baseUrl}?edit=parallel-worlds`);
      await page.waitForFunction(() => typeof window.__test?.fen === 'function', null, STEP);
      const tops = await page
        .locator('.editor-level')
        .evaluateAll((all) => all.map((f) => [f.dataset.level, f.getBoundingClientRect().top]));
      assert.deepEqual(
        tops.sort((a, b) => a[1] - b[1]).map(([level]) => level),
        ['3', '2', '1'],
      );
      await tools.screenshot(page, 'editor-phone.png', { fullPage: true });
    },
  },
];
