/**
 * Where Web Push subscriptions and the server's own keys are kept (issue 43): each player's
 * subscriptions (at most MAX_SUBSCRIPTIONS: a new one beyond that replaces the player's oldest),
 * and named keys made once and shared by every process (VAPID's: `serverKey` keeps the first one
 * written, so two processes starting at once agree). One interface, `PushStore`, two
 * implementations: in memory (the unit tests') and in SQL (db/sqlPushStore.ts).
 */
import type { PushSubscriptionBody } from '../protocol';

/** A player's subscriptions beyond this replace their oldest. */
export const MAX_SUBSCRIPTIONS = 5;

export interface PushStore {
  /** Keeps `subscription` for `playerId` (the same endpoint again: updated, now theirs). */
  subscribe(playerId: string, subscription: PushSubscriptionBody, now: number): Promise<void>;
  /** Forgets the player's subscription at `endpoint` (nothing if it is not theirs). */
  unsubscribe(playerId: string, endpoint: string): Promise<void>;
  subscriptionsOf(playerId: string): Promise<PushSubscriptionBody[]>;
  /** Forgets a subscription whose push service answered that it is gone (404, 410). */
  forget(endpoint: string): Promise<void>;
  /** The key kept under `name`, made by `make` and kept if there is none yet. */
  serverKey(name: string, make: () => string): Promise<string>;
}

interface Kept extends PushSubscriptionBody {
  readonly playerId: string;
  readonly at: number;
}

/** In this process's memory. */
export class MemoryPushStore implements PushStore {
  private readonly subscriptions = new Map<string, Kept>();
  private readonly keys = new Map<string, string>();

  async subscribe(playerId: string, subscription: PushSubscriptionBody, now: number) {
    this.subscriptions.set(subscription.endpoint, { ...subscription, playerId, at: now });
    const mine = [...this.subscriptions.values()].filter((kept) => kept.playerId === playerId);
    mine.sort((a, b) => b.at - a.at);
    for (const old of mine.slice(MAX_SUBSCRIPTIONS)) this.subscriptions.delete(old.endpoint);
  }

  async unsubscribe(playerId: string, endpoint: string) {
    if (this.subscriptions.get(endpoint)?.playerId === playerId)
      this.subscriptions.delete(endpoint);
  }

  async subscriptionsOf(playerId: string) {
    return [...this.subscriptions.values()]
      .filter((kept) => kept.playerId === playerId)
      .map(({ endpoint, keys }) => ({ endpoint, keys }));
  }

  async forget(endpoint: string) {
    this.subscriptions.delete(endpoint);
  }

  async serverKey(name: string, make: () => string) {
    if (!this.keys.has(name)) this.keys.set(name, make());
    return this.keys.get(name)!;
  }
}
