// A puzzle race with three browsers (issue 45, docs/puzzles.md §The race's pages) against a real
// embedded game server: the host opens a race of Pocket mutation chess on the big screen, two
// players join on their phones by its code (one first tries a name already taken), the host
// starts it, Alice solves her first puzzle (typing the solution) and Bob misses his (a legal move
// the judge refuses), and the host's leaderboard and teacher's grid show it; Bob's reload and the
// host's keep their places; the host ends the race and the podium stands Alice first, also on
// the presenter's race slide. A code that cannot be one and a race that does not exist are said
// in words. Under SCREENSHOTS=1 it also takes the big screen at 1920×1080 and 1280×800 and the
// phone at 390×844; picture tests take the same in Russian and a hall of two hundred players
// (joined from this process by the protocol's client): reports/screenshots/race-*.png.
import { readFileSync } from 'node:fs';
import { join as joinPath } from 'node:path';
import type { Page } from '@playwright/test';
import { judgePuzzle } from '../../src/puzzles/judge';
import type { Puzzle } from '../../src/puzzles/puzzle';
import {
  gameById,
  legalMoves,
  makeFen,
  makeMove,
  parseFen,
  parseMove,
  play,
} from '../../src/rules';
import { RaceClient } from '../../src/protocol/raceClient';
import { expect, pictureTest, test, type Tools } from './fixtures';
import { PHONE, freshPage, startServer } from './support/gameServer';

const GAME = 'pocket-mutation';
/** The shipped puzzles of the race's game, by id (the server races these). */
const PUZZLES = new Map(
  readFileSync(joinPath(import.meta.dirname, `../../assets/puzzles/${GAME}.jsonl`), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Puzzle)
    .map((puzzle) => [puzzle.id, puzzle]),
);

/** The position after `turns` from the puzzle's, as `window.__test.fen()` writes it. */
function fenAfter(puzzle: Puzzle, turns: readonly string[]): string {
  const position = parseFen(gameById(puzzle.variant)!, puzzle.fen);
  if (!position.ok) throw new Error(position.error);
  let at = position.value;
  for (const move of turns.flatMap((turn) => turn.split(' '))) {
    const parsed = parseMove(at, move);
    if (!parsed.ok) throw new Error(parsed.error);
    at = play(at, parsed.value);
  }
  return makeFen(at);
}

/** A legal move of the puzzle's position that the judge refuses: a miss. */
function aMiss(puzzle: Puzzle): string {
  const start = parseFen(gameById(puzzle.variant)!, puzzle.fen);
  if (!start.ok) throw new Error(start.error);
  for (const move of legalMoves(start.value)) {
    const text = makeMove(start.value, move);
    if (judgePuzzle(puzzle, [text]).kind === 'wrong') return text;
  }
  throw new Error(`puzzle ${puzzle.id}: every move is right`);
}

/** The board's FEN, or null between two puzzles (no board then). */
const boardFen = (page: Page) => page.evaluate(() => window.__test?.fen() ?? null);

/**
 * Types a move into the phone's typed-move box. The last move of a puzzle ends it and the next
 * one replaces the board, so the caller waits for what it expects next.
 */
async function typeMove(page: Page, move: string) {
  const input = page.locator('.move-input input');
  await input.fill(move);
  await input.press('Enter');
}

/** The puzzle on a player's phone, once its board is at the puzzle's position. */
async function puzzleOn(page: Page): Promise<Puzzle> {
  const line = page.locator('[data-race-puzzle]');
  // the race's start and the lazy board, on a busy machine; if it never comes, say what the
  // phone shows instead (CI saw this wait fail once, cause unknown)
  await expect(line)
    .toBeVisible({ timeout: 40_000 })
    .catch(async (error: Error) => {
      const shown = await page.evaluate(() => ({
        phase: document.querySelector('[data-race-phase]')?.getAttribute('data-race-phase'),
        text: document.body.innerText.slice(0, 600),
      }));
      throw new Error(`${error.message}\nthe phone shows: ${JSON.stringify(shown)}`);
    });
  const puzzle = PUZZLES.get((await line.getAttribute('data-race-puzzle'))!)!;
  await expect.poll(() => boardFen(page)).toBe(fenAfter(puzzle, []));
  return puzzle;
}

