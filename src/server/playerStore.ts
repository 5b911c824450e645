/**
 * Where people are kept: players (anonymous identities and accounts) and their sessions. One
 * interface, `PlayerStore`, so that the identity routes (log-in, sign-up, the anonymous cookie)
 * do not know which database holds them: in this process's memory for unit tests, and in the
 * SQL database (SQLite embedded, PostgreSQL for many processes) for a real server.
 *
 * Names are unique without regard to case (`nameKey` is the lower-cased name, the key every
 * look-up and the unique index use); a deleted account keeps its row, its name replaced by
 * "deleted" and its key freed, so its games keep a player id that still resolves.
 */

/** One player: an anonymous identity (no password) or an account. */
export interface PlayerRecord {
  readonly id: string;
  /** The display name as its owner wrote it (or as generated for an anonymous identity). */
  readonly name: string;
  /** True once signed up with a password. */
  readonly account: boolean;
  /** The password's hash (scheme-tagged, see identity/passwords.ts); null when anonymous. */
  readonly passwordHash: string | null;
  /** Ms since 1970. */
  readonly createdAt: number;
  /** Ms since 1970 when the account was deleted; null while it exists. */
  readonly deletedAt: number | null;
}

/**
 * A log-in session (the cookie carries its id, signed); revocable by deleting the row. It lives
 * SESSION_LIFETIME_MS past its last use (identity/sessions.ts).
 */
export interface SessionRecord {
  readonly sessionId: string;
  readonly playerId: string;
  readonly createdAt: number;
  /** Ms since 1970 of its last use (written again at most once an hour). */
  readonly usedAt: number;
}

export type NameClaim = 'ok' | 'name-taken';

export interface PlayerStore {
  /** Stores a new anonymous player; 'name-taken' when the name (without regard to case) is. */
  createPlayer(player: PlayerRecord): Promise<NameClaim>;
  playerById(id: string): Promise<PlayerRecord | null>;
  /** The player of that name, without regard to case (never a deleted one). */
  playerByName(name: string): Promise<PlayerRecord | null>;
  /** Turns an anonymous player into an account (keeping its id, so its games stay its own). */
  makeAccount(id: string, name: string, passwordHash: string): Promise<NameClaim>;
  setPasswordHash(id: string, passwordHash: string): Promise<void>;
  /** Deletes an account: the name becomes "deleted", the password and every session go. */
  deletePlayer(id: string, now: number): Promise<void>;
  createSession(session: SessionRecord): Promise<void>;
  session(sessionId: string): Promise<SessionRecord | null>;
  deleteSession(sessionId: string): Promise<void>;
  /** Every session of the player but `except` (a password change ends the others). */
  deleteSessionsOf(playerId: string, except?: string): Promise<void>;
  /** Records a use of the session at `now`. */
  touchSession(sessionId: string, now: number): Promise<void>;
  /** Deletes every session last used before `before` (expired). */
  deleteSessionsUnusedSince(before: number): Promise<void>;
}

/** The key that makes names unique without regard to case. */
export const nameKey = (name: string): string => name.toLowerCase();

/** The players in this process's memory: for unit tests and a server without a database. */
export class MemoryPlayerStore implements PlayerStore {
  private readonly players = new Map<string, PlayerRecord>();
  private readonly byName = new Map<string, string>();
  private readonly sessions = new Map<string, SessionRecord>();

  async createPlayer(player: PlayerRecord): Promise<NameClaim> {
    if (this.byName.has(nameKey(player.name))) return 'name-taken';
    this.players.set(player.id, player);
    this.byName.set(nameKey(player.name), player.id);
    return 'ok';
  }

  async playerById(id: string): Promise<PlayerRecord | null> {
    return this.players.get(id) ?? null;
  }

  async playerByName(name: string): Promise<PlayerRecord | null> {
    const id = this.byName.get(nameKey(name));
    return id === undefined ? null : (this.players.get(id) ?? null);
  }

  async makeAccount(id: string, name: string, passwordHash: string): Promise<NameClaim> {
    const player = this.players.get(id);
    if (!player) throw new Error(`no player ${id}`);
    const holder = this.byName.get(nameKey(name));
    if (holder !== undefined && holder !== id) return 'name-taken';
    this.byName.delete(nameKey(player.name));
    this.byName.set(nameKey(name), id);
    this.players.set(id, { ...player, name, account: true, passwordHash });
    return 'ok';
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    const player = this.players.get(id);
    if (player) this.players.set(id, { ...player, passwordHash });
  }

  async deletePlayer(id: string, now: number): Promise<void> {
    const player = this.players.get(id);
    if (!player) return;
    this.byName.delete(nameKey(player.name));
    this.players.set(id, { ...player, name: 'deleted', passwordHash: null, deletedAt: now });
    await this.deleteSessionsOf(id);
  }

  async createSession(session: SessionRecord): Promise<void> {
    this.sessions.set(session.sessionId, session);
  }

  async session(sessionId: string): Promise<SessionRecord | null> {
    return this.sessions.get(sessionId) ?? null;
  }

  async deleteSession(sessionId: string): Promise<void> {
    this.sessions.delete(sessionId);
  }

  async deleteSessionsOf(playerId: string, except?: string): Promise<void> {
    for (const [id, session] of this.sessions) {
      if (session.playerId === playerId && id !== except) this.sessions.delete(id);
    }
  }

  async touchSession(sessionId: string, now: number): Promise<void> {
    const session = this.sessions.get(sessionId);
    if (session) this.sessions.set(sessionId, { ...session, usedAt: now });
  }

  async deleteSessionsUnusedSince(before: number): Promise<void> {
    for (const [id, session] of this.sessions)
      if (session.usedAt < before) this.sessions.delete(id);
  }
}
