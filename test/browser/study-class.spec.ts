// Class mode of a study (issue 46, docs/studies.md §Class mode) with four browsers against a real
// embedded game server: a teacher opens a study of two flat chapters (2D boards: light) and lets
// the class follow; three students join by the link with names (one first tries a name taken),
// follow the teacher to a position of the first chapter; one leaves to explore (a step of its
// own: synced false) and comes back with one click (synced true, at the teacher's position); the
// teacher goes to the interactive chapter, the students follow, one answers right and one wrong,
// and the teacher's answers panel shows both (and the third: not yet), also after the teacher's
// reload (the tab leads the same room, which kept them). Under SCREENSHOTS=1 it
// takes the teacher's answers panel and a student's view at 1280×800 and 390×844, in English and
// in Russian: reports/screenshots/study-class-*.png.
import type { Page } from '@playwright/test';
import { expect, pictureTest, test, type Tools } from './fixtures';
import { typeMoves } from './support/gamePage';
import { DESKTOP, PHONE, freshPage, startServer } from './support/gameServer';

const STUDY_ID = 'local-classtest';
/** The teacher's study: an annotated chapter and an interactive one, both of PlunderChess. */
const STUDY = {
  format: 'parallel-worlds-study',
  version: 1,
  name: 'Openings',
  visibility: 'private',
  chapters: [
    {
      name: 'The king’s pawn',
      kind: 'annotated',
      orientation: 'white',
      tree: {
        version: 1,
        game: 'plunder',
        root: {
          comment: 'Two pawns meet.',
          children: [
            { moves: ['e2e4'], children: [{ moves: ['e7e5'], children: [{ moves: ['g1f3'] }] }] },
          ],
        },
      },
    },
    {
      name: 'Find the move',
      kind: 'interactive',
      orientation: 'white',
      tree: {
        version: 1,
        game: 'plunder',
        root: {
          children: [
            { moves: ['e2e4'], comment: 'Yes: the centre.', children: [{ moves: ['e7e5'] }] },
            { moves: ['d2d4'], comment: 'Not the queen’s pawn today.' },
          ],
        },
      },
    },
  ],
};

/** Keeps the study in the teacher's browser, as the study page keeps a local one (studyRepo.ts). */
async function keepStudy(page: Page, origin: string) {
  await page.goto(`${origin}/?rules`);
  await page.evaluate(
    ({ id, data }) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('parallel-worlds-studies', 1);
        request.onupgradeneeded = () =>
          request.result.createObjectStore('studies', { keyPath: 'id' });
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const tx = request.result.transaction('studies', 'readwrite');
          tx.objectStore('studies').put({ id, data, updated: Date.now(), pending: false });
          tx.oncomplete = () => {
            request.result.close();
            resolve();
          };
        };
      }),
    { id: STUDY_ID, data: STUDY },
  );
}

const study = (page: Page) => page.evaluate(() => window.__test?.study?.() ?? null);
const fenOf = (page: Page) => page.evaluate(() => window.__test?.fen?.() ?? null);

/** A student opens the class's link and joins as `name`. */
async function join(page: Page, link: string, name: string) {
  await page.goto(link);
  await page.locator('[data-class-name]').fill(name);
  await page.locator('[data-class-join] button[type="submit"]').click();
}

/** The teacher opens the study at its first chapter and lets the class follow: its code. */
async function teach(page: Page, origin: string): Promise<string> {
  await keepStudy(page, origin);
  await page.goto(`${origin}/?study=${STUDY_ID}&chapter=1`);
  await expect.poll(() => study(page)).toMatchObject({ id: STUDY_ID, chapter: 1, synced: false });
  await page.locator('[data-class-start]').click();
  const code = page.locator('[data-class-teacher] [data-follow-code]');
  await expect(code).toBeVisible();
  return (await code.getAttribute('data-follow-code'))!;
}

async function pictures(tools: Tools, teacher: Page, student: Page, language: string) {
  const top = (page: Page) => page.evaluate(() => window.scrollTo(0, 0));
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await teacher.setViewportSize({ width, height });
    await teacher.locator('[data-class-answers]').scrollIntoViewIfNeeded();
    await tools.screenshot(teacher, `study-class-teacher-${language}-${width}.png`);
    await student.setViewportSize({ width, height });
    await top(student);
    await tools.screenshot(student, `study-class-student-${language}-${width}.png`);
  }
  await tools.screenshot(
    teacher.locator('[data-class-teacher]'),
    `study-class-panel-${language}.png`,
  );
}

