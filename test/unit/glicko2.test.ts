/**
 * The Glicko-2 module (src/rules/glicko2.ts) as tables: Glickman's worked example, lichess's
 * bounds and inactivity, one row each; then the paper's steps cross-checked against the
 * `glicko2-lite` package on random histories.
 */
import fc from 'fast-check';
import rate from 'glicko2-lite';
import { describe, expect, it } from 'vitest';
import {
  NEW_RATING,
  TAU,
  deviationAfter,
  isProvisional,
  puzzleStartRating,
  rateAttempt,
  rateGame,
  ratePeriod,
  type Rating,
} from '../../src/rules/glicko2';

const DAY = 86_400_000;
const rating = (r: number, deviation: number, volatility = 0.06, games = 50): Rating => ({
  rating: r,
  deviation,
  volatility,
  games,
});

describe('Glickman’s worked example (τ 0.5)', () => {
  it('1500/200/0.06 beats 1400/30, loses to 1550/100 and 1700/300: 1464.06, 151.52, 0.05999', () => {
    const after = ratePeriod(
      { rating: 1500, deviation: 200, volatility: 0.06 },
      [
        { rating: 1400, deviation: 30, score: 1 },
        { rating: 1550, deviation: 100, score: 0 },
        { rating: 1700, deviation: 300, score: 0 },
      ],
      0.5,
    );
    expect(after.rating).toBeCloseTo(1464.06, 1);
    expect(after.deviation).toBeCloseTo(151.52, 1);
    expect(after.volatility).toBeCloseTo(0.05999, 4);
  });
});

describe('one rated game (lichess’s parameters and bounds)', () => {
  const fresh = { rating: NEW_RATING, idleMs: 0 };
  const rows: {
    name: string;
    player: { rating: Rating; idleMs: number };
    opponent: { rating: Rating; idleMs: number };
    score: number;
    expected: Partial<Record<keyof Rating, number>>;
  }[] = [
    {
      name: 'a new player beats a new player',
      player: fresh,
      opponent: fresh,
      score: 1,
      expected: { rating: 1741.62, deviation: 396.81, games: 1 },
    },
    {
      name: 'a new player loses to a new player: the mirror image',
      player: fresh,
      opponent: fresh,
      score: 0,
      expected: { rating: 1258.38, deviation: 396.81, games: 1 },
    },
    {
      name: 'a draw between equals moves neither rating',
      player: { rating: rating(2000, 45), idleMs: 0 },
      opponent: { rating: rating(2000, 45), idleMs: 0 },
      score: 0.5,
      expected: { rating: 2000, deviation: 45.8, games: 51 },
    },
    {
      name: 'a draw against a weaker player costs points',
      player: { rating: rating(2000, 45), idleMs: 0 },
      opponent: { rating: rating(1500, 45), idleMs: 0 },
      score: 0.5,
      expected: { rating: 1994.61, deviation: 46.11 },
    },
    {
      name: 'at most +700 from one game (a new player beats a 3000)',
      player: fresh,
      opponent: { rating: rating(3000, 45), idleMs: 0 },
      score: 1,
      expected: { rating: 2200 },
    },
    {
      name: 'at most −700 from one game (a new player loses to a 0)',
      player: fresh,
      opponent: { rating: rating(0, 45), idleMs: 0 },
      score: 0,
      expected: { rating: 800 },
    },
    {
      name: 'the deviation never falls below 45',
      player: { rating: rating(1800, 45, 0.01), idleMs: 0 },
      opponent: { rating: rating(1800, 45, 0.01), idleMs: 0 },
      score: 1,
      expected: { deviation: 45 },
    },
    {
      name: 'the volatility never exceeds 0.1',
      player: { rating: rating(1500, 100, 0.1), idleMs: 0 },
      opponent: { rating: rating(2600, 45), idleMs: 0 },
      score: 1,
      expected: { volatility: 0.1 },
    },
    {
      name: 'after 100 idle days the deviation has grown: a bigger gain',
      player: { rating: rating(1500, 60, 0.06, 30), idleMs: 100 * DAY },
      opponent: { rating: rating(1500, 60, 0.06, 30), idleMs: 0 },
      score: 1,
      expected: { rating: 1516.28, deviation: 75.89, games: 31 },
    },
  ];
  it.each(rows)('$name', ({ player, opponent, score, expected }) => {
    const after = rateGame(player, opponent, score);
    for (const [field, value] of Object.entries(expected))
      expect(after[field as keyof Rating], field).toBeCloseTo(value, 2);
  });

  it('without idle time the deviation is the same as before a period', () => {
    const r = rating(1700, 80);
    const idle = rateGame({ rating: r, idleMs: 0 }, { rating: r, idleMs: 0 }, 1);
    const direct = ratePeriod(r, [{ rating: 1700, deviation: 80, score: 1 }]);
    expect(idle.rating).toBeCloseTo(direct.rating, 9);
  });
});

describe('inactivity: φ′ = √(φ² + σ²·t), t = 0.21436 × days', () => {
  it.each([
    { deviation: 50, volatility: 0.06, days: 0, expected: 50 },
    { deviation: 50, volatility: 0.06, days: 365, expected: 104.88 },
    { deviation: 45, volatility: 0.06, days: -3, expected: 45 }, // a clock that went back
    { deviation: 400, volatility: 0.09, days: 10_000, expected: 500 }, // at most 500
  ])('$deviation/$volatility after $days days: $expected', (row) => {
    const grown = deviationAfter({ rating: 1500, ...row }, row.days * DAY);
    expect(grown).toBeCloseTo(row.expected, 2);
  });
});

