/**
 * The playlists kept in this browser (localStorage, one key): a playlist file the presenter
 * loaded, and the shipped playlist once the presenter added the game on screen to it. A kept
 * playlist is stored as the same JSON a file holds and read back through the same reader
 * (playlist.ts), so a damaged entry is refused like a bad file and never shown half. The
 * presenter's current playlist (the one `?present` shows without `&playlist=`) is remembered too.
 */
import { writeShapes, type Shape } from '../../content/annotations';
import type { Study } from '../../content/study';
import type { StorageLike } from '../persistence';
import { writeRecord } from '../recordFile';
import type { GameSession } from '../session';
import defaultPlaylistText from './playlists/default.json?raw';
import type { Playlist, PlaylistResult, Slide, Text } from './playlist';
import { parsePlaylist, readPlaylist } from './playlistReader';

const PLAYLISTS_KEY = 'parallel-worlds.playlists';
const CURRENT_PLAYLIST_KEY = 'parallel-worlds.playlist';

/** The id of the playlist shipped with the app (src/game/present/playlists/default.json). */
const DEFAULT_PLAYLIST_ID = 'default';

/** The shipped playlist (read once; a broken shipped file is a programmer error). */
export function shippedPlaylist(): Playlist {
  const read = parsePlaylist(defaultPlaylistText);
  if (!read.ok)
    throw new Error(`the shipped playlist is invalid: ${JSON.stringify(read.problems)}`);
  return read.playlist;
}

/** A playlist as the JSON text of a playlist file (empty fields left out). */
export function playlistJson(playlist: Playlist): string {
  return JSON.stringify(
    playlist,
    (_key, value: unknown) => (value === null ? undefined : value),
    2,
  );
}

function keptTexts(storage: StorageLike): Record<string, string> {
  try {
    const data: unknown = JSON.parse(storage.getItem(PLAYLISTS_KEY) ?? '{}');
    return typeof data === 'object' && data !== null ? (data as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** A playlist kept in this browser, read as a file is; null when none has this id. */
export function keptPlaylist(storage: StorageLike, id: string): PlaylistResult | null {
  const text = keptTexts(storage)[id];
  return typeof text === 'string' ? parsePlaylist(text) : null;
}

/** Keeps a playlist in this browser under its id (replacing one of that id). */
export function keepPlaylist(storage: StorageLike, playlist: Playlist): void {
  const texts = keptTexts(storage);
  texts[playlist.id] = playlistJson(playlist);
  storage.setItem(PLAYLISTS_KEY, JSON.stringify(texts));
}

/** The playlist with this id: the one kept in this browser, else the shipped one. */
export function findPlaylist(storage: StorageLike, id: string): PlaylistResult | null {
  const kept = keptPlaylist(storage, id);
  if (kept) return kept;
  return id === DEFAULT_PLAYLIST_ID ? { ok: true, playlist: shippedPlaylist() } : null;
}

/** The id of the presenter's current playlist (the last one shown or loaded). */
export function currentPlaylistId(storage: StorageLike): string {
  return storage.getItem(CURRENT_PLAYLIST_KEY) ?? DEFAULT_PLAYLIST_ID;
}

export function setCurrentPlaylistId(storage: StorageLike, id: string): void {
  storage.setItem(CURRENT_PLAYLIST_KEY, id);
}

/**
 * The game on screen as a slide: its record replayed move by move, or, before the first move,
 * its position. The board view is the one it is shown in.
 */
export function slideOfSession(session: GameSession, view: '2d' | '3d'): Slide {
  const game = session.game.id as Extract<Slide, { kind: 'position' }>['game'];
  const base = { notes: null, seconds: null, caption: null, view };
  if (session.moves.length === 0)
    return { ...base, kind: 'position', game, fen: session.fenWithSubMoves(), shapes: '' };
  return { ...base, kind: 'record', game, record: writeRecord(session), pauseMs: 1500 };
}

/**
 * The analysis board's position as a position slide: the position on the boards (a turn under
 * way included), its drawn shapes and `arrows` (the engine's best turn) together, and a caption
 * in both languages (the lines' words are the page's).
 */
export function slideOfPosition(
  session: GameSession,
  view: '2d' | '3d',
  arrows: readonly Shape[],
  caption: Text | null,
): Slide {
  const game = session.game.id as Extract<Slide, { kind: 'position' }>['game'];
  const shapes = writeShapes([...session.shapesAt(), ...arrows], session.game.levels);
  return {
    notes: null,
    seconds: null,
    caption,
    view,
    kind: 'position',
    game,
    fen: session.fenWithSubMoves(),
    shapes,
  };
}

/**
 * A study as slides (issue 46), one per chapter, expanded when added so that the playlist stays
 * whole in itself (a follower of the show, or another browser, has no copy of a study kept in
 * this one): each chapter's start position with its drawn shapes, in the chapter's view, the
 * study's and chapter's names as the caption and the chapter's opening comment as the
 * presenter's notes. An interactive or practice chapter's turns stay the class's to find.
 */
export function slidesOfStudy(study: Study): Slide[] {
  return study.chapters.map((chapter) => {
    const { game, startFen, tree } = chapter.document;
    const stacked = game.levels > 1;
    const caption = `${study.name} — ${chapter.name}`;
    const comment = tree.root.comment;
    return {
      kind: 'position',
      game: game.id as Extract<Slide, { kind: 'position' }>['game'],
      fen: startFen,
      shapes: writeShapes(tree.root.shapes, game.levels),
      caption: { en: caption, ru: caption },
      notes: comment ? { en: comment, ru: comment } : null,
      seconds: null,
      view: stacked ? (chapter.view ?? '3d') : '2d',
    };
  });
}

/**
 * Adds a slide (or several: a study's) to the presenter's current playlist and keeps that
 * playlist in this browser; gives the playlist as kept (read back, so the slides are known to
 * read), or the problems.
 */
export function addSlide(storage: StorageLike, slide: Slide | readonly Slide[]): PlaylistResult {
  const current = findPlaylist(storage, currentPlaylistId(storage));
  const base = current?.ok ? current.playlist : shippedPlaylist();
  const added = Array.isArray(slide) ? slide : [slide as Slide];
  const next = readPlaylist(
    JSON.parse(playlistJson({ ...base, slides: [...base.slides, ...added] })),
  );
  if (next.ok) keepPlaylist(storage, next.playlist);
  return next;
}

/** Removes slide `index` (0-based) from a kept playlist (never its last slide). */
export function removeSlide(storage: StorageLike, playlist: Playlist, index: number): Playlist {
  if (playlist.slides.length < 2) return playlist;
  const next = { ...playlist, slides: playlist.slides.filter((_, i) => i !== index) };
  keepPlaylist(storage, next);
  return next;
}
