/**
 * The game on screen and its save: which game store the game page shows, where it comes from
 * (the saved game, or a new game from the address), and saving it after every change.
 *
 * A game answers to an address: its game id and its start FEN (`?game=plunder`,
 * `?game=parallel-worlds&fen=…`; the view is not part of it). Opening a game page for an address
 * gives, in this order: the game already on screen for that address (switching 2D/3D or going
 * home and back keeps it), the saved game if it was saved for that address (a reload, a crash,
 * "Continue"), else a new game from the address. So reloading restores the game in progress, and
 * a different address starts that game without touching the save until a move is made there.
 * Starting a game on purpose (new game, import, a pasted FEN or link) goes through `openSession`,
 * which saves it at once under its own address, so a reload shows it rather than an older game.
 *
 * The store is saved whenever its session changes (`version` or `session`): moves, undo, redo,
 * resignation, a draw. A damaged save is reported once (as a notice for the page) and cleared.
 */
import type { StoreApi } from 'zustand/vanilla';
import {
  clearSave,
  makeSave,
  readSave,
  writeSave,
  type SaveSlot,
  type StorageLike,
} from '../game/persistence';
import type { GameSession } from '../game/session';
import type { Problem } from '../rules';
import { createGameStore, gameStoreFor, type GameState } from '../game/store';
import { browserStorage } from '../game/browserStorage';
import { isGameId, type GameId } from './games';
import { makeSearch, parseRoute, type GameRoute, type ViewMode } from './route';

/** Something the game page should tell the player once it shows the game. */
export type HostNotice =
  | { kind: 'restore-failed'; error: string } // the save was damaged; a new game started
  | { kind: 'save-failed'; error: string }; // the browser refused to store the game

interface ActiveGame {
  readonly address: string;
  readonly store: StoreApi<GameState>;
  view: ViewMode | null;
  saved: boolean; // the save slot holds this game (it has been written at least once)
  notice: HostNotice | null;
  readonly unsubscribe: () => void;
}

let storage: StorageLike = browserStorage();
let active: ActiveGame | null = null;

/** Uses another storage (tests); forgets the game on screen. */
export function setStorageForTests(next: StorageLike): void {
  active?.unsubscribe();
  active = null;
  storage = next;
}

/** The address a game answers to: its id and start FEN, never the view. */
export function addressOf(game: GameId, fen: string | null): string {
  return makeSearch({ page: 'game', game, view: null, fen });
}

/** The address of a session: its game and, unless it is the game's own, its start FEN. */
export function sessionAddress(session: GameSession): string {
  const fen = session.startFen === session.game.startFen ? null : session.startFen;
  return addressOf(session.game.id as GameId, fen);
}

function save(game: ActiveGame): void {
  const written = writeSave(
    storage,
    makeSave(game.store.getState().session, game.address, game.view),
  );
  game.saved = written.ok;
  if (!written.ok) game.notice = { kind: 'save-failed', error: written.error };
}

function activate(
  address: string,
  store: StoreApi<GameState>,
  view: ViewMode | null,
  notice: HostNotice | null,
): ActiveGame {
  active?.unsubscribe();
  const game: ActiveGame = {
    address,
    store,
    view,
    saved: false,
    notice,
    unsubscribe: store.subscribe((state, previous) => {
      if (state.version !== previous.version || state.session !== previous.session) save(game);
    }),
  };
  active = game;
  return game;
}

export type OpenedGame =
  | { readonly store: StoreApi<GameState>; readonly address: string }
  | { readonly error: string; readonly problem: Problem };

/** The store to show for a game route (see the module header for the order). */
export function openGameFor(route: GameRoute): OpenedGame {
  const address = addressOf(route.game, route.fen);
  if (active?.address === address) return { store: active.store, address };
  const slot = readSave(storage);
  if (slot.kind === 'saved' && slot.game.save.address === address) {
    const game = activate(address, createGameStore(slot.game.session), route.view, null);
    game.saved = true;
    return { store: game.store, address };
  }
  const started = gameStoreFor(route.game, route.fen ?? undefined);
  if ('error' in started) return started;
  let notice: HostNotice | null = null;
  if (slot.kind === 'corrupt') {
    notice = { kind: 'restore-failed', error: slot.error };
    clearSave(storage);
  }
  return { store: activate(address, started.store, route.view, notice).store, address };
}

/**
 * Puts a session on screen on purpose (a new game, an import, a pasted FEN or link) and saves
 * it at once; returns the route to show it. The game already on screen is replaced in place when
 * the address is the same, so the page need not remount.
 */
export function openSession(session: GameSession, view: ViewMode | null): GameRoute {
  const address = sessionAddress(session);
  const game =
    active?.address === address ? active : activate(address, createGameStore(session), view, null);
  game.view = view;
  if (game.store.getState().session !== session) game.store.getState().replaceSession(session);
  save(game);
  const route = parseRoute(address) as GameRoute;
  return { ...route, view };
}

/** Tells the host which view the game is shown in, so that the save remembers it. */
export function noteView(store: StoreApi<GameState>, view: ViewMode | null): void {
  if (active?.store !== store || active.view === view) return;
  active.view = view;
  if (active.saved) save(active);
}

/** The notice for the game on screen, if any (shown until `dismissNotice`). */
export function noticeFor(store: StoreApi<GameState>): HostNotice | null {
  return active?.store === store ? active.notice : null;
}

export function dismissNotice(store: StoreApi<GameState>): void {
  if (active?.store === store) active.notice = null;
}

/** What the save slot holds, for the home page ("Continue"); a damaged save is cleared. */
export function savedGameSummary():
  | { kind: 'empty' }
  | { kind: 'saved'; route: GameRoute; gameId: GameId; moves: number; savedAt: Date }
  | { kind: 'corrupt'; error: string } {
  const slot: SaveSlot = readSave(storage);
  if (slot.kind === 'empty') return slot;
  if (slot.kind === 'corrupt') {
    clearSave(storage);
    // the damaged save is gone: the game on screen, if any, is not saved any more
    if (active) active.saved = false;
    return slot;
  }
  const { save: data, session } = slot.game;
  const route = parseRoute(data.address);
  const gameId = session.game.id;
  if (route.page !== 'game' || !isGameId(gameId))
    return { kind: 'corrupt', error: `The saved game's address '${data.address}' is not a game.` };
  const view = data.view === '2d' || data.view === '3d' ? data.view : null;
  return {
    kind: 'saved',
    route: { ...route, view },
    gameId,
    moves: session.moves.length,
    savedAt: new Date(data.savedAt),
  };
}
