/**
 * Where follow rooms keep their leader's latest board: the code, the leader's key and the latest
 * state with its version (only the latest matters: a late follower gets it at once). One
 * interface, `FollowStore`, in memory (the embedded server) or in Redis.
 *
 * Redis: `pw:f:<code>`, a hash with `meta`, `v` and `state`, expiring RECORD_TTL_SECONDS after
 * its last write.
 */
import type { Redis } from 'ioredis';
import { RECORD_TTL_SECONDS } from './gameStore';

export interface FollowMeta {
  readonly code: string;
  readonly key: string;
  readonly createdAt: number;
}

export interface FollowRecord {
  readonly meta: FollowMeta;
  readonly v: number;
  readonly state: Record<string, unknown> | null;
}

export interface FollowStore {
  /** Stores a new follow room; false if the code is taken. */
  createFollow(meta: FollowMeta): Promise<boolean>;
  loadFollow(code: string): Promise<FollowRecord | null>;
  saveFollow(code: string, v: number, state: Record<string, unknown>): Promise<void>;
}

/** The embedded server's follow rooms: one process, so a plain map. */
export class MemoryFollowStore implements FollowStore {
  private readonly follows = new Map<string, FollowRecord>();

  async createFollow(meta: FollowMeta): Promise<boolean> {
    if (this.follows.has(meta.code)) return false;
    this.follows.set(meta.code, { meta, v: 0, state: null });
    return true;
  }

  async loadFollow(code: string): Promise<FollowRecord | null> {
    return this.follows.get(code) ?? null;
  }

  async saveFollow(code: string, v: number, state: Record<string, unknown>): Promise<void> {
    const follow = this.follows.get(code);
    if (follow) this.follows.set(code, { meta: follow.meta, v, state });
  }
}

/** The deployment's follow rooms, in Redis. */
export class RedisFollowStore implements FollowStore {
  constructor(private readonly redis: Redis) {}

  async createFollow(meta: FollowMeta): Promise<boolean> {
    const key = `pw:f:${meta.code}`;
    const created = await this.redis.hsetnx(key, 'meta', JSON.stringify(meta));
    if (created === 1) await this.redis.expire(key, RECORD_TTL_SECONDS);
    return created === 1;
  }

  async loadFollow(code: string): Promise<FollowRecord | null> {
    const hash = await this.redis.hgetall(`pw:f:${code}`);
    if (!hash.meta) return null;
    return {
      meta: JSON.parse(hash.meta) as FollowMeta,
      v: Number(hash.v ?? 0),
      state: hash.state ? (JSON.parse(hash.state) as Record<string, unknown>) : null,
    };
  }

  async saveFollow(code: string, v: number, state: Record<string, unknown>): Promise<void> {
    const key = `pw:f:${code}`;
    await this.redis
      .multi()
      .hset(key, 'v', String(v), 'state', JSON.stringify(state))
      .expire(key, RECORD_TTL_SECONDS)
      .exec();
  }
}
