// Presenter playlists (src/game/present): the schema as a table of good and bad playlists with
// the problem each gets (and the slide it names), the shipped playlist, the English and Russian
// wording of problems, the presenter's transitions (clicker, idle reset, attract loop), the
// game on screen turned into a slide and kept in the browser, and the visitor's take-over.
import { beforeAll, describe, expect, it } from 'vitest';
import { memoryStorage } from '../../src/game/browserStorage';
import { gameById, parseSquare, type GameDefinition } from '../../src/rules';
import { GameSession } from '../../src/game/session';
import { computer } from '../../src/game/players';
import type { Playlist, PlaylistProblem, Slide } from '../../src/game/present/playlist';
import { parsePlaylist } from '../../src/game/present/playlistReader';
import {
  addSlide,
  findPlaylist,
  keptPlaylist,
  playlistJson,
  removeSlide,
  setCurrentPlaylistId,
  shippedPlaylist,
  slideOfPosition,
  slideOfSession,
} from '../../src/game/present/playlistStore';
import {
  advancesWhenEnded,
  goTo,
  idleReset,
  next,
  previous,
  slideOf,
  slideSeconds,
  START,
  startShow,
  toggleBlank,
} from '../../src/game/present/presenter';
import { recordSteps, slideSession, takeOver } from '../../src/game/present/slideGame';
import { sessionOf, snapshotOf } from '../../src/game/present/audienceLink';
import { playlistProblemText } from '../../src/ui/present/playlistProblemText';
import { loadPresentWords, presentTranslator } from '../../src/ui/present/presentWords';
import { clickerAction } from '../../src/ui/present/useClickerKeys';

const title = { kind: 'title', title: 'Hello' };

/** A new session of a game from its start position. */
function started(game: GameDefinition): GameSession {
  const session = GameSession.start(game);
  if (!session.ok) throw new Error(session.error);
  return session.value;
}
const file = (slides: unknown[], extra: object = {}) => JSON.stringify({ slides, ...extra });
const at = (slide: number, kind: string | null, list: 'slides' | 'attract' = 'slides') => ({
  at: { list, slide, kind },
});

