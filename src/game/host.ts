/**
 * The game host: the one owner of the game on screen and of its place in the game library. It
 * opens a game (the one on screen, a library entry, a new game from an address), puts a game on
 * screen on purpose (a new game, an import, a pasted FEN or link), keeps it after every change
 * and follows the changes other tabs make to it, so that no game is ever lost or replaced by
 * another. No React and no module state: the app shell makes one host (`new GameHost()`) and
 * hands it to the pages; a test makes its own.
 *
 * Every game shown has a library id, in the address as `id=` (`?game=plunder&id=lq3x9k-4f2a`):
 * opening an address with an id gives the game already on screen with that id (switching 2D/3D
 * or going home and back keeps it), else the library's entry with that id (a reload, a crash,
 * "Continue"), else a new game from the address (`game`, `fen`, `shapes`) that takes that id. An
 * address without an id is a new game with a fresh id, which the page puts into the address.
 *
 * Starting a game is always a new entry: `newGame` (the game controls' and the game-over
 * banner's "New game", the home page's games) makes the session, with the players of the game on
 * screen unless others are chosen, and `show` puts a session made elsewhere (an import, a pasted
 * FEN or link) on screen; both give it a fresh id and a new store, so the game that was on screen,
 * finished or not, stays in the library under its own id as it was. Nothing else replaces the
 * game in a store the host keeps, but the host itself showing what another tab stored.
 *
 * A game is written once it holds something to keep (a move, a position set up, an imported
 * record, a drawing) and after every change from then on, through libraryDb.ts (strict
 * durability, conditional on the revision): one write at a time, the newest state each time,
 * and only when it differs from what was last written or shown (so the stored game put on screen
 * from another tab is not written back). The page reads the save status (saving, saved, failed
 * with the browser's reason) and notices (the entry was damaged and set aside; the game changed
 * in another tab) through `status` and `subscribe`. When another tab changes the game on screen,
 * this tab shows the stored game and says that the game is open elsewhere; a change made here
 * from an older revision is refused by the library, and this tab shows the stored game with a
 * notice that its last change was not kept.
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
import { TWO_HUMANS, type Players } from './players';
import { GameSession } from './session';
import type { StorageProblem } from './storageProblems';
import { createGameStore, sessionForAddress, type GameState } from './store';
import type { GameDefinition, Problem } from '../rules';

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

/** What an address asks for: a library entry by its id, or else a game to start. */
export interface GameAddress {
  readonly gameId: string; // 'plunder'
  readonly id?: string | null; // 'lq3x9k-4f2a' — the library entry; absent or null: a new game
  readonly fen?: string | null; // the position to start from; null: the game's start
  readonly shapes?: string | null; // 'G1e23e4,Re4' — drawn on it (a share link)
  readonly view: BoardMode | null; // the board asked for; null: none
}

/** A game on screen: its store and where it is now (its address's parts). */
export interface HostedGame {
  readonly store: StoreApi<GameState>;
  readonly id: string; // its library id, 'lq3x9k-4f2a'
  readonly gameId: string; // 'plunder'
  readonly view: BoardMode | null; // the address's board, else the one it was last shown on
  readonly fen: string | null; // the address's FEN, for a game started from it; else null
}

/** What opening an address gives: the game, or why the address cannot start one (a bad FEN). */
export type OpenedGame = HostedGame | { readonly error: string; readonly problem: Problem };

/** The part of the library (libraryDb.ts) the host reads and writes through. */
export interface HostLibrary {
  readEntry: typeof readEntry;
  writeEntry: typeof writeEntry;
  journalEntry: typeof journalEntry;
  unjournalEntry: typeof unjournalEntry;
  onLibraryChange: typeof onLibraryChange;
}

const BROWSER_LIBRARY: HostLibrary = {
  readEntry,
  writeEntry,
  journalEntry,
  unjournalEntry,
  onLibraryChange,
};

/** A new game asked for: its game, players and board; each omitted one is the game on screen's. */
export interface NewGameSpec {
  readonly game?: GameDefinition;
  readonly players?: Players; // omitted: the players of the game on screen (two people if none)
  readonly view?: BoardMode | null;
}

interface ActiveGame {
  readonly store: StoreApi<GameState>;
  meta: EntryMeta;
  view: BoardMode | null;
  revision: number; // the stored revision this game is at; 0: never stored
  kept: LibraryEntry | null; // the state last handed to the library or shown from it
  status: HostStatus;
  writing: boolean; // a write is in flight
  pending: boolean; // another change came during it
  unsubscribe: () => void; // stops following the store and the library
}

/** Whether a session holds anything worth keeping before its first write. */
const worthKeeping = (session: GameSession) =>
  session.moves.length > 0 ||
  session.startFen !== session.game.startFen ||
  !!session.outcome ||
  session.shapesAt(0).length > 0;

/** Whether two entries hold the same game as it stands (its record, moves to redo and board). */
const sameGame = (a: LibraryEntry, b: LibraryEntry) =>
  a.record === b.record && a.redo.join(' ') === b.redo.join(' ') && a.view === b.view;

