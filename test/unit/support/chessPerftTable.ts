/**
 * The published standard chess perft numbers that the rules core must reproduce, one row per
 * position and depth, shared by both test tiers: the unit tier (test/unit/rules-chess-perft.test.ts)
 * runs the rows of at most LEAN_NODES nodes, the deep tier (test/deep/) every heavier row against
 * the esbuild bundle of the core. Source of every number: Chess Programming Wiki, "Perft Results",
 * https://www.chessprogramming.org/Perft_Results (rows cite the section they come from).
 */

const CPW = 'chessprogramming.org/Perft_Results';

export interface PerftRow {
  readonly name: string;
  readonly fen: string;
  readonly depth: number;
  readonly nodes: number;
  readonly source: string;
}

/** Rows up to this many nodes run in the unit tier (`npm test`); heavier ones in the deep tier. */
export const LEAN_NODES = 300_000;

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
export const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
const POSITION_3 = '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1';
const POSITION_4 = 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1';
const POSITION_4_MIRRORED = 'r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1';
const POSITION_5 = 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8';
const POSITION_6 = 'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10';

const rows = (name: string, fen: string, counts: number[], source: string): PerftRow[] =>
  counts.map((nodes, i) => ({ name, fen, depth: i + 1, nodes, source }));

/** Every row, both tiers. */
export const CHESS_PERFT: readonly PerftRow[] = [
  ...rows(
    'start position',
    START,
    [20, 400, 8902, 197281, 4865609, 119060324],
    `${CPW} "Initial Position"`,
  ),
  ...rows(
    'Kiwipete',
    KIWIPETE,
    [48, 2039, 97862, 4085603, 193690690],
    `${CPW} "Position 2" (Kiwipete)`,
  ),
  ...rows(
    'position 3',
    POSITION_3,
    [14, 191, 2812, 43238, 674624, 11030083],
    `${CPW} "Position 3"`,
  ),
  ...rows('position 4', POSITION_4, [6, 264, 9467, 422333, 15833292], `${CPW} "Position 4"`),
  ...rows(
    'position 4 mirrored',
    POSITION_4_MIRRORED,
    [6, 264, 9467, 422333, 15833292],
    `${CPW} "Position 4" (mirrored)`,
  ),
  ...rows('position 5', POSITION_5, [44, 1486, 62379, 2103487], `${CPW} "Position 5"`),
  ...rows('position 6', POSITION_6, [46, 2079, 89890, 3894594], `${CPW} "Position 6"`),
];
