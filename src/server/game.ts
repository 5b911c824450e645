/**
 * The authority of an online game: a room's event log (src/protocol/events.ts) played through
 * the rules core. `propose` checks what a client asks for against the rules and the room's
 * state and answers with the event to store, or with a refusal code; `apply` plays an event
 * (one just proposed, or one read back from the store when a room is re-created on another
 * process). Nothing here does any I/O, so the whole of it is checked by plain unit tests; the
 * Colyseus room (gameRoom.ts) only sequences, stores and broadcasts.
 *
 * The log is folded by the protocol's one fold (src/protocol/fold.ts), the app's too, so the
 * server and its clients agree on the game by construction; this module adds what only the
 * authority keeps: the turn nonces already accepted, and a timed game's clock (gameClock.ts).
 *
 * Every turn goes through `GameRecord.play` of src/rules once: a Parallel worlds turn is its
 * sub-moves in order, each legal where it is played, and it must be whole (it reaches its last
 * sub-move, or ends with `end`); it is applied in one piece or not at all (`propose` plays it,
 * takes it back keeping what it worked out, and `apply` puts that back). A player whose
 * opponent has left may claim the game (`proposeClaim`, a win or a draw) once the room says the
 * other seat has been empty for the grace period.
 *
 * A correspondence game (a start with `days`, issue 43) has a deadline instead of a clock: the
 * fold's (`deadline`), due as a flag (`flagDue`, the room's timer and the sweep of
 * overdue.ts alike). A game that is not one may be aborted before both sides have played
 * (`proposeAbort`: once the side to move has been silent `abortAfterMs`; `abortDue`: a timed
 * game the server aborts by itself after twice that). `endDue`/`msToEnd` are both: the end the
 * server owes a game by itself, and when.
 */
import {
  gameById,
  makeFen,
  parseFen,
  type Color,
  type KeptMoves,
  type Position,
  type TimeControl,
} from '../rules';
import {
  ABORT_AFTER_MS,
  EventFold,
  outcomeInWords,
  colorOf,
  otherSide,
  sideOf,
  sideOfColor,
  type Actor,
  type ClientMessages,
  type ClockState,
  type FoldedGame,
  type GameEvent,
  type GameOutcome,
  type OnlineVariant,
  type Provisional,
  type RefusalCode,
  type Seat,
  type Side,
} from '../protocol';
import { GameClock } from './gameClock';

/** An event before the room has numbered and dated it. */
export type EventBody = GameEvent extends infer E
  ? E extends GameEvent
    ? Omit<E, 'v' | 'at'>
    : never
  : never;

export interface Refused {
  readonly ok: false;
  readonly code: RefusalCode;
  readonly detail?: string;
  readonly index?: number;
}
/**
 * What a client asks for, as the event to store, or why not. A turn carries what checking it
 * worked out (`kept`: its moves played on the record and taken back), for `apply` to put back
 * rather than play the turn through the rules a second time.
 */
export type Proposal =
  { readonly ok: true; readonly event: EventBody; readonly kept?: KeptMoves } | Refused;

const refuse = (code: RefusalCode, detail?: string, index?: number): Refused => ({
  ok: false,
  code,
  ...(detail === undefined ? {} : { detail }),
  ...(index === undefined ? {} : { index }),
});

/** Checks a variant and FEN as a game start: the FEN read by the rules core, as it writes it. */
export function startPosition(
  variant: OnlineVariant,
  fen?: string,
): { ok: true; fen: string } | { ok: false; detail: string } {
  const game = gameById(variant);
  if (!game) return { ok: false, detail: 'variant' };
  const parsed = parseFen(game, fen ?? game.startFen);
  if (!parsed.ok) return { ok: false, detail: parsed.error };
  return { ok: true, fen: makeFen(parsed.value) };
}

