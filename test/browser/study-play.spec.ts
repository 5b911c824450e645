// A study's chapters that are played (issue 46, src/ui/study/GamebookPanel.tsx and
// PracticePanel.tsx), opened from a study file as a reader opens one: an interactive Parallel
// worlds chapter played in 3D by clicking — a wrong sub-move answered at once with the author's
// words and taken back, the right turn in the other order of its sub-moves, the reply played with
// its comment, the end of the line — and a practice chapter against the computer at level 1: a
// king taken within the one turn allowed reaches the goal; after "Retry", a turn that does not
// misses it and the computer answers. Screenshots (SCREENSHOTS=1) at 1280×800 and 390×844 in
// English and Russian.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, pictureTest, test } from './fixtures';
import { PHONE } from './support/browsers';
import { typeMoves } from './support/gamePage';
import { fen, scene, study } from './support/studyPage';
import { clickMove, STEP_TIMEOUT } from './support/view3d';
import { KNIGHTS_TREE, TAKE_KING_FIELDS } from '../unit/support/gamebookChapters';

const STEP = STEP_TIMEOUT;

/** A study file of two chapters: an interactive one in 3D and a practice one in 2D. */
function studyFile(): string {
  const file = join(tmpdir(), `study-play-${Date.now()}-${Math.random()}.json`);
  const interactive = {
    name: 'Knights out',
    kind: 'interactive',
    orientation: 'white',
    view: '3d',
    tree: KNIGHTS_TREE,
  };
  const practice = { name: 'Take the king', orientation: 'white', view: '2d', ...TAKE_KING_FIELDS };
  writeFileSync(
    file,
    JSON.stringify({
      format: 'parallel-worlds-study',
      version: 1,
      name: 'Played chapters',
      visibility: 'private',
      chapters: [interactive, practice],
    }),
  );
  return file;
}

/** Opens a new study, then the study file as a study of its own. */
async function openStudyFile(page: Page, origin: string) {
  await page.goto(`${origin}?study=new`);
  await expect(page).toHaveURL(/study=(?!new)[\w-]+/, STEP);
  const before = new URL(page.url()).searchParams.get('study');
  await page.getByTestId('study-import').setInputFiles(studyFile());
  await expect.poll(() => new URL(page.url()).searchParams.get('study'), STEP).not.toBe(before);
  await expect
    .poll(() => study(page), STEP)
    .toMatchObject({ chapter: 1, chapters: 2, kind: 'interactive' });
}

test.describe('study chapters played:', () => {
  test('an interactive chapter in 3D, then a practice chapter against level 1', async ({
    page,
    app,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openStudyFile(page, app.url);
    await scene(page);
    const panel = page.locator('.gamebook-panel');
    const status = panel.getByRole('status');
    await expect(panel).toHaveAttribute('data-phase', 'playing');
    await expect(panel).toContainText('Both knights want to come out.');
    await panel.getByRole('button', { name: 'Hint' }).click();
    await expect(panel).toContainText('Both knights, one move each.');

    // a good sub-move, then one no completion can save: answered at once, taken back alone
    await clickMove(page, '1h1', '1g3');
    await expect.poll(() => fen(page), STEP).toMatch(/ ; 1h1-1g3$/);
    await clickMove(page, '3e1', '3d1');
    await expect(status).toHaveText('Bring the knights out. It has been taken back: try again.');
    await expect(panel).toHaveAttribute('data-wrong', '1');
    await expect(panel).toHaveAttribute('data-phase', 'playing', STEP);
    await expect.poll(() => fen(page), STEP).toMatch(/ ; 1h1-1g3$/);

    // the right turn: its other sub-move now, then the reply with its comment
    await clickMove(page, '3h1', '3g3');
    await expect(panel).toContainText('Both knights out.', STEP);
    await expect(panel).toContainText('The kings step aside.', STEP);
    await expect(panel).toHaveAttribute('data-phase', 'playing', STEP);
    await expect.poll(() => fen(page), STEP).toMatch(/ w /);

    // the last turn of the line, in the other order: solved
    await clickMove(page, '3g3', '3e4');
    await clickMove(page, '1g3', '1e4');
    await expect(panel).toHaveAttribute('data-phase', 'done', STEP);
    await expect(status).toHaveText('Solved: that is the end of the line.');
    await expect(panel).toContainText('In the centre.');

    // the practice chapter: a king taken within the one turn allowed
    await page.getByRole('link', { name: /Take the king/ }).click();
    await expect.poll(() => study(page), STEP).toMatchObject({ chapter: 2, kind: 'practice' });
    const practice = page.locator('.practice-panel');
    await expect(practice).toContainText('You play White against the computer (level 1).');
    await expect(practice).toContainText('Capture a king within 1 turn');
    await expect(practice).toContainText('Turns left: 1');
    await clickMove(page, '1a2', '2a2');
    await clickMove(page, '1a1', '1a8');
    await expect(practice).toHaveAttribute('data-status', 'reached', STEP);
    await expect(practice.getByRole('status')).toHaveText('Goal reached!');

    // again: a turn that does not take it misses the goal, and the computer answers
    await practice.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => fen(page), STEP).toMatch(/^k7\/8\/8\/8\/8\/8\/P7\/R3K3\|/);
    await clickMove(page, '1e1', '1d1');
    await page.getByRole('button', { name: 'End turn', exact: true }).click();
    await expect(practice).toHaveAttribute('data-status', 'missed', STEP);
    await expect.poll(() => fen(page), STEP).toMatch(/ w /); // the computer has played its turn
  });

  for (const language of ['en', 'ru'] as const) {
    for (const [label, options] of [
      ['1280x800', { viewport: { width: 1280, height: 800 } }],
      ['390x844', PHONE],
    ] as const) {
      pictureTest(`pictures: ${language} ${label}`, async ({ page, app, tools }) => {
        const context = await page.context().browser()!.newContext(options);
        const shown = await context.newPage();
        await shown.addInitScript(
          (lang) =>
            localStorage.setItem('parallel-worlds.settings', JSON.stringify({ language: lang })),
          language,
        );
        try {
          await openStudyFile(shown, app.url);
          await scene(shown);
          await typeMoves(shown, ['1h1-1f2', '3h1-3f2']);
          await expect(shown.locator('.gamebook-panel').getByRole('status')).toContainText(
            language === 'ru' ? 'возвращён' : 'taken back',
          );
          await tools.screenshot(shown, `study-play-wrong-${language}-${label}.png`, {
            fullPage: true,
          });
          await expect(shown.locator('.gamebook-panel')).toHaveAttribute(
            'data-phase',
            'playing',
            STEP,
          );
          await shown.locator('.study-chapter-link').nth(1).click();
          await expect(shown.locator('.practice-panel')).toBeVisible(STEP);
          await tools.screenshot(shown, `study-play-practice-${language}-${label}.png`, {
            fullPage: true,
          });
        } finally {
          await context.close();
        }
      });
    }
  }
});
