// @vitest-environment jsdom
/**
 * The race pages' parts (src/ui/race, issue 45) in jsdom: the leaderboard holds a hall (two
 * hundred players: the first rows shown, the rest counted, this phone's own row marked), the
 * teacher's grid places each answer at its player and puzzle (right, wrong, not yet) and shows a
 * cell's turns on a click, the podium stands shared ranks on one step, and a player's answer is
 * the solver's turns as the solution writes them; the race's words say the same placeholders in
 * English and Russian. The browser test
 * (test/browser/race.spec.ts) runs them against a real server.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RaceAnswerView, RacePlayerView, RaceStanding } from '../../src/protocol';
import { RaceGrid } from '../../src/ui/race/RaceGrid';
import { gridRows } from '../../src/ui/race/RaceHost';
import { RaceLeaderboard } from '../../src/ui/race/RaceLeaderboard';
import { podiumSteps } from '../../src/ui/race/RacePodium';
import { solverTurns } from '../../src/ui/race/RacePuzzle';
import { en } from '../../src/ui/race/raceWords.en';
import { ru } from '../../src/ui/race/raceWords.ru';
import type { PlayedMove } from '../../src/game/session';

const standing = (id: number, name: string, solved: number, rank: number): RaceStanding => ({
  id,
  name,
  solved,
  answered: solved + 1,
  ms: 1000 * id,
  rank,
});
const player = (id: number, name: string): RacePlayerView => ({ id, name, connected: true });
const answer = (
  player: number,
  index: number,
  right: boolean,
  turns: string[],
): RaceAnswerView => ({
  player,
  index,
  right,
  turns,
  ms: 1000,
});

async function show(node: ReactNode) {
  await act(async () => {
    render(<Suspense fallback="waiting">{node}</Suspense>);
  });
}

afterEach(cleanup);

describe('the leaderboard', () => {
  it('shows the first rows of two hundred players and counts the rest', async () => {
    const all = Array.from({ length: 200 }, (_, i) => standing(i + 1, `p${i + 1}`, 200 - i, i + 1));
    await show(<RaceLeaderboard standings={all} players={200} puzzles={10} limit={20} me={2} />);
    const rows = document.querySelectorAll('[data-race-player]');
    expect(rows).toHaveLength(20);
    expect(rows[0]!.getAttribute('data-race-player')).toBe('p1');
    expect(document.querySelector('[data-more]')!.textContent).toBe('and 180 more');
    expect(document.querySelector('[data-me]')!.getAttribute('data-race-player')).toBe('p2');
  });

  it("counts the players a screen's top ten leaves out", async () => {
    const top = Array.from({ length: 10 }, (_, i) => standing(i + 1, `p${i + 1}`, 10 - i, i + 1));
    await show(<RaceLeaderboard standings={top} players={57} puzzles={10} limit={10} />);
    expect(document.querySelector('[data-more]')!.getAttribute('data-more')).toBe('47');
  });
});

describe("the teacher's grid", () => {
  const rows: {
    rule: string;
    standings: RaceStanding[];
    players: RacePlayerView[];
    answers: RaceAnswerView[];
    expected: { name: string; answers: (boolean | null)[] }[];
  }[] = [
    {
      rule: 'each answer at its puzzle, a gap where none came yet',
      standings: [standing(2, 'Bo', 1, 1), standing(1, 'Al', 0, 2)],
      players: [player(1, 'Al'), player(2, 'Bo')],
      answers: [
        answer(2, 0, true, ['e2e4']),
        answer(1, 0, false, ['d2d4']),
        answer(2, 2, false, []),
      ],
      expected: [
        { name: 'Bo', answers: [true, null, false] },
        { name: 'Al', answers: [false] },
      ],
    },
    {
      rule: 'the leaderboard order first, then the players not ranked yet (just joined)',
      standings: [standing(1, 'Al', 0, 1)],
      players: [player(1, 'Al'), player(3, 'Cy')],
      answers: [],
      expected: [
        { name: 'Al', answers: [] },
        { name: 'Cy', answers: [] },
      ],
    },
  ];
  it.each(rows)('$rule', ({ standings, players, answers, expected }) => {
    const made = gridRows(standings, players, answers).map((row) => ({
      name: row.name,
      answers: row.answers.map((cell) => (cell ? cell.right : null)),
    }));
    expect(made).toEqual(expected);
  });

  it("shows a cell's turns when it is pressed", async () => {
    const made = gridRows(
      [standing(1, 'Al', 1, 1)],
      [player(1, 'Al')],
      [answer(1, 1, false, ['1e2-1e4 2d7-2d5', 'd8h4'])],
    );
    await show(<RaceGrid rows={made} puzzles={3} />);
    const cells = [...document.querySelectorAll('[data-grid-player="Al"] td')];
    expect(cells.map((cell) => cell.getAttribute('data-answer'))).toEqual([
      'none',
      'wrong',
      'none',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Al, Puzzle 2: wrong' }));
    expect(screen.getByRole('status').textContent).toContain('1e2-1e4 2d7-2d5 · d8h4');
  });
});

describe('the podium', () => {
  it('stands players who share a rank on one step, and nobody without a point', () => {
    const steps = podiumSteps([
      standing(1, 'Al', 5, 1),
      standing(2, 'Bo', 3, 2),
      standing(3, 'Cy', 3, 2),
      standing(4, 'Di', 0, 4),
    ]);
    expect(steps.map((step) => step.map((row) => row.name))).toEqual([['Al'], ['Bo', 'Cy'], []]);
  });
});

describe("a player's answer", () => {
  // only the canonical text and the side matter to the answer
  const moves = (list: [string, 0 | 1][]) =>
    list.map(([canonical, color]) => ({ canonical, color }) as unknown as PlayedMove);
  it.each([
    {
      rule: 'a flat game: each of the solver’s moves a turn, the replies left out',
      played: moves([
        ['e2e4', 0],
        ['e7e5', 1],
        ['d1h5', 0],
      ]),
      expected: ['e2e4', 'd1h5'],
    },
    {
      rule: 'Parallel worlds: a turn’s sub-moves joined by spaces, `end` kept',
      played: moves([
        ['3c1-3e1', 0],
        ['1a2-1a3', 0],
        ['end', 0],
        ['3h8-3g8', 1],
        ['2d4-2d5', 0],
      ]),
      expected: ['3c1-3e1 1a2-1a3 end', '2d4-2d5'],
    },
    { rule: 'nothing played: no turn (given up)', played: moves([]), expected: [] },
  ])('$rule', ({ played, expected }) => {
    expect(solverTurns(played, 0)).toEqual(expected);
  });
});

describe("the race's words", () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  it.each(Object.keys(en) as (keyof typeof en)[])('%s: the same placeholders in Russian', (key) => {
    expect(placeholders(ru[key])).toEqual(placeholders(en[key]));
    // a count's forms: English one|other, Russian one|few|many
    if (en[key].includes('|')) expect(ru[key].split('|')).toHaveLength(3);
  });
});
