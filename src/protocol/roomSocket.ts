/**
 * What the protocol's clients (the game room's `GameClient`, the race's `RaceClient`, the lobby's)
 * share about a joined Colyseus room, written once: the WebSocket under it (the process's address,
 * raw frames and a cut without goodbye, for tests and the load test), and waiting for a condition
 * that messages make true.
 */
import type { Room } from '@colyseus/sdk';

interface Socket {
  readonly url?: string;
  send(data: Uint8Array): void;
  close(): void;
  terminate?: () => void;
}

/** The WebSocket under a joined room, if any. */
export function roomSocket(room: Room | null): Socket | undefined {
  const connection = room?.connection as unknown as { transport?: { ws?: Socket } } | undefined;
  return connection?.transport?.ws;
}

/** The address of the process the room is joined on (`host:port`). */
export function roomAddress(room: Room | null): string | undefined {
  const url = roomSocket(room)?.url;
  return url ? new URL(url).host : undefined;
}

/** Cuts the room's connection without a goodbye, as a network failure would (tests). */
export function dropRoom(room: Room | null): void {
  const socket = roomSocket(room);
  if (socket?.terminate) socket.terminate();
  else socket?.close();
}

/** Resolves when `test()` holds (checked every few ms), rejects after `ms`. */
export function waitUntil(test: () => boolean, ms: number, what: string): Promise<void> {
  if (test()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (test()) {
        clearInterval(timer);
        resolve();
      } else if (Date.now() - started > ms) {
        clearInterval(timer);
        reject(new Error(`timed out waiting for ${what}`));
      }
    }, 5);
  });
}
