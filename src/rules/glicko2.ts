/**
 * Glicko-2 ratings (issue 43), after Glickman's paper, with lichess's parameters: one rating per
 * player and game. Pure: the server rates finished games with it, the browser shows it (and
 * rates puzzles for a player without an account).
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
