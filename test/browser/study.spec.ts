// The study page (issue 46, src/ui/study): a study written by clicking — a new study, its
// Parallel worlds chapter in 3D with an arrow right-dragged from level 1 to level 3 and a
// comment, a second chapter of PlunderChess with a turn and its comment, renamed, moved up — is
// kept after a reload, exported as a file and imported again (a broken file refused with its
// place named); and an account's study, saved to a real game server, opened read-only in a
// second browser through its link. Screenshots (SCREENSHOTS=1) at 1280×800, 1920×1080 and
// 390×844 in English and Russian.
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, pictureTest, test } from './fixtures';
import { signUp } from './support/accounts';
import { PHONE } from './support/browsers';
import { rightDrag, waitShapes } from './support/drawing';
import { freshPage, startServer } from './support/gameServer';
import { typeMoves } from './support/gamePage';
import { newStudy, saved, scene, study } from './support/studyPage';
import { STEP_TIMEOUT } from './support/view3d';

const STEP = STEP_TIMEOUT;
const names = (page: Page) => page.getByTestId('chapter-name').allTextContents();

test.describe('study:', () => {
  test('written by clicking, kept after a reload, exported and imported again', async ({
    page,
    app,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await newStudy(page, app.url);
    expect(await study(page)).toMatchObject({ kind: 'annotated', synced: false });
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Study name' }).fill('Between levels');

    // chapter 1: Parallel worlds chess in 3D, an arrow from level 1 to level 3, a comment
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Stepping up');
    await scene(page);
    await rightDrag(page, '1e2', '3e7');
    await waitShapes(page, 'G1e23e7');
    await page.getByRole('textbox', { name: 'Comment' }).fill('Look up two levels');

    // chapter 2: a new board of PlunderChess, a turn and its comment
    await page.getByRole('combobox', { name: 'A new board of' }).selectOption('plunder');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => study(page)).toMatchObject({ chapter: 2, chapters: 2 });
    await expect(page.locator('.view2d')).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Plunder opening');
    await typeMoves(page, ['e4']);
    await page.getByRole('textbox', { name: 'Comment' }).fill('The centre first');
    await expect(page.getByTestId('move-tree')).toContainText('1.e4 The centre first');

    // moved up: the PlunderChess chapter first, still shown
    await page.getByRole('button', { name: 'Move up: Plunder opening' }).click();
    expect(await names(page)).toEqual(['Plunder opening', 'Stepping up']);
    await expect.poll(() => study(page)).toMatchObject({ chapter: 1, chapters: 2 });
    await saved(page);

    // a reload finds it as it was written
    await page.reload();
    await expect(page.getByTestId('study-name')).toHaveText('Between levels', STEP);
    expect(await names(page)).toEqual(['Plunder opening', 'Stepping up']);
    await expect(page.getByTestId('move-tree')).toContainText('1.e4 The centre first');
    await page.getByRole('link', { name: /Stepping up/ }).click();
    await expect.poll(() => study(page)).toMatchObject({ chapter: 2, kind: 'annotated' });
    await scene(page);
    await waitShapes(page, 'G1e23e7');
    await expect(page.getByTestId('move-tree')).toContainText('Look up two levels');

    // exported as a file
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('between-levels.json');
    const file = join(tmpdir(), `study-${Date.now()}.json`);
    await download.saveAs(file);
    const exported = JSON.parse(readFileSync(file, 'utf8')) as {
      name: string;
      chapters: Array<{ name: string; view?: string }>;
    };
    expect(exported.name).toBe('Between levels');
    expect(exported.chapters.map((chapter) => [chapter.name, chapter.view])).toEqual([
      ['Plunder opening', undefined],
      ['Stepping up', '3d'],
    ]);

    // a broken file is refused with its place named; the good one opens as a new study
    const broken = join(tmpdir(), `broken-${Date.now()}.json`);
    exported.chapters[1] = { ...exported.chapters[1]!, view: 'sideways' };
    writeFileSync(broken, JSON.stringify(exported));
    await page.getByTestId('study-import').setInputFiles(broken);
    await expect(page.getByRole('alert')).toContainText('chapter 2: “view”');
    const before = new URL(page.url()).searchParams.get('study');
    await page.getByTestId('study-import').setInputFiles(file);
    await expect.poll(() => new URL(page.url()).searchParams.get('study')).not.toBe(before);
    await expect(page.getByTestId('study-name')).toHaveText('Between levels', STEP);
    expect(await names(page)).toEqual(['Plunder opening', 'Stepping up']);
  });

  test('an interactive chapter written by its author is answered for its reader', async ({
    page,
    app,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await newStudy(page, app.url);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('combobox', { name: 'A new board of' }).selectOption('plunder');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => study(page)).toMatchObject({ chapter: 2, chapters: 2 });
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('interactive');
    await expect.poll(() => study(page)).toMatchObject({ kind: 'interactive' });
    // the main line 1.e4; a wrong turn 1.d4 answered by the author; a hint before the turn
    const tree = page.getByTestId('move-tree');
    await typeMoves(page, ['e4']);
    await tree.getByRole('button', { name: 'Start position' }).click();
    await typeMoves(page, ['d4']);
    await page.getByRole('textbox', { name: 'Comment' }).fill('Not the queen’s pawn yet');
    await expect(page.getByTestId('tree-variation')).toHaveText('1.d4 Not the queen’s pawn yet');
    await tree.getByRole('button', { name: 'Start position' }).click();
    await page
      .getByRole('textbox', { name: 'Hint for the move to find here' })
      .fill('The king’s pawn');
    await saved(page);

    // the reader's turn: the hint, the wrong turn answered and taken back, the right one solves it
    await page.getByRole('button', { name: 'Done editing' }).click();
    const panel = page.locator('.gamebook-panel');
    await expect(panel).toContainText('Find the right turn for White.');
    await panel.getByRole('button', { name: 'Hint' }).click();
    await expect(panel).toContainText('The king’s pawn');
    await typeMoves(page, ['d4']);
    await expect(panel.getByRole('status')).toContainText('Not the queen’s pawn yet');
    await expect.poll(() => page.evaluate(() => window.__test!.fen())).toMatch(/ w /);
    await typeMoves(page, ['e4']);
    await expect(panel.getByRole('status')).toHaveText('Solved: that is the end of the line.');
  });

  test("an account's study is kept on the server and opens read-only in another browser", async ({
    page,
  }) => {
    const server = await startServer();
    const friend = await freshPage(page);
    try {
      await signUp(page, server.origin, `anna${Date.now() % 100000}`);
      await newStudy(page, server.origin);
      const id = new URL(page.url()).searchParams.get('study')!;
      expect(id).not.toMatch(/^local-/);
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByRole('textbox', { name: 'Study name' }).fill('Shared study');
      await page.getByRole('combobox', { name: 'Who can open it' }).selectOption('unlisted');
      await saved(page);
      const link = await page.locator('[data-study-link]').getAttribute('data-study-link');
      expect(link).toContain(`?study=${id}`);

      await friend.page.goto(link!);
      await expect(friend.page.getByTestId('study-name')).toHaveText('Shared study', STEP);
      await expect
        .poll(() => study(friend.page), STEP)
        .toEqual({
          id,
          chapter: 1,
          chapters: 1,
          kind: 'annotated',
          synced: false,
        });
      await expect(friend.page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
      await expect(friend.page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();
      await expect(friend.page.getByRole('textbox', { name: 'Comment' })).toBeHidden();

      // private again: the other browser finds none
      await page.getByRole('combobox', { name: 'Who can open it' }).selectOption('private');
      await saved(page);
      await friend.page.reload();
      await expect(friend.page.getByRole('alert')).toContainText('There is no such study', STEP);
    } finally {
      await friend.close();
      await server.stop();
    }
  });

  // The page as its readers and authors see it, in both languages, on three screens.
  for (const language of ['en', 'ru'] as const)
    for (const [label, options] of [
      ['1280x800', { viewport: { width: 1280, height: 800 } }],
      ['1920x1080', { viewport: { width: 1920, height: 1080 } }],
      ['390x844', PHONE],
    ] as const)
      pictureTest(`pictures: ${language} ${label}`, async ({ page, app, tools }) => {
        const context = await page.context().browser()!.newContext(options);
        const shown = await context.newPage();
        await shown.addInitScript(
          (lang) =>
            localStorage.setItem('parallel-worlds.settings', JSON.stringify({ language: lang })),
          language,
        );
        try {
          await newStudy(shown, app.url);
          await scene(shown);
          await rightDrag(shown, '1e2', '3e7');
          await expect
            .poll(() => shown.evaluate(() => window.__test?.shapes() ?? ''), STEP)
            .not.toBe('');
          await shown.locator('.study-actions button[aria-pressed]').click();
          await shown
            .locator('.tree-comment-field textarea')
            .first()
            .fill(language === 'ru' ? 'Смотрите на два уровня выше' : 'Look up two levels');
          await saved(shown);
          await tools.screenshot(shown, `study-edit-${language}-${label}.png`, { fullPage: true });
          await shown.locator('.study-actions button[aria-pressed]').click();
          await shown.mouse.move(2, 2);
          await tools.screenshot(shown, `study-read-${language}-${label}.png`, { fullPage: true });
        } finally {
          await context.close();
        }
      });
});
