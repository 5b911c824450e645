/**
 * One game kept in the game library as it changes (the host's game on screen, host.ts): it
 * writes the game after every change that holds something to keep, one write at a time and
 * always the newest state (journaled at once), never what it last wrote or was shown; it follows
 * the changes other tabs make to it (showing the stored game, with a notice) and says how the
 * keeping goes (`status`: saving, saved, failed with the browser's reason; a notice). Split from
 * the host, which decides which game is on screen: this module only keeps one.
 */
import type { StoreApi } from 'zustand/vanilla';
import { newEntryId, makeEntry, restoreEntry, type EntryMeta, type LibraryEntry } from './library';
import {
  journalEntry,
  onLibraryChange,
  readEntry,
  unjournalEntry,
  writeEntry,
  type LibraryChange,
} from './libraryDb';
import type { GameSession } from './session';
import type { StorageProblem } from './storageProblems';
import { createGameStore, type GameState } from './store';

/** The board a game is shown on: flat or the 3D stack. */
export type BoardMode = '2d' | '3d';

/** Whether the game on screen is kept in the library. */
export type SaveStatus =
  | { readonly kind: 'new' } // nothing to keep yet (a new game, no move made)
  | { readonly kind: 'saving' }
  | { readonly kind: 'saved'; readonly revision: number } // stored; 3 writes so far
  | { readonly kind: 'failed'; readonly problem: StorageProblem }; // the browser refused: storage-full

/** Something the game page should tell the player (shown until dismissed). */
export type HostNotice =
  | { readonly kind: 'restore-failed'; readonly problem: StorageProblem } // entry damaged, set aside; new game
  | { readonly kind: 'open-elsewhere' } // another tab changed this game; the board follows it
  | { readonly kind: 'conflict' } // another tab changed it first: the last change here was not kept
  | { readonly kind: 'deleted-elsewhere' }; // deleted in another tab; kept again on the next move

export interface HostStatus {
  readonly save: SaveStatus;
  readonly notice: HostNotice | null;
}

/** One game kept in the library as it changes: its store, where it stands, its writes. */
export interface KeptGame {
  readonly store: StoreApi<GameState>;
  meta: EntryMeta;
  view: BoardMode | null;
  revision: number; // the stored revision this game is at; 0: never stored
  kept: LibraryEntry | null; // the state last handed to the library or shown from it
  status: HostStatus;
  writing: boolean; // a write is in flight
  pending: boolean; // another change came during it
  following: boolean; // still follows its store and the library (false once let go)
  unsubscribe: () => void; // stops following the store and the library
  readonly onStatus: () => void; // told whenever `status` changes
}

/** Whether a session holds anything worth keeping before its first write. */
export const worthKeeping = (session: GameSession) =>
  session.moves.length > 0 ||
  session.startFen !== session.game.startFen ||
  !!session.outcome ||
  session.shapesAt(0).length > 0;

/** Whether two entries hold the same game as it stands (its record, moves to redo and board). */
const sameGame = (a: LibraryEntry, b: LibraryEntry) =>
  a.record === b.record && a.redo.join(' ') === b.redo.join(' ') && a.view === b.view;

export const metaOf = (entry: LibraryEntry): EntryMeta => ({
  id: entry.id,
  name: entry.name,
  opponent: entry.opponent,
  ...(entry.online ? { online: entry.online } : {}),
  createdAt: entry.createdAt,
});

export const freshMeta = (now = new Date()): EntryMeta => ({
  id: newEntryId(now),
  name: null,
  opponent: null,
  createdAt: now.toISOString(),
});

const entryOf = (game: KeptGame) =>
  makeEntry(game.store.getState().session, game.meta, game.view, game.revision);

/**
 * Writes the game, one write at a time, always its newest state (journaled at once); nothing
 * when it stands as it was last written or shown.
 */
