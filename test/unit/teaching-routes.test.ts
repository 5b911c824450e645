// The addresses of the lessons and the position editor (src/ui/shell/route.ts): `?learn` is the list
// of courses, `?learn=<id>` one lesson (`view=2d|3d` its board), `?edit=<game>&fen=` the editor;
// each row is a rule of route.ts, and every route writes back to the same address.
import { describe, expect, it } from 'vitest';
import { makeSearch, parseRoute, type Route } from '../../src/ui/shell/route';

describe('lesson routes', () => {
  const rows: { rule: string; search: string; expected: Route }[] = [
    {
      rule: 'a bare learn is the list of courses',
      search: '?learn',
      expected: { page: 'learn', lesson: null, view: null },
    },
    {
      rule: 'learn=<id> opens that lesson, in the view of the player’s setting',
      search: '?learn=pw-middle-level',
      expected: { page: 'learn', lesson: 'pw-middle-level', view: null },
    },
    {
      rule: 'view=2d picks the flat board for the lesson',
      search: '?learn=pw-castling&view=2d',
      expected: { page: 'learn', lesson: 'pw-castling', view: '2d' },
    },
    {
      rule: 'an unknown view is ignored',
      search: '?learn=pw-castling&view=4d',
      expected: { page: 'learn', lesson: 'pw-castling', view: null },
    },
    {
      rule: 'game= wins over learn=',
      search: '?learn=pw-castling&game=plunder',
      expected: { page: 'game', game: 'plunder', view: null, fen: null },
    },
  ];
  it.each(rows)('$rule', ({ search, expected }) => {
    expect(parseRoute(search)).toEqual(expected);
  });

  it.each(rows.slice(0, 4))('writes back: $search', ({ expected }) => {
    expect(parseRoute(makeSearch(expected))).toEqual(expected);
  });

  it('writes the list as ?learn and a lesson as ?learn=<id>', () => {
    expect(makeSearch({ page: 'learn', lesson: null, view: null })).toBe('?learn');
    expect(makeSearch({ page: 'learn', lesson: 'pm-drop', view: '2d' })).toBe(
      '?learn=pm-drop&view=2d',
    );
  });
});

describe('editor routes', () => {
  it.each([
    {
      rule: 'edit=<game> opens the editor on the start position',
      search: '?edit=plunder',
      expected: { page: 'edit', game: 'plunder', fen: null },
    },
    {
      rule: 'fen= gives the position to edit',
      search: '?edit=pocket-mutation&fen=4k3%2F8%2F8%2F8%2F8%2F8%2F8%2F4K3%5B%5D+w+-+-+0+1',
      expected: { page: 'edit', game: 'pocket-mutation', fen: '4k3/8/8/8/8/8/8/4K3[] w - - 0 1' },
    },
    {
      rule: 'an unknown game is home with a notice',
      search: '?edit=xiangqi',
      expected: { page: 'home', notice: { kind: 'unknown-game', id: 'xiangqi' } },
    },
  ] as { rule: string; search: string; expected: Route }[])('$rule', ({ search, expected }) => {
    expect(parseRoute(search)).toEqual(expected);
    if (expected.page === 'edit') expect(parseRoute(makeSearch(expected))).toEqual(expected);
  });
});
