/**
 * The game on screen and its place in the game library: which game store the game page shows,
 * where it comes from (a library entry, or a new game from the address), and keeping it after
 * every change, so that no game is ever lost or replaced by another.
 *
 * Every game shown has a library id, in the address as `id=` (`?game=plunder&id=lq3x9k-4f2a`):
 * opening that address gives the game already on screen with that id (switching 2D/3D or going
 * home and back keeps it), else the library's entry with that id (a reload, a crash, "Continue"),
 * else a new game from the address (`game`, `fen`) that takes that id. An address without an id
 * is a new game with a fresh id; the page puts the id into the address. A new game, an import or
 * a pasted FEN or link (`openSession`) always gets a fresh id too: the game that was on screen
 * stays in the library under its own. A game is written once it holds something to keep (a
 * move, a position set up, an imported record) and after every change from then on.
 *
 * Writes go through libraryDb.ts (strict durability, conditional on the revision): one at a time
 * per game, the newest state each time. The page reads the save status (saving, saved, failed
 * with the browser's reason) and notices (the entry was damaged and set aside; the game changed
 * in another tab) through `hostStatus` and `onHostStatus`, so a failure is shown at once.
 * When another tab changes the game on screen, this tab loads the stored game and says that
 * the game is open elsewhere; a move made here from an older revision is refused by the library
 * and this tab shows the stored game with a notice that its last change was not kept.
 */
import type { StoreApi } from 'zustand/vanilla';
import {
  newEntryId,
  makeEntry,
  restoreEntry,
  type EntryMeta,
  type LibraryEntry,
} from '../game/library';
import {
  journalEntry,
  onLibraryChange,
  readEntry,
  unjournalEntry,
  writeEntry,
  type LibraryChange,
} from '../game/libraryDb';
import { TWO_HUMANS, type Players } from '../game/players';
import { GameSession } from '../game/session';
import type { StorageProblem } from '../game/storageProblems';
import type { GameDefinition, Problem } from '../rules';
import { createGameStore, gameStoreFor, type GameState } from '../game/store';
import type { GameId } from './games';
import { type GameRoute, type ViewMode } from './route';

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

interface ActiveGame {
  readonly store: StoreApi<GameState>;
  meta: EntryMeta;
  view: ViewMode | null;
  revision: number; // the stored revision this game is at; 0: never stored
  status: HostStatus;
  writing: boolean; // a write is in flight
  pending: boolean; // another change came during it
  applying: boolean; // putting a stored game on screen: not a change to write back
  unsubscribe: () => void; // stops following the store and the library
}

let active: ActiveGame | null = null;
const statusListeners = new Set<() => void>();

const notify = () => statusListeners.forEach((listener) => listener());

function setStatus(game: ActiveGame, status: Partial<HostStatus>): void {
  game.status = { ...game.status, ...status };
  if (game === active) notify();
}

/** Whether a session holds anything worth keeping before its first write. */
const worthKeeping = (session: GameSession) =>
  session.moves.length > 0 ||
  session.startFen !== session.game.startFen ||
  !!session.outcome ||
  session.shapesAt(0).length > 0;

const entryOf = (game: ActiveGame) =>
  makeEntry(game.store.getState().session, game.meta, game.view, game.revision);

