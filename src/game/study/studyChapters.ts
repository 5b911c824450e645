/**
 * Where a study's chapters come from (issue 46, docs/studies.md "Starting a study"): a position
 * (the editor's, the analysis board's turn), a tree with its start (the analysis board's lines),
 * a game (a library entry's or an archive game's session: its moves as the main line, its drawn
 * shapes kept) and a record file with several games, one chapter each, named from its headers,
 * its variations, comments, glyphs and shapes kept (treeRecord.ts reads each game). Appending
 * them to a study keeps within `STUDY_LIMITS`: past 64 chapters the rest are not added, and the
 * caller is told how many were left out.
 *
 * Pure functions of the rules and the content layer, so they are tables in
 * test/unit/study-chapters.test.ts; the pages only pick the source and the words.
 */
import { addChild, lineEnd } from '../../content/contentTree';
import { emptyTree } from '../../content/moveTree';
import {
  STUDY_LIMITS,
  type Chapter,
  type ChapterKind,
  type Orientation,
  type Study,
} from '../../content/study';
import type { TreeDocument } from '../../content/treeJson';
import { err, ok, parseFen, type GameDefinition, type Problem, type Result } from '../../rules';
import { splitGames } from '../recordImport';
import { splitRecord, writeRecord } from '../recordFile';
import type { GameSession } from '../session';
import { readTreeRecord, type ReadTree } from '../treeRecord';

/** What the author chooses for a new chapter. */
export interface ChapterChoice {
  readonly name: string;
  readonly kind: ChapterKind;
}

/** A practice chapter's default: the student plays its side to a win at level 3 (changed on the page). */
const DEFAULT_PRACTICE = { level: 3, goal: { kind: 'win' } } as const;

/** A name within the study's limit (a record's headers can be long). */
const fitName = (name: string): string => name.trim().slice(0, STUDY_LIMITS.nameLength);

/** The side to move at a document's start: the side the student plays and the board faces. */
export function sideToMove(document: TreeDocument): Orientation {
  const start = parseFen(document.game, document.startFen);
  return start.ok && start.value.turn === 1 ? 'black' : 'white';
}

/** A chapter of a tree with its start (the analysis board's lines), turned to the side to move. */
export function chapterOfTree(document: TreeDocument, choice: ChapterChoice): Chapter {
  return {
    name: fitName(choice.name),
    kind: choice.kind,
    orientation: sideToMove(document),
    document,
    ...(choice.kind === 'practice' ? { practice: DEFAULT_PRACTICE } : {}),
  };
}

/** A chapter of a position alone (a FEN at the start of a turn), or the rules' problem with it. */
export function chapterOfPosition(
  game: GameDefinition,
  fen: string,
  choice: ChapterChoice,
): Result<Chapter> {
  const start = parseFen(game, fen);
  if (!start.ok) return start;
  return ok(chapterOfTree({ game, startFen: fen, tree: emptyTree() }, choice));
}

/** A read record's tree as a document: a main line ending inside a turn keeps that part as its last node. */
function documentOf(read: ReadTree): TreeDocument {
  const tree =
    read.pending.length === 0
      ? read.tree
      : addChild(read.tree, lineEnd(read.tree, []), { moves: [...read.pending] }).tree;
  return { game: read.game, startFen: read.startFen, tree };
}

/** A chapter of a game on screen (a library entry, an archive game): its moves as the main line. */
export function chapterOfGame(session: GameSession, choice: ChapterChoice): Result<Chapter> {
  const read = readTreeRecord(writeRecord(session), session.game);
  return read.ok ? ok(chapterOfTree(documentOf(read.value), choice)) : read;
}

/**
 * A chapter's name from a record's headers, as lichess names an imported game: "White – Black"
 * when both players are named, else the event, else `fallback` (the page's "Game 2").
 */
export function recordChapterName(tags: ReadonlyMap<string, string>, fallback: string): string {
  const named = (tag: string) => {
    const value = tags.get(tag)?.trim();
    return value && value !== '?' ? value : null;
  };
  const white = named('White');
  const black = named('Black');
  return fitName((white && black ? `${white} – ${black}` : named('Event')) ?? fallback);
}

/**
 * One chapter per game of a record file (annotated, turned to the side to move at its start),
 * every game read with its variations and comments before any is returned; a broken game is the
 * problem naming it (`record-in-file`, as the library's import says it). `fallback` is the game
 * of a record without a `[Game]` tag; `untitled(n)` names the n-th game (1-based) without headers.
 */
export function chaptersOfRecordFile(
  text: string,
  fallback: GameDefinition | undefined,
  untitled: (number: number) => string,
): Result<Chapter[]> {
  const records = splitGames(text);
  if (records.length === 0) return err({ code: 'record-empty' });
  const chapters: Chapter[] = [];
  for (const [index, record] of records.entries()) {
    const refused = (problem: Problem) =>
      err<Chapter[]>(
        records.length > 1 ? { code: 'record-in-file', game: index + 1, problem } : problem,
      );
    const parts = splitRecord(record);
    if (!parts.ok) return refused(parts.problem);
    const read = readTreeRecord(record, fallback);
    if (!read.ok) return refused(read.problem);
    const name = recordChapterName(parts.value.tags, untitled(index + 1));
    chapters.push(chapterOfTree(documentOf(read.value), { name, kind: 'annotated' }));
  }
  return ok(chapters);
}

/** A new private study of these chapters (at most the limit's; see `appendChapters`). */
export function newStudy(name: string, chapters: readonly Chapter[]): Appended {
  return appendChapters({ name: fitName(name), visibility: 'private', chapters: [] }, chapters);
}

/** A study with chapters added, and how many did not fit. */
export interface Appended {
  readonly study: Study;
  readonly added: number; // chapters added at the end
  readonly left: number; // chapters not added: the study had `STUDY_LIMITS.chapters`
}

/**
 * Adds chapters at the end of a study, as many as fit in `STUDY_LIMITS.chapters` (64, lichess's
 * limit); the rest are left out and counted, never an error, so an import of a long file adds
 * its first games and says how many it left.
 */
export function appendChapters(study: Study, chapters: readonly Chapter[]): Appended {
  const room = Math.max(0, STUDY_LIMITS.chapters - study.chapters.length);
  const added = chapters.slice(0, room);
  return {
    study: { ...study, chapters: [...study.chapters, ...added] },
    added: added.length,
    left: chapters.length - added.length,
  };
}
