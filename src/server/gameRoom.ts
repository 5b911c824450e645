/**
 * The game room (Colyseus room name `game`, room id = the game id). It is a cache of the
 * stored record: created on the first join (`joinOrCreate('game', { gameId, … })`) from the
 * record in the store, replayed through src/rules, and disposed when its last client has gone;
 * the next join, on any process, re-creates it from the store. Its own checks:
 *
 * - the join: the key decides the role (a seat key: that player; the organiser's key: the
 *   organiser; no key: a watcher; any other key is refused);
 * - every message: guard.ts (rate, size, decoding), then the protocol's validators, then the
 *   rules and the room's state (game.ts). A refusal goes to its sender alone, with its code;
 * - every accepted action becomes the next event of the log (`record`), in this order: stored
 *   (the game store, fenced by its version), applied to the room's game, published on the
 *   context's bus as domain events (domainEvents.ts: a game started, a turn played, a game
 *   ended; the end through its outbox, endings.ts), broadcast, and acknowledged to its sender
 *   in the same frame (its `events` message carries `ack`).
 *   Actions are handled one at a time, in order of arrival. A room re-created from its record
 *   publishes every end stored there that was never published (a process that died first).
 *
 * The seats' names carry their players' ratings in the room's game, and when a rated game has
 * been rated (rating.ts publishes `game rated`), the room tells everyone the change (`rated`)
 * and the new ratings (`names`); a later join finds the change in its welcome.
 *
 * Who is in the room (watchers, players, organiser) is broadcast as `presence` whenever it
 * changes, at most four times a second (leasedRoom.ts, shared with the follow room). The roles
 * and since when each seat has been empty are members.ts's, so that the other player may claim
 * the game after the grace period (the context's `claimGraceMs`) as a win or a draw. Its services (the stores, the clock, the
 * ids, the configuration, the bus) are the context's (`this.context`, leasedRoom.ts).
 *
 * Issue 43: after each event the room writes the game's progress (the seat to move, a
 * correspondence deadline, when the game must end by itself) for `GET /api/me/playing` and the
 * sweep of overdue.ts, which ends it when no room is live; its timer flags a correspondence game
 * at its deadline and aborts a timed game whose first turns do not come (game.ts `abortDue`,
 * counted from when both seats were first held: the meta's `seatsHeldAt`, which the room records
 * when it is the first to see both); a turn that leaves the game going on is published as `turn
 * to play` (push.ts).
 */
import { ServerError, type AuthContext, type Client } from '@colyseus/core';
import { gameStarted, turnPlayed, type TurnToPlay } from './domainEvents';
import { EndPublisher, endedBy, endsItsGame } from './endings';
import type { EventBody, OnlineGame } from './game';
import type { KeptMoves } from '../rules';
import { guardMessages } from './guard';
import { seatFields, seatPlayers, type GameMeta, type SeatPlayer } from './gameStore';
import { playerOfUpgrade } from './identity/sessions';
import { Lease, reportRoomError } from './lease';
import { LeasedRoom } from './leasedRoom';
import { Attendance, memberFor, type Member } from './members';
import { progressOf, replayStored } from './overdue';
import { ratedMessage, seatName } from './rating';
import type { GameRating, PlayerRating } from './ratingStore';
import {
  JOIN_ERRORS,
  MAX_MESSAGE_BYTES,
  PROTOCOL,
  checkGameJoin,
  isClientMessageType,
  validators,
  type Actor,
  type ClientMessageType,
  type ClientMessages,
  type ClockState,
  type GameEvent,
  type GamePresence,
  type GameRated,
  type GameWelcome,
  type Seat,
  type SeatNames,
} from '../protocol';

