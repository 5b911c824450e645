/**
 * The ratings on the players' pages as data (src/ui/account/ratingView.ts): the rows of a
 * profile's ratings, and the rating-history chart's geometry and figures, as tables.
 */
import { describe, expect, it } from 'vitest';
import { CHART, ratingChart, ratingRows } from '../../src/ui/account/ratingView';

const summary = (rating: number, deviation: number, games: number) => ({
  rating,
  deviation,
  volatility: 0.06,
  games,
  provisional: deviation >= 110,
});

describe('ratingRows', () => {
  it.each([
    ['no rated game', {}, []],
    [
      'in the registry’s order, rounded, provisional marked',
      { plunder: summary(1612.6, 80, 30), 'parallel-worlds': summary(1402.2, 200, 3) },
      [
        { game: 'parallel-worlds', text: '1402?', rating: 1402, provisional: true, games: 3 },
        { game: 'plunder', text: '1613', rating: 1613, provisional: false, games: 30 },
      ],
    ],
    ['plain chess, which the app does not offer, left out', { chess: summary(1500, 50, 9) }, []],
  ])('%s', (_, ratings, expected) => {
    const profile = { name: 'ann', createdAt: '2026-01-01', games: {}, ratings };
    expect(ratingRows(profile)).toEqual(expected);
  });
});

describe('ratingChart', () => {
  const point = (rating: number, i: number) => ({
    at: `2026-12-0${i + 1}T10:00:00.000Z`,
    rating,
    deviation: 100,
    gameId: `g${i}`,
  });
  const history = (...ratings: number[]) => ratings.map(point);

  it('is nothing without a rated game', () => expect(ratingChart([])).toBeNull());

  it.each([
    [
      'one game: a point at the right',
      history(1742.4),
      { first: 1742, last: 1742, lowest: 1742, highest: 1742, games: 1 },
    ],
    [
      'up and down',
      history(1500, 1650.6, 1420, 1480),
      { first: 1500, last: 1480, lowest: 1420, highest: 1651, games: 4 },
    ],
  ])('%s: its figures', (_, points, figures) => {
    expect(ratingChart(points)).toMatchObject(figures);
  });

  it('draws the oldest game at the left and the highest rating at the top, inside the box', () => {
    const chart = ratingChart(history(1500, 1650, 1420, 1480))!;
    const xy = chart.line.split(' ').map((pair) => pair.split(',').map(Number) as [number, number]);
    expect(xy).toHaveLength(4);
    expect(xy[0]![0]).toBe(CHART.left);
    expect(xy[3]![0]).toBe(CHART.width - CHART.right);
    const ys = xy.map(([, y]) => y);
    expect(Math.min(...ys)).toBe(ys[1]); // 1650: the top
    expect(Math.max(...ys)).toBe(ys[2]); // 1420: the bottom
    for (const y of ys) expect(y > CHART.top && y < CHART.height - CHART.bottom).toBe(true);
    // guides every 100 points over 1400…1700 (50 beyond the extremes), higher ratings higher up
    expect(chart.guides.map((guide) => guide.rating)).toEqual([1400, 1500, 1600, 1700]);
    const heights = chart.guides.map((guide) => guide.y);
    expect([...heights].sort((a, b) => b - a)).toEqual(heights);
  });
});
