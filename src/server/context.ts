/**
 * What the rooms and the HTTP handlers of a server process are given, instead of reaching for
 * module globals: the stores, the clock, the ids, the configuration, the domain events' bus, the
 * secret that signs session cookies and the shipped puzzles (puzzleCatalog.ts).
 * The entry (main.ts) builds one context and passes it to the HTTP router and, through
 * `roomWith` (leasedRoom.ts), to the rooms that Colyseus constructs; a test builds one with
 * `serverContext({ clock, ids, … })`: in-memory stores, a clock it sets, ids it chose.
 */
import { randomBytes } from 'node:crypto';
import { systemClock, type Clock } from './clock';
import type { DomainEvents } from './domainEvents';
import { EventBus } from './eventBus';
import { randomIds, type Ids } from './ids';
import { ABORT_AFTER_MS, CLAIM_GRACE_SECONDS } from '../protocol';
import { memoryStores, type Stores } from './store';
import { puzzleCatalog, type PuzzleCatalog } from './puzzleCatalog';

export interface ServerConfig {
  /** Ms a seat must have been empty before the other player may claim the game. */
  readonly claimGraceMs: number;
  /** How many games or follow rooms one address may create at once (then two a second). */
  readonly createBurst: number;
  /** How many sign-ups or log-ins one address (or name) may try at once (then one every 10 s). */
  readonly accountBurst: number;
  /**
   * How many reads of the archive, ratings, leaderboards, one's games and the push key one
   * address may make at once (then ten a second); absent: DEFAULT_READ_BURST.
   */
  readonly readBurst?: number;
  /**
   * Whether the server stands behind a proxy of its own that appends the client's address to
   * `X-Forwarded-For` (PW_TRUST_PROXY=1): the rate limits then key by its last entry. Without
   * it the header is ignored (anyone may send one).
   */
  readonly trustProxy?: boolean;
  /** Ms the side to move must have been silent before a player may abort (the server: twice). */
  readonly abortAfterMs?: number;
  /** How many new players one address may bring into races at once (then ten a second). */
  readonly raceJoinBurst?: number;
}

export interface ServerContext {
  readonly store: Stores;
  readonly clock: Clock;
  readonly ids: Ids;
  readonly config: ServerConfig;
  readonly events: EventBus<DomainEvents>;
  /** Signs session cookies (identity/cookies.ts); kept across restarts (identity/secret.ts). */
  readonly secret: string;
  /** The shipped puzzles, loaded and validated at start (main.ts: `--puzzles DIR`). */
  readonly puzzles: PuzzleCatalog;
}

/** Reads one address may make at once: a page shows a handful, a reader goes through dozens. */
export const DEFAULT_READ_BURST = 120;

/** New race players from one address at once: a whole hall behind one school's address. */
export const DEFAULT_RACE_JOIN_BURST = 300;

export const DEFAULT_CONFIG: ServerConfig = {
  claimGraceMs: CLAIM_GRACE_SECONDS * 1000,
  createBurst: 200,
  accountBurst: 10,
  readBurst: DEFAULT_READ_BURST,
  abortAfterMs: ABORT_AFTER_MS,
  raceJoinBurst: DEFAULT_RACE_JOIN_BURST,
};

/** Writes a failure on one line of standard error (never a stack trace). */
export function report(where: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${where}: ${message}\n`);
}

/**
 * A context from the parts given; the rest: the system clock, random ids, memory stores, a
 * random secret, no puzzles.
 */
export function serverContext(parts: Partial<ServerContext> = {}): ServerContext {
  const clock = parts.clock ?? systemClock;
  return {
    clock,
    ids: parts.ids ?? randomIds,
    store: parts.store ?? memoryStores(clock),
    config: parts.config ?? DEFAULT_CONFIG,
    events: parts.events ?? new EventBus<DomainEvents>((name, error) => report(name, error)),
    secret: parts.secret ?? randomBytes(32).toString('base64url'),
    puzzles: parts.puzzles ?? puzzleCatalog([]),
  };
}
