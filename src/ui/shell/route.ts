// The app's routes, read from and written to the address's query string. Pure functions over
// strings (no window access) so they are unit-tested directly and shared by the shell and tests.
// `?game=<id>` opens a game page; `view=2d|3d` picks the board view; `fen=` sets up a position.
// `id=` names the game in the browser's game library (src/game/host.ts) that the page shows;
// `shapes=` the arrows and circles drawn on the position (lichess's text form, `G1e23e4,Re4`);
// `clock=<minutes>+<seconds>` the time control of a new game (`clock=5+3`, `clock=0.5+0`; `5+2d` a
// Bronstein delay; src/rules/clock.ts), kept in the address of a timed game.
// `?rules=<id>` opens the rules page of a game; `?learn` the lessons, `?learn=<lesson id>` one
// lesson (with `view=2d|3d` for Parallel worlds chess); `?edit=<id>` the position editor (`fen=`
// to start from a position). `?present` is presenter mode (`&playlist=<id>`, `&idle=<seconds>`;
// `&audience` the audience window it opens); `?explore` the piece explorer, `?explore=<id>&piece=<letter>` one man
// (`vest=`, `at=<square>`, `blockers=` and `enemies=` lists of squares set up its board);
// `?notation` the notation explained, `?notation=<id>` one game's part. `?puzzle` a puzzle near the
// player's puzzle rating (issue 45), `?puzzle=<id>` one puzzle, `?puzzle=daily` the day's (`view=`). Anything unknown falls back to something sensible
// (the home page with a notice) rather than an error page.
// Online play (docs/online.md): `?online=new&game=<id>` (`side=black`, `for=others`: a game the
// creator organises for two others, `view=`) creates a game on the server; `?online=<gameId>` is
// that game, `#key=<key>` the seat or organiser key (in the hash, which the route reads too, so
// that it never reaches a server); `?follow=<code>` follows a leader's board.
// The lobby (issue 43, docs/online.md): `?lobby`, the open challenges and quick pairing.
// Puzzle Storm (issue 45, docs/puzzles.md): `?storm`, `?storm=<id>` one game's (`view=2d|3d`).
// A puzzle race (issue 45, docs/puzzles.md): `?race` opens one (the host's form), `?race=<code>`
// is a player's page, `#key=<key>` the host's key (in the hash, as a seat's).
// Players and the archive (issue 42, docs/online.md): `?player=<name>` a player's page;
// `?game=<gameId>` a finished online game replayed from the archive. `?leaderboard` the
// leaderboards (issue 43), `?leaderboard=<id>` one game's. A study (issue 46, docs/studies.md):
// `?study=<id>&chapter=<n>` (n counted from 1; none: the first; `view=2d|3d`), `?study=new` a new one. `game=` names a variant
// too (`?game=plunder`): a variant's id wins, and an online game's id is 12 characters of
// base64url, the length of no variant's id (test/unit/route.test.ts holds both).
import { isGameIdText, keyOfHash } from '../../game/online/links';
import { formatControl, parseControl } from '../../rules';
import { gameInfo, isGameId } from '../common/games';
import type { GameId } from '../common/games';

export type ViewMode = '2d' | '3d';

/** Why the home page was shown instead of the page asked for (translated by the home page). */
export type HomeNotice =
  | { kind: 'unknown-game'; id: string } // ?game=chess960
  | { kind: 'bad-link'; error: string }; // ?game=plunder&fen=<not a FEN of PlunderChess>

