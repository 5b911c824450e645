// Browser tests of the flat (2D) board in real Chromium: games played by clicking and dragging
// the board's `data-square`, `data-pocket` and `data-choice` elements, checked through
// `window.__test.fen()` and `record()`. Each game opens straight from the address
// (`?game=<id>&view=2d&fen=<FEN>`). The expected FENs were computed with the rules command line
// (`npm run --silent rules -- play --variant <id> --fen '<FEN>' --play '<moves>'`), which is the
// rules core the page plays through. Screenshots go to reports/screenshots/play2d-*.png.
import assert from 'node:assert/strict';

const START_PW =
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 1KQkq3KQkq - 0 1';

async function open(page, baseUrl, game, fen) {
  const query = new URLSearchParams({ game, view: '2d' });
  if (fen) query.set('fen', fen);
  await page.goto(`${baseUrl}?${query}`);
  await page.waitForFunction(() => typeof window.__test?.fen === 'function');
  await page.locator('[data-square]').first().waitFor();
}

const fen = (page) => page.evaluate(() => window.__test.fen());
const record = (page) => page.evaluate(() => window.__test.record());
const square = (page, name) => page.locator(`[data-square="${name}"]`);

/** Clicks a square (or the man on it) where `window.__test.screen` says it is on screen. */
async function click(page, name) {
  const point = await page.evaluate((n) => window.__test.screen(n), name);
  assert.ok(point, `square ${name} is on screen`);
  await page.mouse.click(point.x, point.y);
}

async function waitFen(page, expected) {
  try {
    await page.waitForFunction((want) => window.__test.fen() === want, expected, {
      timeout: 5000,
    });
  } catch {
    assert.equal(await fen(page), expected);
  }
}

/** Waits until a square carries a class (a highlight such as `target-vest`, `is-check`). */
async function marked(page, name, className) {
  await page.locator(`[data-square="${name}"].${className}`).waitFor({ timeout: 5000 });
}

/** The piece letter shown on a square, or null. */
const pieceOn = (page, name) =>
  page.evaluate(
    (n) =>
      document.querySelector(`[data-square="${n}"] [data-piece]`)?.getAttribute('data-piece') ??
      null,
    name,
  );

/** The `data-choice` keys of the open dialog, in order. */
const choices = (page) =>
  page.$$eval('[role="dialog"] [data-choice]', (buttons) =>
    buttons.map((b) => b.getAttribute('data-choice')),
  );

