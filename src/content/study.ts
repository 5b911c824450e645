/**
 * A study (issue 46): a teacher's named set of chapters, each a position of one of the games with
 * its authored tree of turns (contentTree.ts: comments, glyphs, shapes across levels, a gamebook's
 * hints and answers to wrong turns) and a kind — read (`annotated`), answered (`interactive`,
 * lichess's gamebook) or played out against the computer to a goal (`practice`). The built-in
 * lessons are a study in this format too (a chapter's `lesson`: the goal a lesson's judge checks,
 * lesson.ts), so every lesson can be opened, copied and changed.
 *
 * One versioned JSON format, read by the app (a file, the browser's copy) and by the game server
 * (every `POST` and `PUT` of a study), with one reader, so the server stores exactly what the app
 * can open:
 *
 *   { "format": "parallel-worlds-study", "version": 1,
 *     "id": "…", "owner": "…",                       (the server's: given when read from it)
 *     "name": "Moves between levels", "visibility": "unlisted",
 *     "chapters": [ { "name": "…", "kind": "interactive", "orientation": "white", "view": "3d",
 *                     "tree": <treeJson.ts's document>,
 *                     "practice": { "level": 3, "goal": { "kind": "capture-king", "turns": 4 } },
 *                     "lesson": { "goal": …, "strict": true, "accept": […], "marks": […] } } ] }
 *
 * Reading checks everything before anything is used and refuses the study whole with the first
 * problem and its place (`chapters[2].tree`, with the tree's own place inside it): a field
 * missing, of the wrong type or unknown, a chapter's tree the rules refuse, limits passed.
 */
import { parseSquare, type GameDefinition } from '../rules';
import type { Goal } from './lesson';
import { readTreeJson, writeTreeJson, type TreeDocument, type TreeJsonProblem } from './treeJson';

const STUDY_FORMAT = 'parallel-worlds-study';
const STUDY_VERSION = 1;

/** Limits of one study (lichess: 64 chapters). */
export const STUDY_LIMITS = {
  chapters: 64,
  nameLength: 100, // a study's or a chapter's name
  textLength: 4000, // a comment, a hint, an answer to a wrong turn
  nodes: 10_000, // all chapters' trees together
} as const;

export const VISIBILITIES = ['private', 'unlisted', 'public'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const CHAPTER_KINDS = ['annotated', 'interactive', 'practice'] as const;
export type ChapterKind = (typeof CHAPTER_KINDS)[number];

export type Orientation = 'white' | 'black';

/** A practice chapter's goal: win (or take a king), hold a draw, within `turns` turns or not. */
export interface PracticeGoal {
  readonly kind: 'win' | 'draw' | 'capture-king';
  readonly turns?: number; // within this many of the student's turns (1…200)
}

/** A practice chapter: the student plays `orientation` against the computer at `level`. */
export interface Practice {
  readonly level: number; // the engine's level 1…8 (src/engine/levels.ts)
  readonly goal: PracticeGoal;
}

/** A lesson's rules on an interactive chapter (lesson.ts's `Lesson` without its tree). */
export interface ChapterLesson {
  readonly goal: Goal;
  readonly strict?: boolean;
  readonly accept?: readonly string[];
  readonly marks?: readonly string[];
}

export interface Chapter {
  readonly name: string;
  readonly kind: ChapterKind;
  readonly orientation: Orientation;
  readonly view?: '2d' | '3d'; // Parallel worlds chess: how the chapter opens (none: the reader's setting)
  readonly document: TreeDocument; // the game, the start and the tree
  readonly practice?: Practice; // a practice chapter's, and only its
  readonly lesson?: ChapterLesson; // an interactive chapter's, when it is a lesson
}

export interface Study {
  readonly id?: string; // the server's id; none for a study kept only in a browser or a file
  readonly owner?: string; // the owning account's name, as the server gives it
  readonly name: string;
  readonly visibility: Visibility;
  readonly chapters: readonly Chapter[];
}

/** Why a study was refused; `at` is the place in the document (`chapters[1].practice`). */
export type StudyProblem =
  | { readonly code: 'not-json'; readonly detail: string }
  | { readonly code: 'format'; readonly found: string } // not a study (no or another `format`)
  | { readonly code: 'version'; readonly found: string }
  | { readonly code: 'not-an-object'; readonly at: string }
  | { readonly code: 'bad-field'; readonly at: string; readonly field: string } // missing, wrong type, unknown, or a value out of range
  | { readonly code: 'too-long'; readonly at: string; readonly field: string; readonly max: number }
  | { readonly code: 'too-many-chapters'; readonly max: number }
  | { readonly code: 'too-many-nodes'; readonly max: number }
  | { readonly code: 'tree'; readonly at: string; readonly problem: TreeJsonProblem };

export type StudyResult =
  | { readonly ok: true; readonly value: Study }
  | { readonly ok: false; readonly problem: StudyProblem };

/** The study as a value for `JSON.stringify`. */
export function writeStudy(study: Study): object {
  return {
    format: STUDY_FORMAT,
    version: STUDY_VERSION,
    ...(study.id === undefined ? {} : { id: study.id }),
    ...(study.owner === undefined ? {} : { owner: study.owner }),
    name: study.name,
    visibility: study.visibility,
    chapters: study.chapters.map(writeChapter),
  };
}

function writeChapter(chapter: Chapter): object {
  return {
    name: chapter.name,
    kind: chapter.kind,
    orientation: chapter.orientation,
    ...(chapter.view ? { view: chapter.view } : {}),
    tree: writeTreeJson(chapter.document),
    ...(chapter.practice ? { practice: chapter.practice } : {}),
    ...(chapter.lesson ? { lesson: chapter.lesson } : {}),
  };
}

/** Reads a study from its JSON text (see `readStudy`). */
export function parseStudy(text: string): StudyResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: { code: 'not-json', detail: (error as Error).message } };
  }
  return readStudy(data);
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

