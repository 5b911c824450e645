/**
 * Glicko-2 ratings (issue 43), after Glickman's paper ("Example of the Glicko-2 system",
 * steps 1–8), with lichess's parameters: one rating per player and game. Pure: the server rates
 * finished games with it, the browser shows it.
 *
 * `ratePeriod` is the paper's algorithm for one rating period of any number of games (so that
 * the paper's worked example is a table row); `rateGame` is what a rated game does on the
 * server: the deviation first grows with the time since the player's last rated game
 * (lichess's `φ' = √(φ² + σ²·t)`, `t = 0.21436 × days`), then one period of that one game
 * against the opponent's rating and deviation before it, then lichess's bounds (deviation
 * 45…500, volatility at most 0.1, at most ±700 points from one game). `rateAttempt` rates an
 * attempt at a puzzle (issue 45) as such a game between the player and the puzzle, from the
 * puzzle's `puzzleStartRating` before anyone tried it. `ratingTags` writes a
 * rated game's ratings into its record, for the server's archive and the app alike.
 */

/** A Glicko-2 rating on the Glicko scale: rating, deviation, volatility, and rated games. */
export interface Rating {
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number;
  readonly games: number;
}

/** A new player's rating (lichess's). */
export const NEW_RATING: Rating = { rating: 1500, deviation: 500, volatility: 0.09, games: 0 };

/** A rating is provisional ("?") while its deviation is this or more. */
export const PROVISIONAL_DEVIATION = 110;

export const isProvisional = (rating: Pick<Rating, 'deviation'>): boolean =>
  rating.deviation >= PROVISIONAL_DEVIATION;

/** lichess's system constant τ (the paper's example uses 0.5). */
export const TAU = 0.75;
/** Rating periods per day of inactivity (lichess's). */
const PERIODS_PER_DAY = 0.21436;
const MIN_DEVIATION = 45;
const MAX_DEVIATION = 500;
const MAX_VOLATILITY = 0.1;
/** At most this many points won or lost in one game. */
const MAX_CHANGE = 700;
/** The convergence tolerance of step 5's iteration. */
const EPSILON = 1e-6;
/** Glicko to Glicko-2 scale (step 2). */
const SCALE = 173.7178;
const DAY_MS = 86_400_000;

/** One game of a rating period: the opponent's rating and deviation, and the score (1, ½, 0). */
export interface PeriodGame {
  readonly rating: number;
  readonly deviation: number;
  readonly score: number;
}

/** A rating, deviation and volatility, without bounds or a count of games. */
export type Glicko = Pick<Rating, 'rating' | 'deviation' | 'volatility'>;

const g = (phi: number): number => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));

