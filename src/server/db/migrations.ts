/**
 * The database's one set of migrations, in code (no migration folder to ship next to the
 * bundle), run at every start by Kysely's Migrator: the same steps on SQLite and PostgreSQL, so
 * both hold the schema of schema.ts. A later change adds a migration at the end of the list,
 * never edits one that has shipped.
 */
import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';

const MIGRATIONS: Record<string, Migration> = {
  '001-games-follows-players': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('games')
        .addColumn('game_id', 'text', (c) => c.primaryKey())
        .addColumn('variant', 'text', (c) => c.notNull())
        .addColumn('key0', 'text', (c) => c.notNull())
        .addColumn('key1', 'text', (c) => c.notNull())
        .addColumn('organiser', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('player0_id', 'text')
        .addColumn('player0_name', 'text')
        .addColumn('player1_id', 'text')
        .addColumn('player1_name', 'text')
        .addColumn('result', 'text')
        .addColumn('ended_at', 'bigint')
        .addColumn('rated', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('games_player0').on('games').columns(['player0_id']).execute();
      await db.schema.createIndex('games_player1').on('games').columns(['player1_id']).execute();
      await db.schema
        .createTable('game_events')
        .addColumn('game_id', 'text', (c) => c.notNull().references('games.game_id'))
        .addColumn('v', 'integer', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('game_events_pk', ['game_id', 'v'])
        .execute();
      await db.schema
        .createTable('game_ends')
        .addColumn('game_id', 'text', (c) => c.notNull().references('games.game_id'))
        .addColumn('game', 'integer', (c) => c.notNull())
        .addColumn('owed_at', 'bigint')
        .addColumn('claim_owner', 'text')
        .addColumn('claim_until', 'bigint')
        .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('game_ends_pk', ['game_id', 'game'])
        .execute();
      await db.schema.createIndex('game_ends_owed').on('game_ends').columns(['owed_at']).execute();
      await db.schema
        .createTable('follows')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('v', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('state', 'text')
        .execute();
      await db.schema
        .createTable('players')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.unique())
        .addColumn('account', 'integer', (c) => c.notNull())
        .addColumn('password_hash', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('deleted_at', 'bigint')
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('session_id', 'text', (c) => c.primaryKey())
        .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sessions_player')
        .on('sessions')
        .columns(['player_id'])
        .execute();
    },
  },
  '002-ratings': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('ratings')
        .addColumn('player_id', 'text', (c) => c.notNull())
        .addColumn('variant', 'text', (c) => c.notNull())
        .addColumn('rating', 'double precision', (c) => c.notNull())
        .addColumn('deviation', 'double precision', (c) => c.notNull())
        .addColumn('volatility', 'double precision', (c) => c.notNull())
        .addColumn('games', 'integer', (c) => c.notNull())
        .addColumn('last_rated_at', 'bigint')
        .addPrimaryKeyConstraint('ratings_pk', ['player_id', 'variant'])
        .execute();
      await db.schema
        .createIndex('ratings_board')
        .on('ratings')
        .columns(['variant', 'rating'])
        .execute();
      await db.schema
        .createTable('game_ratings')
        .addColumn('game_id', 'text', (c) => c.notNull())
        .addColumn('game', 'integer', (c) => c.notNull())
        .addColumn('variant', 'text', (c) => c.notNull())
        .addColumn('rated_at', 'bigint', (c) => c.notNull())
        .addColumn('player0_id', 'text', (c) => c.notNull())
        .addColumn('player0_before', 'double precision', (c) => c.notNull())
        .addColumn('player0_after', 'double precision', (c) => c.notNull())
        .addColumn('player0_deviation', 'double precision', (c) => c.notNull())
        .addColumn('player1_id', 'text', (c) => c.notNull())
        .addColumn('player1_before', 'double precision', (c) => c.notNull())
        .addColumn('player1_after', 'double precision', (c) => c.notNull())
        .addColumn('player1_deviation', 'double precision', (c) => c.notNull())
        .addPrimaryKeyConstraint('game_ratings_pk', ['game_id', 'game'])
        .execute();
      for (const seat of [0, 1])
        await db.schema
          .createIndex(`game_ratings_player${seat}`)
          .on('game_ratings')
          .columns([`player${seat}_id`, 'variant', 'rated_at'])
          .execute();
    },
  },
  '003-seeks': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('seeks')
        .addColumn('seek_id', 'text', (c) => c.primaryKey())
        .addColumn('player_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('account', 'integer', (c) => c.notNull())
        .addColumn('rating', 'double precision', (c) => c.notNull())
        .addColumn('provisional', 'integer', (c) => c.notNull())
        .addColumn('variant', 'text', (c) => c.notNull())
        .addColumn('clock', 'text')
        .addColumn('days', 'integer')
        .addColumn('rated', 'integer', (c) => c.notNull())
        .addColumn('color', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('seeks_player').on('seeks').columns(['player_id']).execute();
      await db.schema.createIndex('seeks_expires').on('seeks').columns(['expires_at']).execute();
      await db.schema
        .createTable('pool_entries')
        .addColumn('player_id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('account', 'integer', (c) => c.notNull())
        .addColumn('rating', 'double precision', (c) => c.notNull())
        .addColumn('pool', 'text', (c) => c.notNull())
        .addColumn('joined_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
  '004-correspondence': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('games').addColumn('mover', 'integer').execute();
      await db.schema.alterTable('games').addColumn('deadline', 'bigint').execute();
      await db.schema.createIndex('games_deadline').on('games').columns(['deadline']).execute();
      await db.schema
        .createTable('push_subscriptions')
        .addColumn('endpoint', 'text', (c) => c.primaryKey())
        .addColumn('player_id', 'text', (c) => c.notNull())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('push_subscriptions_player')
        .on('push_subscriptions')
        .columns(['player_id'])
        .execute();
      await db.schema
        .createTable('server_keys')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  },
  '005-overdue': {
    async up(db: Kysely<unknown>) {
      // when the server must act on a game with nobody there (overdue.ts), and since when both
      // seats have been held (the automatic abort counts from then)
      await db.schema.alterTable('games').addColumn('due_at', 'bigint').execute();
      await db.schema.alterTable('games').addColumn('seats_held_at', 'bigint').execute();
      await db.schema.createIndex('games_due_at').on('games').columns(['due_at']).execute();
      await sql`update games set due_at = deadline where deadline is not null`.execute(db);
    },
  },
  '006-session-lifetime': {
    async up(db: Kysely<unknown>) {
      // a session lives 30 days past its last use (identity/sessions.ts); the sessions made
      // before count as used when this migration runs
      await db.schema
        .alterTable('sessions')
        .addColumn('used_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`update sessions set used_at = ${Date.now()}`.execute(db);
      await db.schema.createIndex('sessions_used_at').on('sessions').columns(['used_at']).execute();
    },
  },
  '007-puzzles': {
    async up(db: Kysely<unknown>) {
      // issue 45: a player's one puzzle rating and streaks, each puzzle's rating as it learns,
      // every attempt (`n`: the player's attempts at that puzzle before it; 0 is the rated one),
      // and each player's best Storm score per game (puzzleStore.ts)
      await db.schema
        .createTable('puzzle_players')
        .addColumn('player_id', 'text', (c) => c.primaryKey())
        .addColumn('rating', 'double precision', (c) => c.notNull())
        .addColumn('deviation', 'double precision', (c) => c.notNull())
        .addColumn('volatility', 'double precision', (c) => c.notNull())
        .addColumn('games', 'integer', (c) => c.notNull())
        .addColumn('last_rated_at', 'bigint')
        .addColumn('streak', 'integer', (c) => c.notNull())
        .addColumn('best_streak', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('puzzle_ratings')
        .addColumn('puzzle_id', 'text', (c) => c.primaryKey())
        .addColumn('variant', 'text', (c) => c.notNull())
        .addColumn('rating', 'double precision', (c) => c.notNull())
        .addColumn('deviation', 'double precision', (c) => c.notNull())
        .addColumn('volatility', 'double precision', (c) => c.notNull())
        .addColumn('games', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('puzzle_ratings_variant')
        .on('puzzle_ratings')
        .columns(['variant'])
        .execute();
      await db.schema
        .createTable('puzzle_attempts')
        .addColumn('player_id', 'text', (c) => c.notNull())
        .addColumn('puzzle_id', 'text', (c) => c.notNull())
        .addColumn('n', 'integer', (c) => c.notNull())
        .addColumn('variant', 'text', (c) => c.notNull())
        .addColumn('win', 'integer', (c) => c.notNull())
        .addColumn('rated', 'integer', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('rating', 'double precision', (c) => c.notNull())
        .addPrimaryKeyConstraint('puzzle_attempts_pk', ['player_id', 'puzzle_id', 'n'])
        .execute();
      await db.schema
        .createIndex('puzzle_attempts_player_at')
        .on('puzzle_attempts')
        .columns(['player_id', 'at'])
        .execute();
      await db.schema
        .createTable('storm_bests')
        .addColumn('player_id', 'text', (c) => c.notNull())
        .addColumn('variant', 'text', (c) => c.notNull())
        .addColumn('best', 'integer', (c) => c.notNull())
        .addColumn('moves', 'integer')
        .addColumn('errors', 'integer')
        .addColumn('combo', 'integer')
        .addColumn('time', 'integer')
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('storm_bests_pk', ['player_id', 'variant'])
        .execute();
    },
  },
  '008-races': {
    async up(db: Kysely<unknown>) {
      // puzzle races (issue 45, raceStore.ts): the race, its players, their answers
      await db.schema
        .createTable('races')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('variant', 'text', (c) => c.notNull())
        .addColumn('puzzles', 'text', (c) => c.notNull())
        .addColumn('seconds', 'integer', (c) => c.notNull())
        .addColumn('countdown', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('starts_at', 'bigint')
        .addColumn('ends_at', 'bigint')
        .execute();
      await db.schema
        .createTable('race_players')
        .addColumn('code', 'text', (c) => c.notNull().references('races.code'))
        .addColumn('id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull())
        .addColumn('token', 'text', (c) => c.notNull())
        .addColumn('joined_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('race_players_pk', ['code', 'id'])
        .addUniqueConstraint('race_players_name', ['code', 'name_key'])
        .execute();
      await db.schema
        .createTable('race_answers')
        .addColumn('code', 'text', (c) => c.notNull().references('races.code'))
        .addColumn('player', 'integer', (c) => c.notNull())
        .addColumn('idx', 'integer', (c) => c.notNull())
        .addColumn('solved', 'integer', (c) => c.notNull())
        .addColumn('turns', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('race_answers_pk', ['code', 'player', 'idx'])
        .execute();
    },
  },
  '009-studies': {
    async up(db: Kysely<unknown>) {
      // studies (issue 46, studyStore.ts): a row per study, its JSON whole in `body` (the server
      // validates it at every write and answers it as stored); `revision` counts its writes
      await db.schema
        .createTable('studies')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('owner_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('visibility', 'text', (c) => c.notNull())
        .addColumn('chapters', 'integer', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('revision', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('studies_owner')
        .on('studies')
        .columns(['owner_id', 'updated_at'])
        .execute();
      await db.schema
        .createIndex('studies_visibility')
        .on('studies')
        .columns(['visibility', 'updated_at'])
        .execute();
    },
  },
};

/** Brings the database's schema up to date; throws the first migration's error. */
export async function migrate(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
