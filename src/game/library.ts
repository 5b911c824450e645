/**
 * The game library's entries: one per game kept in the browser, as plain data that IndexedDB
 * stores (libraryDb.ts) and the home page lists without replaying anything. Pure functions, so
 * the shape, the strict reading of a stored entry and the replay are unit-tested directly.
 *
 * An entry holds the game record text (the same text as an exported record file: one format to
 * read, one strict reader), the moves taken back and not replayed (redo survives a reload), the
 * board view, and what the list shows: the game, a name the player may give it, the opponent
 * (null: two players at one screen; else the computer, as the record's player tags name it), an
 * online game's id on the game server (the archive has it too), when it was started
 * and last changed, the position for the thumbnail, the result and how far it has got. `revision`
 * counts the writes: a write made from an older revision than the stored one is refused, so two
 * tabs never overwrite each other's moves unseen. Reading is strict: whatever is not an entry
 * this module wrote, or whose record no longer replays, is a problem naming what is wrong (a
 * code, storageProblems.ts), and the library sets it aside.
 */
import { parseMove } from '../rules';
import { GAME_ID_PATTERN } from '../protocol/ids';
import { refused, stored, type Stored } from './storageProblems';
import { readRecord, resultToken, writeRecord } from './recordFile';
import type { GameSession } from './session';
import { playerTag, type Players } from './players';

/** The version of an entry's layout; an entry of another version is set aside, not guessed at. */
export const ENTRY_FORMAT = 1;

export interface LibraryEntry {
  readonly format: typeof ENTRY_FORMAT;
  readonly id: string; // 'lq3x9k-4f2a' — the key in the library and `id=` in the address
  readonly gameId: string; // 'plunder'
  readonly name: string | null; // 'Club final' — given by the player; null: the list names it
  readonly opponent: string | null; // null — two players at one screen (a computer's name later)
  readonly online?: string; // 'Xy3_9kQpLm2a' — an online game's id on the game server (its archive)
  readonly createdAt: string; // '2025-05-01T12:00:00.000Z'
  readonly updatedAt: string; // '2025-05-01T12:34:56.000Z'
  readonly revision: number; // 7 — writes so far; the next write must be made from revision 7
  readonly record: string; // the record file text, as writeRecord makes it
  readonly redo: readonly string[]; // ['3e7-3e5', 'end'] — moves to redo, the next one first
  readonly view: '2d' | '3d' | null; // '3d' — the board view it was last shown in
  readonly position: string; // the FEN at the start of the turn in progress (the thumbnail)
  readonly result: string; // '*', '1-0', '0-1' or '1/2-1/2'
  readonly played: number; // 14 — turns (Parallel worlds) or moves played, see playedCount
}

/** What an entry says about its game besides the moves (kept across writes). */
export interface EntryMeta {
  readonly id: string;
  readonly name: string | null;
  readonly opponent: string | null;
  readonly online?: string;
  readonly createdAt: string;
}

/**
 * How far a game has got, in the unit the game counts in: whole turns in Parallel worlds chess
 * (a turn is up to three sub-moves), moves in the flat games; a turn in progress counts once.
 */
export function playedCount(session: GameSession, upTo = session.moves.length): number {
  if (!session.game.subMoveTurns) return upTo;
  let turns = 0;
  for (let index = 1; index <= upTo; index++)
    if (session.positionAt(index).subMoves === 0 || index === upTo) turns++;
  return turns;
}

/** A fresh id for a new entry: time-ordered and random enough for one browser. */
export function newEntryId(now: Date = new Date()): string {
  const random = Math.floor(Math.random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0');
  return `${now.getTime().toString(36)}-${random}`;
}

/**
 * The player away from this screen a game is played against (the computer, an opponent
 * elsewhere), as its record names it ('Computer level 4'), or null.
 */
function opponentOf(players: Players): string | null {
  const away = players.find((player) => player.kind !== 'here');
  return away ? playerTag(away) : null;
}

/** The entry for `session` as it stands now, keeping `meta` and the stored `revision`. */
export function makeEntry(
  session: GameSession,
  meta: EntryMeta,
  view: '2d' | '3d' | null,
  revision: number,
  now: Date = new Date(),
): LibraryEntry {
  return {
    format: ENTRY_FORMAT,
    ...meta,
    opponent: meta.opponent ?? opponentOf(session.players),
    gameId: session.game.id,
    updatedAt: now.toISOString(),
    revision,
    record: writeRecord(session),
    redo: session.undoneMoves.map((move) => move.canonical),
    view,
    ...summaryOf(session),
  };
}

/** What the list shows of a session: its position (the thumbnail), result and progress. */
export function summaryOf(
  session: GameSession,
): Pick<LibraryEntry, 'position' | 'result' | 'played'> {
  return {
    position: session.fenWithSubMoves().split(' ; ')[0]!,
    result: resultToken(session),
    played: playedCount(session),
  };
}

const validDate = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));
const text = (value: unknown): value is string => typeof value === 'string';
const textOrNull = (value: unknown): value is string | null => value === null || text(value);

/** Checks a stored value's shape; says which field is wrong. */
export function parseEntry(data: unknown): Stored<LibraryEntry> {
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return refused({ code: 'not-an-object' });
  const fields = data as Record<string, unknown>;
  if (fields.format !== ENTRY_FORMAT)
    return refused({ code: 'format', found: String(fields.format), expected: ENTRY_FORMAT });
  const checks: Array<[string, boolean]> = [
    ['id', text(fields.id) && fields.id !== ''],
    ['gameId', text(fields.gameId)],
    ['name', textOrNull(fields.name)],
    ['opponent', textOrNull(fields.opponent)],
    [
      'online',
      fields.online === undefined || (text(fields.online) && GAME_ID_PATTERN.test(fields.online)),
    ],
    ['createdAt', validDate(fields.createdAt)],
    ['updatedAt', validDate(fields.updatedAt)],
    ['revision', Number.isInteger(fields.revision) && (fields.revision as number) >= 0],
    ['record', text(fields.record)],
    ['redo', Array.isArray(fields.redo) && fields.redo.every(text)],
    ['view', fields.view === null || fields.view === '2d' || fields.view === '3d'],
    ['position', text(fields.position)],
    ['result', text(fields.result)],
    ['played', Number.isInteger(fields.played) && (fields.played as number) >= 0],
  ];
  const wrong = checks.find(([, good]) => !good);
  if (wrong) return refused({ code: 'field', field: wrong[0] });
  return stored(fields as unknown as LibraryEntry);
}

/**
 * Replays a record and the moves to redo into a session (the redo moves are played, then taken
 * back, so redo works as before). `gameId` is the game the stored data says it is.
 */
export function replayGame(
  record: string,
  redo: readonly string[],
  gameId: string,
): Stored<GameSession> {
  const read = readRecord(record);
  if (!read.ok) return refused({ code: 'record', problem: read.problem });
  const session = read.value;
  if (session.game.id !== gameId)
    return refused({ code: 'game-mismatch', says: gameId, record: session.game.id });
  for (const [index, move] of redo.entries()) {
    const parsed = session.outcome ? null : parseMove(session.position, move);
    if (!parsed?.ok) return refused({ code: 'redo', move, index: index + 1 });
    session.play(parsed.value);
  }
  for (let i = 0; i < redo.length; i++) session.undo();
  return stored(session);
}

/** The session an entry holds. */
export function restoreEntry(entry: LibraryEntry): Stored<GameSession> {
  return replayGame(entry.record, entry.redo, entry.gameId);
}
