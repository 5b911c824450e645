/**
 * Where follow rooms keep their leader's latest board: the code, the leader's key and the latest
 * state with its version (only the latest matters: a late follower gets it at once). One
 * interface, `FollowStore`, in memory (the unit tests') or in the SQL database
 * (db/sqlFollowStore.ts).
 */

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

/** Follow rooms in this process's memory (the unit tests'): a plain map. */
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
