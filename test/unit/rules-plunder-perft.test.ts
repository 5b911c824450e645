// PlunderChess perft (docs/rules.md §Conventions / Perft, §PlunderChess): node counts from
// positions with vests, computed
// by the rules core and cross-checked by the deliberately simple reference generator of
// test/unit/support/plunder-reference.ts, which shares no code with src/rules. Besides the
// counts, the two generators are compared node by node (the exact move list of every position
// within a small depth, and the FEN each move leads to) and along a few seeded random games.
//
// Where the numbers come from: every `nodes` value below was computed by both generators and they
// agreed. Rows marked `reference: false` are too slow for the reference to repeat on every run
// (several seconds each); they were cross-checked once with it when the table was written, and
// the core alone re-checks them here.
import { describe, expect, it } from 'vitest';
import {
  CHESS,
  PLUNDER,
  legalMoves,
  makeFen,
  makeMove,
  parseFen,
  perft,
  play,
  type Position,
} from '../../src/rules';
import { legalRefMoves, readFen, refPerft, writeFen } from './support/plunder-reference';

function position(fen: string, game = PLUNDER): Position {
  const parsed = parseFen(game, fen);
  if (!parsed.ok) throw new Error(`${parsed.error} in ${fen}`);
  return parsed.value;
}

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

const POSITIONS = {
  /** "Kiwipete" (the classic perft test position) with vests on both sides. */
  kiwipete:
    'r3k(r)2r/p1ppq(n)pb(p)1/b(r)n(b)2pnp1/3PN(P)3/1p2P3/2N(B)2Q(N)1p/PPPB(R)BPPP/R3K(R)2R w KQkq - 0 1',
  /** Knight, bishop and king with pawn vests on their second rank; black pawns to take ep. */
  pawnVests: '4k3/8/8/8/p1p2p2/8/1N(P)B(P)1K(P)3/8 w - - 0 1',
  /** Black double steps give a knight's and a bishop's pawn vest en passant captures. */
  enPassant: '4k3/2p1p3/8/1N(P)1B(P)4/8/8/4K(P)3/8 b - - 0 1',
  /** Vested pawns promoting with captures of vested men, vest moves to the last rank. */
  promotions: 'r(n)n5k/1P(R)P(N)5/8/8/8/8/8/4K3 w - - 0 1',
  /** Kings with rook vests beside their castling rights. */
  castling: 'r3k(r)2r/4p3/8/8/8/8/4P3/R3K(R)2R w KQkq - 0 1',
  /** Kings with knight vests that attack the squares castling passes. */
  knightKings: 'r2qk(n)2r/1p1ppp2/8/8/8/8/1P1PPP2/R2QK(N)2R w KQkq - 0 1',
  /** Black to move: vested pawns near promotion, a pawn with a queen vest. */
  blackPawns: 'r(n)3k2r/8/8/8/2p(q)5/8/p(r)p(b)6/R3K2R b KQkq - 0 1',
};

interface PerftRow {
  name: string;
  fen: string;
  depth: number;
  nodes: number;
  reference?: boolean; // re-run the reference generator here (default true)
}

const ROWS: PerftRow[] = [
  { name: 'start', fen: START, depth: 1, nodes: 20 },
  { name: 'start', fen: START, depth: 2, nodes: 400 },
  { name: 'start', fen: START, depth: 3, nodes: 8922 },
  { name: 'kiwipete with vests', fen: POSITIONS.kiwipete, depth: 1, nodes: 64 },
  { name: 'kiwipete with vests', fen: POSITIONS.kiwipete, depth: 2, nodes: 4070 },
  {
    name: 'kiwipete with vests',
    fen: POSITIONS.kiwipete,
    depth: 3,
    nodes: 257715,
    reference: false,
  },
  { name: 'pawn vests', fen: POSITIONS.pawnVests, depth: 1, nodes: 22 },
  { name: 'pawn vests', fen: POSITIONS.pawnVests, depth: 3, nodes: 3398 },
  { name: 'pawn vests', fen: POSITIONS.pawnVests, depth: 4, nodes: 31850, reference: false },
  { name: 'en passant', fen: POSITIONS.enPassant, depth: 3, nodes: 1506 },
  { name: 'en passant', fen: POSITIONS.enPassant, depth: 4, nodes: 38393, reference: false },
  { name: 'promotions', fen: POSITIONS.promotions, depth: 1, nodes: 51 },
  { name: 'promotions', fen: POSITIONS.promotions, depth: 3, nodes: 11984 },
  { name: 'promotions', fen: POSITIONS.promotions, depth: 4, nodes: 171091, reference: false },
  { name: 'castling', fen: POSITIONS.castling, depth: 1, nodes: 30 },
  { name: 'castling', fen: POSITIONS.castling, depth: 3, nodes: 20988 },
  { name: 'knight kings', fen: POSITIONS.knightKings, depth: 2, nodes: 1271 },
  { name: 'knight kings', fen: POSITIONS.knightKings, depth: 3, nodes: 45889, reference: false },
  { name: 'black pawns', fen: POSITIONS.blackPawns, depth: 1, nodes: 87 },
  { name: 'black pawns', fen: POSITIONS.blackPawns, depth: 2, nodes: 1220 },
  { name: 'black pawns', fen: POSITIONS.blackPawns, depth: 3, nodes: 79917, reference: false },
];

