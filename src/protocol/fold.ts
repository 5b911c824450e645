/**
 * The one fold of a game room's event log (events.ts) into its current game, for the server and
 * the app alike (issue 41): the server's authority (src/server/game.ts) checks what a client asks
 * for against it and applies what it stores, and the app's remote side (src/game/online) brings
 * its board to it. Both fold the same events through the same code, so they cannot disagree on
 * the position, whose turn it is, the offers standing or how the game ended;
 * test/unit/event-fold.test.ts plays random games through the rules core and checks that the fold
 * of every prefix of their logs, at once or in chunks, agrees with it.
 *
 * The fold is incremental: `fold(events)` applies only the events after those it has folded
 * (`version`), so a client that receives one event more plays one turn more. Every turn is played
 * through the rules core's `GameRecord` (a Parallel worlds turn is its sub-moves in order), so the
 * moves it keeps are the rules core's canonical text, as the app's session writes them. An event
 * that does not follow (another version, another game, an illegal move) throws and changes
 * nothing: such a log is not this room's, and the server checked every event before storing it.
 *
 * The clock is not folded here: the server keeps time (src/server/gameClock.ts) and the app shows
 * what the server read (`ClockState`), with each turn's `clk`. A correspondence game's deadline
 * is (issue 43): it is a date, not a running clock, read off the events' times alone — the
 * mover's turn began at the start, at the last turn or at an accepted takeback (`turnBegan`), and
 * it must move within its days (`deadline`), so the server's timer and sweep and the app's "Your
 * turn" agree on it.
 */
import {
  GameRecord,
  gameById,
  parseFen,
  flagOutcome,
  type KeptMoves,
  type Outcome,
  type Position,
} from '../rules';
import type { GameEvent, GameOutcome, OnlineTimeControl, OnlineVariant } from './events';
import { DAY_MS } from './limits';
import { colorOf, otherSide, sideOfColor, type Seat, type Side } from './sides';

/** The current game of a room as its events tell it: a value, the same until the next event. */
export interface FoldedGame {
  readonly number: number; // 1, then one more per rematch
  readonly variant: OnlineVariant;
  readonly fen: string; // the start position
  readonly white: Seat; // the seat that plays White in this game
  readonly control: OnlineTimeControl | null; // a timed game's control; null: untimed
  readonly days: number | null; // a correspondence game's days per move; null: none
  readonly turnBegan: number; // ms since 1970 when the side to move's turn began
  readonly deadline: number | null; // a correspondence game going on: when the mover's time ends
  readonly turns: readonly (readonly string[])[]; // the turns played and not taken back, as sent
  readonly moves: readonly string[]; // the same moves one by one, canonical: ['1e2-1e4', 'end']
  readonly clks: readonly (number | undefined)[]; // a timed game: the mover's time after each turn
  readonly outcome: GameOutcome | null; // how it ended: by the rules, or decided; null: going on
  readonly draw: Side | null; // a standing draw offer by
  readonly takeback: Side | null; // a standing takeback request by
  readonly rematch: Side | null; // a standing rematch offer by
}

/** What a `fold` changed: how many events it applied, and whether it took turns back (a board
 * that shows the game must then be built again, not extended). */
export interface FoldChange {
  readonly applied: number;
  readonly takenBack: boolean;
}

/** The current game while it is folded (mutable inside, handed out as `FoldedGame` values). */
interface Current {
  readonly number: number;
  readonly variant: OnlineVariant;
  readonly fen: string;
  readonly white: Seat;
  readonly control: OnlineTimeControl | null;
  readonly days: number | null;
  turnBegan: number;
  readonly record: GameRecord;
  readonly turns: (readonly string[])[];
  readonly clks: (number | undefined)[];
  decided: GameOutcome | null;
  draw: Side | null;
  takeback: { readonly by: Side; readonly undo: number } | null;
  rematch: Side | null;
}

export class EventFold {
  /** Events folded so far (the log's version they reach). */
  private folded = 0;
  private current: Current | null = null;
  private snapshot: FoldedGame | null = null;

  get version(): number {
    return this.folded;
  }

  /**
   * Folds the events of `log` (the room's log from version 1, in order) that are new since the
   * last fold; `log` may be the same growing array each time.
   */
  fold(log: readonly GameEvent[]): FoldChange {
    let takenBack = false;
    const from = this.folded;
    for (const event of log.slice(from)) {
      this.apply(event);
      takenBack ||= event.t === 'takeback' && event.op === 'accept';
    }
    return { applied: this.folded - from, takenBack };
  }

  /**
   * Folds one event; it must carry the next version. Throws on an event that does not follow. A
   * turn given `kept` (its moves played on this record and taken back, the server's check) is
   * put back, not played again.
   */
  apply(event: GameEvent, kept?: KeptMoves): void {
    if (event.v !== this.folded + 1)
      throw new Error(`event version ${event.v} where ${this.folded + 1} was expected`);
    if (event.t === 'start') this.current = startOf(event);
    else this.applyToGame(event, kept);
    this.folded++;
    this.snapshot = null;
  }

  /** The current game (null before the first start), the same value until the next event. */
  get game(): FoldedGame | null {
    const current = this.current;
    if (!current) return null;
    this.snapshot ??= {
      number: current.number,
      variant: current.variant,
      fen: current.fen,
      white: current.white,
      control: current.control,
      days: current.days,
      turnBegan: current.turnBegan,
      deadline: this.deadline,
      turns: [...current.turns],
      moves: [...current.record.moves],
      clks: [...current.clks],
      outcome: this.outcome,
      draw: current.draw,
      takeback: current.takeback?.by ?? null,
      rematch: current.rematch,
    };
    return this.snapshot;
  }

