/**
 * Where the lobby's open challenges (seeks) and quick-pairing pool entries are kept: the truth
 * that every process's lobby room lists from (lobbyRoom.ts) and the seek routes (seeks.ts)
 * change. One interface, `SeekStore`, in memory for the unit tests and in the SQL database
 * (db/sqlSeekStore.ts) for a real server, so that two processes see the same lobby.
 *
 * Every row has an expiry: a correspondence seek stays SEEK_DAYS_KEPT days; a real-time seek
 * and a pool entry live only while their player's lobby connection refreshes them (`refresh`),
 * so a player who leaves, or a process that dies, leaves none behind for long. Taking a seek or
 * a pair of pool entries is one atomic statement (`takeSeek`, `takePair`): of two processes that
 * try at once, one gets it and the other nothing, so one seek makes one game.
 */
import type { OnlineVariant, SeekColor } from '../protocol';

/** A player in the lobby as a seek or a pool entry keeps them: their name and rating then. */
export interface LobbyPlayer {
  readonly playerId: string;
  readonly name: string;
  readonly account: boolean;
  readonly rating: number;
}

/** An open challenge as kept, with its player's name and rating when it was made. */
export interface SeekRecord extends LobbyPlayer {
  readonly seekId: string;
  readonly provisional: boolean;
  readonly variant: OnlineVariant;
  readonly clock: string | null;
  readonly days: number | null;
  readonly rated: boolean;
  readonly color: SeekColor;
  readonly createdAt: number;
  /** Ms since 1970 after which it is gone. */
  readonly expiresAt: number;
}

/** A player waiting in a quick-pairing pool (one pool at a time). */
export interface PoolEntry extends LobbyPlayer {
  readonly pool: string;
  readonly joinedAt: number;
  readonly expiresAt: number;
}

export interface SeekStore {
  addSeek(seek: SeekRecord): Promise<void>;
  /** The player's seeks still open at `now`. */
  countSeeks(playerId: string, now: number): Promise<number>;
  /** Every seek open at `now`, oldest first. */
  listSeeks(now: number): Promise<SeekRecord[]>;
  seek(seekId: string, now: number): Promise<SeekRecord | null>;
  /** Deletes the seek if it is still open and returns it: one caller gets it, once. */
  takeSeek(seekId: string, now: number): Promise<SeekRecord | null>;
  /** Deletes the player's own seek; false when there is none such. */
  deleteSeek(seekId: string, playerId: string): Promise<boolean>;
  /** Keeps the real-time seeks and pool entries of these players alive until `until`. */
  refresh(playerIds: readonly string[], until: number): Promise<void>;
  /** The player left the lobby: their real-time seeks and their pool entry go. */
  leave(playerId: string): Promise<void>;
  /** Deletes what expired before `now`. */
  sweep(now: number): Promise<void>;
  /** Puts the player in a pool (out of any other). */
  joinPool(entry: PoolEntry): Promise<void>;
  leavePool(playerId: string): Promise<void>;
  /** Every pool entry alive at `now`. */
  poolEntries(now: number): Promise<PoolEntry[]>;
  /** Takes both players out of their pools, or neither (false: one of them had left). */
  takePair(a: string, b: string): Promise<boolean>;
}

/** The lobby in this process's memory: the unit tests' and a server without a database. */
export class MemorySeekStore implements SeekStore {
  private readonly seeks = new Map<string, SeekRecord>();
  private readonly pool = new Map<string, PoolEntry>();

  async addSeek(seek: SeekRecord): Promise<void> {
    this.seeks.set(seek.seekId, seek);
  }

  async countSeeks(playerId: string, now: number): Promise<number> {
    return (await this.listSeeks(now)).filter((seek) => seek.playerId === playerId).length;
  }

  async listSeeks(now: number): Promise<SeekRecord[]> {
    return [...this.seeks.values()].filter((seek) => seek.expiresAt > now);
  }

  async seek(seekId: string, now: number): Promise<SeekRecord | null> {
    const seek = this.seeks.get(seekId);
    return seek && seek.expiresAt > now ? seek : null;
  }

  async takeSeek(seekId: string, now: number): Promise<SeekRecord | null> {
    const seek = this.seeks.get(seekId); // (no await before the delete: one taker only)
    if (!seek || seek.expiresAt <= now) return null;
    this.seeks.delete(seekId);
    return seek;
  }

  async deleteSeek(seekId: string, playerId: string): Promise<boolean> {
    if (this.seeks.get(seekId)?.playerId !== playerId) return false;
    return this.seeks.delete(seekId);
  }

  async refresh(playerIds: readonly string[], until: number): Promise<void> {
    const players = new Set(playerIds);
    for (const seek of this.seeks.values())
      if (seek.days === null && players.has(seek.playerId))
        this.seeks.set(seek.seekId, { ...seek, expiresAt: until });
    for (const entry of this.pool.values())
      if (players.has(entry.playerId))
        this.pool.set(entry.playerId, { ...entry, expiresAt: until });
  }

  async leave(playerId: string): Promise<void> {
    for (const seek of this.seeks.values())
      if (seek.days === null && seek.playerId === playerId) this.seeks.delete(seek.seekId);
    this.pool.delete(playerId);
  }

  async sweep(now: number): Promise<void> {
    for (const seek of this.seeks.values())
      if (seek.expiresAt <= now) this.seeks.delete(seek.seekId);
    for (const entry of this.pool.values())
      if (entry.expiresAt <= now) this.pool.delete(entry.playerId);
  }

  async joinPool(entry: PoolEntry): Promise<void> {
    this.pool.set(entry.playerId, entry);
  }

  async leavePool(playerId: string): Promise<void> {
    this.pool.delete(playerId);
  }

  async poolEntries(now: number): Promise<PoolEntry[]> {
    return [...this.pool.values()].filter((entry) => entry.expiresAt > now);
  }

  async takePair(a: string, b: string): Promise<boolean> {
    if (!this.pool.has(a) || !this.pool.has(b)) return false;
    this.pool.delete(a);
    this.pool.delete(b);
    return true;
  }
}
