/**
 * The rules core's Zobrist keys (`src/rules/zobrist.ts`): the key `make`/`unmake` keep up to date
 * equals the key computed from nothing after every move of random games of every game, and after
 * taking every move back (so do the occupancy bits of each side's men); positions that differ only in one of the things the key covers get
 * different keys, and the same position reached by two orders of sub-moves gets the same key.
 */
import { describe, expect, it } from 'vitest';
import {
  END_TURN,
  GAMES,
  ZOBRIST_HI,
  ZOBRIST_LO,
  parseFen,
  parseFenOf,
  parseMove,
  zobristFromScratch,
  type WorkingPosition as Position,
  workingCopy,
} from '../../src/rules';
import { walkRandomGames } from './support/randomGames';

const keyOf = (pos: Position): [number, number] => [pos.hashLo(), pos.hashHi()];

/**
 * The occupancy words read off the board by the layout `Position.occupancy` documents (word
 * `(level * 2 + colour) * 2 + half`, bit `(rank & 3) * 8 + file`), without the position's own code.
 */
function scratchOccupancy(pos: Position): number[] {
  const words = Array.from(pos.occupancy, () => 0);
  for (let level = 0; level < pos.levels; level++)
    for (let rank = 0; rank < 8; rank++)
      for (let file = 0; file < 8; file++) {
        const code = pos.board[level * 128 + rank * 16 + file]!;
        if (code === 0) continue;
        const word = ((level * 2 + (code >> 5)) << 1) | (rank >> 2);
        words[word]! |= 1 << ((rank & 3) * 8 + file);
      }
  return words;
}
const scratchKey = (pos: Position): [number, number] => [
  zobristFromScratch(ZOBRIST_LO, pos),
  zobristFromScratch(ZOBRIST_HI, pos),
];

function fen(gameId: string, text: string): Position {
  const parsed = parseFenOf(gameId, text);
  if (!parsed.ok) throw new Error(parsed.error);
  return workingCopy(parsed.value);
}

function playAll(pos: Position, moves: string[]): Position {
  const work = pos.clone();
  for (const text of moves) {
    const move = parseMove(work, text);
    if (!move.ok) throw new Error(move.error);
    work.make(move.value);
  }
  return work;
}

describe('Zobrist keys and occupancy: incremental = from scratch', () => {
  for (const game of GAMES) {
    it(`${game.id}: 25 random games of 100 moves, every move made and unmade`, () => {
      const checked = walkRandomGames(
        game,
        { runs: 25, plies: 100, seed: 0x21b0 + game.id.length },
        (pos) => {
          expect(keyOf(pos)).toEqual(scratchKey(pos));
          const expectFromScratch = (context: string): void => {
            const [lo, hi] = keyOf(pos);
            const [scratchLo, scratchHi] = scratchKey(pos);
            if (lo !== scratchLo || hi !== scratchHi) throw new Error(`${context}: key differs`);
            const scratch = scratchOccupancy(pos);
            // (a plain comparison: an expect per move would be most of this test's time)
            if (scratch.some((word, i) => word !== pos.occupancy[i]))
              expect([...pos.occupancy], context).toEqual(scratch);
          };
          return {
            make: (move) => pos.make(move),
            unmake: () => pos.unmake(),
            afterMove: expectFromScratch,
            afterTakeBack: expectFromScratch,
          };
        },
      );
      expect(checked).toBeGreaterThan(1000);
    }, 60_000);
  }
});

describe('Zobrist keys: what they tell apart', () => {
  const rows: Array<[string, string, string, string, string]> = [
    // [game, rule the key covers, FEN a, FEN b, ...] positions alike but for that one thing
    ['chess', 'side to move', '4k3/8/8/8/8/8/8/4K3 w - - 0 1', '4k3/8/8/8/8/8/8/4K3 b - - 0 1', ''],
    [
      'chess',
      'castling rights',
      'r3k3/8/8/8/8/8/8/4K3 b q - 0 1',
      'r3k3/8/8/8/8/8/8/4K3 b - - 0 1',
      '',
    ],
    [
      'chess',
      'en passant right',
      '4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1',
      '4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1',
      '',
    ],
    [
      'pocket-mutation',
      'pocketed piece',
      '4k3/8/8/8/8/8/8/4K3[N] w - - 0 1',
      '4k3/8/8/8/8/8/8/4K3[B] w - - 0 1',
      '',
    ],
    ['plunder', 'vest', '4k3/8/8/8/8/8/8/R(N)3K3 w - - 0 1', '4k3/8/8/8/8/8/8/R3K3 w - - 0 1', ''],
  ];
  it.each(rows)('%s: %s', (game, _rule, a, b) => {
    expect(keyOf(fen(game, a))).not.toEqual(keyOf(fen(game, b)));
  });

  const PW = GAMES.find((g) => g.subMoveTurns)!;
  const start = (): Position => {
    const parsed = parseFen(PW, PW.startFen);
    if (!parsed.ok) throw new Error(parsed.error);
    return workingCopy(parsed.value);
  };

  it('Parallel worlds: two orders of the same sub-moves reach the same key', () => {
    const a = playAll(start(), ['1b1-1c3', '3g1-3f3']);
    const b = playAll(start(), ['3g1-3f3', '1b1-1c3']);
    expect(keyOf(a)).toEqual(keyOf(b));
    expect(a.turn).toBe(1);
  });

  it('Parallel worlds: the turn state is part of the key (sub-moves made, levels, men moved)', () => {
    const midTurn = playAll(start(), ['1b1-1c3']);
    const ended = midTurn.clone();
    ended.make(END_TURN);
    // Same men on the same squares, but mid-turn vs the opponent to move.
    expect(keyOf(midTurn)).not.toEqual(keyOf(ended));
    // After two turns the same placement can be reached with a different man locked mid-turn.
    const x = playAll(start(), ['1b1-1c3', 'end', '1b8-1c6', 'end', '1g1-1f3']);
    const y = playAll(start(), ['1g1-1f3', 'end', '1b8-1c6', 'end', '1b1-1c3']);
    expect(x.board).toEqual(y.board);
    expect(keyOf(x)).not.toEqual(keyOf(y));
    expect(keyOf(x)).toEqual(scratchKey(x));
  });
});