/** Plays the puzzle's solution on the phone's typed-move box, each reply awaited. */
async function solve(page: Page, puzzle: Puzzle) {
  for (let turn = 0; turn < puzzle.solution.length; turn += 2) {
    // the reply played: the solver's turn (a sub-move at a time in Parallel worlds)
    await expect.poll(() => boardFen(page)).toBe(fenAfter(puzzle, puzzle.solution.slice(0, turn)));
    for (const move of puzzle.solution[turn]!.split(' ')) await typeMove(page, move);
  }
}

/** Opens `?race=<code>` on a phone and joins as `name`. */
async function join(page: Page, origin: string, code: string, name: string) {
  await page.goto(`${origin}/?race=${code}`);
  await page.locator('input[name="race-name"]').fill(name);
  await page.locator('form.race-name-form button[type="submit"]').click();
}

/** The host opens a race of GAME (five puzzles, a three-second countdown); gives its code. */
async function openRace(page: Page, origin: string): Promise<string> {
  await page.goto(`${origin}/?race`);
  await page.locator('select[name="race-game"]').selectOption(GAME);
  await page.locator('select[name="race-count"]').selectOption('5');
  await page.locator('select[name="race-countdown"]').selectOption('3');
  await page.locator('form.race-form button[type="submit"]').click();
  const code = page.locator('[data-race-code]').first();
  await expect(code).toBeVisible();
  await expect(page.locator('.race-qr[data-qr="ready"]')).toBeVisible();
  return (await code.getAttribute('data-race-code'))!;
}

