/**
 * The game library in the browser: IndexedDB (through `idb`, a 1 KB wrapper that turns its
 * requests into promises) holds one entry per game (library.ts), so no game ever replaces
 * another, and a second store keeps what could not be read, set aside with the reason.
 *
 * Why IndexedDB and not localStorage: Chromium writes localStorage to disk lazily (a game killed
 * 30 s after its moves came back without them), while an IndexedDB transaction opened with
 * `durability: 'strict'` completes only once its data is flushed to disk, so every move is kept
 * by the time the write reports done, a few milliseconds after the move.
 *
 * Every write is conditional: it names the revision it was made from, and a stored entry with
 * another revision wins (the write is refused as a conflict and the caller shows the stored
 * game), so two tabs never overwrite each other's moves unseen. Every change is announced on a
 * BroadcastChannel (and to this tab's own listeners), so the other tabs follow at once. Failures
 * (no IndexedDB, quota, a put that throws) come back as coded problems (storageProblems.ts, worded
 * by the app), never as a throw.
 *
 * A write takes a few milliseconds, and a page reloaded or closed meanwhile would lose it, so
 * every change is also noted at once in a small journal in localStorage (which is written
 * synchronously, though not flushed to disk at once) and forgotten when the write is done.
 *
 * The first open writes what the journal holds (when it carries on from what is stored), and
 * migrates the one-slot save of earlier versions (`parallel-worlds.save` in localStorage) into
 * an entry, removing that key only once the entry is stored.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { browserStorage } from './browserStorage';
import type { StorageLike } from './persistence';
import { legacySaveEntry, LEGACY_SAVE_KEY } from './persistence';
import { parseEntry, restoreEntry, type LibraryEntry } from './library';
import { movetextWords } from './recordFile';
import { browserProblem, NoIndexedDb, storedProblem, type StorageProblem } from './storageProblems';

const DB_NAME = 'parallel-worlds';
const DB_VERSION = 1;
const CHANNEL = 'parallel-worlds.library';

/** Something that was stored but could not be read, kept so its data is not lost. */
export interface SetAsideItem {
  readonly key: string; // the entry's key in the games store ('lq3x9k-4f2a'), or the legacy key
  readonly problem: StorageProblem; // why it could not be read: { code: 'field', field: 'updatedAt' }
  readonly data: unknown; // what was stored, as it was
  readonly setAsideAt: string; // '2025-05-01T12:00:00.000Z'
}

interface LibrarySchema extends DBSchema {
  games: { key: string; value: LibraryEntry };
  'set-aside': { key: number; value: SetAsideItem };
}

type Database = IDBPDatabase<LibrarySchema>;

/** What the library holds: good entries, newest first, and everything set aside so far. */
export interface LibraryListing {
  readonly entries: readonly LibraryEntry[];
  readonly setAside: readonly SetAsideItem[]; // damaged entries kept aside, oldest first
  readonly error: StorageProblem | null; // the library cannot be used (then `entries` is empty)
}

export type WriteOutcome =
  | { readonly kind: 'saved'; readonly entry: LibraryEntry } // as stored, with its new revision
  | { readonly kind: 'conflict'; readonly stored: LibraryEntry } // changed elsewhere meanwhile
  | { readonly kind: 'failed'; readonly problem: StorageProblem };

/** A change another tab (or this one) made: the entry with this id is now at `revision`. */
export type LibraryChange =
  | { readonly kind: 'saved'; readonly id: string; readonly revision: number }
  | { readonly kind: 'deleted'; readonly id: string }
  | { readonly kind: 'set-aside-cleared' };

let opening: Promise<Database> | null = null;
let channel: BroadcastChannel | null = null;
const listeners = new Set<(change: LibraryChange) => void>();

function database(storage: StorageLike | null): Promise<Database> {
  opening ??= (async () => {
    if (typeof indexedDB === 'undefined') throw new NoIndexedDb('this browser has no IndexedDB');
    const db = await openDB<LibrarySchema>(DB_NAME, DB_VERSION, {
      upgrade(upgrading) {
        upgrading.createObjectStore('games', { keyPath: 'id' });
        upgrading.createObjectStore('set-aside', { autoIncrement: true });
      },
    });
    if (storage) {
      await migrateLegacySave(db, storage);
      await replayJournal(db, storage);
    }
    return db;
  })();
  // A failed open is tried again next time (the browser may allow it later).
  opening.catch(() => (opening = null));
  return opening;
}

/**
 * The browser's localStorage (tests pass their own): it may hold an earlier version's save, and
 * it holds the journal of changes not yet written (see `journalEntry`).
 */
let localStore: StorageLike | null = browserStorage();

/** Uses another storage for the earlier save and the journal (tests). */
export function setLocalStorage(storage: StorageLike | null): void {
  localStore = storage;
}

/** The localStorage key of the journal: `{ [id]: { page, entry } }`, each game's newest state. */
const JOURNAL_KEY = 'parallel-worlds.pending';

