/**
 * Pocket mutation chess (docs/rules.md §Pocket mutation chess) move generation checked in bulk
 * against a second opinion:
 * Fairy-Stockfish's WebAssembly build (npm `ffish`, see support/pocket-mutation-ffish.ts), which
 * generates the ordinary moves and the drops of every piece, fairy pieces included; the pocketing
 * moves are added there from the text of §3, with Fairy-Stockfish judging whether the mover's king
 * would be left in check. The rules core shares no code with it.
 *
 * Where the numbers come from:
 * - perft(1) = 20 and perft(2) = 920 from the start are given by the issue (20 × (20 + 26 pocketings
 *   for Black)).
 * - Every other number was computed by the core and by the Fairy-Stockfish reference, and the two
 *   agreed: from the start perft(3) = 44,392, perft(4) = 2,284,941, perft(5) = 119,730,266 (the
 *   reference took 8 minutes for depth 5, so that one ran once by hand, not here); for the
 *   middlegame positions below, depths 1-3. Here the core runs every recorded depth up to 3 from
 *   the start (depths 4 and 5 run in the deep tier, test/deep/rules-pocket-mutation-perft.deep.test.ts)
 *   and 3 in the middlegames, and the reference runs depths up to 3 from the start and 2 in the
 *   middlegames; set POCKET_MUTATION_DEEP=1 to have it run the deeper middlegame ones too (about a
 *   minute).
 * - Move lists, position by position: random positions around each fairy piece (on the board and
 *   in the mover's pocket) and random games from starts with fairy pieces in the pockets; the core
 *   and the reference must list exactly the same canonical moves.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MOVE_DROP,
  MOVE_POCKET,
  POCKET_MUTATION,
  legalMoves,
  makeFen,
  makeMove,
  moveKind,
  parseFen,
  perft,
  play,
  type Position,
} from '../../src/rules';
import { loadReference, type Reference } from './support/pocket-mutation-ffish';
import { useRulesCli } from './support/rulesCli';

const game = POCKET_MUTATION;
const DEEP = process.env.POCKET_MUTATION_DEEP === '1';
const codePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function position(fen: string): Position {
  const parsed = parseFen(game, fen);
  if (!parsed.ok) throw new Error(`${fen}: ${parsed.error}`);
  return parsed.value;
}
const coreMoves = (pos: Position): string[] =>
  legalMoves(pos)
    .map((move) => makeMove(pos, move))
    .sort(codePoint);

/** A small deterministic generator (mulberry32), so that every run checks the same positions. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let reference: Reference;
beforeAll(async () => {
  reference = await loadReference();
}, 60_000);

describe('perft from the start position', () => {
  it.each([
    [1, 20, true],
    [2, 920, true],
    [3, 44_392, true],
  ] as const)(
    'depth %i = %i',
    (depth, nodes, alsoReference) => {
      expect(perft(position(game.startFen), depth)).toBe(nodes);
      if (alsoReference) expect(reference.perft(game.startFen, depth)).toBe(nodes);
    },
    120_000,
  );
});

/** Middlegames with pockets and fairy pieces; counts agreed by the core and the reference. */
const MIDDLEGAMES: ReadonlyArray<readonly [string, string, readonly number[]]> = [
  [
    'fairy pieces, both pockets full',
    'r2qk2r/ppp1bppp/2i1pn2/3pA3/3P4/2N1PZ2/PPP2PPP/R3K2R[Dx] w - - 2 9',
    [85, 4_846, 365_476],
  ],
  [
    'pawns on first and last ranks, en passant, pockets',
    'P3k3/8/6h1/3pP3/1U6/8/8/2P1K2p[Nr] w - d6 0 20',
    [73, 5_197, 219_730],
  ],
  [
    'in check from an amazon rider, a queen to drop',
    'r3k3/8/8/8/8/8/8/R3K1z1[Q] w - - 0 30',
    [2, 87, 2_642],
  ],
  [
    'Black to move, a super chancellor in the pocket',
    '2k1r3/ppp2ppp/2t5/8/4M3/2G5/PPP2PPP/2K1R3[w] b - - 5 25',
    [82, 4_979, 364_075],
  ],
  [
    'high classes on the back ranks',
    'zhxwkftu/pppppppp/8/8/8/8/PPPPPPPP/ZHXWKFTU[Vg] w - - 0 40',
    [72, 4_680, 359_497],
  ],
  [
    'low classes on the back ranks, Black to move',
    'gdvkmaui/pppppppp/8/8/8/8/PPPPPPPP/IUAMKVDG[Ww] b - - 0 40',
    [61, 3_488, 239_719],
  ],
  [
    'open board with riders',
    '4k3/1p4p1/1Z3h2/8/3x1t2/1W6/1P4P1/4K3[Pn] w - - 0 30',
    [91, 9_087, 475_367],
  ],
];

