// Unit tests of the migration of earlier versions' one-slot save (src/game/persistence.ts): a
// save in that format (the JSON the app wrote under `parallel-worlds.save`, written out here by
// hand as it was) becomes a library entry that replays into exactly the same game (moves, the
// turn in progress, the redo list, a resignation, a start FEN), and every kind of damage is
// reported with a message naming it instead of a throw. Moves follow RULES.md's canonical notation.
import { describe, expect, it } from 'vitest';
import { restoreEntry } from '../../src/game/library';
import { legacySaveEntry } from '../../src/game/persistence';
import { writeRecord } from '../../src/game/recordFile';
import { GameSession } from '../../src/game/session';
import { PARALLEL_WORLDS, PLUNDER, POCKET_MUTATION, type GameDefinition } from '../../src/rules';

function played(game: GameDefinition, moves: string[], fen?: string): GameSession {
  const started = GameSession.start(game, fen);
  if (!started.ok) throw new Error(started.error);
  for (const move of moves) {
    const result = started.value.playText(move);
    if (!result.ok) throw new Error(result.error);
  }
  return started.value;
}

/** The save an earlier version wrote for `session` (its makeSave, field for field). */
function legacySave(session: GameSession, fields: Record<string, unknown> = {}): string {
  return JSON.stringify({
    format: 1,
    address: `?game=${session.game.id}`,
    view: '2d',
    record: writeRecord(session),
    redo: session.undoneMoves.map((move) => move.canonical),
    gameId: session.game.id,
    moveCount: session.moves.length,
    savedAt: '2025-05-01T12:00:00.000Z',
    ...fields,
  });
}

function migrated(text: string) {
  const entry = legacySaveEntry(text);
  if (!entry.ok) throw new Error(entry.error);
  const session = restoreEntry(entry.value);
  if (!session.ok) throw new Error(session.error);
  return { entry: entry.value, session: session.value };
}

describe('a save of an earlier version becomes the same game in the library', () => {
  it('keeps a Parallel worlds game in the middle of a turn, its view and time', () => {
    const session = played(PARALLEL_WORLDS, ['1e2-1e4', '3g1-3f3', '3e7-3e5']);
    const { entry, session: back } = migrated(legacySave(session, { view: '3d' }));
    expect(back.fenWithSubMoves()).toBe(session.fenWithSubMoves());
    expect(back.fenWithSubMoves()).toContain(' ; 3e7-3e5');
    expect(entry).toMatchObject({
      gameId: 'parallel-worlds',
      view: '3d',
      createdAt: '2025-05-01T12:00:00.000Z',
      updatedAt: '2025-05-01T12:00:00.000Z',
      played: 2, // White's turn (two sub-moves) and Black's turn in progress
      result: '*',
      name: null,
      opponent: null,
    });
  });

  it('keeps the moves taken back, in order, so redo works', () => {
    const session = played(PLUNDER, ['e2e4', 'e7e5', 'g1f3', 'b8c6']);
    session.undo();
    session.undo();
    const { entry, session: back } = migrated(legacySave(session));
    expect(entry.redo).toEqual(['g1f3', 'b8c6']);
    back.redo();
    back.redo();
    expect(back.moves.map((m) => m.canonical)).toEqual(['e2e4', 'e7e5', 'g1f3', 'b8c6']);
  });

  it('keeps a start position given by a FEN, and a pocketed piece', () => {
    const fen = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/R1BQKBNR[N] b - - 0 2';
    const session = played(POCKET_MUTATION, ['b8c6', 'N@d5'], fen);
    const { session: back } = migrated(legacySave(session));
    expect(back.startFen).toBe(fen);
    expect(back.fenWithSubMoves()).toBe(session.fenWithSubMoves());
  });

  it('keeps a resignation, with its result', () => {
    const session = played(PLUNDER, ['e2e4']);
    session.resign();
    const { entry, session: back } = migrated(legacySave(session));
    expect(back.outcome).toEqual({ winner: 0, reason: 'resignation' });
    expect(entry.result).toBe('1-0');
  });

  it('gives the same id for the same save, so two tabs migrating it make one entry', () => {
    const text = legacySave(played(PLUNDER, ['e2e4']));
    expect(migrated(text).entry.id).toBe(migrated(text).entry.id);
  });
});

describe('damage is reported, never thrown', () => {
  const good = played(PLUNDER, ['e2e4', 'e7e5']);
  const rows: Array<{ name: string; text: string; error: RegExp }> = [
    { name: 'not JSON', text: '{"format":1,', error: /not valid JSON/ },
    { name: 'not an object', text: '[1,2]', error: /not an object/ },
    { name: 'another format', text: legacySave(good, { format: 9 }), error: /format 9/ },
    {
      name: 'a field of the wrong type',
      text: legacySave(good, { redo: 'e2e4' }),
      error: /'redo' is missing or wrong/,
    },
    {
      name: 'a time that is not a date (it once blanked the home page)',
      text: legacySave(good, { savedAt: 'yesterday' }),
      error: /'savedAt' is missing or wrong/,
    },
    {
      name: 'a record with an illegal move',
      text: legacySave(good, { record: '[Game "plunder"]\n\n1. e2e5 *\n' }),
      error: /cannot be replayed: .*illegal move 'e2e5' \(move 1\)/,
    },
    {
      name: 'an unknown game in the record',
      text: legacySave(good, { record: '[Game "chess960"]\n\n*\n' }),
      error: /unknown game 'chess960'/,
    },
    {
      name: 'a redo move that is not legal',
      text: legacySave(good, { redo: ['a1a8'] }),
      error: /illegal move to redo 'a1a8'/,
    },
    {
      name: 'a game id that does not match the record (it once opened the wrong page)',
      text: legacySave(good, { gameId: 'pocket-mutation' }),
      error: /says 'pocket-mutation' but its record is 'plunder'/,
    },
  ];

  it.each(rows)('$name', ({ text, error }) => {
    const entry = legacySaveEntry(text);
    expect(entry.ok).toBe(false);
    if (!entry.ok) expect(entry.error).toMatch(error);
  });
});
