/**
 * The follow rooms in the SQL database (followStore.ts's `FollowStore`): one row per room, its
 * code, the leader's key and only the latest state (JSON) with its version.
 */
import type { Kysely } from 'kysely';
import type { FollowMeta, FollowRecord, FollowStore } from '../followStore';
import type { Database } from './schema';

export class SqlFollowStore implements FollowStore {
  constructor(private readonly db: Kysely<Database>) {}

  async createFollow(meta: FollowMeta): Promise<boolean> {
    const created = await this.db
      .insertInto('follows')
      .values({ code: meta.code, key: meta.key, created_at: meta.createdAt })
      .onConflict((conflict) => conflict.column('code').doNothing())
      .executeTakeFirst();
    return Number(created.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async loadFollow(code: string): Promise<FollowRecord | null> {
    const row = await this.db
      .selectFrom('follows')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirst();
    if (!row) return null;
    return {
      meta: { code: row.code, key: row.key, createdAt: row.created_at },
      v: row.v,
      state: row.state === null ? null : (JSON.parse(row.state) as Record<string, unknown>),
    };
  }

  async saveFollow(code: string, v: number, state: Record<string, unknown>): Promise<void> {
    await this.db
      .updateTable('follows')
      .set({ v, state: JSON.stringify(state) })
      .where('code', '=', code)
      .execute();
  }
}
