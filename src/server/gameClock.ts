/**
 * The clock of a timed online game as the server keeps it (docs/online.md §Clocks): the rules
 * core's clock (src/rules/clock.ts) played through the room's log by the events' server times
 * `at`. A start starts it, a turn ends the mover's turn at its `at` (less the lag credited,
 * `lag`), a takeback sets it back to how it stood when the turn now to play began, a
 * resignation, agreement, flag or the rules' end stops it. So the clock is stored with the record
 * and a room re-created on another process goes on with it.
 *
 * A module of its own, beside the room's authority (game.ts): the log's fold (src/protocol/
 * fold.ts) is the app's too, and the app does not keep time; the server alone does, and credits
 * lag as lichess's LagTracker does: at most the mover's quota, which starts at three gains, grows
 * by one gain per turn and holds at most seven (`lagGain`).
 */
import {
  clockAt,
  clockStarted,
  endTurn,
  flagged,
  runningSide,
  startClock,
  stopClock,
  timeLeft,
  type Clock,
  type Color,
  type TimeControl,
} from '../rules';
import { sideOfColor, type ClockState } from '../protocol';

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

export class GameClock {
  private clock: Clock;
  /** Per turn played, how the clock stood when it began (for a takeback). */
  private readonly marks: { remaining: readonly [number, number]; turns: number }[] = [];
  /** Each side's lag quota, ms (White, Black). */
  private readonly quota: [number, number];

  /** A clock started for `turn` to move. */
  constructor(control: TimeControl, turn: Color) {
    this.clock = startClock(control, turn);
    const start = QUOTA_START * lagGain(control);
    this.quota = [start, start];
  }

  get control(): TimeControl {
    return this.clock.control;
  }

  /** The clocks at `now` (server ms since 1970) of game number `game`. */
  state(game: number, now: number): ClockState {
    const [white, black] = timeLeft(this.clock, now);
    const running = runningSide(this.clock);
    return {
      game,
      white,
      black,
      running: running === null ? null : sideOfColor(running),
      turns: this.clock.turns,
      at: now,
    };
  }

  /**
   * The lag credited to the side to move for a turn ending at `now` with `reported` ms of lag:
   * at most its quota and at most what the turn has used; 0 before the clocks run.
   */
  lagCredit(now: number, reported: number): number {
    const clock = this.clock;
    if (!clockStarted(clock) || runningSide(clock) === null) return 0;
    const side = clock.side;
    const used = clock.remaining[side] - timeLeft(clock, now)[side];
    return Math.max(0, Math.min(Math.round(reported), this.quota[side], used));
  }

  /**
   * Whether the side to move is out of time at `now` even with `allowance` ms credited (a turn's
   * lag credit; by default all the quota it could still be credited, so that the room's timer
   * never flags a turn that lag compensation would still save); the side, or null.
   */
  flagged(now: number, allowance?: number): Color | null {
    const credit = allowance ?? this.quota[this.clock.side];
    return flagged(this.credited(credit), now) === null ? null : this.clock.side;
  }

  /** Ms from `now` until the flag of the side to move falls (quota included), or null. */
  msToFlag(now: number): number | null {
    const clock = this.clock;
    if (runningSide(clock) === null) return null;
    return Math.max(0, timeLeft(clock, now)[clock.side] + this.quota[clock.side]);
  }

  /** The mover's time left after a turn ending at `now` with `lag` ms credited. */
  timeAfterTurn(now: number, lag: number): number {
    return timeLeft(endTurn(this.credited(lag), now), now)[this.clock.side];
  }

  /** A turn ended at `at`, `lag` ms of it credited back. */
  turn(lag: number, at: number): void {
    const clock = this.clock;
    this.marks.push({ remaining: clock.remaining, turns: clock.turns });
    const side = clock.side;
    this.clock = endTurn(this.credited(lag), at);
    if (clockStarted(clock)) {
      const gain = lagGain(clock.control);
      this.quota[side] = Math.min(QUOTA_MAX * gain, this.quota[side] - lag + gain);
    }
  }

  /** Back to how it stood when turn number `keep` began, `side` to move, at `at`. */
  takeBack(keep: number, side: Color, at: number): void {
    const mark = this.marks[keep];
    if (!mark) return;
    this.marks.length = keep;
    this.clock = clockAt(this.clock.control, mark.remaining, side, mark.turns, at);
  }

  /** The flag of `side` fell at `at`: its time is 0 and the clocks stop. */
  flag(side: Color, at: number): void {
    const remaining: [number, number] = [...timeLeft(this.clock, at)];
    remaining[side] = 0;
    this.clock = { ...this.clock, remaining, spent: 0, since: null };
  }

  /** Stops the clocks at `at` (the game is over), if they run. */
  stop(at: number): void {
    if (runningSide(this.clock) !== null) this.clock = stopClock(this.clock, at);
  }

  /** The clock with `credit` ms taken off the turn in progress. */
  private credited(credit: number): Clock {
    return credit > 0 ? { ...this.clock, spent: this.clock.spent - credit } : this.clock;
  }
}
