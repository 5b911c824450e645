// Browser tests of the position editor (`?edit=<game>`): a position is built by clicking and
// dragging, an illegal one is refused with the rules core's reason and nothing is lost, and a
// game opens from a legal one. FENs are read through `window.__test.fen()`.
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
      await page.screenshot({ path: tools.screenshotPath('editor-plunder.png') });

      await page.getByRole('button', { name: 'Play from here' }).click();
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
      await page.screenshot({ path: tools.screenshotPath('editor-parallel-worlds.png') });
    },
  },
];