/** The whole lesson: joins, following, leaving and coming back, answers; pictures at the end. */
async function lesson(page: Page, tools: Tools, language: 'en' | 'ru') {
  const server = await startServer();
  const russian = () =>
    localStorage.setItem('parallel-worlds.settings', JSON.stringify({ language: 'ru' }));
  if (language === 'ru') await page.addInitScript(russian);
  const students = await Promise.all([
    freshPage(page, PHONE),
    freshPage(page, DESKTOP),
    freshPage(page, DESKTOP),
  ]);
  const [ann, bob, cleo] = students.map((s) => s.page) as [Page, Page, Page];
  if (language === 'ru') for (const s of [ann, bob, cleo]) await s.addInitScript(russian);
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    const code = await teach(page, server.origin);
    const link = `${server.origin}/?follow=${code}`;
    await expect(page.locator('[data-class-teacher] [data-follow-link]')).toHaveAttribute(
      'data-follow-link',
      link,
    );

    // three students join with names; a name taken (in any case) is said, another is taken
    await join(ann, link, 'Ann');
    await join(bob, link, 'Bob');
    await join(cleo, link, 'ANN');
    await expect(cleo.locator('[data-class-problem="name-taken"]')).toBeVisible();
    await cleo.locator('[data-class-name]').fill('Cleo');
    await cleo.locator('[data-class-join] button[type="submit"]').click();
    await expect(page.locator('[data-class-students]')).toHaveAttribute('data-class-students', '3');

    // the teacher steps to the position after 1. e4 e5: every student is there, synced
    const forward = page.locator('.analysis-steps button').nth(2);
    await forward.click();
    await forward.click();
    const teachersFen = await fenOf(page);
    for (const student of [ann, bob, cleo]) {
      await expect
        .poll(() => study(student))
        .toMatchObject({ id: STUDY_ID, chapter: 1, synced: true });
      await expect.poll(() => fenOf(student)).toBe(teachersFen);
    }

    // Bob leaves to explore (a step back of his own), and comes back with one click
    await bob.locator('.analysis-steps button').nth(1).click();
    await expect.poll(async () => (await study(bob))?.synced).toBe(false);
    expect(await fenOf(bob)).not.toBe(teachersFen);
    await bob.locator('[data-class-back]').click();
    await expect.poll(async () => (await study(bob))?.synced).toBe(true);
    await expect.poll(() => fenOf(bob)).toBe(teachersFen);

    // the interactive chapter: the students follow; Ann finds it, Bob does not
    await page.locator('.study-chapter-link').nth(1).click();
    for (const student of [ann, bob, cleo])
      await expect
        .poll(() => study(student))
        .toMatchObject({ chapter: 2, kind: 'interactive', synced: true });
    await typeMoves(ann, ['e2e4']);
    await bob.locator('.move-input input').fill('d2d4');
    await bob.locator('.move-input input').press('Enter');
    const answers = page.locator('[data-class-answers]');
    await expect(answers.locator('[data-student="Ann"]')).toHaveAttribute('data-answer', 'found');
    await expect(answers.locator('[data-student="Bob"]')).toHaveAttribute('data-answer', 'tried');
    await expect(answers.locator('[data-student="Bob"] [data-tried]')).toHaveAttribute(
      'data-tried',
      'd2d4',
    );
    await expect(answers.locator('[data-student="Cleo"]')).toHaveAttribute(
      'data-answer',
      'not-yet',
    );
    // the teacher reloads: the tab leads the same class, whose answers the room kept
    await page.reload();
    await expect(page.locator('[data-class-teacher] [data-follow-code]')).toHaveAttribute(
      'data-follow-code',
      code,
    );
    await expect(answers.locator('[data-student="Ann"]')).toHaveAttribute('data-answer', 'found');
    await expect(answers.locator('[data-student="Bob"]')).toHaveAttribute('data-answer', 'tried');
    await pictures(tools, page, ann, language);
  } finally {
    await Promise.all(students.map((s) => s.close()));
    await server.stop();
  }
}

test.describe('class mode of a study', () => {
  test('a teacher and three students: join with names, follow, explore and come back, answers', async ({
    page,
    tools,
  }) => {
    test.setTimeout(120_000);
    await lesson(page, tools, 'en');
  });

  pictureTest('in Russian', async ({ page, tools }) => {
    test.setTimeout(120_000);
    await lesson(page, tools, 'ru');
  });
});
