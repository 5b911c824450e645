// The built-in lessons as studies (issue 46): "Copy to my studies" on a lesson saves it as a
// study of one interactive chapter and opens it on the study page (`?study=<id>&chapter=1`),
// where it is played as the lesson is (a wrong sub-move answered at once in the lesson's words);
// "Copy the course to my studies" under a course, in Russian, saves the whole course worded in
// Russian. Read through `window.__test.study()` and the chapters' names the study page lists.
// Screenshots (SCREENSHOTS=1): the list and a lesson with the buttons, 1280×800 and 390×844, in
// English and Russian.
import type { Page } from '@playwright/test';
import { expect, pictureTest, test } from './fixtures';
import { clickMove, STEP_TIMEOUT } from './support/view3d';

const STEP = STEP_TIMEOUT;
const study = (page: Page) => page.evaluate(() => window.__test?.study?.() ?? null);
const names = (page: Page) => page.getByTestId('chapter-name').allTextContents();

const MIDDLE_START = '7k/8/8/8/8/8/8/K7|8/8/8/2n5/8/8/8/2P5|7k/8/8/8/8/8/8/K7 w - - 0 5';

/** Plays one sub-move by two clicks and waits until the game has it. */
async function play(page: Page, from: string, to: string) {
  await clickMove(page, from, to);
  await page.waitForFunction((m) => window.__test!.record().includes(m), `${from}-${to}`, STEP);
}

const inRussian = (page: Page) =>
  page.addInitScript(() =>
    localStorage.setItem('parallel-worlds.settings', JSON.stringify({ language: 'ru' })),
  );

test.describe('lessons as studies:', () => {
  test('a lesson copied to my studies opens on the study page as its chapter, played as the lesson', async ({
    page,
    app,
  }) => {
    await page.goto(`${app.url}?learn=pw-middle-level&view=2d`);
    await page.waitForFunction(() => window.__test?.lesson?.()?.id === 'pw-middle-level');
    await page.getByRole('button', { name: 'Copy to my studies' }).click();
    await expect(page).toHaveURL(/\?study=local-\w+&chapter=1$/, STEP);
    await expect
      .poll(() => study(page), STEP)
      .toMatchObject({ chapter: 1, chapters: 1, kind: 'interactive', synced: false });
    await expect.poll(() => names(page), STEP).toEqual(['The middle level']);

    // Kept in this browser: opened again (on the flat boards), it is played as the lesson is.
    await page.goto(`${page.url()}&view=2d`);
    await expect.poll(() => study(page), STEP).toMatchObject({ chapters: 1, kind: 'interactive' });
    expect(await app.fen()).toBe(MIDDLE_START);
    const panel = page.locator('.gamebook-panel');
    await expect(panel.getByText('Send the pawn on 2c1 to the marked square 2h6')).toBeVisible(
      STEP,
    );
    // The lesson's judge answers a wrong sub-move at once, in the lesson's words, and takes it back.
    await play(page, '2c1', '2c4');
    await expect(
      panel.getByText('After that sub-move the goal can no longer be reached'),
    ).toBeVisible(STEP);
    await expect.poll(() => app.fen(), STEP).toBe(MIDDLE_START);
    await play(page, '2c1', '2h6');
    await expect(panel).toHaveAttribute('data-phase', 'done', STEP);
  });

  test('a course copied in Russian is a study of all its lessons, worded in Russian', async ({
    page,
    app,
  }) => {
    await inRussian(page);
    await page.goto(`${app.url}?learn`);
    await page.waitForFunction(() => typeof window.__test?.lessons === 'function');
    const plunder = page.locator('[data-course="plunder"]');
    await plunder.getByRole('button', { name: 'Скопировать курс в мои студии' }).click();
    await expect(page).toHaveURL(/\?study=local-\w+&chapter=1$/, STEP);
    await expect
      .poll(() => study(page), STEP)
      .toMatchObject({ chapter: 1, chapters: 5, kind: 'interactive' });
    const chapters = await names(page);
    expect(chapters).toHaveLength(5);
    for (const name of chapters) expect(name).toMatch(/[а-яё]/i);
  });
});

pictureTest(
  'lessons as studies: the copy buttons, 1280×800 and 390×844, EN and RU',
  async ({ page, app, tools }) => {
    await page.addInitScript(() => {
      const language = new URLSearchParams(location.search).get('lang') ?? 'en';
      localStorage.setItem('parallel-worlds.settings', JSON.stringify({ language }));
    });
    for (const language of ['en', 'ru'] as const)
      for (const [width, height] of [
        [1280, 800],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto(`${app.url}?learn&lang=${language}`);
        await page.waitForFunction(() => typeof window.__test?.lessons === 'function');
        await tools.screenshot(page, `lessons-study-list-${language}-${width}.png`, {
          fullPage: true,
        });
        await page.goto(`${app.url}?learn=pw-middle-level&view=2d&lang=${language}`);
        await page.waitForFunction(() => window.__test?.lesson?.()?.id === 'pw-middle-level');
        await tools.screenshot(page, `lessons-study-lesson-${language}-${width}.png`, {
          fullPage: true,
        });
      }
  },
);