/**
 * An attempt at a puzzle (issue 45) is a game between the player and the puzzle: a player of
 * 1500/150 solving (or failing) a puzzle of each starting rating, the changes rounded. A win
 * against a harder puzzle raises the player more and lowers the puzzle more; a failure of an
 * easier one costs the player more and raises the puzzle more.
 */
describe('a rated attempt at a puzzle', () => {
  const player = rating(1500, 150, 0.06, 40);
  const rows = [
    { puzzle: 700, win: true, playerDiff: 3, puzzleDiff: -5 },
    { puzzle: 1100, win: true, playerDiff: 14, puzzleDiff: -31 },
    { puzzle: 1500, win: true, playerDiff: 46, puzzleDiff: -115 },
    { puzzle: 1900, win: true, playerDiff: 83, puzzleDiff: -248 },
    { puzzle: 2300, win: true, playerDiff: 98, puzzleDiff: -313 },
    { puzzle: 700, win: false, playerDiff: -98, puzzleDiff: 313 },
    { puzzle: 1100, win: false, playerDiff: -83, puzzleDiff: 248 },
    { puzzle: 1500, win: false, playerDiff: -46, puzzleDiff: 115 },
    { puzzle: 1900, win: false, playerDiff: -14, puzzleDiff: 31 },
    { puzzle: 2300, win: false, playerDiff: -3, puzzleDiff: 5 },
  ];

  it.each(rows)(
    'puzzle $puzzle, win $win: player $playerDiff, puzzle $puzzleDiff',
    ({ puzzle, win, playerDiff, puzzleDiff }) => {
      const after = rateAttempt({ rating: player, idleMs: 0 }, puzzleStartRating(puzzle), win);
      expect(Math.round(after.player.rating - 1500)).toBe(playerDiff);
      expect(Math.round(after.puzzle.rating - puzzle)).toBe(puzzleDiff);
      expect(after.player.games).toBe(41);
      expect(after.puzzle.games).toBe(1);
      expect(after.puzzle.deviation).toBeLessThan(250); // each learns from the other
      expect(after.player.deviation).toBeLessThan(150);
    },
  );

  it('grows the player’s deviation with their time away, never the puzzle’s', () => {
    const puzzle = puzzleStartRating(1500);
    const fresh = rateAttempt({ rating: player, idleMs: 0 }, puzzle, true);
    const away = rateAttempt({ rating: player, idleMs: 300 * DAY }, puzzle, true);
    expect(away.player.rating - 1500).toBeGreaterThan(fresh.player.rating - 1500);
    expect(puzzleStartRating(1500)).toEqual({
      rating: 1500,
      deviation: 250,
      volatility: 0.09,
      games: 0,
    });
  });

  it('moves a new player (1500/500) most, within lichess’s ±700', () => {
    const lost = rateAttempt({ rating: NEW_RATING, idleMs: 0 }, puzzleStartRating(700), false);
    expect(lost.player.rating).toBe(800);
    expect(Math.round(lost.puzzle.rating)).toBe(870);
  });
});

describe('provisional', () => {
  it.each([
    { deviation: 500, provisional: true },
    { deviation: 110, provisional: true },
    { deviation: 109.99, provisional: false },
    { deviation: 45, provisional: false },
  ])('deviation $deviation: $provisional', ({ deviation, provisional }) => {
    expect(isProvisional({ deviation })).toBe(provisional);
  });
});

/**
 * Cross-check: every period of random histories rated by `ratePeriod` and by glicko2-lite (its
 * own implementation of the same paper, step 6 included) agree within 1e-6 points of rating
 * and deviation and 1e-9 of volatility.
 */
describe('cross-check against glicko2-lite', () => {
  const opponent = fc.record({
    rating: fc.double({ min: 600, max: 2800, noNaN: true }),
    deviation: fc.double({ min: 45, max: 500, noNaN: true }),
    score: fc.constantFrom(0, 0.5, 1),
  });
  const history = fc.record({
    start: fc.record({
      rating: fc.double({ min: 800, max: 2600, noNaN: true }),
      deviation: fc.double({ min: 45, max: 500, noNaN: true }),
      volatility: fc.double({ min: 0.03, max: 0.1, noNaN: true }),
    }),
    periods: fc.array(fc.array(opponent, { minLength: 1, maxLength: 5 }), {
      minLength: 1,
      maxLength: 12,
    }),
    tau: fc.constantFrom(0.3, 0.5, TAU, 1.2),
  });

  it('agrees period after period', () => {
    fc.assert(
      fc.property(history, ({ start, periods, tau }) => {
        let ours = start;
        let theirs = { rating: start.rating, rd: start.deviation, vol: start.volatility };
        for (const games of periods) {
          ours = ratePeriod(ours, games, tau);
          const opponents = games.map((game) => [game.rating, game.deviation, game.score] as const);
          theirs = rate(theirs.rating, theirs.rd, theirs.vol, opponents as never, { tau });
          expect(Math.abs(ours.rating - theirs.rating)).toBeLessThan(1e-6);
          expect(Math.abs(ours.deviation - theirs.rd)).toBeLessThan(1e-6);
          expect(Math.abs(ours.volatility - theirs.vol)).toBeLessThan(1e-9);
          // go on from one shared value, so that rounding does not build up
          ours = { rating: theirs.rating, deviation: theirs.rd, volatility: theirs.vol };
        }
      }),
      { numRuns: 300 },
    );
  });
});
