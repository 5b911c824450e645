/**
 * Perft over turns for Parallel worlds chess (docs/rules.md §Conventions / Perft and
 * §Parallel worlds chess / Perft): the core's
 * `perft` / `perftDivide` against the deliberately naive reference in
 * support/parallel-worlds-reference.ts, which shares no code with src/rules and enumerates
 * complete turns straight from the text of §2. No published numbers exist for this game, so every
 * expected count below is one the reference computed independently and the core agrees with;
 * the rows pin them so that a change in either shows up.
 *
 * Depth 2 from the start position is out of reach here (about 3288 × 76 000 turns); instead the
 * start is counted at depth 1, Black's whole first turn after a White opening at depth 1, and
 * small positions (kings in corners and a few men) at depths 2 and 3, including positions from
 * the middle of a turn.
 */
import { describe, expect, it } from 'vitest';
import {
  GameRecord,
  PARALLEL_WORLDS,
  legalMoves,
  makeMove,
  parseFen,
  perft,
  perftDivide,
  play,
  type Position,
} from '../../src/rules';
import {
  refFromFen,
  refLegalMoves,
  refPerft,
  refPerftDivide,
  refPlay,
  type RefState,
} from './support/parallel-worlds-reference';

const START = PARALLEL_WORLDS.startFen;
const EMPTY = '8/8/8/8/8/8/8/8';
const CORNERS = '7k/8/8/8/8/8/8/K7';
const PACKED_ROWS = 'RRRRRBNk/PPPPPPNP/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/KPPPPPPP';

/** The core position and the reference state after `moves` (canonical) from `fen`. */
function both(fen: string, moves: readonly string[]): [Position, RefState] {
  const parsed = parseFen(PARALLEL_WORLDS, fen);
  if (!parsed.ok) throw new Error(parsed.error);
  const record = new GameRecord(parsed.value);
  let ref = refFromFen(fen);
  for (const move of moves) {
    const played = record.play(move);
    if (!played.ok) throw new Error(`${move}: ${played.error}`);
    ref = refPlay(ref, move);
  }
  return [record.position, ref];
}

interface PerftRow {
  readonly name: string;
  readonly fen: string;
  /** Canonical moves played first; may stop in the middle of a turn. */
  readonly play?: readonly string[];
  readonly depth: number;
  /** The count, as computed by the reference (and agreed by the core). */
  readonly nodes: number;
}

