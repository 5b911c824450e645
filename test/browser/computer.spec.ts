// Browser tests of the computer opponent in real Chromium (the engine runs in its module Web
// Worker): games against the computer started from the home page's and the game page's
// new-game dialog and played by clicking, in 2D (PlunderChess) and in 3D (Parallel worlds chess,
// whose computer turn arrives sub-move by sub-move); "move now", the hint marked on the board,
// taking back to the player's turn, the opponent kept across a reload and in the record's tags,
// and computer against computer with pause. The computer's moves are checked twice: the page
// only plays moves the rules allow, and the whole record is replayed by the rules command line
// (`npm run --silent rules -- play`), which must reach the FEN the page shows.
// Screenshots go to reports/screenshots/computer-*.png.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fen, record } from './support/gamePage';
import { screenPoint } from './support/view3d';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STEP = { timeout: 40_000 };

/** The canonical moves of a record, in order (move numbers and the result left out). */
function recordMoves(text: string): string[] {
  const body = text
    .split('\n')
    .filter((line) => !line.startsWith('['))
    .join(' ');
  return body.split(/\s+/).filter((word) => word && !/^\d+\.(\.\.)?$/.test(word) && word !== '*');
}

/** Replays a record with the rules command line; returns the FEN it reaches. */
async function rulesFen(game: string, moves: readonly string[]): Promise<string | undefined> {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'rules', '--', 'play', '--variant', game, '--play', moves.join(' ')],
    { cwd: ROOT },
  );
  return stdout.split('\n')[0];
}

/** Checks the page's game against the rules core: every move legal, the same FEN reached. */
async function assertLegalGame(page: Page, game: string) {
  const text = await record(page);
  const moves = recordMoves(text);
  expect(moves.length, 'moves were played').toBeGreaterThan(0);
  const turnStart = (await fen(page)).split(' ; ')[0];
  expect(await rulesFen(game, moves), `the rules replay ${moves.join(' ')}`).toBe(turnStart);
}

interface NewGame {
  opponent: string;
  side?: string;
  level?: string;
  levels?: readonly [string, string];
  speed?: string;
  board?: string;
}

/** Starts a new game from the dialog that is open. */
async function startFromDialog(
  page: Page,
  { opponent, side, level, levels, speed, board }: NewGame,
) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: opponent, exact: true }).check({ force: true });
  if (side) await dialog.getByRole('radio', { name: side, exact: true }).check({ force: true });
  if (level) await dialog.getByLabel('Level', { exact: true }).selectOption(level);
  if (levels) {
    await dialog.getByLabel('White: level').selectOption(levels[0]);
    await dialog.getByLabel('Black: level').selectOption(levels[1]);
  }
  if (speed) await dialog.getByRole('radio', { name: speed, exact: true }).check({ force: true });
  if (board) await dialog.getByRole('radio', { name: board, exact: true }).check({ force: true });
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(dialog).toHaveCount(0);
  await page.waitForFunction(() => typeof window.__test?.fen === 'function');
}

/** Fast animations (shorter pauses between the computer's sub-moves), as a player may choose. */
const fastAnimation = (page: Page) =>
  page.addInitScript(() =>
    localStorage.setItem('parallel-worlds.settings', JSON.stringify({ animation: 'fast' })),
  );

/** Opens the new-game dialog of a game card on the home page, against the computer. */
async function fromHome(page: Page, baseUrl: string, game: string) {
  await page.goto(baseUrl);
  await page.locator(`.game-card[data-game="${game}"] [data-action="play-computer"]`).click();
}

/** White to move and no sub-move made (the computer has answered). */
const whiteToMove = (page: Page) =>
  page.waitForFunction(
    () => / w /.test(window.__test!.fen()) && !window.__test!.fen().includes(' ; '),
    null,
    STEP,
  );

/** Clicks a square of the flat board where `window.__test.screen` says it is. */
async function clickSquare(page: Page, name: string) {
  const point = await page.evaluate((n) => window.__test!.screen(n), name);
  expect(point, `square ${name} is on screen`).not.toBeNull();
  await page.mouse.click(point!.x, point!.y);
}

/** Plays a move on the flat board by clicking: the first man with a square to go to, then it. */
async function clickSomeMove(page: Page) {
  const before = await fen(page);
  const men = await page
    .locator('[data-square].is-selectable')
    .evaluateAll((squares) => squares.map((square) => square.getAttribute('data-square')!));
  for (const man of men) {
    await clickSquare(page, man);
    await expect(page.locator(`[data-square="${man}"].is-selected`)).toBeVisible(STEP);
    const target = await page.evaluate(
      () => document.querySelector('[data-square].is-target')?.getAttribute('data-square') ?? null,
    );
    if (target) {
      await clickSquare(page, target);
      break;
    }
    await clickSquare(page, man); // only the pocket takes this one: let go
  }
  if (await page.getByRole('dialog').count()) await page.locator('[data-choice]').first().click();
  await page.waitForFunction((previous) => window.__test!.fen() !== previous, before, STEP);
}

