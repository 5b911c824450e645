// Browser tests of the lessons (`?learn`, `?learn=<lesson id>`): a student solves lessons by
// clicking the real boards (2D and 3D), a wrong sub-move is answered at once and taken back alone
// while the lesson stays open (and the board does not move when the answer shows), stars count
// wrong tries and hints and are kept in the browser and shown on the list, a solved lesson shows
// no game-over banner and does not swing the 3D camera, and "show me" plays the solution. The lessons' state is read through `window.__test.lesson()`; the FENs
// come from `window.__test.fen()` (the rules core's own writer).
import type { Page } from '@playwright/test';
import type { LessonState } from '../../src/game/lessons/lessonTestInterface';
import { expect, test } from './fixtures';
import { clickMove, stillOrFlat } from './support/view3d';

const STEP = { timeout: 40_000 };

async function openLesson(page: Page, baseUrl: string, id: string, view?: '2d' | '3d') {
  const query = new URLSearchParams({ learn: id });
  if (view) query.set('view', view);
  await page.goto(`${baseUrl}?${query}`);
  await page.waitForFunction((want) => window.__test?.lesson?.()?.id === want, id, STEP);
  if (view === '3d') await expect(page.locator('.view3d[data-frames]')).toBeVisible(STEP);
  else await expect(page.locator('[data-square]').first()).toBeVisible(STEP);
}

const lesson = (page: Page) => page.evaluate(() => window.__test!.lesson!());

/** Waits until the open lesson's state has the fields of `want` (the last state shown if not). */
const expectLesson = (page: Page, want: Partial<LessonState>, description: string) =>
  expect.poll(() => lesson(page), { ...STEP, message: description }).toMatchObject(want);

/** Plays one sub-move by two clicks and waits until the game has it. */
async function play(page: Page, from: string, to: string) {
  await clickMove(page, from, to);
  // The record has every sub-move, also after the turn ended by itself.
  await page.waitForFunction((m) => window.__test!.record().includes(m), `${from}-${to}`, STEP);
}

const MIDDLE_START = '7k/8/8/8/8/8/8/K7|8/8/8/2n5/8/8/8/2P5|7k/8/8/8/8/8/8/K7 w - - 0 5';

