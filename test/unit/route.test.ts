// Unit tests of the address parser (src/ui/shell/route.ts): one row per rule of the query string, and a
// round trip through makeSearch. Expected values follow the route rules written in route.ts.
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/ui/common/games';
import { effectiveView, gameRoute, makeSearch, parseRoute } from '../../src/ui/shell/route';
import type { Route } from '../../src/ui/shell/route';

const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const PARALLEL_START =
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8|' +
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 1KQkq3KQkq - 0 1';

const EXPLORE: Route = {
  page: 'explore',
  game: null,
  piece: null,
  vest: null,
  at: null,
  blockers: [],
  enemies: [],
};

describe('parseRoute', () => {
  const rows: { rule: string; search: string; expected: Route }[] = [
    { rule: 'empty address is home', search: '', expected: { page: 'home', notice: null } },
    { rule: 'a lone ? is home', search: '?', expected: { page: 'home', notice: null } },
    { rule: 'empty game is home', search: '?game=', expected: { page: 'home', notice: null } },
    {
      rule: 'unknown game is home with a notice',
      search: '?game=chess960',
      expected: { page: 'home', notice: { kind: 'unknown-game', id: 'chess960' } },
    },
    {
      rule: 'rules=<id> opens the rules page of that game',
      search: '?rules=pocket-mutation',
      expected: { page: 'rules', game: 'pocket-mutation' },
    },
    {
      rule: 'rules of an unknown game is home with a notice',
      search: '?rules=xiangqi',
      expected: { page: 'home', notice: { kind: 'unknown-game', id: 'xiangqi' } },
    },
    {
      rule: 'game= wins over rules=',
      search: '?rules=plunder&game=pocket-mutation',
      expected: { page: 'game', game: 'pocket-mutation', view: null, fen: null },
    },
    {
      rule: 'known game opens its page',
      search: '?game=plunder',
      expected: { page: 'game', game: 'plunder', view: null, fen: null },
    },
    {
      rule: 'leading ? is optional',
      search: 'game=pocket-mutation',
      expected: { page: 'game', game: 'pocket-mutation', view: null, fen: null },
    },
    {
      rule: 'view=2d is kept',
      search: '?game=parallel-worlds&view=2d',
      expected: { page: 'game', game: 'parallel-worlds', view: '2d', fen: null },
    },
    {
      rule: 'view is case-insensitive',
      search: '?game=parallel-worlds&view=3D',
      expected: { page: 'game', game: 'parallel-worlds', view: '3d', fen: null },
    },
    {
      rule: 'an unknown view is ignored',
      search: '?game=plunder&view=4d',
      expected: { page: 'game', game: 'plunder', view: null, fen: null },
    },
    {
      rule: 'fen with + for spaces is decoded',
      search: '?game=plunder&fen=' + START_FEN.replaceAll(' ', '+'),
      expected: { page: 'game', game: 'plunder', view: null, fen: START_FEN },
    },
    {
      rule: 'fen with percent-encoding is decoded (| and [] of the variants)',
      search: '?game=parallel-worlds&fen=' + encodeURIComponent(PARALLEL_START),
      expected: { page: 'game', game: 'parallel-worlds', view: null, fen: PARALLEL_START },
    },
    {
      rule: 'a blank fen means the start position',
      search: '?game=plunder&fen=+',
      expected: { page: 'game', game: 'plunder', view: null, fen: null },
    },
    {
      rule: '?explore alone opens the gallery of every game',
      search: '?explore',
      expected: EXPLORE,
    },
    {
      rule: 'explore=<id>&piece= opens one man (the letter read in upper case)',
      search: '?explore=pocket-mutation&piece=i',
      expected: { ...EXPLORE, game: 'pocket-mutation', piece: 'I' },
    },
    {
      rule: 'the explorer board: vest, square, blockers and enemies',
      search: '?explore=parallel-worlds&piece=R&at=2d4&blockers=3d4,2f6&enemies=1d4',
      expected: {
        ...EXPLORE,
        game: 'parallel-worlds',
        piece: 'R',
        at: '2d4',
        blockers: ['3d4', '2f6'],
        enemies: ['1d4'],
      },
    },
    {
      rule: 'the explorer of an unknown game is home with a notice',
      search: '?explore=xiangqi',
      expected: { page: 'home', notice: { kind: 'unknown-game', id: 'xiangqi' } },
    },
    {
      rule: '?notation opens every game’s notation',
      search: '?notation',
      expected: { page: 'notation', game: null },
    },
    {
      rule: 'notation=<id> opens one game’s',
      search: '?notation=plunder',
      expected: { page: 'notation', game: 'plunder' },
    },
    {
      rule: 'player=<name> opens a player page',
      search: '?player=alice_2',
      expected: { page: 'player', name: 'alice_2' },
    },
    {
      rule: '?leaderboard opens the leaderboards',
      search: '?leaderboard',
      expected: { page: 'leaderboard', game: null },
    },
    {
      rule: 'leaderboard=<id> opens one game’s; an unknown id the first game’s',
      search: '?leaderboard=go',
      expected: { page: 'leaderboard', game: null },
    },
    {
      rule: '?race opens a new race (the host form)',
      search: '?race',
      expected: { page: 'race', code: null, key: null },
    },
    {
      rule: 'race=<code> is a player of that race, the code as typed',
      search: '?race= k7qxpa ',
      expected: { page: 'race', code: 'k7qxpa', key: null },
    },
    {
      rule: 'game=<12 base64url characters> that is no variant is a finished game of the archive',
      search: '?game=Xy3_9kQpLm2a&view=2d',
      expected: { page: 'archive', gameId: 'Xy3_9kQpLm2a', view: '2d' },
    },
    {
      rule: 'study=<id>&chapter=<n> opens a study at its n-th chapter (counted from 1)',
      search: '?study=local-3f9a&chapter=2&view=2d',
      expected: { page: 'study', id: 'local-3f9a', chapter: 2, view: '2d' },
    },
    {
      rule: 'a chapter that is no count from 1 is none (the first)',
      search: '?study=ab12&chapter=0',
      expected: { page: 'study', id: 'ab12', chapter: null, view: null },
    },
    {
      rule: '?study without an id is the home page',
      search: '?study',
      expected: { page: 'home', notice: null },
    },
    {
      rule: 'game=<11 characters> is neither a variant nor an archived game',
      search: '?game=Xy3_9kQpLm2',
      expected: { page: 'home', notice: { kind: 'unknown-game', id: 'Xy3_9kQpLm2' } },
    },
  ];

  it.each(rows)('$rule', ({ search, expected }) => {
    expect(parseRoute(search)).toEqual(expected);
  });
});

