/**
 * A room's lease on its id: taken in `onCreate` before the record is read, renewed while the
 * room lives, given back when it is disposed. Only the holder creates the room, so two
 * processes never serve one game at once; if the holder dies its lease runs out after
 * LEASE_MS and any process may take the room over. A room that fails to renew (Redis lost it,
 * or the process was stalled past the lease) calls `lost`, which disconnects its clients so
 * they rejoin wherever the room lives now.
 */
import { ServerError, type Room } from '@colyseus/core';
import type { ServerContext } from './context';
import { JOIN_ERRORS } from '../protocol';

const LEASE_MS = 6000;
const RENEW_MS = 2000;

export class Lease {
  private timer: ReturnType<typeof setInterval> | null = null;
  private held = false;

  constructor(
    private readonly context: ServerContext,
    private readonly name: string,
    private readonly lost: () => void,
  ) {}

  private get owner(): string {
    return this.context.ids.processName;
  }

  /** Takes the lease or throws the `busy` join error. */
  async take(): Promise<void> {
    let taken: boolean;
    try {
      taken = await this.context.store.leases.acquire(this.name, this.owner, LEASE_MS);
    } catch {
      throw new ServerError(JOIN_ERRORS['store-failed'], 'store-failed');
    }
    if (!taken) throw new ServerError(JOIN_ERRORS.busy, 'busy');
    this.held = true;
    this.timer = setInterval(() => void this.renew(), RENEW_MS);
  }

  private async renew(): Promise<void> {
    if (!this.held) return;
    let renewed: boolean;
    try {
      renewed = await this.context.store.leases.renew(this.name, this.owner, LEASE_MS);
    } catch {
      return; // Redis unreachable for a moment: the next renewal tries again
    }
    if (!renewed && this.held) {
      this.stop();
      this.lost();
    }
  }

  private stop(): void {
    this.held = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  async release(): Promise<void> {
    if (!this.held) return;
    this.stop();
    await this.context.store.leases.release(this.name, this.owner).catch(() => {});
  }
}

/** Logs a room's unexpected error on one line and keeps the room alive. */
export function reportRoomError(room: Room, error: unknown, where: string): void {
  const message = error instanceof Error ? error.message : String(error);
  if (Object.prototype.hasOwnProperty.call(JOIN_ERRORS, message)) return; // told to the client
  process.stderr.write(`room ${room.roomId} (${where}): ${message}\n`);
}
