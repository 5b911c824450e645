/**
 * A timed session's clocks (the rules core's `Clock`, docs/rules.md §Conventions / Clocks), read
 * from an injected time source (`now`, `performance.now` unless a test gives its own): each move
 * notes the mover's time left (the record's `[%clk]`), each turn's start the times both had, so a
 * take-back over a turn sets the clocks back to how they stood when the turn now in progress
 * began, and a redo to how they stood after it. An online game's clocks follow the game server's
 * readings and flag only when it says so. Apart from the session (session.ts), which keeps the
 * moves and tells this clock of each move, take-back, decision and flag, so that each of the two
 * does one job.
 */
import {
  clockAt,
  endTurn,
  flagged,
  pauseClock,
  resumeClock,
  runningSide,
  startClock,
  stopClock,
  timeLeft,
  type Clock,
  type TimeControl,
} from '../rules';

/** A timed game's clocks at a moment (`window.__test.clock()`), in milliseconds. */
export interface ClockReading {
  readonly white: number; // ms left
  readonly black: number;
  readonly running: 'white' | 'black' | null; // whose clock runs; null: none (not started, paused, over)
  readonly increment: number; // ms credited per turn
  readonly delay: number; // ms of Bronstein delay per turn
  readonly paused: boolean;
}

/** The clocks where a move left them: both sides' times, turns completed, the mover's time. */
interface ClockMark {
  readonly remaining: readonly [number, number];
  readonly turns: number;
  readonly clk: number; // the mover's time left after the move, the record's [%clk]
}

/** The game server's reading of an online game's clocks. */
export interface ServerReading {
  readonly white: number;
  readonly black: number;
  readonly running: 0 | 1 | null;
  readonly turns: number;
}

export class SessionClock {
  now: () => number = () => performance.now();
  private clock: Clock | null = null; // null: an untimed game
  private marks: ClockMark[] = []; // index i: the clocks after move i - 1 (undone moves' kept for redo)
  private byServer = false; // an online game: the game server keeps time and flags
  private serverFlag = false; // the server's flag, for the next `fell`

  get timed(): boolean {
    return this.clock !== null;
  }

  get control(): TimeControl | null {
    return this.clock?.control ?? null;
  }

  /** Times the game by `control` from now on, `turn` to move, both clocks at the start. */
  start(control: TimeControl, turn: number, now?: () => number): void {
    if (now) this.now = now;
    this.clock = startClock(control, turn as 0 | 1);
  }

  /** Stops both clocks (the game was decided). */
  stop(): void {
    if (this.clock) this.clock = stopClock(this.clock, this.now());
  }

  /** The clocks now (`over`: no clock runs), or null in an untimed game. */
  reading(over: boolean): ClockReading | null {
    const clock = this.clock;
    if (!clock) return null;
    const [white, black] = timeLeft(clock, this.now());
    const running = over ? null : runningSide(clock);
    const { increment, delay } = clock.control;
    return {
      white,
      black,
      running: running === null ? null : running === 0 ? 'white' : 'black',
      increment,
      delay,
      paused: clock.paused,
    };
  }

  /** The mover's time left after move `index` (0-based), else null. */
  clkAfter(index: number): number | null {
    return this.clock ? (this.marks[index + 1]?.clk ?? null) : null;
  }

  /**
   * Follows the game server's clocks (docs/online.md §Clocks): `reading` its latest, `age` ms old,
   * `clks` the mover's time after each turn by the number of moves played once it ended; `flag`:
   * the server flagged the side to move, to be shown at the next `fell`.
   */
  follow(
    control: TimeControl,
    reading: ServerReading | null,
    age: number,
    clks: ReadonlyMap<number, number>,
    turn: number,
    flagNext: boolean,
  ): void {
    this.byServer = true;
    this.clock ??= startClock(control, turn as 0 | 1);
    for (const [moves, clk] of clks) {
      const mark = this.marks[moves];
      this.marks[moves] = mark ? { ...mark, clk } : { remaining: [clk, clk], turns: 0, clk };
    }
    if (reading) {
      const at = this.now() - Math.max(0, age);
      const side = reading.running ?? (turn as 0 | 1);
      const clock = clockAt(control, [reading.white, reading.black], side, reading.turns, at);
      this.clock = reading.running === null ? stopClock(clock, at) : clock;
    }
    this.serverFlag = flagNext;
  }

  /** Stops or restarts the clocks of a game at one screen (`over`: nothing to do). */
  pause(paused: boolean, over: boolean): void {
    if (!this.clock || over || this.byServer) return;
    const now = this.now();
    this.clock = paused ? pauseClock(this.clock, now) : resumeClock(this.clock, now);
  }

  /** Sets `mover`'s time after move `played` (the count) to `ms`: the clocks go on from there. */
  noteClk(ms: number, mover: 0 | 1, played: number): void {
    const clock = this.clock;
    if (!clock) return;
    const remaining: [number, number] = [...timeLeft(clock, this.now())];
    remaining[mover] = ms;
    const now = this.now();
    this.clock = clockAt(clock.control, remaining, clock.side, clock.turns, now, clock.paused);
    this.marks[played] = { remaining, turns: clock.turns, clk: ms };
  }

  /** Whether the side to move's time has run out now (online: whether the server said so). */
  fell(over: boolean): boolean {
    if (this.byServer) {
      const fell = this.serverFlag && !over;
      this.serverFlag = false;
      return fell;
    }
    return this.clock !== null && !over && flagged(this.clock, this.now()) !== null;
  }

  /** `side` has no time left; the clocks stop. */
  flag(side: 0 | 1): void {
    if (!this.clock) return;
    const remaining: [number, number] = [...timeLeft(this.clock, this.now())];
    remaining[side] = 0;
    this.clock = { ...this.clock, remaining, spent: 0, since: null };
  }

  /**
   * After move `played` (the count) by `mover`: the end of a turn (`turnEnded`) stops its clock
   * and starts the other's; the end of the game (`over`) stops both.
   */
  tick(mover: 0 | 1, played: number, turnEnded: boolean, over: boolean): void {
    if (!this.clock) return;
    const now = this.now();
    let clock = this.clock;
    if (turnEnded) clock = endTurn(clock, now);
    if (over) clock = stopClock(clock, now);
    this.clock = clock;
    const remaining = timeLeft(clock, now);
    this.marks.length = played;
    this.marks[played] = { remaining, turns: clock.turns, clk: remaining[mover] };
  }

  /** The clocks set back to where move `index` left them, `turn` to move (a take-back or redo). */
  restore(index: number, turn: number): void {
    const mark = this.marks[index];
    if (!this.clock) return;
    const { control, paused } = this.clock;
    const remaining = mark?.remaining ?? [control.base, control.base];
    const turns = mark?.turns ?? 0;
    this.clock = clockAt(control, remaining, turn as 0 | 1, turns, this.now(), paused);
  }

  /** The marks of undone moves, kept over a redo (which plays a move: `tick` cuts them). */
  keepMarks(): () => void {
    const marks = [...this.marks];
    return () => {
      this.marks = marks;
    };
  }
}