// Each row: what is wrong, the file, and the problems it gets (in order, one per bad slide).
const BAD: Array<[string, string, PlaylistProblem[]]> = [
  ['not JSON', '{ "slides": [', [{ code: 'not-json', detail: expect.any(String) as string }]],
  ['not an object', '[1, 2]', [{ code: 'not-a-playlist' }]],
  ['no slides', '{ "slides": [] }', [{ code: 'no-slides' }]],
  ['slides not a list', '{ "slides": "title" }', [{ code: 'no-slides' }]],
  ['too many slides', file(Array(201).fill(title)), [{ code: 'too-many-slides', count: 201 }]],
  ['an id that is not a short name', file([title], { id: 'my playlist!' }), [{ code: 'bad-id' }]],
  ['autoplay not a boolean', file([title], { autoplay: 'yes' }), [{ code: 'bad-autoplay' }]],
  [
    'a slide that is not an object',
    file([title, 7]),
    [{ ...at(2, null), code: 'slide-not-object' }],
  ],
  [
    'a slide without a kind',
    file([{ title: 'x' }]),
    [{ ...at(1, null), code: 'missing-field', field: 'kind' }],
  ],
  [
    'an unknown kind',
    file([{ kind: 'video' }]),
    [{ ...at(1, 'video'), code: 'unknown-kind', value: 'video' }],
  ],
  [
    'a title card without its title',
    file([{ kind: 'title' }]),
    [{ ...at(1, 'title'), code: 'missing-field', field: 'title' }],
  ],
  [
    'a text with English only',
    file([{ kind: 'title', title: { en: 'Hi' } }]),
    [{ ...at(1, 'title'), code: 'bad-text', field: 'title' }],
  ],
  [
    'notes that are a number',
    file([{ ...title, notes: 3 }]),
    [{ ...at(1, 'title'), code: 'bad-text', field: 'notes' }],
  ],
  [
    'seconds out of range',
    file([{ ...title, seconds: 0 }]),
    [{ ...at(1, 'title'), code: 'bad-number', field: 'seconds', min: 1, max: 3600 }],
  ],
  [
    'a position of an unknown game',
    file([{ kind: 'position', game: 'chess960' }]),
    [{ ...at(1, 'position'), code: 'unknown-game', value: 'chess960' }],
  ],
  [
    'a position without a game',
    file([{ kind: 'position' }]),
    [{ ...at(1, 'position'), code: 'missing-field', field: 'game' }],
  ],
  [
    'standard chess is not one of the app’s games',
    file([{ kind: 'demo', game: 'chess' }]),
    [{ ...at(1, 'demo'), code: 'unknown-game', value: 'chess' }],
  ],
  [
    'a bad FEN',
    file([{ kind: 'position', game: 'plunder', fen: '8/8/8 w - - 0 1' }]),
    [
      {
        ...at(1, 'position'),
        code: 'bad-fen',
        problem: expect.objectContaining({ code: expect.any(String) as string }) as never,
      },
    ],
  ],
  [
    'an unreadable shape',
    file([{ kind: 'position', game: 'plunder', shapes: 'Ge2e4,Xe4' }]),
    [
      {
        ...at(1, 'position'),
        code: 'bad-shapes',
        problem: { code: 'shape-unreadable', item: 'Xe4' },
      },
    ],
  ],
  [
    'a shape without its level on the stacked boards',
    file([{ kind: 'position', game: 'parallel-worlds', shapes: 'Ge2e4' }]),
    [
      {
        ...at(1, 'position'),
        code: 'bad-shapes',
        problem: { code: 'shape-unreadable', item: 'Ge2e4' },
      },
    ],
  ],
  [
    '3D for a flat game',
    file([{ kind: 'position', game: 'plunder', view: '3d' }]),
    [{ ...at(1, 'position'), code: 'no-3d', game: 'plunder' }],
  ],
  [
    'a view that is neither',
    file([{ kind: 'demo', game: 'parallel-worlds', view: 'vr' }]),
    [{ ...at(1, 'demo'), code: 'bad-view', value: 'vr' }],
  ],
  [
    'an unknown lesson',
    file([{ kind: 'lesson', lesson: 'pw-flying' }]),
    [{ ...at(1, 'lesson'), code: 'unknown-lesson', value: 'pw-flying' }],
  ],
  [
    'a lesson slide without its lesson',
    file([{ kind: 'lesson' }]),
    [{ ...at(1, 'lesson'), code: 'missing-field', field: 'lesson' }],
  ],
  [
    'a race slide whose code cannot be a race code (a 0 and an O are never in one)',
    file([{ kind: 'race', code: 'K0QXPA' }]),
    [{ ...at(1, 'race'), code: 'bad-race-code', value: 'K0QXPA' }],
  ],
  [
    'a race slide without its code',
    file([{ kind: 'race' }]),
    [{ ...at(1, 'race'), code: 'missing-field', field: 'code' }],
  ],
  [
    'a level the engine has not',
    file([{ kind: 'demo', game: 'plunder', white: 9 }]),
    [{ ...at(1, 'demo'), code: 'bad-level', field: 'white', value: '9' }],
  ],
  [
    'a pace that does not exist',
    file([{ kind: 'demo', game: 'plunder', speed: 'ludicrous' }]),
    [{ ...at(1, 'demo'), code: 'bad-speed', value: 'ludicrous' }],
  ],
  [
    'a record with an illegal move',
    file([{ kind: 'record', record: '[Game "plunder"]\n\n1. e2e5 *' }]),
    [
      {
        ...at(1, 'record'),
        code: 'bad-record',
        problem: { code: 'record-move', text: 'e2e5', index: 1 },
      },
    ],
  ],
  [
    'a record slide without a record',
    file([{ kind: 'record' }]),
    [{ ...at(1, 'record'), code: 'missing-field', field: 'record' }],
  ],
  [
    'a record pause too short',
    file([{ kind: 'record', record: '[Game "plunder"]\n\n1. e2e4 *', pauseMs: 10 }]),
    [{ ...at(1, 'record'), code: 'bad-number', field: 'pauseMs', min: 200, max: 60000 }],
  ],
  [
    'an attract slide that is not a demo',
    file([title], { attract: [title] }),
    [{ ...at(1, 'title', 'attract'), code: 'not-a-demo' }],
  ],
  [
    'every bad slide gets its own problem, the good ones none',
    file([title, { kind: 'demo', game: 'x' }, title, { kind: 'lesson', lesson: 'y' }]),
    [
      { ...at(2, 'demo'), code: 'unknown-game', value: 'x' },
      { ...at(4, 'lesson'), code: 'unknown-lesson', value: 'y' },
    ],
  ],
];