export type Route =
  | {
      page: 'home';
      notice: HomeNotice | null; // { kind: 'unknown-game', id: 'chess960' } — why home was shown
    }
  | {
      page: 'game';
      game: GameId; // 'plunder'
      view: ViewMode | null; // '3d' — null when the address names none (the game's default then)
      fen: string | null; // 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' — null: start
      id?: string | null; // 'lq3x9k-4f2a' — the library entry shown; absent or null: a new game
      shapes?: string | null; // 'G1e23e4,Re4' — drawn on the position (a share link); absent: none
      clock?: string | null; // '5+3' — the time control (minutes + seconds per turn); absent: untimed
    }
  | {
      page: 'rules';
      game: GameId; // 'pocket-mutation'
    }
  | {
      page: 'analyse';
      game: GameId; // 'plunder'
      fen: string | null; // the start position; null: the game's
      moves: readonly string[]; // ['e2e4', 'e7e5'] — canonical moves played from it
      tree: string | null; // '1. e2e4 (1. d2d4) 1... e7e5 *' — the lines, PGN-style (treeRecord.ts)
      view: ViewMode | null; // '3d' — null: as a game page
    }
  | {
      page: 'edit';
      game: GameId; // 'plunder'
      fen: string | null; // the position to start editing from; null: the start position
    }
  | {
      page: 'present';
      playlist: string | null; // 'default' — null: the presenter's current playlist
      idle: number | null; // 180 — seconds without input before the attract loop; null: the default
      audience: boolean; // true: the audience window (the board only, following the presenter)
    }
  | {
      page: 'learn';
      lesson: string | null; // 'pw-middle-level' — null: the list of courses
      view: ViewMode | null; // '2d' — null: the player's setting
    }
  | {
      page: 'puzzle';
      id: string | null; // 'k3x9qa'; 'daily': the day's puzzle; null: one near the player's rating
      view: ViewMode | null; // '2d' — null: the player's setting (Parallel worlds chess)
    }
  | {
      page: 'explore';
      game: GameId | null; // 'pocket-mutation' — null: the gallery of every game's men
      piece: string | null; // 'I' — upper-case letter; null: the game's first man
      vest: string | null; // 'N' — the vest it wears (PlunderChess)
      at: string | null; // '2d4' — its square; null: d4 (1d4 with levels)
      blockers: readonly string[]; // ['e6'] — friendly men around it
      enemies: readonly string[]; // ['2f5'] — enemy men it may capture
    }
  | {
      page: 'notation';
      game: GameId | null; // 'plunder' — null: every game
    }
  | {
      page: 'online';
      room: string; // 'Xy3_9kQpLm2a' — the game's id on the server; 'new': create one
      key: string | null; // the seat's or organiser's key (from the hash); null: watch
      game: GameId; // the game to create ('parallel-worlds'); ignored for an existing room
      side: 'white' | 'black'; // the creator's side (a new game)
      organise: boolean; // `for=others`: the creator organises a game for two others
      view: ViewMode | null;
      clock?: string; // '5+3' — a new game's time control (as a local game's `clock=`); absent: untimed
      fen?: string; // a new game's start position (the editor's "Play from here"); absent: the game's
    }
  | {
      page: 'follow';
      code: string; // 'K7QXPA' — as typed (the page reads it)
    }
  | {
      page: 'player';
      name: string; // 'alice' — as the address gives it (the server finds it without regard to case)
    }
  | {
      page: 'lobby'; // `?lobby`: the open challenges and quick pairing (issue 43)
    }
  | {
      page: 'storm'; // `?storm`: Puzzle Storm (issue 45)
      game: GameId | null; // 'plunder' — null: the game last played
      view: ViewMode | null; // '2d' — null: the player's setting
    }
  | {
      page: 'race'; // a puzzle race (issue 45)
      code: string | null; // 'K7QXPA' — as typed (the page reads it); null: open a new race
      key: string | null; // the host's key (from the hash); null: a player
    }
  | {
      page: 'archive';
      gameId: string; // 'Xy3_9kQpLm2a' — an online game's id on the game server
      view: ViewMode | null; // '2d' — null: the player's setting
    }
  | {
      page: 'leaderboard';
      game: GameId | null; // 'plunder' — null: the first game of the registry
    }
  | {
      page: 'study'; // a study (issue 46)
      id: string; // 'local-3f9a…' or the server's id; 'new': make one
      chapter: number | null; // 2 — counted from 1 as a person counts; null: the first
      view: ViewMode | null; // '2d' — null: the chapter's own (Parallel worlds chess)
    };

