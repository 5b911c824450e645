/**
 * The transposition table's packed slot (src/engine/tt.ts): what is stored is read back, at the
 * extremes of what the search stores (wins and losses with the plies to them, depths to the
 * deepest iteration, every bound, a move with the vest bit set), a slot is found only under its
 * own key, and a store replaces what the slot held.
 */
import { describe, expect, it } from 'vitest';
import { TranspositionTable, BOUND_EXACT, BOUND_LOWER, BOUND_UPPER } from '../../src/engine/tt';
import { WIN } from '../../src/engine/search';

describe('transposition table slots', () => {
  const rows: Array<[string, number, number, number, number]> = [
    // [what, move, score, depth, bound]
    ['a quiet score, exact', 12345, 37, 5, BOUND_EXACT],
    ['a negative score, upper bound', 99, -250, 1, BOUND_UPPER],
    ['a win stored relative to the node', 7, WIN + 96, 60, BOUND_LOWER],
    ['a loss, every choice left out', 0, -(WIN + 1), 127, BOUND_UPPER],
    ['a move with the vest bit', -2147483000, 0, 3, BOUND_EXACT],
  ];
  it.each(rows)('%s', (_what, move, score, depth, bound) => {
    const table = new TranspositionTable(4);
    table.store(0x1234, -77, move, score, depth, bound);
    const slot = table.probe(0x1234, -77);
    expect(slot).toBeGreaterThanOrEqual(0);
    expect([table.move(slot), table.score(slot), table.depth(slot), table.bound(slot)]).toEqual([
      move,
      score,
      depth,
      bound,
    ]);
  });

  it('finds a slot under its own key only, and a store replaces it', () => {
    const table = new TranspositionTable(4);
    expect(table.probe(3, 9)).toBe(-1);
    table.store(3, 9, 1, 10, 2, BOUND_EXACT);
    expect(table.probe(3, 8)).toBe(-1); // the same index, another check
    table.store(3 + 16, 8, 2, 20, 4, BOUND_LOWER); // the same index, another key
    expect(table.probe(3, 9)).toBe(-1);
    const slot = table.probe(3 + 16, 8);
    expect([table.move(slot), table.score(slot), table.depth(slot)]).toEqual([2, 20, 4]);
  });
});
