// One user's path through studies (issue 46, docs/studies.md), end to end on a real game server:
// a teacher with an account writes a study of three chapters by clicking — a Parallel worlds
// position in 3D with an arrow drawn from level 1 to level 3, an interactive Parallel worlds
// chapter (its main line with the other side's reply, an authored wrong turn whose comment is the
// answer, and the answer to any other move), and a chapter from a record file imported on the
// list page into this study —, makes it unlisted and reads its link; a second browser without an
// account opens the link, finds the arrow, goes to chapter 2 and plays it in 3D: a wrong first
// sub-move is answered at once in the author's words and taken back, the authored wrong turn with
// its comment and taken back whole, and the right turn is answered by the reply and ends the line.
// (The editor records whole turns, so an authored wrong turn is answered once it is ended.)
import { expect, test } from './fixtures';
import { signUp } from './support/accounts';
import { rightDrag, waitShapes } from './support/drawing';
import { freshPage, startServer } from './support/gameServer';
import { fen, newStudy, saved, scene, study } from './support/studyPage';
import { clickMove, STEP_TIMEOUT } from './support/view3d';

const STEP = STEP_TIMEOUT;
const RECORD = `[Game "parallel-worlds"]
[Event "Club final"]

1. 1e2-1e4 end 1... 1e7-1e5 end 2. 1g1-1f3 end *
`;
const ANSWER = 'Not the d-pawn: open the king’s file first.';
const OTHER = 'A centre pawn, please.';

test('a study of three chapters written, shared unlisted, and its interactive chapter played in another browser', async ({
  page,
}) => {
  const server = await startServer();
  const friend = await freshPage(page);
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signUp(page, server.origin, `teacher${Date.now() % 100000}`);
    await newStudy(page, server.origin);
    const id = new URL(page.url()).searchParams.get('study')!;
    expect(id).not.toMatch(/^local-/); // the account's, on the server
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Study name' }).fill('Three ways');

    // chapter 1: Parallel worlds chess in 3D, an arrow from level 1 to level 3
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Between levels');
    await scene(page);
    await rightDrag(page, '1e2', '3e7');
    await waitShapes(page, 'G1e23e7');

    // chapter 2: interactive; the main line 1e2-1e4 and the reply 1e7-1e5, a wrong 1d2-1d4
    await page.getByRole('combobox', { name: 'A new board of' }).selectOption('parallel-worlds');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => study(page)).toMatchObject({ chapter: 2, chapters: 2 });
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('First turn');
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('interactive');
    await expect.poll(() => study(page)).toMatchObject({ kind: 'interactive' });
    await scene(page);
    const start = await fen(page);
    await clickMove(page, '1e2', '1e4');
    await page.getByRole('button', { name: 'End turn', exact: true }).click();
    await clickMove(page, '1e7', '1e5');
    await page.getByRole('button', { name: 'End turn', exact: true }).click();
    const tree = page.getByTestId('move-tree');
    await tree.getByRole('button', { name: 'Start position' }).click();
    await expect.poll(() => fen(page)).toBe(start);
    await clickMove(page, '1d2', '1d4');
    await page.getByRole('button', { name: 'End turn', exact: true }).click();
    await page.getByRole('textbox', { name: 'Comment' }).fill(ANSWER);
    await expect(page.getByTestId('tree-variation')).toHaveText(`1.1d4 end ${ANSWER}`);
    // and the answer to any other first sub-move, on the start position
    await tree.getByRole('button', { name: 'Start position' }).click();
    await page.getByRole('textbox', { name: 'Answer to any other move here' }).fill(OTHER);
    await saved(page);

    // chapter 3: a record file imported on the list page into this study
    await page.goto(`${server.origin}?studies`);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'club.pgn',
      mimeType: 'text/plain',
      buffer: Buffer.from(RECORD),
    });
    const dialog = page.getByRole('dialog', { name: 'Import a record file into a study' });
    await dialog
      .getByRole('combobox', { name: 'Study' })
      .selectOption({ label: 'Three ways (2 chapters)' });
    await dialog.getByRole('button', { name: 'Add and open' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?study=${id}&chapter=3$`), STEP);
    await expect
      .poll(() => study(page), STEP)
      .toEqual({ id, chapter: 3, chapters: 3, kind: 'annotated', synced: false });
    await expect(page.getByTestId('chapter-name')).toHaveText([
      'Between levels',
      'First turn',
      'Club final',
    ]);

    // shared: anyone with the link
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('combobox', { name: 'Who can open it' }).selectOption('unlisted');
    await saved(page);
    const link = await page.locator('[data-study-link]').getAttribute('data-study-link');
    expect(link).toContain(`?study=${id}`);

    // a second browser, no account: the arrow kept, then chapter 2 played in 3D
    const reader = friend.page;
    await reader.goto(link!);
    await expect(reader.getByTestId('study-name')).toHaveText('Three ways', STEP);
    await expect
      .poll(() => study(reader), STEP)
      .toEqual({ id, chapter: 1, chapters: 3, kind: 'annotated', synced: false });
    await expect(reader.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await scene(reader);
    await waitShapes(reader, 'G1e23e7');

    await reader.getByRole('link', { name: /First turn/ }).click();
    await expect.poll(() => study(reader), STEP).toMatchObject({ chapter: 2, kind: 'interactive' });
    await scene(reader);
    const panel = reader.locator('.gamebook-panel');
    const status = panel.getByRole('status');
    await expect(panel).toHaveAttribute('data-phase', 'playing', STEP);
    // a first sub-move no turn of the author's begins with: answered at once, taken back
    await clickMove(reader, '1a2', '1a3');
    await expect(status).toContainText(OTHER);
    await expect(panel).toHaveAttribute('data-wrong', '1');
    await expect(panel).toHaveAttribute('data-phase', 'playing', STEP);
    await expect.poll(() => fen(reader), STEP).toBe(start);
    // the author's wrong turn: answered with its comment once ended, taken back whole
    await clickMove(reader, '1d2', '1d4');
    await reader.getByRole('button', { name: 'End turn', exact: true }).click();
    await expect(status).toContainText(ANSWER);
    await expect(panel).toHaveAttribute('data-wrong', '2');
    await expect(panel).toHaveAttribute('data-phase', 'playing', STEP);
    await expect.poll(() => fen(reader), STEP).toBe(start);

    await clickMove(reader, '1e2', '1e4');
    await reader.getByRole('button', { name: 'End turn', exact: true }).click();
    await expect(panel).toHaveAttribute('data-phase', 'done', STEP);
    await expect(status).toHaveText('Solved: that is the end of the line.');
    await expect.poll(() => fen(reader), STEP).toMatch(/ w /); // the reply played
  } finally {
    await friend.close();
    await server.stop();
  }
});
