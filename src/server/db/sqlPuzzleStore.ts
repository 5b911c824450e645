/**
 * Puzzle results in the SQL database (puzzleStore.ts's `PuzzleStore`; migration 007):
 * `puzzle_players` (a player's puzzle rating and streaks), `puzzle_ratings` (a tried puzzle's
 * rating), `puzzle_attempts` (every attempt) and `storm_bests`. An attempt is one transaction:
 * the player's row made if missing and locked (on PostgreSQL, where processes record at once;
 * SQLite's transactions take the write lock at their start), their attempts at the puzzle
 * counted, and only for the first one the puzzle's row made if missing, locked and both ratings
 * written; the attempt's row's key (player, puzzle, count) refuses a second first attempt.
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { PuzzleVariant } from '../../protocol';
import { NEW_RATING, type Rating } from '../../rules';
import {
  NO_STREAK,
  streaksAfter,
  type AttemptKey,
  type AttemptPoint,
  type AttemptRecord,
  type PlayerPuzzleRating,
  type PuzzleStore,
  type RateAttempt,
  type StormRecord,
} from '../puzzleStore';
import type { DatabaseKind } from './database';
import type { Database, PuzzlePlayersTable, PuzzleRatingsTable } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

const ratingOf = (
  row: Selectable<PuzzlePlayersTable> | Selectable<PuzzleRatingsTable>,
): Rating => ({
  rating: row.rating,
  deviation: row.deviation,
  volatility: row.volatility,
  games: row.games,
});

const playerRating = (row: Selectable<PuzzlePlayersTable>): PlayerPuzzleRating => ({
  ...ratingOf(row),
  lastRatedAt: row.last_rated_at,
  streak: row.streak,
  bestStreak: row.best_streak,
});

export class SqlPuzzleStore implements PuzzleStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly kind: DatabaseKind,
  ) {}

  async attempt(key: AttemptKey, rate: RateAttempt): Promise<AttemptRecord> {
    const { playerId, puzzleId, variant, win, at } = key;
    return this.db.transaction().execute(async (tx) => {
      // the player's row, made with a new player's rating, locked: their attempts go one by one
      await tx
        .insertInto('puzzle_players')
        .values({
          player_id: playerId,
          ...NEW_RATING,
          last_rated_at: null,
          streak: NO_STREAK.streak,
          best_streak: NO_STREAK.bestStreak,
        })
        .onConflict((conflict) => conflict.column('player_id').doNothing())
        .execute();
      const playerRow = await tx
        .selectFrom('puzzle_players')
        .selectAll()
        .where('player_id', '=', playerId)
        .$if(this.kind === 'postgres', (query) => query.forUpdate())
        .executeTakeFirstOrThrow();
      const player = playerRow.last_rated_at === null ? null : playerRating(playerRow);
      const { n } = await tx
        .selectFrom('puzzle_attempts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('player_id', '=', playerId)
        .where('puzzle_id', '=', puzzleId)
        .executeTakeFirstOrThrow();
      const rated = Number(n) === 0;
      const puzzle = rated ? await this.lockPuzzle(tx, key) : await this.puzzleRating(tx, key);
      const before = playerRating(playerRow);
      const after = rated ? rate(player, puzzle) : null;
      const streaks = streaksAfter(before, rated, win);
      if (after) {
        await tx
          .updateTable('puzzle_players')
          .set({
            ...after.player,
            last_rated_at: at,
            streak: streaks.streak,
            best_streak: streaks.bestStreak,
          })
          .where('player_id', '=', playerId)
          .execute();
        await tx
          .updateTable('puzzle_ratings')
          .set(after.puzzle)
          .where('puzzle_id', '=', puzzleId)
          .execute();
      }
      const playerAfter = after?.player ?? ratingOf(playerRow);
      await tx
        .insertInto('puzzle_attempts')
        .values({
          player_id: playerId,
          puzzle_id: puzzleId,
          n: Number(n),
          variant,
          win: win ? 1 : 0,
          rated: rated ? 1 : 0,
          at,
          rating: playerAfter.rating,
        })
        .execute();
      return {
        rated,
        player: { before: ratingOf(playerRow), after: playerAfter },
        puzzle: { before: puzzle, after: after?.puzzle ?? puzzle },
        ...streaks,
      };
    });
  }

  /** The puzzle's row, made from its shipped rating if it has none, locked on PostgreSQL. */
  private async lockPuzzle(tx: Transaction<Database>, key: AttemptKey): Promise<Rating> {
    await tx
      .insertInto('puzzle_ratings')
      .values({ puzzle_id: key.puzzleId, variant: key.variant, ...key.start })
      .onConflict((conflict) => conflict.column('puzzle_id').doNothing())
      .execute();
    const row = await tx
      .selectFrom('puzzle_ratings')
      .selectAll()
      .where('puzzle_id', '=', key.puzzleId)
      .$if(this.kind === 'postgres', (query) => query.forUpdate())
      .executeTakeFirstOrThrow();
    return ratingOf(row);
  }

  /** The puzzle's rating as learned so far (its shipped one if nobody has tried it). */
  private async puzzleRating(db: Db, key: AttemptKey): Promise<Rating> {
    const row = await db
      .selectFrom('puzzle_ratings')
      .selectAll()
      .where('puzzle_id', '=', key.puzzleId)
      .executeTakeFirst();
    return row ? ratingOf(row) : key.start;
  }

  async playerRating(playerId: string): Promise<PlayerPuzzleRating | null> {
    const row = await this.db
      .selectFrom('puzzle_players')
      .selectAll()
      .where('player_id', '=', playerId)
      .executeTakeFirst();
    return row ? playerRating(row) : null;
  }

  async history(playerId: string, max: number): Promise<AttemptPoint[]> {
    const rows = await this.db
      .selectFrom('puzzle_attempts')
      .select(['puzzle_id', 'variant', 'win', 'rated', 'at', 'rating'])
      .where('player_id', '=', playerId)
      .orderBy('at', 'desc')
      .orderBy('n', 'desc')
      .orderBy('puzzle_id')
      .limit(max)
      .execute();
    return rows.map((row) => ({
      puzzleId: row.puzzle_id,
      variant: row.variant as PuzzleVariant,
      win: row.win === 1,
      rated: row.rated === 1,
      at: row.at,
      rating: row.rating,
    }));
  }

  async puzzleRatings(variant: PuzzleVariant): Promise<Map<string, Rating>> {
    const rows = await this.db
      .selectFrom('puzzle_ratings')
      .selectAll()
      .where('variant', '=', variant)
      .execute();
    return new Map(rows.map((row) => [row.puzzle_id, ratingOf(row)]));
  }

  async recordStorm(
    playerId: string,
    variant: PuzzleVariant,
    run: StormRecord,
    at: number,
  ): Promise<number> {
    const values = {
      best: run.score,
      moves: run.moves,
      errors: run.errors,
      combo: run.combo,
      time: run.time,
      at,
    };
    // one statement: a new best replaces the old, a lower score leaves it (as processes race)
    await this.db
      .insertInto('storm_bests')
      .values({ player_id: playerId, variant, ...values })
      .onConflict((conflict) =>
        conflict
          .columns(['player_id', 'variant'])
          .doUpdateSet(values)
          .where('storm_bests.best', '<', run.score),
      )
      .execute();
    const row = await this.db
      .selectFrom('storm_bests')
      .select('best')
      .where('player_id', '=', playerId)
      .where('variant', '=', variant)
      .executeTakeFirstOrThrow();
    return row.best;
  }

  async stormBests(playerId: string): Promise<Partial<Record<PuzzleVariant, number>>> {
    const rows = await this.db
      .selectFrom('storm_bests')
      .select(['variant', 'best'])
      .where('player_id', '=', playerId)
      .execute();
    return Object.fromEntries(rows.map((row) => [row.variant, row.best]));
  }
}
