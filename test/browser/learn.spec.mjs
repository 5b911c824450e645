// Browser tests of the lessons (`?learn`, `?learn=<lesson id>`): a student solves lessons by
// clicking the real boards (2D and 3D), a wrong sub-move is answered at once and taken back alone
// while the lesson stays open (and the board does not move when the answer shows), stars count
// wrong tries and hints and are kept in the browser and shown on the list, a solved lesson shows
// no game-over banner and does not swing the 3D camera, and "show me" plays the solution. The lessons' state is read through `window.__test.lesson()`; the FENs
// come from `window.__test.fen()` (the rules core's own writer).
import assert from 'node:assert/strict';

const STEP = { timeout: 40_000 };

async function openLesson(page, baseUrl, id, view) {
  const query = new URLSearchParams({ learn: id });
  if (view) query.set('view', view);
  await page.goto(`${baseUrl}?${query}`);
  await page.waitForFunction((want) => window.__test?.lesson?.()?.id === want, id, STEP);
  if (view === '3d') await page.waitForSelector('.view3d[data-frames]', STEP);
  else await page.locator('[data-square]').first().waitFor();
}

const lesson = (page) => page.evaluate(() => window.__test.lesson());

/** Waits until the open lesson's state satisfies `test` (a function source over `state`). */
async function waitLesson(page, test, description) {
  try {
    await page.waitForFunction(
      (source) => new Function('state', `return ${source}`)(window.__test.lesson()),
      test,
      STEP,
    );
  } catch (error) {
    throw new Error(`${description}: lesson is ${JSON.stringify(await lesson(page))}`, {
      cause: error,
    });
  }
}

/** Waits until no man glides in the 3D view (a no-op on the flat board). */
const settled = (page) =>
  page.waitForFunction(
    () => (document.querySelector('.view3d')?.dataset.animating ?? 'false') === 'false',
    null,
    STEP,
  );

/** Clicks a square where `window.__test.screen` says a click picks it (both views). */
async function click(page, name) {
  await settled(page);
  const handle = await page.waitForFunction((n) => window.__test.screen(n), name, STEP);
  const { x, y } = await handle.jsonValue();
  await page.mouse.click(x, y);
}

/** Plays one sub-move by two clicks and waits until the game has it. */
async function play(page, from, to) {
  await click(page, from);
  await page.waitForFunction(
    (n) =>
      document.querySelector('.view3d')?.dataset.selected === n ||
      document.querySelector(`[data-square="${n}"].is-selected`) !== null,
    from,
    STEP,
  );
  await click(page, to);
  // The record has every sub-move, also after the turn ended by itself.
  await page.waitForFunction((m) => window.__test.record().includes(m), `${from}-${to}`, STEP);
}

const MIDDLE_START = '7k/8/8/8/8/8/8/K7|8/8/8/2n5/8/8/8/2P5|7k/8/8/8/8/8/8/K7 w - - 0 5';

