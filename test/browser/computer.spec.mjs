// Browser tests of the computer opponent in real Chromium (the engine runs in its module Web
// Worker): games against the computer started from the home page's and the game page's
// new-game dialog and played by clicking, in 2D (PlunderChess) and in 3D (Parallel worlds chess,
// whose computer turn arrives sub-move by sub-move); "move now", the hint marked on the board,
// taking back to the player's turn, the opponent kept across a reload and in the record's tags,
// and computer against computer with pause. The computer's moves are checked twice: the page
// only plays moves the rules allow, and the whole record is replayed by the rules command line
// (`npm run --silent rules -- play`), which must reach the FEN the page shows.
// Screenshots go to reports/screenshots/computer-*.png.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STEP = { timeout: 40_000 };

const fen = (page) => page.evaluate(() => window.__test.fen());
const record = (page) => page.evaluate(() => window.__test.record());

/** The canonical moves of a record, in order (move numbers and the result left out). */
function recordMoves(text) {
  const body = text
    .split('\n')
    .filter((line) => !line.startsWith('['))
    .join(' ');
  return body.split(/\s+/).filter((word) => word && !/^\d+\.(\.\.)?$/.test(word) && word !== '*');
}

/** Replays a record with the rules command line; returns the FEN it reaches. */
async function rulesFen(game, moves) {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'rules', '--', 'play', '--variant', game, '--play', moves.join(' ')],
    { cwd: ROOT },
  );
  return stdout.split('\n')[0];
}

/** Checks the page's game against the rules core: every move legal, the same FEN reached. */
async function assertLegalGame(page, game) {
  const text = await record(page);
  const moves = recordMoves(text);
  assert.ok(moves.length > 0, 'moves were played');
  const turnStart = (await fen(page)).split(' ; ')[0];
  assert.equal(await rulesFen(game, moves), turnStart, `the rules replay ${moves.join(' ')}`);
}

/** Starts a new game from the dialog that is open. */
async function startFromDialog(page, { opponent, side, level, levels, speed, board }) {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
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
  await dialog.waitFor({ state: 'detached' });
  await page.waitForFunction(() => typeof window.__test?.fen === 'function');
}

/** Fast animations (shorter pauses between the computer's sub-moves), as a player may choose. */
const fastAnimation = (page) =>
  page.addInitScript(() =>
    localStorage.setItem('parallel-worlds.settings', JSON.stringify({ animation: 'fast' })),
  );

/** Opens the new-game dialog of a game card on the home page, against the computer. */
async function fromHome(page, baseUrl, game) {
  await page.goto(baseUrl);
  await page.locator(`.game-card[data-game="${game}"] [data-action="play-computer"]`).click();
}

/** White to move and no sub-move made (the computer has answered). */
const whiteToMove = (page) =>
  page.waitForFunction(
    () => / w /.test(window.__test.fen()) && !window.__test.fen().includes(' ; '),
    null,
    STEP,
  );

/** Clicks a square of the flat board where `window.__test.screen` says it is. */
async function clickSquare(page, name) {
  const point = await page.evaluate((n) => window.__test.screen(n), name);
  assert.ok(point, `square ${name} is on screen`);
  await page.mouse.click(point.x, point.y);
}