/** Step 5: the new volatility, by the Illinois variant of regula falsi. */
function newVolatility(sigma: number, phi: number, v: number, delta: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const f = (x: number): number => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/**
 * Glickman's steps 1–8 for one rating period of `games` (at least one), with system constant
 * `tau`; no bounds applied.
 */
export function ratePeriod(player: Glicko, games: readonly PeriodGame[], tau = TAU): Glicko {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.deviation / SCALE;
  const scored = games.map((game) => {
    const gj = g(game.deviation / SCALE);
    const expected = 1 / (1 + Math.exp(-gj * (mu - (game.rating - 1500) / SCALE)));
    return { gj, expected, score: game.score };
  });
  const v = 1 / scored.reduce((sum, s) => sum + s.gj * s.gj * s.expected * (1 - s.expected), 0);
  const gain = scored.reduce((sum, s) => sum + s.gj * (s.score - s.expected), 0);
  const sigma = newVolatility(player.volatility, phi, v, v * gain, tau);
  const phiStar = Math.sqrt(phi * phi + sigma * sigma);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * gain;
  return { rating: SCALE * muNew + 1500, deviation: SCALE * phiNew, volatility: sigma };
}

const clamp = (x: number, low: number, high: number): number => Math.min(high, Math.max(low, x));

/**
 * The deviation grown by `ms` without a rated game (lichess: `φ' = √(φ² + σ²·t)`,
 * `t = 0.21436 × days`), at most 500.
 */
export function deviationAfter(rating: Glicko, ms: number): number {
  const phi = rating.deviation / SCALE;
  const t = (PERIODS_PER_DAY * Math.max(0, ms)) / DAY_MS;
  const grown = SCALE * Math.sqrt(phi * phi + rating.volatility * rating.volatility * t);
  return clamp(grown, MIN_DEVIATION, MAX_DEVIATION);
}

/** A player in a rated game: the rating before it and ms since their last rated game (0: none). */
export interface Rated {
  readonly rating: Rating;
  readonly idleMs: number;
}

/**
 * The rating after one rated game against `opponent`, scoring `score` (1 won, 0.5 drawn, 0
 * lost): both deviations grown by inactivity first, then one period of one game, then bounded.
 */
export function rateGame(player: Rated, opponent: Rated, score: number): Rating {
  const before = { ...player.rating, deviation: deviationAfter(player.rating, player.idleMs) };
  const against = {
    rating: opponent.rating.rating,
    deviation: deviationAfter(opponent.rating, opponent.idleMs),
    score,
  };
  const after = ratePeriod(before, [against]);
  const change = clamp(after.rating - before.rating, -MAX_CHANGE, MAX_CHANGE);
  return {
    rating: before.rating + change,
    deviation: clamp(after.deviation, MIN_DEVIATION, MAX_DEVIATION),
    volatility: Math.min(after.volatility, MAX_VOLATILITY),
    games: player.rating.games + 1,
  };
}

/** A side's rating in a game's record: before the game, rounded, and its change once rated. */
export interface RecordRating {
  readonly rating: number;
  readonly diff?: number;
}

/**
 * A rated game's record tags as lichess writes them: `WhiteElo`, `BlackElo`, and once rated
 * `WhiteRatingDiff`, `BlackRatingDiff` (`+12`, `-12`, `0`).
 */
export function ratingTags(white: RecordRating, black: RecordRating): [string, string][] {
  const signed = (diff: number): string => (diff > 0 ? `+${diff}` : String(diff));
  const tags: [string, string][] = [
    ['WhiteElo', String(white.rating)],
    ['BlackElo', String(black.rating)],
  ];
  if (white.diff !== undefined && black.diff !== undefined)
    tags.push(['WhiteRatingDiff', signed(white.diff)], ['BlackRatingDiff', signed(black.diff)]);
  return tags;
}

/**
 * A shipped puzzle's deviation at the start (issue 45): its starting rating is the generator's
 * estimate (docs/puzzles.md, Rating), taken as good to about 250 points, so a puzzle starts less
 * uncertain than a new player (500) but provisional (110 or more): its first attempts move it
 * most, and one failure of a 1500 player moves a 700 puzzle by about 310, not 600 (350 did).
 */
const PUZZLE_START_DEVIATION = 250;

/** A shipped puzzle's rating before anyone has tried it: its starting rating. */
export const puzzleStartRating = (rating: number): Rating => ({
  rating,
  deviation: PUZZLE_START_DEVIATION,
  volatility: NEW_RATING.volatility,
  games: 0,
});

/**
 * A rated attempt at a puzzle (issue 45), as lichess rates one: a game between the player and
 * the puzzle, the player winning if they solved it. Both are rated against the other's rating
 * before it (`rateGame`); the player's deviation grows with the time since their last rated
 * attempt, the puzzle's does not (a position does not get rusty).
 */
export function rateAttempt(
  player: Rated,
  puzzle: Rating,
  win: boolean,
): { player: Rating; puzzle: Rating } {
  const asOpponent: Rated = { rating: puzzle, idleMs: 0 };
  return {
    player: rateGame(player, asOpponent, win ? 1 : 0),
    puzzle: rateGame(asOpponent, player, win ? 0 : 1),
  };
}
