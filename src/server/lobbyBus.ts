/**
 * How the lobby's news crosses processes: over Colyseus's presence (Redis pub/sub with
 * REDIS_URL, this process's memory otherwise), which the seek routes (seeks.ts), the pairer and
 * every process's lobby room (lobbyRoom.ts) share. Two kinds of news: the seeks changed (every
 * lobby room lists them again from the store, the truth), and a player was paired (their lobby
 * connections, wherever they are, are told their seat's link).
 */
import type { Presence } from '@colyseus/core';
import type { LobbyServerMessages } from '../protocol';

export type PairedNotice = LobbyServerMessages['paired'] & { readonly playerId: string };

export interface LobbyBus {
  /** The seeks changed: every lobby room lists them again. */
  seeksChanged(): void;
  /** A player was paired. */
  paired(notice: PairedNotice): void;
}

export const SEEKS_CHANNEL = 'pw:lobby:seeks';
export const PAIRED_CHANNEL = 'pw:lobby:paired';

/** The lobby's news over `presence`. */
export function presenceLobbyBus(presence: Presence): LobbyBus {
  return {
    seeksChanged: () => void presence.publish(SEEKS_CHANNEL, 1),
    paired: (notice) => void presence.publish(PAIRED_CHANNEL, notice),
  };
}

/** A server without lobby rooms (unit tests of the HTTP routes): news goes nowhere. */
export const quietLobby: LobbyBus = { seeksChanged: () => {}, paired: () => {} };
