// Types of what test/soak.mjs exports, for the unit test of its heap criterion.

/** One heap sample: minutes since the start, MB in use after a forced garbage collection. */
export interface HeapSample {
  minute: number;
  heap: number;
}

/** Whether the heap kept growing after warm-up (see the header of soak.mjs), and why. */
export function judgeHeap(
  samples: HeapSample[],
  minutes: number,
  limits: { maxSlope: number; margin: number },
): { ok: boolean; text: string };