class Refused {
  constructor(readonly problem: StudyProblem) {}
}

const badField = (at: string, field: string) =>
  new Refused({ code: 'bad-field', at, field: field.slice(0, 40) });

/** Refuses any field of `value` not in `known`. */
function onlyFields(value: Json, at: string, known: readonly string[]): void {
  for (const name of Object.keys(value)) if (!known.includes(name)) throw badField(at, name);
}

/** A string field of at most `max` characters (`required`: not empty). */
function text(value: Json, at: string, field: string, max: number, required: boolean): string {
  const found = value[field];
  if (typeof found !== 'string' || (required && found.trim() === '')) throw badField(at, field);
  if (found.length > max) throw new Refused({ code: 'too-long', at, field, max });
  return found;
}

function oneOf<T extends string>(value: Json, at: string, field: string, allowed: readonly T[]): T {
  const found = value[field];
  if (!allowed.includes(found as T)) throw badField(at, field);
  return found as T;
}

const isCount = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** Reads a study parsed from JSON, or the first problem in it. */
export function readStudy(data: unknown): StudyResult {
  try {
    return { ok: true, value: readDocument(data) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, problem: error.problem };
    throw error;
  }
}

const STUDY_FIELDS = ['format', 'version', 'id', 'owner', 'name', 'visibility', 'chapters'];
const CHAPTER_FIELDS = ['name', 'kind', 'orientation', 'view', 'tree', 'practice', 'lesson'];

function readDocument(data: unknown): Study {
  if (!isObject(data)) throw new Refused({ code: 'not-an-object', at: 'study' });
  if (data.format !== STUDY_FORMAT)
    throw new Refused({ code: 'format', found: String(data.format).slice(0, 40) });
  if (data.version !== STUDY_VERSION)
    throw new Refused({ code: 'version', found: String(data.version).slice(0, 20) });
  onlyFields(data, 'study', STUDY_FIELDS);
  const id = data.id === undefined ? undefined : text(data, 'study', 'id', 40, true);
  const owner = data.owner === undefined ? undefined : text(data, 'study', 'owner', 40, true);
  const name = text(data, 'study', 'name', STUDY_LIMITS.nameLength, true);
  const visibility = oneOf(data, 'study', 'visibility', VISIBILITIES);
  if (!Array.isArray(data.chapters) || data.chapters.length === 0)
    throw badField('study', 'chapters');
  if (data.chapters.length > STUDY_LIMITS.chapters)
    throw new Refused({ code: 'too-many-chapters', max: STUDY_LIMITS.chapters });
  let nodes = 0;
  const chapters = data.chapters.map((value: unknown, index: number) => {
    const chapter = readChapter(value, `chapters[${index}]`);
    nodes += countNodes(chapter.document);
    if (nodes > STUDY_LIMITS.nodes)
      throw new Refused({ code: 'too-many-nodes', max: STUDY_LIMITS.nodes });
    return chapter;
  });
  return {
    ...(id === undefined ? {} : { id }),
    ...(owner === undefined ? {} : { owner }),
    name,
    visibility,
    chapters,
  };
}

