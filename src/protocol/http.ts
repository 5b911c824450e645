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
