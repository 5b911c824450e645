/**
 * Where players' ratings are kept (issue 43): one Glicko-2 rating per player and game
 * (src/rules/glicko2.ts), which the lobby shows and the end of a rated game changes, and each
 * rated game's change, from which a player's rating history is read. One interface,
 * `RatingStore`, so that the lobby and the rating of finished games (rating.ts) do not know
 * which database holds them: in memory here, in SQL in db/sqlRatingStore.ts.
 *
 * A game is rated once: `rateGame` reads both players' ratings, computes the new ones and
 * stores them with the game's change in one transaction keyed by the game (room id and game
 * number), so an end published twice (endings.ts) changes nothing the second time.
 */
import type { OnlineVariant } from '../protocol';
import type { Rating } from '../rules';

/** A player's rating in one game, with when it last changed (ms since 1970; null: never). */
export interface PlayerRating extends Rating {
  readonly lastRatedAt: number | null;
}

/** Which game is rated, when, and who held its seats (seat 0, seat 1). */
export interface RatedGameKey {
  readonly gameId: string;
  /** The game of the room: 1, then one more per rematch. */
  readonly game: number;
  readonly variant: OnlineVariant;
  readonly at: number;
  readonly players: readonly [string, string];
}

/** One seat's change: the rating before and after, and the deviation after. */
export interface SeatRatingChange {
  readonly playerId: string;
  readonly before: number;
  readonly after: number;
  readonly deviation: number;
}

/** A rated game's changes, seat 0's then seat 1's. */
export interface GameRating {
  readonly gameId: string;
  readonly game: number;
  readonly variant: OnlineVariant;
  readonly at: number;
  readonly seats: readonly [SeatRatingChange, SeatRatingChange];
}

/** A point of a player's rating history: after the game `gameId`, at `at`. */
export interface RatingPoint {
  readonly at: number;
  readonly rating: number;
  readonly deviation: number;
  readonly gameId: string;
}

/** A leaderboard's row. */
export interface RankedPlayer {
  readonly playerId: string;
  readonly rating: number;
  readonly deviation: number;
  readonly games: number;
}

/** How the new ratings follow from those before (null: no rated game yet). */
export type RateSeats = (
  before: readonly [PlayerRating | null, PlayerRating | null],
) => readonly [Rating, Rating];

/** The leaderboard's rule: players whose deviation is below this. */
export const RANKED_DEVIATION = 75;

export interface RatingStore {
  /** The player's rating in `variant`; null before their first rated game in it. */
  ratingOf(playerId: string, variant: OnlineVariant): Promise<PlayerRating | null>;
  /** The player's ratings in every game they have a rated game in. */
  ratingsOf(playerId: string): Promise<Partial<Record<OnlineVariant, PlayerRating>>>;
  /**
   * Rates a game once, atomically: the seats' ratings after `rate`, stored with the game's
   * change; null (and nothing changed) when that game was rated before.
   */
  rateGame(key: RatedGameKey, rate: RateSeats): Promise<GameRating | null>;
  /** A rated game's changes; null if it was not rated. */
  gameRating(gameId: string, game: number): Promise<GameRating | null>;
  /** The player's rating after each of their rated games in `variant`, oldest first. */
  history(playerId: string, variant: OnlineVariant): Promise<RatingPoint[]>;
  /** The best `max` players of `variant` whose deviation is below RANKED_DEVIATION. */
  leaderboard(variant: OnlineVariant, max: number): Promise<RankedPlayer[]>;
}

/** The change of a game from the ratings before and after (a first game: 1500 before). */
export function gameRatingOf(
  key: RatedGameKey,
  before: readonly [PlayerRating | null, PlayerRating | null],
  after: readonly [Rating, Rating],
): GameRating {
  const seat = (s: 0 | 1): SeatRatingChange => ({
    playerId: key.players[s],
    before: before[s]?.rating ?? 1500,
    after: after[s].rating,
    deviation: after[s].deviation,
  });
  const { gameId, game, variant, at } = key;
  return { gameId, game, variant, at, seats: [seat(0), seat(1)] };
}

/** Ratings in this process's memory (the unit tests' stores). */
export class MemoryRatingStore implements RatingStore {
  private readonly ratings = new Map<string, PlayerRating>();
  private readonly games = new Map<string, GameRating>();

  async ratingOf(playerId: string, variant: OnlineVariant): Promise<PlayerRating | null> {
    return this.ratings.get(`${playerId} ${variant}`) ?? null;
  }

  async ratingsOf(playerId: string): Promise<Partial<Record<OnlineVariant, PlayerRating>>> {
    const found: Partial<Record<OnlineVariant, PlayerRating>> = {};
    for (const [key, rating] of this.ratings) {
      const [id, variant] = key.split(' ') as [string, OnlineVariant];
      if (id === playerId) found[variant] = rating;
    }
    return found;
  }

  async rateGame(key: RatedGameKey, rate: RateSeats): Promise<GameRating | null> {
    const gameKey = `${key.gameId} ${key.game}`;
    if (this.games.has(gameKey)) return null;
    const before = [
      this.ratings.get(`${key.players[0]} ${key.variant}`) ?? null,
      this.ratings.get(`${key.players[1]} ${key.variant}`) ?? null,
    ] as const;
    const after = rate(before);
    after.forEach((rating, seat) =>
      this.ratings.set(`${key.players[seat]} ${key.variant}`, { ...rating, lastRatedAt: key.at }),
    );
    const rated = gameRatingOf(key, before, after);
    this.games.set(gameKey, rated);
    return rated;
  }

  async gameRating(gameId: string, game: number): Promise<GameRating | null> {
    return this.games.get(`${gameId} ${game}`) ?? null;
  }

  async history(playerId: string, variant: OnlineVariant): Promise<RatingPoint[]> {
    return [...this.games.values()]
      .filter((rated) => rated.variant === variant)
      .flatMap(({ seats, at, gameId }) =>
        seats
          .filter((seat) => seat.playerId === playerId)
          .map((seat) => ({ at, rating: seat.after, deviation: seat.deviation, gameId })),
      )
      .sort((a, b) => a.at - b.at);
  }

  async leaderboard(variant: OnlineVariant, max: number): Promise<RankedPlayer[]> {
    const ranked: RankedPlayer[] = [];
    for (const [key, { rating, deviation, games }] of this.ratings) {
      const [playerId, of] = key.split(' ') as [string, OnlineVariant];
      if (of === variant && deviation < RANKED_DEVIATION)
        ranked.push({ playerId, rating, deviation, games });
    }
    return ranked.sort((a, b) => b.rating - a.rating).slice(0, max);
  }
}
