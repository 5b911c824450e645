/**
 * The win-chance fit of `npm run bench:winchance` (test/bench/winChanceFit.ts): from games drawn
 * at random with a known curve it finds that curve's k, its bootstrap interval holds it, and a
 * steeper curve gives a greater k.
 */
import { describe, expect, it } from 'vitest';
import { bootstrapK, fitK, type ScoredGame } from '../bench/winChanceFit';

/** `count` one-position games whose result follows 1 / (1 + e^(−k·s)) (seeded; no draws). */
function gamesOf(k: number, count: number, seed: number): ScoredGame[] {
  let state = seed;
  const random = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return Array.from({ length: count }, () => {
    const score = Math.round((random() - 0.5) * 1600);
    const result = random() < 1 / (1 + Math.exp(-k * score)) ? 1 : 0;
    return { scores: [score], result };
  });
}

describe('the win-chance fit', () => {
  it.each([0.002, 0.00368, 0.006])('finds k = %f from 2000 games drawn with it', (k) => {
    const games = gamesOf(k, 2000, 7);
    expect(fitK(games)).toBeGreaterThan(k * 0.8);
    expect(fitK(games)).toBeLessThan(k * 1.2);
    const [low, high] = bootstrapK(games, 20);
    expect(low).toBeLessThan(k * 1.05);
    expect(high).toBeGreaterThan(k * 0.95);
  });

  it('draws pull the curve flat: half-points at every score give the least k', () => {
    const drawn: ScoredGame[] = [{ scores: [-300, 0, 300], result: 0.5 }];
    expect(fitK(drawn)).toBeLessThan(1e-4);
  });
});
