// Unit tests of the game library (src/game/libraryDb.ts, IndexedDB through fake-indexeddb) and
// of the game host over it (src/game/host.ts): every game is its own entry, found again by the
// id in its address after a reload; a new game or an import never replaces another (a new game
// from a finished one keeps the players and leaves the finished game as it was); writes are
// conditional on the revision, so a stale write is refused as a conflict; another tab's change
// is followed and not written back; damaged entries are set aside with the reason; a failing
// write is reported in words and the game stays playable; an earlier version's save is migrated
// once and its key removed only after. Each page load is a host of its own (`createGameHost()`).
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '../../src/game/browserStorage';
import { makeEntry, newEntryId } from '../../src/game/library';
import {
  journalEntry,
  listLibrary,
  listSetAside,
  readEntry,
  setLocalStorage,
  writeEntry,
} from '../../src/game/libraryDb';
import { writeRecord } from '../../src/game/recordFile';
import { computer, HUMAN } from '../../src/game/players';
import { GameSession } from '../../src/game/session';
import { PLUNDER, POCKET_MUTATION } from '../../src/rules';
import { createGameHost, type GameAddress, type GameHost } from '../../src/game/host';

const plunder: GameAddress = { gameId: 'plunder', view: null };
const pocket: GameAddress = { gameId: 'pocket-mutation', view: null };
const KINGS = '4k3/8/8/8/8/8/8/4K2R w K - 0 1';

/** The page's host; a reload makes a new one. */
let host = createGameHost();
const settledForTests = () => host.settled();
const hostStatus: GameHost['status'] = (store) => host.status(store);

/** A fresh page load: a new host (none on screen), the database stays. */
async function reload() {
  await host.close();
  host = createGameHost();
}

async function open(address: GameAddress) {
  const opened = await host.open(address);
  if ('error' in opened) throw new Error(opened.error);
  return opened;
}

async function play(address: GameAddress, moves: string[]) {
  const opened = await open(address);
  for (const move of moves) expect(opened.store.getState().typeMove(move)).toBe(true);
  await settledForTests();
  return opened;
}

