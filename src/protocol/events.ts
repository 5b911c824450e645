/**
 * The events of a game room: its versioned, stored record (issue 26). Every accepted action (a
 * whole turn, a resignation, a draw offer or answer, a takeback request or answer, a rematch
 * offer or answer, the start of a game) is one event with the next version number `v`, stored
 * before it is broadcast. A client that knows the events up to version V asks for those after V
 * (`since`) and is then exactly as up to date as everyone else. The log is folded into the
 * current game by one function for the server and the app alike (fold.ts).
 *
 * The variants are the rules core's game ids (its three games and plain chess), the end reasons
 * the rules core's (`GameEndReason`), the sides its colours as words (sides.ts).
 */
import type { GameDefinition, GameEndReason } from '../rules';
import type { Seat, Side } from './sides';

/** A variant that can be played online: any game of the rules core (`gameById`). */
export type OnlineVariant = GameDefinition['id'];

/**
 * A time control in milliseconds (the rules core's `TimeControl`, src/rules/clock.ts: base,
 * Fischer increment, Bronstein delay), as a start event carries it.
 */
export interface OnlineTimeControl {
  readonly base: number;
  readonly increment: number;
  readonly delay: number;
}

/**
 * The clocks of a timed game as the server read them at `at` (its ms since 1970): each side's
 * time left in ms, and whose clock runs (null: none, before both first turns or after the end).
 * `turns` counts the turns completed in this game (the clocks run from the second on).
 */
export interface ClockState {
  readonly game: number;
  readonly white: number;
  readonly black: number;
  readonly running: Side | null;
  readonly turns: number;
  readonly at: number;
}

/** How a game ended: the winner (null: a draw) and why. */
export interface GameOutcome {
  readonly winner: Side | null;
  readonly reason: GameEndReason;
}

interface EventBase {
  /** Version: 1 for the first event, then +1 per event, never reused. */
  readonly v: number;
  /** The game of the room it belongs to: 1, then +1 per rematch. */
  readonly game: number;
  /** Milliseconds since 1970 when the server accepted it. */
  readonly at: number;
}

/** A game begins: its variant, start FEN and which seat plays White. */
export interface StartEvent extends EventBase {
  readonly t: 'start';
  readonly variant: OnlineVariant;
  readonly fen: string;
  readonly white: Seat;
  /** A timed game's control; absent: untimed. */
  readonly control?: OnlineTimeControl;
  /**
   * A correspondence game (issue 43): days per move (1, 2, 3, 5, 7, 10 or 14). Each turn resets
   * the mover's deadline to its full length; never with `control`.
   */
  readonly days?: number;
}

/**
 * A whole turn: one move in the flat games, one to three sub-moves in Parallel worlds chess
 * (with `end` when it was ended early). `ply` counts the turns of this game before it; `fen` is
 * the position after it; `outcome` is there when it ended the game.
 */
export interface TurnEvent extends EventBase {
  readonly t: 'turn';
  readonly ply: number;
  readonly by: Side;
  readonly moves: readonly string[];
  readonly nonce: string;
  readonly fen: string;
  readonly outcome?: GameOutcome;
  /** A timed game: the ms of the mover's reported lag the server credited back (capped). */
  readonly lag?: number;
  /** A timed game: the mover's time left when the turn ended, increment included ([%clk]). */
  readonly clk?: number;
}

/**
 * The side to move ran out of time (the server's timer, or a turn that arrived too late): it
 * loses, or it is a draw when the other side could never win (`flagOutcome`, docs/rules.md
 * §Conventions / Clocks). `by` is the side whose flag fell.
 */
export interface FlagEvent extends EventBase {
  readonly t: 'flag';
  readonly by: Side;
}

/**
 * The player `by` claimed the game after the other had left it for the grace period
 * (CLAIM_GRACE_SECONDS): a win (`result: 'win'`) or a draw, as the claimant chose.
 */
export interface ClaimEvent extends EventBase {
  readonly t: 'claim';
  readonly by: Side;
  readonly result: 'win' | 'draw';
}

/**
 * A real-time game aborted before both sides had played (issue 43): the side to move had been
 * silent for ABORT_AFTER_MS (a player's `abort`, `by` that player) or twice that (the server's
 * own, no `by`). The game ends with no result (`*`) and is not rated.
 */
export interface AbortEvent extends EventBase {
  readonly t: 'abort';
  readonly by?: Side;
}

export interface ResignEvent extends EventBase {
  readonly t: 'resign';
  readonly by: Side;
}

/** A draw offer (standing until the other side moves or answers), its acceptance or refusal. */
export interface DrawEvent extends EventBase {
  readonly t: 'draw';
  readonly op: 'offer' | 'accept' | 'decline';
  readonly by: Side;
}

/**
 * A takeback request, its acceptance or refusal. An acceptance carries `undo`, how many turns it
 * takes back: back to just before the requester's last turn (1 if the requester moved last, 2 if
 * the other side has replied since).
 */
export interface TakebackEvent extends EventBase {
  readonly t: 'takeback';
  readonly op: 'request' | 'accept' | 'decline';
  readonly by: Side;
  readonly undo?: number;
}

/** A rematch offer or refusal after a finished game; an acceptance is the next `start`. */
export interface RematchEvent extends EventBase {
  readonly t: 'rematch';
  readonly op: 'offer' | 'decline';
  readonly by: Side;
}

export type GameEvent =
  | StartEvent
  | TurnEvent
  | ResignEvent
  | DrawEvent
  | TakebackEvent
  | RematchEvent
  | FlagEvent
  | ClaimEvent
  | AbortEvent;