export class OnlineGame {
  /** Every event so far, in version order (events[i].v === i + 1). */
  readonly events: GameEvent[] = [];
  private readonly log = new EventFold();
  /** Turn nonces of the current game → the version that accepted them (a resent turn is not new). */
  private nonces = new Map<string, number>();
  /** A timed game's clock (null: untimed). */
  private clock: GameClock | null = null;
  /** Ms the side to move must have been silent before a player may abort (the server: twice). */
  abortAfterMs = ABORT_AFTER_MS;

  /** A game room's state from its stored log; throws if the log does not play back. */
  static replay(events: readonly GameEvent[]): OnlineGame {
    const game = new OnlineGame();
    for (const event of events) game.apply(event);
    return game;
  }

  get version(): number {
    return this.events.length;
  }

  /** The number of the current game (1, then one more per rematch), 0 before the first. */
  get gameNumber(): number {
    return this.log.gameNumber;
  }

  /** Turns played in the current game. */
  get ply(): number {
    return this.log.ply;
  }

  get white(): Seat {
    return this.log.game?.white ?? 0;
  }

  /** How the current game ended, or null while it goes on. */
  get outcome(): GameOutcome | null {
    return this.log.outcome;
  }

  /** The side to move in the current game. */
  get toMove(): Side {
    return sideOfColor(this.log.position?.turn ?? 0);
  }

  /** The current position (the rules core's), for a client choosing its turn. */
  get position(): Position | null {
    return this.log.position;
  }

  /** The FEN of the current position (at the start of the turn to come). */
  get fen(): string {
    const position = this.log.position;
    return position ? makeFen(position) : '';
  }

  /** A correspondence game going on: when the side to move's time runs out; else null. */
  get deadline(): number | null {
    return this.log.deadline;
  }

  /** A correspondence game's days per move, or null. */
  get days(): number | null {
    return this.log.game?.days ?? null;
  }

  /** The time control of the current game, or null (untimed). */
  get control(): TimeControl | null {
    return this.clock?.control ?? null;
  }

  /** The clocks of a timed game at `now` (server ms since 1970), or undefined. */
  clockState(now: number): ClockState | undefined {
    return this.clock?.state(this.gameNumber, now);
  }

  /**
   * The lag credited to the side to move for a turn ending at `now` with `reported` ms of lag:
   * at most its quota and at most what the turn has used; 0 before the clocks run.
   */
  lagCredit(now: number, reported: number): number {
    return this.clock?.lagCredit(now, reported) ?? 0;
  }

  /**
   * The flag due at `now`, or null: the side to move is out of time even with `allowance` ms
   * credited (a turn's lag credit; by default all the quota it could still be credited, so that
   * the room's timer never flags a turn that lag compensation would still save).
   */
  flagDue(now: number, allowance?: number): EventBody | null {
    const deadline = this.deadline;
    if (deadline !== null)
      return now >= deadline ? { t: 'flag', game: this.gameNumber, by: this.toMove } : null;
    if (!this.clock || this.outcome) return null;
    const side = this.clock.flagged(now, allowance);
    return side === null ? null : { t: 'flag', game: this.gameNumber, by: sideOfColor(side) };
  }

  /** Ms from `now` until the flag of the side to move falls (quota included), or null. */
  msToFlag(now: number): number | null {
    const deadline = this.deadline;
    if (deadline !== null) return Math.max(0, deadline - now);
    if (!this.clock || this.outcome) return null;
    return this.clock.msToFlag(now);
  }

  /**
   * Since when a timed game going on, neither of whose sides has played yet, has waited for its
   * mover: the later of its turn's start and `since` (when the room first saw both seats held);
   * null when it cannot be aborted by the server.
   */
  private waitingSince(since: number | null): number | null {
    const game = this.log.game;
    if (!game || !this.clock || this.outcome || since === null || this.ply >= 2) return null;
    return Math.max(game.turnBegan, since);
  }

  /** The server's own abort due at `now` (a timed game waiting twice `abortAfterMs`), or null. */
  abortDue(now: number, since: number | null): EventBody | null {
    const waiting = this.waitingSince(since);
    if (waiting === null || now < waiting + 2 * this.abortAfterMs) return null;
    return { t: 'abort', game: this.gameNumber };
  }