describe('playlist schema: bad playlists', () => {
  it.each(BAD)('%s', (_name, text, problems) => {
    const read = parsePlaylist(text);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.problems).toEqual(problems);
  });
});

// Each row: a good playlist, and what it must read as.
const GOOD: Array<[string, string, (playlist: Playlist) => void]> = [
  [
    'one title card, defaults filled in',
    file([title]),
    (p) => {
      expect(p.id).toBe('playlist');
      expect(p.autoplay).toBe(false);
      expect(p.slides[0]).toEqual({
        kind: 'title',
        title: { en: 'Hello', ru: 'Hello' },
        subtitle: null,
        notes: null,
        seconds: null,
      });
      // no demo slide: the attract loop is one demo of each game
      expect(p.attract.map((s) => [s.game, s.view])).toEqual([
        ['parallel-worlds', '3d'],
        ['pocket-mutation', '2d'],
        ['plunder', '2d'],
      ]);
    },
  ],
  [
    'a position with arrows between levels, 2D',
    file([
      {
        kind: 'position',
        game: 'parallel-worlds',
        shapes: 'G1e23e4,R2d5',
        view: '2d',
        caption: { en: 'Look', ru: 'Смотрите' },
      },
    ]),
    (p) => {
      expect(p.slides[0]).toMatchObject({
        kind: 'position',
        shapes: 'G1e23e4,R2d5',
        view: '2d',
        fen: gameById('parallel-worlds')!.startFen,
        caption: { en: 'Look', ru: 'Смотрите' },
      });
    },
  ],
  [
    'a demo at two levels, its pace, 3D by default for the stacked boards',
    file([
      {
        kind: 'demo',
        game: 'parallel-worlds',
        white: 'greedy',
        black: 5,
        speed: 'slow',
        seconds: 120,
      },
    ]),
    (p) => {
      expect(p.slides[0]).toMatchObject({
        kind: 'demo',
        white: 'greedy',
        black: 5,
        speed: 'slow',
        view: '3d',
        seconds: 120,
      });
      expect(p.attract).toEqual(p.slides); // the playlist's own demos are its attract loop
    },
  ],
  [
    'a record in human notation, its game read from it',
    file([{ kind: 'record', record: '[Game "plunder"]\n\n1. e4 d5 2. exd5 Qxd5~P *' }]),
    (p) => {
      expect(p.slides[0]).toMatchObject({
        kind: 'record',
        game: 'plunder',
        view: '2d',
        pauseMs: 1500,
      });
    },
  ],
  [
    'a lesson, its view from its game',
    file([
      { kind: 'lesson', lesson: 'pw-middle-level' },
      { kind: 'lesson', lesson: 'pl-take-vest' },
    ]),
    (p) => {
      expect(p.slides.map((s) => ('view' in s ? s.view : null))).toEqual(['3d', '2d']);
    },
  ],
  [
    "a race's leaderboard, its code as typed (any case, a space) read as the code",
    file([{ kind: 'race', code: 'k7q xpa', caption: { en: 'The race', ru: 'Гонка' } }]),
    (p) => {
      expect(p.slides[0]).toEqual({
        kind: 'race',
        code: 'K7QXPA',
        caption: { en: 'The race', ru: 'Гонка' },
        notes: null,
        seconds: null,
      });
    },
  ],
  [
    'autoplay and an explicit attract loop',
    file([title], {
      id: 'kiosk',
      autoplay: true,
      attract: [{ kind: 'demo', game: 'plunder', speed: 'fast' }],
    }),
    (p) => {
      expect(p.autoplay).toBe(true);
      expect(p.attract).toHaveLength(1);
      expect(p.attract[0]).toMatchObject({ game: 'plunder', speed: 'fast', white: 2, black: 2 });
    },
  ],
];

