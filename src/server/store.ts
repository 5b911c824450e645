/**
 * The stores a server process uses, one per kind of thing kept: games (gameStore.ts), follow
 * rooms (followStore.ts) and leases (leaseStore.ts). In this process's memory for the embedded
 * server, or in Redis (when REDIS_URL is set) so that any process can re-create a room whose
 * owner died; a later store (a database for games) replaces one member, not the others.
 */
import { Redis } from 'ioredis';
import type { Clock } from './clock';
import { MemoryFollowStore, RedisFollowStore, type FollowStore } from './followStore';
import { MemoryGameStore, RedisGameStore, type GameStore } from './gameStore';
import { MemoryLeaseStore, RedisLeaseStore, type LeaseStore } from './leaseStore';
import { MemoryPlayerStore, type PlayerStore } from './playerStore';

export interface Stores {
  readonly kind: 'memory' | 'redis';
  readonly games: GameStore;
  readonly follows: FollowStore;
  readonly leases: LeaseStore;
  /** Players and their sessions (in memory until the database keeps them: issue 42). */
  readonly players: PlayerStore;
  close(): Promise<void>;
}

export function memoryStores(clock: Clock): Stores {
  return {
    kind: 'memory',
    games: new MemoryGameStore(),
    follows: new MemoryFollowStore(),
    leases: new MemoryLeaseStore(clock),
    players: new MemoryPlayerStore(),
    close: async () => {},
  };
}

/** The three stores on one Redis connection. */
export function redisStores(url: string): Stores {
  const redis = new Redis(url, { maxRetriesPerRequest: 3, enableOfflineQueue: true });
  redis.on('error', () => {}); // reported by the failing command; no crash on a reconnect
  return {
    kind: 'redis',
    games: new RedisGameStore(redis),
    follows: new RedisFollowStore(redis),
    leases: new RedisLeaseStore(redis),
    players: new MemoryPlayerStore(),
    close: async () => {
      await redis.quit().catch(() => {});
    },
  };
}
