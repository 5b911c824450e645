/**
 * The stores a server process uses, one per kind of thing kept: games (gameStore.ts), follow
 * rooms (followStore.ts), players and sessions (playerStore.ts), ratings (ratingStore.ts), puzzle
 * races (raceStore.ts), puzzle ratings, attempts and Storm bests (puzzleStore.ts), accounts'
 * studies (studyStore.ts) and leases (leaseStore.ts).
 *
 * A real server (`databaseStores`) keeps games, follow rooms, players and ratings in its database
 * (db/database.ts: the embedded SQLite file under `--data DIR`, or PostgreSQL with
 * DATABASE_URL), the only copy; the leases, which are live and short, in Redis when REDIS_URL
 * is set (any process may then re-create a room whose owner died), else in this process's
 * memory. `memoryStores` keeps everything in memory: the unit tests' stores.
 */
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Clock } from './clock';
import { openDatabase, type DatabaseKind, type DatabasePlace } from './db/database';
import type { Database } from './db/schema';
import { SqlFollowStore } from './db/sqlFollowStore';
import { SqlGameStore } from './db/sqlGameStore';
import { SqlPlayerStore } from './db/sqlPlayerStore';
import { SqlRatingStore } from './db/sqlRatingStore';
import { SqlSeekStore } from './db/sqlSeekStore';
import { SqlRaceStore } from './db/sqlRaceStore';
import { SqlStudyStore } from './db/sqlStudyStore';
import { MemoryFollowStore, type FollowStore } from './followStore';
import { MemoryGameStore, type GameStore } from './gameStore';
import { MemoryLeaseStore, RedisLeaseStore, type LeaseStore } from './leaseStore';
import { MemoryPlayerStore, type PlayerStore } from './playerStore';
import { MemoryRatingStore, type RatingStore } from './ratingStore';
import { MemoryPushStore, type PushStore } from './pushStore';
import { SqlPushStore } from './db/sqlPushStore';
import { SqlPuzzleStore } from './db/sqlPuzzleStore';
import { MemoryPuzzleStore, type PuzzleStore } from './puzzleStore';
import { MemorySeekStore, type SeekStore } from './seekStore';
import { MemoryRaceStore, type RaceStore } from './raceStore';
import { MemoryStudyStore, type StudyStore } from './studyStore';

export interface Stores {
  /** Where the leases are: this process's memory, or Redis. */
  readonly kind: 'memory' | 'redis';
  /** The database that keeps the rest (for the archive's queries, db/archive.ts); null: memory. */
  readonly database: { readonly kind: DatabaseKind; readonly db: Kysely<Database> } | null;
  readonly games: GameStore;
  readonly follows: FollowStore;
  readonly leases: LeaseStore;
  readonly players: PlayerStore;
  readonly ratings: RatingStore;
  /** Web Push subscriptions and the server's VAPID keys (issue 43). */
  readonly push: PushStore;
  /** The lobby's seeks and quick-pairing pools. */
  readonly seeks: SeekStore;
  /** Puzzle races: the race, its players, their answers (issue 45). */
  readonly races: RaceStore;
  /** Accounts' puzzle ratings, the puzzles' learned ratings, attempts, Storm bests (issue 45). */
  readonly puzzleResults: PuzzleStore;
  /** Accounts' studies (issue 46). */
  readonly studies: StudyStore;
  close(): Promise<void>;
}

export function memoryStores(clock: Clock): Stores {
  const players = new MemoryPlayerStore();
  return {
    kind: 'memory',
    database: null,
    games: new MemoryGameStore(),
    follows: new MemoryFollowStore(),
    leases: new MemoryLeaseStore(clock),
    players,
    ratings: new MemoryRatingStore(),
    push: new MemoryPushStore(),
    seeks: new MemorySeekStore(),
    races: new MemoryRaceStore(),
    puzzleResults: new MemoryPuzzleStore(),
    studies: new MemoryStudyStore(players),
    close: async () => {},
  };
}

/** The leases in Redis at `url`, and how to close its connection. */
function redisLeases(url: string): { leases: LeaseStore; close: () => Promise<void> } {
  const redis = new Redis(url, { maxRetriesPerRequest: 3, enableOfflineQueue: true });
  redis.on('error', () => {}); // reported by the failing command; no crash on a reconnect
  return {
    leases: new RedisLeaseStore(redis),
    close: async () => void (await redis.quit().catch(() => {})),
  };
}

/** The stores of a real server: the database at `place`, the leases in Redis if `redisUrl`. */
export async function databaseStores(
  place: DatabasePlace,
  redisUrl: string | undefined,
  clock: Clock,
): Promise<Stores> {
  const database = await openDatabase(place);
  const live = redisUrl
    ? redisLeases(redisUrl)
    : { leases: new MemoryLeaseStore(clock), close: async () => {} };
  return {
    kind: redisUrl ? 'redis' : 'memory',
    database,
    games: new SqlGameStore(database.db),
    follows: new SqlFollowStore(database.db),
    leases: live.leases,
    players: new SqlPlayerStore(database.db),
    ratings: new SqlRatingStore(database.db, database.kind),
    push: new SqlPushStore(database.db),
    seeks: new SqlSeekStore(database.db),
    races: new SqlRaceStore(database.db),
    puzzleResults: new SqlPuzzleStore(database.db, database.kind),
    studies: new SqlStudyStore(database.db, database.kind),
    close: async () => {
      await live.close();
      await database.close();
    },
  };
}