describe('playlist schema: good playlists', () => {
  it.each(GOOD)('%s', (_name, text, check) => {
    const read = parsePlaylist(text);
    if (!read.ok) throw new Error(JSON.stringify(read.problems));
    check(read.playlist);
  });

  it('the shipped playlist presents the three games, and reads back from its own JSON', () => {
    const shipped = shippedPlaylist();
    const games = new Set(shipped.slides.flatMap((s) => ('game' in s ? [s.game] : [])));
    expect([...games].sort()).toEqual(['parallel-worlds', 'plunder', 'pocket-mutation']);
    expect(new Set(shipped.slides.map((s) => s.kind))).toEqual(
      new Set(['title', 'position', 'lesson', 'demo', 'record']),
    );
    expect(shipped.attract.map((s) => s.game)).toEqual([
      'parallel-worlds',
      'pocket-mutation',
      'plunder',
    ]);
    const again = parsePlaylist(playlistJson(shipped));
    expect(again.ok && again.playlist).toEqual(shipped);
  });
});

describe('playlist problems in words', () => {
  beforeAll(() => loadPresentWords('ru')); // Russian is fetched when chosen
  const en = presentTranslator('en');
  const ru = () => presentTranslator('ru');
  it.each([
    [
      { ...at(3, 'demo'), code: 'unknown-game', value: 'x' },
      "slide 3 (demo): there is no game 'x' (parallel-worlds, pocket-mutation, plunder)",
      'слайд 3 (demo): нет игры «x» (parallel-worlds, pocket-mutation, plunder)',
    ],
    [
      { ...at(1, 'demo', 'attract'), code: 'bad-speed', value: 'warp' },
      'attract slide 1 (demo): "speed" is fast, normal or slow, not \'warp\'',
      'слайд демонстрации 1 (demo): "speed" — fast, normal или slow, а не «warp»',
    ],
    [
      {
        ...at(2, 'record'),
        code: 'bad-record',
        problem: { code: 'record-move', text: 'e2e5', index: 1 },
      },
      "slide 2 (record): Record: illegal move 'e2e5' (move 1)",
      "слайд 2 (record): Запись: недопустимый ход 'e2e5' (ход 1)",
    ],
    [
      { ...at(2, 'race'), code: 'bad-race-code', value: 'K0QXPA' },
      "slide 2 (race): 'K0QXPA' is not a race code (six letters and digits)",
      'слайд 2 (race): «K0QXPA» — не код гонки (шесть букв и цифр)',
    ],
    [
      { code: 'no-slides' },
      'the playlist has no slides ("slides": [ … ])',
      'в списке нет слайдов ("slides": [ … ])',
    ],
  ] as Array<[PlaylistProblem, string, string]>)('%j', (problem, english, russian) => {
    expect(playlistProblemText(en, problem)).toBe(english);
    expect(playlistProblemText(ru(), problem)).toBe(russian);
  });
});

