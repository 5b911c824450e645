// The pure parts of the puzzle pages (issue 45): their addresses (route.ts: `?puzzle`,
// `?puzzle=<id>`, `?puzzle=daily`, `view=`), the choice of a puzzle near the player's rating
// among a theme's (selectPuzzle.ts: the nearest first, untried ones while any is left, a theme
// with none gives none), the day's puzzle (the same for everyone on a date, the games in turn,
// from the shipped set), and every theme worded in English and Russian.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Puzzle, Theme } from '../../src/puzzles/puzzle';
import { GAME_IDS } from '../../src/ui/common/games';
import { makeSearch, parseRoute, type Route } from '../../src/ui/shell/route';
import { en } from '../../src/ui/puzzle/puzzleWords.en';
import { ru } from '../../src/ui/puzzle/puzzleWords.ru';
import {
  NEAREST,
  dailyGame,
  dailyPuzzle,
  pickPuzzle,
  themeCounts,
} from '../../src/ui/puzzle/selectPuzzle';

describe('puzzle routes', () => {
  const rows: { rule: string; search: string; expected: Route }[] = [
    {
      rule: 'a bare puzzle is one near the player’s rating',
      search: '?puzzle',
      expected: { page: 'puzzle', id: null, view: null },
    },
    {
      rule: 'puzzle=<id> is that puzzle',
      search: '?puzzle=f04toe',
      expected: { page: 'puzzle', id: 'f04toe', view: null },
    },
    {
      rule: 'puzzle=daily is the day’s',
      search: '?puzzle=daily',
      expected: { page: 'puzzle', id: 'daily', view: null },
    },
    {
      rule: 'view= picks the board',
      search: '?puzzle=f04toe&view=2d',
      expected: { page: 'puzzle', id: 'f04toe', view: '2d' },
    },
    {
      rule: 'an unknown view is ignored',
      search: '?puzzle&view=4d',
      expected: { page: 'puzzle', id: null, view: null },
    },
  ];
  it.each(rows)('$rule', ({ search, expected }) => {
    expect(parseRoute(search)).toEqual(expected);
  });
  it.each(rows)('writes back: $search', ({ search, expected }) => {
    expect(makeSearch(expected)).toBe(search.replace('&view=4d', ''));
  });
  it('game= wins over puzzle=', () => {
    expect(parseRoute('?puzzle=f04toe&game=plunder')).toMatchObject({ page: 'game' });
  });
});

/** A puzzle with only what the choice reads. */
const p = (id: string, rating: number, themes: Theme[] = ['oneTurn']): Puzzle => ({
  id,
  variant: 'plunder',
  fen: '',
  solution: [],
  themes,
  rating,
});

describe('a puzzle near the rating', () => {
  const set = [
    p('a', 700, ['mateIn1', 'oneTurn']),
    p('b', 900, ['advantage', 'oneTurn']),
    p('c', 1200, ['mateIn2', 'short']),
    p('d', 1500, ['advantage', 'short', 'fork']),
    p('e', 1800, ['advantage', 'long']),
  ];
  const first = () => 0; // the nearest
  const last = () => 0.999; // the farthest of the nearest NEAREST
  it.each([
    { rule: 'the nearest to 1250', rating: 1250, theme: null, tried: [], random: first, id: 'c' },
    { rule: 'the nearest to 650', rating: 650, theme: null, tried: [], random: first, id: 'a' },
    {
      rule: 'the nearest untried',
      rating: 1250,
      theme: null,
      tried: ['c'],
      random: first,
      id: 'd',
    },
    {
      rule: 'of the theme only',
      rating: 700,
      theme: 'advantage',
      tried: [],
      random: first,
      id: 'b',
    },
    {
      rule: 'a tried one when all are',
      rating: 700,
      theme: 'fork',
      tried: ['d'],
      random: first,
      id: 'd',
    },
    {
      rule: 'random among the nearest',
      rating: 700,
      theme: null,
      tried: [],
      random: last,
      id: 'e',
    },
    {
      rule: 'no puzzle of the theme',
      rating: 700,
      theme: 'vest',
      tried: [],
      random: first,
      id: null,
    },
  ] as const)('$rule', ({ rating, theme, tried, random, id }) => {
    const chosen = pickPuzzle(set, { rating, theme, tried: new Set(tried), random });
    expect(chosen?.id ?? null).toBe(id);
  });

  it(`chooses among the ${NEAREST} nearest only`, () => {
    const many = Array.from({ length: 20 }, (_, i) => p(`p${i}`, 700 + 50 * i));
    const seen = new Set(
      Array.from({ length: 40 }, (_, i) =>
        pickPuzzle(many, { rating: 700, theme: null, tried: new Set(), random: () => i / 40 }),
      ).map((puzzle) => puzzle!.id),
    );
    expect([...seen].sort()).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7']);
  });

  it('lists the themes with their counts, most first', () => {
    expect(themeCounts(set).slice(0, 3)).toEqual([
      { theme: 'advantage', count: 3 },
      { theme: 'oneTurn', count: 2 },
      { theme: 'short', count: 2 },
    ]);
  });
});

describe('the day’s puzzle', () => {
  const shipped = (game: string): Puzzle[] =>
    readFileSync(new URL(`../../assets/puzzles/${game}.jsonl`, import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Puzzle);

  it.each([
    // date (UTC) and the game of the day (day 20794 since 1970 is the registry's second game)
    { date: '2026-12-07T00:00:00Z', game: 'pocket-mutation' },
    { date: '2026-12-07T23:59:59Z', game: 'pocket-mutation' },
    { date: '2026-12-08T00:00:00Z', game: 'plunder' },
    { date: '2026-12-09T12:00:00Z', game: 'parallel-worlds' },
    { date: '2026-12-10T12:00:00Z', game: 'pocket-mutation' },
  ])('$date: $game', ({ date, game }) => {
    expect(dailyGame(new Date(date))).toBe(game);
  });

  it('is one puzzle all day, another the next day, from the day’s game', () => {
    const day = new Date('2026-12-07T08:00:00Z');
    const set = shipped(dailyGame(day));
    const morning = dailyPuzzle(set, day);
    const night = dailyPuzzle(set, new Date('2026-12-07T23:00:00Z'));
    expect(morning).not.toBeNull();
    expect(night?.id).toBe(morning?.id);
    const days = Array.from({ length: 30 }, (_, i) => new Date(Date.UTC(2026, 11, 7 + i)));
    const ids = days.map((date) => dailyPuzzle(shipped(dailyGame(date)), date)!.id);
    expect(new Set(ids).size).toBeGreaterThan(25);
    expect(new Set(days.map(dailyGame))).toEqual(new Set(GAME_IDS));
  });

  it('is none for an empty set', () => {
    expect(dailyPuzzle([], new Date())).toBeNull();
  });
});

describe('theme words', () => {
  it('every theme of the shipped puzzles has a name in English and Russian', () => {
    const themes = new Set(
      GAME_IDS.flatMap((game) =>
        readFileSync(new URL(`../../assets/puzzles/${game}.jsonl`, import.meta.url), 'utf8')
          .split('\n')
          .filter((line) => line.trim() !== '')
          .flatMap((line) => (JSON.parse(line) as Puzzle).themes),
      ),
    );
    for (const theme of themes) {
      expect(en, theme).toHaveProperty(`theme.${theme}`);
      expect(ru, theme).toHaveProperty(`theme.${theme}`);
    }
  });
});