const metaOf = (entry: LibraryEntry): EntryMeta => ({
  id: entry.id,
  name: entry.name,
  opponent: entry.opponent,
  createdAt: entry.createdAt,
});

const freshMeta = (now = new Date()): EntryMeta => ({
  id: newEntryId(now),
  name: null,
  opponent: null,
  createdAt: now.toISOString(),
});

const NOTHING: HostStatus = { save: { kind: 'new' }, notice: null };

export class GameHost {
  private active: ActiveGame | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly library: HostLibrary = BROWSER_LIBRARY) {}

  /** The game on screen if it is the one with this library id (no waiting needed). */
  shown(id: string | null | undefined): HostedGame | null {
    const game = this.active;
    if (!game || !id || game.meta.id !== id) return null;
    return this.hosted(game, null);
  }

  /** The game for an address (see the module header for the order). */
  async open(address: GameAddress): Promise<OpenedGame> {
    const already = this.shown(address.id);
    if (already) return already;
    let notice: HostNotice | null = null;
    let status: SaveStatus | undefined; // the library cannot be read: say so at once
    if (address.id) {
      const read = await this.library.readEntry(address.id);
      const again = this.shown(address.id); // opened meanwhile (a second render)
      if (again) return again;
      if ('entry' in read && read.entry) {
        const entry = read.entry;
        const session = restoreEntry(entry);
        if (session.ok) {
          const view = address.view ?? entry.view;
          const game = this.activate(session.value, metaOf(entry), view, entry.revision, null);
          game.kept = entry;
          return this.hosted(game, null);
        }
      }
      if ('problem' in read && read.damaged)
        notice = { kind: 'restore-failed', problem: read.problem };
      else if ('problem' in read) status = { kind: 'failed', problem: read.problem };
    }
    const started = sessionForAddress(
      address.gameId,
      address.fen ?? undefined,
      address.shapes ?? undefined,
    );
    if ('error' in started) return started;
    const meta = address.id && !notice ? { ...freshMeta(), id: address.id } : freshMeta();
    const game = this.activate(started.session, meta, address.view, 0, notice, status);
    if (worthKeeping(started.session)) void this.save(game);
    return this.hosted(game, address.fen ?? null);
  }

  /**
   * Starts a new game and shows it, under a new library id: a fresh session of `spec.game` with
   * `spec.players`, on `spec.view`, each by default the game on screen's, so that a game
   * against the computer stays one. The game that was on screen stays in the library as it was.
   * Null when there is no game to take the game from (none given, none on screen).
   */
  newGame(spec: NewGameSpec = {}): HostedGame | null {
    const shown = this.active;
    const session = shown?.store.getState().session;
    const game = spec.game ?? session?.game;
    if (!game) return null;
    const players = spec.players ?? session?.players ?? TWO_HUMANS;
    const started = GameSession.start(game, undefined, players);
    if (!started.ok) return null; // a game's own start position always starts
    const view = spec.view === undefined ? (shown?.view ?? null) : spec.view;
    return this.put(started.value, view, {
      kind: 'new-game',
      gameId: game.id,
      gameName: game.name,
    });
  }

  /**
   * Puts a session on screen on purpose (an import, a pasted FEN or link) as a new game in the
   * library, and keeps it at once when it holds anything.
   */
  show(session: GameSession, view: BoardMode | null): HostedGame {
    return this.put(session, view, null);
  }

  /** Keeps sessions in the library as new games without showing them (a file's other games). */
  async keep(
    sessions: readonly GameSession[],
  ): Promise<{ ok: true } | { ok: false; problem: StorageProblem }> {
    for (const session of sessions) {
      const written = await this.library.writeEntry(makeEntry(session, freshMeta(), null, 0));
      if (written.kind === 'failed') return { ok: false, problem: written.problem };
    }
    return { ok: true };
  }

  /** Tells the host which board the game is shown on, so that the library remembers it. */
  noteView(store: StoreApi<GameState>, view: BoardMode | null): void {
    const game = this.active;
    if (game?.store !== store || game.view === view) return;
    game.view = view;
    if (game.revision > 0) void this.save(game);
  }

  /** The save status and notice of the game on screen (for `store`). */
  readonly status = (store: StoreApi<GameState>): HostStatus =>
    this.active?.store === store ? this.active.status : NOTHING;

  /** Calls `listener` whenever the save status or notice changes; returns the unsubscribe. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  dismissNotice(store: StoreApi<GameState>): void {
    if (this.active?.store === store) this.setStatus(this.active, { notice: null });
  }

  /** Lets go of the game with this id if it is the one on screen (it is being deleted). */
  forget(id: string): void {
    if (this.active?.meta.id !== id) return;
    this.active.unsubscribe();
    this.active = null;
  }

  /** Lets go of the game on screen (the page goes; tests: a fresh page load). */
  close(): void {
    this.active?.unsubscribe();
    this.active = null;
  }

  /** Resolves once the game on screen has no write in flight (tests). */
  async settled(): Promise<void> {
    while (this.active && (this.active.writing || this.active.status.save.kind === 'saving'))
      await new Promise((resolve) => setTimeout(resolve, 1));
  }

  private hosted(game: ActiveGame, fen: string | null): HostedGame {
    const gameId = game.store.getState().session.game.id;
    return { store: game.store, id: game.meta.id, gameId, view: game.view, fen };
  }

  /** A session on screen as a new game, under a fresh id; kept at once when it holds anything. */
  private put(
    session: GameSession,
    view: BoardMode | null,
    announced: GameState['announced'],
  ): HostedGame {
    const game = this.activate(session, freshMeta(), view, 0, null, undefined, announced);
    if (worthKeeping(session)) void this.save(game);
    return this.hosted(game, null);
  }

  private notify(): void {
    this.listeners.forEach((listener) => listener());
  }

  private setStatus(game: ActiveGame, status: Partial<HostStatus>): void {
    game.status = { ...game.status, ...status };
    if (game === this.active) this.notify();
  }

  private activate(
    session: GameSession,
    meta: EntryMeta,
    view: BoardMode | null,
    revision: number,
    notice: HostNotice | null,
    saveStatus: SaveStatus = revision > 0 ? { kind: 'saved', revision } : { kind: 'new' },
    announced: GameState['announced'] = null,
  ): ActiveGame {
    this.active?.unsubscribe();
    const store = createGameStore(session, announced);
    const game: ActiveGame = {
      store,
      meta,
      view,
      revision,
      kept: null,
      status: { save: saveStatus, notice },
      writing: false,
      pending: false,
      unsubscribe: () => {},
    };
    const stopStore = store.subscribe((state, previous) => {
      if (
        state.version === previous.version &&
        state.session === previous.session &&
        state.shapesVersion === previous.shapesVersion
      )
        return;
      if (game.revision > 0 || worthKeeping(state.session)) void this.save(game);
    });
    const stopLibrary = this.library.onLibraryChange(
      (change) => void this.followChange(game, change),
    );
    game.unsubscribe = () => {
      stopStore();
      stopLibrary();
    };
    this.active = game;
    this.notify();
    return game;
  }

  private entryOf(game: ActiveGame): LibraryEntry {
    return makeEntry(game.store.getState().session, game.meta, game.view, game.revision);
  }

  /**
   * Writes the game, one write at a time, always its newest state (journaled at once); nothing
   * when it stands as it was last written or shown.
   */
  private async save(game: ActiveGame): Promise<void> {
    const newest = this.entryOf(game);
    if (game.kept && sameGame(newest, game.kept)) return;
    this.library.journalEntry(newest);
    if (game.writing) {
      game.pending = true;
      return;
    }
    game.writing = true;
    this.setStatus(game, { save: { kind: 'saving' } });
    try {
      do {
        game.pending = false;
        const entry = this.entryOf(game);
        game.kept = entry;
        const outcome = await this.library.writeEntry(entry);
        if (outcome.kind === 'saved') {
          game.revision = outcome.entry.revision;
          if (!game.pending) this.library.unjournalEntry(entry.id);
          this.setStatus(game, { save: { kind: 'saved', revision: game.revision } });
        } else if (outcome.kind === 'failed') {
          this.setStatus(game, { save: { kind: 'failed', problem: outcome.problem } });
        } else if (sameGame(outcome.stored, entry)) {
          // stored by another opening of the library from this tab's journal: nothing was lost
          game.revision = outcome.stored.revision;
          if (!game.pending) this.library.unjournalEntry(entry.id);
          this.setStatus(game, { save: { kind: 'saved', revision: game.revision } });
        } else {
          game.pending = false;
          this.library.unjournalEntry(entry.id);
          this.showStored(game, outcome.stored);
          this.setStatus(game, { notice: { kind: 'conflict' } });
        }
      } while (game.pending);
    } finally {
      game.writing = false;
    }
  }

  /** Puts a stored entry's game on screen (another tab's changes); it is not written back. */
  private showStored(game: ActiveGame, entry: LibraryEntry): void {
    const session = restoreEntry(entry);
    if (!session.ok) return; // libraryDb reads strictly; a damaged entry never gets here
    // what the store is about to hold, as this tab would write it: nothing to write back
    // (the board it is shown on here is this tab's own, so two tabs never write back and forth)
    game.kept = { ...entry, view: game.view };
    game.revision = entry.revision;
    game.meta = metaOf(entry);
    game.store.getState().replaceSession(session.value);
    this.setStatus(game, { save: { kind: 'saved', revision: entry.revision } });
  }

  private async followChange(game: ActiveGame, change: LibraryChange): Promise<void> {
    if (change.kind === 'set-aside-cleared' || change.id !== game.meta.id || game !== this.active)
      return;
    if (change.kind === 'deleted') {
      game.revision = 0;
      game.kept = null;
      this.setStatus(game, { save: { kind: 'new' }, notice: { kind: 'deleted-elsewhere' } });
      return;
    }
    if (change.revision <= game.revision || game.writing) return; // a write here settles it
    const read = await this.library.readEntry(change.id);
    if (!('entry' in read) || !read.entry || read.entry.revision <= game.revision) return;
    this.showStored(game, read.entry);
    this.setStatus(game, { notice: { kind: 'open-elsewhere' } });
  }
}