const ROWS: PerftRow[] = [
  {
    name: "start position: White's first turn (at most 2 sub-moves)",
    fen: START,
    depth: 1,
    nodes: 3288,
  },
  {
    name: "start, in the middle of White's first turn after 1e2-1e4 (end + 49 second sub-moves)",
    fen: START,
    play: ['1e2-1e4'],
    depth: 1,
    nodes: 50,
  },
  {
    name: "Black's whole first turn (3 sub-moves) after 1e2-1e4 3d2-3d4",
    fen: START,
    play: ['1e2-1e4', '3d2-3d4'],
    depth: 1,
    nodes: 76246,
  },
  {
    name: 'kings only, in the corners of levels 1 and 3',
    fen: `${CORNERS}|${EMPTY}|${CORNERS} w - - 0 5`,
    depth: 3,
    nodes: 42768,
  },
  {
    name: 'castling on level 1 with both rooks (1KQkq), level 3 kings only',
    fen: `r3k2r/8/8/8/8/8/8/R3K2R|${EMPTY}|k7/8/8/8/8/8/8/K7 w 1KQkq - 0 5`,
    depth: 1,
    nodes: 819,
  },
  {
    name: 'castling position, mid-turn after a rook went up (1a1-2a1)',
    fen: `r3k2r/8/8/8/8/8/8/R3K2R|${EMPTY}|k7/8/8/8/8/8/8/K7 w 1KQkq - 0 5`,
    play: ['1a1-2a1'],
    depth: 1,
    nodes: 109,
  },
  {
    name: 'castling king side on level 1 for both sides (1Kk), two turns',
    fen: `4k2r/8/8/8/8/8/8/4K2R|${EMPTY}|k7/8/8/8/8/8/8/K7 w 1Kk - 0 5`,
    depth: 2,
    nodes: 43810,
  },
  {
    name: 'castling position, mid-turn right after castling (rook and king spent)',
    fen: `4k2r/8/8/8/8/8/8/4K2R|${EMPTY}|k7/8/8/8/8/8/8/K7 w 1Kk - 0 5`,
    play: ['1e1-1g1'],
    depth: 2,
    nodes: 832,
  },
  {
    name: 'en passant rights on both levels (1d6 for White now)',
    fen: `k7/8/8/3pP3/8/8/8/K7|${EMPTY}|k7/8/8/8/2Pp4/8/8/K7 w - 1d6 0 5`,
    depth: 1,
    nodes: 243,
  },
  {
    name: 'en passant taken as the first sub-move, then the rest of the turn and a Black turn',
    fen: `k7/8/8/3pP3/8/8/8/K7|${EMPTY}|k7/8/8/8/2Pp4/8/8/K7 w - 1d6 0 5`,
    play: ['1e5-1d6'],
    depth: 2,
    nodes: 1176,
  },
  {
    name: 'a double step on level 3 gives Black a right usable by any sub-move',
    fen: `4k3/8/8/8/8/8/8/4K3|${EMPTY}|k7/8/8/8/3p4/8/4P3/K7 w - - 0 5`,
    depth: 2,
    nodes: 26294,
  },
  {
    name: 'the same, from the middle of the turn after the double step',
    fen: `4k3/8/8/8/8/8/8/4K3|${EMPTY}|k7/8/8/8/3p4/8/4P3/K7 w - - 0 5`,
    play: ['3e2-3e4'],
    depth: 2,
    nodes: 1002,
  },
  {
    name: "Black's double step next to a White pawn on level 1",
    fen: `k7/2p5/8/1P6/8/8/8/K7|${EMPTY}|k7/8/8/8/8/8/8/K7 b - - 0 5`,
    depth: 2,
    nodes: 10388,
  },
  {
    name: 'promotions by descending from level 2 (White 2a8, Black 2h1)',
    fen: `${CORNERS}|P7/8/8/8/8/8/8/7p|${CORNERS} w - - 0 5`,
    depth: 1,
    nodes: 1420,
  },
  {
    name: 'promotion by descending, mid-turn after 2a8-1a8=Q',
    fen: `${CORNERS}|P7/8/8/8/8/8/8/7p|${CORNERS} w - - 0 5`,
    play: ['2a8-1a8=Q'],
    depth: 2,
    nodes: 5948,
  },
  {
    name: 'kings about to be captured on both levels (lines stop at a king capture)',
    fen: `k7/1Q6/8/8/8/8/8/K7|${EMPTY}|k7/8/8/8/8/8/1q6/K7 w - - 0 5`,
    depth: 2,
    nodes: 45030,
  },
  {
    name: "White's first turn (fullmove 1) is limited to 2 sub-moves",
    fen: `k7/8/8/8/8/8/8/KR6|${EMPTY}|k7/8/8/8/8/8/8/K7 w - - 0 1`,
    depth: 2,
    nodes: 2880,
  },
  {
    name: 'the same men on a later turn (3 sub-moves)',
    fen: `k7/8/8/8/8/8/8/KR6|${EMPTY}|k7/8/8/8/8/8/8/K7 w - - 0 2`,
    depth: 2,
    nodes: 3960,
  },
  {
    name: 'a turn that ends by itself when no sub-move is left (packed levels, one hole)',
    fen: `${PACKED_ROWS}|pppppp1p/pppppppp/pppppppp/pppppppp/pppppppp/pppppppp/pppppppp/pppppppp|${PACKED_ROWS} w - - 0 30`,
    depth: 2,
    nodes: 48,
  },
  {
    name: 'no legal sub-move at the start of the turn: the line stops',
    fen: `${PACKED_ROWS}|pppppppp/pppppppp/pppppppp/pppppppp/pppppppp/pppppppp/pppppppp/pppppppp|${PACKED_ROWS} w - - 0 30`,
    depth: 1,
    nodes: 0,
  },
];

