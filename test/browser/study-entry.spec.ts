// Browser tests of starting a study (issue 46, docs/studies.md "Starting a study"): on the
// analysis board "Add this position as a chapter" into a new study opens the study page on its
// first chapter (`?study=<id>&chapter=1`), and a second one into that study opens chapter 2;
// importing a record file of three games on the list page (`?studies`) makes one chapter each;
// "Study this game" on a library card and "Add this position as a chapter" in the editor do too;
// through a real game server, an account's import is kept there and, once public, listed under
// "Public studies" for another browser;
// the list shows each study with its chapters and visibility, and deletes one after asking.
// Screenshots (SCREENSHOTS=1): the list and the dialog at 1280×800 and 390×844, English and
// Russian.
import type { Page } from '@playwright/test';
import { expect, pictureTest, test } from './fixtures';
import { signUp } from './support/accounts';
import { typeMoves } from './support/gamePage';
import { freshPage, startServer } from './support/gameServer';

// Three games: named players, an event, none; a variation and comments in the first.
const FILE = `[Game "plunder"]
[White "Anna"]
[Black "Boris"]

1. e4 {the centre} e5 (1... c5 {Sicilian}) 2. Nf3 *

[Game "plunder"]
[Event "Club final"]

1. d4 d5 *

[Game "parallel-worlds"]

1. 1e2-1e4 end 1... 1e7-1e5 end *
`;

const STUDY_ADDRESS = /\?study=(local-[0-9a-f]+)&chapter=(\d+)$/;

/**
 * The study id and chapter number of the address the page went to, once the study page shows that
 * chapter (`window.__test.study()`, testInterface.ts).
 */
async function openedStudy(page: Page): Promise<{ id: string; chapter: number }> {
  await expect(page).toHaveURL(STUDY_ADDRESS);
  const [, id, chapter] = STUDY_ADDRESS.exec(page.url())!;
  await expect
    .poll(() => page.evaluate(() => window.__test?.study?.() ?? null))
    .toMatchObject({ id, chapter: Number(chapter) });
  return { id: id!, chapter: Number(chapter) };
}

/** What the study page reports of the study on screen. */
const studyReport = (page: Page) => page.evaluate(() => window.__test?.study?.() ?? null);

/** The row of a study on the list page. */
const row = (page: Page, section: 'mine' | 'public', name: string) =>
  page.locator(`[data-studies="${section}"] .studies-row`, { hasText: name });

/** Opens the import on the list page with the record file above. */
async function importFile(page: Page) {
  await page.locator('input[type="file"]').setInputFiles({
    name: 'three.pgn',
    mimeType: 'text/plain',
    buffer: Buffer.from(FILE),
  });
}

