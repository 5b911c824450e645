/**
 * Deep tier: the heavy standard chess perft rows (more than LEAN_NODES nodes: up to the start
 * position at depth 6, 119 million sequences), run on the esbuild bundle of the rules core.
 * Same table and same check as the unit tier's test/unit/rules-chess-perft.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { CHESS_PERFT, LEAN_NODES } from '../unit/support/chessPerftTable';
import { rules } from './core';

describe('standard chess perft matches the published numbers (deep)', () => {
  it.each(CHESS_PERFT.filter((row) => row.nodes > LEAN_NODES))(
    '$name depth $depth = $nodes ($source)',
    ({ fen, depth, nodes }) => {
      const parsed = rules.parseFen(rules.CHESS, fen);
      if (!parsed.ok) throw new Error(parsed.error);
      expect(rules.perft(parsed.value, depth)).toBe(nodes);
    },
  );
});
