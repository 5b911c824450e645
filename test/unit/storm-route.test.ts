// The address of Puzzle Storm (src/ui/shell/route.ts): `?storm` is the game last played,
// `?storm=<game>` one game's, `view=2d|3d` its board; each row is a rule, and every route writes
// back to the same address.
import { describe, expect, it } from 'vitest';
import { makeSearch, parseRoute, type Route } from '../../src/ui/shell/route';

describe('storm routes', () => {
  const rows: { rule: string; search: string; expected: Route }[] = [
    {
      rule: 'a bare storm is the game last played',
      search: '?storm',
      expected: { page: 'storm', game: null, view: null },
    },
    {
      rule: 'storm=<game> is that game’s',
      search: '?storm=plunder',
      expected: { page: 'storm', game: 'plunder', view: null },
    },
    {
      rule: 'view=2d picks the flat board',
      search: '?storm=parallel-worlds&view=2d',
      expected: { page: 'storm', game: 'parallel-worlds', view: '2d' },
    },
    {
      rule: 'an unknown game is the home page with a notice',
      search: '?storm=chess960',
      expected: { page: 'home', notice: { kind: 'unknown-game', id: 'chess960' } },
    },
    {
      rule: 'game= wins over storm=',
      search: '?storm=plunder&game=plunder',
      expected: { page: 'game', game: 'plunder', view: null, fen: null },
    },
  ];
  it.each(rows)('$rule', ({ search, expected }) => {
    expect(parseRoute(search)).toEqual(expected);
  });

  it.each(rows.slice(0, 3))('writes back: $search', ({ search, expected }) => {
    expect(makeSearch(expected)).toBe(search);
  });
});
