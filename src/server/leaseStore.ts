/**
 * Where rooms' leases live (lease.ts): a short lease on a room's id, so that only one process
 * creates the room at a time and another takes it over when the holder dies. One interface,
 * `LeaseStore`, in memory (the embedded server, timed by the context's clock) or in Redis
 * (`pw:lease:<roomId>`, SET NX PX, timed by Redis). A process renews all its rooms' leases at
 * once (lease.ts `LeaseKeeper`): `renew` takes many names, and Redis gets them as one pipeline
 * of `EVALSHA` (the scripts are defined once on the connection: ioredis sends their SHA, and the
 * script itself only the first time Redis does not know it).
 */
import type { Redis } from 'ioredis';
import type { Clock } from './clock';

export interface LeaseStore {
  /** Takes the lease on `name` for `owner` if nobody holds it (or `owner` already does). */
  acquire(name: string, owner: string, ms: number): Promise<boolean>;
  /** Extends `owner`'s leases on `names`: for each, false if it is no longer `owner`'s. */
  renew(names: readonly string[], owner: string, ms: number): Promise<boolean[]>;
  release(name: string, owner: string): Promise<void>;
}

/** The embedded server's leases: one process, so a plain map. */
export class MemoryLeaseStore implements LeaseStore {
  private readonly leases = new Map<string, { owner: string; until: number }>();

  constructor(private readonly clock: Clock) {}

  async acquire(name: string, owner: string, ms: number): Promise<boolean> {
    const lease = this.leases.get(name);
    const now = this.clock.now();
    if (lease && lease.owner !== owner && lease.until > now) return false;
    this.leases.set(name, { owner, until: now + ms });
    return true;
  }

  async renew(names: readonly string[], owner: string, ms: number): Promise<boolean[]> {
    const now = this.clock.now();
    return names.map((name) => {
      const lease = this.leases.get(name);
      if (!lease || lease.owner !== owner || lease.until <= now) return false;
      lease.until = now + ms;
      return true;
    });
  }

  async release(name: string, owner: string): Promise<void> {
    if (this.leases.get(name)?.owner === owner) this.leases.delete(name);
  }
}

const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('PEXPIRE', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1]) else return 0 end`;
const ACQUIRE = `local holder = redis.call('GET', KEYS[1])
if holder == false or holder == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 else return 0 end`;

/** The lease scripts as commands of an ioredis connection (sent by `EVALSHA`). */
interface LeaseCommands {
  acquireLease(key: string, owner: string, ms: number): Promise<number>;
  renewLease(key: string, owner: string, ms: number): Promise<number>;
  releaseLease(key: string, owner: string): Promise<number>;
}

/** The deployment's leases, in Redis. */
export class RedisLeaseStore implements LeaseStore {
  private readonly redis: Redis & LeaseCommands;

  constructor(redis: Redis) {
    redis.defineCommand('acquireLease', { numberOfKeys: 1, lua: ACQUIRE });
    redis.defineCommand('renewLease', { numberOfKeys: 1, lua: RENEW });
    redis.defineCommand('releaseLease', { numberOfKeys: 1, lua: RELEASE });
    this.redis = redis as Redis & LeaseCommands;
  }

  async acquire(name: string, owner: string, ms: number): Promise<boolean> {
    return (await this.redis.acquireLease(`pw:lease:${name}`, owner, ms)) === 1;
  }

  async renew(names: readonly string[], owner: string, ms: number): Promise<boolean[]> {
    if (names.length === 0) return [];
    const pipeline = this.redis.pipeline() as ReturnType<Redis['pipeline']> & {
      renewLease(key: string, owner: string, ms: number): unknown;
    };
    for (const name of names) pipeline.renewLease(`pw:lease:${name}`, owner, ms);
    const results = (await pipeline.exec()) ?? [];
    return names.map((_, i) => {
      const [error, value] = results[i] ?? [new Error('no answer'), 0];
      if (error) throw error;
      return value === 1;
    });
  }

  async release(name: string, owner: string): Promise<void> {
    await this.redis.releaseLease(`pw:lease:${name}`, owner);
  }
}