describe('game library and host', () => {
  beforeEach(async () => {
    await reload();
    globalThis.indexedDB = new IDBFactory(); // an empty database for every test
    setLocalStorage(memoryStorage());
  });
  afterEach(reload);

  it('finds a game again by its id after a reload', async () => {
    const { id, store } = await play({ ...plunder, view: '2d' }, ['e2e4', 'e7e5']);
    expect(id).toBeTruthy();
    await reload();
    const again = await open({ ...plunder, id, view: '2d' });
    expect(again.store).not.toBe(store);
    expect(again.store.getState().session.fenWithSubMoves()).toBe(
      store.getState().session.fenWithSubMoves(),
    );
    expect(hostStatus(again.store).save).toEqual({ kind: 'saved', revision: 2 });
  });

  it('keeps a game started from a FEN under its id, with its start position', async () => {
    const { id } = await play({ ...plunder, fen: KINGS }, ['h1h7']);
    await reload();
    const again = await open({ ...plunder, id });
    expect(again.store.getState().session.startFen).toBe(KINGS);
    expect(again.store.getState().session.moves.map((m) => m.canonical)).toEqual(['h1h7']);
  });

  it('keeps two games of different games side by side; a new game replaces neither', async () => {
    const first = await play(plunder, ['e2e4']);
    const second = await play(pocket, ['d2d4']);
    const fresh = GameSession.start(PLUNDER);
    if (!fresh.ok) throw new Error(fresh.error);
    const third = host.show(fresh.value, null);
    expect(third.id).not.toBe(first.id);
    const { entries } = await listLibrary();
    expect(entries.map((e) => [e.gameId, e.played]).sort()).toEqual([
      ['plunder', 1],
      ['pocket-mutation', 1],
    ]); // the new game is kept from its first move on
    await reload();
    const back = await open({ ...plunder, id: first.id });
    expect(back.store.getState().session.moves.map((m) => m.canonical)).toEqual(['e2e4']);
    expect(second.id).not.toBe(first.id);
  });

  it("an online game's entry keeps its id on the game server across writes and reloads; a bad one is set aside", async () => {
    const session = GameSession.start(PLUNDER, undefined, [
      { kind: 'here', name: 'alice' },
      { kind: 'remote', name: 'bob' },
    ]);
    if (!session.ok) throw new Error(session.error);
    session.value.playText('e2e4');
    const shown = host.show(session.value, '2d', 'Xy3_9kQpLm2a');
    await settledForTests();
    const first = await readEntry(shown.id);
    if (!('entry' in first) || !first.entry) throw new Error('no entry');
    expect(first.entry.record).toContain('[White "alice"]\n[Black "bob"]');
    await reload();
    const opened = await open(shown);
    expect(opened.store.getState().typeMove('e7e5')).toBe(true);
    await settledForTests();
    const read = await readEntry(shown.id);
    if (!('entry' in read) || !read.entry) throw new Error('no entry');
    expect(read.entry).toMatchObject({ online: 'Xy3_9kQpLm2a', opponent: 'bob' });
    expect(read.entry.record).toContain('1. e2e4 e7e5');

    await writeEntry({ ...read.entry, online: 'not an id' });
    await reload();
    const listing = await listLibrary();
    expect(listing.setAside).toMatchObject([
      { key: shown.id, problem: { code: 'field', field: 'online' } },
    ]);
  });

  it('a new game from a finished one is a new entry with the same players; the finished game stays', async () => {
    // A fool's mate against the computer (its moves in the record), the player's mate to finish.
    const session = GameSession.start(PLUNDER, undefined, [computer('greedy'), HUMAN]);
    if (!session.ok) throw new Error(session.error);
    for (const move of ['f2f3', 'e7e5', 'g2g4']) session.value.playText(move);
    const finished = host.show(session.value, '2d');
    const opened = await open(finished);
    expect(opened.store.getState().typeMove('Qh4')).toBe(true);
    expect(opened.store.getState().session.outcome).toMatchObject({ winner: 1 });
    await settledForTests();

    const fresh = host.newGame(); // as the game-over banner asks for it
    expect(fresh).toMatchObject({ gameId: 'plunder', view: '2d', fen: null });
    expect(fresh?.id).not.toBe(finished.id);
    const next = await open(fresh!);
    expect(next.store).not.toBe(opened.store);
    expect(next.store.getState().session.players).toEqual([computer('greedy'), HUMAN]);
    expect(next.store.getState().session.moves).toHaveLength(0);
    next.store.getState().playAwayMove('e2e4'); // the computer opens the new game
    await settledForTests();

    const { entries } = await listLibrary();
    const byId = new Map(entries.map((entry) => [entry.id, entry]));
    expect(byId.size).toBe(2);
    expect(byId.get(finished.id)).toMatchObject({
      result: '0-1',
      played: 4,
      opponent: 'Computer greedy',
    });
    expect(byId.get(finished.id)?.record).toContain('g2g4 d8h4 0-1');
    expect(byId.get(fresh!.id)).toMatchObject({
      result: '*',
      played: 1,
      opponent: 'Computer greedy',
    });
  });

  it('starts a new game of the game asked for with the players chosen, or of none on screen', async () => {
    expect(host.newGame()).toBeNull(); // nothing on screen to take the game from
    const started = host.newGame({ game: POCKET_MUTATION, players: [HUMAN, computer(2)] });
    expect(started).toMatchObject({ gameId: 'pocket-mutation', view: null });
    expect(started?.store.getState().session.players).toEqual([HUMAN, computer(2)]);
    expect(started?.store.getState().announced).toMatchObject({ kind: 'new-game' });
    const humans = host.newGame({ players: [HUMAN, HUMAN], view: '2d' });
    expect(humans?.store.getState().session.players).toEqual([HUMAN, HUMAN]);
    expect(humans?.store.getState().session.game).toBe(POCKET_MUTATION);
    expect(humans?.id).not.toBe(started?.id);
  });

  it('follows a change made in another tab and does not write it back', async () => {
    const { id, store } = await play(plunder, ['e2e4']);
    const elsewhere = createGameHost(); // the same game open in a second tab, on another board
    const there = await elsewhere.open({ ...plunder, id, view: '3d' });
    if ('error' in there) throw new Error(there.error);
    try {
      expect(store.getState().typeMove('e7e5')).toBe(true);
      await settledForTests();
      for (let tries = 0; there.store.getState().session.moves.length < 2 && tries < 200; tries++)
        await new Promise((resolve) => setTimeout(resolve, 5));
      expect(there.store.getState().session.moves.map((m) => m.canonical)).toEqual([
        'e2e4',
        'e7e5',
      ]);
      expect(elsewhere.status(there.store)).toEqual({
        save: { kind: 'saved', revision: 2 },
        notice: { kind: 'open-elsewhere' },
      });
      await elsewhere.settled();
      const read = await readEntry(id);
      expect('entry' in read && read.entry).toMatchObject({ revision: 2, view: null });
    } finally {
      await elsewhere.close();
    }
  });

  it('keeps an imported game at once, as a new entry', async () => {
    const session = GameSession.start(POCKET_MUTATION, '4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1');
    if (!session.ok) throw new Error(session.error);
    const shown = host.show(session.value, '2d');
    await settledForTests();
    expect(shown).toMatchObject({ gameId: 'pocket-mutation', view: '2d', fen: null });
    const read = await readEntry(shown.id);
    expect('entry' in read && read.entry?.record).toBe(writeRecord(session.value));
  });

  it('keeps undo, resignation and the view', async () => {
    const { id, store } = await play(plunder, ['e2e4']);
    store.getState().undo();
    await settledForTests();
    let read = await readEntry(id);
    expect('entry' in read && read.entry?.redo).toEqual(['e2e4']);
    store.getState().redo();
    store.getState().resign();
    host.noteView(store, '3d');
    await settledForTests();
    read = await readEntry(id);
    expect('entry' in read && read.entry).toMatchObject({ result: '1-0', view: '3d' });
  });

  it('refuses a write made from an older revision (another tab moved first)', async () => {
    const { id, store } = await play(plunder, ['e2e4']);
    const read = await readEntry(id);
    if (!('entry' in read) || !read.entry) throw new Error('no entry');
    const stale = read.entry; // revision 1, as a second tab would hold it
    store.getState().typeMove('e7e5'); // this tab writes revision 2
    await settledForTests();
    const other = GameSession.start(PLUNDER);
    if (!other.ok) throw new Error(other.error);
    other.value.playText('d2d4');
    const meta = { id: stale.id, name: null, opponent: null, createdAt: stale.createdAt };
    const outcome = await writeEntry(makeEntry(other.value, meta, null, stale.revision));
    expect(outcome.kind).toBe('conflict');
    const after = await readEntry(id);
    expect('entry' in after && after.entry?.record).toContain('e2e4 e7e5');
  });

  it('a stale write from the host shows the stored game and says the change was not kept', async () => {
    const { id, store } = await play(plunder, ['e2e4']);
    const read = await readEntry(id);
    if (!('entry' in read) || !read.entry) throw new Error('no entry');
    // another tab plays e7e5 on the same game (revision 1 → 2)
    const elsewhere = GameSession.start(PLUNDER);
    if (!elsewhere.ok) throw new Error(elsewhere.error);
    elsewhere.value.playText('e2e4');
    elsewhere.value.playText('e7e5');
    const meta = { id: read.entry.id, name: null, opponent: null, createdAt: read.entry.createdAt };
    expect((await writeEntry(makeEntry(elsewhere.value, meta, null, 1))).kind).toBe('saved');
    // this tab, not yet told, plays c7c5 from revision 1
    store.getState().typeMove('c7c5');
    await settledForTests();
    await settledForTests();
    expect(store.getState().session.moves.map((m) => m.canonical)).toEqual(['e2e4', 'e7e5']);
    expect(hostStatus(store).notice?.kind).toMatch(/conflict|open-elsewhere/);
  });

  it('sets a damaged entry aside with the reason, and starts the address afresh', async () => {
    const { id } = await play(plunder, ['e2e4']);
    const read = await readEntry(id);
    if (!('entry' in read) || !read.entry) throw new Error('no entry');
    const meta = { id: read.entry.id, name: null, opponent: null, createdAt: 'not a date' };
    const session = GameSession.start(PLUNDER);
    if (!session.ok) throw new Error(session.error);
    await writeEntry(makeEntry(session.value, meta, null, 1));
    await reload();
    const listing = await listLibrary();
    expect(listing.entries).toHaveLength(0);
    expect(listing.setAside).toMatchObject([
      { key: id, problem: { code: 'field', field: 'createdAt' } },
    ]);
    expect(await listSetAside()).toHaveLength(1);
    const again = await open({ ...plunder, id });
    expect(again.store.getState().session.moves).toHaveLength(0);
  });

  it('reports a failing write in words and keeps the game playable', async () => {
    const { store } = await play(plunder, ['e2e4']);
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    try {
      expect(store.getState().typeMove('e7e5')).toBe(true);
      await settledForTests();
      expect(hostStatus(store).save).toEqual({
        kind: 'failed',
        problem: {
          code: 'storage-full',
          detail: 'QuotaExceededError: The quota has been exceeded.',
        },
      });
      expect(store.getState().typeMove('g1f3')).toBe(true);
    } finally {
      IDBObjectStore.prototype.put = put;
    }
    store.getState().typeMove('b8c6');
    await settledForTests();
    expect(hostStatus(store).save.kind).toBe('saved');
  });

  it('migrates an earlier version’s save once, then removes its key', async () => {
    const storage = memoryStorage();
    const session = GameSession.start(PLUNDER);
    if (!session.ok) throw new Error(session.error);
    session.value.playText('e2e4');
    storage.setItem(
      'parallel-worlds.save',
      JSON.stringify({
        format: 1,
        address: '?game=plunder',
        view: null,
        record: writeRecord(session.value),
        redo: [],
        gameId: 'plunder',
        moveCount: 1,
        savedAt: '2025-05-01T12:00:00.000Z',
      }),
    );
    setLocalStorage(storage);
    const { entries } = await listLibrary();
    expect(entries).toMatchObject([{ gameId: 'plunder', played: 1 }]);
    expect(storage.getItem('parallel-worlds.save')).toBeNull();
  });

  it('sets a damaged earlier save aside instead of losing it', async () => {
    const storage = memoryStorage();
    storage.setItem('parallel-worlds.save', '{"format":1,"address":');
    setLocalStorage(storage);
    expect((await listLibrary()).entries).toHaveLength(0);
    expect(await listSetAside()).toMatchObject([
      { key: 'parallel-worlds.save', data: '{"format":1,"address":' },
    ]);
    expect(storage.getItem('parallel-worlds.save')).toBeNull();
  });

  it('writes a change journaled but not yet stored (a reload during the write) on the next opening', async () => {
    const storage = memoryStorage();
    setLocalStorage(storage);
    const { id } = await play(plunder, ['e2e4']);
    expect(storage.getItem('parallel-worlds.pending')).toBeNull(); // stored: journal forgotten
    const read = await readEntry(id);
    if (!('entry' in read) || !read.entry) throw new Error('no entry');
    const later = GameSession.start(PLUNDER);
    if (!later.ok) throw new Error(later.error);
    later.value.playText('e2e4');
    later.value.playText('e7e5');
    const meta = { id: read.entry.id, name: null, opponent: null, createdAt: read.entry.createdAt };
    journalEntry(makeEntry(later.value, meta, null, read.entry.revision)); // the page went here
    await reload();
    const { entries } = await listLibrary();
    expect(entries[0]?.record).toContain('1. e2e4 e7e5 *');
    expect(storage.getItem('parallel-worlds.pending')).toBeNull();
    // A journal that does not carry on from what is stored (another tab moved on) is dropped.
    const other = GameSession.start(PLUNDER);
    if (!other.ok) throw new Error(other.error);
    other.value.playText('d2d4');
    journalEntry(makeEntry(other.value, meta, null, 1));
    await reload();
    expect((await listLibrary()).entries[0]?.record).toContain('1. e2e4 e7e5 *');
  });

  it('writes the first move of a game stored without moves (opened from a FEN) when the page went during its write', async () => {
    const storage = memoryStorage();
    setLocalStorage(storage);
    const opened = await open({ ...plunder, fen: KINGS }); // kept at once: its start is its own
    await settledForTests();
    const read = await readEntry(opened.id);
    if (!('entry' in read) || !read.entry) throw new Error('no entry');
    expect(read.entry.record).toMatch(/\n\n\*\n?$/); // stored with no move yet
    const later = GameSession.start(PLUNDER, KINGS);
    if (!later.ok) throw new Error(later.error);
    later.value.playText('h1h7');
    const meta = { id: read.entry.id, name: null, opponent: null, createdAt: read.entry.createdAt };
    journalEntry(makeEntry(later.value, meta, null, read.entry.revision)); // the page went here
    await reload();
    expect((await listLibrary()).entries[0]?.record).toContain('1. h1h7 *');
  });

  it('writes a journaled game end (a resignation changes the Result tag) on the next opening', async () => {
    const storage = memoryStorage();
    setLocalStorage(storage);
    const { id } = await play(plunder, ['e2e4']);
    const read = await readEntry(id);
    if (!('entry' in read) || !read.entry) throw new Error('no entry');
    const later = GameSession.start(PLUNDER);
    if (!later.ok) throw new Error(later.error);
    later.value.playText('e2e4');
    later.value.resign();
    const meta = { id: read.entry.id, name: null, opponent: null, createdAt: read.entry.createdAt };
    journalEntry(makeEntry(later.value, meta, null, read.entry.revision)); // reloaded during the write
    await reload();
    expect((await listLibrary()).entries[0]?.record).toContain('1. e2e4 resigns 1-0');
  });

  it('gives an error for an address with a bad FEN', async () => {
    expect(await host.open({ ...plunder, fen: 'not a fen' })).toMatchObject({
      error: expect.stringMatching(/FEN/),
    });
  });

  it('starts a new game from an address at once; asked again while untouched, the same game', async () => {
    const started = host.start(plunder);
    if ('error' in started) throw new Error(started.error);
    expect(started.store.getState().session.game.id).toBe('plunder');
    expect(host.shown(started.id)?.store).toBe(started.store);
    const again = host.start({ ...plunder, view: '2d' }); // (a render asking twice; the board aside)
    expect('store' in again && again.store).toBe(started.store);
    const other = host.start(pocket);
    expect('store' in other && other.store).not.toBe(started.store);
    const fresh = host.start(plunder); // the game on screen came from another address
    expect('store' in fresh && fresh.store).not.toBe(started.store);
    if ('error' in fresh) throw new Error(fresh.error);
    expect(fresh.store.getState().typeMove('e2e4')).toBe(true);
    const after = host.start(plunder); // a move made: a new game
    expect('store' in after && after.store).not.toBe(fresh.store);
    await settledForTests();
    expect((await listLibrary()).entries.map((entry) => entry.id)).toEqual([fresh.id]);
    // a position set up from the address is stored at once; asked again, it is the same game
    const set = host.start({ ...plunder, fen: KINGS });
    await settledForTests();
    const setAgain = host.start({ ...plunder, fen: KINGS });
    expect('store' in set && 'store' in setAgain && setAgain.store === set.store).toBe(true);
    expect((await listLibrary()).entries).toHaveLength(2);
    expect(host.start({ ...plunder, fen: 'not a fen' })).toMatchObject({
      error: expect.stringMatching(/FEN/),
    });
  });

  it('makes ids that differ', () => {
    const now = new Date();
    expect(new Set(Array.from({ length: 50 }, () => newEntryId(now))).size).toBe(50);
  });
});