/** This page load, so that it never replays its own journal while its writes are on the way. */
let pageLoad = Math.random().toString(36).slice(2);

function readJournal(storage: StorageLike): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(storage.getItem(JOURNAL_KEY) ?? '{}');
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function changeJournal(change: (journal: Record<string, unknown>) => void): void {
  if (!localStore) return;
  try {
    const journal = readJournal(localStore);
    change(journal);
    if (Object.keys(journal).length === 0) localStore.removeItem(JOURNAL_KEY);
    else localStore.setItem(JOURNAL_KEY, JSON.stringify(journal));
  } catch {
    // no room for the journal either: the save status already says what to do
  }
}

/**
 * Notes the newest state of a game at once, synchronously, before its IndexedDB write (which
 * takes a few milliseconds and is lost if the page is reloaded or closed meanwhile). The next
 * opening of the library writes what the journal holds when it carries on from what is stored.
 */
export function journalEntry(entry: LibraryEntry): void {
  changeJournal((journal) => (journal[entry.id] = { page: pageLoad, entry }));
}

/** Forgets a game's journal once its newest state is stored. */
export function unjournalEntry(id: string): void {
  changeJournal((journal) => delete journal[id]);
}

/**
 * Whether `later`'s moves carry on from `earlier`'s: same game, start and players (the tags but
 * the result, which a game end changes), earlier's moves first.
 */
