/**
 * Web Push subscriptions and the server's keys in the SQL database (pushStore.ts's `PushStore`):
 * `push_subscriptions` (one row per endpoint) and `server_keys` (one row per name; the first
 * writer's value is kept, so every process reads the same VAPID keys).
 */
import type { Kysely } from 'kysely';
import type { PushSubscriptionBody } from '../../protocol';
import { MAX_SUBSCRIPTIONS, type PushStore } from '../pushStore';
import type { Database } from './schema';

export class SqlPushStore implements PushStore {
  constructor(private readonly db: Kysely<Database>) {}

  async subscribe(playerId: string, subscription: PushSubscriptionBody, now: number) {
    const { endpoint, keys } = subscription;
    const row = { player_id: playerId, p256dh: keys.p256dh, auth: keys.auth, created_at: now };
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('push_subscriptions')
        .values({ endpoint, ...row })
        .onConflict((conflict) => conflict.column('endpoint').doUpdateSet(row))
        .execute();
      const old = await tx
        .selectFrom('push_subscriptions')
        .select('endpoint')
        .where('player_id', '=', playerId)
        .orderBy('created_at', 'desc')
        .offset(MAX_SUBSCRIPTIONS)
        .limit(100)
        .execute();
      if (old.length > 0)
        await tx
          .deleteFrom('push_subscriptions')
          .where(
            'endpoint',
            'in',
            old.map((kept) => kept.endpoint),
          )
          .execute();
    });
  }

  async unsubscribe(playerId: string, endpoint: string) {
    await this.db
      .deleteFrom('push_subscriptions')
      .where('endpoint', '=', endpoint)
      .where('player_id', '=', playerId)
      .execute();
  }

  async subscriptionsOf(playerId: string) {
    const rows = await this.db
      .selectFrom('push_subscriptions')
      .select(['endpoint', 'p256dh', 'auth'])
      .where('player_id', '=', playerId)
      .execute();
    return rows.map((row) => ({
      endpoint: row.endpoint,
      keys: { p256dh: row.p256dh, auth: row.auth },
    }));
  }

  async forget(endpoint: string) {
    await this.db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
  }

  async serverKey(name: string, make: () => string) {
    await this.db
      .insertInto('server_keys')
      .values({ name, value: make() })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('server_keys')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return row.value;
  }
}
