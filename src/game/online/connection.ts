/**
 * What the app's online play needs of a connection to a game room, and the app's connection:
 * the protocol's reference client (`GameClient`, src/protocol/client.ts) over @colyseus/sdk,
 * loaded only when a game is joined (its own chunk). A module of its own so that the remote side
 * controller (onlineGame.ts) depends on this small interface, which its tests fake, and not on
 * the SDK.
 */
import type {
  ClientMessages,
  ClockState,
  GameEvent,
  GamePresence,
  GameRated,
  Provisional,
  Refusal,
  Role,
  Seat,
  SeatNames,
} from '../../protocol';

/** What the controller needs of a connection to the room (GameClient has it all). */
export interface GameConnection {
  readonly events: readonly GameEvent[]; // the room's log from version 1, growing
  readonly role: Role | null;
  readonly seat: Seat | undefined;
  readonly presence: GamePresence | null;
  readonly presenceReceived?: number; // when (`performance.now()`) the presence arrived
  readonly names?: SeatNames; // who holds each seat (a server before issue 42: none)
  readonly rated?: GameRated | null; // the latest rated game's change (issue 43), validated
  readonly players?: readonly [string, string]; // the organiser's copy of the seat keys
  readonly connected: boolean;
  /** A timed game's clocks as the server last read them, and when (`performance.now()`). */
  readonly clock?: ClockState | null;
  readonly clockReceived?: number;
  sendTurn(turn: ClientMessages['turn']): void;
  send<K extends keyof ClientMessages>(type: K, message: ClientMessages[K]): void;
  close(): Promise<void>;
}

/** What the connection reports as it goes. */
export interface ConnectionHandlers {
  onEvents(events: readonly GameEvent[]): void;
  onPresence(presence: GamePresence): void;
  onNames?(names: SeatNames): void;
  onRated?(rated: GameRated): void;
  onProvisional(provisional: Provisional): void;
  onRefused(refusal: Refusal): void;
  onClosed(reason: string): void;
}

/** Opens the connection (rejects with the join error's code: 'bad-key', 'no-such-game', …). */
export type Connect = (handlers: ConnectionHandlers) => Promise<GameConnection>;

/** The connection of the app: GameClient over @colyseus/sdk, loaded only now (its own chunk). */
export function connectTo(gameId: string, key: string | null, origin: string): Connect {
  return async (handlers) => {
    const { GameClient } = await import('../../protocol/client');
    return GameClient.open({
      endpoints: [origin],
      gameId,
      ...(key ? { key } : {}),
      ...handlers,
    });
  };
}
