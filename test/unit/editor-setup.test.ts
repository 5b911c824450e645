// The position editor's model (src/game/editor/setup.ts): FEN round trips for every game, the
// editing operations, the rights as the board allows them (castling per level, side and wing; en
// passant squares behind a pawn that may just have double-stepped), and validation by the rules core (the expected errors are the rules core's
// own messages, as `npm run rules -- moves --variant <id> --fen <FEN>` prints them).
import { describe, expect, it } from 'vitest';
import {
  castlingOptions,
  emptySetup,
  enPassantCandidates,
  moveMan,
  placeMan,
  setCastling,
  tidyRights,
  toggleEnPassant,
  setupError,
  setupFen,
  setupFromFen,
  startSetup,
} from '../../src/game/editor/setup';
import { gameById } from '../../src/rules';

describe('setup FEN round trips', () => {
  it.each([
    ['parallel-worlds', gameById('parallel-worlds')!.startFen],
    ['pocket-mutation', '4k3/8/8/8/8/8/8/R3K3[Qn] w - - 3 12'],
    ['plunder', '4k3/8/8/3n4/2R(P)5/8/8/4K3 b - - 0 7'],
    ['parallel-worlds', '7k/8/8/pP6/8/8/8/K7|8/8/8/8/8/8/8/8|7k/8/8/3pP3/8/8/8/K7 w - 1a6,3d6 0 5'],
  ] as const)('%s: %s', (game, fen) => {
    const read = setupFromFen(game, fen);
    expect(read.ok).toBe(true);
    if (read.ok) expect(setupFen(read.setup)).toBe(fen);
  });

  it('refuses a FEN the rules refuse, with their reason', () => {
    expect(setupFromFen('plunder', '8/8/8/8/8/8/8/8 w - - 0 1')).toEqual({
      ok: false,
      problem: expect.objectContaining({ code: 'kings-count' }),
    });
  });
});

describe('editing', () => {
  const rows = [
    {
      rule: 'a cleared board lacks kings, which the rules name',
      setup: emptySetup('plunder'),
      error: 'kings-count',
    },
    {
      rule: 'two kings and a rook make a position',
      setup: placeMan(placeMan(placeMan(emptySetup('plunder'), 'e1', 'K'), 'e8', 'k'), 'a1', 'R'),
      error: null,
    },
    {
      rule: 'a king on level 2 is refused in Parallel worlds chess',
      setup: { ...moveMan(startSetup('parallel-worlds'), '1e1', '2e4'), castling: '-' },
      error: 'kings-count',
      detail: { color: 0, expected: 0, found: 1, level: 2 }, // white: no king may stand on level 2
    },
    {
      rule: 'castling rights without the king on his square are refused',
      setup: moveMan(startSetup('parallel-worlds'), '1e1', '2e4'),
      error: 'castling-no-king',
    },
    {
      rule: 'castling rights without the rook on its square are refused',
      setup: placeMan(startSetup('plunder'), 'h1', null),
      error: 'castling-no-rook',
    },
  ];
  it.each(rows)('$rule', (row) => {
    const { setup, error } = row;
    if (error === null) expect(setupError(setup)).toBeNull();
    else expect(setupError(setup)?.code).toBe(error);
    if ('detail' in row && row.detail) expect(setupError(setup)).toMatchObject(row.detail);
  });

  it('writes what was placed', () => {
    const setup = placeMan(placeMan(emptySetup('plunder'), 'e1', 'K'), 'd5', 'R(N)');
    expect(setupFen(setup)).toBe('8/8/8/3R(N)4/8/8/8/4K3 w - - 0 1');
  });
});

const PW_EP = '7k/8/8/pP6/8/8/8/K7|8/8/8/8/8/8/8/8|7k/8/8/3pP3/8/8/8/K7 w - - 0 5';
const read = (game: Parameters<typeof setupFromFen>[0], fen: string) => {
  const result = setupFromFen(game, fen);
  if (!result.ok) throw new Error(result.problem.code);
  return result.setup;
};