describe('Parallel worlds chess perft over turns, against the reference', () => {
  // A whole turn's perft walks ~76 000 turns through the slow reference too: about a second
  // alone, several on a busy 2-core machine, so the default 5 s is too tight for a count.
  it.each(ROWS)(
    '$name: perft($depth) = $nodes',
    ({ fen, play: moves, depth, nodes }) => {
      const [pos, ref] = both(fen, moves ?? []);
      expect(refPerft(ref, depth), 'reference').toBe(nodes);
      expect(perft(pos, depth), 'core').toBe(nodes);
    },
    30_000,
  );

  it.each([
    [
      'castling king side on level 1 for both sides',
      `4k2r/8/8/8/8/8/8/4K2R|${EMPTY}|k7/8/8/8/8/8/8/K7 w 1Kk - 0 5`,
      [],
      2,
    ],
    [
      'after one sub-move of the turn',
      `4k2r/8/8/8/8/8/8/4K2R|${EMPTY}|k7/8/8/8/8/8/8/K7 w 1Kk - 0 5`,
      ['1h1-2h1'],
      2,
    ],
    [
      'en passant on level 1',
      `k7/8/8/3pP3/8/8/8/K7|${EMPTY}|k7/8/8/8/2Pp4/8/8/K7 w - 1d6 0 5`,
      [],
      1,
    ],
  ] as const)(
    'perftDivide agrees move by move with the reference: %s',
    (_name, fen, moves, depth) => {
      const [pos, ref] = both(fen, moves);
      const core = perftDivide(pos, depth);
      expect(new Map(core)).toEqual(refPerftDivide(ref, depth));
      expect(core.reduce((sum, [, n]) => sum + n, 0)).toBe(perft(pos, depth));
    },
  );

  it('perft leaves the position as it was (make/unmake restore the turn state)', () => {
    const [pos] = both(`4k2r/8/8/8/8/8/8/4K2R|${EMPTY}|k7/8/8/8/8/8/8/K7 w 1Kk - 0 5`, [
      '1h1-1h4',
      '3a1-3b1',
    ]);
    const before = legalMoves(pos).map((m) => makeMove(pos, m));
    const first = perft(pos, 2);
    expect(perft(pos, 2)).toBe(first); // perft counts on a copy: pos is untouched
    expect(legalMoves(pos).map((m) => makeMove(pos, m))).toEqual(before);
    expect(before).not.toContain('1h4-2h4'); // the rook moved this turn, even after perft
  });
});

describe('Parallel worlds chess legal sub-moves along random games, against the reference', () => {
  /** A small deterministic generator, so that a failure names a reproducible game. */
  function random(seed: number): () => number {
    let state = seed;
    return () => {
      state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff;
      return state / 0x80000000;
    };
  }

  it.each([
    ['the start position', START, 1],
    [
      'castling on both levels',
      `r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R|${EMPTY}|r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w 1KQkq3KQkq - 0 5`,
      2,
    ],
    [
      'pawns near promotion on every level',
      `4k3/1P4P1/8/8/8/8/1p4p1/4K3|P6p/8/8/8/8/8/8/p6P|4k3/2P5/8/8/8/8/5p2/4K3 w - - 0 5`,
      3,
    ],
  ] as const)('%s: 12 games of up to 120 sub-moves', (_name, fen, seed) => {
    const next = random(seed);
    for (let game = 0; game < 12; game++) {
      let [pos, ref] = both(fen, []);
      const played: string[] = [];
      for (let ply = 0; ply < 120 && pos.winner < 0; ply++) {
        const moves = legalMoves(pos);
        const names = moves.map((m) => makeMove(pos, m)).sort();
        expect(names, `after ${played.join(' ')}`).toEqual(refLegalMoves(ref));
        if (moves.length === 0) break;
        const move = moves[Math.floor(next() * moves.length)]!;
        const name = makeMove(pos, move);
        played.push(name);
        pos = play(pos, move);
        ref = refPlay(ref, name);
      }
    }
  });
});
