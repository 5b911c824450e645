/**
 * Puzzle Storm's model (src/puzzles/storm.ts) as tables: the combo's bonuses at lichess's
 * thresholds, the 10 s penalty and the combo reset, the end at zero or when the puzzles run out,
 * the score, moves and accuracy, and a harder sequence chosen the same way for the same seed.
 * The clock is a number the tests set (ms), never waited out.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  STORM,
  comboBonus,
  comboProgress,
  currentPuzzle,
  missed,
  msLeft,
  newRun,
  nextBonus,
  phase,
  secondsLeft,
  solved,
  startRun,
  stormSequence,
  summary,
  tick,
  type StormPuzzle,
  type StormRun,
} from '../../src/puzzles/storm';

const puzzles = (n: number, rating = (i: number) => 700 + 10 * i): StormPuzzle[] =>
  Array.from({ length: n }, (_, i) => ({ id: `p${i}`, rating: rating(i) }));

const T0 = 1_000_000; // the start, ms

/**
 * Plays a script of puzzles a second apart: `s` solved, `m` missed, each after as many correct
 * moves as the dots before it (`..s`: a puzzle solved by its third move).
 */
function play(script: string, run: StormRun = startRun(newRun(puzzles(100)), T0)): StormRun {
  let now = T0;
  let moves = 1;
  for (const step of script) {
    now += 1000;
    if (step === '.') moves += 1;
    else {
      run = step === 's' ? solved(run, now, moves) : missed(run, now, moves);
      moves = 1;
    }
  }
  return run;
}

describe('the combo bonus', () => {
  it.each([
    [1, 0],
    [4, 0],
    [5, 3],
    [6, 0],
    [11, 0],
    [12, 5],
    [19, 0],
    [20, 7],
    [29, 0],
    [30, 10],
    [35, 0],
    [40, 10],
    [50, 10],
    [51, 0],
    [90, 10],
  ])('a combo of %i earns %i s', (combo, seconds) => expect(comboBonus(combo)).toBe(seconds));

  it.each([
    [0, 5, 3],
    [4, 5, 3],
    [5, 12, 5],
    [11, 12, 5],
    [12, 20, 7],
    [20, 30, 10],
    [30, 40, 10],
    [47, 50, 10],
  ])('after combo %i the next bonus is at %i: %i s', (combo, at, seconds) =>
    expect(nextBonus(combo)).toEqual({ at, seconds }),
  );

  it.each([
    [0, 0],
    [1, 0.2],
    [5, 0],
    [8, 3 / 7],
    [12, 0],
    [16, 0.5],
    [25, 0.5],
    [30, 0],
    [37, 0.7],
    [40, 0],
  ])('the bar at combo %i is %d full', (combo, fraction) =>
    expect(comboProgress(combo)).toBeCloseTo(fraction),
  );
});

describe('a run', () => {
  // [script, the clock after it (ms left at T0 + script length s), combo, best combo, score]
  it.each([
    ['', 180_000, 0, 0, 0],
    ['s', 179_000, 1, 1, 1],
    ['ssss', 176_000, 4, 4, 4],
    ['sssss', 175_000 + 3_000, 5, 5, 5], // combo 5: +3 s
    ['m', 179_000 - 10_000, 0, 0, 0], // a miss: −10 s
    ['sssm', 176_000 - 10_000, 0, 3, 3], // the combo reset, the best kept
    ['ssssms', 174_000 - 10_000, 1, 4, 5], // no bonus: the combo starts again
    ['s'.repeat(12), 168_000 + 3_000 + 5_000, 12, 12, 12],
    ['s'.repeat(20), 160_000 + 3_000 + 5_000 + 7_000, 20, 20, 20],
    ['s'.repeat(30), 150_000 + 25_000, 30, 30, 30],
    ['s'.repeat(40), 140_000 + 35_000, 40, 40, 40],
    ['..s', 177_000, 1, 1, 1], // moves inside a puzzle cost nothing
  ])('after %j: %i ms left, combo %i, best %i, score %i', (script, left, combo, best, score) => {
    const run = play(script);
    const now = T0 + 1000 * script.length;
    expect(msLeft(run, now)).toBe(left);
    expect(run.combo).toBe(combo);
    expect(run.bestCombo).toBe(best);
    expect(summary(run).score).toBe(score);
  });

  it.each([
    ['sss', 3, 100],
    ['..s.m', 5, 80],
    ['mm', 2, 0],
    ['.s.s.m', 6, 83],
  ])('after %j: %i moves, %i%% accuracy', (script, moves, accuracy) => {
    const result = summary(play(script));
    expect(result.moves).toBe(moves);
    expect(result.accuracy).toBe(accuracy);
  });

  it('lists each puzzle played, solved or missed, in order', () => {
    expect(play('sm.s').results).toEqual([
      { id: 'p0', rating: 700, solved: true },
      { id: 'p1', rating: 710, solved: false },
      { id: 'p2', rating: 720, solved: true },
    ]);
  });
});