describe('castling rights, one by one', () => {
  it('offers each level, side and wing of Parallel worlds chess, all held at the start', () => {
    const options = castlingOptions(startSetup('parallel-worlds'));
    expect(options.map((o) => `${o.level}${o.color}${o.wing}`)).toEqual([
      ...['1wK', '1wQ', '1bK', '1bQ'],
      ...['3wK', '3wQ', '3bK', '3bQ'],
    ]);
    expect(options.every((o) => o.on && o.possible)).toBe(true);
  });

  it.each([
    [
      'taking away level 3’s black queen’s side',
      'parallel-worlds',
      [3, 'b', 'Q'],
      false,
      '1KQkq3KQk',
    ],
    ['taking away White’s king’s side on one board', 'plunder', [null, 'w', 'K'], false, 'Qkq'],
  ] as const)('%s writes %s', (_what, game, [level, color, wing], on, field) => {
    const setup = startSetup(game);
    const right = castlingOptions(setup).find(
      (o) => o.level === level && o.color === color && o.wing === wing,
    )!;
    expect(setCastling(setup, right, on).castling).toBe(field);
  });

  it('gives a right back in the FEN’s order, level by level', () => {
    let setup = { ...startSetup('parallel-worlds'), castling: '-' };
    for (const index of [7, 0, 5]) setup = setCastling(setup, castlingOptions(setup)[index]!, true);
    expect(setup.castling).toBe('1K3Qq');
    expect(setupError(setup)).toBeNull();
  });

  it('a right is possible only with the king and that rook at home; tidying drops the rest', () => {
    const moved = moveMan(startSetup('parallel-worlds'), '3h1', '3h4');
    const option = castlingOptions(moved).find(
      (o) => o.level === 3 && o.color === 'w' && o.wing === 'K',
    )!;
    expect(option).toMatchObject({ on: true, possible: false });
    expect(setupError(moved)?.code).toBe('castling-no-rook');
    expect(tidyRights(moved).castling).toBe('1KQkq3Qkq');
    expect(setupError(tidyRights(moved))).toBeNull();
  });
});

describe('en passant, chosen among the squares a double step could have passed', () => {
  it.each([
    [
      'White to move: behind black pawns on the fifth rank of levels 1 and 3',
      PW_EP,
      ['1a6', '3d6'],
    ],
    [
      'Black to move: behind white pawns on the fourth rank',
      PW_EP.replace(' w ', ' b ').replace('3pP3', '8').replace('8/8/8/K7|', '1P6/8/8/K7|'),
      ['1b3'],
    ],
    [
      'no square behind a pawn whose start square is taken (a7)',
      '4k3/p7/8/pp6/8/8/8/4K3 w - - 0 5',
      ['b6'],
    ],
  ] as const)('%s', (_what, fen, squares) => {
    const game = fen.includes('|') ? 'parallel-worlds' : 'plunder';
    expect(enPassantCandidates(read(game, fen))).toEqual(squares);
  });

  it('one right per board: a second square on a board replaces the first, another board adds', () => {
    const setup = read('parallel-worlds', PW_EP);
    const both = toggleEnPassant(toggleEnPassant(setup, '3d6'), '1a6');
    expect(both.enPassant).toBe('1a6,3d6');
    expect(setupError(both)).toBeNull();
    expect(toggleEnPassant(both, '1a6').enPassant).toBe('3d6');
    const flat = read('plunder', '4k3/8/8/pP1pP3/8/8/8/4K3 w - - 0 5');
    expect(toggleEnPassant(toggleEnPassant(flat, 'a6'), 'd6').enPassant).toBe('d6');
  });

  it('tidying drops a square whose pawn has gone', () => {
    const setup = toggleEnPassant(read('parallel-worlds', PW_EP), '1a6');
    expect(tidyRights(placeMan(setup, '1a5', null)).enPassant).toBe('-');
    expect(tidyRights(setup).enPassant).toBe('1a6');
  });
});