/** The route of a game page. */
export type GameRoute = Extract<Route, { page: 'game' }>;

export const HOME: Route = { page: 'home', notice: null };

/** Reads a route from a query string such as `?game=plunder&view=2d` (leading `?` optional). */
export function parseRoute(search: string, hash = ''): Route {
  const params = new URLSearchParams(search);
  if (params.has('online')) return onlineRoute(params, hash);
  if (params.has('follow')) return { page: 'follow', code: params.get('follow')?.trim() ?? '' };
  const player = params.get('player')?.trim() ?? '';
  if (player !== '') return { page: 'player', name: player };
  if (params.has('leaderboard')) {
    const game = params.get('leaderboard')?.trim() ?? '';
    return { page: 'leaderboard', game: isGameId(game) ? game : null };
  }
  if (params.has('present')) return presentRoute(params);
  if (params.has('study') && !params.has('game')) return studyRoute(params);
  if (params.has('lobby')) return { page: 'lobby' };
  if (params.has('storm') && !params.has('game')) return stormRoute(params);
  if (params.has('race')) {
    const code = params.get('race')?.trim() ?? '';
    return { page: 'race', code: code === '' ? null : code, key: keyOfHash(hash) };
  }
  if (params.has('learn') && !params.has('game')) return learnRoute(params);
  if (params.has('puzzle') && !params.has('game')) return puzzleRoute(params);
  if (params.has('explore') && !params.has('game')) return exploreRoute(params);
  if (params.has('notation') && !params.has('game')) {
    const game = params.get('notation')?.trim() ?? '';
    if (game === '') return { page: 'notation', game: null };
    if (!isGameId(game)) return { page: 'home', notice: { kind: 'unknown-game', id: game } };
    return { page: 'notation', game };
  }
  const analyse = params.get('analyse')?.trim() ?? '';
  if (analyse !== '' && !params.has('game')) return analyseRoute(analyse, params);
  const edit = params.get('edit')?.trim() ?? '';
  if (edit !== '' && !params.has('game')) {
    if (!isGameId(edit)) return { page: 'home', notice: { kind: 'unknown-game', id: edit } };
    const fen = params.get('fen')?.trim() ?? '';
    return { page: 'edit', game: edit, fen: fen === '' ? null : fen };
  }
  const rules = params.get('rules')?.trim() ?? '';
  if (rules !== '' && !params.has('game')) {
    if (!isGameId(rules)) return { page: 'home', notice: { kind: 'unknown-game', id: rules } };
    return { page: 'rules', game: rules };
  }
  const game = params.get('game')?.trim() ?? '';
  if (game === '') return HOME;
  const view = params.get('view')?.trim().toLowerCase() ?? '';
  const viewMode = view === '2d' || view === '3d' ? view : null;
  if (!isGameId(game) && isGameIdText(game))
    return { page: 'archive', gameId: game, view: viewMode };
  if (!isGameId(game)) return { page: 'home', notice: { kind: 'unknown-game', id: game } };
  const fen = params.get('fen')?.trim() ?? '';
  const id = params.get('id')?.trim() ?? '';
  const shapes = params.get('shapes')?.trim() ?? '';
  // a `+` typed in the address reads as a space
  const control = parseControl(params.get('clock')?.replace(/ /g, '+') ?? '');
  return {
    page: 'game',
    game,
    view: viewMode,
    fen: fen === '' ? null : fen,
    ...(id === '' ? {} : { id }),
    ...(shapes === '' ? {} : { shapes }),
    ...(control ? { clock: formatControl(control) } : {}),
  };
}