export default [
  {
    name: 'the list of lessons, and a lesson solved by clicks in 2D after a refused turn',
    async fn(page, baseUrl, tools) {
      await page.goto(`${baseUrl}?learn`);
      await page.waitForFunction(() => typeof window.__test?.lessons === 'function', null, STEP);
      const lessons = await page.evaluate(() => window.__test.lessons());
      const games = new Set(lessons.map((l) => l.game));
      assert.deepEqual([...games], ['parallel-worlds', 'pocket-mutation', 'plunder']);
      assert.ok(lessons.length >= 20, `${lessons.length} lessons`);
      assert.equal(await page.evaluate(() => window.__test.lesson()), null);
      await tools.screenshot(page, 'learn-list.png');

      await openLesson(page, baseUrl, 'pw-middle-level', '2d');
      assert.equal(await page.evaluate(() => window.__test.fen()), MIDDLE_START);
      const start = await lesson(page);
      assert.deepEqual(
        { step: start.step, steps: start.steps, done: start.done, stars: start.stars },
        { step: 0, steps: 1, done: false, stars: 0 },
      );
      assert.deepEqual(start.goal, { kind: 'occupy', men: { '2h6': 'P' } });

      // A wrong sub-move: the pawn stops short, and on level 2 no later sub-move of this turn can
      // bring it on. The lesson answers at once (no End turn needed), takes it back and stays open.
      await play(page, '2c1', '2c4');
      await waitLesson(page, "state.feedback === 'unreachable'", 'the refusal');
      await page.getByText('After that sub-move the goal can no longer be reached').waitFor(STEP);
      await tools.screenshot(page, 'learn-refused-2d.png');
      await page.waitForFunction((want) => window.__test.fen() === want, MIDDLE_START, STEP);
      assert.equal((await lesson(page)).done, false);

      await play(page, '2c1', '2h6');
      await waitLesson(page, 'state.done', 'the solution');
      const late = await lesson(page);
      // The refused sub-move counts as a move and as a wrong try: two stars.
      assert.equal(late.step, 2, 'the refused move counts');
      assert.equal(late.wrong, 1);
      assert.equal(late.stars, 2);

      // Again from the start, straight to the goal: three stars, kept for the list.
      await page.getByRole('button', { name: 'Start again' }).click();
      await waitLesson(page, 'state.step === 0 && !state.done', 'the restart');
      await play(page, '2c1', '2h6');
      await waitLesson(page, 'state.done && state.stars === 3', 'three stars');
      await page.getByText('Solved! 3 of 3 stars.').waitFor(STEP);
      await tools.screenshot(page, 'learn-solved-2d.png');
      const saved = await page.evaluate(() => localStorage.getItem('parallel-worlds.lessons'));
      assert.equal(JSON.parse(saved)['pw-middle-level'], 3);

      await page.getByRole('link', { name: 'All lessons' }).click();
      await page
        .locator('.learn-lesson-link', { hasText: 'The middle level' })
        .locator('[data-stars="3"]')
        .waitFor(STEP);
    },
  },
  {
    name: 'a lesson solved by clicks on the 3D board: a step down and a step up',
    async fn(page, baseUrl, tools) {
      await openLesson(page, baseUrl, 'pw-between-levels', '3d');
      await play(page, '2d4', '1d4');
      await waitLesson(page, 'state.step === 1 && !state.done', 'the first sub-move');
      await play(page, '2a5', '3a5');
      await waitLesson(page, 'state.done && state.stars === 3', 'the solution');
      await settled(page);
      await tools.screenshot(page, 'learn-solved-3d.png');
      await page.getByRole('link', { name: 'Next lesson' }).click();
      await page.waitForFunction(
        () => window.__test.lesson?.()?.id === 'pw-three-levels',
        null,
        STEP,
      );
    },
  },
  {
    name: 'a strict lesson refuses another move at once; "show me" plays the solution',
    async fn(page, baseUrl) {
      await openLesson(page, baseUrl, 'pm-promotion', '2d');
      const startFen = await page.evaluate(() => window.__test.fen());
      await page.locator('[data-square="a7"]').click();
      await page.locator('[data-pocket="w"]').click(); // a pawn off a7 can only stay a pawn
      await waitLesson(page, "state.feedback === 'not-the-move'", 'the refusal');
      await page.waitForFunction((want) => window.__test.fen() === want, startFen, STEP);

      await page.getByRole('button', { name: 'Show me' }).click();
      await waitLesson(page, "state.status === 'shown'", 'the demonstration');
      assert.match(await page.evaluate(() => window.__test.fen()), /\[N\]/);
      assert.equal((await lesson(page)).done, false, 'being shown is not solving');
      await page.getByRole('button', { name: 'Try it yourself' }).click();
      await page.waitForFunction((want) => window.__test.fen() === want, startFen, STEP);
    },
  },
  {
    name: 'a wrong sub-move is taken back alone, at once, and the board does not move',
    async fn(page, baseUrl) {
      await openLesson(page, baseUrl, 'pw-levels-1-3', '2d');
      const board = () => page.locator('.board-area').boundingBox();
      const before = await board();
      await play(page, '1g1', '1f3');
      const afterGood = await page.evaluate(() => window.__test.fen());
      // The king's step ends on level 3, where the rook's capture must end: refused alone.
      await play(page, '3a1', '3b1');
      await waitLesson(page, "state.feedback === 'unreachable'", 'the refusal');
      const during = await board();
      assert.deepEqual(during, before, 'the feedback does not push the board');
      await page.waitForFunction((want) => window.__test.fen() === want, afterGood, STEP);
      const record = await page.evaluate(() => window.__test.record());
      assert.ok(record.includes('1g1-1f3'), `the good sub-move stays: ${record}`);
      assert.ok(!record.includes('3a1-3b1'), `the wrong one is gone: ${record}`);
      await play(page, '3h1', '3h6');
      await waitLesson(page, 'state.done', 'the solution');
      const solved = await lesson(page);
      assert.deepEqual({ wrong: solved.wrong, stars: solved.stars }, { wrong: 1, stars: 2 });
      assert.deepEqual(await board(), before, 'nor does "Solved!"');
    },
  },
  {
    name: 'a hint costs a star',
    async fn(page, baseUrl) {
      await openLesson(page, baseUrl, 'pw-middle-level', '2d');
      await page.getByRole('button', { name: 'Hint' }).click();
      await page.getByText('Like a queen: along the diagonal c1–h6.').waitFor(STEP);
      await waitLesson(page, 'state.hints === 1', 'the hint read');
      await play(page, '2c1', '2h6');
      await waitLesson(page, 'state.done', 'the solution');
      const solved = await lesson(page);
      assert.deepEqual(
        { wrong: solved.wrong, hints: solved.hints, stars: solved.stars },
        { wrong: 0, hints: 1, stars: 2 },
      );
      await page.getByText('Solved! 2 of 3 stars.').waitFor(STEP);
    },
  },
  {
    name: 'a lesson that ends the game shows no game-over banner',
    async fn(page, baseUrl) {
      await openLesson(page, baseUrl, 'pw-king-capture', '2d');
      await play(page, '3d1', '3d8');
      await waitLesson(page, 'state.done && state.stars === 3', 'the solution');
      await page.getByText('Solved! 3 of 3 stars.').waitFor(STEP);
      await page.waitForTimeout(800); // the banner would be up by now
      assert.equal(await page.locator('[data-testid="game-over"]').count(), 0);
    },
  },
  {
    name: 'a turn that solves a lesson in 3D does not swing the camera to the other side',
    async fn(page, baseUrl) {
      await openLesson(page, baseUrl, 'pw-three-levels', '3d');
      await settled(page);
      const before = await page.evaluate(() => window.__test.camera());
      await play(page, '1g1', '1f3');
      await play(page, '2d2', '2d5');
      await play(page, '3h1', '3h4'); // the third sub-move ends the turn: Black is to move
      await waitLesson(page, 'state.done && state.stars === 3', 'the solution');
      await page.waitForTimeout(1500); // a swing would have begun
      await settled(page);
      const after = await page.evaluate(() => window.__test.camera());
      for (const key of ['position', 'target'])
        after[key].forEach((value, i) =>
          assert.ok(
            Math.abs(value - before[key][i]) < 1e-3,
            `${key}: ${before[key]} → ${after[key]}`,
          ),
        );
      assert.equal(await page.locator('[data-testid="game-over"]').count(), 0);
    },
  },
];