test('analysis board: "Add this position as a chapter" makes a study and opens its chapter; a second goes to the same study', async ({
  page,
  app,
}) => {
  await app.open({ analyse: 'plunder', fen: '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1' });
  await page.getByRole('button', { name: 'Add this position as a chapter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a chapter to a study' });
  await expect(dialog.getByRole('combobox', { name: 'Study' })).toHaveValue(''); // a new study
  await dialog.getByLabel('Name of the study').fill('Back rank');
  await dialog.getByLabel('Name of the chapter').fill('Mate in one');
  await dialog.getByLabel('Interactive: the student finds the moves').check();
  await dialog.getByRole('button', { name: 'Create and open' }).click();
  const first = await openedStudy(page);
  expect(first.chapter).toBe(1);
  expect(await studyReport(page)).toMatchObject({ chapters: 1, kind: 'interactive' });

  // the same position again, into the study just made: its second chapter
  await app.open({ analyse: 'plunder', fen: '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1' });
  await page.getByRole('button', { name: 'Add this position as a chapter' }).click();
  await dialog
    .getByRole('combobox', { name: 'Study' })
    .selectOption({ label: 'Back rank (1 chapter)' });
  await expect(dialog.getByLabel('Name of the study')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add and open' }).click();
  expect(await openedStudy(page)).toEqual({ id: first.id, chapter: 2 });
  expect(await studyReport(page)).toMatchObject({ chapters: 2, kind: 'annotated' });

  await page.goto(`${app.url}?studies`);
  const listed = row(page, 'mine', 'Back rank');
  await expect(listed.locator('[data-chapters]')).toHaveText('2 chapters');
  await expect(listed.locator('[data-visibility]')).toHaveText('Private');
  await expect(listed).toHaveAttribute('data-study', first.id);
});

test('list page: a record file of three games becomes a study of three chapters; deleting asks first', async ({
  page,
  app,
}) => {
  await page.goto(`${app.url}?studies`);
  await expect(page.getByRole('heading', { name: 'Studies', level: 1 })).toBeVisible();
  await expect(page.locator('.studies-section').first()).toContainText('No studies yet');
  await importFile(page);
  const dialog = page.getByRole('dialog', { name: 'Import a record file into a study' });
  await expect(dialog.locator('[data-games]')).toHaveAttribute('data-games', '3');
  await dialog.getByLabel('Name of the study').fill('Three games');
  await dialog.getByRole('button', { name: 'Create and open' }).click();
  const opened = await openedStudy(page);
  expect(opened.chapter).toBe(1);
  expect(await studyReport(page)).toMatchObject({ chapters: 3, kind: 'annotated' });
  // its chapters are named from the games' headers
  for (const name of ['Anna – Boris', 'Club final', 'Game 3'])
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();

  await page.goto(`${app.url}?studies`);
  const listed = row(page, 'mine', 'Three games');
  await expect(listed.locator('[data-chapters]')).toHaveText('3 chapters');
  await listed.getByRole('button', { name: 'Delete the study Three games' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(listed).toHaveCount(0);
  await expect(page.locator('.studies-section').first()).toContainText('No studies yet');
});

test('list page: a record file with a broken game says which, and makes nothing', async ({
  page,
  app,
}) => {
  await page.goto(`${app.url}?studies`);
  await page.getByRole('button', { name: 'Import a record file' }).waitFor();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'broken.pgn',
    mimeType: 'text/plain',
    buffer: Buffer.from(FILE.replace('1. d4 d5 *', '1. d4 d4 *')),
  });
  const dialog = page.getByRole('dialog', { name: 'Import a record file into a study' });
  await expect(dialog.getByRole('alert')).toContainText('2');
  await expect(dialog.getByRole('button', { name: 'Create and open' })).toBeDisabled();
});

test('library: "Study this game" makes a study of the game kept; the editor adds its position to it', async ({
  page,
  app,
}) => {
  await app.open({ game: 'plunder', view: '2d' });
  await typeMoves(page, ['e2e4', 'e7e5']);
  await expect(page.locator('.save-status[data-save-state="saved"]')).toBeVisible();
  await page.getByRole('link', { name: /Back to games/ }).click();
  await page.getByRole('button', { name: 'Study this game: PlunderChess' }).click();
  const dialog = page.getByRole('dialog', { name: 'Study this game' });
  await expect(dialog.getByLabel('Name of the chapter')).toHaveValue('PlunderChess');
  await dialog.getByLabel('Name of the study').fill('Kept games');
  await dialog.getByRole('button', { name: 'Create and open' }).click();
  const first = await openedStudy(page);
  expect(await studyReport(page)).toMatchObject({ chapter: 1, chapters: 1, kind: 'annotated' });

  await app.open({ edit: 'plunder' });
  await page.getByRole('button', { name: 'Add this position as a chapter' }).click();
  const adding = page.getByRole('dialog', { name: 'Add a chapter to a study' });
  await adding
    .getByRole('combobox', { name: 'Study' })
    .selectOption({ label: 'Kept games (1 chapter)' });
  await adding.getByLabel('Practice: played out against the computer').check();
  await adding.getByRole('button', { name: 'Add and open' }).click();
  expect(await openedStudy(page)).toEqual({ id: first.id, chapter: 2 });
  expect(await studyReport(page)).toMatchObject({ chapters: 2, kind: 'practice' });
});

test("an account's imported study is the server's; made public, another browser lists it", async ({
  page,
}) => {
  const server = await startServer();
  const friend = await freshPage(page);
  try {
    await signUp(page, server.origin, `tutor${Date.now() % 100000}`);
    await page.goto(`${server.origin}?studies`);
    await importFile(page);
    const dialog = page.getByRole('dialog', { name: 'Import a record file into a study' });
    await expect(dialog.getByLabel('Name of the study')).toHaveValue('three'); // the file's name
    await dialog.getByRole('button', { name: 'Create and open' }).click();
    await expect(page).toHaveURL(/\?study=[^&]+&chapter=1$/);
    const id = new URL(page.url()).searchParams.get('study')!;
    expect(id).not.toMatch(/^local-/);
    await expect.poll(() => studyReport(page)).toMatchObject({ id, chapter: 1, chapters: 3 });
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('combobox', { name: 'Who can open it' }).selectOption('public');
    await expect(page.locator('.study-mark[data-save="saved"]')).toBeVisible();

    await page.goto(`${server.origin}?studies`);
    const mine = row(page, 'mine', 'three');
    await expect(mine.locator('[data-visibility]')).toHaveText('Public');
    await expect(mine).not.toContainText('In this browser');

    await friend.page.goto(`${server.origin}?studies`);
    const shared = row(friend.page, 'public', 'three');
    await expect(shared).toHaveAttribute('data-study', id);
    await expect(shared.locator('[data-chapters]')).toHaveText('3 chapters');
    await expect(shared.getByRole('button', { name: /Delete/ })).toHaveCount(0);
    await expect(friend.page.locator('[data-studies="mine"]')).toHaveCount(0); // none of its own
  } finally {
    await friend.close();
    await server.stop();
  }
});

for (const language of ['en', 'ru'] as const) {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    pictureTest(
      `screenshots: the list and the dialog at ${width}×${height} (${language})`,
      async ({ page, app, tools }) => {
        await page.setViewportSize({ width, height });
        await page.goto(`${app.url}?studies`);
        if (language === 'ru') await page.getByRole('button', { name: 'RU' }).click();
        await importFile(page);
        const dialog = page.locator('.study-entry-dialog');
        await dialog.locator('[data-games]').waitFor();
        await tools.screenshot(page, `study-import-${width}x${height}-${language}.png`);
        await dialog.locator('button[type="submit"]').click();
        await expect(page).toHaveURL(STUDY_ADDRESS);
        await page.goto(`${app.url}?studies`);
        await page.locator('[data-studies="mine"] .studies-row').first().waitFor();
        await tools.screenshot(page, `study-list-${width}x${height}-${language}.png`, {
          fullPage: true,
        });
        await app.open({ analyse: 'plunder' });
        await page.locator('.study-buttons button').nth(1).click();
        await page.locator('.study-entry-dialog select').waitFor();
        await tools.screenshot(page, `study-add-${width}x${height}-${language}.png`);
      },
    );
  }
}
