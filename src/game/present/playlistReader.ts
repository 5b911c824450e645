/**
 * The pure reader of a playlist file (the schema: playlist.ts): it checks the file slide by slide
 * before anything of it is shown. Every slide that is wrong gets its own problem, which names
 * the slide (its number, its kind) and what is wrong, so a presenter can fix a file at the fair;
 * a file with any problem is refused whole (the playlist on screen stays). Everything a slide
 * needs is checked here, through the rules core and the game layer: positions are parsed, shapes
 * read in lichess's text form (annotations.ts), lessons looked up, records read as authored
 * trees (treeRecord.ts) with every move replayed, race codes by the protocol's pattern, computer levels and paces known to the engine's list.
 */
import { parseShapes } from '../../content/annotations';
import { COURSES, lessonById } from '../lessons/courses';
import { LEVELS, parseLevel } from '../../engine/levels';
import { GameSession } from '../session';
import { readTreeRecord } from '../treeRecord';
import { DEMO_SPEEDS } from '../settings';
import { gameById, type GameId } from '../../rules';
import { normaliseRaceCode } from '../../protocol/race';
import type { Level } from '../../engine/protocol';
import type {
  BoardViewName,
  DemoSlide,
  PlaylistProblem,
  PlaylistResult,
  Slide,
  SlideCommon,
  SlidePlace,
  SlideProblem,
  Text,
} from './playlist';

/** The most slides a playlist holds (a bound on a file, not on a talk). */
const MAX_SLIDES = 200;
/** The largest playlist file read, in characters. */
export const MAX_PLAYLIST_CHARS = 1_000_000;

/** The level both sides of a demo play when the slide names none. */
const DEMO_LEVEL: Level = 2;
const DEFAULT_PAUSE_MS = 1500;
const PRESENT_GAMES: readonly GameId[] = COURSES.map((course) => course.game);

type Json = Record<string, unknown>;
type Check<T> = { ok: true; value: T } | { ok: false; problem: SlideProblem };
const good = <T>(value: T): Check<T> => ({ ok: true, value });
const bad = <T>(problem: SlideProblem): Check<T> => ({ ok: false, problem });

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A text field: a string, or `{ en, ru }` with both strings. */
function readText(slide: Json, field: string, required: boolean): Check<Text | null> {
  const value = slide[field];
  if (value === undefined) return required ? bad({ code: 'missing-field', field }) : good(null);
  if (typeof value === 'string') return good({ en: value, ru: value });
  if (isObject(value) && typeof value.en === 'string' && typeof value.ru === 'string')
    return good({ en: value.en, ru: value.ru });
  return bad({ code: 'bad-text', field });
}

function readNumber(slide: Json, field: string, min: number, max: number): Check<number | null> {
  const value = slide[field];
  if (value === undefined) return good(null);
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max)
    return bad({ code: 'bad-number', field, min, max });
  return good(value);
}

function readGame(slide: Json): Check<GameId> {
  const value = slide.game;
  if (value === undefined) return bad({ code: 'missing-field', field: 'game' });
  const found = PRESENT_GAMES.find((game) => game === value);
  return found ? good(found) : bad({ code: 'unknown-game', value: String(value).slice(0, 40) });
}

/** The board view: the slide's, else 3D for the stacked boards and 2D for the flat games. */
function readView(slide: Json, game: GameId): Check<BoardViewName> {
  const stacked = gameById(game)!.levels > 1;
  const value = slide.view;
  if (value === undefined) return good(stacked ? '3d' : '2d');
  if (value !== '2d' && value !== '3d') return bad({ code: 'bad-view', value: String(value) });
  if (value === '3d' && !stacked) return bad({ code: 'no-3d', game });
  return good(value);
}

function readLevel(slide: Json, field: 'white' | 'black'): Check<Level> {
  const value = slide[field];
  if (value === undefined) return good(DEMO_LEVEL);
  const level = parseLevel(String(value));
  return level === undefined || (typeof value !== 'number' && typeof value !== 'string')
    ? bad({ code: 'bad-level', field, value: String(value).slice(0, 20) })
    : good(level);
}

