/**
 * The explorer's address and its board, both ways (src/ui/explore/explorerRoute.ts): a diagram's
 * address gives a board whose address is the same again, so a link or a reload shows the same
 * diagram; an address without a square puts the man on the game's default square.
 */
import { describe, expect, it } from 'vitest';
import { defaultSquare } from '../../src/game/explorer';
import { entriesOf } from '../../src/ui/explore/explorerEntries';
import { boardOf, routeOf } from '../../src/ui/explore/explorerRoute';
import type { ExploreRoute } from '../../src/ui/shell/route';

const NIGHTRIDER: ExploreRoute = {
  page: 'explore',
  game: 'pocket-mutation',
  piece: 'I',
  vest: null,
  at: 'd4',
  blockers: ['e6'],
  enemies: ['f5'],
};

describe('explorer route', () => {
  it('an address gives a board that gives the same address', () => {
    const entry = entriesOf('pocket-mutation')[0]!;
    const board = boardOf('pocket-mutation', NIGHTRIDER, entry);
    expect(board).toEqual({
      game: 'pocket-mutation',
      letter: 'I',
      vest: null,
      square: 'd4',
      men: { e6: 'blocker', f5: 'enemy' },
    });
    expect(routeOf('pocket-mutation', board)).toEqual(NIGHTRIDER);
  });

  it("no square or man in the address: the entry's man on the game's default square", () => {
    const entry = entriesOf('parallel-worlds')[0]!;
    const route = { ...NIGHTRIDER, game: 'parallel-worlds' as const, piece: null, at: null };
    const board = boardOf('parallel-worlds', route, entry);
    expect(board).toMatchObject({ letter: entry.letter, square: defaultSquare('parallel-worlds') });
  });
});