function carriesOn(earlier: LibraryEntry, later: LibraryEntry): boolean {
  const body = (entry: LibraryEntry) => entry.record.slice(entry.record.indexOf('\n\n') + 2);
  // the words of the movetext but its last, the result ('*' alone when no move is made yet)
  const moves = (entry: LibraryEntry) => movetextWords(body(entry)).slice(0, -1);
  const head = (entry: LibraryEntry) =>
    entry.record
      .slice(0, entry.record.indexOf('\n\n'))
      .split('\n')
      .filter((tag) => !/^\[(Result|Termination) /.test(tag))
      .join('\n');
  const before = moves(earlier);
  const after = moves(later);
  return head(earlier) === head(later) && before.every((word, index) => after[index] === word);
}

async function replayJournal(db: Database, storage: StorageLike): Promise<void> {
  const journal = readJournal(storage);
  const ids = Object.keys(journal).filter(
    (id) => (journal[id] as { page?: unknown } | null)?.page !== pageLoad,
  );
  if (ids.length === 0) return;
  const tx = db.transaction('games', 'readwrite', { durability: 'strict' });
  for (const id of ids) {
    const parsed = parseEntry((journal[id] as { entry?: unknown } | null)?.entry);
    if (!parsed.ok || parsed.value.id !== id) continue;
    const stored = await tx.store.get(id);
    if (stored && !(parseEntry(stored).ok && carriesOn(stored, parsed.value))) continue;
    await tx.store.put({ ...parsed.value, revision: (stored?.revision ?? 0) + 1 });
  }
  await tx.done;
  changeJournal((current) => ids.forEach((id) => delete current[id]));
}

/**
 * Closes the library's database connection. The next use opens it again as a new page load's
 * would: what this page journaled and did not store yet is then replayed too.
 */
export async function closeLibrary(): Promise<void> {
  const db = await opening?.catch(() => null);
  db?.close();
  opening = null;
  pageLoad = Math.random().toString(36).slice(2);
}

async function migrateLegacySave(db: Database, storage: StorageLike): Promise<void> {
  let text: string | null;
  try {
    text = storage.getItem(LEGACY_SAVE_KEY);
  } catch {
    return; // a storage that cannot be read holds nothing to migrate
  }
  if (text === null) return;
  const migrated = legacySaveEntry(text);
  const tx = db.transaction(['games', 'set-aside'], 'readwrite', { durability: 'strict' });
  if (migrated.ok) {
    if (!(await tx.objectStore('games').get(migrated.value.id)))
      await tx.objectStore('games').put(migrated.value);
  } else {
    await tx.objectStore('set-aside').add({
      key: LEGACY_SAVE_KEY,
      problem: migrated.problem,
      data: text,
      setAsideAt: new Date().toISOString(),
    });
  }
  await tx.done;
  storage.removeItem(LEGACY_SAVE_KEY);
}

function announce(change: LibraryChange): void {
  for (const listener of listeners) listener(change);
  try {
    channel?.postMessage(change);
  } catch {
    // a closed channel: the other tabs catch up on their next read
  }
}

/** Calls `listener` on every change of the library, in this tab or another; returns the unsubscribe. */
export function onLibraryChange(listener: (change: LibraryChange) => void): () => void {
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<LibraryChange>) => {
      for (const each of listeners) each(event.data);
    };
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every good entry, newest first; whatever cannot be read is moved to the set-aside store. */
export async function listLibrary(): Promise<LibraryListing> {
  let db: Database;
  try {
    db = await database(localStore);
  } catch (error) {
    return { entries: [], setAside: [], error: browserProblem(error) };
  }
  try {
    const tx = db.transaction(['games', 'set-aside'], 'readwrite', { durability: 'strict' });
    const games = tx.objectStore('games');
    const entries: LibraryEntry[] = [];
    for (let cursor = await games.openCursor(); cursor; cursor = await cursor.continue()) {
      const problem = entryProblem(cursor.value);
      if (problem === null) {
        entries.push(cursor.value);
        continue;
      }
      const item = {
        key: String(cursor.key),
        problem,
        data: cursor.value,
        setAsideAt: new Date().toISOString(),
      };
      await tx.objectStore('set-aside').add(item);
      await cursor.delete();
    }
    const setAside = (await tx.objectStore('set-aside').getAll()).map(readSetAside);
    await tx.done;
    entries.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    return { entries, setAside, error: null };
  } catch (error) {
    return { entries: [], setAside: [], error: browserProblem(error) };
  }
}

/**
 * A set-aside item as stored: its problem as this version writes it, or an earlier version's
 * English sentence (`error`) kept as it was.
 */
function readSetAside(item: SetAsideItem): SetAsideItem {
  const { error, ...rest } = item as SetAsideItem & { error?: unknown };
  return { ...rest, problem: storedProblem(item.problem, error) };
}

/** Why a stored value is not a usable entry, or null when it is. */
function entryProblem(data: unknown): StorageProblem | null {
  const parsed = parseEntry(data);
  if (!parsed.ok) return parsed.problem;
  const session = restoreEntry(parsed.value);
  return session.ok ? null : session.problem;
}

/** The stored entry with this id: the entry, null when there is none, or why it cannot be read. */
export async function readEntry(
  id: string,
): Promise<{ entry: LibraryEntry | null } | { problem: StorageProblem; damaged: boolean }> {
  let db: Database;
  try {
    db = await database(localStore);
  } catch (error) {
    return { problem: browserProblem(error), damaged: false };
  }
  try {
    const data: unknown = await db.get('games', id);
    if (data === undefined) return { entry: null };
    const problem = entryProblem(data);
    if (problem === null) return { entry: data as LibraryEntry };
    const tx = db.transaction(['games', 'set-aside'], 'readwrite', { durability: 'strict' });
    await tx.objectStore('set-aside').add({
      key: id,
      problem,
      data,
      setAsideAt: new Date().toISOString(),
    });
    await tx.objectStore('games').delete(id);
    await tx.done;
    return { problem, damaged: true };
  } catch (error) {
    return { problem: browserProblem(error), damaged: false };
  }
}

/**
 * Stores `entry` if the stored one is still at `entry.revision` (or there is none), as revision
 * `entry.revision + 1`, in a strict-durability transaction; see `WriteOutcome`.
 */
export async function writeEntry(entry: LibraryEntry): Promise<WriteOutcome> {
  try {
    const db = await database(localStore);
    const tx = db.transaction('games', 'readwrite', { durability: 'strict' });
    const stored = await tx.store.get(entry.id);
    if (stored && stored.revision !== entry.revision && parseEntry(stored).ok) {
      tx.abort();
      await tx.done.catch(() => {});
      return { kind: 'conflict', stored };
    }
    const next = { ...entry, revision: entry.revision + 1 };
    await tx.store.put(next);
    await tx.done;
    announce({ kind: 'saved', id: next.id, revision: next.revision });
    return { kind: 'saved', entry: next };
  } catch (error) {
    return { kind: 'failed', problem: browserProblem(error) };
  }
}

/** Removes an entry (the caller keeps it to offer undo); false with the reason on failure. */
export async function deleteEntry(
  id: string,
): Promise<{ ok: true } | { ok: false; problem: StorageProblem }> {
  try {
    const db = await database(localStore);
    const tx = db.transaction('games', 'readwrite', { durability: 'strict' });
    await tx.store.delete(id);
    await tx.done;
    announce({ kind: 'deleted', id });
    return { ok: true };
  } catch (error) {
    return { ok: false, problem: browserProblem(error) };
  }
}

/** Puts back an entry exactly as it was (undo of a delete). */
export async function restoreDeleted(entry: LibraryEntry): Promise<WriteOutcome> {
  return writeEntry({ ...entry, revision: entry.revision - 1 });
}

/** Everything set aside so far, oldest first (for downloading it). */
export async function listSetAside(): Promise<SetAsideItem[]> {
  try {
    const db = await database(localStore);
    return (await db.getAll('set-aside')).map(readSetAside);
  } catch {
    return [];
  }
}

/** Forgets what was set aside (the player said so, after downloading it or not). */
export async function clearSetAside(): Promise<
  { ok: true } | { ok: false; problem: StorageProblem }
> {
  try {
    const db = await database(localStore);
    await db.clear('set-aside');
    announce({ kind: 'set-aside-cleared' });
    return { ok: true };
  } catch (error) {
    return { ok: false, problem: browserProblem(error) };
  }
}
