// Browser tests of the 3D view in real headless Chromium (WebGL through SwiftShader): games of
// Parallel worlds chess played only by clicking men and squares in the scene, at the client
// points `window.__test.screen(name)` gives (the page projects each square through its camera and
// checks with its own ray that a click there picks that square). Covered: two full turns with a
// move between levels, a capture and an early `end`; a promotion through the shared choice dialog
// and a king capture from a FEN; hover, camera presets, the map and turn to mover; the game going
// on in 2D when the WebGL context is lost.
// Screenshots of the start position and of a mid-game selection with its marks are saved to
// reports/screenshots/. Software WebGL is slow, so every step waits for state, never for time.
import assert from 'node:assert/strict';
import { STEP_TIMEOUT, open3d, screenPoint, settled } from './support/view3d.mjs';

const START_FEN =
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 1KQkq3KQkq - 0 1';
// `npm run --silent rules -- play --variant parallel-worlds --play "1e2-1e4 1g1-2g1 1d7-1d5 end
// 1e4-1d5 end"` prints this FEN (the pawn on 1d5 captured, the knight on 2g1).
const AFTER_TWO_TURNS =
  'rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKB1R|8/8/8/8/8/8/8/6N1|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b 1KQkq3KQkq - 0 2';
// White to move, fullmove 12: a pawn on 3b7 about to promote, and the queen on 1a4 eyeing the
// black king on 1e8 along the diagonal. `npm run --silent rules -- play --variant
// parallel-worlds --fen <this> --play "3b7-3b8=N 1a4-1e8"` prints `result 1-0 king-captured`.
const KING_HUNT_FEN = '4k3/8/8/8/Q7/8/8/4K3|8/8/8/8/8/8/8/8|4k3/1P6/8/8/8/8/8/4K3 w - - 0 12';

const view3d = (page, attribute) =>
  page.evaluate((name) => document.querySelector('.view3d')?.getAttribute(name), attribute);

async function clickSquare(page, name) {
  await settled(page);
  const { x, y } = await screenPoint(page, name);
  await page.mouse.click(x, y);
}

/** Clicks a man and waits until the scene shows it selected. */
async function select(page, name) {
  await clickSquare(page, name);
  await page.waitForFunction(
    (n) => document.querySelector('.view3d')?.dataset.selected === n,
    name,
    STEP_TIMEOUT,
  );
}

const fen = (page) => page.evaluate(() => window.__test.fen());

/** Waits until `window.__test.fen()` satisfies the test. */
async function waitForFen(page, test, description) {
  try {
    await page.waitForFunction(test, null, STEP_TIMEOUT);
  } catch (error) {
    throw new Error(`${description}: FEN is ${await fen(page)}`, { cause: error });
  }
}

/** Waits until the camera looks from Black's side: White's second rank higher on screen. */
const waitSeenFromBlack = (page) =>
  page.waitForFunction(
    () => {
      const near = window.__test.screen('3e7');
      const far = window.__test.screen('3e2');
      return near && far && far.y < near.y;
    },
    null,
    STEP_TIMEOUT,
  );

/** Plays one sub-move by two clicks and waits until the game shows it. */
async function play(page, from, to) {
  await select(page, from);
  await clickSquare(page, to);
  const move = `${from}-${to}`;
  await page.waitForFunction(
    (m) => {
      const record = window.__test.record();
      return record.includes(` ${m}`) || record.includes(`. ${m}`);
    },
    move,
    STEP_TIMEOUT,
  );
}

async function endTurn(page) {
  await page.getByRole('button', { name: 'End turn', exact: true }).click();
}

