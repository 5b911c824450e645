/**
 * What the rooms and the HTTP handlers of a server process are given, instead of reaching for
 * module globals: the stores, the clock, the ids, the configuration and the domain events' bus.
 * The entry (main.ts) builds one context and passes it to the HTTP router and, through
 * `roomWith` (leasedRoom.ts), to the rooms that Colyseus constructs; a test builds one with
 * `serverContext({ clock, ids, … })`: in-memory stores, a clock it sets, ids it chose.
 */
import { systemClock, type Clock } from './clock';
import type { DomainEvents } from './domainEvents';
import { EventBus } from './eventBus';
import { randomIds, type Ids } from './ids';
import { CLAIM_GRACE_SECONDS } from '../protocol';
import { memoryStores, type Stores } from './store';

export interface ServerConfig {
  /** Ms a seat must have been empty before the other player may claim the game. */
  readonly claimGraceMs: number;
  /** How many games or follow rooms one address may create at once (then two a second). */
  readonly createBurst: number;
}

export interface ServerContext {
  readonly store: Stores;
  readonly clock: Clock;
  readonly ids: Ids;
  readonly config: ServerConfig;
  readonly events: EventBus<DomainEvents>;
}

export const DEFAULT_CONFIG: ServerConfig = {
  claimGraceMs: CLAIM_GRACE_SECONDS * 1000,
  createBurst: 200,
};

/** Writes a failure on one line of standard error (never a stack trace). */
export function report(where: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${where}: ${message}\n`);
}

/** A context from the parts given; the rest: the system clock, random ids, memory stores. */
export function serverContext(parts: Partial<ServerContext> = {}): ServerContext {
  const clock = parts.clock ?? systemClock;
  return {
    clock,
    ids: parts.ids ?? randomIds,
    store: parts.store ?? memoryStores(clock),
    config: parts.config ?? DEFAULT_CONFIG,
    events: parts.events ?? new EventBus<DomainEvents>((name, error) => report(name, error)),
  };
}
