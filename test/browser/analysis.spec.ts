// Browser tests of the analysis board (`?analyse=<game>&fen=<FEN>`, src/ui/analysis): for each
// game a position with a tactic (a mate in one in PlunderChess and Pocket mutation chess, a king
// capture this turn in Parallel worlds chess, from the engine's tactics set,
// test/unit/support/engineTactics.ts) is analysed in the page's engine worker until depth 2; its
// first line is the mate / king capture in one with the expected first move, its lines (up to 3)
// open differently, a move played on the board restarts the analysis on the new position, and
// Stop stops the depth growing. Parallel worlds chess is played in 3D, the others in 2D. "Analyse"
// on a game page opens the game's moves on the analysis board. The lines are read through
// `window.__test.analysis()` (src/game/testInterface.ts). The move tree (src/ui/analysis/
// MoveTreePanel.tsx): a variation branched by ← and a move, marked, commented, made the main line,
// shared by link and record, deleted; in Parallel worlds a node is a whole turn.
import type { Page } from '@playwright/test';
import type { AnalysisTestReport } from '../../src/game/testInterface';
import { expect, gameReady, pictureTest, test, type App } from './fixtures';
import { fen, typeMoves } from './support/gamePage';
import { rightDrag, waitShapes } from './support/drawing';
import { screenPoint, settled, STEP_TIMEOUT } from './support/view3d';

const analysis = (page: Page): Promise<AnalysisTestReport | null> =>
  page.evaluate(() => window.__test?.analysis?.() ?? null);

/** Waits until the analysis has completed `depth` and returns it. */
async function analysedTo(page: Page, depth: number): Promise<AnalysisTestReport> {
  await expect
    .poll(async () => (await analysis(page))?.depth ?? -1, { timeout: 60_000 })
    .toBeGreaterThanOrEqual(depth);
  return (await analysis(page))!;
}

/** Parallel worlds in 3D, White to move, Black's rook on 1e8 threatening White's king on 1e1: threat mode on. */
async function openThreat(page: Page, app: App) {
  await app.open({
    analyse: 'parallel-worlds',
    view: '3d',
    fen: '4r1k1/8/8/8/8/8/PP6/4K3|8/8/8/8/8/8/8/8|6k1/8/8/8/8/8/8/4K3 w - - 0 5',
  });
  await page.waitForSelector('.view3d[data-frames][data-ready="true"]', STEP_TIMEOUT);
  await page.getByRole('checkbox', { name: 'Show threat' }).check();
}

const CASES = [
  {
    game: 'plunder',
    view: '2d',
    fen: '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1',
    score: { mate: 1 },
    first: 'a1a8',
    move: ['g1', 'h1'], // the king steps aside: Black to move
    after: /^[fgh][78]/, // a move of Black's king or pawns (or one to its pocket)
  },
  {
    game: 'pocket-mutation',
    view: '2d',
    fen: '6k1/5ppp/8/8/8/8/8/R5K1[] w - - 0 10',
    score: { mate: 1 },
    first: 'a1a8',
    move: ['g1', 'h1'],
    after: /^[fgh][78]/,
  },
  {
    game: 'parallel-worlds',
    view: '3d',
    fen: '4k3/pp6/8/8/8/8/8/4R1K1|8/8/8/8/8/8/8/8|4k3/8/8/8/8/8/8/6K1 w - - 0 5',
    score: { king: 1 },
    first: '1e1-1e8',
    move: ['1g1', '1h1'], // a sub-move on level 1 closes it for the turn: no king capture now
    after: /^(3|end)/,
  },
] as const;