describe('perft of middlegames with pockets and fairy pieces', () => {
  it.each(MIDDLEGAMES)(
    '%s',
    (_, fen, counts) => {
      const pos = position(fen);
      counts.forEach((nodes, i) => {
        expect(perft(pos, i + 1), `core, depth ${i + 1}`).toBe(nodes);
        if (i < 2 || DEEP)
          expect(reference.perft(fen, i + 1), `reference, depth ${i + 1}`).toBe(nodes);
      });
    },
    120_000,
  );
});

const FAIRY = 'IDAGMUVFWXTHZ';
const ALL_MEN = 'PNBRQIDAGMUVFWXTHZ';
const SQUARES = [...'abcdefgh'].flatMap((file) => [...'12345678'].map((rank) => file + rank));

/**
 * A random position around `letter` (of colour `side`, to move): the kings, the piece on the board
 * or in the mover's pocket, and a few other men; undefined when the core's FEN reader refuses it.
 */
function randomPosition(
  next: () => number,
  letter: string,
  side: 'w' | 'b',
  inPocket: boolean,
): string | undefined {
  const board = new Map<string, string>();
  const free = (): string => {
    for (;;) {
      const square = SQUARES[Math.floor(next() * 64)]!;
      if (!board.has(square)) return square;
    }
  };
  const own = (l: string): string => (side === 'w' ? l : l.toLowerCase());
  const theirs = (l: string): string => (side === 'w' ? l.toLowerCase() : l);
  board.set(free(), 'K');
  board.set(free(), 'k');
  if (!inPocket) board.set(free(), own(letter));
  const others = 2 + Math.floor(next() * 6);
  for (let i = 0; i < others; i++) {
    const man = ALL_MEN[Math.floor(next() * ALL_MEN.length)]!;
    board.set(free(), next() < 0.5 ? own(man) : theirs(man));
  }
  let pocket = inPocket ? own(letter) : '';
  if (next() < 0.4) pocket += theirs(FAIRY[Math.floor(next() * FAIRY.length)]!);
  pocket = [...pocket]
    .sort((a, b) => Number(a !== a.toUpperCase()) - Number(b !== b.toUpperCase()))
    .join('');
  const ranks: string[] = [];
  for (let rank = 8; rank >= 1; rank--) {
    let row = '';
    for (const file of 'abcdefgh') row += board.get(file + rank) ?? '1';
    ranks.push(row.replace(/1+/g, (run) => String(run.length)));
  }
  const fen = `${ranks.join('/')}[${pocket}] ${side} - - 0 12`;
  return parseFen(game, fen).ok ? fen : undefined;
}

