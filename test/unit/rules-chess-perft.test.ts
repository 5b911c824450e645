/**
 * Standard chess perft against the published numbers: the rules core's move generation (castling,
 * en passant, promotion, pins, checks) must count exactly the sequences that every correct chess
 * move generator counts. The rows (support/chessPerftTable.ts, from the Chess Programming Wiki's
 * "Perft Results") of at most LEAN_NODES nodes run here, in about a second; the heavier and deeper
 * rows run in the deep tier (test/deep/rules-chess-perft.deep.test.ts, `npm run test:deep`).
 */
import { describe, expect, it } from 'vitest';
import { CHESS, makeFen, parseFen, perft } from '../../src/rules';
import { CHESS_PERFT, KIWIPETE, LEAN_NODES } from './support/chessPerftTable';

const TABLE = CHESS_PERFT.filter((row) => row.nodes <= LEAN_NODES);

describe('standard chess perft matches the published numbers', () => {
  it.each(TABLE)(
    '$name depth $depth = $nodes ($source)',
    ({ fen, depth, nodes }) => {
      const parsed = parseFen(CHESS, fen);
      if (!parsed.ok) throw new Error(parsed.error);
      expect(perft(parsed.value, depth)).toBe(nodes);
    },
    30_000,
  );

  it('perft leaves the position as it was', () => {
    const parsed = parseFen(CHESS, KIWIPETE);
    if (!parsed.ok) throw new Error(parsed.error);
    const before = makeFen(parsed.value);
    perft(parsed.value, 3);
    expect(makeFen(parsed.value)).toBe(before);
  });
});
