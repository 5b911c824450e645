// Browser tests of the 3D view in real headless Chromium (WebGL through SwiftShader): games of
// Parallel worlds chess played only by clicking men and squares in the scene, at the client
// points `window.__test.screen(name)` gives (the page projects each square through its camera and
// checks with its own ray that a click there picks that square). Covered: two full turns with a
// move between levels, a capture and an early `end`; a promotion through the shared choice dialog
// and a king capture from a FEN; hover, camera presets, the map and turn to mover; the game going
// on in 2D when the WebGL context is lost; a man dragged onto a target by mouse and by touch (and
// a drag from empty space turning the camera); ←/→/Home/End stepping through the moves in 3D and
// 2D (clicks leave the focus off the board, whose arrows are its own: keyboard.spec.mjs); no
// piece card over the targets of a selected man.
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

/** Two animation frames: the page has handled the input events sent before. */
const twoFrames = (page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

/** Presses the left button at `from`, moves to `to` in steps and releases it there. */
async function drag(page, from, to, steps = 8) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps });
  await page.mouse.up();
}

/** The move list's current entry (`aria-current`), e.g. 'Start' or a move's notation. */
const currentEntry = (page) =>
  page.evaluate(
    () => document.querySelector('.move-list [aria-current="step"]')?.textContent ?? null,
  );

const lookingBack = (page) => page.locator('.look-back-notice').isVisible();

async function endTurn(page) {
  await page.getByRole('button', { name: 'End turn', exact: true }).click();
}

