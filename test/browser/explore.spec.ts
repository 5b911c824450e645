// Browser tests of the piece explorer (`?explore`), the rules diagrams that open on the real board
// and the notation page (`?notation`), clicked as a user clicks them. The explorer's board says
// which squares the man can reach in `data-targets` (the rules core's legal moves, as drawn); the
// expected squares are the nightrider's lines from d4 counted by hand
// (docs/rules.md §Conventions / Piece letters: it repeats a
// knight leap while the squares are empty, and may capture on the first occupied one).
import type { Page } from '@playwright/test';
import { expect, gameReady, test } from './fixtures';

const STEP = { timeout: 30_000 };
const NIGHTRIDER_D4 = 'b3 b5 b8 c2 c6 e2 e6 f3 f5 f8 h2 h6';

/** Waits until the explorer's board shows exactly `expected` (space-separated, sorted). */
const expectTargets = (page: Page, expected: string) =>
  expect(page.locator('.explore-boards')).toHaveAttribute('data-targets', expected, STEP);

/**
 * Rests the mouse on a square of the game page until the man's card shows, and follows its link,
 * the pointer travelling there in `steps` moves (across other squares on the way).
 */
async function exploreFromCard(page: Page, square: string, name: string, steps = 8) {
  const point = await page.evaluate((where) => window.__test!.screen(where), square);
  expect(point, `${square} is on screen`).not.toBeNull();
  await page.mouse.move(point!.x, point!.y);
  // The card of that man (the pointer may have crossed others on its way in).
  await expect(page.locator('.piece-tooltip-name', { hasText: name })).toBeVisible(STEP);
  const link = page.locator('.piece-tooltip-link a');
  const box = await link.boundingBox();
  expect(box, 'the card’s link is on screen').not.toBeNull();
  // The pointer travels from the man to the card's link, as a hand would.
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2, { steps });
  await link.click();
}

