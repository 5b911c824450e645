/**
 * Where the rooms' records live: in this process's memory (`MemoryStore`, the embedded server)
 * or in Redis (`RedisStore`, when REDIS_URL is set), so that any process can re-create a room
 * whose owner died. The game record is its creation meta and its event log; every event is
 * written before it is broadcast, with a fence: an event is stored only if no event of that
 * version exists yet (HSETNX), so two processes that both believed they owned a room could
 * never write two different histories. A room's owner also holds a short lease (SET NX PX,
 * refreshed while the room lives) so that only one process creates the room at a time.
 *
 * Redis keys (all prefixed `pw:`): `pw:g:<gameId>` a hash with `meta` and `e:<version>`;
 * `pw:f:<code>` a hash with `meta`, `v` and `state` (a follow room keeps only its latest
 * state); `pw:lease:<roomId>` the owner's lease. Records expire RECORD_TTL_SECONDS after their
 * last write.
 */
import { Redis } from 'ioredis';
import type { GameEvent, OnlineVariant } from '../protocol';

/** A game's creation record: its keys and how it started. */
export interface GameMeta {
  readonly gameId: string;
  readonly variant: OnlineVariant;
  readonly players: readonly [string, string];
  readonly organiser: string;
  readonly createdAt: number;
}

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

export interface Store {
  readonly kind: 'memory' | 'redis';
  /** Stores a new game with its first event; false if the id is taken. */
  createGame(meta: GameMeta, first: GameEvent): Promise<boolean>;
  loadGame(gameId: string): Promise<{ meta: GameMeta; events: GameEvent[] } | null>;
  /** Stores the next event; false if an event of that version is already stored. */
  append(gameId: string, event: GameEvent): Promise<boolean>;
  createFollow(meta: FollowMeta): Promise<boolean>;
  loadFollow(code: string): Promise<FollowRecord | null>;
  saveFollow(code: string, v: number, state: Record<string, unknown>): Promise<void>;
  /** Takes the lease on `name` for `owner` if nobody holds it (or `owner` already does). */
  acquire(name: string, owner: string, ms: number): Promise<boolean>;
  /** Extends `owner`'s lease; false if it is no longer `owner`'s. */
  renew(name: string, owner: string, ms: number): Promise<boolean>;
  release(name: string, owner: string): Promise<void>;
  close(): Promise<void>;
}

const RECORD_TTL_SECONDS = 30 * 24 * 3600;

/** The embedded server's store: one process, so plain maps. */
export class MemoryStore implements Store {
  readonly kind = 'memory';
  private readonly games = new Map<string, { meta: GameMeta; events: GameEvent[] }>();
  private readonly follows = new Map<string, FollowRecord>();
  private readonly leases = new Map<string, { owner: string; until: number }>();

  async createGame(meta: GameMeta, first: GameEvent): Promise<boolean> {
    if (this.games.has(meta.gameId)) return false;
    this.games.set(meta.gameId, { meta, events: [first] });
    return true;
  }

  async loadGame(gameId: string) {
    const game = this.games.get(gameId);
    return game ? { meta: game.meta, events: [...game.events] } : null;
  }

  async append(gameId: string, event: GameEvent): Promise<boolean> {
    const game = this.games.get(gameId);
    if (!game || event.v !== game.events.length + 1) return false;
    game.events.push(event);
    return true;
  }

  async createFollow(meta: FollowMeta): Promise<boolean> {
    if (this.follows.has(meta.code)) return false;
    this.follows.set(meta.code, { meta, v: 0, state: null });
    return true;
  }

  async loadFollow(code: string) {
    return this.follows.get(code) ?? null;
  }

  async saveFollow(code: string, v: number, state: Record<string, unknown>) {
    const follow = this.follows.get(code);
    if (follow) this.follows.set(code, { meta: follow.meta, v, state });
  }

  async acquire(name: string, owner: string, ms: number): Promise<boolean> {
    const lease = this.leases.get(name);
    if (lease && lease.owner !== owner && lease.until > Date.now()) return false;
    this.leases.set(name, { owner, until: Date.now() + ms });
    return true;
  }

  async renew(name: string, owner: string, ms: number): Promise<boolean> {
    const lease = this.leases.get(name);
    if (!lease || lease.owner !== owner) return false;
    lease.until = Date.now() + ms;
    return true;
  }

  async release(name: string, owner: string): Promise<void> {
    if (this.leases.get(name)?.owner === owner) this.leases.delete(name);
  }

  async close(): Promise<void> {}
}

const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('PEXPIRE', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1]) else return 0 end`;
const ACQUIRE = `local holder = redis.call('GET', KEYS[1])
if holder == false or holder == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 else return 0 end`;
/** HSETNX of the event, then the record's expiry pushed back: 1 if stored, 0 if taken. */
const APPEND = `if redis.call('HEXISTS', KEYS[1], 'meta') == 0 then return -1 end
local stored = redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[2])
if stored == 1 then redis.call('EXPIRE', KEYS[1], ARGV[3]) end
return stored`;

/** The distributed store: every process of the deployment reads and writes the same Redis. */
export class RedisStore implements Store {
  readonly kind = 'redis';
  private readonly redis: Redis;

  constructor(url: string) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 3, enableOfflineQueue: true });
    this.redis.on('error', () => {}); // reported by the failing command; no crash on a reconnect
  }

  async createGame(meta: GameMeta, first: GameEvent): Promise<boolean> {
    const key = `pw:g:${meta.gameId}`;
    const created = await this.redis.hsetnx(key, 'meta', JSON.stringify(meta));
    if (created !== 1) return false;
    await this.redis
      .multi()
      .hset(key, `e:${first.v}`, JSON.stringify(first))
      .expire(key, RECORD_TTL_SECONDS)
      .exec();
    return true;
  }

  async loadGame(gameId: string) {
    const hash = await this.redis.hgetall(`pw:g:${gameId}`);
    if (!hash.meta) return null;
    const events: GameEvent[] = [];
    for (let v = 1; hash[`e:${v}`] !== undefined; v++)
      events.push(JSON.parse(hash[`e:${v}`]!) as GameEvent);
    return { meta: JSON.parse(hash.meta) as GameMeta, events };
  }

  async append(gameId: string, event: GameEvent): Promise<boolean> {
    const stored = await this.redis.eval(
      APPEND,
      1,
      `pw:g:${gameId}`,
      `e:${event.v}`,
      JSON.stringify(event),
      RECORD_TTL_SECONDS,
    );
    return stored === 1;
  }

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

  async acquire(name: string, owner: string, ms: number): Promise<boolean> {
    return (await this.redis.eval(ACQUIRE, 1, `pw:lease:${name}`, owner, ms)) === 1;
  }

  async renew(name: string, owner: string, ms: number): Promise<boolean> {
    return (await this.redis.eval(RENEW, 1, `pw:lease:${name}`, owner, ms)) === 1;
  }

  async release(name: string, owner: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, `pw:lease:${name}`, owner);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => {});
  }
}