/** Writes a route as a query string: `''` for home, `?game=plunder&view=2d&fen=…&id=…` for a game. */
export function makeSearch(route: Route): string {
  if (route.page === 'home') return '';
  if (route.page === 'rules') return `?rules=${route.game}`;
  if (route.page === 'analyse') {
    const params = new URLSearchParams({ analyse: route.game });
    if (route.fen !== null) params.set('fen', route.fen);
    if (route.moves.length) params.set('moves', route.moves.join(','));
    if (route.tree !== null) params.set('tree', route.tree);
    if (route.view !== null) params.set('view', route.view);
    return `?${params.toString()}`.replace(/%2C/g, ',');
  }
  if (route.page === 'edit') {
    const params = new URLSearchParams({ edit: route.game });
    if (route.fen !== null) params.set('fen', route.fen);
    return `?${params.toString()}`;
  }
  if (route.page === 'present') {
    const params = new URLSearchParams();
    if (route.playlist !== null) params.set('playlist', route.playlist);
    if (route.idle !== null) params.set('idle', String(route.idle));
    const rest = params.toString();
    return `?present${rest ? `&${rest}` : ''}${route.audience ? '&audience' : ''}`;
  }
  if (route.page === 'learn') {
    const params = new URLSearchParams({ learn: route.lesson ?? '' });
    if (route.view !== null) params.set('view', route.view);
    return `?${params.toString()}`.replace(/^\?learn=$/, '?learn');
  }
  if (route.page === 'puzzle') {
    const params = new URLSearchParams({ puzzle: route.id ?? '' });
    if (route.view !== null) params.set('view', route.view);
    return `?${params.toString()}`.replace(/^\?puzzle=(&|$)/, '?puzzle$1');
  }
  if (route.page === 'explore') return exploreSearch(route);
  if (route.page === 'notation') return route.game ? `?notation=${route.game}` : '?notation';
  if (route.page === 'follow') return `?follow=${encodeURIComponent(route.code)}`;
  if (route.page === 'online') return onlineSearch(route);
  if (route.page === 'player') return `?player=${encodeURIComponent(route.name)}`;
  if (route.page === 'leaderboard')
    return route.game ? `?leaderboard=${route.game}` : '?leaderboard';
  if (route.page === 'lobby') return '?lobby';
  if (route.page === 'study') return studySearch(route);
  if (route.page === 'storm') return stormSearch(route);
  if (route.page === 'race')
    return route.code === null
      ? '?race'
      : `?race=${encodeURIComponent(route.code)}${route.key ? `#key=${route.key}` : ''}`;
  if (route.page === 'archive')
    return `?game=${route.gameId}${route.view ? `&view=${route.view}` : ''}`;
  const params = new URLSearchParams({ game: route.game });
  if (route.view !== null) params.set('view', route.view);
  if (route.fen !== null) params.set('fen', route.fen);
  if (route.shapes) params.set('shapes', route.shapes);
  if (route.id) params.set('id', route.id);
  if (route.clock) params.set('clock', route.clock);
  return `?${params.toString()}`.replace(/clock=(\d[\d.]*)%2B/, 'clock=$1+');
}

/** The route of a player's page. */
export type PlayerRoute = Extract<Route, { page: 'player' }>;

/** The route of the leaderboards. */
export type LeaderboardRoute = Extract<Route, { page: 'leaderboard' }>;

/** The route of a finished game of the archive. */
export type ArchiveRoute = Extract<Route, { page: 'archive' }>;

/** The route of a study. */
export type StudyRoute = Extract<Route, { page: 'study' }>;

/** `?study=<id>&chapter=<n>&view=2d`; no id: the home page; a chapter that is no count: none. */
function studyRoute(params: URLSearchParams): Route {
  const id = params.get('study')?.trim() ?? '';
  if (id === '') return HOME;
  const chapter = Number(params.get('chapter') ?? '');
  const view = params.get('view')?.trim().toLowerCase() ?? '';
  return {
    page: 'study',
    id,
    chapter: Number.isInteger(chapter) && chapter >= 1 ? chapter : null,
    view: view === '2d' || view === '3d' ? view : null,
  };
}