function readFen(slide: Json, game: GameId): Check<string | null> {
  const value = slide.fen;
  if (value === undefined) return good(null);
  const text = String(value);
  const started = GameSession.start(gameById(game)!, text);
  return started.ok ? good(text) : bad({ code: 'bad-fen', problem: started.problem });
}

/** Runs the checks in order and returns the first problem, or the values. */
function all<T extends readonly Check<unknown>[]>(
  ...checks: T
):
  | { ok: true; values: { [K in keyof T]: T[K] extends Check<infer V> ? V : never } }
  | {
      ok: false;
      problem: SlideProblem;
    } {
  for (const check of checks) if (!check.ok) return check;
  return {
    ok: true,
    values: checks.map((check) => (check as { value: unknown }).value) as {
      [K in keyof T]: T[K] extends Check<infer V> ? V : never;
    },
  };
}

function readCommon(slide: Json): Check<SlideCommon> {
  const checked = all(readText(slide, 'notes', false), readNumber(slide, 'seconds', 1, 3600));
  if (!checked.ok) return checked;
  const [notes, seconds] = checked.values;
  return good({ notes, seconds });
}

/** Reads one slide of the file, or the first thing wrong with it. */
function readSlide(slide: unknown): Check<Slide> {
  if (!isObject(slide)) return bad({ code: 'slide-not-object' });
  const common = readCommon(slide);
  if (!common.ok) return common;
  const base = common.value;
  switch (slide.kind) {
    case 'title': {
      const checked = all(readText(slide, 'title', true), readText(slide, 'subtitle', false));
      if (!checked.ok) return checked;
      const [title, subtitle] = checked.values;
      return good({ ...base, kind: 'title', title: title!, subtitle });
    }
    case 'position': {
      const game = readGame(slide);
      if (!game.ok) return game;
      const checked = all(
        readFen(slide, game.value),
        readText(slide, 'caption', false),
        readView(slide, game.value),
      );
      if (!checked.ok) return checked;
      const [fen, caption, view] = checked.values;
      const text = slide.shapes === undefined ? '' : String(slide.shapes);
      const shapes = parseShapes(text, gameById(game.value)!.levels);
      if (!shapes.ok) return bad({ code: 'bad-shapes', problem: shapes.problem });
      const start = fen ?? gameById(game.value)!.startFen;
      return good({
        ...base,
        kind: 'position',
        game: game.value,
        fen: start,
        shapes: text,
        caption,
        view,
      });
    }
    case 'lesson': {
      if (slide.lesson === undefined) return bad({ code: 'missing-field', field: 'lesson' });
      const lesson = lessonById(String(slide.lesson));
      if (!lesson) return bad({ code: 'unknown-lesson', value: String(slide.lesson).slice(0, 40) });
      const view = readView(slide, lesson.game);
      if (!view.ok) return view;
      return good({ ...base, kind: 'lesson', lesson: lesson.id, view: view.value });
    }
    case 'demo':
      return readDemo(slide, base);
    case 'record': {
      if (typeof slide.record !== 'string') return bad({ code: 'missing-field', field: 'record' });
      const read = readTreeRecord(slide.record); // as the slide plays it (slideGame.ts)
      if (!read.ok) return bad({ code: 'bad-record', problem: read.problem });
      const game = PRESENT_GAMES.find((id) => id === read.value.game.id);
      if (!game) return bad({ code: 'unknown-game', value: read.value.game.id });
      const checked = all(
        readText(slide, 'caption', false),
        readView(slide, game),
        readNumber(slide, 'pauseMs', 200, 60_000),
      );
      if (!checked.ok) return checked;
      const [caption, view, pauseMs] = checked.values;
      return good({
        ...base,
        kind: 'record',
        record: slide.record,
        game,
        caption,
        view,
        pauseMs: pauseMs ?? DEFAULT_PAUSE_MS,
      });
    }
    case 'race': {
      if (slide.code === undefined) return bad({ code: 'missing-field', field: 'code' });
      const code = normaliseRaceCode(String(slide.code).slice(0, 20));
      if (!code) return bad({ code: 'bad-race-code', value: String(slide.code).slice(0, 20) });
      const caption = readText(slide, 'caption', false);
      if (!caption.ok) return caption;
      return good({ ...base, kind: 'race', code, caption: caption.value });
    }
    case undefined:
      return bad({ code: 'missing-field', field: 'kind' });
    default:
      return bad({ code: 'unknown-kind', value: String(slide.kind).slice(0, 40) });
  }
}

