/**
 * A client of a puzzle race's room over @colyseus/sdk (race.ts): the host, a player or a screen.
 * It keeps what the room has told it — the phase and times, the leaderboard, a player's own
 * answers and standing, the host's players, answers and standings — and rejoins by itself after a
 * drop (a player with its token, the host with its key), through the endpoints in turn, while the
 * room moves to another process (`busy`) or no process answers, for `patienceMs`.
 *
 * It lives in src/protocol, as client.ts and lobbyClient.ts do, because its users stand on both
 * sides of the fence: the app's race pages (src/game/online/raceClient.ts, which loads it lazily
 * with the SDK), the load test and test/server. It imports the protocol and the SDK only.
 */
import { Client, type Room } from '@colyseus/sdk';
import { dropRoom, roomAddress, waitUntil } from './roomSocket';
import { PROTOCOL, type Refusal } from './messages';
import {
  RACE_ROOM,
  normaliseRaceCode,
  raceRoomId,
  type RaceAnswerView,
  type RaceBoard,
  type RaceClientMessages,
  type RacePlayerView,
  type RacePresence,
  type RaceRole,
  type RaceServerMessages,
  type RaceStanding,
  type RaceTimes,
  type RaceWelcome,
} from './race';

export interface RaceClientOptions {
  /** http(s) addresses of the server processes; joins start with the first. */
  readonly endpoints: readonly string[];
  /** The race's code as typed (any case, spaces or a dash between: normaliseRaceCode). */
  readonly code: string;
  /** Join as: the host (`key`), a new player (`name`), a player again (`token`); none: a screen. */
  readonly key?: string;
  readonly name?: string;
  readonly token?: string;
  /** Headers of the join's requests (Node only): `Cookie`, `X-Forwarded-For`. */
  readonly headers?: Readonly<Record<string, string>>;
  /** How long to keep trying to (re)join before giving up (default 30 s). */
  readonly patienceMs?: number;
  /** Anything the room said changed (the client's fields are already up to date). */
  onChange?(client: RaceClient): void;
  /** A leaderboard arrived (the load test times them). */
  onBoard?(board: RaceBoard): void;
  onAnswered?(answered: RaceServerMessages['race-answered']): void;
  onRefused?(refusal: Refusal): void;
  /** The client gave up rejoining: the join error's code ('no-such-race', 'bad-token', …). */
  onClosed?(reason: string): void;
}