describe('PlunderChess perft', () => {
  for (const row of ROWS) {
    it(`${row.name}, depth ${row.depth}: ${row.nodes}`, () => {
      expect(perft(position(row.fen), row.depth)).toBe(row.nodes);
      if (row.reference !== false) expect(refPerft(readFen(row.fen), row.depth)).toBe(row.nodes);
    });
  }

  it('the start position: chess numbers plus one vest choice per capture by a piece', () => {
    // Published chess perft: 20, 400, 8902, with 0, 0 and 34 captures at depths 1-3. Nobody
    // wears a vest yet, so a capture is offered exactly the captured man's type: at depth 3 every
    // captured man is a pawn or a knight (e.g. 1.e3 Na6 2.Bxa6). Of the 34 captures, 14 are
    // pawns taking pawns (no piece takes a vest of its own type), the other 20 are knights,
    // bishops and the queen taking a pawn or a knight, each offered that vest, which adds to it:
    // one more move each. So PlunderChess has 8902 + 20 = 8922.
    const chess = position(START, CHESS);
    expect([1, 2, 3].map((d) => perft(chess, d))).toEqual([20, 400, 8902]);

    let captures = 0;
    let pawnTakesPawn = 0;
    let vestChoices = 0;
    const start = readFen(START);
    for (const a of legalRefMoves(start))
      for (const b of legalRefMoves(a.next))
        for (const c of legalRefMoves(b.next)) {
          if (c.name.includes('~')) {
            vestChoices++;
            continue;
          }
          const from = b.next.board[square(c.name.slice(0, 2))]!;
          const victim = b.next.board[square(c.name.slice(2, 4))];
          if (!victim) continue;
          captures++;
          if (from.kind === 'P' && victim.kind === 'P') pawnTakesPawn++;
        }
    expect({ captures, pawnTakesPawn, vestChoices }).toEqual({
      captures: 34,
      pawnTakesPawn: 14,
      vestChoices: 20,
    });
    expect(perft(position(START), 3)).toBe(8902 + vestChoices);
  });
});

const square = (name: string): number => name.charCodeAt(0) - 97 + 8 * (Number(name[1]) - 1);

/** Each legal move of the core, by name, with the FEN it leads to. */
function coreMoves(fen: string): Map<string, string> {
  const pos = position(fen);
  return new Map(legalMoves(pos).map((m) => [makeMove(pos, m), makeFen(play(pos, m))]));
}

function refMoves(fen: string): Map<string, string> {
  return new Map(legalRefMoves(readFen(fen)).map((m) => [m.name, writeFen(m.next)]));
}

/** Compares both generators on every position within `depth` plies; returns the first difference. */
function firstDifference(fen: string, depth: number, path: string[] = []): string | null {
  const core = coreMoves(fen);
  const ref = refMoves(fen);
  const where = `${fen} after [${path.join(' ')}]`;
  const onlyCore = [...core.keys()].filter((m) => !ref.has(m));
  const onlyRef = [...ref.keys()].filter((m) => !core.has(m));
  if (onlyCore.length || onlyRef.length)
    return `${where}: core only [${onlyCore.join(' ')}], reference only [${onlyRef.join(' ')}]`;
  for (const [move, next] of core)
    if (ref.get(move) !== next)
      return `${where}: ${move} gives ${next}, reference ${ref.get(move)}`;
  if (depth > 1)
    for (const [move, next] of core) {
      const difference = firstDifference(next, depth - 1, [...path, move]);
      if (difference) return difference;
    }
  return null;
}

describe('PlunderChess core and reference agree move by move', () => {
  const trees: Array<[string, string, number]> = [
    ['start', START, 2],
    ['kiwipete with vests', POSITIONS.kiwipete, 2],
    ['pawn vests', POSITIONS.pawnVests, 3],
    ['en passant', POSITIONS.enPassant, 3],
    ['promotions', POSITIONS.promotions, 2],
    ['castling', POSITIONS.castling, 2],
    ['knight kings', POSITIONS.knightKings, 2],
    ['black pawns', POSITIONS.blackPawns, 2],
  ];
  for (const [name, fen, depth] of trees) {
    it(`${name}: every move list and resulting FEN within ${depth} plies`, () => {
      expect(firstDifference(fen, depth)).toBeNull();
    });
  }

  it('along seeded random games that prefer captures and vest moves', () => {
    let seed = 20240611;
    const random = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const starts = [START, POSITIONS.kiwipete, POSITIONS.pawnVests, POSITIONS.blackPawns];
    let plies = 0;
    for (let game = 0; game < 6; game++) {
      let fen = starts[game % starts.length]!;
      const path: string[] = [];
      for (let ply = 0; ply < 40; ply++) {
        const difference = firstDifference(fen, 1, path);
        expect(difference).toBeNull();
        const moves = [...coreMoves(fen)];
        if (moves.length === 0) break;
        const spicy = moves.filter(([m]) => m.includes('*') || m.includes('~'));
        const pool = spicy.length && random() < 0.6 ? spicy : moves;
        const [move, next] = pool[Math.floor(random() * pool.length)]!;
        path.push(move);
        fen = next;
        plies++;
      }
    }
    expect(plies).toBeGreaterThan(150);
  });
});
