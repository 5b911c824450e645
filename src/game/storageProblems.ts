/**
 * What can go wrong in keeping games in the browser, as values: a `code` and its parameters
 * (`{ code: 'storage-full', detail: 'QuotaExceededError: …' }`), as the rules core reports a bad
 * FEN. The game layer never words them; the app does, in the page's language
 * (src/ui/i18n/storageProblemText.ts), so a Russian page shows no English sentence. What the browser
 * itself said (its error's name and message) travels along as `detail`, quoted as it is.
 */
import type { Problem } from '../rules';

/** Why the library cannot keep or read a game, or why a stored game was set aside. */
export type StorageProblem =
  /** The browser has no IndexedDB (a private window, a locked-down browser). */
  | { readonly code: 'no-indexeddb' }
  /** The browser's storage is full (a `QuotaExceededError`). */
  | { readonly code: 'storage-full'; readonly detail: string } // 'QuotaExceededError: …'
  /** Any other refusal of the browser: its error's name and message. */
  | { readonly code: 'storage-refused'; readonly detail: string } // 'InvalidStateError: …'
  /** A stored value (an entry, the earlier save) that is not JSON text. */
  | { readonly code: 'not-json' }
  /** … not an object. */
  | { readonly code: 'not-an-object' }
  /** … of a layout this version does not read. */
  | { readonly code: 'format'; readonly found: string; readonly expected: number }
  /** … with a field missing or of the wrong type. */
  | { readonly code: 'field'; readonly field: string } // 'updatedAt'
  /** … whose record no longer replays. */
  | { readonly code: 'record'; readonly problem: Problem }
  /** … that names another game than its record. */
  | { readonly code: 'game-mismatch'; readonly says: string; readonly record: string }
  /** … with a move to redo that is not legal where it would be replayed. */
  | { readonly code: 'redo'; readonly move: string; readonly index: number } // index from 1
  /** The one-slot save of earlier versions could not be moved into the library. */
  | { readonly code: 'legacy-save'; readonly problem: StorageProblem }
  /** A reason an earlier version of the app stored as an English sentence, kept as it was. */
  | { readonly code: 'earlier-reason'; readonly text: string };

export type StorageCode = StorageProblem['code'];

/** Every code, for tests and for reading stored problems back. */
export const STORAGE_CODES: readonly StorageCode[] = [
  'no-indexeddb',
  'storage-full',
  'storage-refused',
  'not-json',
  'not-an-object',
  'format',
  'field',
  'record',
  'game-mismatch',
  'redo',
  'legacy-save',
  'earlier-reason',
];

/** A result of the library: the value, or the problem. */
export type Stored<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly problem: StorageProblem };

export const stored = <T>(value: T): Stored<T> => ({ ok: true, value });
export const refused = <T = never>(problem: StorageProblem): Stored<T> => ({ ok: false, problem });

/** The problem a thrown browser error stands for (IndexedDB's and localStorage's refusals). */
export function browserProblem(error: unknown): StorageProblem {
  if (error instanceof NoIndexedDb) return { code: 'no-indexeddb' };
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const full = error instanceof Error && error.name === 'QuotaExceededError';
  return full ? { code: 'storage-full', detail } : { code: 'storage-refused', detail };
}

/** Thrown when the browser has no IndexedDB at all (see `browserProblem`). */
export class NoIndexedDb extends Error {
  override readonly name = 'NoIndexedDb';
}

/**
 * A set-aside reason as stored: a problem this version wrote, or the English sentence of an
 * earlier version (kept as it was, for the page to show).
 */
export function storedProblem(value: unknown, earlierText: unknown): StorageProblem {
  const code = (value as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && (STORAGE_CODES as readonly string[]).includes(code))
    return value as StorageProblem;
  return { code: 'earlier-reason', text: String(earlierText ?? '') };
}
