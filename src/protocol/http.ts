/**
 * The game server's HTTP API as types (same origin as the app): the bodies and answers of
 * `POST /api/games`, `POST /api/follow` and `GET /health`. The server's router answers them, the
 * app's api.ts and the tests ask them; docs/online.md §HTTP describes them.
 */
import type { OnlineVariant } from './events';

/** `POST /api/games` body. `fen` defaults to the variant's start position. */
export interface CreateGameRequest {
  readonly variant: OnlineVariant;
  readonly fen?: string;
  /** A timed game's control (absent: untimed), as the address writes it: `5+3`, `5+2d`. */
  readonly clock?: string;
  /** A correspondence game's days per move (CORRESPONDENCE_DAYS; never with `clock`). */
  readonly days?: number;
}

/**
 * `POST /api/games` answer (201). `players[0]` plays White in the first game, `players[1]`
 * Black; a rematch swaps the colours. The organiser key watches with the organiser's powers
 * (the seat links, a rematch at once) and never moves.
 */
export interface CreateGameResponse {
  readonly gameId: string;
  readonly players: readonly [string, string];
  readonly organiser: string;
}

/** `POST /api/follow` answer (201): the code followers type, and the leader's key. */
export interface CreateFollowResponse {
  readonly code: string;
  readonly key: string;
}

/** `GET /health` answer: this process's rooms and connected clients. */
export interface Health {
  readonly ok: true;
  readonly rooms: number;
  readonly clients: number;
  readonly redis: boolean;
  /** Where games and players are kept (absent: in memory, a test's server). */
  readonly db?: 'sqlite' | 'postgres';
}

/**
 * `GET /api/me/playing` answer (issue 43): one entry per game going on in which the caller's
 * identity holds a seat, most urgent first (the caller's turn first, then the nearest deadline;
 * a real-time game before a correspondence one). `url` is the caller's own seat link (the app's
 * `gameLink` form, without the origin); `deadline` is ms since 1970, or null for a real-time game.
 */
export interface PlayingEntry {
  readonly gameId: string;
  readonly variant: OnlineVariant;
  readonly url: string;
  readonly myTurn: boolean;
  readonly deadline: number | null;
}

/**
 * `POST /api/push/subscriptions` body (issue 43): a browser's `PushSubscription.toJSON()` less its
 * `expirationTime`; `DELETE /api/push/subscriptions` takes `{ endpoint }`. `GET /api/push/key`
 * answers `{ key }`, the server's VAPID public key (base64url), for `pushManager.subscribe`.
 */
export interface PushSubscriptionBody {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}
