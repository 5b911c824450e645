/**
 * Puzzle Storm (issue 45, docs/puzzles.md#storm), after lichess's Storm, read as a design only:
 * three minutes against the clock, puzzles getting harder, a combo of consecutive correct puzzles
 * that earns seconds at 5, 12, 20 and 30 in a row and every 10 after (3, 5, 7, 10, then 10 s),
 * a miss costing 10 s and the combo, the run over when the clock reaches zero or the puzzles
 * run out. The score is the puzzles solved.
 *
 * Pure: a run is a value, every step returns a new one, and time is always passed in (`now`, ms),
 * never read here, so the tests drive the clock and the page passes `Date.now()` (or Playwright's
 * clock). The sequence of a run is chosen from the shipped set by rating bands, the same for the
 * same seed.
 */
import { seededRandom } from '../engine/random';

/** The rules of a run (lichess's Storm's numbers). */
export const STORM = {
  seconds: 180, // the clock at the start
  malus: 10, // seconds a miss costs
  /** [combo reached, seconds it adds]; after the last, the last bonus again every `every` more. */
  bonuses: [
    [5, 3],
    [12, 5],
    [20, 7],
    [30, 10],
  ] as const,
  every: 10,
  runLength: 100, // puzzles in a run at most (no one solves a hundred in three minutes)
  band: 100, // the width of a rating band
} as const;

/** What the model needs of a puzzle. */
export interface StormPuzzle {
  readonly id: string;
  readonly rating: number;
}

/** One puzzle of a finished or running run, as the page lists it. */
export interface StormResult {
  readonly id: string;
  readonly rating: number;
  readonly solved: boolean;
}

export interface StormRun<P extends StormPuzzle = StormPuzzle> {
  readonly puzzles: readonly P[]; // the sequence, easiest first
  readonly index: number; // the puzzle on the board
  readonly startedAt: number | null; // ms; null: not started
  readonly deadline: number; // ms when the clock reaches zero (start + 180 s + bonuses − misses)
  readonly endedAt: number | null; // ms; null: not over (or over by the clock alone, see `phase`)
  readonly combo: number;
  readonly bestCombo: number;
  readonly moves: number; // the solver's moves, the wrong ones included
  readonly errors: number; // the wrong ones (one a missed puzzle)
  readonly results: readonly StormResult[];
}

export type StormPhase = 'ready' | 'running' | 'over';

/**
 * The puzzles of a run, easiest first: the set split into bands of `STORM.band` rating points,
 * each band shuffled by the seed; one puzzle is taken from each band in turn (easiest band first)
 * until the run is full, so every band is represented and none floods it; then the run is
 * ordered by rating (the shuffle's order among equal ratings).
 */
export function stormSequence<P extends StormPuzzle>(
  puzzles: readonly P[],
  seed: number,
  length: number = STORM.runLength,
): P[] {
  const random = seededRandom(seed);
  const bands = new Map<number, P[]>();
  const sorted = [...puzzles].sort((a, b) => a.id.localeCompare(b.id)); // independent of file order
  for (const puzzle of sorted) {
    const band = Math.floor(puzzle.rating / STORM.band);
    bands.set(band, [...(bands.get(band) ?? []), puzzle]);
  }
  const shuffled = [...bands.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, members]) => shuffle(members, random));
  const taken: P[] = [];
  const want = Math.min(length, puzzles.length);
  for (let round = 0; taken.length < want; round++)
    for (const band of shuffled)
      if (round < band.length && taken.length < want) taken.push(band[round]!);
  const order = new Map(taken.map((puzzle, i) => [puzzle, i]));
  return taken.sort((a, b) => a.rating - b.rating || order.get(a)! - order.get(b)!);
}

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** A run ready to start: its clock full, not running. */
export function newRun<P extends StormPuzzle>(puzzles: readonly P[]): StormRun<P> {
  return {
    puzzles,
    index: 0,
    startedAt: null,
    deadline: STORM.seconds * 1000,
    endedAt: null,
    combo: 0,
    bestCombo: 0,
    moves: 0,
    errors: 0,
    results: [],
  };
}

/** Starts the clock (a started run is left as it is). */
export function startRun<P extends StormPuzzle>(run: StormRun<P>, now: number): StormRun<P> {
  if (run.startedAt !== null) return run;
  return { ...run, startedAt: now, deadline: now + STORM.seconds * 1000 };
}

/** Where the run stands at `now`. */
export function phase(run: StormRun, now: number): StormPhase {
  if (run.startedAt === null) return 'ready';
  if (run.endedAt !== null || now >= run.deadline) return 'over';
  return 'running';
}

