// Unit tests of the game host (src/ui/gameHost.ts), the rules of which game a game page shows:
// the saved game for the same address (a reload), a new game for another address (the save kept
// until a move is made there), saving after every change, games opened on purpose saved at once,
// and a damaged save reported and cleared. Storage is an in-memory map.
import { beforeEach, describe, expect, it } from 'vitest';
import { SAVE_KEY, readSave } from '../../src/game/persistence';
import { GameSession } from '../../src/game/session';
import { PLUNDER, POCKET_MUTATION } from '../../src/rules';
import { memoryStorage } from '../../src/game/browserStorage';
import {
  noteView,
  noticeFor,
  openGameFor,
  openSession,
  savedGameSummary,
  setStorageForTests,
} from '../../src/ui/gameHost';
import type { GameRoute } from '../../src/ui/route';

const plunder: GameRoute = { page: 'game', game: 'plunder', view: null, fen: null };
const pocket: GameRoute = { page: 'game', game: 'pocket-mutation', view: null, fen: null };
const KINGS = '4k3/8/8/8/8/8/8/4K2R w K - 0 1';

let storage = memoryStorage();
/** A fresh page load: the host forgets the game on screen, the storage stays. */
const reload = () => setStorageForTests(storage);

function storeOf(route: GameRoute) {
  const opened = openGameFor(route);
  if ('error' in opened) throw new Error(opened.error);
  return opened.store;
}

describe('game host', () => {
  beforeEach(() => {
    storage = memoryStorage();
    reload();
  });

  it('restores the game of the same address after a reload', () => {
    const store = storeOf({ ...plunder, view: '2d' });
    expect(store.getState().typeMove('e2e4')).toBe(true);
    expect(store.getState().typeMove('e7e5')).toBe(true);
    reload();
    const again = storeOf(plunder);
    expect(again).not.toBe(store);
    expect(again.getState().session.fenWithSubMoves()).toBe(
      store.getState().session.fenWithSubMoves(),
    );
  });

  it('does the same for an address with a FEN', () => {
    const route: GameRoute = { ...plunder, fen: KINGS };
    storeOf(route).getState().typeMove('h1h7');
    reload();
    expect(
      storeOf(route)
        .getState()
        .session.moves.map((m) => m.canonical),
    ).toEqual(['h1h7']);
    reload();
    expect(storeOf(plunder).getState().session.moves).toHaveLength(0);
  });

  it('starts another address afresh and keeps the save until a move is made there', () => {
    storeOf(plunder).getState().typeMove('e2e4');
    reload();
    const other = storeOf(pocket);
    expect(other.getState().session.moves).toHaveLength(0);
    expect(savedGameSummary()).toMatchObject({ kind: 'saved', gameId: 'plunder', moves: 1 });
    other.getState().typeMove('d2d4');
    expect(savedGameSummary()).toMatchObject({ kind: 'saved', gameId: 'pocket-mutation' });
  });

  it('keeps the same store for the same address (view switch, going home and back)', () => {
    const store = storeOf({ ...plunder, view: '2d' });
    expect(storeOf({ ...plunder, view: '3d' })).toBe(store);
  });

  it('saves undo and resignation too', () => {
    const store = storeOf(plunder);
    store.getState().typeMove('e2e4');
    store.getState().undo();
    let slot = readSave(storage);
    expect(slot.kind === 'saved' && slot.game.save.redo).toEqual(['e2e4']);
    store.getState().redo();
    store.getState().resign();
    slot = readSave(storage);
    expect(slot.kind === 'saved' && slot.game.session.outcome?.reason).toBe('resignation');
  });

  it('remembers the view of a saved game', () => {
    const store = storeOf({ ...plunder, view: '2d' });
    store.getState().typeMove('e2e4');
    noteView(store, '3d');
    const summary = savedGameSummary();
    expect(summary.kind === 'saved' && summary.route).toEqual({ ...plunder, view: '3d' });
  });

  it('saves a game opened on purpose at once, under its own address', () => {
    storeOf(plunder).getState().typeMove('e2e4');
    const session = GameSession.start(POCKET_MUTATION, '4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1');
    if (!session.ok) throw new Error(session.error);
    const route = openSession(session.value, '2d');
    expect(route).toEqual({ ...pocket, view: '2d', fen: '4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1' });
    reload();
    expect(storeOf(route).getState().session.startFen).toBe('4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1');
  });

  it('replaces the game on screen in place for a new game at the same address', () => {
    const store = storeOf(plunder);
    store.getState().typeMove('e2e4');
    const fresh = GameSession.start(PLUNDER);
    if (!fresh.ok) throw new Error(fresh.error);
    openSession(fresh.value, null);
    expect(storeOf(plunder)).toBe(store);
    expect(store.getState().session.moves).toHaveLength(0);
    reload();
    expect(storeOf(plunder).getState().session.moves).toHaveLength(0);
  });

  it('reports a damaged save once, clears it and starts the address afresh', () => {
    storage.setItem(SAVE_KEY, '{"format":1,"address":');
    reload();
    const store = storeOf(plunder);
    expect(store.getState().session.moves).toHaveLength(0);
    expect(noticeFor(store)).toMatchObject({
      kind: 'restore-failed',
      error: expect.stringMatching(/JSON/),
    });
    expect(storage.getItem(SAVE_KEY)).toBeNull();
  });

  it('the home page sees a damaged save as corrupt and clears it', () => {
    storage.setItem(SAVE_KEY, 'garbage');
    reload();
    expect(savedGameSummary()).toMatchObject({ kind: 'corrupt' });
    expect(savedGameSummary()).toEqual({ kind: 'empty' });
  });

  it('gives an error for an address with a bad FEN, and keeps the save', () => {
    storeOf(plunder).getState().typeMove('e2e4');
    reload();
    expect(openGameFor({ ...plunder, fen: 'not a fen' })).toMatchObject({
      error: expect.stringMatching(/FEN/),
    });
    expect(savedGameSummary()).toMatchObject({ kind: 'saved', moves: 1 });
  });
});
