/**
 * The chess clock of a timed game, as pure values over an injected time source (no clock is read
 * here: every function takes `now`, milliseconds of any monotonic source), so that the one screen,
 * the engine's match harness and the game server keep time by the same rules and the tests drive
 * it with numbers. Modelled on lichess's scalachess `Clock`, extended to turns of several sub-moves
 * (docs/rules.md §Conventions / Clocks): the clock of the side to move runs through all the sub-moves of its turn
 * and stops when the turn ends; a Fischer increment is credited once per turn, a Bronstein delay
 * gives back the time a turn used up to the delay; the clocks start after both sides' first turns
 * (until then nothing runs and nothing is credited); a paused clock spends nothing.
 *
 * A time control is written as the address writes it, `<minutes>+<seconds>` (`5+3`, `0.5+0`), with
 * `d` after the seconds for a delay instead of an increment (`5+2d`); in a record as PGN's
 * `TimeControl` tag, `300+3` (`300d2` for a delay).
 */
import type { Color } from './pieces';

/** A time control, in milliseconds: base time, Fischer increment, Bronstein delay. */
export interface TimeControl {
  readonly base: number; // 300_000 — five minutes
  readonly increment: number; // 3_000 — credited at the end of each turn once the clocks run
  readonly delay: number; // 0 — a Bronstein delay: the part of a turn up to it is given back
}

/** A clock at a moment: what each side had when its turn began, and the turn in progress. */
export interface Clock {
  readonly control: TimeControl;
  readonly remaining: readonly [number, number]; // ms White, Black had when their clock last stopped
  readonly side: Color; // whose turn it is (whose clock runs, once the clocks run)
  readonly spent: number; // ms the side to move spent on this turn before `since` (a pause)
  readonly since: number | null; // when its clock last started; null: stopped
  readonly turns: number; // turns completed; the clocks run from the second on
  readonly paused: boolean;
}

/** Turns completed before the clocks run: both sides' first turns, as lichess. */
const FIRST_TURNS = 2;

/** A clock before the first turn: both sides have the base time, nothing runs. */
export function startClock(control: TimeControl, side: Color = 0): Clock {
  return {
    control,
    remaining: [control.base, control.base],
    side,
    spent: 0,
    since: null,
    turns: 0,
    paused: false,
  };
}

/**
 * A clock set to given times (a reload, a take-back): `remaining` each side's time now, `side` to
 * move, `turns` completed; its clock runs from `now` if the clocks have started.
 */
export function clockAt(
  control: TimeControl,
  remaining: readonly [number, number],
  side: Color,
  turns: number,
  now: number,
  paused = false,
): Clock {
  const runs = turns >= FIRST_TURNS && !paused;
  return { control, remaining, side, spent: 0, since: runs ? now : null, turns, paused };
}

/** Whether the clocks have started (both sides have made their first turn). */
export const clockStarted = (clock: Clock): boolean => clock.turns >= FIRST_TURNS;

/** The side whose clock runs at this moment, or null. */
export const runningSide = (clock: Clock): Color | null =>
  clock.since === null ? null : clock.side;

/** What the side to move has spent on this turn by `now`. */
const spentBy = (clock: Clock, now: number): number =>
  clock.spent + (clock.since === null ? 0 : Math.max(0, now - clock.since));

/** The time each side has left at `now`, in ms (never below 0). */
export function timeLeft(clock: Clock, now: number): [number, number] {
  const left: [number, number] = [clock.remaining[0], clock.remaining[1]];
  left[clock.side] = Math.max(0, left[clock.side] - spentBy(clock, now));
  return left;
}

/** The side that has run out of time at `now` (the side to move), or null. */
export function flagged(clock: Clock, now: number): Color | null {
  return clock.since !== null && timeLeft(clock, now)[clock.side] <= 0 ? clock.side : null;
}

/**
 * The clock after the side to move ends its turn at `now`: its time spent, its increment and
 * delay credited (once the clocks run), and the other side's clock started (from the second
 * turn on, unless paused).
 */