test.describe('analysis:', () => {
  for (const c of CASES) {
    test(`${c.game} (${c.view}): the tactic is line 1, the lines differ, a move restarts it, Stop stops it`, async ({
      page,
      app,
    }) => {
      test.setTimeout(180_000);
      await app.open({ analyse: c.game, fen: c.fen, view: c.view });
      if (c.view === '3d') {
        await page.waitForSelector('.view3d[data-frames][data-ready="true"]', STEP_TIMEOUT);
        await settled(page);
      }
      const report = await analysedTo(page, 2);
      expect(report.lines[0]!.score).toEqual(c.score);
      expect(report.lines[0]!.moves[0]).toBe(c.first);
      expect(report.lines.length).toBeGreaterThanOrEqual(1);
      expect(report.lines.length).toBeLessThanOrEqual(3);
      const openings = report.lines.map((line) =>
        c.game === 'parallel-worlds' ? line.moves.join(' ') : line.moves[0],
      );
      expect(new Set(openings).size, 'lines open differently').toBe(report.lines.length);
      if (c.game !== 'parallel-worlds') expect(report.lines.length).toBe(3);
      // the panel shows the lines, the score as lichess writes it, and the depth
      await expect(page.getByTestId('analysis-line').first()).toContainText(
        c.game === 'parallel-worlds' ? 'K1' : '#1',
      );
      await expect(page.getByTestId('analysis-status')).toContainText(/Depth \d+/);
      await expect(page.getByTestId('eval-bar')).toHaveAttribute('aria-valuenow', '100');

      // a move on the board: the analysis starts again on the new position
      const before = await fen(page);
      for (const square of c.move) {
        const point = await screenPoint(page, square);
        await page.mouse.click(point.x, point.y);
      }
      await expect.poll(() => fen(page)).not.toBe(before);
      await expect
        .poll(async () => (await analysis(page))?.lines[0]?.moves[0] ?? '', { timeout: 60_000 })
        .toMatch(c.after);

      // Stop: the depth stops growing
      await page.getByRole('button', { name: 'Stop' }).click();
      await expect(page.getByRole('button', { name: 'Go', exact: true })).toBeVisible();
      const stopped = (await analysis(page))!.depth;
      await page.waitForTimeout(1500);
      expect((await analysis(page))!.depth).toBe(stopped);
      await expect(page.getByTestId('analysis-status')).toContainText('Stopped');
    });
  }

  test('"Analyse" on a game page opens its moves on the analysis board', async ({ page, app }) => {
    await app.open({ game: 'plunder', view: '2d' });
    await typeMoves(page, ['e4', 'e5']);
    const played = await fen(page);
    await page.getByRole('button', { name: 'Analyse', exact: true }).click();
    await expect(page).toHaveURL(/[?&]analyse=plunder&/);
    await expect(page).toHaveURL(/moves=e2e4,e7e5/);
    await expect.poll(() => page.evaluate(() => window.__test?.fen?.())).toBe(played);
    const report = await analysedTo(page, 1);
    expect(report.lines.length).toBe(3);
    await expect(page.getByTestId('move-tree')).toContainText('e4');
  });

  test('the move tree: a move from an earlier turn branches; glyph, comment, promote, link, delete', async ({
    page,
    context,
    app,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await app.open({ analyse: 'plunder', view: '2d' });
    const tree = page.getByTestId('move-tree');
    await typeMoves(page, ['e4', 'e5', 'Nf3']);
    await expect(tree).toContainText('1.e4 e5 2.Nf3');
    // back twice with ← (to the position after 1.e4), then another move: a variation, the rest kept
    await page.locator('.move-input input').blur(); // the keys are the typed-move box's while it has the focus
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(tree.locator('[aria-current="step"]')).toHaveText('1.e4');
    await typeMoves(page, ['c5']);
    const variation = page.getByTestId('tree-variation');
    await expect(variation).toHaveCount(1);
    await expect(variation).toHaveText('1…c5');
    await expect(tree).toContainText('2.Nf3');
    // mark it, comment it, make it the main line
    await page.getByRole('button', { name: 'Interesting move' }).click();
    await page.getByRole('textbox', { name: 'Comment' }).fill('the Sicilian');
    await expect(variation).toHaveText('1…c5!? the Sicilian');
    await page.getByRole('button', { name: 'Make main line' }).click();
    await expect(variation).toHaveText('1…e5 2.Nf3');
    // the link opens the same tree, at the same turn
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Copied.')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toContain('tree=');
    await page.goto(link);
    await expect(tree).toContainText('1.e4 c5!? the Sicilian');
    await expect(variation).toHaveText('1…e5 2.Nf3');
    await expect(tree.locator('[aria-current="step"]')).toHaveText('c5!?');
    // the record with its variation, NAG and comment
    await page.getByRole('button', { name: 'Copy record' }).click();
    const record = await page.evaluate(() => navigator.clipboard.readText());
    expect(record).toContain('1. e4 c5 $5 {the Sicilian} (1... e5 2. Nf3) *');
    await page.locator('.move-input input').blur();
    // Home goes to the start, → follows the main line, a click goes into the variation, Delete
    // takes it away
    await page.keyboard.press('Home');
    await expect(tree.locator('[aria-current="step"]')).toHaveText('Start position');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(tree.locator('[aria-current="step"]')).toHaveText('c5!?');
    await variation.getByRole('button', { name: '2.Nf3' }).click();
    await expect.poll(() => fen(page)).toMatch(/^rnbqkbnr\/pppp1ppp\/8\/4p3\/4P3\/5N2\//);
    await variation.getByRole('button', { name: '1…e5' }).click();
    await page.getByRole('button', { name: 'Delete from here' }).click();
    await expect(variation).toHaveCount(0);
    await expect(tree.locator('[aria-current="step"]')).toHaveText('1.e4');
  });

  test('drawn shapes stay with their turn: back after another line, in the record', async ({
    page,
    context,
    app,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await app.open({ analyse: 'plunder', view: '2d' });
    const tree = page.getByTestId('move-tree');
    const shown = tree.locator('[aria-current="step"]');
    await typeMoves(page, ['e4', 'e5']);
    await expect(shown).toHaveText('e5');
    await rightDrag(page, 'g1', 'f3');
    await waitShapes(page, 'Gg1f3');
    // back to 1.e4 (nothing drawn there) and another line from it: nothing drawn on it either
    await page.locator('.move-input input').blur();
    await page.keyboard.press('ArrowLeft');
    await expect(shown).toHaveText('1.e4');
    await waitShapes(page, '');
    await typeMoves(page, ['c5']);
    await expect(shown).toHaveText('1…c5');
    await waitShapes(page, '');
    // back on 1...e5 (the session replayed it afresh) its arrow is there again, from the tree,
    // and the record holds it in the turn's comment
    await tree.getByRole('button', { name: 'e5', exact: true }).click();
    await expect(shown).toHaveText('e5');
    await waitShapes(page, 'Gg1f3');
    await page.getByRole('button', { name: 'Copy record' }).click();
    const record = await page.evaluate(() => navigator.clipboard.readText());
    expect(record).toContain('1. e4 e5 {[%cal Gg1f3]} (1... c5) *');
  });

  test('game review: the fool’s mate after the banner’s "Analyse", g4 the blunder, the tree marked', async ({
    page,
    app,
  }) => {
    test.setTimeout(120_000);
    await app.open({ game: 'plunder', view: '2d' });
    await typeMoves(page, ['f3', 'e5', 'g4', 'Qh4#']);
    // the game-over banner's "Analyse"
    await page
      .getByTestId('game-over')
      .getByRole('button', { name: 'Analyse', exact: true })
      .click();
    await expect(page).toHaveURL(/[?&]analyse=plunder&/);
    await page.getByRole('button', { name: 'Review the main line' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Reviewing' })).toBeVisible();
    const sides = page.getByTestId('review-sides');
    await expect(sides).toBeVisible({ timeout: 60_000 });
    await expect(sides.getByRole('row', { name: /White/ })).toContainText(/\d+%/);
    await expect(sides.getByRole('cell', { name: 'Blunders: 1' })).toHaveCount(1); // White's
    const judged = page.getByTestId('review-turn').filter({ hasText: 'g4??' });
    await expect(judged).toContainText('Blunder, best:');
    // the tree: g4 marked, each judged turn's better move beside it (f3 may be judged too, as
    // the short look sees it); a click on the judged turn goes there
    await expect(page.getByTestId('move-tree')).toContainText('2.g4??');
    const judgedTurns = await page.getByTestId('review-turn').count();
    expect(judgedTurns).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId('tree-variation')).toHaveCount(judgedTurns);
    await judged.getByRole('button').click();
    await expect(page.getByTestId('move-tree').locator('[aria-current="step"]')).toHaveText(
      '2.g4??',
    );
    await expect(page.getByRole('button', { name: 'Stop' })).toBeEnabled();
  });

  test('threat mode: the opponent’s king capture in 3D, the mate threat as red arrows in 2D', async ({
    page,
    app,
  }) => {
    test.setTimeout(120_000);
    await openThreat(page, app);
    await expect(page.getByTestId('threat-note')).toContainText('Black’s threat');
    await expect
      .poll(async () => (await analysis(page))?.lines[0] ?? null, { timeout: 60_000 })
      .toEqual({ score: { king: 1 }, moves: expect.arrayContaining(['1e8-1e1']) });
    // in the middle of a turn there is no threat to show
    await typeMoves(page, ['1a2-1a3']);
    await expect(page.getByTestId('threat-note')).toContainText('No threat to show here');
    expect(await analysis(page)).toMatchObject({ lines: [] });

    // PlunderChess after 1.f3 e5 2.g4 a6: Black threatens Qh4#, drawn as a red arrow d8–h4
    await app.open({ analyse: 'plunder', view: '2d', moves: 'f2f3,e7e5,g2g4,a7a6' });
    await page.getByRole('checkbox', { name: 'Show threat' }).check();
    await expect
      .poll(async () => (await analysis(page))?.lines[0]?.score ?? null, { timeout: 60_000 })
      .toEqual({ mate: 1 });
    expect((await analysis(page))!.lines[0]!.moves[0]).toBe('d8h4');
    await expect(page.locator('[data-brush="red"]')).toHaveCount(1);
    // off again: the position's own lines, White to move, no red arrow
    await page.getByRole('checkbox', { name: 'Show threat' }).uncheck();
    await expect(page.locator('[data-brush="red"]')).toHaveCount(0);
    await expect
      .poll(async () => (await analysis(page))?.lines[0]?.moves[0] ?? '', { timeout: 60_000 })
      .toMatch(/^[a-h][1-8]/);
    expect((await analysis(page))!.lines[0]!.moves[0]).not.toBe('d8h4');
  });

  test('a position and its best turn go into the presenter’s playlist', async ({ page, app }) => {
    await app.open({ analyse: 'plunder', view: '2d', moves: 'e2e4,e7e5' });
    await analysedTo(page, 2);
    await page.getByRole('button', { name: 'Add to the presenter’s playlist' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Added as slide \d+/ })).toBeVisible();
    const slide = await page.evaluate(() => {
      const kept = JSON.parse(localStorage.getItem('parallel-worlds.playlists') ?? '{}');
      return JSON.parse(kept.default).slides.at(-1);
    });
    expect(slide).toMatchObject({ kind: 'position', game: 'plunder', view: '2d' });
    expect(slide.fen).toBe(await fen(page));
    expect(slide.shapes).toMatch(/^B[a-h][1-8][a-h][1-8]$/); // the best move, a blue arrow
    expect(slide.caption.en).toMatch(/^The engine’s choice: 2\. \S+ \([+−]\d\.\d\d\)$/);
    expect(slide.caption.ru).toMatch(/^Выбор движка: 2\. /);
  });

  test('a pasted record opens its tree; a broken one is refused with its place; another game opens its board', async ({
    page,
    app,
  }) => {
    await app.open({ analyse: 'plunder', view: '2d', moves: 'd2d4' });
    const paste = async (record: string) => {
      const toggle = page.getByRole('button', { name: 'Paste a record' });
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await page.getByRole('textbox', { name: /A record with its variations/ }).fill(record);
      await page.getByRole('button', { name: 'Open', exact: true }).click();
    };
    await paste('1. e4 e5 (1... c5 {Sicilian} 2. Nf3) 2. Nf3 Nc6 *');
    const tree = page.getByTestId('move-tree');
    await expect(tree).toContainText('1.e4 e5');
    await expect(page.getByTestId('tree-variation')).toHaveText('1…c5 Sicilian 2.Nf3');
    await expect(tree.locator('[aria-current="step"]')).toHaveText('Nc6'); // the main line's end
    await expect(tree).not.toContainText('d4'); // the tree before is replaced

    await paste('1. e4 e5 (1... c5 2. Nf3');
    await expect(page.getByRole('alert')).toContainText('a variation "( … )" is not closed');
    await expect(tree).toContainText('2.Nf3 Nc6'); // nothing lost

    await paste('[Game "parallel-worlds"]\n\n1. 1e4 N3f3 (1. 1d4 end) 1... 3e5 end *');
    await expect(page).toHaveURL(/[?&]analyse=parallel-worlds&/);
    await expect(page.getByTestId('tree-variation')).toHaveText('1.1d4 end');
  });

  test('a link with a broken tree gives the clear error page, and a way to the start', async ({
    page,
    app,
  }) => {
    await page.goto(`${app.url}?analyse=plunder&tree=${encodeURIComponent('1. e4 (1. d4')}`);
    await expect(page.getByRole('alert')).toContainText('a variation "( … )" is not closed');
    await page.getByRole('button', { name: 'Play from the start position' }).click();
    await expect(page).toHaveURL(/[?&]analyse=plunder$/);
    await expect(page.getByTestId('move-tree')).toContainText('Start position');
  });

  test('a reload keeps the tree, its marks and the turn shown, also in the middle of a turn', async ({
    page,
    app,
  }) => {
    await app.open({ analyse: 'plunder', view: '2d' });
    const tree = page.getByTestId('move-tree');
    await typeMoves(page, ['e4', 'e5', 'Nf3']);
    await page.getByTestId('tree-move').filter({ hasText: '1.e4' }).click();
    await typeMoves(page, ['c5']);
    await page.getByRole('button', { name: 'Dubious move' }).click();
    await expect(page).toHaveURL(/tree=.*%246/); // the address follows: `$6` is in its tree
    await page.reload();
    await expect(tree).toContainText('1.e4 e5 1…c5?! 2.Nf3'); // the variation after the turn it replaces
    await expect(page.getByTestId('tree-variation')).toHaveText('1…c5?!');
    await expect(tree.locator('[aria-current="step"]')).toHaveText('1…c5?!');

    await app.open({ analyse: 'parallel-worlds', view: '2d' });
    await typeMoves(page, ['1e2-1e4', '3g1-3f3', '3e7-3e5']); // Black's turn under way
    await page.reload();
    await gameReady(page);
    await expect.poll(() => fen(page)).toMatch(/ ; 3e7-3e5$/);
    await expect(tree.getByTestId('tree-move')).toHaveText(['1.1e4 N3f3']);
  });

  test('the move tree in Parallel worlds (3D): a node is a whole turn, a turn under way is outside it', async ({
    page,
    app,
  }) => {
    await app.open({ analyse: 'parallel-worlds', view: '3d' });
    await page.waitForSelector('.view3d[data-frames][data-ready="true"]', STEP_TIMEOUT);
    const tree = page.getByTestId('move-tree');
    await typeMoves(page, ['1e2-1e4', '3g1-3f3']);
    await expect(tree.getByTestId('tree-move')).toHaveText(['1.1e4 N3f3']);
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await typeMoves(page, ['1d2-1d4']);
    // one sub-move of a new turn: not in the tree yet, so nothing to comment on (the comment
    // would go to the start position); Back drops it
    await expect(page.getByTestId('tree-variation')).toHaveCount(0);
    const comment = page.getByRole('textbox', { name: 'Comment' });
    await expect(comment).toBeDisabled();
    await expect(page.locator('#tree-under-way')).toContainText('End the turn');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(tree.locator('[aria-current="step"]')).toHaveText('Start position');
    await typeMoves(page, ['1d2-1d4', 'end']);
    await expect(page.getByTestId('tree-variation')).toHaveText('1.1d4 end');
    await expect(comment).toBeEnabled();
    await expect(tree.getByTestId('tree-move')).toHaveText(['1.1e4 N3f3', '1.1d4 end']);
  });

  // The analysis board with a tree (a variation, a glyph, comments) as its users see it.
  const PICTURES = [
    { game: 'plunder', view: '2d', width: 1280, height: 800, language: 'en' },
    { game: 'parallel-worlds', view: '3d', width: 1920, height: 1080, language: 'ru' },
    { game: 'pocket-mutation', view: '2d', width: 390, height: 844, language: 'ru' },
    { game: 'parallel-worlds', view: '2d', width: 1280, height: 800, language: 'en' },
  ] as const;
  const TREES = {
    plunder: '{Open games} 1. e2e4 e7e5 $1 {the classical answer} (1... c7c5 $5) 2. g1f3 b8c6 *',
    'pocket-mutation': '1. e2e4 e7e5 (1... d7d5 $2) 2. g1f3 *',
    'parallel-worlds':
      '1. 1e2-1e4 3g1-3f3 $1 1... 3e7-3e5 end {symmetry} (1... 1e7-1e5 3d7-3d6 end) 2. 1d2-1d4 end *',
  } as const;
  for (const p of PICTURES)
    pictureTest(
      `screenshot: the move tree (${p.game}, ${p.language}, ${p.width}×${p.height})`,
      async ({ page, app, tools }) => {
        await page.setViewportSize({ width: p.width, height: p.height });
        await app.open({ analyse: p.game, view: p.view, tree: TREES[p.game] });
        if (p.language === 'ru')
          await page.locator('.language-switch').getByRole('button', { name: 'RU' }).click();
        if (p.view === '3d') {
          await page.waitForSelector('.view3d[data-frames][data-ready="true"]', STEP_TIMEOUT);
          await settled(page);
        }
        await analysedTo(page, 2);
        await tools.screenshot(
          page,
          `analysis-tree-${p.game}-${p.width}x${p.height}-${p.language}.png`,
        );
        await tools.screenshot(
          page.getByTestId('move-tree').locator('xpath=ancestor::section[1]'),
          `analysis-tree-panel-${p.game}-${p.language}.png`,
        );
      },
    );

  for (const language of ['en', 'ru'] as const)
    pictureTest(
      `screenshot: a game review (${language}, 1280×800)`,
      async ({ page, app, tools }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await app.open({ analyse: 'plunder', view: '2d', moves: 'f2f3,e7e5,g2g4,d8h4' });
        if (language === 'ru')
          await page.locator('.language-switch').getByRole('button', { name: 'RU' }).click();
        await page.locator('.review-panel .analysis-head .button').click();
        await expect(page.getByTestId('review-sides')).toBeVisible({ timeout: 60_000 });
        await tools.screenshot(page.locator('.review-panel'), `analysis-review-${language}.png`);
        await tools.screenshot(page, `analysis-review-1280x800-${language}.png`, {
          fullPage: true,
        });
      },
    );

  pictureTest(
    'screenshot: threat mode (parallel-worlds 3D, en, 1280×800)',
    async ({ page, app, tools }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await openThreat(page, app);
      await expect
        .poll(async () => (await analysis(page))?.depth ?? 0, { timeout: 60_000 })
        .toBeGreaterThanOrEqual(2);
      await settled(page);
      await tools.screenshot(page, 'analysis-threat-3d-1280x800-en.png');
    },
  );
});