function readChapter(value: unknown, at: string): Chapter {
  if (!isObject(value)) throw new Refused({ code: 'not-an-object', at });
  onlyFields(value, at, CHAPTER_FIELDS);
  const name = text(value, at, 'name', STUDY_LIMITS.nameLength, true);
  const kind = oneOf(value, at, 'kind', CHAPTER_KINDS);
  const orientation = oneOf(value, at, 'orientation', ['white', 'black'] as const);
  const view =
    value.view === undefined ? undefined : oneOf(value, at, 'view', ['2d', '3d'] as const);
  const tree = readTreeJson(value.tree);
  if (!tree.ok) throw new Refused({ code: 'tree', at: `${at}.tree`, problem: tree.problem });
  const document = tree.value;
  if (view !== undefined && document.game.levels === 1) throw badField(at, 'view');
  checkTexts(document, at);
  if ((kind === 'practice') !== (value.practice !== undefined)) throw badField(at, 'practice');
  const practice = value.practice === undefined ? undefined : readPractice(value.practice, at);
  if (value.lesson !== undefined && kind !== 'interactive') throw badField(at, 'lesson');
  const lesson =
    value.lesson === undefined
      ? undefined
      : readLesson(value.lesson, `${at}.lesson`, document.game);
  return {
    name,
    kind,
    orientation,
    ...(view ? { view } : {}),
    document,
    ...(practice ? { practice } : {}),
    ...(lesson ? { lesson } : {}),
  };
}

/** Every node's comment, hint and answer within the text limit. */
function checkTexts(document: TreeDocument, at: string): void {
  const max = STUDY_LIMITS.textLength;
  const walk = (node: TreeDocument['tree']['root']) => {
    for (const field of ['comment', 'hint', 'deviation'] as const)
      if (node[field].length > max)
        throw new Refused({ code: 'too-long', at: `${at}.tree`, field, max });
    node.children.forEach(walk);
  };
  walk(document.tree.root);
}

function countNodes(document: TreeDocument): number {
  const count = (node: TreeDocument['tree']['root']): number =>
    1 + node.children.reduce((sum, child) => sum + count(child), 0);
  return count(document.tree.root);
}

function readPractice(value: unknown, chapterAt: string): Practice {
  const at = `${chapterAt}.practice`;
  if (!isObject(value)) throw new Refused({ code: 'not-an-object', at });
  onlyFields(value, at, ['level', 'goal']);
  if (!isCount(value.level, 1, 8)) throw badField(at, 'level');
  const goal = value.goal;
  if (!isObject(goal)) throw new Refused({ code: 'not-an-object', at: `${at}.goal` });
  onlyFields(goal, `${at}.goal`, ['kind', 'turns']);
  const kind = oneOf(goal, `${at}.goal`, 'kind', ['win', 'draw', 'capture-king'] as const);
  if (goal.turns !== undefined && !isCount(goal.turns, 1, 200))
    throw badField(`${at}.goal`, 'turns');
  return {
    level: value.level,
    goal: goal.turns === undefined ? { kind } : { kind, turns: goal.turns as number },
  };
}

const isStrings = (value: unknown, max: number): value is string[] =>
  Array.isArray(value) &&
  value.length <= max &&
  value.every((item) => typeof item === 'string' && item.length <= 40);

