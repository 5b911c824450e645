/**
 * Web Push (issue 43, docs/online.md §Notifications): a player who opted in is told when it
 * becomes their turn. The VAPID keys are made on the first start and kept in the database
 * (pushStore.ts `serverKey`), so every process signs with the same ones; `GET /api/push/key`
 * answers the public key, `POST /api/push/subscriptions` keeps a browser's subscription for the
 * caller's identity and `DELETE` forgets it. A `turn to play` (domainEvents.ts) sends a push to
 * every subscription of the player to move: in a correspondence game always, in a real-time game
 * when that player has no connection in the room. The payload (encrypted by `web-push` for the
 * subscription's keys) is `{ gameId, variant, url, deadline }`: the service worker
 * (public/push-sw.js) shows it and opens `url`, the player's own seat link, on a click. A
 * subscription whose push service answers 404 or 410 is gone and forgotten.
 */
import webpush from 'web-push';
import type { ServerContext } from './context';
import type { TurnToPlay } from './domainEvents';
import { identityOf } from './identity/sessions';
import { checkPushSubscription, type PushSubscriptionBody } from '../protocol';
import type { JsonReply } from './router';

/** How long a push service keeps a push for a browser that is offline, seconds. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A push service that has not answered by then is given up on. */
const PUSH_TIMEOUT_MS = 10_000;

interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

export interface PushOptions {
  /** The VAPID subject: a `mailto:` or `https:` address the push services may write to. */
  readonly subject: string;
  /** Take `http:` endpoints too (a test's local push service; never in production). */
  readonly allowHttp: boolean;
}

export class PushNotifier {
  private vapid: Promise<VapidKeys> | null = null;

  constructor(
    private readonly context: ServerContext,
    private readonly options: PushOptions,
    private readonly report: (error: unknown) => void,
  ) {}

  /** Sends the pushes of every `turn to play` of this process from now on. */
  start(): void {
    this.context.events.subscribe('turn to play', (turn) => this.turnToPlay(turn));
  }

  /** The keys, made and kept on first use (the same for every process). */
  private keys(): Promise<VapidKeys> {
    this.vapid ??= this.context.store.push
      .serverKey('vapid', () => JSON.stringify(webpush.generateVAPIDKeys()))
      .then((text) => JSON.parse(text) as VapidKeys);
    this.vapid.catch(() => (this.vapid = null)); // tried again next time
    return this.vapid;
  }

  /** `GET /api/push/key` → 200 `{ key }`. */
  async publicKey(): Promise<JsonReply<{ key: string }>> {
    return { status: 200, body: { key: (await this.keys()).publicKey } };
  }

  /** `POST /api/push/subscriptions` → 201 `{ ok }`; 400 `bad <field>`; 401 `no-identity`. */
  async subscribe(body: unknown, cookie: string | undefined): Promise<JsonReply<{ ok: true }>> {
    const checked = checkPushSubscription(body, this.options.allowHttp);
    if (!checked.ok) return { status: 400, body: { error: `bad ${checked.detail}` } };
    const identity = await identityOf(this.context, cookie);
    if (!identity) return { status: 401, body: { error: 'no-identity' } };
    const { endpoint, keys } = checked.value;
    const subscription = { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
    await this.context.store.push.subscribe(
      identity.player.id,
      subscription,
      this.context.clock.now(),
    );
    return { status: 201, body: { ok: true } };
  }

  /** `DELETE /api/push/subscriptions` `{ endpoint }` → 200 `{ ok }` (the caller's only). */
  async unsubscribe(body: unknown, cookie: string | undefined): Promise<JsonReply<{ ok: true }>> {
    const endpoint = (body as { endpoint?: unknown } | null)?.endpoint;
    if (typeof endpoint !== 'string' || endpoint.length > 1000)
      return { status: 400, body: { error: 'bad endpoint' } };
    const identity = await identityOf(this.context, cookie);
    if (!identity) return { status: 401, body: { error: 'no-identity' } };
    await this.context.store.push.unsubscribe(identity.player.id, endpoint);
    return { status: 200, body: { ok: true } };
  }

  private async turnToPlay(turn: TurnToPlay): Promise<void> {
    if (!turn.player || (turn.deadline === null && turn.here)) return;
    const subscriptions = await this.context.store.push.subscriptionsOf(turn.player.id);
    if (subscriptions.length === 0) return;
    const payload = JSON.stringify({
      gameId: turn.gameId,
      variant: turn.variant,
      url: `/?online=${turn.gameId}#key=${turn.key}`,
      deadline: turn.deadline,
    });
    await Promise.all(
      subscriptions.map((subscription) =>
        this.send(subscription, payload).catch((error: unknown) => this.report(error)),
      ),
    );
  }

  /**
   * One push: `web-push` encrypts the payload and signs the VAPID header; the request goes by
   * fetch (`web-push`'s own sender speaks https only, and a test's push service is plain http).
   */
  private async send(subscription: PushSubscriptionBody, payload: string): Promise<void> {
    const { publicKey, privateKey } = await this.keys();
    const request = webpush.generateRequestDetails(subscription, payload, {
      TTL: PUSH_TTL_SECONDS,
      vapidDetails: { subject: this.options.subject, publicKey, privateKey },
    });
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410)
      await this.context.store.push.forget(subscription.endpoint);
    else if (!response.ok) this.report(new Error(`push service answered ${response.status}`));
  }
}
