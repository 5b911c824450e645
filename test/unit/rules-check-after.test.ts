/**
 * `inCheckAfter` (src/rules/attacks.ts), the search's check test from the move just made, against
 * the full test `inCheck`: a table with one row per way a move can give check (each piece's own
 * attack, a pawn's, a vest's, a promotion's, a drop's, a discovered one by a move, a king move, a
 * pocketing and a vest move, along ranks, diagonals and a nightrider's line; castling and en
 * passant), and after every legal move of random games of the three games with check.
 */
import { describe, expect, it } from 'vitest';
import {
  GAMES,
  inCheck,
  inCheckAfter,
  legalMoves,
  parseFenOf,
  parseMove,
  workingCopy,
} from '../../src/rules';
import { randomPositions } from './support/randomPositions';

// [what it pins down, game, FEN, the move (canonical), in check after it]
const ROWS: Array<[string, string, string, string, boolean]> = [
  ['a rook along the rank', 'chess', '4k3/8/8/8/8/8/8/R3K3 w - - 0 1', 'a1a8', true],
  ['a rook that does not reach', 'chess', '4k3/8/8/8/8/8/8/R3K3 w - - 0 1', 'a1a7', false],
  ['a rook blocked', 'chess', '4k3/8/8/8/4p3/8/8/R5K1 w - - 0 1', 'a1e1', false],
  ['a bishop on the diagonal', 'chess', '4k3/8/8/8/8/8/8/4KB2 w - - 0 1', 'f1b5', true],
  ['a knight that does not reach', 'chess', '4k3/8/8/8/8/8/8/1N2K3 w - - 0 1', 'b1d2', false],
  ['a knight that checks', 'chess', '4k3/8/8/8/4N3/8/8/4K3 w - - 0 1', 'e4d6', true],
  ['a pawn not diagonally ahead', 'chess', '4k3/8/8/3P4/8/8/8/4K3 w - - 0 1', 'd5d6', false],
  ['a pawn that checks', 'chess', '4k3/8/3P4/8/8/8/8/4K3 w - - 0 1', 'd6d7', true],
  ['a black pawn that checks', 'chess', '4k3/8/8/8/8/4p3/8/3K4 b - - 0 1', 'e3e2', true],
  ['a promotion to a knight', 'chess', '8/3P4/5k2/8/8/8/8/4K3 w - - 0 1', 'd7d8=N', false],
  ['a promotion to a queen', 'chess', '8/3P4/8/8/8/3k4/8/4K3 w - - 0 1', 'd7d8=Q', true],
  ['discovered by a bishop', 'chess', '4k3/8/8/8/4B3/8/8/4R1K1 w - - 0 1', 'e4f3', true],
  [
    'discovered, the line still blocked',
    'chess',
    '4k3/4p3/8/8/4B3/8/8/4R1K1 w - - 0 1',
    'e4f3',
    false,
  ],
  ['a king move along the line', 'chess', '7k/8/8/8/8/8/1K6/R7 w - - 0 1', 'b2a2', false],
  ['discovered by a king move', 'chess', '7k/8/8/8/8/8/1K6/B7 w - - 0 1', 'b2c2', true],
  ['castling with a check from the rook', 'chess', '5k2/8/8/8/8/8/8/4K2R w K - 0 1', 'e1g1', true],
  ['en passant opening a rank', 'chess', '8/8/8/K2pP2k/8/8/8/8 w - d6 0 2', 'e5d6', false],
  ['en passant discovering a rook', 'chess', '8/8/8/R2pP2k/8/8/8/4K3 w - d6 0 2', 'e5d6', true],
  ['a vest’s leap', 'plunder', '8/8/8/8/8/3k4/8/R(N)3K3 w - - 0 1', 'a1c1', true],
  ['a vest move, the vest gone', 'plunder', '8/8/8/8/3k4/8/8/R(N)3K3 w - - 0 1', 'a1b3*', false],
  ['a vest move that checks', 'plunder', '1k6/8/8/8/8/8/8/R(N)3K3 w - - 0 1', 'a1b3*', true],
  [
    'a vest move discovers a bishop',
    'plunder',
    '7k/8/8/8/8/8/1N(R)6/B3K3 w - - 0 1',
    'b2b5*',
    true,
  ],
  ['a drop that checks', 'pocket-mutation', '4k3/8/8/8/8/8/8/4K3[R] w - - 0 5', 'R@e4', true],
  ['a drop that does not', 'pocket-mutation', '4k3/8/8/8/8/8/8/4K3[R] w - - 0 5', 'R@d4', false],
  [
    'a pocketing discovers a rook',
    'pocket-mutation',
    '4k3/8/8/4N3/8/8/8/K3R3[] w - - 0 5',
    'e5^B',
    true,
  ],
  [
    'a nightrider drop along its line',
    'pocket-mutation',
    '4k3/8/8/8/8/8/8/K7[I] w - - 0 5',
    'I@b2',
    true,
  ],
  [
    'a move discovers a nightrider',
    'pocket-mutation',
    '4k3/8/3P4/8/2I5/8/8/K7[] w - - 0 5',
    'd6d7',
    true,
  ],
  [
    'a bishop leaves a nightrider’s line',
    'pocket-mutation',
    '4k3/8/3B4/8/2I5/8/8/K7[] w - - 0 5',
    'd6a3',
    true,
  ],
];

describe('check after a move: what the move changed = the full test', () => {
  it.each(ROWS)('%s (%s: %s, %s)', (_what, gameId, fen, text, expected) => {
    const parsed = parseFenOf(gameId, fen);
    if (!parsed.ok) throw new Error(parsed.error);
    const pos = workingCopy(parsed.value);
    const move = parseMove(pos, text);
    if (!move.ok) throw new Error(move.error);
    pos.make(move.value);
    expect(inCheck(pos)).toBe(expected);
    expect(inCheckAfter(pos, move.value)).toBe(expected);
  });

  for (const game of GAMES.filter((g) => g.check)) {
    it(`${game.id}: after every legal move of 150 random positions`, () => {
      let checks = 0;
      for (const pos of randomPositions(game, 150, 0xc4ec + game.id.length)) {
        for (const move of legalMoves(pos)) {
          pos.make(move);
          const full = inCheck(pos);
          if (inCheckAfter(pos, move) !== full) throw new Error(`differs after ${move} (${full})`);
          if (full) checks++;
          pos.unmake();
        }
      }
      expect(checks).toBeGreaterThan(50);
    }, 60_000);
  }
});
