/**
 * The authority of an online game: a room's event log (src/server/protocol.ts) played through
 * the rules core. `propose` checks what a client asks for against the rules and the room's
 * state and answers with the event to store, or with a refusal code; `apply` plays an event
 * (one just proposed, or one read back from the store when a room is re-created on another
 * process). Nothing here does any I/O, so the whole of it is checked by plain unit tests; the
 * Colyseus room (gameRoom.ts) only sequences, stores and broadcasts.
 *
 * Every turn goes through `GameRecord.play` of src/rules: a Parallel worlds turn is its
 * sub-moves in order, each legal where it is played, and it must be whole (it reaches its last
 * sub-move, or ends with `end`); it is applied in one piece or not at all.
 *
 * A timed game's clock (docs/online.md §Clocks) is the rules core's (src/rules/clock.ts) played
 * through the log by the events' server times `at`: a start starts it, a turn ends the mover's
 * turn at its `at` (less the lag credited, `lag`), a takeback sets it back to how it stood when
 * the turn now to play began, a resignation, agreement, flag or the rules' end stops it. So the
 * clock is stored with the record and a room re-created on another process goes on with it.
 * A player whose opponent has left may claim the game (`proposeClaim`, a win or a draw) once
 * the room says the other seat has been empty for the grace period.
 * Lag is credited as lichess's LagTracker does: at most the mover's quota, which starts at
 * three gains, grows by one gain per turn and holds at most seven (`lagGain`).
 */
import {
  GameRecord,
  flagOutcome,
  clockAt,
  endTurn,
  flagged,
  gameById,
  makeFen,
  parseFen,
  runningSide,
  startClock,
  stopClock,
  timeLeft,
  clockStarted,
  type Clock,
  type Outcome,
  type Position,
  type TimeControl,
} from '../rules';
import {
  otherSide,
  sideOf,
  type Actor,
  type ClientMessages,
  type ClockState,
  type GameEvent,
  type GameOutcome,
  type OnlineVariant,
  type Provisional,
  type RefusalCode,
  type Seat,
  type Side,
  type StartEvent,
} from './protocol';

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
export type Proposal = { readonly ok: true; readonly event: EventBody } | Refused;

const refuse = (code: RefusalCode, detail?: string, index?: number): Refused => ({
  ok: false,
  code,
  ...(detail === undefined ? {} : { detail }),
  ...(index === undefined ? {} : { index }),
});

const SIDES: readonly Side[] = ['white', 'black'];

/** The rules core's outcome in the protocol's words. */
function outcomeOf(outcome: Outcome | null): GameOutcome | null {
  if (!outcome) return null;
  return {
    winner: outcome.winner === null ? null : SIDES[outcome.winner]!,
    reason: outcome.reason,
  };
}

/** One game of the room (the room plays several when the players take a rematch). */
interface Current {
  readonly number: number;
  readonly variant: OnlineVariant;
  readonly fen: string;
  readonly white: Seat;
  readonly record: GameRecord;
  /** record.moves.length at the start of each turn played: turnStarts.length is the ply. */
  readonly turnStarts: number[];
  /** Turn nonces of this game → the version that accepted them (a resent turn is not new). */
  readonly nonces: Map<string, number>;
  decided: GameOutcome | null;
  draw: Side | null;
  takeback: { readonly by: Side; readonly undo: number } | null;
  rematch: Side | null;
  /** A timed game's clock (null: untimed) and, per turn played, how it stood when it began. */
  clock: Clock | null;
  readonly marks: { remaining: readonly [number, number]; turns: number }[];
  /** Each side's lag quota, ms (White, Black). */
  readonly quota: [number, number];
}

/**
 * The lag quota's gain per turn, ms (lichess `LagTracker.quotaGain`: 1 s for games of three
 * minutes and more, less for faster ones, by the estimated game time base + 40 × increment).
 */
export function lagGain(control: TimeControl): number {
  const seconds = (control.base + 40 * (control.increment + control.delay)) / 1000;
  return Math.min(1000, Math.round(seconds * 4 + 150));
}
const QUOTA_START = 3; // gains
const QUOTA_MAX = 7; // gains