describe('presenter transitions', () => {
  const playlist = shippedPlaylist();
  const last = playlist.slides.length - 1;
  it.each([
    ['next', next(playlist, START), 'show', 1],
    ['previous at the first slide stays', previous(playlist, START), 'show', 0],
    [
      'next after the last slide: the attract loop',
      next(playlist, goTo(playlist, START, last)),
      'attract',
      0,
    ],
    [
      'the attract loop goes round forwards',
      next(playlist, { ...idleReset(START), index: 2 }),
      'attract',
      0,
    ],
    ['and backwards', previous(playlist, idleReset(START)), 'attract', 2],
    ['F5 starts the show', startShow({ ...idleReset(START), index: 1 }), 'show', 0],
    ['the idle reset', idleReset(goTo(playlist, START, 5)), 'attract', 0],
    ['going to a slide that does not exist changes nothing', goTo(playlist, START, 99), 'show', 0],
  ] as const)('%s', (_name, state, mode, index) => {
    expect([state.mode, state.index]).toEqual([mode, index]);
  });

  it('every change of slide is a new run (the slide is mounted afresh); blanking is not', () => {
    const moved = next(playlist, START);
    expect(moved.run).toBe(START.run + 1);
    expect(toggleBlank(moved)).toEqual({ ...moved, blank: true });
    expect(next(playlist, toggleBlank(moved)).blank).toBe(false);
  });

  it('slides move on by themselves in the attract loop and with autoplay, not in a show', () => {
    expect(slideSeconds(playlist, START)).toBeNull();
    expect(advancesWhenEnded(playlist, START)).toBe(false);
    const attract = idleReset(START);
    expect(slideSeconds(playlist, attract)).toBe(slideOf(playlist, attract).seconds);
    expect(advancesWhenEnded(playlist, attract)).toBe(true);
    const kiosk = { ...playlist, autoplay: true };
    expect(slideSeconds(kiosk, START)).toBe(12); // the title card's own seconds
    const lesson = goTo(kiosk, START, 2); // a lesson without seconds: the kind's time
    expect(slideOf(kiosk, lesson).kind).toBe('lesson');
    expect(slideSeconds(kiosk, lesson)).toBe(90);
  });
});

describe('the game on screen as a slide, kept in this browser', () => {
  const plunder = gameById('plunder')!;
  it('a game with moves becomes a record slide, added to the current playlist', () => {
    const storage = memoryStorage();
    const session = started(plunder);
    session.playText('e4');
    session.playText('d5');
    const slide = slideOfSession(session, '2d');
    expect(slide).toMatchObject({ kind: 'record', game: 'plunder' });
    const added = addSlide(storage, slide);
    if (!added.ok) throw new Error(JSON.stringify(added.problems));
    expect(added.playlist.slides).toHaveLength(shippedPlaylist().slides.length + 1);
    // kept: the shipped playlist's id now finds the browser's copy, with the new slide
    const found = findPlaylist(storage, 'default');
    expect(found?.ok && found.playlist.slides.at(-1)).toMatchObject({ kind: 'record' });
    const removed = removeSlide(storage, added.playlist, added.playlist.slides.length - 1);
    expect(keptPlaylist(storage, 'default')).toEqual({ ok: true, playlist: removed });
  });

  it('a game before its first move becomes a position slide', () => {
    const session = started(plunder);
    expect(slideOfSession(session, '2d')).toMatchObject({
      kind: 'position',
      fen: plunder.startFen,
    });
  });

  it('the analysis board’s position: its drawn shapes and the engine’s arrows, its caption in both languages', () => {
    const storage = memoryStorage();
    const pw = gameById('parallel-worlds')!;
    const session = started(pw);
    session.playText('1e2-1e4');
    session.setShapes([{ orig: parseSquare('2d4', 3)!, brush: 'green' }]);
    const arrow = {
      orig: parseSquare('3g1', 3)!,
      dest: parseSquare('3f3', 3)!,
      brush: 'blue' as const,
      label: '1',
    };
    const caption = {
      en: 'The engine’s choice: 1. N3f3 (+0.20)',
      ru: 'Выбор движка: 1. N3f3 (+0.20)',
    };
    const slide = slideOfPosition(session, '3d', [arrow], caption);
    expect(slide).toMatchObject({ kind: 'position', game: 'parallel-worlds', view: '3d', caption });
    const added = addSlide(storage, slide);
    if (!added.ok) throw new Error(JSON.stringify(added.problems));
    // read back: the mid-turn position, both shapes (the arrow's number is not kept), the caption
    expect(added.playlist.slides.at(-1)).toEqual({
      ...slide,
      fen: session.fenWithSubMoves(),
      shapes: 'G2d4,B3g13f3',
    });
  });

  it('a damaged kept playlist is refused like a bad file; an unknown id is none', () => {
    const storage = memoryStorage();
    storage.setItem('parallel-worlds.playlists', JSON.stringify({ fair: '{"slides": 5}' }));
    setCurrentPlaylistId(storage, 'fair');
    expect(findPlaylist(storage, 'fair')).toEqual({ ok: false, problems: [{ code: 'no-slides' }] });
    expect(findPlaylist(storage, 'nothing')).toBeNull();
  });
});

