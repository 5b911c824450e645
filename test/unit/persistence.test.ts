// Unit tests of the migration of earlier versions' one-slot save (src/game/persistence.ts): a
// save in that format (the JSON the app wrote under `parallel-worlds.save`, written out here by
// hand as it was) becomes a library entry that replays into exactly the same game (moves, the
// turn in progress, the redo list, a resignation, a start FEN), and every kind of damage is
// reported as a coded problem naming it (worded in English and Russian) instead of a throw. Moves
// follow the canonical notation of docs/rules.md.
import { describe, expect, it } from 'vitest';
import { restoreEntry } from '../../src/game/library';
import { legacySaveEntry } from '../../src/game/persistence';
import { writeRecord } from '../../src/game/recordFile';
import { GameSession } from '../../src/game/session';
import type { StorageProblem } from '../../src/game/storageProblems';
import { translator } from '../../src/ui/i18n/i18n';
import { storageProblemText } from '../../src/ui/i18n/storageProblemText';
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
  if (!entry.ok) throw new Error(JSON.stringify(entry.problem));
  const session = restoreEntry(entry.value);
  if (!session.ok) throw new Error(JSON.stringify(session.problem));
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
  const rows: Array<{
    name: string;
    text: string;
    problem: StorageProblem;
    en: RegExp;
    ru: RegExp;
  }> = [
    {
      name: 'not JSON',
      text: '{"format":1,',
      problem: { code: 'not-json' },
      en: /^the saved game of an earlier version: it is not valid JSON$/,
      ru: /^партия, сохранённая прежней версией: это не JSON$/,
    },
    {
      name: 'not an object',
      text: '[1,2]',
      problem: { code: 'not-an-object' },
      en: /not an object/,
      ru: /это не объект/,
    },
    {
      name: 'another format',
      text: legacySave(good, { format: 9 }),
      problem: { code: 'format', found: '9', expected: 1 },
      en: /format 9, not 1/,
      ru: /формат 9, а не 1/,
    },
    {
      name: 'a field of the wrong type',
      text: legacySave(good, { redo: 'e2e4' }),
      problem: { code: 'field', field: 'redo' },
      en: /'redo' is missing or wrong/,
      ru: /поле «redo» отсутствует или неверно/,
    },
    {
      name: 'a time that is not a date (it once blanked the home page)',
      text: legacySave(good, { savedAt: 'yesterday' }),
      problem: { code: 'field', field: 'savedAt' },
      en: /'savedAt' is missing or wrong/,
      ru: /«savedAt»/,
    },
    {
      name: 'a record with an illegal move',
      text: legacySave(good, { record: '[Game "plunder"]\n\n1. e2e5 *\n' }),
      problem: { code: 'record', problem: { code: 'record-move', text: 'e2e5', index: 1 } },
      en: /cannot be replayed: Record: illegal move 'e2e5' \(move 1\)/,
      ru: /не воспроизводится: Запись: недопустимый ход 'e2e5' \(ход 1\)/,
    },
    {
      name: 'an unknown game in the record',
      text: legacySave(good, { record: '[Game "chess960"]\n\n*\n' }),
      problem: { code: 'record', problem: { code: 'record-unknown-game', id: 'chess960' } },
      en: /unknown game 'chess960'/,
      ru: /нет игры 'chess960'/,
    },
    {
      name: 'a redo move that is not legal',
      text: legacySave(good, { redo: ['a1a8'] }),
      problem: { code: 'redo', move: 'a1a8', index: 1 },
      en: /illegal move to redo 'a1a8' \(1\)/,
      ru: /недопустимый ход для повтора «a1a8» \(1\)/,
    },
    {
      name: 'a game id that does not match the record (it once opened the wrong page)',
      text: legacySave(good, { gameId: 'pocket-mutation' }),
      problem: { code: 'game-mismatch', says: 'pocket-mutation', record: 'plunder' },
      en: /says 'pocket-mutation' but its record is 'plunder'/,
      ru: /указана игра «pocket-mutation», а запись — игры «plunder»/,
    },
  ];

  it.each(rows)('$name', ({ text, problem, en, ru }) => {
    const entry = legacySaveEntry(text);
    expect(entry).toEqual({ ok: false, problem: { code: 'legacy-save', problem } });
    if (entry.ok) return;
    expect(storageProblemText(translator('en'), entry.problem)).toMatch(en);
    expect(storageProblemText(translator('ru'), entry.problem)).toMatch(ru);
  });
});
