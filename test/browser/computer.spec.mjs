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

/** Plays a move on the flat board by clicking: a man that can move, then its first target. */
async function clickSomeMove(page) {
  const before = await fen(page);
  await page.locator('[data-square].is-selectable').first().click();
  await page.locator('[data-square].is-target').first().click();
  if (await page.getByRole('dialog').count()) await page.locator('[data-choice]').first().click();
  await page.waitForFunction((previous) => window.__test.fen() !== previous, before, STEP);
}

export default [
  {
    name: '2D: a PlunderChess game against the computer, played by clicking; taken back; kept on reload',
    async fn(page, baseUrl, tools) {
      await fromHome(page, baseUrl, 'plunder');
      await page.getByRole('dialog').waitFor();
      await page.screenshot({ path: tools.screenshotPath('computer-new-game-dialog.png') });
      await startFromDialog(page, { opponent: 'Computer', side: 'White', level: '2' });
      const panel = page.locator('.computer-panel');
      await panel.getByText('Computer, level 2').waitFor();
      await panel.getByText('You', { exact: true }).waitFor();

      for (let turn = 0; turn < 3; turn++) {
        await clickSomeMove(page);
        await whiteToMove(page);
      }
      const played = recordMoves(await record(page));
      assert.equal(played.length, 6, `six moves: ${played.join(' ')}`);
      await assertLegalGame(page, 'plunder');
      const text = await record(page);
      assert.match(text, /\[White "Human"\]\n\[Black "Computer level 2"\]/);
      await page.screenshot({ path: tools.screenshotPath('computer-2d-game.png') });

      // The computer never moves for White: clicking a black man selects nothing.
      await page.locator('[data-square="a7"]').click();
      assert.equal(await page.locator('[data-square].is-selected').count(), 0);

      // "Take back move" takes back the computer's answer and the player's move.
      await page.getByRole('button', { name: 'Take back move' }).click();
      await page.waitForFunction(() => window.__test.record().split(' ').length > 0);
      const after = recordMoves(await record(page));
      assert.deepEqual(after, played.slice(0, 4));
      assert.match(await fen(page), / w /);
      // ... and the computer waits for the player (nothing moves while the player thinks).
      await page.waitForTimeout(1500);
      assert.deepEqual(recordMoves(await record(page)), played.slice(0, 4));

      // The opponent is part of the saved game.
      await page.reload();
      await page.waitForFunction(() => typeof window.__test?.fen === 'function');
      await page.locator('.computer-panel').getByText('Computer, level 2').waitFor();
      await clickSomeMove(page);
      await whiteToMove(page);
      assert.equal(recordMoves(await record(page)).length, 6);
      await assertLegalGame(page, 'plunder');
    },
  },
  {
    name: '3D: Parallel worlds against the computer by clicks in the scene; its turn comes sub-move by sub-move',
    async fn(page, baseUrl, tools) {
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
      await assertLegalGame(page, 'parallel-worlds');
      await settled();
      await page.screenshot({ path: tools.screenshotPath('computer-3d-after-answer.png') });

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
      await page.getByRole('button', { name: 'Hint' }).click();
      await page.locator('.computer-hint', { hasText: 'Suggestion:' }).waitFor(STEP);
      const squares = await page.$$eval('[data-square].is-hint', (elements) =>
        elements.map((element) => ({
          name: element.getAttribute('data-square'),
          man: element.querySelector('[data-piece]')?.getAttribute('data-piece') ?? null,
        })),
      );
      assert.equal(squares.length, 2, JSON.stringify(squares));
      await page.screenshot({ path: tools.screenshotPath('computer-hint.png') });
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
      await page.screenshot({ path: tools.screenshotPath('computer-thinking.png') });
      await page.getByRole('button', { name: 'Move now' }).click();
      await whiteToMove(page);
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
      await page.screenshot({ path: tools.screenshotPath('computer-demo-paused.png') });
      await page.getByRole('button', { name: 'Resume' }).click();
      await page.waitForFunction(
        (n) => window.__test.record().split(/\s+/).length > n + 6,
        (await record(page)).split(/\s+/).length,
        STEP,
      );
    },
  },
];