describe('the clock', () => {
  const run = newRun(puzzles(10));
  it.each<[string, StormRun, number, string, number, string | null]>([
    ['before the start', run, T0 + 5_000, 'ready', 180, null],
    ['at the start', startRun(run, T0), T0, 'running', 180, 'p0'],
    ['0.4 s in', startRun(run, T0), T0 + 400, 'running', 180, 'p0'],
    ['1 s in', startRun(run, T0), T0 + 1000, 'running', 179, 'p0'],
    ['2:59.9 in', startRun(run, T0), T0 + 179_900, 'running', 1, 'p0'],
    ['at zero', startRun(run, T0), T0 + 180_000, 'over', 0, null],
    ['long after', startRun(run, T0), T0 + 999_000, 'over', 0, null],
  ])('%s: %s, %i s left, puzzle %s', (_, at, now, state, seconds, puzzle) => {
    expect(phase(at, now)).toBe(state);
    expect(secondsLeft(at, now)).toBe(seconds);
    expect(currentPuzzle(at, now)?.id ?? null).toBe(puzzle);
  });

  it('starts once', () => {
    const started = startRun(run, T0);
    expect(startRun(started, T0 + 5000)).toBe(started);
  });

  it('ends the run at zero: a tick records it, a late answer is not counted', () => {
    const started = startRun(run, T0);
    const ended = tick(started, T0 + 181_000);
    expect(ended.endedAt).toBe(T0 + 180_000);
    expect(tick(started, T0 + 179_000)).toBe(started);
    const late = solved(started, T0 + 180_000);
    expect(summary(late).score).toBe(0);
    expect(late.results).toEqual([]);
  });

  it('ends the run when a miss empties the clock', () => {
    const started = startRun(run, T0);
    const after = missed(started, T0 + 175_000); // 5 s left, 10 s off
    expect(phase(after, T0 + 175_000)).toBe('over');
    expect(secondsLeft(after, T0 + 175_000)).toBe(0);
    expect(after.results).toEqual([{ id: 'p0', rating: 700, solved: false }]);
  });

  it('ends the run when the puzzles run out, the clock stopped there', () => {
    const three = startRun(newRun(puzzles(3)), T0);
    const done = play('sss', three);
    expect(phase(done, T0 + 3000)).toBe('over');
    expect(done.endedAt).toBe(T0 + 3000);
    expect(secondsLeft(done, T0 + 60_000)).toBe(177); // frozen where it stopped
    expect(summary(done)).toEqual({ score: 3, moves: 3, accuracy: 100, bestCombo: 3, played: 3 });
  });
});

describe('the sequence', () => {
  const set = puzzles(300, (i) => 700 + ((i * 37) % 9) * 100 + (i % 7) * 10); // 700…1560

  it('is the same for the same seed, another for another', () => {
    const ids = (seed: number) => stormSequence(set, seed).map((p) => p.id);
    expect(ids(7)).toEqual(ids(7));
    expect(ids(7)).not.toEqual(ids(8));
  });

  it('does not depend on the order of the file', () => {
    expect(stormSequence([...set].reverse(), 3)).toEqual(stormSequence(set, 3));
  });

  it('gets harder: ratings never fall, and every band is in it', () => {
    const run = stormSequence(set, 1);
    expect(run).toHaveLength(STORM.runLength);
    expect(new Set(run.map((p) => p.id)).size).toBe(run.length);
    for (let i = 1; i < run.length; i++)
      expect(run[i]!.rating).toBeGreaterThanOrEqual(run[i - 1]!.rating);
    const bands = new Set(run.map((p) => Math.floor(p.rating / STORM.band)));
    expect([...bands].sort((a, b) => a - b)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it.each([
    // [band sizes (700, 800, 900), length, taken from each]
    [[50, 3, 1], 10, [6, 3, 1]], // the small bands whole, the rest from the big one
    [[5, 5, 5], 9, [3, 3, 3]], // an even share
    [[2, 0, 1], 10, [2, 0, 1]], // fewer than asked: all of them
  ])('bands of %j, %i asked: %j from each', (sizes, length, taken) => {
    const pool = sizes.flatMap((n, band) =>
      Array.from({ length: n }, (_, i) => ({ id: `b${band}-${i}`, rating: 700 + 100 * band })),
    );
    const run = stormSequence(pool, 5, length);
    expect(sizes.map((_, band) => run.filter((p) => p.rating === 700 + 100 * band).length)).toEqual(
      taken,
    );
  });

  it.each(['parallel-worlds', 'pocket-mutation', 'plunder'])(
    'the shipped %s set gives a run as long as it can, easiest first',
    (variant) => {
      const shipped = readFileSync(`assets/puzzles/${variant}.jsonl`, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as StormPuzzle);
      const run = stormSequence(shipped, 1);
      expect(run).toHaveLength(Math.min(STORM.runLength, shipped.length));
      expect(run[0]!.rating).toBe(Math.min(...shipped.map((p) => p.rating)));
      expect(run.at(-1)!.rating).toBe(Math.max(...shipped.map((p) => p.rating)));
    },
  );
});
