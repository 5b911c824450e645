/**
 * The study format (src/content/study.ts): valid studies read as a table (what each field
 * becomes), broken ones refused with the problem and its place, one row per rule of the reader;
 * a written study read back to the same JSON; a gamebook's hint and answer keep the tree's JSON
 * at version 2, a tree without them stays version 1.
 */
import { describe, expect, it } from 'vitest';
import {
  describeStudyProblem,
  parseStudy,
  readStudy,
  writeStudy,
  type StudyProblem,
} from '../../src/content/study';
import { PARALLEL_WORLDS } from '../../src/rules';

const chapter = (fields: Record<string, unknown> = {}) => ({
  name: 'Stepping up',
  kind: 'annotated',
  orientation: 'white',
  tree: {
    version: 1,
    game: 'parallel-worlds',
    root: { children: [{ moves: ['1e2-1e4', 'end'] }] },
  },
  ...fields,
});
const study = (fields: Record<string, unknown> = {}) => ({
  format: 'parallel-worlds-study',
  version: 1,
  name: 'Between levels',
  visibility: 'unlisted',
  chapters: [chapter()],
  ...fields,
});

describe('study format: valid studies', () => {
  it.each<[string, unknown, (value: ReturnType<typeof readStudy>) => unknown, unknown]>([
    ['a name and one chapter', study(), (r) => r.ok && r.value.chapters[0]!.name, 'Stepping up'],
    [
      'the server adds its id and owner',
      study({ id: 'ab12cd34', owner: 'anna' }),
      (r) => r.ok && [r.value.id, r.value.owner],
      ['ab12cd34', 'anna'],
    ],
    [
      'a chapter of the start position has its game',
      study(),
      (r) => r.ok && r.value.chapters[0]!.document.startFen,
      PARALLEL_WORLDS.startFen,
    ],
    [
      'a Parallel worlds chapter opening in 3D',
      study({ chapters: [chapter({ view: '3d' })] }),
      (r) => r.ok && r.value.chapters[0]!.view,
      '3d',
    ],
    [
      'a practice chapter: level and goal within turns',
      study({
        chapters: [
          chapter({
            kind: 'practice',
            practice: { level: 3, goal: { kind: 'capture-king', turns: 4 } },
          }),
        ],
      }),
      (r) => r.ok && r.value.chapters[0]!.practice,
      { level: 3, goal: { kind: 'capture-king', turns: 4 } },
    ],
    [
      'an interactive chapter that is a lesson',
      study({
        chapters: [
          chapter({
            kind: 'interactive',
            lesson: { goal: { kind: 'occupy', men: { '2h6': 'P' } }, marks: ['2h6'] },
          }),
        ],
      }),
      (r) => r.ok && r.value.chapters[0]!.lesson,
      { goal: { kind: 'occupy', men: { '2h6': 'P' } }, marks: ['2h6'] },
    ],
    [
      'a gamebook hint and answer on a node (tree version 2)',
      study({
        chapters: [
          chapter({
            kind: 'interactive',
            tree: {
              version: 2,
              game: 'plunder',
              root: {
                hint: 'the centre',
                deviation: 'no, the centre',
                children: [{ moves: ['e2e4'] }],
              },
            },
          }),
        ],
      }),
      (r) =>
        r.ok && [
          r.value.chapters[0]!.document.tree.root.hint,
          r.value.chapters[0]!.document.tree.root.deviation,
        ],
      ['the centre', 'no, the centre'],
    ],
  ])('%s', (_, data, pick, expected) => {
    expect(pick(readStudy(data))).toEqual(expected);
  });
});

