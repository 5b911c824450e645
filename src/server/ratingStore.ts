/**
 * Where players' ratings are kept (issue 43): one Glicko-2 rating per player and game
 * (src/rules/glicko2.ts), which the lobby shows and the end of a rated game changes. One
 * interface, `RatingStore`, so that the lobby and the rating of finished games do not know
 * which database holds them.
 */
import type { OnlineVariant } from '../protocol';
import type { Rating } from '../rules';

/** A player's rating in one game, with when it last changed (ms since 1970; null: never). */
export interface PlayerRating extends Rating {
  readonly lastRatedAt: number | null;
}

export interface RatingStore {
  /** The player's rating in `variant`; null before their first rated game in it. */
  ratingOf(playerId: string, variant: OnlineVariant): Promise<PlayerRating | null>;
}

/** Ratings in this process's memory (the unit tests' stores). */
export class MemoryRatingStore implements RatingStore {
  private readonly ratings = new Map<string, PlayerRating>();

  async ratingOf(playerId: string, variant: OnlineVariant): Promise<PlayerRating | null> {
    return this.ratings.get(`${playerId} ${variant}`) ?? null;
  }
}
