/**
 * The saved game: the game in progress kept in the browser's storage (localStorage) so that a
 * reload or a crash gives it back exactly, and the home page can offer to continue it.
 *
 * One slot holds one game as JSON: the game record text (the same text as an exported record
 * file, so there is one format to read and one strict reader), the moves taken back and not yet
 * replayed (so redo survives a reload too), the address the game answers to (`?game=plunder`,
 * `?game=parallel-worlds&fen=…`: reloading that address restores this game instead of starting
 * it afresh) and the board view it was shown in. Reading is strict: anything that is not a save
 * this module wrote, or whose record no longer replays, comes back as an error naming the
 * problem; the caller shows it and starts cleanly. The storage is passed in (a `StorageLike`),
 * so tests use a plain map and a storage that throws (private mode, quota) is just an error.
 */
import { err, ok, parseMove, type Result } from '../rules';
import { readRecord, writeRecord } from './recordFile';
import type { GameSession } from './session';

/** The localStorage key of the saved game. */
export const SAVE_KEY = 'parallel-worlds.save';

/** The version of the save's layout; a save of another version is not read. */
export const SAVE_FORMAT = 1;

/** The part of the Web Storage interface this module uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SavedGame {
  readonly format: typeof SAVE_FORMAT;
  readonly address: string; // '?game=plunder&fen=…' — the address (game and start) it answers to
  readonly view: string | null; // '3d' — the board view it was shown in, null for the default
  readonly record: string; // the record file text, as writeRecord makes it
  readonly redo: readonly string[]; // ['3e7-3e5', 'end'] — moves to redo, the next one first
  readonly gameId: string; // 'plunder' — for the home page, without replaying the record
  readonly moveCount: number; // 14 — moves (sub-moves) played, for the home page
  readonly savedAt: string; // '2025-05-01T12:00:00.000Z'
}

/** A save read back: the data and the session replayed from it. */
export interface RestoredGame {
  readonly save: SavedGame;
  readonly session: GameSession;
}

/** What is in the slot: nothing, a good save, or something that cannot be used. */
export type SaveSlot =
  | { readonly kind: 'empty' }
  | { readonly kind: 'saved'; readonly game: RestoredGame }
  | { readonly kind: 'corrupt'; readonly error: string };

/** The save of a session shown at `address` in `view`. */
export function makeSave(
  session: GameSession,
  address: string,
  view: string | null,
  now: Date = new Date(),
): SavedGame {
  return {
    format: SAVE_FORMAT,
    address,
    view,
    record: writeRecord(session),
    redo: session.undoneMoves.map((move) => move.canonical),
    gameId: session.game.id,
    moveCount: session.moves.length,
    savedAt: now.toISOString(),
  };
}

/** Writes a save; a storage that refuses (quota, private mode) gives an error, never a throw. */
export function writeSave(storage: StorageLike, save: SavedGame): Result<void> {
  try {
    storage.setItem(SAVE_KEY, JSON.stringify(save));
    return ok(undefined);
  } catch (error) {
    return err(`The game could not be saved in this browser (${errorText(error)}).`);
  }
}

/** Forgets the saved game. */
export function clearSave(storage: StorageLike): void {
  try {
    storage.removeItem(SAVE_KEY);
  } catch {
    // a storage that cannot even remove holds nothing we could read either
  }
}

/** Reads the slot and replays the saved game. */
export function readSave(storage: StorageLike): SaveSlot {
  let text: string | null;
  try {
    text = storage.getItem(SAVE_KEY);
  } catch (error) {
    return {
      kind: 'corrupt',
      error: `The browser's storage cannot be read (${errorText(error)}).`,
    };
  }
  if (text === null) return { kind: 'empty' };
  const parsed = parseSave(text);
  if (!parsed.ok) return { kind: 'corrupt', error: parsed.error };
  const session = restoreSession(parsed.value);
  if (!session.ok) return { kind: 'corrupt', error: session.error };
  return { kind: 'saved', game: { save: parsed.value, session: session.value } };
}

/** Checks the shape of a save's JSON text; says which field is wrong. */
export function parseSave(text: string): Result<SavedGame> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return err('The saved game is damaged: it is not valid JSON.');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return err('The saved game is damaged: it is not an object.');
  const fields = data as Record<string, unknown>;
  if (fields.format !== SAVE_FORMAT)
    return err(`The saved game has format ${String(fields.format)}, not ${SAVE_FORMAT}.`);
  const damaged = (field: string) =>
    err(`The saved game is damaged: '${field}' is missing or wrong.`);
  const { address, view, record, redo, gameId, moveCount, savedAt } = fields;
  if (typeof address !== 'string' || !address.startsWith('?game=')) return damaged('address');
  if (view !== null && typeof view !== 'string') return damaged('view');
  if (typeof record !== 'string') return damaged('record');
  if (!Array.isArray(redo) || !redo.every((move) => typeof move === 'string'))
    return damaged('redo');
  if (typeof gameId !== 'string') return damaged('gameId');
  if (typeof moveCount !== 'number' || !Number.isInteger(moveCount) || moveCount < 0)
    return damaged('moveCount');
  if (typeof savedAt !== 'string') return damaged('savedAt');
  return ok({
    format: SAVE_FORMAT,
    address,
    view,
    record,
    redo: redo as string[],
    gameId,
    moveCount,
    savedAt,
  });
}

/** Replays a save into a session: the record, then the redo moves played and taken back. */
export function restoreSession(save: SavedGame): Result<GameSession> {
  const read = readRecord(save.record);
  if (!read.ok) return err(`The saved game cannot be replayed: ${read.error}`);
  const session = read.value;
  if (session.game.id !== save.gameId)
    return err(`The saved game says '${save.gameId}' but its record is '${session.game.id}'.`);
  for (const [index, text] of save.redo.entries()) {
    const parsed = session.outcome ? null : parseMove(session.position, text);
    if (!parsed?.ok)
      return err(
        `The saved game cannot be replayed: illegal move to redo '${text}' (${index + 1})`,
      );
    session.play(parsed.value);
  }
  for (let i = 0; i < save.redo.length; i++) session.undo();
  return ok(session);
}

const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