export function endTurn(clock: Clock, now: number): Clock {
  const { control, side } = clock;
  const remaining: [number, number] = [clock.remaining[0], clock.remaining[1]];
  if (clockStarted(clock)) {
    const used = spentBy(clock, now);
    const left = remaining[side] - used;
    remaining[side] = left <= 0 ? 0 : left + Math.min(used, control.delay) + control.increment;
  }
  return clockAt(control, remaining, (side ^ 1) as Color, clock.turns + 1, now, clock.paused);
}

/** The clock stopped at `now` (a pause); the time spent so far on the turn is kept. */
export function pauseClock(clock: Clock, now: number): Clock {
  if (clock.paused) return clock;
  return { ...clock, spent: spentBy(clock, now), since: null, paused: true };
}

/** The clock going on at `now` after a pause. */
export function resumeClock(clock: Clock, now: number): Clock {
  if (!clock.paused) return clock;
  return { ...clock, paused: false, since: clockStarted(clock) ? now : null };
}

/** The clock stopped for good at `now` (the game is over): the times it shows from then on. */
export function stopClock(clock: Clock, now: number): Clock {
  const left = timeLeft(clock, now);
  return { ...clock, remaining: left, spent: 0, since: null };
}

const seconds = (ms: number) => String(Math.round(ms) / 1000);

/** The address's text of a control: `5+3`, `0.5+0`, `5+2d`. */
export function formatControl(control: TimeControl): string {
  const minutes = String(Math.round(control.base / 600) / 100);
  return control.delay > 0
    ? `${minutes}+${seconds(control.delay)}d`
    : `${minutes}+${seconds(control.increment)}`;
}

/** A control from the address's text (`5+3`, `0.5+0`, `5+2d`), or null if it is not one. */
export function parseControl(text: string): TimeControl | null {
  const match = /^\s*(\d+(?:\.\d+)?)\+(\d+(?:\.\d+)?)(d?)\s*$/.exec(text);
  if (!match) return null;
  const base = Math.round(Number(match[1]) * 60_000);
  const extra = Math.round(Number(match[2]) * 1000);
  if (base <= 0 || base > 24 * 3_600_000 || extra > 3_600_000) return null;
  return match[3] ? { base, increment: 0, delay: extra } : { base, increment: extra, delay: 0 };
}

/** PGN's `TimeControl` text: base and increment in seconds, `300+3`; a delay `300d2`. */
export function controlTag(control: TimeControl): string {
  const base = seconds(control.base);
  return control.delay > 0
    ? `${base}d${seconds(control.delay)}`
    : `${base}+${seconds(control.increment)}`;
}

/** A control from PGN's `TimeControl` text (`300+3`, `300d2`, `180`), or null (`-`, `?`, other). */
export function parseControlTag(text: string): TimeControl | null {
  const match = /^\s*(\d+(?:\.\d+)?)(?:([+d])(\d+(?:\.\d+)?))?\s*$/.exec(text);
  if (!match) return null;
  const base = Math.round(Number(match[1]) * 1000);
  const extra = match[3] === undefined ? 0 : Math.round(Number(match[3]) * 1000);
  if (base <= 0) return null;
  return match[2] === 'd'
    ? { base, increment: 0, delay: extra }
    : { base, increment: extra, delay: 0 };
}

/** A time as PGN's `[%clk h:mm:ss]` writes it (tenths kept when there are any: `0:00:09.4`). */
export function formatClk(ms: number): string {
  const tenths = Math.max(0, Math.round(ms / 100));
  const whole = Math.floor(tenths / 10);
  const h = Math.floor(whole / 3600);
  const m = Math.floor(whole / 60) % 60;
  const s = whole % 60;
  const fraction = tenths % 10 ? `.${tenths % 10}` : '';
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}${fraction}`;
}

/** The ms of a `[%clk h:mm:ss(.s)]` time, or null. */
export function parseClk(text: string): number | null {
  const match = /^(\d+):(\d\d):(\d\d(?:\.\d+)?)$/.exec(text.trim());
  if (!match) return null;
  return Math.round((Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3])) * 1000);
}
