/**
 * The soak's leak criterion (test/soak.mjs, `judgeHeap`), as a table of heap series: after the
 * first third of the run (warm-up) the heap "keeps growing" only when its least-squares slope is
 * above the limit in MB per hour AND the last sample is above the warm-up's largest by the
 * margin. A saw-tooth of games starting and ending, a warm-up spike and a flat line pass; a steady
 * climb fails; too few samples after warm-up are not judged.
 */
import { describe, expect, it } from 'vitest';
import { judgeHeap } from '../soak.mjs';

const LIMITS = { maxSlope: 10, margin: 3 }; // the soak's defaults

/** Samples every `step` minutes from 0 to `minutes`, the heap given by `heap(minute)`. */
function series(minutes: number, step: number, heap: (minute: number) => number) {
  const samples = [];
  for (let minute = 0; minute <= minutes + 1e-9; minute += step) {
    samples.push({ minute, heap: heap(minute) });
  }
  return samples;
}

const ROWS: {
  name: string;
  minutes: number;
  step: number;
  heap: (m: number) => number;
  ok: boolean;
}[] = [
  { name: 'flat at 10 MB for an hour', minutes: 60, step: 1, heap: () => 10, ok: true },
  {
    name: 'a saw-tooth of games (8 → 12 MB, restarting every 5 minutes)',
    minutes: 60,
    step: 1,
    heap: (m) => 8 + 0.8 * (m % 5),
    ok: true,
  },
  {
    name: 'a warm-up spike to 30 MB, then a slow rise from 10 to 15 MB',
    minutes: 60,
    step: 1,
    heap: (m) => (m < 10 ? 30 : 10 + (5 * (m - 20)) / 40),
    ok: true,
  },
  {
    name: 'a steady climb of 30 MB per hour (a leak)',
    minutes: 60,
    step: 1,
    heap: (m) => 10 + m / 2,
    ok: false,
  },
  {
    name: 'a climb of whole games: each game starts 1 MB higher than the last',
    minutes: 60,
    step: 1,
    heap: (m) => 8 + Math.floor(m / 5) + 0.5 * (m % 5),
    ok: false,
  },
  {
    name: 'a 2-minute run with a sample every 20 s, flat with noise',
    minutes: 2,
    step: 1 / 3,
    heap: (m) => 9 + 0.3 * Math.sin(m * 7),
    ok: true,
  },
];

describe('the soak: does the heap keep growing after warm-up?', () => {
  it.each(ROWS)('$name → ok: $ok', ({ minutes, step, heap, ok }) => {
    expect(judgeHeap(series(minutes, step, heap), minutes, LIMITS).ok).toBe(ok);
  });

  it('does not judge fewer than three samples after warm-up', () => {
    const verdict = judgeHeap(
      series(1, 0.5, (m) => 10 + 100 * m),
      1,
      LIMITS,
    );
    expect(verdict).toEqual({ ok: true, text: expect.stringMatching(/^not judged: 2 sample/) });
  });

  it('says the slope and the warm-up maximum it compared', () => {
    const verdict = judgeHeap(
      series(60, 1, (m) => 10 + m / 2),
      60,
      LIMITS,
    );
    expect(verdict.text).toMatch(/slope after warm-up 30\.0 MB\/h .*warm-up max 20\.0 MB/);
  });
});