describe('study format: refused, with the problem and its place', () => {
  const many = Array.from({ length: 65 }, () => chapter());
  it.each<[string, unknown, StudyProblem]>([
    ['not an object', [1], { code: 'not-an-object', at: 'study' }],
    ['another format', { ...study(), format: 'pgn' }, { code: 'format', found: 'pgn' }],
    ['another version', study({ version: 2 }), { code: 'version', found: '2' }],
    [
      'an unknown field',
      study({ colour: 'red' }),
      { code: 'bad-field', at: 'study', field: 'colour' },
    ],
    ['no name', study({ name: '  ' }), { code: 'bad-field', at: 'study', field: 'name' }],
    [
      'a name too long',
      study({ name: 'x'.repeat(101) }),
      { code: 'too-long', at: 'study', field: 'name', max: 100 },
    ],
    [
      'an unknown visibility',
      study({ visibility: 'secret' }),
      { code: 'bad-field', at: 'study', field: 'visibility' },
    ],
    ['no chapters', study({ chapters: [] }), { code: 'bad-field', at: 'study', field: 'chapters' }],
    ['65 chapters', study({ chapters: many }), { code: 'too-many-chapters', max: 64 }],
    [
      'a chapter of an unknown kind',
      study({ chapters: [chapter(), chapter({ kind: 'quiz' })] }),
      { code: 'bad-field', at: 'chapters[1]', field: 'kind' },
    ],
    [
      'an orientation that is no side',
      study({ chapters: [chapter({ orientation: 'north' })] }),
      { code: 'bad-field', at: 'chapters[0]', field: 'orientation' },
    ],
    [
      'a 3D view of a flat game',
      study({ chapters: [chapter({ view: '3d', tree: { version: 1, game: 'plunder' } })] }),
      { code: 'bad-field', at: 'chapters[0]', field: 'view' },
    ],
    [
      'an illegal turn deep in a chapter',
      study({
        chapters: [
          chapter(),
          chapter({
            tree: {
              version: 1,
              game: 'parallel-worlds',
              root: { children: [{ moves: ['1e2-1e5'] }] },
            },
          }),
        ],
      }),
      {
        code: 'tree',
        at: 'chapters[1].tree',
        problem: { code: 'bad-move', at: 'root.children[0]', problem: expect.anything() },
      },
    ],
    [
      'a comment too long',
      study({
        chapters: [
          chapter({ tree: { version: 1, game: 'chess', root: { comment: 'x'.repeat(4001) } } }),
        ],
      }),
      { code: 'too-long', at: 'chapters[0].tree', field: 'comment', max: 4000 },
    ],
    [
      'a gamebook hint in a version 1 tree',
      study({ chapters: [chapter({ tree: { version: 1, game: 'chess', root: { hint: 'e4' } } })] }),
      {
        code: 'tree',
        at: 'chapters[0].tree',
        problem: { code: 'bad-field', at: 'root', field: 'hint' },
      },
    ],
    [
      'a practice chapter without its practice',
      study({ chapters: [chapter({ kind: 'practice' })] }),
      { code: 'bad-field', at: 'chapters[0]', field: 'practice' },
    ],
    [
      'practice on a chapter of another kind',
      study({ chapters: [chapter({ practice: { level: 1, goal: { kind: 'win' } } })] }),
      { code: 'bad-field', at: 'chapters[0]', field: 'practice' },
    ],
    [
      'a level out of range',
      study({
        chapters: [chapter({ kind: 'practice', practice: { level: 9, goal: { kind: 'win' } } })],
      }),
      { code: 'bad-field', at: 'chapters[0].practice', field: 'level' },
    ],
    [
      'a goal within no turns',
      study({
        chapters: [
          chapter({ kind: 'practice', practice: { level: 2, goal: { kind: 'draw', turns: 0 } } }),
        ],
      }),
      { code: 'bad-field', at: 'chapters[0].practice.goal', field: 'turns' },
    ],
    [
      'a lesson on an annotated chapter',
      study({ chapters: [chapter({ lesson: { goal: { kind: 'checkmate' } } })] }),
      { code: 'bad-field', at: 'chapters[0]', field: 'lesson' },
    ],
    [
      'a lesson goal on no square',
      study({
        chapters: [
          chapter({
            kind: 'interactive',
            lesson: { goal: { kind: 'occupy', men: { '4h6': 'P' } } },
          }),
        ],
      }),
      { code: 'bad-field', at: 'chapters[0].lesson.goal', field: 'men' },
    ],
    [
      'a lesson goal of an unknown kind',
      study({ chapters: [chapter({ kind: 'interactive', lesson: { goal: { kind: 'fly' } } })] }),
      { code: 'bad-field', at: 'chapters[0].lesson.goal', field: 'kind' },
    ],
  ])('%s', (_, data, problem) => {
    const read = readStudy(data);
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.problem).toEqual(problem);
      expect(describeStudyProblem(read.problem).length).toBeGreaterThan(5);
    }
  });

  it('says where a broken file is wrong, in words', () => {
    const read = parseStudy(
      JSON.stringify(study({ chapters: [chapter(), chapter({ orientation: 1 })] })),
    );
    expect(read.ok || describeStudyProblem(read.problem)).toBe(
      'chapters[1]: field "orientation" is missing, of the wrong type, out of range or unknown',
    );
    const text = parseStudy('{"format":');
    expect(text.ok).toBe(false);
  });
});

describe('study format: round trip', () => {
  it.each([
    [
      'annotated',
      study({
        id: 'x1',
        owner: 'anna',
        chapters: [
          chapter({
            view: '2d',
            tree: {
              version: 1,
              game: 'parallel-worlds',
              root: {
                comment: 'Start',
                shapes: 'G1e22e2',
                children: [
                  {
                    moves: ['1e2-1e4', 'end'],
                    glyph: '!',
                    children: [{ moves: ['1e7-1e5', 'end'] }],
                  },
                  { moves: ['1d2-1d4', 'end'], comment: 'also good' },
                ],
              },
            },
          }),
        ],
      }),
    ],
    [
      'practice and a lesson',
      study({
        visibility: 'public',
        chapters: [
          chapter({
            kind: 'practice',
            orientation: 'black',
            practice: { level: 8, goal: { kind: 'win' } },
          }),
          chapter({
            kind: 'interactive',
            lesson: {
              goal: { kind: 'turn', subMoves: 2, levels: 2 },
              strict: true,
              accept: ['end'],
            },
          }),
        ],
      }),
    ],
    [
      'a gamebook',
      study({
        chapters: [
          chapter({
            kind: 'interactive',
            tree: {
              version: 2,
              game: 'pocket-mutation',
              root: {
                hint: 'develop',
                children: [
                  { moves: ['e2e4'], comment: 'Yes.' },
                  { moves: ['a2a3'], comment: 'Too slow.', deviation: 'x' },
                ],
              },
            },
          }),
        ],
      }),
    ],
  ])('%s: written as it was read', (_, data) => {
    const read = readStudy(JSON.parse(JSON.stringify(data)));
    expect(read.ok).toBe(true);
    if (read.ok) expect(writeStudy(read.value)).toEqual(data);
  });
});