/** Join errors after which trying again cannot help. */
const FINAL = new Set([
  'bad-options',
  'bad-name',
  'bad-key',
  'bad-token',
  'no-such-race',
  'name-taken',
  'race-over',
  'race-full',
]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class RaceClient {
  welcome: RaceWelcome | null = null;
  times: RaceTimes | null = null;
  /** When (`Date.now()`) the latest times arrived: the server's `now` was then. */
  timesReceived = 0;
  board: RaceBoard | null = null;
  presence: RacePresence | null = null;
  /** A player's: its id, token and name (from its first welcome), answers and standing. */
  token: string | null = null;
  answers: boolean[] = [];
  standing: RaceStanding | null = null;
  /** The host's: players by id, every answer, every standing (ordered). */
  readonly players = new Map<number, RacePlayerView>();
  readonly grid: RaceAnswerView[] = [];
  standings: readonly RaceStanding[] = [];
  /** Joins so far (1 after `open`, +1 per rejoin). */
  joins = 0;
  private room: Room | null = null;
  private endpoint = 0;
  private closed = false;
  private rejoining: Promise<void> | null = null;

  /** The code as the room knows it (normaliseRaceCode of the one given). */
  private readonly code: string;

  private constructor(private readonly options: RaceClientOptions) {
    this.token = options.token ?? null;
    this.code = normaliseRaceCode(options.code) ?? options.code;
  }

  /** Joins the race; rejects with the join error's code ('no-such-race', 'name-taken', …). */
  static async open(options: RaceClientOptions): Promise<RaceClient> {
    const client = new RaceClient(options);
    await client.join();
    return client;
  }

  get role(): RaceRole | null {
    return this.welcome?.role ?? null;
  }

  get connected(): boolean {
    return this.room !== null;
  }

  /** The address of the process whose room this client is connected to (`host:port`). */
  get serverAddress(): string | undefined {
    return roomAddress(this.room);
  }

  /** The player's next puzzle (its index in `welcome.puzzles`). */
  get next(): number {
    return this.answers.length;
  }

  /** A player: sends the turns played for puzzle `index` (none: given up). */
  answer(index: number, turns: readonly string[]): void {
    this.send('race-answer', { index, turns });
  }

  /** The host: starts the countdown. */
  start(): void {
    this.send('race-start', {});
  }

  /** The host: ends the race now. */
  finish(): void {
    this.send('race-finish', {});
  }

  send<K extends keyof RaceClientMessages>(type: K, message: RaceClientMessages[K]): void {
    this.room?.send(type, message);
  }

  /** Cuts the connection without a goodbye, as a network failure would (tests). */
  drop(): void {
    dropRoom(this.room);
  }

  /** Leaves the race for good (a player keeps its place: its token joins it again). */
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

  /** The join options now: after a player's first welcome, its token (never its name again). */
  private joinOptions(): Record<string, unknown> {
    const { key, name } = this.options;
    const code = this.code;
    const as =
      key !== undefined
        ? { key }
        : this.token !== null
          ? { token: this.token }
          : name !== undefined
            ? { name }
            : {};
    return { protocol: PROTOCOL, code, ...as };
  }

  private async join(): Promise<void> {
    const { endpoints, headers, patienceMs = 30_000 } = this.options;
    const deadline = Date.now() + patienceMs;
    for (let attempt = 0; !this.closed; attempt++) {
      const endpoint = endpoints[this.endpoint % endpoints.length]!;
      try {
        const options = this.joinOptions();
        const sdk = new Client(endpoint, headers ? { headers: { ...headers } } : undefined);
        // By id first (one lookup); a room that is not there yet is created from its record.
        const room = await sdk
          .joinById(raceRoomId(this.code), options)
          .catch((error: unknown) =>
            error instanceof Error && FINAL.has(error.message)
              ? Promise.reject(error)
              : sdk.joinOrCreate(RACE_ROOM, options),
          );
        await this.attach(room);
        this.joins++;
        return;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (FINAL.has(reason)) throw new Error(reason, { cause: error });
        if (Date.now() > deadline) throw new Error(`could not join: ${reason}`, { cause: error });
        if (reason !== 'busy') this.endpoint++;
        await sleep(Math.min(100 * 2 ** Math.min(attempt, 4), 1000));
      }
    }
    throw new Error('closed');
  }

  private changed(): void {
    this.options.onChange?.(this);
  }

  private readTimes(times: RaceTimes): void {
    this.times = {
      phase: times.phase,
      startsAt: times.startsAt,
      endsAt: times.endsAt,
      now: times.now,
    };
    this.timesReceived = Date.now();
  }

  /** Listens to `room`; resolves when its welcome has been read. */
  private attach(room: Room): Promise<void> {
    room.reconnection.enabled = false;
    this.room = room;
    let welcomed!: () => void;
    const welcome = new Promise<void>((resolve) => (welcomed = resolve));
    room.onMessage('race-welcome', (message: RaceWelcome) => {
      this.welcome = message;
      this.readTimes(message);
      this.board = message.board;
      if (message.you) {
        this.token = message.you.token;
        this.answers = [...message.you.answers];
        this.standing = message.you.standing;
      }
      if (message.host) {
        this.players.clear();
        for (const player of message.host.players) this.players.set(player.id, player);
        this.grid.splice(0, this.grid.length, ...message.host.answers);
        this.standings = message.host.standings;
      }
      welcomed();
      this.changed();
    });
    room.onMessage('race-phase', (times: RaceServerMessages['race-phase']) => {
      this.readTimes(times);
      this.changed();
    });
    room.onMessage('race-board', (board: RaceServerMessages['race-board']) => {
      if (this.board && board.seq < this.board.seq) return;
      this.board = board;
      this.options.onBoard?.(board);
      this.changed();
    });
    room.onMessage('race-rank', (rank: RaceServerMessages['race-rank']) => {
      this.standing = rank.standing;
      this.changed();
    });
    room.onMessage('race-answered', (answered: RaceServerMessages['race-answered']) => {
      if (answered.index === this.answers.length) this.answers.push(answered.right);
      this.options.onAnswered?.(answered);
      this.changed();
    });
    room.onMessage('race-host', (news: RaceServerMessages['race-host']) => {
      for (const player of news.players) this.players.set(player.id, player);
      this.grid.push(...news.answers);
      this.standings = news.standings;
      this.changed();
    });
    room.onMessage('race-presence', (presence: RacePresence) => {
      this.presence = presence;
      this.changed();
    });
    room.onMessage('refused', (refusal: Refusal) => this.options.onRefused?.(refusal));
    room.onLeave(() => {
      if (this.room !== room) return;
      this.room = null;
      this.changed();
      if (!this.closed) void this.rejoin();
    });
    return welcome;
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
}