/** Drags the man on one square onto another with real pointer events. */
async function drag(page, from, to) {
  await square(page, from).scrollIntoViewIfNeeded();
  const a = await square(page, from).boundingBox();
  const b = await square(page, to).boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 5, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

export default [
  {
    name: 'Pocket mutation: pocketing with mutation, a drop giving check, promotion from the last rank',
    async fn(page, baseUrl, tools) {
      const start = 'P3k3/7p/8/8/8/8/8/R3K3[] w - - 0 2';
      await open(page, baseUrl, 'pocket-mutation', start);
      assert.equal(await fen(page), start);
      assert.equal(await pieceOn(page, 'a8'), 'P');

      // An illegal input changes nothing: a black man, then an empty square.
      await click(page, 'h7');
      await click(page, 'c5');
      assert.equal(await fen(page), start);

      // Pocketing with mutation: the rook, then White's pocket; the dialog offers exactly the
      // rook's class (R, I, D) — Escape cancels it, and the second time the nightrider is chosen.
      await click(page, 'a1');
      assert.ok(await page.locator('[data-pocket="w"].is-target').count(), 'pocket is a target');
      await page.locator('[data-pocket="w"]').click();
      await page.getByRole('dialog').waitFor();
      assert.deepEqual([...(await choices(page))].sort(), ['D', 'I', 'R']);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      assert.equal(await fen(page), start);
      await page.locator('[data-pocket="w"]').click();
      await page.locator('[data-choice="I"]').click();
      await waitFen(page, 'P3k3/7p/8/8/8/8/8/4K3[I] b - - 1 2');
      assert.equal(await pieceOn(page, 'a1'), null);
      await page.locator('[data-pocket="w"] .pocket-name', { hasText: 'Nightrider' }).waitFor();

      // Black answers by dragging the pawn.
      await drag(page, 'h7', 'h6');
      await waitFen(page, 'P3k3/8/7p/8/8/8/8/4K3[I] w - - 2 3');

      // A drop that gives check: the pocket, then a highlighted square.
      await page.locator('[data-pocket="w"]').click();
      await marked(page, 'd6', 'target-drop');
      await click(page, 'd6');
      await waitFen(page, 'P3k3/8/3I3p/8/8/8/8/4K3[] b - - 3 3');
      assert.equal(await pieceOn(page, 'd6'), 'I');
      await page.locator('[data-square="e8"].is-check').waitFor();
      await page.getByText('Check', { exact: true }).waitFor();

      // Hovering a man shows its card: name and moves (not while the pointer rests where it
      // pressed, so first move away).
      await page.mouse.move(5, 5);
      await square(page, 'd6').hover();
      const card = page.getByRole('tooltip');
      await card.waitFor();
      assert.match(await card.textContent(), /Nightrider.*Repeats a knight leap/);
      await page.mouse.move(5, 5);

      await click(page, 'e8');
      await click(page, 'f8');
      await waitFen(page, 'P4k2/8/3I3p/8/8/8/8/4K3[] w - - 4 4');

      // Promotion from the last rank by pocketing: the pawn on a8 must become a piece of the next
      // class (N or B); chosen with the keyboard this time (arrows, then Enter).
      await click(page, 'a8');
      await page.locator('[data-pocket="w"]').click();
      await page.getByRole('dialog').waitFor();
      assert.deepEqual([...(await choices(page))].sort(), ['B', 'N']);
      await tools.screenshot(page, 'play2d-mutation-dialog.png', { animations: 'disabled' });
      const focused = await page.evaluate(() =>
        document.activeElement?.getAttribute('data-choice'),
      );
      await page.keyboard.press('ArrowRight');
      const next = await page.evaluate(() => document.activeElement?.getAttribute('data-choice'));
      assert.notEqual(next, focused);
      await page.keyboard.press('Enter');
      const expected = `5k2/8/3I3p/8/8/8/8/4K3[${next}] b - - 0 4`;
      await waitFen(page, expected);
      await page.mouse.move(2, 2);
      await tools.screenshot(page, 'play2d-pocket-mutation.png', { fullPage: true });

      const text = await record(page);
      assert.match(text, /\[Game "pocket-mutation"\]/);
      assert.match(text, /\[FEN "P3k3\/7p\/8\/8\/8\/8\/8\/R3K3\[\] w - - 0 2"\]/);
      assert.match(text, new RegExp(`a1\\^I h7h6 3\\. I@d6 e8f8 4\\. a8\\^${next}`));
    },
  },
  {
    name: 'PlunderChess: a vest taken, a vest-powered check and a vest move',
    async fn(page, baseUrl, tools) {
      const start = '4k3/8/n7/8/8/8/8/R5K1 w - - 0 1';
      await open(page, baseUrl, 'plunder', start);

      // The rook takes the knight: the dialog offers the knight vest or declining.
      await click(page, 'a1');
      await marked(page, 'a6', 'target-capture');
      await click(page, 'a6');
      await page.getByRole('dialog').waitFor();
      assert.deepEqual(await choices(page), ['decline', 'N']);
      await tools.screenshot(page, 'play2d-vest-dialog.png', { animations: 'disabled' });
      await page.locator('[data-choice="N"]').click();
      await waitFen(page, '4k3/8/R(N)7/8/8/8/8/6K1 b - - 0 1');
      assert.equal(
        await page.locator('[data-square="a6"] [data-piece="R"]').getAttribute('data-vest'),
        'N',
      );

      await click(page, 'e8');
      await click(page, 'f7');
      await waitFen(page, '8/5k2/R(N)7/8/8/8/8/6K1 w - - 1 2');

      // An ordinary rook move that checks with the vest's power: the knight vest on d6 reaches f7.
      await click(page, 'a6');
      await marked(page, 'b8', 'target-vest'); // b8 is reachable only with the vest
      await click(page, 'd6');
      await waitFen(page, '8/5k2/3R(N)4/8/8/8/8/6K1 b - - 2 2');
      await page.locator('[data-square="f7"].is-check').waitFor();

      await click(page, 'f7');
      await click(page, 'f8');
      await waitFen(page, '5k2/8/3R(N)4/8/8/8/8/6K1 w - - 3 3');

      // The vest move: a knight leap that only the vest allows (marked as such); it spends the
      // vest and checks along the rank.
      await click(page, 'd6');
      await marked(page, 'e8', 'target-vest');
      await tools.screenshot(page, 'play2d-plunder-vest-targets.png');
      await click(page, 'e8');
      await waitFen(page, '4Rk2/8/8/8/8/8/8/6K1 b - - 4 3');
      assert.equal(
        await page.locator('[data-square="e8"] [data-piece="R"]').getAttribute('data-vest'),
        null,
      );
      await page.locator('[data-square="f8"].is-check').waitFor();
      await page.mouse.move(2, 2);
      await tools.screenshot(page, 'play2d-plunder.png', { fullPage: true });
      assert.match(await record(page), /1\. a1a6~N e8f7 2\. a6d6 f7f8 3\. d6e8\* \*/);
    },
  },
  {
    name: 'Parallel worlds flat view: End turn, then a turn of three sub-moves with a level move',
    async fn(page, baseUrl, tools) {
      await open(page, baseUrl, 'parallel-worlds');
      assert.equal(await fen(page), START_PW);
      for (const level of ['1', '2', '3'])
        await page.locator(`figure[data-level="${level}"]`).waitFor();

      // White's first turn: one sub-move, then End turn.
      await click(page, '1e2');
      await click(page, '1e4');
      await waitFen(page, `${START_PW} ; 1e2-1e4`);
      await page.getByRole('button', { name: 'End turn' }).click();
      const afterWhite =
        'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR|8/8/8/8/8/8/8/8|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b 1KQkq3KQkq 1e3 0 1';
      await waitFen(page, afterWhite);

      // Black: a sub-move on level 1 …
      await click(page, '1e7');
      await click(page, '1e5');
      await waitFen(page, `${afterWhite} ; 1e7-1e5`);

      // … a move between levels, marked on both boards: the knight on 1g8 shows its way up, and
      // 2g8 is a level target; it is made by dragging from one board to the other.
      await click(page, '1g8');
      assert.ok(
        await page.locator('[data-square-labels="1g8"] .level-exits').count(),
        'exit shown',
      );
      await marked(page, '2g8', 'target-level');
      await tools.screenshot(page, 'play2d-parallel-worlds-level-move.png', { fullPage: true });
      await drag(page, '1g8', '2g8');
      await waitFen(page, `${afterWhite} ; 1e7-1e5 1g8-2g8`);
      await page.locator('[data-level-state="closed"]').nth(1).waitFor();

      // Undo the last sub-move and play it again.
      await page
        .getByRole('button', { name: /Undo last sub-move|Take back sub-move/ })
        .first()
        .click();
      await waitFen(page, `${afterWhite} ; 1e7-1e5`);
      await click(page, '1g8');
      await click(page, '2g8');
      await waitFen(page, `${afterWhite} ; 1e7-1e5 1g8-2g8`);

      // The third sub-move, on level 3, ends the turn by itself.
      await click(page, '3b8');
      await click(page, '3c6');
      await waitFen(
        page,
        'rnbqkb1r/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR|6n1/8/8/8/8/8/8/8|r1bqkbnr/pppppppp/2n5/8/8/8/PPPPPPPP/RNBQKBNR w 1KQkq3KQkq 1e6 0 2',
      );
      assert.equal(await pieceOn(page, '2g8'), 'n');
      await page.getByText('White to move').first().waitFor();
      await page.mouse.move(2, 2);
      await tools.screenshot(page, 'play2d-parallel-worlds.png', { fullPage: true });
      assert.match(await record(page), /1\. 1e2-1e4 end 1\.\.\. 1e7-1e5 1g8-2g8 3b8-3c6 \*/);
    },
  },
  {
    name: 'a bad fen= names the problem',
    async fn(page, baseUrl) {
      const bad = encodeURIComponent('8/8/8 w - - 0 1');
      await page.goto(`${baseUrl}?game=plunder&view=2d&fen=${bad}`);
      await page.getByRole('alert').filter({ hasText: /FEN/ }).first().waitFor();
      assert.equal(await page.locator('[data-square]').count(), 0);
    },
  },
];