function readDemo(slide: Json, base: SlideCommon): Check<DemoSlide> {
  const game = readGame(slide);
  if (!game.ok) return game;
  const speed = slide.speed ?? 'normal';
  const known = DEMO_SPEEDS.find((name) => name === speed);
  if (!known) return bad({ code: 'bad-speed', value: String(speed).slice(0, 20) });
  const checked = all(
    readLevel(slide, 'white'),
    readLevel(slide, 'black'),
    readFen(slide, game.value),
    readText(slide, 'caption', false),
    readView(slide, game.value),
  );
  if (!checked.ok) return checked;
  const [white, black, fen, caption, view] = checked.values;
  return good({
    ...base,
    kind: 'demo',
    game: game.value,
    white,
    black,
    speed: known,
    fen,
    caption,
    view,
  });
}

/** Reads a list of slides, collecting one problem per bad slide. */
function readSlides(
  list: 'slides' | 'attract',
  items: readonly unknown[],
  problems: PlaylistProblem[],
): Slide[] {
  const slides: Slide[] = [];
  items.forEach((item, index) => {
    const kind = isObject(item) && typeof item.kind === 'string' ? item.kind : null;
    const at: SlidePlace = { list, slide: index + 1, kind };
    const read = readSlide(item);
    if (!read.ok) problems.push({ at, ...read.problem });
    else if (list === 'attract' && read.value.kind !== 'demo')
      problems.push({ at, code: 'not-a-demo' });
    else slides.push(read.value);
  });
  return slides;
}

/** One demo of each game, the attract loop of a playlist that has no demo slide. */
function defaultAttract(): DemoSlide[] {
  return PRESENT_GAMES.map((game) => ({
    kind: 'demo',
    game,
    white: DEMO_LEVEL,
    black: DEMO_LEVEL,
    speed: 'normal',
    fen: null,
    caption: null,
    view: gameById(game)!.levels > 1 ? '3d' : '2d',
    notes: null,
    seconds: null,
  }));
}

/**
 * Reads a playlist from its JSON text, or gives every problem found: a file that is not JSON,
 * has no slides, or has any bad slide is refused, with one problem per bad slide.
 */
export function parsePlaylist(text: string): PlaylistResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      problems: [{ code: 'not-json', detail: String((error as Error).message) }],
    };
  }
  return readPlaylist(data);
}

/** Reads a playlist already parsed from JSON (see `parsePlaylist`). */
export function readPlaylist(data: unknown): PlaylistResult {
  if (!isObject(data)) return { ok: false, problems: [{ code: 'not-a-playlist' }] };
  const items = data.slides;
  if (!Array.isArray(items) || items.length === 0)
    return { ok: false, problems: [{ code: 'no-slides' }] };
  const attractItems = Array.isArray(data.attract) ? data.attract : [];
  if (items.length + attractItems.length > MAX_SLIDES)
    return {
      ok: false,
      problems: [{ code: 'too-many-slides', count: items.length + attractItems.length }],
    };
  const id = data.id ?? 'playlist';
  if (typeof id !== 'string' || !/^[\w-]{1,40}$/.test(id))
    return { ok: false, problems: [{ code: 'bad-id' }] };
  if (data.autoplay !== undefined && typeof data.autoplay !== 'boolean')
    return { ok: false, problems: [{ code: 'bad-autoplay' }] };
  const problems: PlaylistProblem[] = [];
  const title = readText(data, 'title', false);
  const slides = readSlides('slides', items, problems);
  const attract = readSlides('attract', attractItems, problems) as DemoSlide[];
  if (problems.length > 0) return { ok: false, problems };
  const demos = slides.filter((slide): slide is DemoSlide => slide.kind === 'demo');
  return {
    ok: true,
    playlist: {
      id,
      title: (title.ok && title.value) || { en: id, ru: id },
      autoplay: data.autoplay === true,
      slides,
      attract: attract.length > 0 ? attract : demos.length > 0 ? demos : defaultAttract(),
    },
  };
}

/** The level names a slide may give (for the README and the error text). */
export const LEVEL_NAMES: readonly string[] = LEVELS.map((info) => info.label);