function studySearch(route: StudyRoute): string {
  const params = new URLSearchParams({ study: route.id });
  if (route.chapter !== null) params.set('chapter', String(route.chapter));
  if (route.view !== null) params.set('view', route.view);
  return `?${params.toString()}`;
}

/** The route of Puzzle Storm. */
export type StormRoute = Extract<Route, { page: 'storm' }>;

function stormRoute(params: URLSearchParams): Route {
  const game = params.get('storm')?.trim() ?? '';
  if (game !== '' && !isGameId(game))
    return { page: 'home', notice: { kind: 'unknown-game', id: game } };
  const view = params.get('view')?.trim().toLowerCase() ?? '';
  return {
    page: 'storm',
    game: game === '' ? null : game,
    view: view === '2d' || view === '3d' ? view : null,
  };
}

function stormSearch(route: StormRoute): string {
  const view = route.view === null ? '' : `&view=${route.view}`;
  return `?storm${route.game === null ? '' : `=${route.game}`}${view}`;
}

/** The route of an online game. */
export type OnlineRoute = Extract<Route, { page: 'online' }>;

function onlineRoute(params: URLSearchParams, hash: string): Route {
  const view = params.get('view')?.trim().toLowerCase() ?? '';
  const control = parseControl(params.get('clock')?.replace(/ /g, '+') ?? '');
  const game = params.get('game')?.trim() ?? '';
  const fen = params.get('fen')?.trim();
  return {
    page: 'online',
    room: params.get('online')?.trim() ?? '',
    key: keyOfHash(hash),
    game: isGameId(game) ? game : 'parallel-worlds',
    side: params.get('side') === 'black' ? 'black' : 'white',
    organise: params.get('for') === 'others',
    view: view === '2d' || view === '3d' ? view : null,
    ...(control ? { clock: formatControl(control) } : {}),
    ...(fen ? { fen } : {}),
  };
}

function onlineSearch(route: OnlineRoute): string {
  const params = new URLSearchParams({ online: route.room });
  if (route.room === 'new') {
    params.set('game', route.game);
    if (route.side === 'black') params.set('side', 'black');
    if (route.organise) params.set('for', 'others');
    if (route.clock) params.set('clock', route.clock);
    if (route.fen) params.set('fen', route.fen);
  }
  if (route.view !== null) params.set('view', route.view);
  const search = `?${params.toString()}`.replace(/clock=(\d[\d.]*)%2B/, 'clock=$1+');
  return `${search}${route.key ? `#key=${route.key}` : ''}`;
}

/**
 * A new online game of `game`: the creator plays White (or `side`), or organises it for two
 * others; `clock` its time control as the address writes it (`5+3`), absent: untimed; `fen` its
 * start position, absent: the game's.
 */
export function newOnlineRoute(
  game: GameId,
  organise = false,
  view: ViewMode | null = null,
  { side = 'white', clock, fen }: { side?: 'white' | 'black'; clock?: string; fen?: string } = {},
): OnlineRoute {
  return {
    page: 'online',
    room: 'new',
    key: null,
    game,
    side,
    organise,
    view,
    ...(clock ? { clock } : {}),
    ...(fen ? { fen } : {}),
  };
}

/** The route of the analysis board. */
export type AnalyseRoute = Extract<Route, { page: 'analyse' }>;

/**
 * `?analyse=<id>&fen=<FEN>&moves=e2e4,e7e5&tree=<lines>&view=2d`: moves separated by commas or
 * spaces, the way to the position shown; `tree`, the lines with their comments and glyphs.
 */