/** The page's window with the states of the game sampled so far (the 3D test's). */
type Sampled = Window & { __seen?: string[] };

test.describe('computer:', () => {
  test('2D: a PlunderChess game against the computer, played by clicking, then taken back', async ({
    page,
    app,
    tools,
  }) => {
    const started = Date.now();
    const lap = (what: string) =>
      tools.log(`${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await fromHome(page, app.url, 'plunder');
    await expect(page.getByRole('dialog')).toBeVisible();
    // each level with its approximate rating, said to be a standard-chess figure
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Computer', exact: true }).check({ force: true });
    await expect(dialog.getByLabel('Level', { exact: true }).locator('option')).toContainText([
      'Random moves',
      'Greedy',
      /^Level 1 · ≈\d{3,4}$/,
    ]);
    await expect(dialog.getByText(/approximate rating in standard chess/)).toBeVisible();
    await tools.screenshot(page, 'computer-new-game-dialog.png', { animations: 'disabled' });
    await startFromDialog(page, { opponent: 'Computer', side: 'White', level: '2' });
    lap('game started');
    const panel = page.locator('.computer-panel');
    await expect(panel.getByText('Computer, level 2')).toBeVisible();
    await expect(panel.getByText('You', { exact: true })).toBeVisible();

    for (let turn = 0; turn < 2; turn++) {
      await clickSomeMove(page);
      lap(`move ${turn + 1} clicked`);
      await whiteToMove(page);
      lap(`answer ${turn + 1}`);
    }
    const played = recordMoves(await app.record());
    expect(played, `four moves: ${played.join(' ')}`).toHaveLength(4);
    expect(await app.record()).toMatch(/\[White "Human"\]\n\[Black "Computer level 2"\]/);
    await tools.screenshot(page, 'computer-2d-game.png');

    // "Take back move" takes back the computer's answer and the player's move ...
    const words = (await app.record()).split(/\s+/).length;
    await page.getByRole('button', { name: 'Take back move' }).click();
    await page.waitForFunction((n) => window.__test!.record().split(/\s+/).length < n, words, STEP);
    expect(recordMoves(await app.record())).toEqual(played.slice(0, 2));
    expect(await app.fen()).toMatch(/ w /);
    // ... and the computer waits for the player (nothing to wait for: an answer would have come
    // by now).
    await page.waitForTimeout(600);
    expect(recordMoves(await app.record())).toEqual(played.slice(0, 2));
    lap('taken back');
    await assertLegalGame(page, 'plunder');
    lap('replayed by the rules');
  });

  test('2D: the computer opens with White; the opponent is kept across a reload', async ({
    page,
    app,
  }) => {
    await app.open({ game: 'pocket-mutation' });
    await page.locator('.game-controls').getByRole('button', { name: 'New game' }).click();
    await startFromDialog(page, { opponent: 'Computer', side: 'Black', level: 'greedy' });
    await expect.poll(() => app.fen(), STEP).toMatch(/ b /);
    expect(await app.record()).toMatch(/\[White "Computer greedy"\]\n\[Black "Human"\]/);

    await page.reload();
    await page.waitForFunction(() => typeof window.__test?.fen === 'function');
    await expect(page.locator('.computer-panel').getByText('Computer, greedy')).toBeVisible();
    await clickSomeMove(page);
    await expect.poll(() => app.fen(), STEP).toMatch(/ b /);
    expect(recordMoves(await app.record())).toHaveLength(3);
    await assertLegalGame(page, 'pocket-mutation');
  });

  test('3D: Parallel worlds against the computer by clicks in the scene; its turn comes sub-move by sub-move', async ({
    page,
    app,
    tools,
  }) => {
    await fastAnimation(page);
    await fromHome(page, app.url, 'parallel-worlds');
    await startFromDialog(page, { opponent: 'Computer', side: 'White', level: '2', board: '3D' });
    await expect(page.locator('.view3d[data-frames]')).toBeVisible(STEP);
    // Every state of the game, sampled in the page, to see the computer's sub-moves one by one.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as Sampled).__seen = seen;
      setInterval(() => {
        const now = window.__test?.fen();
        if (now && seen.at(-1) !== now) seen.push(now);
      }, 40);
    });

    const settled = () =>
      page.waitForFunction(
        () => document.querySelector<HTMLElement>('.view3d')?.dataset.animating === 'false',
        null,
        STEP,
      );
    const click = async (name: string) => {
      await settled();
      const point = await screenPoint(page, name);
      await page.mouse.click(point.x, point.y);
    };
    const subMove = async (from: string, to: string) => {
      await click(from);
      await page.waitForFunction(
        (n) => document.querySelector<HTMLElement>('.view3d')?.dataset.selected === n,
        from,
        STEP,
      );
      await click(to);
      await page.waitForFunction((m) => window.__test!.record().includes(m), `${from}-${to}`, STEP);
    };

    // White's first turn (two sub-moves at most); the computer (Black) then plays its turn.
    await subMove('1e2', '1e4');
    await subMove('3d2', '3d4');
    await expect(
      page.locator('.computer-panel[data-thinking="true"], .computer-status').first(),
    ).toBeVisible(STEP);
    await whiteToMove(page);
    const seen = await page.evaluate(() => (window as Sampled).__seen ?? []);
    const blackSteps = seen.filter((state) => / b /.test(state) && state.includes(' ; '));
    expect(
      blackSteps.length,
      `the computer's sub-moves appeared one at a time: ${seen.join(' | ')}`,
    ).toBeGreaterThanOrEqual(1);
    await settled();
    await tools.screenshot(page, 'computer-3d-after-answer.png');

    // Second turn: a pawn on level 1, then end the turn; the computer answers again.
    await subMove('1d2', '1d4');
    await page.getByRole('button', { name: 'End turn', exact: true }).click();
    await expect.poll(() => app.fen(), STEP).toMatch(/ b /);
    await whiteToMove(page);
    await assertLegalGame(page, 'parallel-worlds');
    expect(await app.record()).toMatch(/\[White "Human"\]\n\[Black "Computer level 2"\]/);
  });

  test('hint marks the suggestion on the board; "move now" makes the thinking computer move', async ({
    page,
    app,
    tools,
  }) => {
    await app.open({ game: 'plunder', view: '2d' });
    await page.locator('.game-controls').getByRole('button', { name: 'New game' }).click();
    await startFromDialog(page, { opponent: 'Computer', side: 'White', level: '8' });

    // The hint: two squares marked, a suggestion in words, and it is a legal move to click.
    const asked = Date.now();
    await page.getByRole('button', { name: 'Hint' }).click();
    await expect(page.locator('.computer-hint', { hasText: 'Suggestion:' })).toBeVisible(STEP);
    tools.log(`hint (level 4, start position, worker started): ${Date.now() - asked} ms`);
    const squares = await page.locator('[data-square].is-hint').evaluateAll((elements) =>
      elements.map((element) => ({
        name: element.getAttribute('data-square'),
        man: element.querySelector('[data-piece]')?.getAttribute('data-piece') ?? null,
      })),
    );
    expect(squares, JSON.stringify(squares)).toHaveLength(2);
    await tools.screenshot(page, 'computer-hint.png');
    const from = squares.find((s) => s.man && s.man === s.man.toUpperCase());
    const to = squares.find((s) => s !== from);
    expect(from, `a white man on a hinted square: ${JSON.stringify(squares)}`).toBeDefined();
    expect(to, JSON.stringify(squares)).toBeDefined();
    await page.locator(`[data-square="${from!.name}"]`).click();
    await page.locator(`[data-square="${to!.name}"]`).click();
    await expect.poll(() => app.fen(), STEP).toMatch(/ b /);
    await expect(page.locator('[data-square].is-hint'), 'a move clears the hint').toHaveCount(0);
    expect(recordMoves(await app.record())[0]).toBe(`${from!.name}${to!.name}`);

    // Level 8 thinks; "move now" makes it play what it has found so far.
    const thinking = page.locator('.computer-panel[data-thinking="true"]');
    await expect(thinking).toBeVisible(STEP);
    await tools.screenshot(page, 'computer-thinking.png');
    const pressed = Date.now();
    await page.getByRole('button', { name: 'Move now' }).click();
    await whiteToMove(page);
    tools.log(`"move now" to the computer's move on the board: ${Date.now() - pressed} ms`);
    await assertLegalGame(page, 'plunder');
  });

  test('computer against computer plays by itself and pauses', async ({ page, app, tools }) => {
    await app.open({ game: 'pocket-mutation' });
    await page.locator('.game-controls').getByRole('button', { name: 'New game' }).click();
    await startFromDialog(page, {
      opponent: 'Computer vs computer',
      levels: ['random', 'greedy'],
      speed: 'Fast',
    });
    await page.waitForFunction(() => window.__test!.record().split(/\s+/).length > 14, null, STEP);
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByText('Paused.', { exact: false })).toBeVisible();
    const paused = recordMoves(await app.record());
    // Nothing to wait for: a move, were one still played, would have come by now.
    await page.waitForTimeout(1500);
    expect(recordMoves(await app.record()), 'nothing moves while paused').toEqual(paused);
    expect(await app.record()).toMatch(/\[White "Computer random"\]\n\[Black "Computer greedy"\]/);
    await assertLegalGame(page, 'pocket-mutation');
    await tools.screenshot(page, 'computer-demo-paused.png');
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.waitForFunction(
      (n) => window.__test!.record().split(/\s+/).length > n + 6,
      (await app.record()).split(/\s+/).length,
      STEP,
    );
  });
});
