/**
 * The game host: the one owner of the game on screen and of its place in the game library. It
 * opens a game (the one on screen, a library entry, a new game from an address), puts a game on
 * screen on purpose (a new game, an import, a pasted FEN or link), keeps it after every change
 * and follows the changes other tabs make to it, so that no game is ever lost or replaced by
 * another. No React and no module state: the app shell makes one host (`createGameHost()`) and
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
 * A game is written (keptGame.ts) once it holds something to keep (a move, a position set up, an imported
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
import {
  freshMeta,
  keepGame,
  metaOf,
  saveGame,
  setStatus,
  worthKeeping,
  type BoardMode,
  type HostNotice,
  type HostStatus,
  type KeptGame,
  type SaveStatus,
} from './keptGame';
import { makeEntry, restoreEntry, type EntryMeta } from './library';
import { closeLibrary, readEntry, writeEntry } from './libraryDb';
import { TWO_HUMANS, type Players } from './players';
import { GameSession } from './session';
import type { StorageProblem } from './storageProblems';
import { sessionForAddress, type GameState } from './store';
import { parseControl, type GameDefinition, type Problem, type TimeControl } from '../rules';

export type { BoardMode, HostNotice, HostStatus } from './keptGame';

/** What an address asks for: a library entry by its id, or else a game to start. */
export interface GameAddress {
  readonly gameId: string; // 'plunder'
  readonly id?: string | null; // 'lq3x9k-4f2a' — the library entry; absent or null: a new game
  readonly fen?: string | null; // the position to start from; null: the game's start
  readonly shapes?: string | null; // 'G1e23e4,Re4' — drawn on it (a share link)
  readonly view: BoardMode | null; // the board asked for; null: none
  readonly clock?: string | null; // '5+3' — the time control of a new game (clock.ts); absent: untimed
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

/** A new game asked for: its game, players and board; each omitted one is the game on screen's. */
export interface NewGameSpec {
  readonly game?: GameDefinition;
  readonly players?: Players; // omitted: the players of the game on screen (two people if none)
  readonly view?: BoardMode | null;
  readonly control?: TimeControl | null; // omitted: the game on screen's; null: untimed
}

const NOTHING: HostStatus = { save: { kind: 'new' }, notice: null };

/** The one owner of the game on screen (see the module header); make one with `createGameHost`. */
export interface GameHost {
  /** The game on screen if it is the one with this library id (no waiting needed). */
  shown(id: string | null | undefined): HostedGame | null;
  /** The game for an address (see the module header for the order). */
  open(address: GameAddress): Promise<OpenedGame>;
  /**
   * The game for an address without a library id, at once (no library to read): the game on
   * screen if it was started from this very address and no move was made in it (so that asking again,
   * as a render may, gives the same game), else a new one. A game page's first render shows it,
   * so a page prerendered from an address hydrates with the game in place (docs/performance.md).
   */
  start(address: GameAddress): OpenedGame;
  /**
   * Starts a new game and shows it, under a new library id: a fresh session of `spec.game` with
   * `spec.players`, on `spec.view`, timed by `spec.control`, each by default the game on screen's,
   * so that a game against the computer (or a timed game) stays one. The game that was on screen stays in the library as it was. Null
   * when there is no game to take the game from (none given, none on screen).
   */
  newGame(spec?: NewGameSpec): HostedGame | null;
  /**
   * Puts a session on screen on purpose (an import, a pasted FEN or link) as a new game in the
   * library, and keeps it at once when it holds anything; `online`: the game's id on the game
   * server (an online game, which the library marks as archived there).
   */
  show(session: GameSession, view: BoardMode | null, online?: string): HostedGame;
  /** Keeps sessions in the library as new games without showing them (a file's other games). */
  keep(
    sessions: readonly GameSession[],
  ): Promise<{ ok: true } | { ok: false; problem: StorageProblem }>;
  /** Tells the host which board the game is shown on, so that the library remembers it. */
  noteView(store: StoreApi<GameState>, view: BoardMode | null): void;
  /** The save status and notice of the game on screen (for `store`). */
  status(store: StoreApi<GameState>): HostStatus;
  /** Calls `listener` whenever the save status or notice changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  dismissNotice(store: StoreApi<GameState>): void;
  /** Lets go of the game with this id if it is the one on screen (it is being deleted). */
  forget(id: string): void;
  /** Lets go of the game on screen and closes the library (a page going away; a test's reload). */
  close(): Promise<void>;
  /** Resolves once the game on screen has no write in flight (tests). */
  settled(): Promise<void>;
}

/** A game host with nothing on screen yet; every one keeps its own game (a page, a test). */
export function createGameHost(): GameHost {
  let active: KeptGame | null = null;
  let startedFrom: string | null = null; // the address the active game was started from by `start`
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const hosted = (game: KeptGame, fen: string | null): HostedGame => ({
    store: game.store,
    id: game.meta.id,
    gameId: game.store.getState().session.game.id,
    view: game.view,
    fen,
  });

  function activate(
    session: GameSession,
    meta: EntryMeta,
    view: BoardMode | null,
    revision: number,
    notice: HostNotice | null,
    saveStatus?: SaveStatus,
    announced: GameState['announced'] = null,
  ): KeptGame {
    active?.unsubscribe();
    startedFrom = null;
    const game: KeptGame = keepGame({
      session,
      meta,
      view,
      revision,
      notice,
      saveStatus,
      announced,
      onStatus: () => {
        if (game === active) notify();
      },
    });
    active = game;
    // Told after the caller's work, never in the middle of it: `start` runs in a render, where a
    // listener (a page's save notice) must not be updated.
    queueMicrotask(notify);
    return game;
  }

  /** A session on screen as a new game, under a fresh id; kept at once when it holds anything. */
  function put(
    session: GameSession,
    view: BoardMode | null,
    announced: GameState['announced'],
    online?: string,
  ): HostedGame {
    const meta = online ? { ...freshMeta(), online } : freshMeta();
    const game = activate(session, meta, view, 0, null, undefined, announced);
    if (worthKeeping(session)) void saveGame(game);
    return hosted(game, null);
  }

  /** A new game from an address (its id, when it has one, the library's entry that was missing). */
  function startGame(
    address: GameAddress,
    notice: HostNotice | null,
    status?: SaveStatus,
  ): OpenedGame {
    const started = sessionForAddress(
      address.gameId,
      address.fen ?? undefined,
      address.shapes ?? undefined,
    );
    if ('error' in started) return started;
    const control = parseControl(address.clock ?? '');
    if (control) started.session.timeWith(control);
    const meta = address.id && !notice ? { ...freshMeta(), id: address.id } : freshMeta();
    const game = activate(started.session, meta, address.view, 0, notice, status);
    if (worthKeeping(started.session)) void saveGame(game);
    return hosted(game, address.fen ?? null);
  }

  const shown = (id: string | null | undefined): HostedGame | null =>
    active && id && active.meta.id === id ? hosted(active, null) : null;

  return {
    shown,

    async open(address) {
      const already = shown(address.id);
      if (already) return already;
      let notice: HostNotice | null = null;
      let status: SaveStatus | undefined; // the library cannot be read: say so at once
      if (address.id) {
        const read = await readEntry(address.id);
        const again = shown(address.id); // opened meanwhile (a second render)
        if (again) return again;
        if ('entry' in read && read.entry) {
          const entry = read.entry;
          const session = restoreEntry(entry);
          if (session.ok) {
            const view = address.view ?? entry.view;
            const game = activate(session.value, metaOf(entry), view, entry.revision, null);
            game.kept = entry;
            return hosted(game, null);
          }
        }
        if ('problem' in read && read.damaged)
          notice = { kind: 'restore-failed', problem: read.problem };
        else if ('problem' in read) status = { kind: 'failed', problem: read.problem };
      }
      return startGame(address, notice, status);
    },

    start(address) {
      const from = JSON.stringify([address.gameId, address.fen, address.shapes, address.clock]);
      // (no move made yet; a position set up from the address is stored at once, so the stored
      // revision says nothing here)
      const untouched = active && active.store.getState().session.moves.length === 0;
      if (active && untouched && startedFrom === from) return hosted(active, address.fen ?? null);
      const result = startGame(address, null);
      if (!('error' in result)) startedFrom = from;
      return result;
    },

    newGame(spec = {}) {
      const session = active?.store.getState().session;
      const game = spec.game ?? session?.game;
      if (!game) return null;
      const players = spec.players ?? session?.players ?? TWO_HUMANS;
      const started = GameSession.start(game, undefined, players);
      if (!started.ok) return null; // a game's own start position always starts
      const control = spec.control === undefined ? (session?.timeControl ?? null) : spec.control;
      if (control) started.value.timeWith(control);
      const view = spec.view === undefined ? (active?.view ?? null) : spec.view;
      return put(started.value, view, { kind: 'new-game', gameId: game.id, gameName: game.name });
    },

    show: (session, view, online) => put(session, view, null, online),

    async keep(sessions) {
      for (const session of sessions) {
        const written = await writeEntry(makeEntry(session, freshMeta(), null, 0));
        if (written.kind === 'failed') return { ok: false, problem: written.problem };
      }
      return { ok: true };
    },

    noteView(store, view) {
      const game = active;
      if (game?.store !== store || game.view === view) return;
      game.view = view;
      if (game.revision > 0) void saveGame(game);
    },

    status: (store) => (active?.store === store ? active.status : NOTHING),

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    dismissNotice(store) {
      if (active?.store === store) setStatus(active, { notice: null });
    },

    forget(id) {
      if (active?.meta.id !== id) return;
      active.unsubscribe();
      active = null;
    },

    close() {
      active?.unsubscribe();
      active = null;
      return closeLibrary();
    },

    async settled() {
      while (active && (active.writing || active.status.save.kind === 'saving'))
        await new Promise((resolve) => setTimeout(resolve, 1));
    },
  };
}
