/**
 * A client of the game room over @colyseus/sdk that never loses a turn: the reference for the
 * app's online play, and what the load test and test/server use.
 *
 * It keeps the room's events in version order; joins (and rejoins) with `since` = the last
 * version it has, so a rejoin brings exactly what it missed; asks for a `sync` when it sees a
 * gap; keeps every turn it sent until the server acknowledges it (or refuses it for good) and
 * sends it again after a rejoin (the server acknowledges a turn it already has by its nonce
 * without playing it twice). When the connection drops it rejoins through the endpoints in
 * turn (any process of the deployment serves any game), retrying while the room is taken over
 * (`busy`) or no process answers, for `patienceMs`. A join asks for the room by id first (one
 * lookup in the room directory) and only then `joinOrCreate`s it (which scans the directory,
 * and creates the room from its stored record when no process has it).
 *
 * In a timed game it keeps the server's latest clock reading (`clock`, read at `clockReceived`
 * by `performance.now()`), and measures its own lag: half the time from sending a turn to its
 * acknowledgement, reported with the next turn (`lag`), which the server credits back up to
 * its lag quota (docs/online.md §Clocks).
 *
 * The SDK's own reconnection is switched off: it can only return to the process it left,
 * and a rejoin with `since` does all it does.
 *
 * It lives in src/protocol, not in src/server, because it is the protocol's client half and its
 * users stand on both sides of the fence: the app's online play (src/game/online, which may not
 * import the server) and the server's load test and test/server (which may not import the game
 * layer). It imports the messages and @colyseus/sdk only, never the server's internals; the app
 * loads it lazily (its own chunk, with the SDK).
 */
import { Client, type Room } from '@colyseus/sdk';
import { dropRoom, roomAddress, roomSocket, waitUntil } from './roomSocket';
import type { ClockState, GameEvent } from './events';
import {
  GAME_ROOM,
  PROTOCOL,
  type Ack,
  type ClientMessages,
  type GamePresence,
  type GameRated,
  type GameWelcome,
  type Provisional,
  type Refusal,
  type Role,
  type SeatNames,
  type ServerMessages,
} from './messages';
import type { Seat } from './sides';
import { checkGameRated } from './validators';

export interface GameClientOptions {
  /** http(s) addresses of the server processes; joins start with the first. */
  readonly endpoints: readonly string[];
  readonly gameId: string;
  readonly key?: string;
  /** Headers of the join's requests (Node only; a browser sends its own cookie): `Cookie`. */
  readonly headers?: Readonly<Record<string, string>>;
  /** How long to keep trying to (re)join before giving up (default 30 s). */
  readonly patienceMs?: number;
  onEvents?(events: readonly GameEvent[]): void;
  onPresence?(presence: GamePresence): void;
  /** Who holds each seat, by name: from the welcome, then whenever it changes. */
  onNames?(names: SeatNames): void;
  /** A rated game's rating change (issue 43): from the welcome, or when the game is rated. */
  onRated?(rated: GameRated): void;
  onProvisional?(provisional: Provisional): void;
  onRefused?(refusal: Refusal): void;
  onAck?(ack: Ack): void;
  /** Called when the client gives up rejoining (the game is gone or no server answers). */
  onClosed?(reason: string): void;
}

