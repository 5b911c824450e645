/**
 * The lobby's seeks and pool entries in the SQL database (seekStore.ts's `SeekStore`), shared by
 * every process. A seek is taken by one `DELETE … RETURNING` of its row while it is open, and a
 * pair of pool entries by one transaction that deletes both or neither: whichever process comes
 * second finds nothing, so a seek or a waiting player is paired once.
 */
import type { Kysely, Selectable } from 'kysely';
import type { OnlineVariant, SeekColor } from '../../protocol';
import type { LobbyPlayer, PoolEntry, SeekRecord, SeekStore } from '../seekStore';
import type { Database, PoolEntriesTable, SeeksTable } from './schema';

/** The player's columns, which a seek's row and a pool entry's share. */
type PlayerColumns = Pick<Selectable<SeeksTable>, 'player_id' | 'name' | 'account' | 'rating'>;

function lobbyPlayerOf(row: PlayerColumns): LobbyPlayer {
  return {
    playerId: row.player_id,
    name: row.name,
    account: row.account === 1,
    rating: row.rating,
  };
}

function playerColumns(player: LobbyPlayer): PlayerColumns {
  const { playerId, name, account, rating } = player;
  return { player_id: playerId, name, account: account ? 1 : 0, rating };
}

function seekOf(row: Selectable<SeeksTable>): SeekRecord {
  return {
    ...lobbyPlayerOf(row),
    seekId: row.seek_id,
    provisional: row.provisional === 1,
    variant: row.variant as OnlineVariant,
    clock: row.clock,
    days: row.days,
    rated: row.rated === 1,
    color: row.color as SeekColor,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

function entryOf(row: Selectable<PoolEntriesTable>): PoolEntry {
  return {
    ...lobbyPlayerOf(row),
    pool: row.pool,
    joinedAt: row.joined_at,
    expiresAt: row.expires_at,
  };
}

/** Thrown inside `takePair`'s transaction to roll it back. */
class Gone extends Error {}

export class SqlSeekStore implements SeekStore {
  constructor(private readonly db: Kysely<Database>) {}

  async addSeek(seek: SeekRecord): Promise<void> {
    await this.db
      .insertInto('seeks')
      .values({
        ...playerColumns(seek),
        seek_id: seek.seekId,
        provisional: seek.provisional ? 1 : 0,
        variant: seek.variant,
        clock: seek.clock,
        days: seek.days,
        rated: seek.rated ? 1 : 0,
        color: seek.color,
        created_at: seek.createdAt,
        expires_at: seek.expiresAt,
      })
      .execute();
  }

  async countSeeks(playerId: string, now: number): Promise<number> {
    const row = await this.db
      .selectFrom('seeks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('player_id', '=', playerId)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async listSeeks(now: number): Promise<SeekRecord[]> {
    const rows = await this.db
      .selectFrom('seeks')
      .selectAll()
      .where('expires_at', '>', now)
      .orderBy('created_at')
      .orderBy('seek_id')
      .execute();
    return rows.map(seekOf);
  }

  async seek(seekId: string, now: number): Promise<SeekRecord | null> {
    const row = await this.db
      .selectFrom('seeks')
      .selectAll()
      .where('seek_id', '=', seekId)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row ? seekOf(row) : null;
  }

  async takeSeek(seekId: string, now: number): Promise<SeekRecord | null> {
    const row = await this.db
      .deleteFrom('seeks')
      .where('seek_id', '=', seekId)
      .where('expires_at', '>', now)
      .returningAll()
      .executeTakeFirst();
    return row ? seekOf(row) : null;
  }

  async deleteSeek(seekId: string, playerId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('seeks')
      .where('seek_id', '=', seekId)
      .where('player_id', '=', playerId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async refresh(playerIds: readonly string[], until: number): Promise<void> {
    if (playerIds.length === 0) return;
    await this.db
      .updateTable('seeks')
      .set({ expires_at: until })
      .where('player_id', 'in', playerIds)
      .where('days', 'is', null)
      .execute();
    await this.db
      .updateTable('pool_entries')
      .set({ expires_at: until })
      .where('player_id', 'in', playerIds)
      .execute();
  }

  async leave(playerId: string): Promise<void> {
    await this.db
      .deleteFrom('seeks')
      .where('player_id', '=', playerId)
      .where('days', 'is', null)
      .execute();
    await this.leavePool(playerId);
  }

  async sweep(now: number): Promise<void> {
    await this.db.deleteFrom('seeks').where('expires_at', '<=', now).execute();
    await this.db.deleteFrom('pool_entries').where('expires_at', '<=', now).execute();
  }

  async joinPool(entry: PoolEntry): Promise<void> {
    const values = {
      ...playerColumns(entry),
      pool: entry.pool,
      joined_at: entry.joinedAt,
      expires_at: entry.expiresAt,
    };
    await this.db
      .insertInto('pool_entries')
      .values(values)
      .onConflict((conflict) => conflict.column('player_id').doUpdateSet(values))
      .execute();
  }

  async leavePool(playerId: string): Promise<void> {
    await this.db.deleteFrom('pool_entries').where('player_id', '=', playerId).execute();
  }

  async poolEntries(now: number): Promise<PoolEntry[]> {
    const rows = await this.db
      .selectFrom('pool_entries')
      .selectAll()
      .where('expires_at', '>', now)
      .orderBy('joined_at')
      .execute();
    return rows.map(entryOf);
  }

  async takePair(a: string, b: string): Promise<boolean> {
    try {
      await this.db.transaction().execute(async (tx) => {
        const taken = await tx
          .deleteFrom('pool_entries')
          .where('player_id', 'in', [a, b])
          .returning('player_id')
          .execute();
        if (taken.length !== 2) throw new Gone();
      });
      return true;
    } catch (error) {
      if (error instanceof Gone) return false;
      throw error;
    }
  }
}
