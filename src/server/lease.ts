/**
 * A room's lease on its id: taken in `onCreate` before the record is read, renewed while the
 * room lives, given back when it is disposed. Only the holder creates the room, so two
 * processes never serve one game at once; if the holder dies its lease runs out after
 * LEASE_MS and any process may take the room over. A room that fails to renew (Redis lost it,
 * or the process was stalled past the lease) calls `lost`, which disconnects its clients so
 * they rejoin wherever the room lives now.
 *
 * The renewals of all the leases a process holds go together, every RENEW_MS, in one call of
 * the store (`LeaseKeeper`: with Redis, one pipeline), not one timer and one round trip per room.
 */
import { ServerError, type Room } from '@colyseus/core';
import type { ServerContext } from './context';
import type { LeaseStore } from './leaseStore';
import { JOIN_ERRORS } from '../protocol';

const LEASE_MS = 6000;
const RENEW_MS = 2000;

/** The leases a process holds, renewed together: one timer, one call of the store. */
class LeaseKeeper {
  /** Each lease held (a room's `Lease`) → its name and what to call when it is lost. */
  private readonly held = new Map<object, { name: string; lost: () => void }>();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly store: LeaseStore,
    private readonly owner: string,
  ) {}

  /** Renews `lease` (on `name`) from now on; `lost` is called once if it is someone else's. */
  add(lease: object, name: string, lost: () => void): void {
    this.held.set(lease, { name, lost });
    this.timer ??= setInterval(() => void this.renew(), RENEW_MS);
  }

  remove(lease: object): void {
    this.held.delete(lease);
    if (this.held.size > 0 || !this.timer) return;
    clearInterval(this.timer);
    this.timer = null;
  }

  private async renew(): Promise<void> {
    const leases = [...this.held];
    let renewed: boolean[];
    try {
      renewed = await this.store.renew(
        leases.map(([, { name }]) => name),
        this.owner,
        LEASE_MS,
      );
    } catch {
      return; // Redis unreachable for a moment: the next renewal tries again
    }
    leases.forEach(([lease, { lost }], i) => {
      if (renewed[i] || !this.held.has(lease)) return;
      this.remove(lease);
      lost();
    });
  }
}

/** One keeper per process (per context: a test's contexts are apart). */
const keepers = new WeakMap<ServerContext, LeaseKeeper>();

function keeperOf(context: ServerContext): LeaseKeeper {
  let keeper = keepers.get(context);
  if (!keeper) {
    keeper = new LeaseKeeper(context.store.leases, context.ids.processName);
    keepers.set(context, keeper);
  }
  return keeper;
}

export class Lease {
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
    keeperOf(this.context).add(this, this.name, () => {
      this.held = false;
      this.lost();
    });
  }

  async release(): Promise<void> {
    if (!this.held) return;
    this.held = false;
    keeperOf(this.context).remove(this);
    await this.context.store.leases.release(this.name, this.owner).catch(() => {});
  }
}

/** Logs a room's unexpected error on one line and keeps the room alive. */
export function reportRoomError(room: Room, error: unknown, where: string): void {
  const message = error instanceof Error ? error.message : String(error);
  if (Object.prototype.hasOwnProperty.call(JOIN_ERRORS, message)) return; // told to the client
  process.stderr.write(`room ${room.roomId} (${where}): ${message}\n`);
}
