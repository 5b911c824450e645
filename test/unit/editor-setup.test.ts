// The position editor's model (src/game/editor/setup.ts): FEN round trips for every game, the
// editing operations, and validation by the rules core (the expected errors are the rules core's
// own messages, as `npm run rules -- moves --variant <id> --fen <FEN>` prints them).
import { describe, expect, it } from 'vitest';
import {
  emptySetup,
  moveMan,
  placeMan,
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