const colorOf = (side: Side): 0 | 1 => (side === 'white' ? 0 : 1);

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
  private current: Current | null = null;

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
    return this.current?.number ?? 0;
  }

  /** Turns played in the current game. */
  get ply(): number {
    return this.current?.turnStarts.length ?? 0;
  }

  get white(): Seat {
    return this.current?.white ?? 0;
  }

  /** How the current game ended, or null while it goes on. */
  get outcome(): GameOutcome | null {
    const current = this.current;
    if (!current) return null;
    return current.decided ?? outcomeOf(current.record.outcome);
  }

  /** The side to move in the current game. */
  get toMove(): Side {
    return SIDES[this.current?.record.position.turn ?? 0]!;
  }

  /** The current position (the rules core's), for a client choosing its turn. */
  get position(): Position | null {
    return this.current?.record.position ?? null;
  }

  /** The FEN of the current position (at the start of the turn to come). */
  get fen(): string {
    return this.current ? makeFen(this.current.record.position) : '';
  }

  /** The time control of the current game, or null (untimed). */
  get control(): TimeControl | null {
    return this.current?.clock?.control ?? null;
  }

  /** The clocks of a timed game at `now` (server ms since 1970), or undefined. */
  clockState(now: number): ClockState | undefined {
    const current = this.current;
    const clock = current?.clock;
    if (!current || !clock) return undefined;
    const [white, black] = timeLeft(clock, now);
    const running = runningSide(clock);
    return {
      game: current.number,
      white,
      black,
      running: running === null ? null : SIDES[running]!,
      turns: clock.turns,
      at: now,
    };
  }

  /**
   * The lag credited to the side to move for a turn ending at `now` with `reported` ms of lag:
   * at most its quota and at most what the turn has used; 0 before the clocks run.
   */
  lagCredit(now: number, reported: number): number {
    const current = this.current;
    const clock = current?.clock;
    if (!current || !clock || !clockStarted(clock) || runningSide(clock) === null) return 0;
    const side = clock.side;
    const used = clock.remaining[side] - timeLeft(clock, now)[side];
    return Math.max(0, Math.min(Math.round(reported), current.quota[side], used));
  }

  /** The clock with `credit` ms taken off the turn in progress. */
  private credited(clock: Clock, credit: number): Clock {
    return credit > 0 ? { ...clock, spent: clock.spent - credit } : clock;
  }

  /**
   * The flag due at `now`, or null: the side to move is out of time even with `allowance` ms
   * credited (a turn's lag credit; by default all the quota it could still be credited, so that
   * the room's timer never flags a turn that lag compensation would still save).
   */
  flagDue(now: number, allowance?: number): EventBody | null {
    const current = this.current;
    const clock = current?.clock;
    if (!current || !clock || this.outcome) return null;
    const credit = allowance ?? current.quota[clock.side];
    if (flagged(this.credited(clock, credit), now) === null) return null;
    return { t: 'flag', game: current.number, by: SIDES[clock.side]! };
  }

  /** Ms from `now` until the flag of the side to move falls (quota included), or null. */
  msToFlag(now: number): number | null {
    const current = this.current;
    const clock = current?.clock;
    if (!current || !clock || this.outcome || runningSide(clock) === null) return null;
    return Math.max(0, timeLeft(clock, now)[clock.side] + current.quota[clock.side]);
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
    return this.current?.nonces.get(nonce);
  }

  /** What `actor` asks for, as the event to store, or why not. */
  propose<K extends 'turn' | 'resign' | 'draw' | 'takeback' | 'rematch'>(
    actor: Actor,
    type: K,
    message: ClientMessages[K],
    now = 0,
  ): Proposal {
    const current = this.current;
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
    const current = this.current;
    if (!current) return refuse('game-over');
    if (message.game !== current.number) return refuse('wrong-game');
    if (actor === 'organiser') return refuse('not-a-player');
    if (this.outcome) return refuse('game-over');
    if (goneFor === null || goneFor < grace) return refuse('opponent-here');
    if (current.turnStarts.length < 2) return refuse('claim-too-early');
    return {
      ok: true,
      event: { t: 'claim', game: current.number, by: actor, result: message.result },
    };
  }

  /** The mover's sub-moves so far, checked: legal in order and leaving the turn unfinished. */
  proposeProvisional(actor: Actor, message: ClientMessages['provisional']): Refused | Provisional {
    const current = this.current;
    if (!current || message.game !== current.number) return refuse('wrong-game');
    if (actor === 'organiser') return refuse('not-a-player');
    const notNow = this.notMoverNow(actor, message.ply);
    if (notNow) return notNow;
    const record = current.record;
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
    current: Current,
    actor: Actor,
    message: ClientMessages['turn'],
    now: number,
  ): Proposal {
    if (actor === 'organiser') return refuse('not-a-player');
    const notNow = this.notMoverNow(actor, message.ply);
    if (notNow) return notNow;
    const record = current.record;
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
    const fen = refusal ? '' : makeFen(record.position);
    const outcome = refusal ? null : outcomeOf(record.outcome);
    for (let i = 0; i < played; i++) record.undo();
    if (refusal) return refusal;
    const timing: { lag?: number; clk?: number } = {};
    if (current.clock) {
      const lag = this.lagCredit(now, message.lag ?? 0);
      if (flagged(this.credited(current.clock, lag), now) !== null) return refuse('game-over');
      const after = endTurn(this.credited(current.clock, lag), now);
      if (lag > 0) timing.lag = lag;
      timing.clk = timeLeft(after, now)[current.clock.side];
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
    };
  }

  private proposeDraw(
    current: Current,
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
    current: Current,
    actor: Actor,
    op: 'request' | 'accept' | 'decline',
  ): Proposal {
    if (actor === 'organiser') return refuse('not-a-player');
    if (this.outcome) return refuse('game-over');
    const game = current.number;
    const pending = current.takeback;
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
    const first = this.current!.record.start.turn;
    return SIDES[(first + index) % 2]!;
  }

  private proposeRematch(
    current: Current,
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
      ...(current.clock ? { control: current.clock.control } : {}),
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
   * again as it is read back). Throws on anything else: such a log is not this room's.
   */
  apply(event: GameEvent): void {
    if (event.v !== this.events.length + 1)
      throw new Error(`event version ${event.v} where ${this.events.length + 1} was expected`);
    if (event.t === 'start') {
      this.start(event);
      this.events.push(event);
      return;
    }
    const current = this.current;
    if (!current || event.game !== current.number)
      throw new Error(`event ${event.v} is for game ${event.game}`);
    switch (event.t) {
      case 'turn': {
        const turnStart = current.record.moves.length;
        for (const move of event.moves) {
          const played = current.record.play(move);
          if (!played.ok) throw new Error(`event ${event.v}: ${played.error}`);
        }
        this.clockTurn(current, event.lag ?? 0, event.at);
        current.turnStarts.push(turnStart);
        current.nonces.set(event.nonce, event.v);
        current.takeback = null;
        if (current.draw !== null && current.draw !== event.by) current.draw = null;
        break;
      }
      case 'resign':
        current.decided = { winner: otherSide(event.by), reason: 'resignation' };
        break;
      case 'claim':
        current.decided = {
          winner: event.result === 'win' ? event.by : null,
          reason: 'abandoned',
        };
        break;
      case 'flag': {
        const flag = flagOutcome(current.record.position, colorOf(event.by));
        current.decided = {
          winner: flag.winner === null ? null : SIDES[flag.winner]!,
          reason: 'timeout',
        };
        if (current.clock) {
          const remaining: [number, number] = [...timeLeft(current.clock, event.at)];
          remaining[colorOf(event.by)] = 0;
          current.clock = { ...current.clock, remaining, spent: 0, since: null };
        }
        break;
      }
      case 'draw':
        if (event.op === 'offer') current.draw = event.by;
        else current.draw = null;
        if (event.op === 'accept') current.decided = { winner: null, reason: 'agreement' };
        break;
      case 'takeback':
        if (event.op === 'request') current.takeback = { by: event.by, undo: event.undo ?? 1 };
        else current.takeback = null;
        if (event.op === 'accept') this.takeBack(current, event.undo ?? 1, event.at);
        break;
      case 'rematch':
        current.rematch = event.op === 'offer' ? event.by : null;
        break;
    }
    if (current.clock && this.outcome && runningSide(current.clock) !== null)
      current.clock = stopClock(current.clock, event.at);
    this.events.push(event);
  }

  /** The clock after a turn that ended at `at`, `lag` ms of it credited back. */
  private clockTurn(current: Current, lag: number, at: number): void {
    const clock = current.clock;
    if (!clock) return;
    current.marks.push({ remaining: clock.remaining, turns: clock.turns });
    const side = clock.side;
    current.clock = endTurn(this.credited(clock, lag), at);
    if (clockStarted(clock)) {
      const gain = lagGain(clock.control);
      current.quota[side] = Math.min(QUOTA_MAX * gain, current.quota[side] - lag + gain);
    }
  }

  private start(event: StartEvent): void {
    const definition = gameById(event.variant);
    if (!definition) throw new Error(`event ${event.v}: unknown variant`);
    const position = parseFen(definition, event.fen);
    if (!position.ok) throw new Error(`event ${event.v}: ${position.error}`);
    this.current = {
      number: event.game,
      variant: event.variant,
      fen: event.fen,
      white: event.white,
      record: new GameRecord(position.value),
      turnStarts: [],
      nonces: new Map(),
      decided: null,
      draw: null,
      takeback: null,
      rematch: null,
      clock: event.control ? startClock(event.control, position.value.turn) : null,
      marks: [],
      quota: event.control
        ? [QUOTA_START * lagGain(event.control), QUOTA_START * lagGain(event.control)]
        : [0, 0],
    };
  }

  private takeBack(current: Current, turns: number, at: number): void {
    const keep = current.turnStarts.length - turns;
    if (keep < 0) throw new Error('a takeback of more turns than were played');
    const moves = current.turnStarts[keep]!;
    while (current.record.moves.length > moves) current.record.undo();
    current.turnStarts.length = keep;
    current.draw = null;
    const mark = current.marks[keep];
    if (current.clock && mark) {
      current.marks.length = keep;
      const side = current.record.position.turn;
      current.clock = clockAt(current.clock.control, mark.remaining, side, mark.turns, at);
    }
  }
}