describe('a record slide is an authored tree', () => {
  const record =
    '[Game "plunder"]\n\n{[%csl Ge4]} 1. e4 {[%cal Gg1f3] the knight next} d5 (1... e5) 2. exd5 *';

  it('plays its main line, each turn with its shapes; its start shows the root’s', () => {
    const steps = recordSteps(record).map(({ move, shapes }) => [move, shapes?.length ?? null]);
    expect(steps).toEqual([
      ['e2e4', 1],
      ['d7d5', 0],
      ['e4d5', 0],
    ]);
    const slide = file([{ kind: 'record', record }]);
    const read = parsePlaylist(slide);
    if (!read.ok) throw new Error(JSON.stringify(read.problems));
    const session = slideSession(read.playlist.slides[0] as Extract<Slide, { kind: 'record' }>);
    expect(session.moves).toEqual([]);
    expect(session.shapesAt()).toEqual([{ orig: parseSquare('e4', 1), brush: 'green' }]);
  });

  it('a record slide whose variation is broken is refused with its place', () => {
    const read = parsePlaylist(
      file([{ kind: 'record', record: '[Game "plunder"]\n\n1. e4 e5 (1... c5 *' }]),
    );
    expect(!read.ok && read.problems[0]).toMatchObject({
      code: 'bad-record',
      problem: { code: 'record-variation' },
    });
  });
});

describe('the visitor and the audience window', () => {
  it('a visitor takes over the side to move of a demo game; the computer keeps the other', () => {
    const demo = shippedPlaylist().attract[1]!;
    const session = slideSession(demo);
    expect(session.players).toEqual([computer(2), computer(2)]);
    session.playText('e4');
    const taken = takeOver(session);
    expect(taken.players).toEqual([computer(2), { kind: 'here' }]);
    expect(taken.fenWithSubMoves()).toBe(session.fenWithSubMoves());
  });

  it('the audience replays the presenter’s game from its snapshot, also mid-turn', () => {
    const session = started(gameById('parallel-worlds')!);
    session.playText('1e2-1e4');
    const copy = sessionOf(snapshotOf(session));
    expect(copy?.fenWithSubMoves()).toBe(session.fenWithSubMoves());
    expect(sessionOf({ game: 'plunder', startFen: plunderStart(), moves: ['e2e5'] })).toBeNull();
  });
});

const plunderStart = () => gameById('plunder')!.startFen;

describe('clicker keys', () => {
  it.each([
    ['PageDown', 'next'],
    ['ArrowRight', 'next'],
    ['ArrowDown', 'next'],
    [' ', 'next'],
    ['PageUp', 'previous'],
    ['ArrowLeft', 'previous'],
    ['ArrowUp', 'previous'],
    ['b', 'blank'],
    ['B', 'blank'],
    ['.', 'blank'],
    ['и', 'blank'], // the B key on a Russian layout
    ['Escape', 'exit'],
    ['F5', 'start'],
    ['x', null],
  ])('%j → %s', (key, action) => {
    expect(clickerAction({ key })).toBe(action);
  });
});
