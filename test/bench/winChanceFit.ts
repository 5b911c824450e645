/**
 * The fit of a win-chance curve to games: P(White wins) = 1 / (1 + e^(−k·s)) for the engine's
 * score s (centipawns, from White's side) in a position of a game White then won (1), drew (½)
 * or lost (0). `fitK` finds the k of greatest likelihood (the log-likelihood is concave in k,
 * so a golden-section search over a wide bracket finds it); `bootstrapK` its 95 % interval by
 * resampling whole games (a game's positions are not independent of each other).
 */

/** One game's positions: each score from White's side, and White's result. */
export interface ScoredGame {
  readonly scores: readonly number[];
  readonly result: 0 | 0.5 | 1;
}

function logLikelihood(games: readonly ScoredGame[], k: number): number {
  let sum = 0;
  for (const { scores, result } of games)
    for (const s of scores) {
      const p = 1 / (1 + Math.exp(-k * s));
      sum +=
        result * Math.log(Math.max(p, 1e-12)) + (1 - result) * Math.log(Math.max(1 - p, 1e-12));
    }
  return sum;
}

/** The k of greatest likelihood, within [low, high]. */
export function fitK(games: readonly ScoredGame[], low = 1e-5, high = 0.05): number {
  const golden = (Math.sqrt(5) - 1) / 2;
  let a = low;
  let b = high;
  for (let i = 0; i < 50; i++) {
    const c = b - golden * (b - a);
    const d = a + golden * (b - a);
    if (logLikelihood(games, c) > logLikelihood(games, d)) b = d;
    else a = c;
  }
  return (a + b) / 2;
}

/** The 2.5 % and 97.5 % points of k over `rounds` resamplings of the games (seeded). */
export function bootstrapK(games: readonly ScoredGame[], rounds = 200, seed = 1): [number, number] {
  let state = seed >>> 0 || 1;
  const random = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const ks: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const sample = games.map(() => games[Math.floor(random() * games.length)]!);
    ks.push(fitK(sample));
  }
  ks.sort((x, y) => x - y);
  return [ks[Math.floor(rounds * 0.025)]!, ks[Math.ceil(rounds * 0.975) - 1]!];
}