/** Plays a move on the flat board by clicking: the first man with a square to go to, then it. */
async function clickSomeMove(page) {
  const before = await fen(page);
  const men = await page.$$eval('[data-square].is-selectable', (squares) =>
    squares.map((square) => square.getAttribute('data-square')),
  );
  for (const man of men) {
    await clickSquare(page, man);
    await page.locator(`[data-square="${man}"].is-selected`).waitFor(STEP);
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
  await page.waitForFunction((previous) => window.__test.fen() !== previous, before, STEP);
}

export default [
  {
    name: '2D: a PlunderChess game against the computer, played by clicking, then taken back',
    async fn(page, baseUrl, tools) {
      const started = Date.now();
      const lap = (what) => tools.log(`${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
      await fromHome(page, baseUrl, 'plunder');
      await page.getByRole('dialog').waitFor();
      await tools.screenshot(page, 'computer-new-game-dialog.png', { animations: 'disabled' });
      await startFromDialog(page, { opponent: 'Computer', side: 'White', level: '2' });
      lap('game started');
      const panel = page.locator('.computer-panel');
      await panel.getByText('Computer, level 2').waitFor();
      await panel.getByText('You', { exact: true }).waitFor();

      for (let turn = 0; turn < 2; turn++) {
        await clickSomeMove(page);
        lap(`move ${turn + 1} clicked`);
        await whiteToMove(page);
        lap(`answer ${turn + 1}`);
      }
      const played = recordMoves(await record(page));
      assert.equal(played.length, 4, `four moves: ${played.join(' ')}`);
      assert.match(await record(page), /\[White "Human"\]\n\[Black "Computer level 2"\]/);
      await tools.screenshot(page, 'computer-2d-game.png');

      // "Take back move" takes back the computer's answer and the player's move ...
      const words = (await record(page)).split(/\s+/).length;
      await page.getByRole('button', { name: 'Take back move' }).click();
      await page.waitForFunction(
        (n) => window.__test.record().split(/\s+/).length < n,
        words,
        STEP,
      );
      assert.deepEqual(recordMoves(await record(page)), played.slice(0, 2));
      assert.match(await fen(page), / w /);
      // ... and the computer waits for the player.
      await page.waitForTimeout(600);
      assert.deepEqual(recordMoves(await record(page)), played.slice(0, 2));
      lap('taken back');
      await assertLegalGame(page, 'plunder');
      lap('replayed by the rules');
    },
  },
  {
    name: '2D: the computer opens with White; the opponent is kept across a reload',
    async fn(page, baseUrl) {
      await page.goto(`${baseUrl}?game=pocket-mutation`);
      await page.waitForFunction(() => typeof window.__test?.fen === 'function');
      await page.locator('.game-controls').getByRole('button', { name: 'New game' }).click();
      await startFromDialog(page, { opponent: 'Computer', side: 'Black', level: 'greedy' });
      await page.waitForFunction(() => / b /.test(window.__test.fen()), null, STEP);
      assert.match(await record(page), /\[White "Computer greedy"\]\n\[Black "Human"\]/);

      await page.reload();
      await page.waitForFunction(() => typeof window.__test?.fen === 'function');
      await page.locator('.computer-panel').getByText('Computer, greedy').waitFor();
      await clickSomeMove(page);
      await page.waitForFunction(() => / b /.test(window.__test.fen()), null, STEP);
      assert.equal(recordMoves(await record(page)).length, 3);
      await assertLegalGame(page, 'pocket-mutation');
    },
  },
  {
    name: '3D: Parallel worlds against the computer by clicks in the scene; its turn comes sub-move by sub-move',
    async fn(page, baseUrl, tools) {
      await fastAnimation(page);
      await fromHome(page, baseUrl, 'parallel-worlds');
      await startFromDialog(page, { opponent: 'Computer', side: 'White', level: '2', board: '3D' });
      await page.waitForSelector('.view3d[data-frames]', STEP);
      // Every state of the game, sampled in the page, to see the computer's sub-moves one by one.
      await page.evaluate(() => {
        window.__seen = [];
        setInterval(() => {
          const now = window.__test?.fen();
          if (now && window.__seen.at(-1) !== now) window.__seen.push(now);
        }, 40);
      });

      const settled = () =>
        page.waitForFunction(
          () => document.querySelector('.view3d')?.dataset.animating === 'false',
          null,
          STEP,
        );
      const click = async (name) => {
        await settled();
        const point = await (
          await page.waitForFunction((n) => window.__test.screen(n), name, STEP)
        ).jsonValue();
        await page.mouse.click(point.x, point.y);
      };
      const subMove = async (from, to) => {
        await click(from);
        await page.waitForFunction(
          (n) => document.querySelector('.view3d')?.dataset.selected === n,
          from,
          STEP,
        );
        await click(to);
        await page.waitForFunction(
          (m) => window.__test.record().includes(m),
          `${from}-${to}`,
          STEP,
        );
      };

      // White's first turn (two sub-moves at most); the computer (Black) then plays its turn.
      await subMove('1e2', '1e4');
      await subMove('3d2', '3d4');
      await page
        .locator('.computer-panel[data-thinking="true"], .computer-status')
        .first()
        .waitFor(STEP);
      await whiteToMove(page);
      const seen = await page.evaluate(() => window.__seen);
      const blackSteps = seen.filter((state) => / b /.test(state) && state.includes(' ; '));
      assert.ok(
        blackSteps.length >= 1,
        `the computer's sub-moves appeared one at a time: ${seen.join(' | ')}`,
      );
      await settled();
      await tools.screenshot(page, 'computer-3d-after-answer.png');

      // Second turn: a pawn on level 1, then end the turn; the computer answers again.
      await subMove('1d2', '1d4');
      await page.getByRole('button', { name: 'End turn', exact: true }).click();
      await page.waitForFunction(() => / b /.test(window.__test.fen()), null, STEP);
      await whiteToMove(page);
      await assertLegalGame(page, 'parallel-worlds');
      assert.match(await record(page), /\[White "Human"\]\n\[Black "Computer level 2"\]/);
    },
  },
  {
    name: 'hint marks the suggestion on the board; "move now" makes the thinking computer move',
    async fn(page, baseUrl, tools) {
      await page.goto(`${baseUrl}?game=plunder&view=2d`);
      await page.waitForFunction(() => typeof window.__test?.fen === 'function');
      await page.locator('.game-controls').getByRole('button', { name: 'New game' }).click();
      await startFromDialog(page, { opponent: 'Computer', side: 'White', level: '8' });

      // The hint: two squares marked, a suggestion in words, and it is a legal move to click.
      const asked = Date.now();
      await page.getByRole('button', { name: 'Hint' }).click();
      await page.locator('.computer-hint', { hasText: 'Suggestion:' }).waitFor(STEP);
      tools.log(`hint (level 4, start position, worker started): ${Date.now() - asked} ms`);
      const squares = await page.$$eval('[data-square].is-hint', (elements) =>
        elements.map((element) => ({
          name: element.getAttribute('data-square'),
          man: element.querySelector('[data-piece]')?.getAttribute('data-piece') ?? null,
        })),
      );
      assert.equal(squares.length, 2, JSON.stringify(squares));
      await tools.screenshot(page, 'computer-hint.png');
      const from = squares.find((s) => s.man && s.man === s.man.toUpperCase());
      const to = squares.find((s) => s !== from);
      await page.locator(`[data-square="${from.name}"]`).click();
      await page.locator(`[data-square="${to.name}"]`).click();
      await page.waitForFunction(() => / b /.test(window.__test.fen()), null, STEP);
      assert.equal(
        await page.locator('[data-square].is-hint').count(),
        0,
        'a move clears the hint',
      );
      assert.equal(recordMoves(await record(page))[0], `${from.name}${to.name}`);

      // Level 8 thinks; "move now" makes it play what it has found so far.
      const thinking = page.locator('.computer-panel[data-thinking="true"]');
      await thinking.waitFor(STEP);
      await tools.screenshot(page, 'computer-thinking.png');
      const pressed = Date.now();
      await page.getByRole('button', { name: 'Move now' }).click();
      await whiteToMove(page);
      tools.log(`"move now" to the computer's move on the board: ${Date.now() - pressed} ms`);
      await assertLegalGame(page, 'plunder');
    },
  },
  {
    name: 'computer against computer plays by itself and pauses',
    async fn(page, baseUrl, tools) {
      await page.goto(`${baseUrl}?game=pocket-mutation`);
      await page.waitForFunction(() => typeof window.__test?.fen === 'function');
      await page.locator('.game-controls').getByRole('button', { name: 'New game' }).click();
      await startFromDialog(page, {
        opponent: 'Computer vs computer',
        levels: ['random', 'greedy'],
        speed: 'Fast',
      });
      await page.waitForFunction(() => window.__test.record().split(/\s+/).length > 14, null, STEP);
      await page.getByRole('button', { name: 'Pause' }).click();
      await page.getByText('Paused.', { exact: false }).waitFor();
      const paused = recordMoves(await record(page));
      await page.waitForTimeout(1500);
      assert.deepEqual(recordMoves(await record(page)), paused, 'nothing moves while paused');
      assert.match(await record(page), /\[White "Computer random"\]\n\[Black "Computer greedy"\]/);
      await assertLegalGame(page, 'pocket-mutation');
      await tools.screenshot(page, 'computer-demo-paused.png');
      await page.getByRole('button', { name: 'Resume' }).click();
      await page.waitForFunction(
        (n) => window.__test.record().split(/\s+/).length > n + 6,
        (await record(page)).split(/\s+/).length,
        STEP,
      );
    },
  },
];