function analyseRoute(game: string, params: URLSearchParams): Route {
  if (!isGameId(game)) return { page: 'home', notice: { kind: 'unknown-game', id: game } };
  const fen = params.get('fen')?.trim() ?? '';
  const view = params.get('view')?.trim().toLowerCase() ?? '';
  const moves = (params.get('moves') ?? '').split(/[\s,]+/).filter((move) => move !== '');
  return {
    page: 'analyse',
    game,
    fen: fen === '' ? null : fen,
    moves,
    tree: params.get('tree')?.trim() || null,
    view: view === '2d' || view === '3d' ? view : null,
  };
}

/** The route of the piece explorer. */
export type ExploreRoute = Extract<Route, { page: 'explore' }>;

/** `?explore`, `?explore=<id>&piece=I&vest=N&at=2d4&blockers=e6,f5&enemies=c6`. */
function exploreRoute(params: URLSearchParams): Route {
  const game = params.get('explore')?.trim() ?? '';
  if (game !== '' && !isGameId(game))
    return { page: 'home', notice: { kind: 'unknown-game', id: game } };
  const text = (name: string): string | null => params.get(name)?.trim() || null;
  const squares = (name: string): string[] =>
    (params.get(name) ?? '').split(',').flatMap((s) => (s.trim() ? [s.trim()] : []));
  return {
    page: 'explore',
    game: game === '' ? null : game,
    piece: text('piece')?.toUpperCase() ?? null,
    vest: text('vest')?.toUpperCase() ?? null,
    at: text('at'),
    blockers: squares('blockers'),
    enemies: squares('enemies'),
  };
}

function exploreSearch(route: ExploreRoute): string {
  if (route.game === null) return '?explore';
  const params = new URLSearchParams({ explore: route.game });
  if (route.piece !== null) params.set('piece', route.piece);
  if (route.vest !== null) params.set('vest', route.vest);
  if (route.at !== null) params.set('at', route.at);
  if (route.blockers.length) params.set('blockers', route.blockers.join(','));
  if (route.enemies.length) params.set('enemies', route.enemies.join(','));
  return `?${params.toString()}`.replace(/%2C/g, ',');
}

/** The explorer opened on one man of a game (`vest`: the vest it wears, PlunderChess). */
export function pieceRoute(game: GameId, piece: string, vest: string | null = null): Route {
  return { page: 'explore', game, piece, vest, at: null, blockers: [], enemies: [] };
}

/** `?learn` and `?learn=<lesson id>&view=2d`. */
function learnRoute(params: URLSearchParams): Route {
  const lesson = params.get('learn')?.trim() ?? '';
  const view = params.get('view')?.trim().toLowerCase() ?? '';
  return {
    page: 'learn',
    lesson: lesson === '' ? null : lesson,
    view: view === '2d' || view === '3d' ? view : null,
  };
}

/** `?puzzle`, `?puzzle=<id>&view=2d`. */
function puzzleRoute(params: URLSearchParams): Route {
  const id = params.get('puzzle')?.trim() ?? '';
  const view = params.get('view')?.trim().toLowerCase() ?? '';
  return {
    page: 'puzzle',
    id: id === '' ? null : id,
    view: view === '2d' || view === '3d' ? view : null,
  };
}

/** `?present&playlist=<id>&idle=<seconds>&audience`; an idle time that is not a number is none. */
function presentRoute(params: URLSearchParams): Route {
  const playlist = params.get('playlist')?.trim() ?? '';
  const idle = Number(params.get('idle') ?? '');
  return {
    page: 'present',
    playlist: playlist === '' ? null : playlist,
    idle: params.has('idle') && Number.isFinite(idle) && idle > 0 ? idle : null,
    audience: params.has('audience'),
  };
}

/** The route of a game page with no view or position chosen. */
export function gameRoute(game: GameId): Route {
  return { page: 'game', game, view: null, fen: null };
}

/** The route of a game's rules page. */
export function rulesRoute(game: GameId): Route {
  return { page: 'rules', game };
}

/** The view a game page shows: the one in the address, else the game's default. */
export function effectiveView(route: Extract<Route, { page: 'game' }>): ViewMode {
  return route.view ?? gameInfo(route.game).defaultView;
}
