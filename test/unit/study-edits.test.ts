/**
 * The study page's edits (src/game/study/studyEdits.ts) as tables: chapters inserted after one
 * (refused past the limit), renamed, moved up and down (nothing past either end), deleted (never
 * the last), of another kind (a practice chapter gets a level and goal, loses them again; a
 * lesson's rules stay on an interactive chapter only), a practice's goal and a tree set.
 */
import { describe, expect, it } from 'vitest';
import { emptyTree } from '../../src/content/moveTree';
import { STUDY_LIMITS, type Chapter, type Study } from '../../src/content/study';
import {
  deleteChapter,
  insertChapter,
  moveChapter,
  renameChapter,
  setChapterKind,
  setChapterTree,
  setPractice,
} from '../../src/game/study/studyEdits';
import { addChild } from '../../src/content/contentTree';
import { PARALLEL_WORLDS } from '../../src/rules';

const chapter = (name: string, fields: Partial<Chapter> = {}): Chapter => ({
  name,
  kind: 'annotated',
  orientation: 'white',
  document: { game: PARALLEL_WORLDS, startFen: PARALLEL_WORLDS.startFen, tree: emptyTree() },
  ...fields,
});
const study = (...names: string[]): Study => ({
  name: 'Between levels',
  visibility: 'private',
  chapters: names.map((name) => chapter(name)),
});
const names = (value: Study | null) => value?.chapters.map((each) => each.name);

describe('chapters added, renamed, moved and deleted', () => {
  it.each<[string, () => Study | null, string[] | undefined]>([
    [
      'inserted after the first',
      () => insertChapter(study('a', 'b'), 0, chapter('c')),
      ['a', 'c', 'b'],
    ],
    [
      'inserted after the last',
      () => insertChapter(study('a', 'b'), 1, chapter('c')),
      ['a', 'b', 'c'],
    ],
    ['inserted first (after -1)', () => insertChapter(study('a'), -1, chapter('c')), ['c', 'a']],
    [
      'refused when the study is full',
      () =>
        insertChapter(
          study(...Array.from({ length: STUDY_LIMITS.chapters }, String)),
          0,
          chapter('x'),
        ),
      undefined,
    ],
    ['renamed', () => renameChapter(study('a', 'b'), 1, 'Stepping up'), ['a', 'Stepping up']],
    [
      'a name cut to the limit',
      () => renameChapter(study('a'), 0, 'x'.repeat(150)),
      ['x'.repeat(STUDY_LIMITS.nameLength)],
    ],
    ['no such chapter: as it was', () => renameChapter(study('a'), 3, 'z'), ['a']],
    ['moved up', () => moveChapter(study('a', 'b', 'c'), 2, -1), ['a', 'c', 'b']],
    ['moved down', () => moveChapter(study('a', 'b', 'c'), 0, 1), ['b', 'a', 'c']],
    ['the first cannot go up', () => moveChapter(study('a', 'b'), 0, -1), ['a', 'b']],
    ['the last cannot go down', () => moveChapter(study('a', 'b'), 1, 1), ['a', 'b']],
    ['deleted', () => deleteChapter(study('a', 'b', 'c'), 1), ['a', 'c']],
    ['the only chapter is kept', () => deleteChapter(study('a'), 0), ['a']],
  ])('%s', (_, edit, expected) => {
    expect(names(edit())).toEqual(expected);
  });
});

describe("a chapter's kind, practice and tree", () => {
  const lesson = { goal: { kind: 'reach', square: '2e4' } } as unknown as Chapter['lesson'];
  it.each<[string, () => Chapter, Partial<Chapter>]>([
    [
      'practice gets a level and a goal',
      () => setChapterKind(study('a'), 0, 'practice').chapters[0]!,
      { kind: 'practice', practice: { level: 3, goal: { kind: 'win' } } },
    ],
    [
      'annotated again loses them',
      () => setChapterKind(setChapterKind(study('a'), 0, 'practice'), 0, 'annotated').chapters[0]!,
      { kind: 'annotated', practice: undefined },
    ],
    [
      "a lesson's rules stay on an interactive chapter",
      () =>
        setChapterKind(
          { ...study(), chapters: [chapter('a', { kind: 'annotated', view: '3d' })] },
          0,
          'interactive',
        ).chapters[0]!,
      { kind: 'interactive', view: '3d' },
    ],
    [
      'and go when it becomes annotated',
      () =>
        setChapterKind(
          { ...study(), chapters: [chapter('a', { kind: 'interactive', lesson })] },
          0,
          'annotated',
        ).chapters[0]!,
      { kind: 'annotated', lesson: undefined },
    ],
    [
      "a practice chapter's goal",
      () =>
        setPractice(setChapterKind(study('a'), 0, 'practice'), 0, {
          level: 6,
          goal: { kind: 'capture-king', turns: 4 },
        }).chapters[0]!,
      { practice: { level: 6, goal: { kind: 'capture-king', turns: 4 } } },
    ],
    [
      'no practice on an annotated chapter',
      () => setPractice(study('a'), 0, { level: 6, goal: { kind: 'draw' } }).chapters[0]!,
      { practice: undefined },
    ],
  ])('%s', (_, edit, expected) => {
    const made = edit();
    for (const [field, value] of Object.entries(expected))
      if (value === undefined) expect(made).not.toHaveProperty(field);
      else expect(made).toHaveProperty(field, value);
  });

  it('a tree set on one chapter only', () => {
    const tree = addChild(emptyTree(), [], { moves: ['1e2-1e4', 'end'] }).tree;
    const changed = setChapterTree(study('a', 'b'), 1, tree);
    expect(changed.chapters[1]!.document.tree).toBe(tree);
    expect(changed.chapters[0]!.document.tree.root.children).toEqual([]);
  });
});
