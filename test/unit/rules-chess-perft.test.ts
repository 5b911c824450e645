/**
 * Standard chess perft against the published numbers: the rules core's move generation (castling,
 * en passant, promotion, pins, checks) must count exactly the sequences that every correct chess
 * move generator counts. Source of every number: Chess Programming Wiki, "Perft Results",
 * https://www.chessprogramming.org/Perft_Results (rows cite the section they come from).
 * Depths are chosen so the whole file runs in a few seconds.
 */
import { describe, expect, it } from 'vitest';
import { CHESS, makeFen, parseFen, perft } from '../../src/rules';

const CPW = 'chessprogramming.org/Perft_Results';

interface PerftRow {
  name: string;
  fen: string;
  depth: number;
  nodes: number;
  source: string;
}

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
const POSITION_3 = '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1';
const POSITION_4 = 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1';
const POSITION_4_MIRRORED = 'r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1';
const POSITION_5 = 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8';
const POSITION_6 = 'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10';

const rows = (name: string, fen: string, counts: number[], source: string): PerftRow[] =>
  counts.map((nodes, i) => ({ name, fen, depth: i + 1, nodes, source }));

const TABLE: PerftRow[] = [
  ...rows('start position', START, [20, 400, 8902, 197281, 4865609], `${CPW} "Initial Position"`),
  ...rows('Kiwipete', KIWIPETE, [48, 2039, 97862, 4085603], `${CPW} "Position 2" (Kiwipete)`),
  ...rows('position 3', POSITION_3, [14, 191, 2812, 43238, 674624], `${CPW} "Position 3"`),
  ...rows('position 4', POSITION_4, [6, 264, 9467, 422333], `${CPW} "Position 4"`),
  ...rows(
    'position 4 mirrored',
    POSITION_4_MIRRORED,
    [6, 264, 9467, 422333],
    `${CPW} "Position 4" (mirrored)`,
  ),
  ...rows('position 5', POSITION_5, [44, 1486, 62379], `${CPW} "Position 5"`),
  ...rows('position 6', POSITION_6, [46, 2079, 89890], `${CPW} "Position 6"`),
];

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