function readLesson(value: unknown, at: string, game: GameDefinition): ChapterLesson {
  if (!isObject(value)) throw new Refused({ code: 'not-an-object', at });
  onlyFields(value, at, ['goal', 'strict', 'accept', 'marks']);
  if (value.strict !== undefined && typeof value.strict !== 'boolean') throw badField(at, 'strict');
  if (value.accept !== undefined && !isStrings(value.accept, 64)) throw badField(at, 'accept');
  const squareOk = (name: string) => parseSquare(name, game.levels) !== undefined;
  if (value.marks !== undefined && !(isStrings(value.marks, 64) && value.marks.every(squareOk)))
    throw badField(at, 'marks');
  return {
    goal: readGoal(value.goal, `${at}.goal`, squareOk),
    ...(value.strict === undefined ? {} : { strict: value.strict }),
    ...(value.accept === undefined ? {} : { accept: value.accept as string[] }),
    ...(value.marks === undefined ? {} : { marks: value.marks as string[] }),
  };
}

const LETTER = /^[A-Za-z]$/;

/** A lesson's goal (lesson.ts's `Goal`), every field checked. */
function readGoal(value: unknown, at: string, squareOk: (name: string) => boolean): Goal {
  if (!isObject(value)) throw new Refused({ code: 'not-an-object', at });
  const fields: Record<Goal['kind'], readonly string[]> = {
    occupy: ['men'],
    play: ['moves'],
    'capture-king': [],
    turn: ['subMoves', 'levels'],
    'kings-safe': [],
    checkmate: [],
    pocket: ['letters'],
    vest: ['square', 'vest'],
  };
  const kind = value.kind as Goal['kind'];
  if (typeof kind !== 'string' || !Object.hasOwn(fields, kind)) throw badField(at, 'kind');
  onlyFields(value, at, ['kind', ...fields[kind]]);
  const bad = (field: string) => badField(at, field);
  switch (kind) {
    case 'occupy': {
      const men = value.men;
      if (!isObject(men) || Object.keys(men).length === 0) throw bad('men');
      for (const [square, letter] of Object.entries(men))
        if (!squareOk(square) || typeof letter !== 'string' || !LETTER.test(letter))
          throw bad('men');
      return { kind, men: men as Record<string, string> };
    }
    case 'play':
      if (!isStrings(value.moves, 16) || value.moves.length === 0) throw bad('moves');
      return { kind, moves: value.moves };
    case 'turn':
      if (!isCount(value.subMoves, 1, 3)) throw bad('subMoves');
      if (!isCount(value.levels, 1, 3)) throw bad('levels');
      return { kind, subMoves: value.subMoves, levels: value.levels };
    case 'pocket':
      if (!isStrings(value.letters, 16) || !value.letters.every((l) => LETTER.test(l)))
        throw bad('letters');
      return { kind, letters: value.letters };
    case 'vest':
      if (typeof value.square !== 'string' || !squareOk(value.square)) throw bad('square');
      if (typeof value.vest !== 'string' || !LETTER.test(value.vest)) throw bad('vest');
      return { kind, square: value.square, vest: value.vest };
    default:
      return { kind };
  }
}

/** A study's problem in English, with its place: for the command line and the server's answers. */
export function describeStudyProblem(problem: StudyProblem): string {
  switch (problem.code) {
    case 'not-json':
      return `not JSON: ${problem.detail}`;
    case 'format':
      return `not a study (format "${problem.found}")`;
    case 'version':
      return `a study of version ${problem.found}, which this version cannot read`;
    case 'not-an-object':
      return `${problem.at}: not an object`;
    case 'bad-field':
      return `${problem.at}: field "${problem.field}" is missing, of the wrong type, out of range or unknown`;
    case 'too-long':
      return `${problem.at}: "${problem.field}" is longer than ${problem.max} characters`;
    case 'too-many-chapters':
      return `more than ${problem.max} chapters`;
    case 'too-many-nodes':
      return `more than ${problem.max} turns in all chapters`;
    case 'tree':
      return `${problem.at}: ${problem.problem.code}${'at' in problem.problem ? ` at ${problem.problem.at}` : ''}`;
  }
}
