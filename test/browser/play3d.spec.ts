// Browser tests of the 3D view in real headless Chromium (WebGL through SwiftShader): games of
// Parallel worlds chess played only by clicking men and squares in the scene, at the client
// points `window.__test.screen(name)` gives (the page projects each square through its camera and
// checks with its own ray that a click there picks that square). Covered: two full turns with a
// move between levels, a capture and an early `end`; a promotion through the shared choice dialog
// and a king capture from a FEN; hover, camera presets, the map and turn to mover; the game going
// on in 2D when the WebGL context is lost; a man dragged onto a target by mouse and by touch (and
// a drag from empty space turning the camera); ←/→/Home/End stepping through the moves in 3D and
// 2D (clicks leave the focus off the board, whose arrows are its own: keyboard.spec.ts); no
// piece card over the targets of a selected man.
// Screenshots of the start position and of a mid-game selection with its marks are saved to
// reports/screenshots/. Software WebGL is slow, so every step waits for state, never for time.
import type { Page } from '@playwright/test';
import type { ScreenPoint } from '../../src/game/testInterface';
import { expect, test } from './fixtures';
import { fen } from './support/gamePage';
import { open3d, screenPoint, settled, STEP_TIMEOUT } from './support/view3d';

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

const view3d = (page: Page, attribute: string) =>
  page.evaluate((name) => document.querySelector('.view3d')?.getAttribute(name), attribute);

async function clickSquare(page: Page, name: string) {
  await settled(page);
  const { x, y } = await screenPoint(page, name);
  await page.mouse.click(x, y);
}

/** Waits until the scene shows `name` selected ('' for nothing). */
const waitSelected = (page: Page, name: string) =>
  page.waitForFunction(
    (n) => document.querySelector<HTMLElement>('.view3d')?.dataset.selected === n,
    name,
    STEP_TIMEOUT,
  );

/** Clicks a man and waits until the scene shows it selected. */
async function select(page: Page, name: string) {
  await clickSquare(page, name);
  await waitSelected(page, name);
}

/** Polls `window.__test.fen()` for a matcher, `description` naming the state waited for. */
const expectFen = (page: Page, description: string) =>
  expect.poll(() => fen(page), { ...STEP_TIMEOUT, message: description });

/** The camera's position, through `window.__test.camera()`. */
const cameraPosition = (page: Page) => page.evaluate(() => window.__test!.camera()!.position);

/** Waits until the camera looks from Black's side: White's second rank higher on screen. */
const waitSeenFromBlack = (page: Page) =>
  page.waitForFunction(
    () => {
      const near = window.__test!.screen('3e7');
      const far = window.__test!.screen('3e2');
      return near && far && far.y < near.y;
    },
    null,
    STEP_TIMEOUT,
  );

/** Plays one sub-move by two clicks and waits until the game shows it. */
async function play(page: Page, from: string, to: string) {
  await select(page, from);
  await clickSquare(page, to);
  const move = `${from}-${to}`;
  await page.waitForFunction(
    (m) => {
      const record = window.__test!.record();
      return record.includes(` ${m}`) || record.includes(`. ${m}`);
    },
    move,
    STEP_TIMEOUT,
  );
}

/** Two animation frames: the page has handled the input events sent before. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/** Presses the left button at `from`, moves to `to` in steps and releases it there. */
async function drag(page: Page, from: ScreenPoint, to: ScreenPoint, steps = 8) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps });
  await page.mouse.up();
}

/** The move list's current entry (`aria-current`), e.g. 'Start' or a move's notation. */
const currentEntry = (page: Page) =>
  page.evaluate(
    () => document.querySelector('.move-list [aria-current="step"]')?.textContent ?? null,
  );

const lookingBack = (page: Page) => page.locator('.look-back-notice').isVisible();

async function endTurn(page: Page) {
  await page.getByRole('button', { name: 'End turn', exact: true }).click();
}

