/**
 * Who is who in a game room, apart from the room's sequencing (gameRoom.ts): the role a key
 * gives (`memberFor`: a seat key that player, the organiser's key the organiser, no key a
 * watcher, any other key none), and who is here (`Attendance`): the watchers, the players and the
 * organiser, and since when each seat has been empty (from the room's creation for a seat nobody
 * has joined since), from which the claim countdown is read, on the context's clock.
 */
import type { Clock } from './clock';
import type { GameMeta } from './gameStore';
import { sameKey } from './ids';
import type { GamePresence, Role, Seat } from '../protocol';

export interface Member {
  role: Role;
  seat?: Seat;
  /** The version the client had when its connection dropped. */
  droppedAt?: number;
}

/** The member a key makes of a joining client, or null for a key of no one. */
export function memberFor(meta: GameMeta, key: string | undefined): Member | null {
  if (key === undefined) return { role: 'watcher' };
  const [white, black] = meta.players;
  if (sameKey(key, white)) return { role: 'player', seat: 0 };
  if (sameKey(key, black)) return { role: 'player', seat: 1 };
  if (sameKey(key, meta.organiser)) return { role: 'organiser' };
  return null;
}

export class Attendance {
  /** Per seat, since when (ms since 1970) it has had no connection; null while it is here. */
  private readonly emptySince: [number | null, number | null];

  constructor(
    private readonly clock: Clock,
    /** Ms a seat must have been empty before the other player may claim the game. */
    private readonly graceMs: number,
  ) {
    const created = clock.now();
    this.emptySince = [created, created];
  }

  /** Who is here among the members of the room's clients; notes which seats are empty now. */
  look(members: Iterable<Member | undefined>): GamePresence {
    let watchers = 0;
    let organiser = false;
    const players: [boolean, boolean] = [false, false];
    for (const member of members) {
      if (!member) continue;
      if (member.role === 'watcher') watchers++;
      else if (member.role === 'organiser') organiser = true;
      else players[member.seat!] = true;
    }
    const now = this.clock.now();
    for (const seat of [0, 1] as const) {
      if (players[seat]) this.emptySince[seat] = null;
      else this.emptySince[seat] ??= now;
    }
    const claimIn = this.emptySince.map((since) =>
      since === null ? null : Math.max(0, since + this.graceMs - now),
    ) as [number | null, number | null];
    return { watchers, players, organiser, claimIn };
  }

  /** Ms `seat` has been empty at `now` (null while it is here), as of the last `look`. */
  emptyFor(seat: Seat, now: number): number | null {
    const since = this.emptySince[seat];
    return since === null ? null : now - since;
  }
}