type Action = 'turn' | 'resign' | 'draw' | 'takeback' | 'rematch' | 'claim' | 'abort';
const ACTIONS: readonly ClientMessageType[] = [
  'turn',
  'resign',
  'draw',
  'takeback',
  'rematch',
  'claim',
  'abort',
];
/** setTimeout's longest wait (about 24.8 days); a correspondence deadline may be further off. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export class GameRoom extends LeasedRoom {
  /** Seats are ours to enforce (Colyseus #726): the framework only counts connections. */
  static readonly MAX_CLIENTS = 1000;
  maxClients = GameRoom.MAX_CLIENTS;
  private game!: OnlineGame;
  private meta!: GameMeta;
  private endings!: EndPublisher;
  private flagTimer: ReturnType<typeof setTimeout> | null = null;
  private attendance!: Attendance;
  /** Since when both seats have been held (the server's abort counts from then); null: not yet. */
  private heldSince: number | null = null;
  /** The seats' players' ratings in this game (null: none, or not known). */
  private ratings: [PlayerRating | null, PlayerRating | null] = [null, null];
  /** The current game's rating change, once rated. */
  private rated: GameRated | null = null;
  private stopHearingRatings: (() => void) | null = null;

  async onCreate(options: unknown): Promise<void> {
    const checked = checkGameJoin(options);
    if (!checked.ok) throw new ServerError(JOIN_ERRORS['bad-options'], 'bad-options');
    const { gameId } = checked.value;
    this.roomId = gameId;
    this.attendance = new Attendance(this.context.clock, this.context.config.claimGraceMs);
    this.endings = new EndPublisher(this.context);
    this.lease = new Lease(this.context, gameId, () => this.handOver());
    await this.lease.take();
    let record;
    try {
      record = await this.context.store.games.loadGame(gameId);
    } catch {
      await this.lease.release();
      throw new ServerError(JOIN_ERRORS['store-failed'], 'store-failed');
    }
    if (!record) {
      await this.lease.release();
      throw new ServerError(JOIN_ERRORS['no-such-game'], 'no-such-game');
    }
    let replayed: ReturnType<typeof replayStored>;
    try {
      replayed = replayStored(this.context, record);
    } catch (error) {
      await this.lease.release();
      reportRoomError(this, error, 'replay');
      throw new ServerError(JOIN_ERRORS['store-failed'], 'store-failed');
    }
    this.game = replayed.game;
    this.meta = record.meta;
    await this.noteSeatsHeld().catch((error: unknown) => reportRoomError(this, error, 'held'));
    this.stopHearingRatings = this.context.events.subscribe('game rated', (rated) =>
      this.gameRated(rated),
    );
    await this.readRatings();
    void this.endings.publish(replayed.ends); // those a process that died before publishing left
    this.scheduleFlag();
    guardMessages(this, {
      maxBytes: () => MAX_MESSAGE_BYTES,
      dispatch: (client, type, message) => this.dispatch(client, type, message),
      refuse: (client, refusal) => this.refuse(client, refusal),
    });
  }

  /**
   * Who is joining: the identity of the session cookie of the WebSocket's upgrade request (none
   * from another origin, or when the store fails: the join goes on without a name).
   */
  async onAuth(_client: Client, _options: unknown, auth: AuthContext): Promise<Joiner> {
    const player = await playerOfUpgrade(this.context, auth.headers).catch(() => null);
    return { player };
  }

  onJoin(client: Client, options: unknown): void {
    const checked = checkGameJoin(options);
    if (!checked.ok) throw new ServerError(JOIN_ERRORS['bad-options'], 'bad-options');
    const { key, since = 0 } = checked.value;
    const member = memberFor(this.meta, key);
    if (!member) throw new ServerError(JOIN_ERRORS['bad-key'], 'bad-key');
    client.userData = member;
    const player = (client.auth as Joiner | undefined)?.player;
    if (member.seat !== undefined && player) this.seatTaken(member.seat, player);
    const welcome: GameWelcome = {
      protocol: PROTOCOL,
      gameId: this.roomId,
      role: member.role,
      ...(member.seat === undefined ? {} : { seat: member.seat }),
      ...(member.role === 'organiser' ? { players: this.meta.players } : {}),
      version: this.game.version,
      events: this.game.since(since),
      presence: this.whoIsHere(),
      names: this.names(),
      ...this.clockNow(),
      ...(this.rated?.game === this.game.gameNumber ? { rated: this.rated } : {}),
    };
    client.send('welcome', welcome);
    this.presenceChanged();
  }

  /** Who holds each seat, by name, with their ratings. */
  private names(): SeatNames {
    const [white, black] = seatPlayers(this.meta).map((player, seat) =>
      player ? seatName(player.name, this.ratings[seat] ?? null, this.meta.rated === true) : null,
    );
    return [white ?? null, black ?? null];
  }

  /**
   * Reads the seats' players' ratings, and the current game's change if it was rated (a failing
   * store leaves them unknown: the names go without ratings).
   */
  private async readRatings(): Promise<void> {
    const { ratings } = this.context.store;
    try {
      const players = seatPlayers(this.meta);
      const read = (seat: Seat) =>
        players[seat] ? ratings.ratingOf(players[seat].id, this.meta.variant) : null;
      this.ratings = [await read(0), await read(1)];
      const rated = await ratings.gameRating(this.roomId, this.game.gameNumber);
      if (rated) this.rated = ratedMessage(rated);
    } catch (error) {
      reportRoomError(this, error, 'ratings');
    }
  }

  /** A game of this room was rated: everyone is told the change and the new ratings. */
  private gameRated(rated: GameRating): void {
    if (rated.gameId !== this.roomId) return;
    this.queue = this.queue
      .then(async () => {
        if (this.closing) return;
        await this.readRatings();
        this.broadcast('rated', ratedMessage(rated));
        this.broadcast('names', { names: this.names() });
      })
      .catch((error: unknown) => reportRoomError(this, error, 'rated'));
  }

  /**
   * Records `player` in `seat` if nobody holds it yet (or they do under an older name: an
   * anonymous identity since signed up), then tells everyone. In the room's queue, so two
   * identities joining one seat at once are recorded in order and the first keeps it.
   */
  private seatTaken(seat: Seat, player: SeatPlayer): void {
    this.queue = this.queue
      .then(async () => {
        const held = seatPlayers(this.meta)[seat];
        if (this.closing || (held && (held.id !== player.id || held.name === player.name))) return;
        await this.context.store.games.setSeatPlayer(this.roomId, seat, player);
        this.meta = { ...this.meta, ...seatFields(seat, player) };
        await this.readRatings();
        this.broadcast('names', { names: this.names() });
        await this.noteSeatsHeld();
      })
      .catch((error: unknown) => reportRoomError(this, error, 'names'));
  }

  /**
   * Notes since when both seats have been held: the meta's time, or now if this room is the
   * first to see them both held (then recorded, with the progress its abort changes).
   */
  private async noteSeatsHeld(): Promise<void> {
    if (this.heldSince !== null || seatPlayers(this.meta).includes(null)) return;
    const known = this.meta.seatsHeldAt ?? null;
    this.heldSince = known ?? this.context.clock.now();
    if (known === null) {
      this.meta = { ...this.meta, seatsHeldAt: this.heldSince };
      await this.context.store.games.setSeatsHeld(this.roomId, this.heldSince);
      await this.writeProgress();
    }
    this.scheduleFlag();
  }

  /** Writes the game's progress (the seat to move, a deadline, when it must end by itself). */
  private async writeProgress(now = this.context.clock.now()): Promise<void> {
    await this.context.store.games
      .setProgress(this.roomId, progressOf(this.game, this.heldSince, now))
      .catch((error: unknown) => reportRoomError(this, error, 'progress'));
  }

  onDrop(client: Client): void {
    (client.userData as Member).droppedAt = this.game.version;
    super.onDrop(client);
  }

  onReconnect(client: Client): void {
    const member = client.userData as Member;
    const events = this.game.since(member.droppedAt ?? 0);
    if (events.length > 0 || this.game.control)
      client.send('events', { events, ...this.clockNow() });
    this.presenceChanged();
  }

  private actorOf(client: Client): Actor | null {
    const member = client.userData as Member | undefined;
    if (!member || member.role === 'watcher') return null;
    if (member.role === 'organiser') return 'organiser';
    return this.game.sideOf(member.seat!);
  }

  /** Who is here now; notes since when each seat has been empty (for a claim). */
  private whoIsHere(): GamePresence {
    return this.attendance.look(
      this.clients.map((client) => client.userData as Member | undefined),
    );
  }

  protected presenceMessage(): [string, GamePresence] {
    return ['presence', this.whoIsHere()];
  }

  /** Notes at once which seats have just emptied or filled, then sends the presence soon. */
  protected presenceChanged(): void {
    this.whoIsHere();
    super.presenceChanged();
  }

  private dispatch(client: Client, type: string, message: unknown): void {
    if (!isClientMessageType(type) || type === 'publish') {
      this.refuse(client, { type, code: 'unknown-type' });
      return;
    }
    const checked = validators[type](message);
    if (!checked.ok) {
      this.refuse(client, { type, code: 'bad-message', detail: checked.detail });
      return;
    }
    if (type === 'sync') {
      const { since } = checked.value as ClientMessages['sync'];
      client.send('events', { events: this.game.since(since), ...this.clockNow() });
      return;
    }
    if (type === 'provisional') {
      this.provisional(client, checked.value as ClientMessages['provisional']);
      return;
    }
    if (ACTIONS.includes(type)) {
      const action = type as Action;
      const value = checked.value as ClientMessages[Action];
      this.queue = this.queue
        .then(() => this.act(client, action, value))
        .catch((error: unknown) => reportRoomError(this, error, type));
    }
  }

  private provisional(client: Client, message: ClientMessages['provisional']): void {
    const actor = this.actorOf(client);
    if (!actor) {
      this.refuse(client, { type: 'provisional', code: 'not-a-player' });
      return;
    }
    const provisional = this.game.proposeProvisional(actor, message);
    if ('ok' in provisional) {
      this.refuse(client, { type: 'provisional', ...withoutOk(provisional) });
      return;
    }
    this.broadcast('provisional', provisional, { except: client });
  }

  private async act<K extends Action>(
    client: Client,
    type: K,
    message: ClientMessages[K],
  ): Promise<void> {
    if (this.closing) return;
    const nonce = type === 'turn' ? (message as ClientMessages['turn']).nonce : undefined;
    const ref = nonce === undefined ? {} : { ref: nonce };
    const actor = this.actorOf(client);
    if (!actor || (actor === 'organiser' && type !== 'rematch')) {
      this.refuse(client, { type, code: 'not-a-player', ...ref });
      return;
    }
    if (nonce !== undefined) {
      const accepted = this.game.turnWithNonce(nonce);
      if (accepted !== undefined) {
        client.send('ack', { ref: nonce, v: accepted }); // a turn sent again after a reconnection
        return;
      }
    }
    const now = this.context.clock.now();
    if (type === 'claim') {
      this.whoIsHere(); // brings the empty seats up to now
      const other = (client.userData as Member).seat === 0 ? 1 : 0;
      const claim = this.game.proposeClaim(
        actor,
        message as ClientMessages['claim'],
        this.attendance.emptyFor(other, now),
        this.context.config.claimGraceMs,
      );
      if (!claim.ok) this.refuse(client, { type, ...withoutOk(claim) });
      else if ((await this.record(claim.event, now, { client, ref: type })) !== 'stored')
        this.refuse(client, { type, code: 'store-failed' });
      return;
    }
    // A flag that has fallen goes first (a turn's own lag credit may still save it).
    const mover = this.game.toMove === actor && type === 'turn';
    const lag = (message as ClientMessages['turn']).lag ?? 0;
    const flag = this.game.flagDue(now, mover ? this.game.lagCredit(now, lag) : undefined);
    if (flag) {
      const flagged = await this.record(flag, now);
      this.refuse(client, { type, code: flagged === 'stored' ? 'game-over' : flagged, ...ref });
      return;
    }
    const proposal = this.game.propose(actor, type, message, now);
    if (!proposal.ok) {
      this.refuse(client, { type, ...ref, ...withoutOk(proposal) });
      return;
    }
    const sender = { client, ref: nonce ?? type, kept: proposal.kept };
    const recorded = await this.record(proposal.event, now, sender);
    if (recorded !== 'stored') this.refuse(client, { type, code: recorded, ...ref });
  }

  /**
   * Records an event as the next version: stores it, applies it, publishes what it means,
   * broadcasts it (with the clocks) and sets the flag's timer. The event's sender, if any, gets
   * it in one frame with its acknowledgement (`ack` in the `events` message), not in two; a
   * proposal's `kept` turn is applied without being played again (game.ts).
   */
  private async record(
    body: EventBody,
    now: number,
    sender?: { client: Client; ref: string; kept?: KeptMoves },
  ): Promise<'stored' | 'store-failed'> {
    const event = { ...body, v: this.game.version + 1, at: now } as GameEvent;
    let stored: boolean;
    try {
      stored = await this.context.store.games.append(this.roomId, event, endsItsGame(event));
    } catch {
      return 'store-failed';
    }
    if (!stored) {
      // Another process wrote this version: this room is no longer the game's owner.
      this.handOver();
      return 'store-failed';
    }
    const wasOver = this.game.outcome !== null;
    this.game.apply(event, sender?.kept);
    await this.publish(event, wasOver);
    const message = { events: [event], ...this.clockNow(now) };
    if (!sender) this.broadcast('events', message);
    else {
      this.broadcast('events', message, { except: sender.client });
      sender.client.send('events', { ...message, ack: { ref: sender.ref, v: event.v } });
    }
    // the progress index, after the broadcast: the sweep checks it through the fold
    await this.writeProgress(now);
    this.scheduleFlag();
    return 'stored';
  }

  /**
   * Tells the bus what a stored and applied event means. The subscribers are called, not waited
   * for; an end is claimed first (endings.ts), which is waited for.
   */
  private async publish(event: GameEvent, wasOver: boolean): Promise<void> {
    const { events } = this.context;
    const players = seatPlayers(this.meta);
    if (event.t === 'start')
      void events.publish('game started', gameStarted(this.roomId, event, players));
    if (event.t === 'turn') void events.publish('turn played', turnPlayed(this.roomId, event));
    if (event.t === 'turn' && !this.game.outcome)
      void events.publish('turn to play', this.toPlay());
    const end = endedBy(this.roomId, this.game, event, wasOver, players);
    if (end) await this.endings.publish([end]);
  }

  /** Whose turn it now is, for a notification. */
  private toPlay(): TurnToPlay {
    const seat: Seat = this.game.toMove === this.game.sideOf(0) ? 0 : 1;
    const here = this.clients.some((client) => (client.userData as Member).seat === seat);
    return {
      gameId: this.roomId,
      variant: this.meta.variant,
      player: seatPlayers(this.meta)[seat],
      key: this.meta.players[seat],
      here,
      deadline: this.game.deadline,
    };
  }

  /** A timed game's clocks now, as a message field. */
  private clockNow(now = this.context.clock.now()): { clock?: ClockState } {
    const clock = this.game.clockState(now);
    return clock ? { clock } : {};
  }

  /**
   * The timer that flags the side to move when its time (and lag quota) has run out, or its
   * correspondence deadline has passed, or aborts a timed game whose first turns have not come
   * (game.ts `abortDue`). A wait longer than setTimeout's is cut: the timer then looks again.
   */
  private scheduleFlag(): void {
    if (this.flagTimer) clearTimeout(this.flagTimer);
    this.flagTimer = null;
    const now = this.context.clock.now();
    const due = this.game.msToEnd(now, this.heldSince);
    if (due === null || this.closing) return;
    const ms = Math.min(MAX_TIMER_MS - 1, due);
    this.flagTimer = setTimeout(() => {
      this.flagTimer = null;
      this.queue = this.queue
        .then(async () => {
          if (this.closing) return;
          const now = this.context.clock.now();
          const flag = this.game.endDue(now, this.heldSince);
          if (flag) await this.record(flag, now);
          else this.scheduleFlag();
        })
        .catch((error: unknown) => reportRoomError(this, error, 'flag'));
    }, ms + 1);
  }

  async onDispose(): Promise<void> {
    this.stopHearingRatings?.();
    if (this.flagTimer) clearTimeout(this.flagTimer);
    this.flagTimer = null;
    await this.queue;
    await this.endings?.settled(); // an end being published is marked before the lease goes
    this.endings?.stop();
    await super.onDispose();
  }
}

/** What `onAuth` learns of a joining client (`client.auth`). */
interface Joiner {
  readonly player: SeatPlayer | null;
}

function withoutOk<T extends { ok: false }>(value: T): Omit<T, 'ok'> {
  const rest: Partial<T> = { ...value };
  delete rest.ok;
  return rest as Omit<T, 'ok'>;
}