describe('move lists of every fairy piece, position by position, against Fairy-Stockfish', () => {
  it.each([...FAIRY].map((letter) => [letter]))('%s on the board and in the pocket', (letter) => {
    const next = random(letter.charCodeAt(0));
    let checked = 0;
    let drops = 0;
    for (let attempt = 0; checked < 48 && attempt < 1000; attempt++) {
      const side = attempt % 2 ? 'b' : 'w';
      const fen = randomPosition(next, letter, side, attempt % 4 >= 2);
      if (!fen) continue;
      const pos = position(fen);
      expect(coreMoves(pos), fen).toEqual(reference.moves(fen));
      drops += legalMoves(pos).filter((m) => moveKind(m) === MOVE_DROP).length;
      checked++;
    }
    expect(checked).toBe(48);
    expect(drops).toBeGreaterThan(0);
  });
});

describe('random games against Fairy-Stockfish, every position', () => {
  const starts = [
    game.startFen,
    ...['Th', 'Hz', 'Fw', 'Wx', 'Xt', 'Zf', 'Ii', 'Uu', 'Vd', 'Ma', 'Gg'].map(
      (pockets) => `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[${pockets}] w - - 0 2`,
    ),
  ];
  it.each(starts.map((fen, i) => [fen, i] as const))(
    'from %s',
    (fen, i) => {
      const next = random(1000 + i);
      const seen = new Set<string>();
      for (let game = 0; game < 4; game++) {
        let pos = position(fen);
        for (let ply = 0; ply < 60; ply++) {
          const here = makeFen(pos);
          expect(coreMoves(pos), here).toEqual(reference.moves(here));
          const moves = legalMoves(pos);
          if (moves.length === 0) break;
          // Lean towards pocketing and drops, so that the fairy pieces come onto the board.
          const special = moves.filter(
            (m) => moveKind(m) === MOVE_POCKET || moveKind(m) === MOVE_DROP,
          );
          const pool = special.length > 0 && next() < 0.4 ? special : moves;
          pos = play(pos, pool[Math.floor(next() * pool.length)]!);
          for (const ch of makeFen(pos).split(' ')[0]!)
            if (/[A-Za-z]/.test(ch)) seen.add(ch.toUpperCase());
        }
      }
      expect(seen.size).toBeGreaterThan(8);
    },
    60_000,
  );
});

describe('the command line answers for --variant pocket-mutation', () => {
  const rules = useRulesCli();

  it('perft, moves and play', () => {
    expect(rules('perft', '--variant', 'pocket-mutation', '--depth', '3').lines).toEqual(['44392']);

    const moves = rules('moves', '--variant', 'pocket-mutation', '--play', 'e2e4');
    const afterE4 = position('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[] b - e3 0 1');
    expect(moves.lines).toEqual(coreMoves(afterE4));
    expect(moves.lines).toHaveLength(46);
    expect(moves.lines).toContain('d8^V');

    const divide = rules(
      'perft',
      '--variant',
      'pocket-mutation',
      '--fen',
      '4k3/8/8/8/8/8/8/R3K3[n] w - - 0 10',
      '--depth',
      '1',
      '--divide',
    );
    expect(divide.lines.filter((line) => line.startsWith('a1^'))).toEqual([
      'a1^D 1',
      'a1^I 1',
      'a1^R 1',
    ]);
    expect(divide.lines.at(-1)).toBe(String(divide.lines.length - 1));

    expect(
      rules(
        'play',
        '--variant',
        'pocket-mutation',
        '--fen',
        'kr6/pp6/8/8/8/8/8/4K3[N] w - - 0 10',
        '--play',
        'N@c7',
      ).lines,
    ).toEqual(['kr6/ppN5/8/8/8/8/8/4K3[] b - - 1 10', 'result 1-0 checkmate']);
    expect(rules('play', '--variant', 'pocket-mutation', '--play', 'e2e4 e7e5 e1^K').stderr).toBe(
      "error: illegal move 'e1^K' (move 3)\n",
    );
    const bad = rules(
      'moves',
      '--variant',
      'pocket-mutation',
      '--fen',
      game.startFen.replace(' - ', ' KQkq '),
    );
    expect(bad.status).toBe(2);
    expect(bad.stderr).toBe('error: FEN: castling is not part of pocket-mutation\n');
  }, 60_000);
});
