/**
 * The levels' budgets, as a table per game: each search level may spend more than the one below
 * it, and in Parallel worlds chess level 8 spends enough more than level 7 to complete one more
 * sub-move (5×; 2.5× bought none in most middlegames, README "Why the Parallel worlds steps are
 * small"), while the flat games keep the move budget.
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from './support/randomPositions';
import { LEVELS, budgetOf, levelInfo } from '../../src/engine';

const SEARCH_LEVELS = LEVELS.filter((info) => typeof info.level === 'number');

describe('level budgets', () => {
  for (const game of GAMES) {
    it(`${game.id}: every level's nodes are above the level below's, its time cap no lower`, () => {
      const budgets = SEARCH_LEVELS.map((info) => budgetOf(info, game.subMoveTurns));
      for (let i = 1; i < budgets.length; i++) {
        expect(budgets[i]!.nodes, `level ${i + 1}`).toBeGreaterThan(budgets[i - 1]!.nodes);
        expect(budgets[i]!.timeMs, `level ${i + 1}`).toBeGreaterThanOrEqual(budgets[i - 1]!.timeMs);
      }
    });
  }

  it.each([
    // [game has sub-move turns, level 8 nodes ÷ level 7 nodes at least, at most]
    [true, 4, 6],
    [false, 2, 3],
  ])('sub-move turns %s: level 8 spends %i–%i× level 7', (subMoveTurns, low, high) => {
    const ratio =
      budgetOf(levelInfo(8), subMoveTurns).nodes / budgetOf(levelInfo(7), subMoveTurns).nodes;
    expect(ratio).toBeGreaterThanOrEqual(low);
    expect(ratio).toBeLessThanOrEqual(high);
  });
});

describe('level ratings', () => {
  it('rise with the level, rounded to 50; random and greedy have none', () => {
    const ratings = SEARCH_LEVELS.map((info) => info.rating);
    for (let i = 1; i < ratings.length; i++) expect(ratings[i]!).toBeGreaterThan(ratings[i - 1]!);
    for (const rating of ratings) expect(rating! % 50).toBe(0);
    expect(ratings[0]).toBeGreaterThan(500);
    expect(
      LEVELS.filter((info) => typeof info.level !== 'number').map((info) => info.rating),
    ).toEqual([null, null]);
  });
});
