/**
 * The database's tables as Kysely sees them: one typed schema for SQLite and PostgreSQL alike
 * (migrations.ts creates it). Times are ms since 1970 (bigint in PostgreSQL, read back as
 * numbers: database.ts); flags are integers 0/1, so that both databases store and return the
 * same values; events and follow states are JSON text (the server only ever reads them whole).
 */
import type { Generated } from 'kysely';

export interface GamesTable {
  game_id: string;
  variant: string;
  /** The seat keys (secret: never answered by the archive). */
  key0: string;
  key1: string;
  organiser: string;
  created_at: number;
  /** Who holds each seat, and their names at the time (null until identities fill them). */
  player0_id: string | null;
  player0_name: string | null;
  player1_id: string | null;
  player1_name: string | null;
  /** The latest finished game's result (`1-0`, `0-1`, `1/2-1/2`) and its ending event's time. */
  result: string | null;
  ended_at: number | null;
  rated: Generated<number>;
  /** Issue 43: the seat to move while the current game goes on (null: over, or unknown). */
  mover: number | null;
  /** Issue 43: a correspondence game's deadline, ms since 1970 (null: none). */
  deadline: number | null;
  /**
   * Issue 43: when the server must end the game by itself unless its mover plays (a deadline, a
   * clock run out, the automatic abort), ms since 1970 (null: never); overdue.ts sweeps it.
   */
  due_at: number | null;
  /** Issue 43: since when both seats have been held (ms since 1970; null: not yet, or unknown). */
  seats_held_at: number | null;
}

export interface GameEventsTable {
  game_id: string;
  v: number;
  /** The event, as JSON. */
  body: string;
}

/** One row per game of a room whose end was owed or claimed (the outbox of endings.ts). */
export interface GameEndsTable {
  game_id: string;
  game: number;
  /** The ending event's time while its publication is owed; null once published (or never). */
  owed_at: number | null;
  claim_owner: string | null;
  claim_until: number | null;
  published: Generated<number>;
}

export interface FollowsTable {
  code: string;
  key: string;
  created_at: number;
  v: Generated<number>;
  state: string | null;
}

export interface PlayersTable {
  id: string;
  name: string;
  /** The lower-cased name (unique); null once the account is deleted. */
  name_key: string | null;
  account: number;
  password_hash: string | null;
  created_at: number;
  deleted_at: number | null;
}

export interface SessionsTable {
  session_id: string;
  player_id: string;
  created_at: number;
  /** Its last use (migration 006): it expires 30 days after. */
  used_at: number;
}

/** A player's Web Push subscription (issue 43): where the browser's push service takes pushes. */
export interface PushSubscriptionsTable {
  endpoint: string;
  player_id: string;
  /** The subscription's keys (base64url): the browser's ECDH key and its auth secret. */
  p256dh: string;
  auth: string;
  created_at: number;
}

/** The server's own keys, made on the first start and shared by every process (VAPID's). */
export interface ServerKeysTable {
  name: string;
  value: string;
}

/** A player's Glicko-2 rating in one game (issue 43, ratingStore.ts). */
export interface RatingsTable {
  player_id: string;
  variant: string;
  rating: number;
  deviation: number;
  volatility: number;
  games: number;
  last_rated_at: number | null;
}

/** A rated game's change, per seat (the primary key rates a game once). */
export interface GameRatingsTable {
  game_id: string;
  game: number;
  variant: string;
  rated_at: number;
  player0_id: string;
  player0_before: number;
  player0_after: number;
  player0_deviation: number;
  player1_id: string;
  player1_before: number;
  player1_after: number;
  player1_deviation: number;
}

/** An open challenge of the lobby (seekStore.ts): real-time ones live while refreshed. */
export interface SeeksTable {
  seek_id: string;
  player_id: string;
  name: string;
  account: number;
  rating: number;
  provisional: number;
  variant: string;
  /** A real-time control (`5+3`), or null with `days`. */
  clock: string | null;
  days: number | null;
  rated: number;
  color: string;
  created_at: number;
  expires_at: number;
}

/** A player waiting in a quick-pairing pool (one row a player). */
export interface PoolEntriesTable {
  player_id: string;
  name: string;
  account: number;
  rating: number;
  pool: string;
  joined_at: number;
  expires_at: number;
}

/** A player's one puzzle rating (issue 45, puzzleStore.ts) and their streaks of solves. */
export interface PuzzlePlayersTable {
  player_id: string;
  rating: number;
  deviation: number;
  volatility: number;
  /** Rated attempts (first attempts). */
  games: number;
  last_rated_at: number | null;
  streak: number;
  best_streak: number;
}

/** A puzzle's rating as it has learned from first attempts (a row once it has been tried). */
export interface PuzzleRatingsTable {
  puzzle_id: string;
  variant: string;
  rating: number;
  deviation: number;
  volatility: number;
  games: number;
}

/** Every attempt: `n` counts the player's earlier attempts at the puzzle (0: the rated one). */
export interface PuzzleAttemptsTable {
  player_id: string;
  puzzle_id: string;
  n: number;
  variant: string;
  win: number;
  rated: number;
  at: number;
  /** The player's puzzle rating after it. */
  rating: number;
}

/** A player's best Storm run in one game, with lichess's figures of it (null: not sent). */
export interface StormBestsTable {
  player_id: string;
  variant: string;
  best: number;
  moves: number | null;
  errors: number | null;
  combo: number | null;
  time: number | null;
  at: number;
}
/** A puzzle race (issue 45, raceStore.ts): `puzzles` is a JSON array of puzzle ids. */
export interface RacesTable {
  code: string;
  key: string;
  variant: string;
  puzzles: string;
  seconds: number;
  countdown: number;
  created_at: number;
  starts_at: number | null;
  ends_at: number | null;
}

/** A race's player: `name_key` (the name in lower case) is unique in the race. */
export interface RacePlayersTable {
  code: string;
  id: number;
  name: string;
  name_key: string;
  token: string;
  joined_at: number;
}

/** A player's answer to a race's puzzle (one per player and puzzle): `turns` is JSON. */
export interface RaceAnswersTable {
  code: string;
  player: number;
  idx: number;
  solved: number;
  turns: string;
  at: number;
}

/**
 * A study (issue 46, studyStore.ts): its owner (an account's player id), the name, visibility and
 * chapter count of its JSON (for the lists), the JSON itself as `writeStudy` writes it without
 * id or owner, and `revision`, 1 at its creation and one more at each write.
 */
export interface StudiesTable {
  id: string;
  owner_id: string;
  name: string;
  visibility: string;
  chapters: number;
  body: string;
  created_at: number;
  updated_at: number;
  revision: number;
}

export interface Database {
  games: GamesTable;
  game_events: GameEventsTable;
  game_ends: GameEndsTable;
  follows: FollowsTable;
  players: PlayersTable;
  sessions: SessionsTable;
  push_subscriptions: PushSubscriptionsTable;
  server_keys: ServerKeysTable;
  ratings: RatingsTable;
  game_ratings: GameRatingsTable;
  seeks: SeeksTable;
  pool_entries: PoolEntriesTable;
  puzzle_players: PuzzlePlayersTable;
  puzzle_ratings: PuzzleRatingsTable;
  puzzle_attempts: PuzzleAttemptsTable;
  storm_bests: StormBestsTable;
  races: RacesTable;
  race_players: RacePlayersTable;
  race_answers: RaceAnswersTable;
  studies: StudiesTable;
}
