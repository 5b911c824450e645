/**
 * The ratings in the SQL database (ratingStore.ts's `RatingStore`): `ratings` holds each
 * player's rating per game, `game_ratings` each rated game's change per seat. A game is rated
 * in one transaction: both ratings read (locked on PostgreSQL, where processes rate at once;
 * SQLite's transactions take the write lock at the start), the game's row inserted (its primary
 * key refuses a game rated before: then nothing is written), both ratings written.
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { OnlineVariant } from '../../protocol';
import {
  RANKED_DEVIATION,
  gameRatingOf,
  type GameRating,
  type PlayerRating,
  type RankedPlayer,
  type RateSeats,
  type RatedGameKey,
  type RatingPoint,
  type RatingStore,
} from '../ratingStore';
import type { DatabaseKind } from './database';
import type { Database, GameRatingsTable, RatingsTable } from './schema';

const playerRating = (row: Selectable<RatingsTable>): PlayerRating => ({
  rating: row.rating,
  deviation: row.deviation,
  volatility: row.volatility,
  games: row.games,
  lastRatedAt: row.last_rated_at,
});

const gameRating = (row: Selectable<GameRatingsTable>): GameRating => ({
  gameId: row.game_id,
  game: row.game,
  variant: row.variant as OnlineVariant,
  at: row.rated_at,
  seats: [
    {
      playerId: row.player0_id,
      before: row.player0_before,
      after: row.player0_after,
      deviation: row.player0_deviation,
    },
    {
      playerId: row.player1_id,
      before: row.player1_before,
      after: row.player1_after,
      deviation: row.player1_deviation,
    },
  ],
});

export class SqlRatingStore implements RatingStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly kind: DatabaseKind,
  ) {}

  async ratingOf(playerId: string, variant: OnlineVariant): Promise<PlayerRating | null> {
    return this.readRating(this.db, playerId, variant, false);
  }

  async ratingsOf(playerId: string): Promise<Partial<Record<OnlineVariant, PlayerRating>>> {
    const rows = await this.db
      .selectFrom('ratings')
      .selectAll()
      .where('player_id', '=', playerId)
      .execute();
    return Object.fromEntries(rows.map((row) => [row.variant, playerRating(row)]));
  }

  async rateGame(key: RatedGameKey, rate: RateSeats): Promise<GameRating | null> {
    return this.db.transaction().execute(async (tx) => {
      const before = [
        await this.readRating(tx, key.players[0], key.variant, true),
        await this.readRating(tx, key.players[1], key.variant, true),
      ] as const;
      const after = rate(before);
      const rated = gameRatingOf(key, before, after);
      const [white, black] = rated.seats;
      const inserted = await tx
        .insertInto('game_ratings')
        .values({
          game_id: key.gameId,
          game: key.game,
          variant: key.variant,
          rated_at: key.at,
          player0_id: white.playerId,
          player0_before: white.before,
          player0_after: white.after,
          player0_deviation: white.deviation,
          player1_id: black.playerId,
          player1_before: black.before,
          player1_after: black.after,
          player1_deviation: black.deviation,
        })
        .onConflict((conflict) => conflict.columns(['game_id', 'game']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return null;
      for (const [seat, rating] of after.entries()) {
        const values = {
          rating: rating.rating,
          deviation: rating.deviation,
          volatility: rating.volatility,
          games: rating.games,
          last_rated_at: key.at,
        };
        await tx
          .insertInto('ratings')
          .values({ player_id: key.players[seat]!, variant: key.variant, ...values })
          .onConflict((conflict) => conflict.columns(['player_id', 'variant']).doUpdateSet(values))
          .execute();
      }
      return rated;
    });
  }

  /** A rating, read in `db` (a transaction: its row locked until its end on PostgreSQL if `lock`). */
  private async readRating(
    db: Kysely<Database> | Transaction<Database>,
    playerId: string,
    variant: OnlineVariant,
    lock: boolean,
  ): Promise<PlayerRating | null> {
    const row = await db
      .selectFrom('ratings')
      .selectAll()
      .where('player_id', '=', playerId)
      .where('variant', '=', variant)
      .$if(lock && this.kind === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst();
    return row ? playerRating(row) : null;
  }

  async gameRating(gameId: string, game: number): Promise<GameRating | null> {
    const row = await this.db
      .selectFrom('game_ratings')
      .selectAll()
      .where('game_id', '=', gameId)
      .where('game', '=', game)
      .executeTakeFirst();
    return row ? gameRating(row) : null;
  }

  async history(playerId: string, variant: OnlineVariant): Promise<RatingPoint[]> {
    const rows = await this.db
      .selectFrom('game_ratings')
      .selectAll()
      .where('variant', '=', variant)
      .where((where) =>
        where.or([where('player0_id', '=', playerId), where('player1_id', '=', playerId)]),
      )
      .orderBy('rated_at')
      .orderBy('game_id')
      .execute();
    return rows.map((row) => {
      const seat = gameRating(row).seats.find((change) => change.playerId === playerId)!;
      return {
        at: row.rated_at,
        rating: seat.after,
        deviation: seat.deviation,
        gameId: row.game_id,
      };
    });
  }

  async leaderboard(variant: OnlineVariant, max: number): Promise<RankedPlayer[]> {
    const rows = await this.db
      .selectFrom('ratings')
      .select(['player_id', 'rating', 'deviation', 'games'])
      .where('variant', '=', variant)
      .where('deviation', '<', RANKED_DEVIATION)
      .orderBy('rating', 'desc')
      .orderBy('player_id')
      .limit(max)
      .execute();
    return rows.map(({ player_id, rating, deviation, games }) => ({
      playerId: player_id,
      rating,
      deviation,
      games,
    }));
  }
}