test.describe('explore:', () => {
  test('the hover card opens the explorer; a nightrider placed, blocked and capturing', async ({
    page,
    app,
    tools,
  }) => {
    const fen = '4k3/8/8/8/3I4/8/8/4K3[] w - - 0 1';
    await app.open({ game: 'pocket-mutation', view: '2d', fen });
    await expect(page.locator('[data-square="d4"] [data-piece]')).toBeVisible(STEP);
    await exploreFromCard(page, 'd4', 'Nightrider');
    await expect(page).toHaveURL((url) => url.search.startsWith('?explore='), STEP);
    expect(new URL(page.url()).searchParams.get('piece')).toBe('I');
    await expect(page.getByRole('heading', { name: 'Nightrider' })).toBeVisible(STEP);
    await expectTargets(page, NIGHTRIDER_D4);

    // Put it elsewhere: the man moves, and its lines with it (from a1: b3 c5 d7 and c2 e3 g4).
    await page.locator('[data-square="a1"]').click();
    await expectTargets(page, 'b3 c2 c5 d7 e3 g4');
    await page.locator('[data-square="d4"]').click();
    await expectTargets(page, NIGHTRIDER_D4);

    // A friendly blocker on e6 closes that line (e6 and f8 go).
    await page.locator('[data-tool="blocker"]').click();
    await page.locator('[data-square="e6"]').click();
    await expectTargets(page, 'b3 b5 b8 c2 c6 e2 f3 f5 h2 h6');
    await expect(page.locator('[data-square="e6"] [data-piece="P"]')).toBeVisible(STEP);

    // An enemy on f5 is captured, and ends its line (h6 goes); it is drawn as a capture.
    await page.locator('[data-tool="enemy"]').click();
    await page.locator('[data-square="f5"]').click();
    await expectTargets(page, 'b3 b5 b8 c2 c6 e2 f3 f5 h2');
    await expect(page.locator('[data-square="f5"] [data-piece="p"]')).toBeVisible(STEP);
    await expect(page.locator('[data-square="f5"] .mark-capture')).toBeVisible(STEP);
    await expect(page.locator('.explore-reach')).toHaveText(
      /9 squares.*8 by moving, 1 by capturing/,
      { useInnerText: true },
    );
    // The board is the address: a reload shows the same diagram.
    await page.reload();
    await expectTargets(page, 'b3 b5 b8 c2 c6 e2 f3 f5 h2');
    await tools.screenshot(page, 'explore-nightrider.png');
  });

  test('the 3D board’s hover card opens the explorer on that man', async ({ page, app }) => {
    await app.open({ game: 'parallel-worlds', view: '3d' });
    await expect(page.locator('.view3d[data-ready="true"]')).toBeVisible(STEP);
    // Software WebGL answers a pointer move in tens of milliseconds: the pointer goes straight to
    // the link, so that the men behind cannot take the card over on a slow machine.
    await exploreFromCard(page, '3g1', 'Knight', 1);
    await expect(page).toHaveURL((url) => url.search.startsWith('?explore='), STEP);
    const url = new URL(page.url());
    expect(url.searchParams.get('explore')).toBe('parallel-worlds');
    expect(url.searchParams.get('piece')).toBe('N');
    await expect(page.getByRole('heading', { name: 'Knight' })).toBeVisible(STEP);
    // From 1d4 on an empty level: its eight leaps and the step up to 2d4.
    await expectTargets(page, '1b3 1b5 1c2 1c6 1e2 1e6 1f3 1f5 2d4');
  });

  test('Parallel worlds: level 2 without captures, no step up onto a man, a king refused on level 2', async ({
    page,
    app,
    tools,
  }) => {
    await page.goto(`${app.url}?explore=parallel-worlds&piece=R&at=2d4`);
    await expect(page.locator('.explore-boards[data-levels="3"]')).toBeVisible(STEP);
    const queen =
      'a1 a4 a7 b2 b4 b6 c3 c4 c5 d1 d2 d3 d5 d6 d7 d8 e3 e4 e5 f2 f4 f6 g1 g4 g7 h4 h8';
    const onLevel2 = (list: string) => list.split(' ').map((s) => `2${s}`);
    const sorted = (list: readonly string[]) => [...list].sort().join(' ');
    await expectTargets(page, sorted([...onLevel2(queen), '1d4', '3d4']));
    // A blocker above closes the way up; an enemy below the way down (never a capture).
    await page.locator('[data-tool="blocker"]').click();
    await page.locator('[data-square="3d4"]').click();
    await page.locator('[data-tool="enemy"]').click();
    await page.locator('[data-square="1d4"]').click();
    await page.locator('[data-square="2d6"]').click();
    const blocked = onLevel2(queen).filter((s) => !['2d6', '2d7', '2d8'].includes(s));
    await expectTargets(page, sorted(blocked));
    await tools.screenshot(page, 'explore-levels.png');

    // A king cannot stand on level 2: refused with the reason, the board kept.
    await page.getByRole('link', { name: 'King' }).click();
    await expectTargets(page, sorted(['1c3', '1c4', '1c5', '1d3', '1d5', '1e3', '1e4', '1e5']));
    await page.locator('[data-tool="move"]').click();
    await page.locator('[data-square="2d4"]').click();
    await expect(page.locator('.explore-refusal')).toBeVisible(STEP);
    await expect(page.locator('.explore-refusal')).toHaveText(/level 2/, { useInnerText: true });
    await expect(page.locator('.explore-boards')).toHaveAttribute('data-explored', '1d4');
  });

  test('a rules diagram opens on the 3D board, a flat one on the board; the gallery opens the explorer', async ({
    page,
    app,
  }) => {
    await page.goto(`${app.url}?rules=parallel-worlds`);
    const middle = page
      .locator('.rules-section')
      .filter({ has: page.getByRole('heading', { name: 'The middle world' }) });
    await middle.getByRole('button', { name: /Open on the 3D board/ }).click();
    await expect(page).toHaveURL((url) => url.search.startsWith('?game='), STEP);
    expect(new URL(page.url()).searchParams.get('view')).toBe('3d');
    await gameReady(page);
    expect(await app.fen()).toBe(
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR|8/8/8/8/3N4/8/8/8|' +
        'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 1KQkq3KQkq - 0 1',
    );
    await expect(page.locator('.view3d[data-ready="true"]')).toBeVisible(STEP);

    await page.goto(`${app.url}?rules=pocket-mutation`);
    const drops = page
      .locator('.rules-section')
      .filter({ has: page.getByRole('heading', { name: 'Drops' }) });
    await drops.getByRole('button', { name: /Open on the board/ }).click();
    await gameReady(page);
    // The diagram plays b8c6 from its FEN: the game opens at the position after it.
    expect(await app.fen()).toBe('r1bqkbnr/pppp1ppp/2n5/4p3/4P3/8/PPPP1PPP/R1BQKBNR[N] w - - 1 3');
    await page.goBack();
    await page.getByRole('link', { name: 'Amazon rider' }).click();
    await expect(page.getByRole('heading', { name: 'Amazon rider' })).toBeVisible(STEP);
    expect(new URL(page.url()).searchParams.get('piece')).toBe('Z');
  });

  test('the notation page from the move list, and back to the game', async ({
    page,
    app,
    tools,
  }) => {
    await app.open({ game: 'plunder', view: '2d' });
    const before = await app.fen();
    await page.getByRole('link', { name: 'How moves are written' }).click();
    await expect(page).toHaveURL((url) => url.search === '?notation=plunder', STEP);
    await expect(page.locator('[data-san="Nxd5~P"]')).toBeVisible(STEP);
    await expect(
      page.locator('[data-san="Qb4*"] .notation-canonical', { hasText: 'c2b4*' }),
    ).toBeVisible(STEP);
    // Every game's examples are one click away.
    await page.getByRole('link', { name: 'Parallel worlds chess' }).click();
    await expect(page.locator('[data-san="↓2d7"]')).toBeVisible(STEP);
    await expect(page.locator('[data-san="N3f3"]')).toBeVisible(STEP);
    await tools.screenshot(page, 'notation-parallel-worlds.png');
    await page.goBack();
    await page.goBack();
    await gameReady(page);
    expect(await app.fen()).toBe(before);
  });
});
