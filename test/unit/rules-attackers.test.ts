/**
 * `attackersOf` (src/rules/attacks.ts), the reader of who attacks a square (the screen-reader
 * mode's `a` command): every man of a side with a direct attack — by its own powers and, in
 * PlunderChess, its vest's; riders along their whole line, stopped by the first man met (no
 * x-ray through a battery); on its own level only; and nothing on Parallel worlds' middle level,
 * where nothing captures.
 */
import { describe, expect, it } from 'vitest';
import { attackersOf, gameById, parseFen, parseSquare, squareName } from '../../src/rules';

const PW = '4k3/8/8/8/8/8/8/R3K3|8/8/8/8/8/8/8/R7|4k3/8/8/8/8/8/8/4K3 w - - 0 1';

// what it pins down, game, FEN, square, side, the attackers' squares (sorted)
const ROWS: [string, string, string, string, 0 | 1, string[]][] = [
  [
    'a bishop and a queen',
    'chess',
    '4k3/8/8/3r4/8/1B3N2/4P3/3QK3 w - - 0 1',
    'd5',
    0,
    ['b3', 'd1'],
  ],
  [
    'a knight and a queen',
    'chess',
    '4k3/8/8/3r4/8/1B3N2/4P3/3QK3 w - - 0 1',
    'd4',
    0,
    ['d1', 'f3'],
  ],
  ['a pawn and a queen', 'chess', '4k3/8/8/3r4/8/1B3N2/4P3/3QK3 w - - 0 1', 'd3', 0, ['d1', 'e2']],
  ['the other side', 'chess', '4k3/8/8/3r4/8/1B3N2/4P3/3QK3 w - - 0 1', 'd4', 1, ['d5']],
  ['no x-ray through a battery', 'chess', '4k3/8/8/8/8/8/3R4/3Q1K2 w - - 0 1', 'd5', 0, ['d2']],
  ['a vest’s powers', 'plunder', '4k3/8/8/8/8/8/8/R(N)3K3 w - - 0 1', 'b3', 0, ['a1']],
  [
    'a nightrider along its line',
    'pocket-mutation',
    '4k3/8/8/8/8/8/8/I3K3[] w - - 0 2',
    'd7',
    0,
    ['a1'],
  ],
  ['… stopped by a man', 'pocket-mutation', '4k3/8/8/8/8/1p6/8/I3K3[] w - - 0 2', 'd7', 0, []],
  ['… which it attacks', 'pocket-mutation', '4k3/8/8/8/8/1p6/8/I3K3[] w - - 0 2', 'b3', 0, ['a1']],
  ['a level of its own', 'parallel-worlds', PW, '1a5', 0, ['1a1']],
  ['not the level above', 'parallel-worlds', PW, '3a5', 0, []],
  ['nothing captures on the middle level', 'parallel-worlds', PW, '2a5', 0, []],
];

describe('who attacks a square', () => {
  it.each(ROWS)('%s: %s %s, %s by %i', (_, gameId, fen, square, by, expected) => {
    const game = gameById(gameId)!;
    const pos = parseFen(game, fen);
    if (!pos.ok) throw new Error(JSON.stringify(pos.error));
    const at = parseSquare(square, game.levels)!;
    const found = attackersOf(pos.value, at, by).map((s) => squareName(s, game.levels));
    expect(found.sort()).toEqual(expected);
  });
});