test.describe('learn:', () => {
  test('the list of lessons, and a lesson solved by clicks in 2D after a refused turn', async ({
    page,
    app,
    tools,
  }) => {
    await page.goto(`${app.url}?learn`);
    await page.waitForFunction(() => typeof window.__test?.lessons === 'function', null, STEP);
    const lessons = await page.evaluate(() => window.__test!.lessons!());
    const games = new Set(lessons.map((l) => l.game));
    expect([...games]).toEqual(['parallel-worlds', 'pocket-mutation', 'plunder']);
    expect(lessons.length, `${lessons.length} lessons`).toBeGreaterThanOrEqual(20);
    expect(await lesson(page)).toBeNull();
    await tools.screenshot(page, 'learn-list.png');

    await openLesson(page, app.url, 'pw-middle-level', '2d');
    expect(await app.fen()).toBe(MIDDLE_START);
    const start = await lesson(page);
    expect(start).not.toBeNull();
    expect({
      step: start!.step,
      steps: start!.steps,
      done: start!.done,
      stars: start!.stars,
    }).toEqual({ step: 0, steps: 1, done: false, stars: 0 });
    expect(start!.goal).toEqual({ kind: 'occupy', men: { '2h6': 'P' } });

    // A wrong sub-move: the pawn stops short, and on level 2 no later sub-move of this turn can
    // bring it on. The lesson answers at once (no End turn needed), takes it back and stays open.
    await play(page, '2c1', '2c4');
    await expectLesson(page, { feedback: 'unreachable' }, 'the refusal');
    await expect(
      page.getByText('After that sub-move the goal can no longer be reached'),
    ).toBeVisible(STEP);
    await tools.screenshot(page, 'learn-refused-2d.png');
    await expect.poll(() => app.fen(), STEP).toBe(MIDDLE_START);
    expect((await lesson(page))?.done).toBe(false);

    await play(page, '2c1', '2h6');
    await expectLesson(page, { done: true }, 'the solution');
    const late = await lesson(page);
    // The refused sub-move counts as a move and as a wrong try: two stars.
    expect(late?.step, 'the refused move counts').toBe(2);
    expect(late?.wrong).toBe(1);
    expect(late?.stars).toBe(2);

    // Again from the start, straight to the goal: three stars, kept for the list.
    await page.getByRole('button', { name: 'Start again' }).click();
    await expectLesson(page, { step: 0, done: false }, 'the restart');
    await play(page, '2c1', '2h6');
    await expectLesson(page, { done: true, stars: 3 }, 'three stars');
    await expect(page.getByText('Solved! 3 of 3 stars.')).toBeVisible(STEP);
    await tools.screenshot(page, 'learn-solved-2d.png');
    const saved = await page.evaluate(() => localStorage.getItem('parallel-worlds.lessons'));
    expect(saved, 'the stars are kept').not.toBeNull();
    expect((JSON.parse(saved!) as Record<string, number>)['pw-middle-level']).toBe(3);

    await page.getByRole('link', { name: 'All lessons' }).click();
    await expect(
      page
        .locator('.learn-lesson-link', { hasText: 'The middle level' })
        .locator('[data-stars="3"]'),
    ).toBeVisible(STEP);
  });

  test('a lesson solved by clicks on the 3D board: a step down and a step up', async ({
    page,
    app,
    tools,
  }) => {
    await openLesson(page, app.url, 'pw-between-levels', '3d');
    await play(page, '2d4', '1d4');
    await expectLesson(page, { step: 1, done: false }, 'the first sub-move');
    await play(page, '2a5', '3a5');
    await expectLesson(page, { done: true, stars: 3 }, 'the solution');
    await stillOrFlat(page);
    await tools.screenshot(page, 'learn-solved-3d.png');
    await page.getByRole('link', { name: 'Next lesson' }).click();
    await page.waitForFunction(
      () => window.__test!.lesson?.()?.id === 'pw-three-levels',
      null,
      STEP,
    );
  });

  test('a strict lesson refuses another move at once; "show me" plays the solution', async ({
    page,
    app,
  }) => {
    await openLesson(page, app.url, 'pm-promotion', '2d');
    const startFen = await app.fen();
    await page.locator('[data-square="a7"]').click();
    await page.locator('[data-pocket="w"]').click(); // a pawn off a7 can only stay a pawn
    await expectLesson(page, { feedback: 'not-the-move' }, 'the refusal');
    await expect.poll(() => app.fen(), STEP).toBe(startFen);

    await page.getByRole('button', { name: 'Show me' }).click();
    await expectLesson(page, { status: 'shown' }, 'the demonstration');
    expect(await app.fen()).toMatch(/\[N\]/);
    expect((await lesson(page))?.done, 'being shown is not solving').toBe(false);
    await page.getByRole('button', { name: 'Try it yourself' }).click();
    await expect.poll(() => app.fen(), STEP).toBe(startFen);
  });

  test('a wrong sub-move is taken back alone, at once, and the board does not move', async ({
    page,
    app,
  }) => {
    await openLesson(page, app.url, 'pw-levels-1-3', '2d');
    const board = () => page.locator('.board-area').boundingBox();
    const before = await board();
    await play(page, '1g1', '1f3');
    const afterGood = await app.fen();
    // The king's step ends on level 3, where the rook's capture must end: refused alone.
    await play(page, '3a1', '3b1');
    await expectLesson(page, { feedback: 'unreachable' }, 'the refusal');
    const during = await board();
    expect(during, 'the feedback does not push the board').toEqual(before);
    await expect.poll(() => app.fen(), STEP).toBe(afterGood);
    const record = await app.record();
    expect(record, `the good sub-move stays: ${record}`).toContain('1g1-1f3');
    expect(record, `the wrong one is gone: ${record}`).not.toContain('3a1-3b1');
    await play(page, '3h1', '3h6');
    await expectLesson(page, { done: true }, 'the solution');
    const solved = await lesson(page);
    expect({ wrong: solved?.wrong, stars: solved?.stars }).toEqual({ wrong: 1, stars: 2 });
    expect(await board(), 'nor does "Solved!"').toEqual(before);
  });

  test('a hint costs a star', async ({ page, app }) => {
    await openLesson(page, app.url, 'pw-middle-level', '2d');
    await page.getByRole('button', { name: 'Hint' }).click();
    await expect(page.getByText('Like a queen: along the diagonal c1–h6.')).toBeVisible(STEP);
    await expectLesson(page, { hints: 1 }, 'the hint read');
    await play(page, '2c1', '2h6');
    await expectLesson(page, { done: true }, 'the solution');
    const solved = await lesson(page);
    expect({ wrong: solved?.wrong, hints: solved?.hints, stars: solved?.stars }).toEqual({
      wrong: 0,
      hints: 1,
      stars: 2,
    });
    await expect(page.getByText('Solved! 2 of 3 stars.')).toBeVisible(STEP);
  });

  test('a lesson that ends the game shows no game-over banner', async ({ page, app }) => {
    await openLesson(page, app.url, 'pw-king-capture', '2d');
    await play(page, '3d1', '3d8');
    await expectLesson(page, { done: true, stars: 3 }, 'the solution');
    await expect(page.getByText('Solved! 3 of 3 stars.')).toBeVisible(STEP);
    // Nothing to wait for: the banner, were it shown, would be up by now.
    await page.waitForTimeout(800);
    await expect(page.locator('[data-testid="game-over"]')).toHaveCount(0);
  });

  test('a turn that solves a lesson in 3D does not swing the camera to the other side', async ({
    page,
    app,
  }) => {
    await openLesson(page, app.url, 'pw-three-levels', '3d');
    await stillOrFlat(page);
    const before = await page.evaluate(() => window.__test!.camera());
    expect(before, 'the 3D camera').not.toBeNull();
    await play(page, '1g1', '1f3');
    await play(page, '2d2', '2d5');
    await play(page, '3h1', '3h4'); // the third sub-move ends the turn: Black is to move
    await expectLesson(page, { done: true, stars: 3 }, 'the solution');
    // Nothing to wait for: a swing, were there one, would have begun by now.
    await page.waitForTimeout(1500);
    await stillOrFlat(page);
    const after = await page.evaluate(() => window.__test!.camera());
    expect(after, 'the 3D camera').not.toBeNull();
    for (const key of ['position', 'target'] as const)
      after![key].forEach((value, i) =>
        expect(
          Math.abs(value - before![key][i]!),
          `${key}: ${before![key].join(',')} → ${after![key].join(',')}`,
        ).toBeLessThan(1e-3),
      );
    await expect(page.locator('[data-testid="game-over"]')).toHaveCount(0);
  });
});