  /** The number of the current game (1, then one more per rematch), 0 before the first. */
  get gameNumber(): number {
    return this.current?.number ?? 0;
  }

  /** Turns played in the current game. */
  get ply(): number {
    return this.current?.turns.length ?? 0;
  }

  /** How the current game ended, or null while it goes on (or before the first). */
  get outcome(): GameOutcome | null {
    const current = this.current;
    if (!current) return null;
    return current.decided ?? outcomeInWords(current.record.outcome);
  }

  /**
   * A correspondence game going on: when the side to move's time runs out (ms since 1970), its
   * days from the moment its turn began; null otherwise.
   */
  get deadline(): number | null {
    const current = this.current;
    if (!current?.days || this.outcome) return null;
    return current.turnBegan + current.days * DAY_MS;
  }

  /**
   * The current game's record (its position, legal moves, canonical moves). The server tries a
   * turn on it and takes the turn back before it answers: whoever plays on it must leave it as
   * it was.
   */
  get record(): GameRecord | null {
    return this.current?.record ?? null;
  }

  /** The current position (the rules core's), or null before the first start. */
  get position(): Position | null {
    return this.current?.record.position ?? null;
  }

  /** The standing takeback request: by whom, and how many turns it would take back. */
  get takebackRequest(): { readonly by: Side; readonly undo: number } | null {
    return this.current?.takeback ?? null;
  }

  private applyToGame(event: Exclude<GameEvent, { t: 'start' }>, kept?: KeptMoves): void {
    const current = this.current;
    if (!current || event.game !== current.number)
      throw new Error(`event ${event.v} is for game ${event.game}`);
    switch (event.t) {
      case 'turn':
        playTurn(current.record, event.moves, event.v, kept);
        current.turns.push([...event.moves]);
        current.clks.push(event.clk);
        current.takeback = null;
        current.turnBegan = event.at;
        if (current.draw !== event.by) current.draw = null;
        break;
      case 'abort':
        current.decided = { winner: null, reason: 'aborted' };
        break;
      case 'resign':
        current.decided = { winner: otherSide(event.by), reason: 'resignation' };
        break;
      case 'claim':
        current.decided = { winner: event.result === 'win' ? event.by : null, reason: 'abandoned' };
        break;
      case 'flag': {
        const { winner } = flagOutcome(current.record.position, colorOf(event.by));
        current.decided = {
          winner: winner === null ? null : sideOfColor(winner),
          reason: 'timeout',
        };
        break;
      }
      case 'draw':
        current.draw = event.op === 'offer' ? event.by : null;
        if (event.op === 'accept') current.decided = { winner: null, reason: 'agreement' };
        break;
      case 'takeback':
        if (event.op === 'accept') {
          takeBack(current, event.undo ?? 1);
          current.turnBegan = event.at;
        }
        current.takeback = event.op === 'request' ? { by: event.by, undo: event.undo ?? 1 } : null;
        break;
      case 'rematch':
        current.rematch = event.op === 'offer' ? event.by : null;
        break;
    }
  }
}

/** The rules core's outcome in the protocol's words (sides for colours). */
export function outcomeInWords(outcome: Outcome | null): GameOutcome | null {
  if (!outcome) return null;
  return {
    winner: outcome.winner === null ? null : sideOfColor(outcome.winner),
    reason: outcome.reason,
  };
}

function startOf(event: Extract<GameEvent, { t: 'start' }>): Current {
  const definition = gameById(event.variant);
  if (!definition) throw new Error(`event ${event.v}: unknown variant`);
  const position = parseFen(definition, event.fen);
  if (!position.ok) throw new Error(`event ${event.v}: ${position.error}`);
  return {
    number: event.game,
    variant: event.variant,
    fen: event.fen,
    white: event.white,
    control: event.control ?? null,
    days: event.days ?? null,
    turnBegan: event.at,
    record: new GameRecord(position.value),
    turns: [],
    clks: [],
    decided: null,
    draw: null,
    takeback: null,
    rematch: null,
  };
}

/**
 * Plays a whole turn on the record, or nothing of it (and throws) when a move is illegal. A turn
 * the caller has already played on this record and taken back (`kept`, the same moves: the
 * server's check of it) is put back as it was worked out, not played again.
 */
function playTurn(
  record: GameRecord,
  moves: readonly string[],
  version: number,
  kept?: KeptMoves,
): void {
  const same =
    kept !== undefined &&
    kept.moves.length === moves.length &&
    kept.moves.every((move, i) => move === moves[i]);
  if (same && record.redo(kept)) return;
  for (const [index, move] of moves.entries()) {
    const played = record.play(move);
    if (played.ok) continue;
    for (let i = 0; i < index; i++) record.undo();
    throw new Error(`event ${version}: move ${index} (${move}) is not legal: ${played.error}`);
  }
}

/** Takes back the last `turns` turns (every sub-move of each); an accepted takeback ends no game. */
function takeBack(current: Current, turns: number): void {
  if (turns > current.turns.length) throw new Error('a takeback of more turns than were played');
  for (const turn of current.turns.splice(current.turns.length - turns))
    for (let i = 0; i < turn.length; i++) current.record.undo();
  current.clks.length = current.turns.length;
  current.draw = null;
}