  /** Ms from `now` until the server's own abort, or null. */
  msToAbort(now: number, since: number | null): number | null {
    const waiting = this.waitingSince(since);
    return waiting === null ? null : Math.max(0, waiting + 2 * this.abortAfterMs - now);
  }

  /**
   * The end the server itself owes at `now`, or null: a flag (a clock run out, a correspondence
   * deadline passed) or its own abort (`since`: when both seats were first held).
   */
  endDue(now: number, since: number | null): EventBody | null {
    return this.flagDue(now) ?? this.abortDue(now, since);
  }

  /** Ms from `now` until `endDue` has an end, or null: the game never ends by itself. */
  msToEnd(now: number, since: number | null): number | null {
    const waits = [this.msToFlag(now), this.msToAbort(now, since)];
    const due = waits.filter((ms): ms is number => ms !== null);
    return due.length === 0 ? null : Math.min(...due);
  }

  /** The side a seat plays in the current game. */
  sideOf(seat: Seat): Side {
    return sideOf(seat, this.white);
  }

  /** Events after version `since`. */
  since(version: number): GameEvent[] {
    return this.events.slice(Math.max(0, Math.min(version, this.events.length)));
  }

  /** The version that accepted the turn with this nonce in the current game, if any. */
  turnWithNonce(nonce: string): number | undefined {
    return this.nonces.get(nonce);
  }

  /** What `actor` asks for, as the event to store, or why not. */
  propose<K extends 'turn' | 'resign' | 'draw' | 'takeback' | 'rematch' | 'abort'>(
    actor: Actor,
    type: K,
    message: ClientMessages[K],
    now = 0,
  ): Proposal {
    const current = this.log.game;
    if (!current) return refuse('game-over');
    if (message.game !== current.number) return refuse('wrong-game');
    switch (type) {
      case 'turn':
        return this.proposeTurn(current, actor, message as ClientMessages['turn'], now);
      case 'resign':
        if (actor === 'organiser') return refuse('not-a-player');
        if (this.outcome) return refuse('game-over');
        return { ok: true, event: { t: 'resign', game: current.number, by: actor } };
      case 'draw':
        return this.proposeDraw(current, actor, (message as ClientMessages['draw']).op);
      case 'takeback':
        return this.proposeTakeback(current, actor, (message as ClientMessages['takeback']).op);
      case 'rematch':
        return this.proposeRematch(current, actor, (message as ClientMessages['rematch']).op);
      case 'abort':
        return this.proposeAbort(current, actor, now);
      default:
        return refuse('unknown-type');
    }
  }

  /**
   * A claim of the game by `actor` because the other player left: `goneFor` is how long (ms) the
   * other seat has been empty, null while it is here; `grace` the ms it must have been. Only in a
   * game going on in which both sides have played a turn (before that there is nothing to win).
   */
  proposeClaim(
    actor: Actor,
    message: ClientMessages['claim'],
    goneFor: number | null,
    grace: number,
  ): Proposal {
    const current = this.log.game;
    if (!current) return refuse('game-over');
    if (message.game !== current.number) return refuse('wrong-game');
    if (actor === 'organiser') return refuse('not-a-player');
    if (this.outcome) return refuse('game-over');
    if (goneFor === null || goneFor < grace) return refuse('opponent-here');
    if (current.turns.length < 2) return refuse('claim-too-early');
    return {
      ok: true,
      event: { t: 'claim', game: current.number, by: actor, result: message.result },
    };
  }

  /**
   * An abort by a player: a game that is not a correspondence game, going on, in which the two
   * sides have not both played, once the side to move has been silent `abortAfterMs`.
   */
  private proposeAbort(current: FoldedGame, actor: Actor, now: number): Proposal {
    if (actor === 'organiser') return refuse('not-a-player');
    if (this.outcome) return refuse('game-over');
    if (current.days !== null || this.ply >= 2) return refuse('abort-too-late');
    if (now < current.turnBegan + this.abortAfterMs) return refuse('abort-too-early');
    return { ok: true, event: { t: 'abort', game: current.number, by: actor } };
  }