/** The clock at `now`, in ms (the full three minutes before the start, 0 once over by time). */
export function msLeft(run: StormRun, now: number): number {
  if (run.startedAt === null) return STORM.seconds * 1000;
  const end = run.endedAt ?? now;
  return Math.max(0, run.deadline - Math.min(end, run.deadline));
}

/** The clock at `now` in whole seconds, rounded up (a clock shows 0:00 only at zero). */
export const secondsLeft = (run: StormRun, now: number): number =>
  Math.ceil(msLeft(run, now) / 1000);

/** The seconds a combo earns when it reaches `combo`, 0 for most. */
export function comboBonus(combo: number): number {
  for (const [reached, seconds] of STORM.bonuses) if (combo === reached) return seconds;
  const [last, seconds] = STORM.bonuses[STORM.bonuses.length - 1]!;
  return combo > last && (combo - last) % STORM.every === 0 ? seconds : 0;
}

/** The next bonus a combo reaches: at which combo, and how many seconds. */
export function nextBonus(combo: number): { at: number; seconds: number } {
  let at = combo + 1;
  while (comboBonus(at) === 0) at++;
  return { at, seconds: comboBonus(at) };
}

/** How far the combo is from its last bonus to its next, 0…1 (the page's combo bar). */
export function comboProgress(combo: number): number {
  const marks = [0, ...STORM.bonuses.map(([reached]) => reached)];
  const last = marks[marks.length - 1]!;
  if (combo >= last) return ((combo - last) % STORM.every) / STORM.every;
  const next = marks.findIndex((mark) => mark > combo);
  return (combo - marks[next - 1]!) / (marks[next]! - marks[next - 1]!);
}

/** The puzzle on the board, or null when the run is over at `now` (or not started). */
export function currentPuzzle<P extends StormPuzzle>(run: StormRun<P>, now: number): P | null {
  return phase(run, now) === 'running' ? (run.puzzles[run.index] ?? null) : null;
}

/** Ends the run at `now` if the clock has run out (the page's tick). */
export function tick<P extends StormPuzzle>(run: StormRun<P>, now: number): StormRun<P> {
  if (run.startedAt === null || run.endedAt !== null || now < run.deadline) return run;
  return { ...run, endedAt: run.deadline };
}

/**
 * The puzzle solved by the move just made (`moves`: the solver's moves in it, this one included):
 * the combo grows, and may earn seconds.
 */
export function solved<P extends StormPuzzle>(
  run: StormRun<P>,
  now: number,
  moves = 1,
): StormRun<P> {
  return finishPuzzle(run, now, true, moves);
}

/**
 * A wrong move (`moves`: the solver's moves in the puzzle, this one included): the puzzle
 * missed, 10 s off the clock, the combo back to zero.
 */
export function missed<P extends StormPuzzle>(
  run: StormRun<P>,
  now: number,
  moves = 1,
): StormRun<P> {
  return finishPuzzle(run, now, false, moves);
}

function finishPuzzle<P extends StormPuzzle>(
  run: StormRun<P>,
  now: number,
  correct: boolean,
  moves: number,
): StormRun<P> {
  const ticked = tick(run, now);
  const puzzle = currentPuzzle(ticked, now);
  if (!puzzle) return ticked;
  const combo = correct ? ticked.combo + 1 : 0;
  const seconds = correct ? comboBonus(combo) : -STORM.malus;
  const next: StormRun<P> = {
    ...ticked,
    index: ticked.index + 1,
    deadline: ticked.deadline + seconds * 1000,
    combo,
    bestCombo: Math.max(ticked.bestCombo, combo),
    moves: ticked.moves + moves,
    errors: ticked.errors + (correct ? 0 : 1),
    results: [...ticked.results, { id: puzzle.id, rating: puzzle.rating, solved: correct }],
  };
  if (next.index >= next.puzzles.length) return { ...next, endedAt: now }; // none left
  return tick(next, now); // a miss may empty the clock
}

/** What the finished screen shows. */
export interface StormSummary {
  readonly score: number; // puzzles solved
  readonly moves: number;
  readonly accuracy: number; // percent of the moves that were right, 0…100 (100 with no move)
  readonly bestCombo: number;
  readonly played: number; // puzzles finished, solved or missed
}

export function summary(run: StormRun): StormSummary {
  const score = run.results.filter((result) => result.solved).length;
  const accuracy = run.moves === 0 ? 100 : Math.round((100 * (run.moves - run.errors)) / run.moves);
  return {
    score,
    moves: run.moves,
    accuracy,
    bestCombo: run.bestCombo,
    played: run.results.length,
  };
}