export async function saveGame(game: KeptGame): Promise<void> {
  const newest = entryOf(game);
  if (game.kept && sameGame(newest, game.kept)) return;
  journalEntry(newest);
  if (game.writing) {
    game.pending = true;
    return;
  }
  game.writing = true;
  setStatus(game, { save: { kind: 'saving' } });
  try {
    do {
      game.pending = false;
      const entry = entryOf(game);
      game.kept = entry;
      const outcome = await writeEntry(entry);
      if (outcome.kind === 'saved') {
        game.revision = outcome.entry.revision;
        if (!game.pending) unjournalEntry(entry.id);
        setStatus(game, { save: { kind: 'saved', revision: game.revision } });
      } else if (outcome.kind === 'failed') {
        setStatus(game, { save: { kind: 'failed', problem: outcome.problem } });
      } else if (sameGame(outcome.stored, entry)) {
        // stored by another opening of the library from this tab's journal: nothing was lost
        game.revision = outcome.stored.revision;
        if (!game.pending) unjournalEntry(entry.id);
        setStatus(game, { save: { kind: 'saved', revision: game.revision } });
      } else {
        game.pending = false;
        unjournalEntry(entry.id);
        showStored(game, outcome.stored);
        setStatus(game, { notice: { kind: 'conflict' } });
      }
    } while (game.pending);
  } finally {
    game.writing = false;
  }
}

/** Puts a stored entry's game on screen (another tab's changes); it is not written back. */
function showStored(game: KeptGame, entry: LibraryEntry): void {
  const session = restoreEntry(entry);
  if (!session.ok) return; // libraryDb reads strictly; a damaged entry never gets here
  // what the store is about to hold, as this tab would write it: nothing to write back
  // (the board it is shown on here is this tab's own, so two tabs never write back and forth)
  game.kept = { ...entry, view: game.view };
  game.revision = entry.revision;
  game.meta = metaOf(entry);
  game.store.getState().replaceSession(session.value);
  setStatus(game, { save: { kind: 'saved', revision: entry.revision } });
}

async function followChange(game: KeptGame, change: LibraryChange): Promise<void> {
  if (change.kind === 'set-aside-cleared' || change.id !== game.meta.id || !game.following) return;
  if (change.kind === 'deleted') {
    game.revision = 0;
    game.kept = null;
    setStatus(game, { save: { kind: 'new' }, notice: { kind: 'deleted-elsewhere' } });
    return;
  }
  if (change.revision <= game.revision || game.writing) return; // a write here settles it
  const read = await readEntry(change.id);
  if (!('entry' in read) || !read.entry || read.entry.revision <= game.revision) return;
  showStored(game, read.entry);
  setStatus(game, { notice: { kind: 'open-elsewhere' } });
}

/** Sets part of a game's status and tells whoever shows it. */
export function setStatus(game: KeptGame, status: Partial<HostStatus>): void {
  game.status = { ...game.status, ...status };
  game.onStatus();
}

export interface KeepSpec {
  readonly session: GameSession;
  readonly meta: EntryMeta;
  readonly view: BoardMode | null;
  readonly revision: number; // the stored revision it starts at; 0: never stored
  readonly notice: HostNotice | null;
  readonly saveStatus?: SaveStatus; // default: saved at `revision`, or new
  readonly announced?: GameState['announced'];
  readonly onStatus: () => void;
}

/** A new store for `spec.session`, kept in the library from now on (see the header). */
export function keepGame(spec: KeepSpec): KeptGame {
  const { revision } = spec;
  const store = createGameStore(spec.session, spec.announced ?? null);
  const game: KeptGame = {
    store,
    meta: spec.meta,
    view: spec.view,
    revision,
    kept: null,
    status: {
      save: spec.saveStatus ?? (revision > 0 ? { kind: 'saved', revision } : { kind: 'new' }),
      notice: spec.notice,
    },
    writing: false,
    pending: false,
    following: true,
    unsubscribe: () => {},
    onStatus: spec.onStatus,
  };
  const stopStore = store.subscribe((state, previous) => {
    if (
      state.version === previous.version &&
      state.session === previous.session &&
      state.shapesVersion === previous.shapesVersion
    )
      return;
    if (game.revision > 0 || worthKeeping(state.session)) void saveGame(game);
  });
  const stopLibrary = onLibraryChange((change) => void followChange(game, change));
  game.unsubscribe = () => {
    game.following = false;
    stopStore();
    stopLibrary();
  };
  return game;
}