/** Writes the game, one write at a time, always its newest state (journaled at once). */
async function save(game: ActiveGame): Promise<void> {
  journalEntry(entryOf(game));
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

const sameGame = (a: LibraryEntry, b: LibraryEntry) =>
  a.record === b.record && a.redo.join(' ') === b.redo.join(' ') && a.view === b.view;

/** Puts a stored entry's game on screen (another tab's changes), without writing it back. */
function showStored(game: ActiveGame, entry: LibraryEntry): void {
  const session = restoreEntry(entry);
  if (!session.ok) return; // libraryDb reads strictly; a damaged entry never gets here
  game.applying = true;
  try {
    game.store.getState().replaceSession(session.value);
  } finally {
    game.applying = false;
  }
  game.revision = entry.revision;
  game.meta = {
    id: entry.id,
    name: entry.name,
    opponent: entry.opponent,
    createdAt: entry.createdAt,
  };
  setStatus(game, { save: { kind: 'saved', revision: entry.revision } });
}

async function followChange(game: ActiveGame, change: LibraryChange): Promise<void> {
  if (change.kind === 'set-aside-cleared' || change.id !== game.meta.id || game !== active) return;
  if (change.kind === 'deleted') {
    game.revision = 0;
    setStatus(game, { save: { kind: 'new' }, notice: { kind: 'deleted-elsewhere' } });
    return;
  }
  if (change.revision <= game.revision || game.writing) return; // a write here settles it
  const read = await readEntry(change.id);
  if (!('entry' in read) || !read.entry || read.entry.revision <= game.revision) return;
  showStored(game, read.entry);
  setStatus(game, { notice: { kind: 'open-elsewhere' } });
}

function activate(
  store: StoreApi<GameState>,
  meta: EntryMeta,
  view: ViewMode | null,
  revision: number,
  notice: HostNotice | null,
  saveStatus: SaveStatus = revision > 0 ? { kind: 'saved', revision } : { kind: 'new' },
): ActiveGame {
  active?.unsubscribe();
  const game: ActiveGame = {
    store,
    meta,
    view,
    revision,
    status: { save: saveStatus, notice },
    writing: false,
    pending: false,
    applying: false,
    unsubscribe: () => {},
  };
  const stopStore = store.subscribe((state, previous) => {
    if (game.applying) return;
    if (
      state.version === previous.version &&
      state.session === previous.session &&
      state.shapesVersion === previous.shapesVersion
    )
      return;
    if (game.revision > 0 || worthKeeping(state.session)) void save(game);
  });
  const stopLibrary = onLibraryChange((change) => void followChange(game, change));
  game.unsubscribe = () => {
    stopStore();
    stopLibrary();
  };
  active = game;
  notify();
  return game;
}

const freshMeta = (now = new Date()): EntryMeta => ({
  id: newEntryId(now),
  name: null,
  opponent: null,
  createdAt: now.toISOString(),
});

export type OpenedGame =
  | { readonly store: StoreApi<GameState>; readonly route: GameRoute } // route: with its id
  | { readonly error: string; readonly problem: Problem }; // the address cannot start a game (a bad FEN)

/** The game on screen for this route, if it is the one the route names (no waiting needed). */
export function activeGameFor(route: GameRoute): OpenedGame | null {
  if (!active || !route.id || active.meta.id !== route.id) return null;
  return { store: active.store, route };
}

/** The store to show for a game route (see the module header for the order). */
export async function openGameFor(route: GameRoute): Promise<OpenedGame> {
  const already = activeGameFor(route);
  if (already) return already;
  let notice: HostNotice | null = null;
  let status: SaveStatus | undefined; // the library cannot be read: say so at once
  if (route.id) {
    const read = await readEntry(route.id);
    const again = activeGameFor(route); // opened meanwhile (a second render)
    if (again) return again;
    if ('entry' in read && read.entry) {
      const entry = read.entry;
      const session = restoreEntry(entry);
      if (session.ok) {
        const meta = {
          id: entry.id,
          name: entry.name,
          opponent: entry.opponent,
          createdAt: entry.createdAt,
        };
        const view = route.view ?? entry.view;
        activate(createGameStore(session.value), meta, view, entry.revision, null);
        return {
          store: active!.store,
          route: { ...route, game: entry.gameId as GameId, view, fen: null },
        };
      }
    }
    if ('problem' in read && read.damaged)
      notice = { kind: 'restore-failed', problem: read.problem };
    else if ('problem' in read) status = { kind: 'failed', problem: read.problem };
  }
  const started = gameStoreFor(route.game, route.fen ?? undefined, route.shapes ?? undefined);
  if ('error' in started) return { error: started.error, problem: started.problem };
  const meta = route.id && !notice ? { ...freshMeta(), id: route.id } : freshMeta();
  const game = activate(started.store, meta, route.view, 0, notice, status);
  if (worthKeeping(started.store.getState().session)) void save(game);
  return { store: game.store, route: { ...route, id: meta.id } };
}

/**
 * Puts a session on screen on purpose (a new game, an import, a pasted FEN or link) as a new
 * game in the library, and keeps it at once when it holds anything; returns its route.
 */
export function openSession(session: GameSession, view: ViewMode | null): GameRoute {
  const game = activate(createGameStore(session), freshMeta(), view, 0, null);
  if (worthKeeping(session)) void save(game);
  return { page: 'game', game: session.game.id as GameId, view, fen: null, id: game.meta.id };
}

/**
 * Starts a new game and shows it, under a new library id: a fresh session of `game` (by default
 * the game on screen's) with `players` (by default the players of the game on screen, so that a
 * game against the computer stays one). The game that was on screen stays in the library as it
 * was, finished or not. The game controls' and the game-over banner's "New game" both come here.
 */
export function newGame(spec: {
  game?: GameDefinition;
  players?: Players;
  view: ViewMode | null;
}): GameRoute | null {
  const shown = active?.store.getState().session;
  const game = spec.game ?? shown?.game;
  if (!game) return null;
  const started = GameSession.start(game, undefined, spec.players ?? shown?.players ?? TWO_HUMANS);
  return started.ok ? openSession(started.value, spec.view) : null;
}

/** Keeps sessions in the library as new games without showing them (a file's other games). */
export async function keepSessions(
  sessions: readonly GameSession[],
): Promise<{ ok: true } | { ok: false; problem: StorageProblem }> {
  for (const session of sessions) {
    const written = await writeEntry(makeEntry(session, freshMeta(), null, 0));
    if (written.kind === 'failed') return { ok: false, problem: written.problem };
  }
  return { ok: true };
}

/** Tells the host which view the game is shown in, so that the library remembers it. */
export function noteView(store: StoreApi<GameState>, view: ViewMode | null): void {
  if (active?.store !== store || active.view === view) return;
  active.view = view;
  if (active.revision > 0) void save(active);
}

/** The save status and notice of the game on screen (for `store`). */
export function hostStatus(store: StoreApi<GameState>): HostStatus {
  return active?.store === store ? active.status : { save: { kind: 'new' }, notice: null };
}

/** Calls `listener` whenever the save status or notice changes; returns the unsubscribe. */
export function onHostStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

export function dismissNotice(store: StoreApi<GameState>): void {
  if (active?.store === store) setStatus(active, { notice: null });
}

/** Lets go of the game with this id if it is the one kept on screen (it is being deleted). */
export function forgetGame(id: string): void {
  if (active?.meta.id !== id) return;
  active.unsubscribe();
  active = null;
}

/** Forgets the game on screen (tests: a fresh page load). */
export function forgetActiveForTests(): void {
  active?.unsubscribe();
  active = null;
}

/** Resolves once the game on screen has no write in flight (tests). */
export async function settledForTests(): Promise<void> {
  while (active && (active.writing || active.status.save.kind === 'saving'))
    await new Promise((resolve) => setTimeout(resolve, 1));
}