export default [
  {
    name: 'two full turns by clicks: a move between levels, a capture, an early end',
    async fn(page, baseUrl, tools) {
      await open3d(page, baseUrl);
      assert.equal(await fen(page), START_FEN);
      await settled(page);
      await page.screenshot({ path: tools.screenshotPath('play3d-start.png') });
      const calls = Number(await view3d(page, 'data-draw-calls-max'));
      tools.log(`start position: ${calls} draw calls in the costliest frame`);
      assert.ok(calls > 0 && calls <= 40, `start position costs ${calls} draw calls (limit 40)`);
      const lastFrame = await page.evaluate(() => window.__test.drawCalls());
      assert.ok(lastFrame > 0 && lastFrame <= calls, `window.__test.drawCalls() is ${lastFrame}`);

      // White's first turn (two sub-moves at most): a pawn, then a knight up to level 2.
      await play(page, '1e2', '1e4');
      assert.match(await fen(page), / ; 1e2-1e4$/);
      await play(page, '1g1', '2g1');
      await waitForFen(page, () => / b 1KQkq3KQkq /.test(window.__test.fen()), 'Black to move');

      // Black: one sub-move, then ends the turn early.
      await play(page, '1d7', '1d5');
      await endTurn(page);
      await waitForFen(page, () => / w 1KQkq3KQkq /.test(window.__test.fen()), 'White to move');

      // White: the pawn on 1e4 shows a capture, a step and a move up; it takes on 1d5.
      await select(page, '1e4');
      await settled(page);
      await page.screenshot({ path: tools.screenshotPath('play3d-midgame-targets.png') });
      await clickSquare(page, '1d5');
      await waitForFen(page, () => window.__test.fen().endsWith(' ; 1e4-1d5'), 'capture played');
      await endTurn(page);
      await waitForFen(page, () => !window.__test.fen().includes(';'), 'turn ended');
      assert.equal(await fen(page), AFTER_TWO_TURNS);
      const record = await page.evaluate(() => window.__test.record());
      assert.match(record, /1\. 1e2-1e4 1g1-2g1 1\.\.\. 1d7-1d5 end 2\. 1e4-1d5 end/);
      assert.match(record, /\[Result "\*"\]/);
    },
  },
  {
    name: 'from a FEN: a promotion chosen in the shared dialog, then a king capture and the result',
    async fn(page, baseUrl, tools) {
      await open3d(page, baseUrl, KING_HUNT_FEN);
      assert.equal(await fen(page), KING_HUNT_FEN);
      await select(page, '3b7');
      await clickSquare(page, '3b8');
      await page.locator('[data-choice="N"]').click(STEP_TIMEOUT);
      await waitForFen(page, () => window.__test.fen().endsWith(' ; 3b7-3b8=N'), 'promotion');
      await play(page, '1a4', '1e8');
      await page.waitForFunction(
        () => window.__test.record().includes('[Result "1-0"]'),
        null,
        STEP_TIMEOUT,
      );
      const record = await page.evaluate(() => window.__test.record());
      assert.match(record, /\[Termination "king-captured"\]/);
      assert.match(record, /12\. 3b7-3b8=N 1a4-1e8/);
      await page.locator('.game-over').waitFor(STEP_TIMEOUT);
      await settled(page);
      await page.screenshot({ path: tools.screenshotPath('play3d-king-captured.png') });
    },
  },
  {
    name: 'hover, camera presets and the map of the three levels',
    async fn(page, baseUrl) {
      await open3d(page, baseUrl);
      await settled(page);
      const e2 = await screenPoint(page, '1e2');
      await page.mouse.move(e2.x, e2.y);
      await page.waitForFunction(
        () => document.body.style.cursor === 'pointer',
        null,
        STEP_TIMEOUT,
      );

      // From Black's side White's second rank is far away: higher on screen than Black's.
      await page.locator('[data-preset="black"]').click();
      await waitSeenFromBlack(page);

      // The map lays the boards side by side, level 1 on the left, seen from above.
      await page.locator('[data-preset="map"]').click();
      await page.waitForFunction(
        () => {
          const [one, two, three] = ['1a1', '2a1', '3a1'].map((n) => window.__test.screen(n));
          return one && two && three && one.x < two.x && two.x < three.x;
        },
        null,
        STEP_TIMEOUT,
      );
      // A sub-move still plays by clicks in the map.
      await play(page, '1b1', '2b1');
      assert.match(await fen(page), / ; 1b1-2b1$/);
    },
  },
  {
    name: 'turn to mover: after White’s turn the camera swings round to Black’s side',
    async fn(page, baseUrl) {
      await open3d(page, baseUrl);
      await page.getByLabel('Turn to mover').check();
      await play(page, '1b1', '2b1');
      await play(page, '1e2', '1e4');
      await waitForFen(page, () => / b 1KQkq3KQkq /.test(window.__test.fen()), 'Black to move');
      await page.locator('[data-preset="black"][aria-pressed="true"]').waitFor(STEP_TIMEOUT);
      await waitSeenFromBlack(page);
    },
  },
  {
    name: 'WebGL context lost: the game goes on in 2D, nothing lost',
    async fn(page, baseUrl) {
      await open3d(page, baseUrl);
      await play(page, '1e2', '1e4');
      await page.evaluate(() => {
        const canvas = document.querySelector('.view3d canvas');
        const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
        gl.getExtension('WEBGL_lose_context').loseContext();
      });
      await page.locator('.view2d').waitFor(STEP_TIMEOUT);
      await page.getByText(/WebGL context was lost/).waitFor(STEP_TIMEOUT);
      assert.match(await fen(page), / ; 1e2-1e4$/);
      // The flat board now answers window.__test.screen; the turn continues there (level 1 is
      // closed for this turn, so the second sub-move ends on level 3 and ends White's first turn).
      const from = await screenPoint(page, '3d2');
      await page.mouse.click(from.x, from.y);
      const to = await screenPoint(page, '3d4');
      await page.mouse.click(to.x, to.y);
      await waitForFen(page, () => !window.__test.fen().includes(';'), 'White’s turn ended');
      assert.match(await fen(page), / b 1KQkq3KQkq /);
    },
  },
];
