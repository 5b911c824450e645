/**
 * Deep tier: Pocket mutation chess perft from the start position at depths 4 and 5, run on the
 * esbuild bundle of the rules core. The numbers were computed by the core and by the
 * Fairy-Stockfish reference, which agreed (see test/unit/rules-pocket-mutation-perft.test.ts,
 * where the shallower depths also run against the reference).
 */
import { describe, expect, it } from 'vitest';
import { rules } from './core';

describe('Pocket mutation chess perft from the start position (deep)', () => {
  it.each([
    [4, 2_284_941],
    [5, 119_730_266],
  ])('depth %i = %i', (depth, nodes) => {
    const parsed = rules.parseFen(rules.POCKET_MUTATION, rules.POCKET_MUTATION.startFen);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(rules.perft(parsed.value, depth)).toBe(nodes);
  });
});
