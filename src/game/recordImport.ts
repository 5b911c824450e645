/**
 * Reading whatever record a player opens or pastes: one game or a file of several (the library's
 * "Download all games" writes one), each in the app's own notation (canonical or as the move
 * list shows it, recordFile.ts) or PGN from another site with comments, NAGs and variations
 * (pgnRecord.ts, loaded only when a record has such syntax, so the PGN parser stays out of the
 * home page). Every game is replayed in full before anything is returned: one bad game is an
 * error naming the game and the move, and nothing is half-loaded.
 */
import { err, ok, type GameDefinition, type Result } from '../rules';
import { SHAPE_COMMENT, movetextWords, replayRecord, splitRecord } from './recordFile';
import type { Skipped } from './pgnRecord';
import type { GameSession } from './session';

/** A game read from a record, with what of its PGN was left out. */
export interface ImportedGame {
  readonly session: GameSession;
  readonly skipped: Skipped;
}

/** Movetext that only PGN from elsewhere has: comments (other than drawings), variations, NAGs. */
const PGN_SYNTAX = /[{};()]|\$\d/;

/**
 * Splits a text into its records: a record starts at a tag line that follows moves (a file of
 * several games), so a text with one tag section is one record. A study's import reads the same
 * files (study/studyChapters.ts).
 */
export function splitGames(text: string): string[] {
  const games: string[][] = [[]];
  let inMoves = false;
  for (const line of text.split(/\r?\n/)) {
    const isTag = /^\s*\[/.test(line);
    if (isTag && inMoves) {
      games.push([]);
      inMoves = false;
    }
    if (!isTag && line.trim() !== '') inMoves = true;
    games[games.length - 1]!.push(line);
  }
  return games.map((lines) => lines.join('\n').trim()).filter((game) => game !== '');
}

/** Reads one record (`fallback`: the game of a record without a `[Game]` tag). */
async function readOne(text: string, fallback?: GameDefinition): Promise<Result<ImportedGame>> {
  const parts = splitRecord(text);
  if (!parts.ok) return parts;
  const { tags, movetext } = parts.value;
  if (PGN_SYNTAX.test(movetext.replace(SHAPE_COMMENT, ''))) {
    const { readPgnMovetext } = await import('./pgnRecord');
    return readPgnMovetext(tags, movetext, fallback);
  }
  const session = replayRecord(tags, movetextWords(movetext), fallback);
  return session.ok
    ? ok({ session: session.value, skipped: { comments: 0, annotations: 0, variations: 0 } })
    : session;
}

/** Reads every game of a record text, or says which game is wrong and why. */
export async function readRecords(
  text: string,
  fallback?: GameDefinition,
): Promise<Result<ImportedGame[]>> {
  const records = splitGames(text);
  if (records.length === 0) return err({ code: 'record-empty' });
  const games: ImportedGame[] = [];
  for (const [index, record] of records.entries()) {
    const read = await readOne(record, fallback);
    if (!read.ok)
      return records.length > 1
        ? err({ code: 'record-in-file', game: index + 1, problem: read.problem })
        : read;
    games.push(read.value);
  }
  return ok(games);
}