test.describe('play3d:', () => {
  test('drag and drop: a man dragged onto a target moves; a drag from empty space turns the camera', async ({
    page,
    app,
  }) => {
    await open3d(page, app.url);
    await settled(page);
    const from = await screenPoint(page, '1b1');
    const to = await screenPoint(page, '1c3');
    // Held over the target: the man is selected, the target named and the cursor grabbing.
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLElement>('.view3d')?.dataset.selected === '1b1' &&
        document.body.style.cursor === 'grabbing' &&
        document.querySelector<HTMLElement>('.view3d-target-tag')?.dataset.target === '1c3',
      null,
      STEP_TIMEOUT,
    );
    await page.mouse.up();
    await expectFen(page, 'knight dragged').toMatch(/ ; 1b1-1c3$/);
    expect(await app.record()).toMatch(/1\. 1b1-1c3/);
    await settled(page);
    expect(await view3d(page, 'data-selected'), 'the drop selects nothing more').toBe('');
    expect(await page.evaluate(() => document.body.style.cursor)).not.toBe('grabbing');

    // A man dropped where he cannot go stays selected; nothing is played.
    const pawn = await screenPoint(page, '3e2');
    const queen = await screenPoint(page, '3d1');
    await drag(page, pawn, queen);
    await waitSelected(page, '3e2');
    await twoFrames(page);
    expect(await fen(page)).toMatch(/ ; 1b1-1c3$/);
    expect(await view3d(page, 'data-selected')).toBe('3e2');

    // A drag from empty space (the canvas's lower left corner) orbits the camera, moves no man.
    const box = await page.locator('.view3d canvas').boundingBox();
    expect(box, 'the 3D canvas').not.toBeNull();
    const corner = { x: box!.x + 30, y: box!.y + box!.height - 40 };
    expect(
      await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, corner),
    ).toBe('CANVAS');
    const before = await cameraPosition(page);
    await drag(page, corner, { x: corner.x + 120, y: corner.y }, 10);
    await page.waitForFunction(
      (start) => {
        const now = window.__test!.camera()!.position;
        return Math.hypot(now[0] - start[0], now[1] - start[1], now[2] - start[2]) > 0.5;
      },
      before,
      STEP_TIMEOUT,
    );
    await settled(page);
    expect(await fen(page)).toMatch(/ ; 1b1-1c3$/);
    // The camera's drag neither deselected nor moved the pawn.
    expect(await view3d(page, 'data-selected')).toBe('3e2');
  });

  test('drag and drop by touch: a finger drags a man onto a target', async ({ page, app }) => {
    await open3d(page, app.url);
    await settled(page);
    const from = await screenPoint(page, '1g1');
    const to = await screenPoint(page, '1f3');
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', { x, y }: ScreenPoint) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }],
      });
    const camera = await cameraPosition(page);
    await touch('touchStart', from);
    for (let i = 1; i <= 8; i++)
      await touch('touchMove', {
        x: from.x + ((to.x - from.x) * i) / 8,
        y: from.y + ((to.y - from.y) * i) / 8,
      });
    await waitSelected(page, '1g1');
    await touch('touchEnd', to);
    await expectFen(page, 'knight dragged').toMatch(/ ; 1g1-1f3$/);
    expect(await cameraPosition(page), 'the finger did not turn the camera').toEqual(camera);
  });

  test('a finger’s reach on a phone: a tap 70% of the way to the next rank still plays the target', async ({
    page,
    app,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open3d(page, app.url);
    const cdp = await page.context().newCDPSession(page);
    const tap = async ({ x, y }: ScreenPoint) => {
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
    expect(reach > 4 && reach <= 22, `the tap is ${reach.toFixed(1)} px from 1f3`).toBe(true);
    // A mouse there means 1f4, which the knight cannot reach: nothing is played.
    await select(page, '1g1');
    await page.mouse.click(beside.x, beside.y);
    await waitSelected(page, '');
    expect(await fen(page)).not.toMatch(/ ; 1g1-1f3$/);
    // A finger there means the knight's target: tap the knight, then beside 1f3.
    await settled(page);
    await tap(await screenPoint(page, '1g1'));
    await waitSelected(page, '1g1');
    await settled(page);
    await tap(beside);
    await expectFen(page, 'knight by a finger').toMatch(/ ; 1g1-1f3$/);
  });

  test('arrow keys step through the moves: ←, →, Home, End, in 3D and in 2D', async ({
    page,
    app,
  }) => {
    await open3d(page, app.url);
    await play(page, '1e2', '1e4');
    await play(page, '1g1', '2g1');
    await expectFen(page, 'Black to move').toMatch(/ b 1KQkq3KQkq /);
    const live = await fen(page);
    const moves = await page.evaluate(() =>
      [...document.querySelectorAll('.move-list .move-san')].map((b) => b.textContent),
    );
    expect(moves).toHaveLength(2);
    const [firstMove, lastMove] = moves;
    expect(await currentEntry(page), 'live: the last move is current').toBe(lastMove);
    expect(await lookingBack(page)).toBe(false);
    // The clicks left the focus off the board's tab stop (there the arrows move its cursor).
    expect(
      await page.evaluate(() => document.activeElement?.classList.contains('view3d-board')),
    ).toBe(false);

    const notice = page.locator('.look-back-notice');
    await page.keyboard.press('ArrowLeft');
    await expect(notice).toBeVisible(STEP_TIMEOUT);
    await expect.poll(() => currentEntry(page)).toBe(firstMove);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => currentEntry(page), STEP_TIMEOUT).toBe('Start');
    await page.keyboard.press('ArrowLeft'); // already at the start: stays there
    expect(await currentEntry(page)).toBe('Start');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentEntry(page), STEP_TIMEOUT).toBe(firstMove);
    await page.keyboard.press('End');
    await expect(notice).toHaveCount(0, STEP_TIMEOUT);
    await expect.poll(() => currentEntry(page)).toBe(lastMove);
    await page.keyboard.press('Home');
    await expect(notice).toBeVisible(STEP_TIMEOUT);
    await expect.poll(() => currentEntry(page)).toBe('Start');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight'); // the last move: the live game again
    await expect(notice).toHaveCount(0, STEP_TIMEOUT);
    expect(await fen(page), 'looking back changed nothing of the game').toBe(live);

    // The same keys on the flat board; arrows on a focused square move focus, not the moves.
    await page.getByRole('link', { name: '2D', exact: true }).click();
    await expect(page.locator('.view2d')).toBeVisible(STEP_TIMEOUT);
    await page.locator('.game-title').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(notice).toBeVisible(STEP_TIMEOUT);
    await expect.poll(() => currentEntry(page)).toBe(firstMove);
    await page.keyboard.press('End');
    await expect(notice).toHaveCount(0, STEP_TIMEOUT);
    await page.locator('.view2d [data-square][tabindex="0"]').first().focus();
    await page.keyboard.press('ArrowLeft');
    await twoFrames(page);
    expect(await lookingBack(page), 'an arrow on a square moves focus only').toBe(false);
    expect(await currentEntry(page)).toBe(lastMove);
  });

  test('no piece card over the targets: a selected man shows none when the pointer moves', async ({
    page,
    app,
  }) => {
    await open3d(page, app.url);
    await settled(page);
    const knight = await screenPoint(page, '1b1');
    // Not selected: hovering the knight shows his card.
    await page.mouse.move(knight.x, knight.y);
    const tooltip = page.locator('.piece-tooltip');
    await expect(tooltip).toBeVisible(STEP_TIMEOUT);
    const card = await tooltip.boundingBox();
    const viewport = page.viewportSize();
    expect(card, 'the card is on screen').not.toBeNull();
    expect(viewport, 'the viewport').not.toBeNull();
    expect(
      card!.x >= 0 &&
        card!.y >= 0 &&
        card!.x + card!.width <= viewport!.width &&
        card!.y + card!.height <= viewport!.height,
      `the card lies inside the viewport: ${JSON.stringify(card)}`,
    ).toBe(true);
    // Selected: the card goes and stays away when the pointer moves 2 px.
    await page.mouse.click(knight.x, knight.y);
    await waitSelected(page, '1b1');
    await expect(tooltip).toHaveCount(0, STEP_TIMEOUT);
    await page.mouse.move(knight.x + 2, knight.y);
    await twoFrames(page);
    await page.mouse.move(knight.x + 2, knight.y + 2);
    await twoFrames(page);
    expect(await tooltip.count(), 'no card over the targets').toBe(0);
    // The targets are there, and the one under the pointer keeps its tag.
    await settled(page);
    const target = await screenPoint(page, '1c3');
    await page.mouse.move(target.x, target.y);
    await expect(page.locator('.view3d-target-tag[data-target="1c3"]')).toBeVisible(STEP_TIMEOUT);
    expect(await tooltip.count()).toBe(0);
  });

  test('two full turns by clicks: a move between levels, a capture, an early end', async ({
    page,
    app,
    tools,
  }) => {
    await open3d(page, app.url);
    expect(await fen(page)).toBe(START_FEN);
    await settled(page);
    await tools.screenshot(page, 'play3d-start.png');
    const calls = Number(await view3d(page, 'data-draw-calls-max'));
    tools.log(`start position: ${calls} draw calls in the costliest frame`);
    expect(calls > 0 && calls <= 40, `start position costs ${calls} draw calls (limit 40)`).toBe(
      true,
    );
    const lastFrame = await page.evaluate(() => window.__test!.drawCalls());
    expect(
      lastFrame !== null && lastFrame > 0 && lastFrame <= calls,
      `window.__test.drawCalls() is ${lastFrame}`,
    ).toBe(true);

    // White's first turn (two sub-moves at most): a pawn, then a knight up to level 2.
    await play(page, '1e2', '1e4');
    expect(await fen(page)).toMatch(/ ; 1e2-1e4$/);
    await play(page, '1g1', '2g1');
    await expectFen(page, 'Black to move').toMatch(/ b 1KQkq3KQkq /);

    // Black: one sub-move, then ends the turn early.
    await play(page, '1d7', '1d5');
    await endTurn(page);
    await expectFen(page, 'White to move').toMatch(/ w 1KQkq3KQkq /);

    // White: the pawn on 1e4 shows a capture, a step and a move up; it takes on 1d5.
    await select(page, '1e4');
    await settled(page);
    await tools.screenshot(page, 'play3d-midgame-targets.png');
    await clickSquare(page, '1d5');
    await expectFen(page, 'capture played').toMatch(/ ; 1e4-1d5$/);
    await endTurn(page);
    await expectFen(page, 'turn ended').not.toContain(';');
    expect(await fen(page)).toBe(AFTER_TWO_TURNS);
    const record = await app.record();
    expect(record).toMatch(/1\. 1e2-1e4 1g1-2g1 1\.\.\. 1d7-1d5 end 2\. 1e4-1d5 end/);
    expect(record).toMatch(/\[Result "\*"\]/);
  });

  test('from a FEN: a promotion chosen in the shared dialog, then a king capture and the result', async ({
    page,
    app,
    tools,
  }) => {
    await open3d(page, app.url, KING_HUNT_FEN);
    expect(await fen(page)).toBe(KING_HUNT_FEN);
    await select(page, '3b7');
    await clickSquare(page, '3b8');
    await page.locator('[data-choice="N"]').click(STEP_TIMEOUT);
    await expectFen(page, 'promotion').toMatch(/ ; 3b7-3b8=N$/);
    await play(page, '1a4', '1e8');
    await expect.poll(() => app.record(), STEP_TIMEOUT).toContain('[Result "1-0"]');
    const record = await app.record();
    expect(record).toMatch(/\[Termination "king-captured"\]/);
    expect(record).toMatch(/12\. 3b7-3b8=N 1a4-1e8/);
    await expect(page.locator('.game-over')).toBeVisible(STEP_TIMEOUT);
    await settled(page);
    await tools.screenshot(page, 'play3d-king-captured.png');
  });

  test('hover, camera presets and the map of the three levels', async ({ page, app }) => {
    await open3d(page, app.url);
    await settled(page);
    const e2 = await screenPoint(page, '1e2');
    await page.mouse.move(e2.x, e2.y);
    await page.waitForFunction(() => document.body.style.cursor === 'pointer', null, STEP_TIMEOUT);

    // From Black's side White's second rank is far away: higher on screen than Black's.
    await page.locator('[data-preset="black"]').click();
    await waitSeenFromBlack(page);

    // The map lays the boards side by side, level 1 on the left, seen from above.
    await page.locator('[data-preset="map"]').click();
    await page.waitForFunction(
      () => {
        const [one, two, three] = ['1a1', '2a1', '3a1'].map((n) => window.__test!.screen(n));
        return one && two && three && one.x < two.x && two.x < three.x;
      },
      null,
      STEP_TIMEOUT,
    );
    // A sub-move still plays by clicks in the map.
    await play(page, '1b1', '2b1');
    expect(await fen(page)).toMatch(/ ; 1b1-2b1$/);
  });

  test('turn to mover: after White’s turn the camera swings round to Black’s side', async ({
    page,
    app,
  }) => {
    await open3d(page, app.url);
    await page.getByLabel('Turn to mover').check();
    await play(page, '1b1', '2b1');
    await play(page, '1e2', '1e4');
    await expectFen(page, 'Black to move').toMatch(/ b 1KQkq3KQkq /);
    await expect(page.locator('[data-preset="black"][aria-pressed="true"]')).toBeVisible(
      STEP_TIMEOUT,
    );
    await waitSeenFromBlack(page);
  });

  test('WebGL context lost: the game goes on in 2D, nothing lost', async ({ page, app }) => {
    await open3d(page, app.url);
    await play(page, '1e2', '1e4');
    await page.evaluate(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('.view3d canvas')!;
      const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
      gl!.getExtension('WEBGL_lose_context')!.loseContext();
    });
    await expect(page.locator('.view2d')).toBeVisible(STEP_TIMEOUT);
    await expect(page.getByText(/WebGL context was lost/)).toBeVisible(STEP_TIMEOUT);
    expect(await fen(page)).toMatch(/ ; 1e2-1e4$/);
    // The flat board now answers window.__test.screen; the turn continues there (level 1 is
    // closed for this turn, so the second sub-move ends on level 3 and ends White's first turn).
    const from = await screenPoint(page, '3d2');
    await page.mouse.click(from.x, from.y);
    const to = await screenPoint(page, '3d4');
    await page.mouse.click(to.x, to.y);
    await expectFen(page, 'White’s turn ended').not.toContain(';');
    expect(await fen(page)).toMatch(/ b 1KQkq3KQkq /);
  });
});