/** The big screen at 1920×1080 and 1280×800. */
async function bigScreens(page: Page, tools: Tools, name: string) {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await tools.screenshot(page, `race-${name}-1920.png`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await tools.screenshot(page, `race-${name}-1280.png`);
}

test.describe('a puzzle race', () => {
  test('a host and two phones: join by the code, start, one right and one wrong, the leaderboard and the grid', async ({
    page,
    tools,
  }) => {
    test.setTimeout(90_000);
    const server = await startServer();
    const alice = await freshPage(page, PHONE);
    const bob = await freshPage(page, PHONE);
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      const code = await openRace(page, server.origin);
      expect(page.url()).toContain(`?race=${code}#key=`);
      await expect(page.locator('[data-race-link]')).toHaveAttribute(
        'data-race-link',
        `${server.origin}/?race=${code}`,
      );

      // a code that cannot be one, and one of no race, are said at once
      await alice.page.goto(`${server.origin}/?race=K0QXPA`);
      await expect(alice.page.locator('[data-race-problem="bad-code"]')).toContainText(
        '“K0QXPA” is not a race code',
      );
      await join(alice.page, server.origin, 'ZZZZZZ', 'Alice');
      await expect(alice.page.locator('[data-race-problem="no-such-race"]')).toContainText(
        'There is no race with the code ZZZZZZ',
      );

      await join(alice.page, server.origin, code.toLowerCase(), 'Alice');
      await expect(alice.page.getByText('You are in as Alice.')).toBeVisible();
      // a name taken (in any case): the form stays, with the word, for another name
      await join(bob.page, server.origin, code, 'ALICE');
      await expect(bob.page.locator('[data-race-problem="name-taken"]')).toContainText(
        'already has that name',
      );
      await bob.page.locator('input[name="race-name"]').fill('Bob');
      await bob.page.locator('form.race-name-form button[type="submit"]').click();
      await expect(bob.page.getByText('You are in as Bob.')).toBeVisible();

      await expect(page.locator('[data-race-name]')).toHaveText(['Bob', 'Alice']); // latest first
      await expect(page.locator('[data-race-players]')).toHaveText('2 players');
      await tools.screenshot(alice.page, 'race-phone-wait-en-390.png');
      await bigScreens(page, tools, 'lobby-en');
      await page.getByRole('button', { name: 'Add to the presenter’s playlist' }).click();
      await expect(page.getByRole('status')).toContainText('Added as slide');

      await page.locator('[data-race-start]').click();
      await expect(page.locator('[data-race-countdown]')).toBeVisible();
      const [first, other] = await Promise.all([puzzleOn(alice.page), puzzleOn(bob.page)]);
      expect(first.id).toBe(other.id); // everyone gets the same puzzles
      await expect(page.locator('.race-host')).toHaveAttribute('data-race-phase', 'racing');

      await solve(alice.page, first);
      await typeMove(bob.page, aMiss(other));

      // each phone goes on to the second puzzle, told how the first went
      await expect(alice.page.locator('[data-race-puzzle]')).toHaveAttribute('data-number', '2');
      await expect(alice.page.locator('.race-right')).toHaveText('Right!');
      await expect(alice.page.locator('[data-race-me]')).toHaveAttribute('data-solved', '1');
      await expect(bob.page.locator('[data-race-puzzle]')).toHaveAttribute('data-number', '2');
      await expect(bob.page.locator('.race-wrong')).toHaveText('Missed. On to the next one.');
      await expect(bob.page.locator('[data-race-me]')).toContainText('Rank 2 of 2');
      await tools.screenshot(alice.page, 'race-phone-en-390.png');

      // the big screen: Alice first with one, Bob second with none
      const alicesRow = page.locator('[data-race-player="Alice"]');
      await expect(alicesRow).toHaveAttribute('data-solved', '1');
      await expect(alicesRow).toHaveAttribute('data-rank', '1');
      await expect(page.locator('[data-race-player="Bob"]')).toHaveAttribute('data-rank', '2');
      await expect(page.locator('[data-race-player="Bob"]')).toHaveAttribute('data-solved', '0');

      // the teacher's grid: Alice right and Bob wrong at puzzle 1, Bob's turn on a press
      await page.locator('[data-race-grid-toggle]').click();
      const cell = (name: string, puzzle: number) =>
        page.locator(`[data-grid-player="${name}"] td[data-puzzle="${puzzle}"]`);
      await expect(cell('Alice', 1)).toHaveAttribute('data-answer', 'right');
      await expect(cell('Bob', 1)).toHaveAttribute('data-answer', 'wrong');
      await expect(cell('Bob', 2)).toHaveAttribute('data-answer', 'none');
      await cell('Bob', 1).getByRole('button').click();
      await expect(page.locator('[data-turns-of="Bob 1"]')).toContainText(aMiss(other));
      await bigScreens(page, tools, 'racing-en');

      // a reload keeps Bob's place (the second puzzle, his score) and the host's (its key)
      await page.reload();
      await expect(page.locator('[data-race-player="Alice"]')).toHaveAttribute('data-solved', '1');
      await bob.page.reload();
      await expect(bob.page.locator('[data-race-puzzle]')).toHaveAttribute('data-number', '2');
      await expect(bob.page.locator('[data-race-me]')).toHaveAttribute('data-solved', '0');

      await page.getByRole('button', { name: 'End the race now' }).click();
      await expect(page.locator('[data-step="1"] [data-podium="Alice"]')).toBeVisible();
      await expect(alice.page.locator('[data-race-end]')).toContainText(
        'You finished 1 of 2, with 1 solved.',
      );
      await bigScreens(page, tools, 'podium-en');

      // the presenter's race slide: the race's podium, as a screen sees it
      await page.evaluate(
        (race) =>
          localStorage.setItem(
            'parallel-worlds.playlists',
            JSON.stringify({ race: JSON.stringify({ id: 'race', slides: [race] }) }),
          ),
        { kind: 'race', code },
      );
      await page.goto(`${server.origin}/?present&idle=600&playlist=race`);
      const slide = page.locator(`.race-screen[data-race-code="${code}"]`);
      await expect(slide).toHaveAttribute('data-race-phase', 'finished');
      await expect(slide.locator('[data-step="1"] [data-podium="Alice"]')).toBeVisible();
      await tools.screenshot(page, 'race-slide-en-1280.png');
    } finally {
      await alice.close();
      await bob.close();
      await server.stop();
    }
  });

  pictureTest('in Russian: the big screen and a phone', async ({ page, tools }) => {
    test.setTimeout(90_000);
    const server = await startServer();
    const russian = () =>
      localStorage.setItem('parallel-worlds.settings', JSON.stringify({ language: 'ru' }));
    await page.addInitScript(russian);
    const phone = await freshPage(page, PHONE);
    await phone.page.addInitScript(russian);
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${server.origin}/?race`);
      await expect(page.locator('h1')).toHaveText('Гонка задач');
      await tools.screenshot(page, 'race-open-ru-1280.png');
      const code = await openRace(page, server.origin);
      await join(phone.page, server.origin, code, 'Маша');
      await expect(phone.page.getByText('Вы в гонке как Маша.')).toBeVisible();
      await tools.screenshot(phone.page, 'race-phone-wait-ru-390.png');
      await bigScreens(page, tools, 'lobby-ru');
      await page.locator('[data-race-start]').click();
      const puzzle = await puzzleOn(phone.page);
      await solve(phone.page, puzzle);
      await expect(phone.page.locator('[data-race-me]')).toHaveAttribute('data-solved', '1');
      await tools.screenshot(phone.page, 'race-phone-ru-390.png');
      await page.locator('[data-race-grid-toggle]').click();
      await bigScreens(page, tools, 'racing-ru');
      await page.getByRole('button', { name: 'Закончить гонку сейчас' }).click();
      await expect(page.locator('[data-step="1"] [data-podium="Маша"]')).toBeVisible();
      await bigScreens(page, tools, 'podium-ru');
    } finally {
      await phone.close();
      await server.stop();
    }
  });

  pictureTest('a hall of two hundred on the big screen', async ({ page, tools }) => {
    test.setTimeout(180_000);
    const server = await startServer();
    const hall: RaceClient[] = [];
    try {
      await page.setViewportSize({ width: 1920, height: 1080 });
      const code = await openRace(page, server.origin);
      // two hundred players join from this process, twenty at a time
      for (let first = 0; first < 200; first += 20) {
        const batch = Array.from({ length: 20 }, (_, i) =>
          RaceClient.open({
            endpoints: [server.origin],
            code,
            name: `Player ${String(first + i + 1).padStart(3, '0')}`,
          }),
        );
        hall.push(...(await Promise.all(batch)));
      }
      await expect(page.locator('[data-race-players]')).toHaveText('200 players');
      await bigScreens(page, tools, 'hall-lobby-en');
      await page.locator('[data-race-start]').click();
      await Promise.all(
        hall.map((client) =>
          client.waitFor(() => client.times?.phase === 'racing', 30_000, 'racing'),
        ),
      );
      // each answers one to three puzzles, some right and some wrong, each after the last's word
      await Promise.all(
        hall.map(async (client, i) => {
          const ids = client.welcome!.puzzles;
          for (let index = 0; index < 1 + (i % 3); index++) {
            const puzzle = PUZZLES.get(ids[index]!)!;
            const right = (i + index) % 4 !== 0;
            client.answer(index, right ? puzzle.solution.filter((_, t) => t % 2 === 0) : []);
            await client.waitFor(() => client.answers.length > index, 30_000, 'answered');
          }
        }),
      );
      await expect(page.locator('[data-more]')).toHaveAttribute('data-more', '180');
      await expect(page.locator('.race-row').first()).toHaveAttribute('data-solved', '3');
      await page.setViewportSize({ width: 1920, height: 1080 });
      await bigScreens(page, tools, 'hall-racing-en');
      await page.locator('[data-race-grid-toggle]').click();
      await page.locator('.race-grid').scrollIntoViewIfNeeded();
      await tools.screenshot(page, 'race-hall-grid-en-1280.png');
    } finally {
      await Promise.all(hall.map((client) => client.close()));
      await server.stop();
    }
  });
});
