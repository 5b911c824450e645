/**
 * The one-slot save of earlier versions, read once to move it into the game library: before the
 * library, the game in progress was kept as JSON under one localStorage key
 * (`parallel-worlds.save`), with the record text, the moves taken back, the address it answered
 * to (`?game=plunder`, `?game=plunder&fen=…`), the view and when it was saved. This module reads
 * that JSON strictly (anything else is an error naming the field) and makes the library entry
 * that keeps the same game; libraryDb.ts stores it and only then removes the key. What is wrong
 * is a coded problem (`legacy-save` around the entry's own problem), worded by the app. The storage
 * interface is shared with the settings, which still live in localStorage.
 */
import { ENTRY_FORMAT, replayGame, summaryOf, type LibraryEntry } from './library';
import { refused, stored, type StorageProblem, type Stored } from './storageProblems';

/** The localStorage key of the earlier versions' saved game. */
export const LEGACY_SAVE_KEY = 'parallel-worlds.save';

/** The only layout that key ever had. */
const LEGACY_FORMAT = 1;

/** The part of the Web Storage interface the app uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * The library entry for an earlier version's save (JSON text), or what is wrong with it. Its id
 * comes from the save's time, so two tabs migrating the same save make the same entry.
 */
export function legacySaveEntry(text: string): Stored<LibraryEntry> {
  const wrong = (problem: StorageProblem) =>
    refused<LibraryEntry>({ code: 'legacy-save', problem });
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return wrong({ code: 'not-json' });
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return wrong({ code: 'not-an-object' });
  const fields = data as Record<string, unknown>;
  if (fields.format !== LEGACY_FORMAT)
    return wrong({ code: 'format', found: String(fields.format), expected: LEGACY_FORMAT });
  const damaged = (field: string) => wrong({ code: 'field', field });
  const { view, record, redo, gameId, savedAt } = fields;
  if (view !== null && view !== '2d' && view !== '3d') return damaged('view');
  if (typeof record !== 'string') return damaged('record');
  if (!Array.isArray(redo) || !redo.every((move) => typeof move === 'string'))
    return damaged('redo');
  if (typeof gameId !== 'string') return damaged('gameId');
  if (typeof savedAt !== 'string' || Number.isNaN(Date.parse(savedAt))) return damaged('savedAt');
  const session = replayGame(record, redo as string[], gameId);
  if (!session.ok) return wrong(session.problem);
  const when = new Date(savedAt);
  return stored({
    format: ENTRY_FORMAT,
    id: `migrated-${when.getTime().toString(36)}`,
    gameId,
    name: null,
    opponent: null,
    createdAt: when.toISOString(),
    updatedAt: when.toISOString(),
    revision: 1,
    record,
    redo: redo as string[],
    view,
    ...summaryOf(session.value),
  });
}