describe('makeSearch', () => {
  it('writes home as an empty query', () => {
    expect(makeSearch({ page: 'home', notice: { kind: 'unknown-game', id: 'x' } })).toBe('');
  });

  it('writes a rules page as ?rules=<id>', () => {
    expect(makeSearch({ page: 'rules', game: 'plunder' })).toBe('?rules=plunder');
    expect(parseRoute(makeSearch({ page: 'rules', game: 'plunder' }))).toEqual({
      page: 'rules',
      game: 'plunder',
    });
  });

  it('writes only the parameters that are set', () => {
    expect(makeSearch(gameRoute('plunder'))).toBe('?game=plunder');
  });

  it.each([
    '?explore',
    '?explore=plunder&piece=B&vest=N&at=c1&blockers=d2,e3&enemies=b2',
    '?notation',
    '?notation=parallel-worlds',
  ])('round-trips %s', (search) => {
    expect(makeSearch(parseRoute(search))).toBe(search);
  });

  it.each(GAME_IDS)(
    'no variant id %s reads as an archived game id (12 base64url characters)',
    (game) => {
      expect(game).not.toMatch(/^[A-Za-z0-9_-]{12}$/);
      expect(parseRoute(`?game=${game}`)).toMatchObject({ page: 'game', game });
    },
  );

  it.each<Route>([
    { page: 'player', name: 'Anna Maria' },
    { page: 'leaderboard', game: null },
    { page: 'leaderboard', game: 'pocket-mutation' },
    { page: 'archive', gameId: 'Xy3_9kQpLm2a', view: null },
    { page: 'archive', gameId: 'Xy3_9kQpLm2a', view: '3d' },
    { page: 'race', code: null, key: null },
    { page: 'race', code: 'K7QXPA', key: null },
    { page: 'study', id: 'new', chapter: null, view: null },
    { page: 'study', id: 'ab12cd34', chapter: 3, view: '3d' },
  ])('round-trips $page', (route) => {
    expect(parseRoute(makeSearch(route))).toEqual(route);
  });

  it("a race's host key rides in the hash, never in the query", () => {
    const key = 'AbCdEfGhIjKlMnOpQrStUv';
    const search = makeSearch({ page: 'race', code: 'K7QXPA', key });
    expect(search).toBe(`?race=K7QXPA#key=${key}`);
    const [query, hash] = search.split('#');
    expect(parseRoute(query!, `#${hash}`)).toEqual({ page: 'race', code: 'K7QXPA', key });
  });

  it.each(GAME_IDS)('round-trips a full route of %s', (game) => {
    const route: Route = { page: 'game', game, view: '2d', fen: PARALLEL_START };
    expect(parseRoute(makeSearch(route))).toEqual(route);
  });
});

describe('effectiveView', () => {
  it('uses the view in the address', () => {
    expect(effectiveView({ page: 'game', game: 'parallel-worlds', view: '2d', fen: null })).toBe(
      '2d',
    );
  });

  it("falls back to the game's default: 3D for the stacked boards, 2D for the flat games", () => {
    expect(effectiveView({ page: 'game', game: 'parallel-worlds', view: null, fen: null })).toBe(
      '3d',
    );
    expect(effectiveView({ page: 'game', game: 'plunder', view: null, fen: null })).toBe('2d');
  });
});
