/**
 * Class mode's app side (issue 46), as tables: the teacher's answers panel read off the room's
 * news (src/game/study/classAnswers.ts: found it, tried what, not yet, at the teacher's chapter
 * and node), a teacher's study state as a follower reads it (readFollowState, kind `study`), and
 * a study as presenter slides, one per chapter, which the playlist reader takes back
 * (slidesOfStudy, addSlide).
 */
import { describe, expect, it } from 'vitest';
import { readStudy, type Study } from '../../src/content/study';
import { readFollowState } from '../../src/game/online/follow';
import { addSlide, slidesOfStudy } from '../../src/game/present/playlistStore';
import { memoryStorage } from '../../src/game/browserStorage';
import {
  answersAt,
  EMPTY_CLASS,
  withClassChange,
  type ClassBook,
} from '../../src/game/study/classAnswers';
import type { ClassAnswerSeen } from '../../src/protocol';

const seen = (
  student: number,
  moves: string[],
  right: boolean,
  chapter = 2,
  path: number[] = [3],
): ClassAnswerSeen => ({ student, chapter, path, moves, right, at: 0 });

const book: ClassBook = [
  seen(1, ['e2e4'], true),
  seen(2, ['a2a3'], false),
  seen(2, ['h2h3'], false),
  seen(2, ['a2a3'], false), // the same wrong turn twice: once in the row
  seen(3, ['1e2-1e4', '3d2-3d4'], false),
  seen(3, ['1e2-1e4', 'end'], true),
  seen(4, ['e2e4'], true, 1), // another chapter
  seen(4, ['e2e4'], true, 2, [3, 5]), // another node
].reduce<ClassBook>((before, answer) => withClassChange(before, { type: 'answer', answer }), {
  ...EMPTY_CLASS,
  students: ['Ann', 'Bob', 'Cleo', 'Dan'].map((name, i) => ({
    id: i + 1,
    name,
    connected: name !== 'Dan',
  })),
});

describe('the answers panel', () => {
  it.each([
    ['found it at once', 'Ann', 'found', []],
    ['tried two wrong turns, each once', 'Bob', 'tried', ['a2a3', 'h2h3']],
    [
      'found it after a wrong turn (a turn’s sub-moves joined)',
      'Cleo',
      'found',
      ['1e2-1e4 3d2-3d4'],
    ],
    ['answers elsewhere are not this position’s', 'Dan', 'not-yet', []],
  ])('%s', (_, name, state, tried) => {
    const row = answersAt(book, 2, [3]).find((r) => r.name === name)!;
    expect([row.state, row.tried]).toEqual([state, tried]);
  });

  it('keeps the class’s order and who is away; a new class view replaces the book', () => {
    expect(answersAt(book, 2, [3]).map((r) => [r.name, r.connected])).toEqual([
      ['Ann', true],
      ['Bob', true],
      ['Cleo', true],
      ['Dan', false],
    ]);
    const students = [{ id: 9, name: 'Eve', connected: true }];
    const after = withClassChange(book, { type: 'students', students });
    expect(after.answers).toBe(book.answers); // the students change, the answers stay
    expect(withClassChange(book, { type: 'class', view: { students, answers: [] } })).toEqual({
      students,
      answers: [],
    });
  });
});

describe('a teacher’s study state, as a follower reads it', () => {
  const board = { game: 'plunder', startFen: 'x', moves: [] };
  const state = {
    kind: 'study',
    study: 's1',
    chapter: 2,
    path: [1, 4],
    board,
    view: '2d',
    title: 'Forks',
    doc: null,
  };
  it.each<[string, Record<string, unknown>, boolean]>([
    ['the study, chapter, path and board', state, true],
    ['at a chapter’s start', { ...state, path: [] }, true],
    ['chapters count from 1', { ...state, chapter: 0 }, false],
    ['a path of node ids', { ...state, path: ['a'] }, false],
    ['the study named by its id', { ...state, study: 4 }, false],
    ['a board to show', { ...state, board: null }, false],
    ['the study itself, as JSON', { ...state, doc: { format: 'parallel-worlds-study' } }, true],
    ['which is an object', { ...state, doc: 'study' }, false],
  ])('%s', (_, parts, read) => {
    expect(readFollowState(parts) !== null).toBe(read);
  });
});

describe('a study in the presenter’s playlist', () => {
  const chapter = (fields: Record<string, unknown>) => ({
    kind: 'annotated',
    orientation: 'white',
    ...fields,
  });
  const read = readStudy({
    format: 'parallel-worlds-study',
    version: 1,
    name: 'Between levels',
    visibility: 'unlisted',
    chapters: [
      chapter({
        name: 'Up a level',
        view: '2d',
        tree: {
          version: 1,
          game: 'parallel-worlds',
          root: { comment: 'Look at 3e4', shapes: 'G1e23e4', children: [] },
        },
      }),
      chapter({
        name: 'Find it',
        kind: 'interactive',
        tree: {
          version: 1,
          game: 'parallel-worlds',
          root: { children: [{ moves: ['1e2-1e4', 'end'] }] },
        },
      }),
      chapter({ name: 'Flat', tree: { version: 1, game: 'plunder', root: {} } }),
    ],
  });
  const study = (read as { ok: true; value: Study }).value;

  it('makes one position slide per chapter, which the reader takes back', () => {
    expect(read.ok).toBe(true);
    const slides = slidesOfStudy(study);
    expect(
      slides.map((s) => [s.kind, s.kind === 'position' && [s.game, s.view, s.shapes]]),
    ).toEqual([
      ['position', ['parallel-worlds', '2d', 'G1e23e4']], // the chapter's own view, its arrow
      ['position', ['parallel-worlds', '3d', '']], // no view: the stacked boards in 3D
      ['position', ['plunder', '2d', '']],
    ]);
    expect(slides[0]).toMatchObject({
      caption: { en: 'Between levels — Up a level' },
      notes: { en: 'Look at 3e4' },
    });
    const storage = memoryStorage();
    const added = addSlide(storage, slides);
    expect(added.ok).toBe(true);
    const all = added.ok ? added.playlist.slides : [];
    expect(all.slice(-3).map((s) => s.kind === 'position' && s.caption?.ru)).toEqual([
      'Between levels — Up a level',
      'Between levels — Find it',
      'Between levels — Flat',
    ]);
  });
});