  /** The mover's sub-moves so far, checked: legal in order and leaving the turn unfinished. */
  proposeProvisional(actor: Actor, message: ClientMessages['provisional']): Refused | Provisional {
    const current = this.log.game;
    if (!current || message.game !== current.number) return refuse('wrong-game');
    if (actor === 'organiser') return refuse('not-a-player');
    const notNow = this.notMoverNow(actor, message.ply);
    if (notNow) return notNow;
    const record = this.log.record!;
    let played = 0;
    let refusal: Refused | null = null;
    for (const [index, move] of message.moves.entries()) {
      if (move === 'end' || !record.play(move).ok) {
        refusal = refuse('illegal-move', move, index);
        break;
      }
      played++;
      if (record.position.subMoves === 0) {
        refusal = refuse('turn-too-long', undefined, index);
        break;
      }
    }
    for (let i = 0; i < played; i++) record.undo();
    return refusal ?? { game: current.number, ply: message.ply, by: actor, moves: message.moves };
  }

  /** Why the player `actor` may not move at `ply` now (game over, not its turn), or null. */
  private notMoverNow(actor: Exclude<Actor, 'organiser'>, ply: number): Refused | null {
    if (this.outcome) return refuse('game-over');
    if (actor !== this.toMove) return refuse('not-your-turn');
    if (ply !== this.ply) return refuse('wrong-ply');
    return null;
  }

  private proposeTurn(
    current: FoldedGame,
    actor: Actor,
    message: ClientMessages['turn'],
    now: number,
  ): Proposal {
    if (actor === 'organiser') return refuse('not-a-player');
    const notNow = this.notMoverNow(actor, message.ply);
    if (notNow) return notNow;
    const record = this.log.record!;
    let played = 0;
    let refusal: Refused | null = null;
    for (const [index, move] of message.moves.entries()) {
      if (index > 0 && record.position.subMoves === 0) {
        refusal = refuse('turn-too-long', move, index);
        break;
      }
      if (!record.play(move).ok) {
        refusal = refuse('illegal-move', move, index);
        break;
      }
      played++;
    }
    if (!refusal && record.position.subMoves > 0) refusal = refuse('turn-incomplete');
    if (refusal) {
      for (let i = 0; i < played; i++) record.undo();
      return refusal;
    }
    const fen = makeFen(record.position);
    const outcome = outcomeInWords(record.outcome);
    const kept = record.takeBackKept(played);
    const timing: { lag?: number; clk?: number } = {};
    if (this.clock) {
      const lag = this.lagCredit(now, message.lag ?? 0);
      if (this.clock.flagged(now, lag) !== null) return refuse('game-over');
      if (lag > 0) timing.lag = lag;
      timing.clk = this.clock.timeAfterTurn(now, lag);
    }
    return {
      ok: true,
      event: {
        t: 'turn',
        game: current.number,
        ply: message.ply,
        by: actor,
        moves: [...message.moves],
        nonce: message.nonce,
        fen,
        ...(outcome ? { outcome } : {}),
        ...timing,
      },
      kept,
    };
  }

  private proposeDraw(
    current: FoldedGame,
    actor: Actor,
    op: 'offer' | 'accept' | 'decline',
  ): Proposal {
    if (actor === 'organiser') return refuse('not-a-player');
    if (this.outcome) return refuse('game-over');
    const game = current.number;
    if (op === 'offer') {
      if (current.draw === actor) return refuse('already-offered');
      // both sides offering is an agreement
      const answer = current.draw === otherSide(actor) ? 'accept' : 'offer';
      return { ok: true, event: { t: 'draw', game, op: answer, by: actor } };
    }
    if (current.draw === null) return refuse('no-offer');
    if (current.draw === actor) return refuse('own-offer');
    return { ok: true, event: { t: 'draw', game, op, by: actor } };
  }

