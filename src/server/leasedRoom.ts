/**
 * What the game room and the follow room share: a room that owns its record by a lease (lease.ts)
 * and lets it go when another process takes it (`handOver`: its clients rejoin and find the room
 * wherever it lives now), handles its writes one at a time (`queue`), keeps a dropped client's
 * place for RECONNECT_SECONDS, and broadcasts who is here whenever that changes, at most four
 * times a second (`presenceMessage()` says what to send). Refusals go to their sender alone.
 * Its patch timer ticks once a second (PATCH_MS).
 *
 * Colyseus constructs rooms itself, with no arguments: `roomWith(RoomClass, context)` gives it a
 * subclass that carries the process's context (context.ts), which every room reads its services
 * from (`this.context`).
 */
import { CloseCode, Room, type Client } from '@colyseus/core';
import type { ServerContext } from './context';
import { reportRoomError, type Lease } from './lease';
import { RECONNECT_SECONDS, type Refusal } from '../protocol';

const PRESENCE_MS = 250;
/**
 * The rooms speak in messages only and have no Colyseus state to patch, but a room's patch timer
 * runs anyway (50 ms by default; none at all means a 16 ms clock tick instead): once a second.
 */
const PATCH_MS = 1000;

export abstract class LeasedRoom extends Room {
  /** The process's services: set by `roomWith` before Colyseus calls `onCreate`. */
  context!: ServerContext;
  protected lease!: Lease;
  protected queue: Promise<void> = Promise.resolve();
  protected closing = false;
  private presenceTimer: ReturnType<typeof setTimeout> | null = null;

  constructor() {
    super();
    this.patchRate = PATCH_MS;
  }

  /** The presence message as it stands: its type and its body. */
  protected abstract presenceMessage(): [type: string, body: unknown];

  onDrop(client: Client): void {
    this.presenceChanged();
    if (!this.closing) void this.allowReconnection(client, RECONNECT_SECONDS).catch(() => {});
  }

  onLeave(_client?: Client): void {
    this.presenceChanged();
  }

  async onDispose(): Promise<void> {
    if (this.presenceTimer) clearTimeout(this.presenceTimer);
    await this.queue;
    await this.lease?.release();
  }

  onUncaughtException(error: Error, where: string): void {
    reportRoomError(this, error, where);
  }

  /** Sends the presence soon: changes within PRESENCE_MS go out as one message. */
  protected presenceChanged(): void {
    if (this.presenceTimer || this.closing) return;
    this.presenceTimer = setTimeout(() => {
      this.presenceTimer = null;
      this.broadcast(...this.presenceMessage());
    }, PRESENCE_MS);
  }

  protected refuse(client: Client, refusal: Refusal): void {
    client.send('refused', refusal);
  }

  /** Lets the room go: its clients rejoin and find it wherever it lives now. */
  protected handOver(): void {
    if (this.closing) return;
    this.closing = true;
    void this.disconnect(CloseCode.MAY_TRY_RECONNECT);
  }
}

/** `RoomClass` bound to `context`: the class to give Colyseus's `define`. */
export function roomWith<R extends { context: ServerContext }>(
  RoomClass: new () => R,
  context: ServerContext,
): new () => R {
  const Base: new () => { context: ServerContext } = RoomClass;
  return class extends Base {
    context = context;
  } as new () => R;
}
