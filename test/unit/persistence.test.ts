// Unit tests of the saved game (src/game/persistence.ts): a save replays into exactly the same
// game (moves, the turn in progress, the redo list, a resignation), and every kind of damage is
// reported with a message naming it instead of a throw. Games are played here through the rules
// core's canonical notation (RULES.md); the expected FENs are the session's own before saving.
import { describe, expect, it } from 'vitest';
import {
  SAVE_KEY,
  clearSave,
  makeSave,
  parseSave,
  readSave,
  writeSave,
  type SavedGame,
  type StorageLike,
} from '../../src/game/persistence';
import { GameSession } from '../../src/game/session';
import { PARALLEL_WORLDS, PLUNDER, POCKET_MUTATION, type GameDefinition } from '../../src/rules';

function mapStorage(): StorageLike & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function played(game: GameDefinition, moves: string[], fen?: string): GameSession {
  const started = GameSession.start(game, fen);
  if (!started.ok) throw new Error(started.error);
  for (const move of moves) {
    const result = started.value.playText(move);
    if (!result.ok) throw new Error(result.error);
  }
  return started.value;
}

function roundTrip(session: GameSession, address = '?game=x', view: string | null = '2d') {
  const storage = mapStorage();
  expect(writeSave(storage, makeSave(session, address, view)).ok).toBe(true);
  const slot = readSave(storage);
  if (slot.kind !== 'saved') throw new Error(`expected a save, got ${JSON.stringify(slot)}`);
  return slot.game;
}

describe('a save restores the game exactly', () => {
  it('keeps a Parallel worlds game in the middle of a turn', () => {
    const session = played(PARALLEL_WORLDS, ['1e2-1e4', '3g1-3f3', '3e7-3e5']);
    const { session: back, save } = roundTrip(session, '?game=parallel-worlds', '3d');
    expect(back.fenWithSubMoves()).toBe(session.fenWithSubMoves());
    expect(back.fenWithSubMoves()).toContain(' ; 3e7-3e5');
    expect(back.moves.map((m) => m.san)).toEqual(session.moves.map((m) => m.san));
    expect(save.address).toBe('?game=parallel-worlds');
    expect(save.view).toBe('3d');
    expect(save.moveCount).toBe(3);
  });

  it('keeps the moves taken back, in order, so redo works after a reload', () => {
    const session = played(PLUNDER, ['e2e4', 'e7e5', 'g1f3', 'b8c6']);
    session.undo();
    session.undo();
    const { session: back, save } = roundTrip(session);
    expect(save.redo).toEqual(['g1f3', 'b8c6']);
    expect(back.moves.map((m) => m.canonical)).toEqual(['e2e4', 'e7e5']);
    back.redo();
    back.redo();
    expect(back.moves.map((m) => m.canonical)).toEqual(['e2e4', 'e7e5', 'g1f3', 'b8c6']);
  });

  it('keeps a start position given by a FEN, and a pocketed piece', () => {
    const fen = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/R1BQKBNR[N] b - - 0 2';
    const session = played(POCKET_MUTATION, ['b8c6', 'N@d5'], fen);
    const { session: back } = roundTrip(session);
    expect(back.startFen).toBe(fen);
    expect(back.fenWithSubMoves()).toBe(session.fenWithSubMoves());
  });

  it('keeps a resignation', () => {
    const session = played(PLUNDER, ['e2e4']);
    session.resign();
    const { session: back } = roundTrip(session);
    expect(back.outcome).toEqual({ winner: 0, reason: 'resignation' });
  });
});

describe('damage is reported, never thrown', () => {
  const good = (): SavedGame => makeSave(played(PLUNDER, ['e2e4', 'e7e5']), '?game=plunder', null);
  const rows: Array<{ name: string; text: string; error: RegExp }> = [
    { name: 'not JSON', text: '{"format":1,', error: /not valid JSON/ },
    { name: 'not an object', text: '[1,2]', error: /not an object/ },
    { name: 'another format', text: JSON.stringify({ ...good(), format: 9 }), error: /format 9/ },
    {
      name: 'a field of the wrong type',
      text: JSON.stringify({ ...good(), redo: 'e2e4' }),
      error: /'redo' is missing or wrong/,
    },
    {
      name: 'an address that is not a game',
      text: JSON.stringify({ ...good(), address: 'https://example.org' }),
      error: /'address'/,
    },
    {
      name: 'a record with an illegal move',
      text: JSON.stringify({ ...good(), record: '[Game "plunder"]\n\n1. e2e5 *\n' }),
      error: /cannot be replayed: Record: illegal move 'e2e5' \(move 1\)/,
    },
    {
      name: 'an unknown game in the record',
      text: JSON.stringify({ ...good(), record: '[Game "chess960"]\n\n*\n' }),
      error: /unknown game 'chess960'/,
    },
    {
      name: 'a redo move that is not legal',
      text: JSON.stringify({ ...good(), redo: ['a1a8'] }),
      error: /illegal move to redo 'a1a8'/,
    },
    {
      name: 'a game id that does not match the record',
      text: JSON.stringify({ ...good(), gameId: 'pocket-mutation' }),
      error: /says 'pocket-mutation' but its record is 'plunder'/,
    },
  ];

  it.each(rows)('$name', ({ text, error }) => {
    const storage = mapStorage();
    storage.setItem(SAVE_KEY, text);
    const slot = readSave(storage);
    expect(slot.kind).toBe('corrupt');
    if (slot.kind === 'corrupt') expect(slot.error).toMatch(error);
  });

  it('an empty slot is empty, and clearSave empties it', () => {
    const storage = mapStorage();
    expect(readSave(storage)).toEqual({ kind: 'empty' });
    writeSave(storage, good());
    clearSave(storage);
    expect(readSave(storage)).toEqual({ kind: 'empty' });
  });

  it('a storage that throws gives an error from writeSave and readSave', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const written = writeSave(broken, good());
    expect(written.ok).toBe(false);
    if (!written.ok) expect(written.error).toMatch(/QuotaExceededError/);
    expect(readSave(broken)).toMatchObject({
      kind: 'corrupt',
      error: expect.stringMatching(/SecurityError/),
    });
    expect(() => clearSave(broken)).not.toThrow();
  });

  it('parseSave accepts what makeSave writes', () => {
    expect(parseSave(JSON.stringify(good())).ok).toBe(true);
  });
});
