/**
 * The players and their sessions in the SQL database (playerStore.ts's `PlayerStore`). Names are
 * unique without regard to case through the unique `name_key` column (the lower-cased name,
 * null once the account is deleted, which frees the name); a name claimed by two processes at
 * once is settled by that index: the loser's statement fails as a unique violation, answered
 * 'name-taken'.
 */
import type { Kysely, Selectable } from 'kysely';
import {
  nameKey,
  type NameClaim,
  type PlayerRecord,
  type PlayerStore,
  type SessionRecord,
} from '../playerStore';
import type { Database, PlayersTable } from './schema';

/** Whether `error` is a unique constraint's refusal (SQLite's or PostgreSQL's). */
function isUniqueViolation(error: unknown): boolean {
  const { code, errcode } = (error ?? {}) as { code?: unknown; errcode?: unknown };
  return code === '23505' || errcode === 2067 || errcode === 1555;
}

function player(row: Selectable<PlayersTable>): PlayerRecord {
  return {
    id: row.id,
    name: row.name,
    account: row.account === 1,
    passwordHash: row.password_hash,
    createdAt: row.created_at,
    deletedAt: row.deleted_at,
  };
}

export class SqlPlayerStore implements PlayerStore {
  constructor(private readonly db: Kysely<Database>) {}

  async createPlayer(record: PlayerRecord): Promise<NameClaim> {
    const created = await this.db
      .insertInto('players')
      .values({
        id: record.id,
        name: record.name,
        name_key: nameKey(record.name),
        account: record.account ? 1 : 0,
        password_hash: record.passwordHash,
        created_at: record.createdAt,
        deleted_at: record.deletedAt,
      })
      .onConflict((conflict) => conflict.column('name_key').doNothing())
      .executeTakeFirst();
    return Number(created.numInsertedOrUpdatedRows ?? 0) > 0 ? 'ok' : 'name-taken';
  }

  async playerById(id: string): Promise<PlayerRecord | null> {
    const row = await this.db
      .selectFrom('players')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? player(row) : null;
  }

  async playerByName(name: string): Promise<PlayerRecord | null> {
    const row = await this.db
      .selectFrom('players')
      .selectAll()
      .where('name_key', '=', nameKey(name))
      .executeTakeFirst();
    return row ? player(row) : null;
  }

  async makeAccount(id: string, name: string, passwordHash: string): Promise<NameClaim> {
    try {
      const updated = await this.db
        .updateTable('players')
        .set({ name, name_key: nameKey(name), account: 1, password_hash: passwordHash })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw new Error(`no player ${id}`);
      return 'ok';
    } catch (error) {
      if (isUniqueViolation(error)) return 'name-taken';
      throw error;
    }
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.db
      .updateTable('players')
      .set({ password_hash: passwordHash })
      .where('id', '=', id)
      .execute();
  }

  async deletePlayer(id: string, now: number): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('players')
        .set({ name: 'deleted', name_key: null, password_hash: null, deleted_at: now })
        .where('id', '=', id)
        .execute();
      await tx.deleteFrom('sessions').where('player_id', '=', id).execute();
      // its games stay, under the name "deleted" (the archive reads the names kept on a game)
      await tx
        .updateTable('games')
        .set({ player0_name: 'deleted' })
        .where('player0_id', '=', id)
        .execute();
      await tx
        .updateTable('games')
        .set({ player1_name: 'deleted' })
        .where('player1_id', '=', id)
        .execute();
    });
  }

  async createSession(session: SessionRecord): Promise<void> {
    await this.db
      .insertInto('sessions')
      .values({
        session_id: session.sessionId,
        player_id: session.playerId,
        created_at: session.createdAt,
        used_at: session.usedAt,
      })
      .execute();
  }

  async session(sessionId: string): Promise<SessionRecord | null> {
    const row = await this.db
      .selectFrom('sessions')
      .selectAll()
      .where('session_id', '=', sessionId)
      .executeTakeFirst();
    if (!row) return null;
    const { session_id, player_id, created_at, used_at } = row;
    return { sessionId: session_id, playerId: player_id, createdAt: created_at, usedAt: used_at };
  }

  async deleteSession(sessionId: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('session_id', '=', sessionId).execute();
  }

  async deleteSessionsOf(playerId: string, except?: string): Promise<void> {
    let query = this.db.deleteFrom('sessions').where('player_id', '=', playerId);
    if (except !== undefined) query = query.where('session_id', '!=', except);
    await query.execute();
  }

  async touchSession(sessionId: string, now: number): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ used_at: now })
      .where('session_id', '=', sessionId)
      .execute();
  }

  async deleteSessionsUnusedSince(before: number): Promise<void> {
    await this.db.deleteFrom('sessions').where('used_at', '<', before).execute();
  }
}