export default [
  {
    name: 'drag and drop: a man dragged onto a target moves; a drag from empty space turns the camera',
    async fn(page, baseUrl) {
      await open3d(page, baseUrl);
      await settled(page);
      const from = await screenPoint(page, '1b1');
      const to = await screenPoint(page, '1c3');
      // Held over the target: the man is selected, the target named and the cursor grabbing.
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 8 });
      await page.waitForFunction(
        () =>
          document.querySelector('.view3d')?.dataset.selected === '1b1' &&
          document.body.style.cursor === 'grabbing' &&
          document.querySelector('.view3d-target-tag')?.dataset.target === '1c3',
        null,
        STEP_TIMEOUT,
      );
      await page.mouse.up();
      await waitForFen(page, () => window.__test.fen().endsWith(' ; 1b1-1c3'), 'knight dragged');
      assert.match(await page.evaluate(() => window.__test.record()), /1\. 1b1-1c3/);
      await settled(page);
      assert.equal(await view3d(page, 'data-selected'), '', 'the drop selects nothing more');
      assert.notEqual(await page.evaluate(() => document.body.style.cursor), 'grabbing');

      // A man dropped where he cannot go stays selected; nothing is played.
      const pawn = await screenPoint(page, '3e2');
      const queen = await screenPoint(page, '3d1');
      await drag(page, pawn, queen);
      await page.waitForFunction(
        () => document.querySelector('.view3d')?.dataset.selected === '3e2',
        null,
        STEP_TIMEOUT,
      );
      await twoFrames(page);
      assert.match(await fen(page), / ; 1b1-1c3$/);
      assert.equal(await view3d(page, 'data-selected'), '3e2');

      // A drag from empty space (the canvas's lower left corner) orbits the camera, moves no man.
      const box = await page.locator('.view3d canvas').boundingBox();
      const corner = { x: box.x + 30, y: box.y + box.height - 40 };
      assert.equal(
        await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, corner),
        'CANVAS',
      );
      const before = await page.evaluate(() => window.__test.camera().position);
      await drag(page, corner, { x: corner.x + 120, y: corner.y }, 10);
      await page.waitForFunction(
        (start) => {
          const now = window.__test.camera().position;
          return Math.hypot(now[0] - start[0], now[1] - start[1], now[2] - start[2]) > 0.5;
        },
        before,
        STEP_TIMEOUT,
      );
      await settled(page);
      assert.match(await fen(page), / ; 1b1-1c3$/);
      // The camera's drag neither deselected nor moved the pawn.
      assert.equal(await view3d(page, 'data-selected'), '3e2');
    },
  },
  {
    name: 'drag and drop by touch: a finger drags a man onto a target',
    async fn(page, baseUrl) {
      await open3d(page, baseUrl);
      await settled(page);
      const from = await screenPoint(page, '1g1');
      const to = await screenPoint(page, '1f3');
      const cdp = await page.context().newCDPSession(page);
      const touch = (type, { x, y }) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }],
        });
      const camera = await page.evaluate(() => window.__test.camera().position);
      await touch('touchStart', from);
      for (let i = 1; i <= 8; i++)
        await touch('touchMove', {
          x: from.x + ((to.x - from.x) * i) / 8,
          y: from.y + ((to.y - from.y) * i) / 8,
        });
      await page.waitForFunction(
        () => document.querySelector('.view3d')?.dataset.selected === '1g1',
        null,
        STEP_TIMEOUT,
      );
      await touch('touchEnd', to);
      await waitForFen(page, () => window.__test.fen().endsWith(' ; 1g1-1f3'), 'knight dragged');
      assert.deepEqual(
        await page.evaluate(() => window.__test.camera().position),
        camera,
        'the finger did not turn the camera',
      );
    },
  },
  {
    name: 'a finger’s reach on a phone: a tap 70% of the way to the next rank still plays the target',
    async fn(page, baseUrl) {
      await page.setViewportSize({ width: 390, height: 844 });
      await open3d(page, baseUrl);
      const cdp = await page.context().newCDPSession(page);
      const tap = async ({ x, y }) => {
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchStart',
          touchPoints: [{ x, y, id: 1 }],
        });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      };
      const target = await screenPoint(page, '1f3');
      const beyond = await screenPoint(page, '1f4');
      // The point 70% of the way from 1f3 to 1f4: on 1f4 (past half way), a finger's width from 1f3.
      const beside = {
        x: target.x + 0.7 * (beyond.x - target.x),
        y: target.y + 0.7 * (beyond.y - target.y),
      };
      const reach = Math.hypot(beside.x - target.x, beside.y - target.y);
      assert.ok(reach > 4 && reach <= 22, `the tap is ${reach.toFixed(1)} px from 1f3`);
      // A mouse there means 1f4, which the knight cannot reach: nothing is played.
      await select(page, '1g1');
      await page.mouse.click(beside.x, beside.y);
      await page.waitForFunction(
        () => document.querySelector('.view3d')?.dataset.selected === '',
        null,
        STEP_TIMEOUT,
      );
      assert.doesNotMatch(await fen(page), / ; 1g1-1f3$/);
      // A finger there means the knight's target: tap the knight, then beside 1f3.
      await settled(page);
      await tap(await screenPoint(page, '1g1'));
      await page.waitForFunction(
        () => document.querySelector('.view3d')?.dataset.selected === '1g1',
        null,
        STEP_TIMEOUT,
      );
      await settled(page);
      await tap(beside);
      await waitForFen(
        page,
        () => window.__test.fen().endsWith(' ; 1g1-1f3'),
        'knight by a finger',
      );
    },
  },
  {
    name: 'arrow keys step through the moves: ←, →, Home, End, in 3D and in 2D',
    async fn(page, baseUrl) {
      await open3d(page, baseUrl);
      await play(page, '1e2', '1e4');
      await play(page, '1g1', '2g1');
      await waitForFen(page, () => / b 1KQkq3KQkq /.test(window.__test.fen()), 'Black to move');
      const live = await fen(page);
      const moves = await page.evaluate(() =>
        [...document.querySelectorAll('.move-list .move-san')].map((b) => b.textContent),
      );
      assert.equal(moves.length, 2);
      assert.equal(await currentEntry(page), moves[1], 'live: the last move is current');
      assert.equal(await lookingBack(page), false);
      // The clicks left the focus off the board's tab stop (there the arrows move its cursor).
      assert.equal(
        await page.evaluate(() => document.activeElement?.classList.contains('view3d-board')),
        false,
      );

      await page.keyboard.press('ArrowLeft');
      await page.locator('.look-back-notice').waitFor(STEP_TIMEOUT);
      assert.equal(await currentEntry(page), moves[0]);
      await page.keyboard.press('ArrowLeft');
      await page.waitForFunction(
        () => document.querySelector('.move-list [aria-current="step"]')?.textContent === 'Start',
        null,
        STEP_TIMEOUT,
      );
      await page.keyboard.press('ArrowLeft'); // already at the start: stays there
      assert.equal(await currentEntry(page), 'Start');
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(
        (m) => document.querySelector('.move-list [aria-current="step"]')?.textContent === m,
        moves[0],
        STEP_TIMEOUT,
      );
      await page.keyboard.press('End');
      await page.locator('.look-back-notice').waitFor({ state: 'detached', ...STEP_TIMEOUT });
      assert.equal(await currentEntry(page), moves[1]);
      await page.keyboard.press('Home');
      await page.locator('.look-back-notice').waitFor(STEP_TIMEOUT);
      assert.equal(await currentEntry(page), 'Start');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight'); // the last move: the live game again
      await page.locator('.look-back-notice').waitFor({ state: 'detached', ...STEP_TIMEOUT });
      assert.equal(await fen(page), live, 'looking back changed nothing of the game');

      // The same keys on the flat board; arrows on a focused square move focus, not the moves.
      await page.getByRole('link', { name: '2D', exact: true }).click();
      await page.locator('.view2d').waitFor(STEP_TIMEOUT);
      await page.locator('.game-title').focus();
      await page.keyboard.press('ArrowLeft');
      await page.locator('.look-back-notice').waitFor(STEP_TIMEOUT);
      assert.equal(await currentEntry(page), moves[0]);
      await page.keyboard.press('End');
      await page.locator('.look-back-notice').waitFor({ state: 'detached', ...STEP_TIMEOUT });
      await page.locator('.view2d [data-square][tabindex="0"]').first().focus();
      await page.keyboard.press('ArrowLeft');
      await twoFrames(page);
      assert.equal(await lookingBack(page), false, 'an arrow on a square moves focus only');
      assert.equal(await currentEntry(page), moves[1]);
    },
  },
  {
    name: 'no piece card over the targets: a selected man shows none when the pointer moves',
    async fn(page, baseUrl) {
      await open3d(page, baseUrl);
      await settled(page);
      const knight = await screenPoint(page, '1b1');
      // Not selected: hovering the knight shows his card.
      await page.mouse.move(knight.x, knight.y);
      await page.locator('.piece-tooltip').waitFor(STEP_TIMEOUT);
      const card = await page.locator('.piece-tooltip').boundingBox();
      const viewport = page.viewportSize();
      assert.ok(
        card.x >= 0 &&
          card.y >= 0 &&
          card.x + card.width <= viewport.width &&
          card.y + card.height <= viewport.height,
        `the card lies inside the viewport: ${JSON.stringify(card)}`,
      );
      // Selected: the card goes and stays away when the pointer moves 2 px.
      await page.mouse.click(knight.x, knight.y);
      await page.waitForFunction(
        () => document.querySelector('.view3d')?.dataset.selected === '1b1',
        null,
        STEP_TIMEOUT,
      );
      await page.locator('.piece-tooltip').waitFor({ state: 'detached', ...STEP_TIMEOUT });
      await page.mouse.move(knight.x + 2, knight.y);
      await twoFrames(page);
      await page.mouse.move(knight.x + 2, knight.y + 2);
      await twoFrames(page);
      assert.equal(await page.locator('.piece-tooltip').count(), 0, 'no card over the targets');
      // The targets are there, and the one under the pointer keeps its tag.
      await settled(page);
      const target = await screenPoint(page, '1c3');
      await page.mouse.move(target.x, target.y);
      await page.locator('.view3d-target-tag[data-target="1c3"]').waitFor(STEP_TIMEOUT);
      assert.equal(await page.locator('.piece-tooltip').count(), 0);
    },
  },
  {
    name: 'two full turns by clicks: a move between levels, a capture, an early end',
    async fn(page, baseUrl, tools) {
      await open3d(page, baseUrl);
      assert.equal(await fen(page), START_FEN);
      await settled(page);
      await tools.screenshot(page, 'play3d-start.png');
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
      await tools.screenshot(page, 'play3d-midgame-targets.png');
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
      await tools.screenshot(page, 'play3d-king-captured.png');
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