  private proposeTakeback(
    current: FoldedGame,
    actor: Actor,
    op: 'request' | 'accept' | 'decline',
  ): Proposal {
    if (actor === 'organiser') return refuse('not-a-player');
    if (this.outcome) return refuse('game-over');
    const game = current.number;
    const pending = this.log.takebackRequest;
    if (op === 'request') {
      if (pending?.by === actor) return refuse('already-offered');
      if (pending)
        return {
          ok: true,
          event: { t: 'takeback', game, op: 'accept', by: actor, undo: pending.undo },
        };
      const undo = this.turnsToTakeBack(actor);
      if (undo === 0) return refuse('nothing-to-take-back');
      return { ok: true, event: { t: 'takeback', game, op: 'request', by: actor, undo } };
    }
    if (!pending) return refuse('no-offer');
    if (pending.by === actor) return refuse('own-offer');
    return op === 'accept'
      ? { ok: true, event: { t: 'takeback', game, op, by: actor, undo: pending.undo } }
      : { ok: true, event: { t: 'takeback', game, op, by: actor } };
  }

  /** Turns to take back so that `side` is to move again before its last turn (0: none). */
  private turnsToTakeBack(side: Side): number {
    const ply = this.ply;
    if (ply === 0) return 0;
    if (this.sideOfTurn(ply - 1) === side) return 1;
    return ply >= 2 && this.sideOfTurn(ply - 2) === side ? 2 : 0;
  }

  /** Who played turn `index` (0-based) of the current game: the start's side, then alternately. */
  private sideOfTurn(index: number): Side {
    const first = this.log.record!.start.turn;
    return sideOfColor(((first + index) % 2) as Color);
  }

  private proposeRematch(
    current: FoldedGame,
    actor: Actor,
    op: 'offer' | 'accept' | 'decline',
  ): Proposal {
    if (!this.outcome) return refuse('game-not-over');
    const game = current.number;
    const next: EventBody = {
      t: 'start',
      game: game + 1,
      variant: current.variant,
      fen: current.fen,
      white: current.white === 0 ? 1 : 0,
      ...(current.control ? { control: current.control } : {}),
      ...(current.days ? { days: current.days } : {}),
    };
    if (actor === 'organiser') {
      return op === 'decline' ? refuse('not-a-player') : { ok: true, event: next };
    }
    if (op === 'offer') {
      if (current.rematch === actor) return refuse('already-offered');
      if (current.rematch === otherSide(actor)) return { ok: true, event: next };
      return { ok: true, event: { t: 'rematch', game, op: 'offer', by: actor } };
    }
    if (current.rematch === null) return refuse('no-offer');
    if (current.rematch === actor) return refuse('own-offer');
    return op === 'accept'
      ? { ok: true, event: next }
      : { ok: true, event: { t: 'rematch', game, op: 'decline', by: actor } };
  }

  /**
   * Plays an event. It must carry the next version; a turn must be legal (the log is checked
   * again as it is read back). Throws on anything else: such a log is not this room's. A turn
   * just proposed is given its proposal's `kept`: it is put back, not played again.
   */
  apply(event: GameEvent, kept?: KeptMoves): void {
    this.log.apply(event, kept);
    this.events.push(event);
    switch (event.t) {
      case 'start':
        this.nonces = new Map();
        this.clock = event.control ? new GameClock(event.control, this.log.position!.turn) : null;
        return;
      case 'turn':
        this.clock?.turn(event.lag ?? 0, event.at);
        this.nonces.set(event.nonce, event.v);
        break;
      case 'flag':
        this.clock?.flag(colorOf(event.by), event.at);
        break;
      case 'takeback':
        if (event.op === 'accept')
          this.clock?.takeBack(this.log.ply, this.log.position!.turn, event.at);
        break;
    }
    if (this.outcome) this.clock?.stop(event.at);
  }
}