/** Join errors after which trying again cannot help. */
const FINAL = new Set(['bad-key', 'bad-options', 'no-such-game']);
/** Refusals after which a turn may be sent again. */
const RETRY = new Set(['store-failed', 'rate-limited']);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class GameClient {
  readonly events: GameEvent[] = [];
  role: Role | null = null;
  seat: Seat | undefined;
  presence: GamePresence | null = null;
  /** Who holds each seat, by name (null: no identity has joined it yet). */
  names: SeatNames = [null, null];
  /** The latest rated game's rating change, once told (validated: anything else is ignored). */
  rated: GameRated | null = null;
  /** The organiser's copy of the two seat keys (from its welcome). */
  players: readonly [string, string] | undefined;
  /** Turns sent and not yet acknowledged, by nonce. */
  readonly unsent = new Map<string, ClientMessages['turn']>();
  /** Joins so far (1 after `open`, +1 per rejoin). */
  joins = 0;
  /** A timed game's clocks as the server last read them, and when that reading arrived. */
  clock: ClockState | null = null;
  clockReceived = 0;
  /** When (`performance.now()`) the latest presence arrived (its `claimIn` counts from then). */
  presenceReceived = 0;
  /** This client's lag as last measured (half a turn's round trip), ms. */
  lag = 0;
  private readonly sentAt = new Map<string, number>();
  private room: Room | null = null;
  private endpoint = 0;
  private closed = false;
  private rejoining: Promise<void> | null = null;
  private readonly options: GameClientOptions;

  private constructor(options: GameClientOptions) {
    this.options = options;
  }

  /** Joins the game; rejects with the join error's code ('bad-key', 'no-such-game', …). */
  static async open(options: GameClientOptions): Promise<GameClient> {
    const client = new GameClient(options);
    await client.join();
    return client;
  }

  get version(): number {
    return this.events.length;
  }

  get connected(): boolean {
    return this.room !== null;
  }

  /** The address of the process whose room this client is connected to (`host:port`). */
  get serverAddress(): string | undefined {
    return roomAddress(this.room);
  }

  /** The Colyseus session (changes with every rejoin). */
  get sessionId(): string | undefined {
    return this.room?.sessionId;
  }

  /** Sends a turn, kept until acknowledged and sent again after any rejoin. */
  sendTurn(turn: ClientMessages['turn']): void {
    const message = this.lag > 0 && turn.lag === undefined ? { ...turn, lag: this.lag } : turn;
    this.unsent.set(turn.nonce, message);
    this.sentAt.set(turn.nonce, performance.now());
    this.room?.send('turn', message);
  }

  private readNames(names: SeatNames | undefined): void {
    if (!names) return; // a server before issue 42
    this.names = names;
    this.options.onNames?.(names);
  }

  private readRated(rated: unknown): void {
    const checked = checkGameRated(rated);
    if (!checked.ok) return; // none, or not a rating change: nothing to show
    this.rated = checked.value;
    this.options.onRated?.(checked.value);
  }

  private readClock(clock: ClockState | undefined): void {
    if (!clock) return;
    this.clock = clock;
    this.clockReceived = performance.now();
  }

  /** Sends any other message (not kept: resend it yourself if the connection drops). */
  send<K extends keyof ClientMessages>(type: K, message: ClientMessages[K]): void {
    this.room?.send(type, message);
  }

  /** Sends raw bytes on the socket (tests: malformed and oversized frames). */
  sendRaw(bytes: Uint8Array): void {
    roomSocket(this.room)?.send(bytes);
  }

  /** Cuts the connection without a goodbye, as a network failure would (tests). */
  drop(): void {
    dropRoom(this.room);
  }

  /** Leaves the room for good. */
  async close(): Promise<void> {
    this.closed = true;
    const room = this.room;
    this.room = null;
    if (room) await room.leave(true).catch(() => {});
  }

  /** Resolves when `test()` holds (checked every few ms), rejects after `ms`. */
  waitFor(test: () => boolean, ms = 10_000, what = 'condition'): Promise<void> {
    return waitUntil(test, ms, what);
  }

  private async join(): Promise<void> {
    const { endpoints, gameId, key, headers, patienceMs = 30_000 } = this.options;
    const deadline = Date.now() + patienceMs;
    for (let attempt = 0; !this.closed; attempt++) {
      const endpoint = endpoints[this.endpoint % endpoints.length]!;
      try {
        const options = {
          protocol: PROTOCOL,
          gameId,
          ...(key === undefined ? {} : { key }),
          since: this.version,
        };
        const sdk = new Client(endpoint, headers ? { headers: { ...headers } } : undefined);
        // By id first (one lookup); a room that is not there yet is created from its record.
        const joining = sdk
          .joinById(gameId, options)
          .catch((error: unknown) =>
            error instanceof Error && FINAL.has(error.message)
              ? Promise.reject(error)
              : sdk.joinOrCreate(GAME_ROOM, options),
          );
        const room = await withTimeout(joining, 8000, (late: Room) => {
          void late.leave(true).catch(() => {});
        });
        try {
          await withTimeout(this.attach(room), 5000, () => {});
        } catch (error) {
          this.room = null; // no welcome: this room is given up, and its leave ignored
          void room.leave(true).catch(() => {});
          throw error;
        }
        this.joins++;
        return;
      } catch (error) {
        const lastError = error instanceof Error ? error.message : String(error);
        if (FINAL.has(lastError)) throw new Error(lastError, { cause: error });
        if (Date.now() > deadline)
          throw new Error(`could not join: ${lastError}`, { cause: error });
        // another process, after a short wait: the room may be moving to it
        if (lastError !== 'busy') this.endpoint++;
        await sleep(Math.min(100 * 2 ** Math.min(attempt, 4), 1000));
      }
    }
    throw new Error('closed');
  }

  /** Listens to `room`; resolves when its welcome has been read. */
  private attach(room: Room): Promise<void> {
    room.reconnection.enabled = false;
    this.room = room;
    let welcomed!: () => void;
    const welcome = new Promise<void>((resolve) => (welcomed = resolve));
    room.onMessage('welcome', (welcome: GameWelcome) => {
      this.role = welcome.role;
      this.seat = welcome.seat;
      this.players = welcome.players;
      this.presence = welcome.presence;
      this.presenceReceived = performance.now();
      this.options.onPresence?.(welcome.presence);
      this.readNames(welcome.names);
      if (welcome.rated) this.readRated(welcome.rated);
      this.readClock(welcome.clock);
      this.receive(welcome.events);
      if (welcome.version > this.version) room.send('sync', { since: this.version });
      for (const turn of this.unsent.values()) room.send('turn', turn);
      welcomed();
    });
    room.onMessage('events', (message: ServerMessages['events']) => {
      this.readClock(message.clock);
      this.receive(message.events);
      if (message.ack) this.acknowledged(message.ack);
    });
    room.onMessage('presence', (presence: GamePresence) => {
      this.presence = presence;
      this.presenceReceived = performance.now();
      this.options.onPresence?.(presence);
    });
    room.onMessage('names', (message: { names: SeatNames }) => this.readNames(message.names));
    room.onMessage('rated', (rated: unknown) => this.readRated(rated));
    room.onMessage('provisional', (provisional: Provisional) =>
      this.options.onProvisional?.(provisional),
    );
    room.onMessage('ack', (ack: Ack) => this.acknowledged(ack));
    room.onMessage('refused', (refusal: Refusal) => {
      if (refusal.ref !== undefined && !RETRY.has(refusal.code)) this.unsent.delete(refusal.ref);
      this.options.onRefused?.(refusal);
    });
    room.onLeave(() => {
      if (this.room !== room) return;
      this.room = null;
      if (!this.closed) void this.rejoin();
    });
    return welcome;
  }

  /** The server accepted an action of this client's (alone, or with its event). */
  private acknowledged(ack: Ack): void {
    const sent = this.sentAt.get(ack.ref);
    if (sent !== undefined) this.lag = Math.round((performance.now() - sent) / 2);
    this.sentAt.delete(ack.ref);
    this.unsent.delete(ack.ref);
    this.options.onAck?.(ack);
  }

  private rejoin(): Promise<void> {
    this.rejoining ??= this.join()
      .catch((error: unknown) => {
        this.closed = true;
        this.options.onClosed?.(error instanceof Error ? error.message : String(error));
      })
      .finally(() => {
        this.rejoining = null;
      });
    return this.rejoining;
  }

  private receive(events: readonly GameEvent[]): void {
    const fresh: GameEvent[] = [];
    for (const event of events) {
      if (event.v <= this.version) continue;
      if (event.v !== this.version + 1) {
        this.room?.send('sync', { since: this.version }); // a gap: ask for what is missing
        break;
      }
      this.events.push(event);
      fresh.push(event);
    }
    if (fresh.length > 0) this.options.onEvents?.(fresh);
  }
}

/** `promise`, or a 'timeout' error after `ms`; a value that arrives late goes to `late`. */
function withTimeout<T>(promise: Promise<T>, ms: number, late: (value: T) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      reject(new Error('timeout'));
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        if (timedOut) late(value);
        else resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
