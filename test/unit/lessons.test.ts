// Every lesson is solvable: its solution is replayed through the rules core (a game session, the
// same path the page takes) and the lesson's own judge, which must say "done" exactly at the end
// and award three stars. Also pins the judge's refusals (per sub-move where it can know) and the
// stars formula on small tables.
import { describe, expect, it } from 'vitest';
import { gameById } from '../../src/rules';
import { GameSession } from '../../src/game/session';
import { COURSES, LESSONS, lessonById, nextLesson } from '../../src/game/lessons/courses';
import { lessonDocument } from '../../src/content/lessonChapter';
import { readTreeJson, writeTreeJson } from '../../src/content/treeJson';
import {
  judgeLesson,
  lessonLine,
  lessonStart,
  solutionLength,
  starsFor,
  type Lesson,
  type Verdict,
} from '../../src/content/lesson';
import { readProgress, recordStars, PROGRESS_KEY } from '../../src/game/lessons/progress';
import { FIRST_LESSON } from '../../src/game/lessons/firstLesson';
import { memoryStorage } from '../../src/game/browserStorage';
import { en, type LessonWordKey } from '../../src/ui/learn/lessonWords.en';
import { ru } from '../../src/ui/learn/lessonWords.ru';
import {
  lessonHints,
  lessonText,
  lessonWordsIn,
  loadLessonWords,
} from '../../src/ui/learn/lessonText';

/** Starts a lesson's session. */
function sessionOf(lesson: Lesson): GameSession {
  const started = GameSession.start(gameById(lesson.game)!, lesson.fen);
  if (!started.ok) throw new Error(`${lesson.id}: ${started.error}`);
  return started.value;
}

/** Plays one student move and judges it; scripted replies are played as the page plays them. */
function studentPlays(lesson: Lesson, session: GameSession, text: string): Verdict {
  const student = lessonStart(lesson).turn;
  const played = session.playText(text);
  if (!played.ok) throw new Error(`${lesson.id}: ${played.error}`);
  const verdict = judgeLesson(lesson, session.position, session.moves, student);
  if (verdict.kind === 'reply')
    for (const reply of verdict.moves) {
      const answered = session.playText(reply);
      if (!answered.ok) throw new Error(`${lesson.id} reply: ${answered.error}`);
    }
  return verdict;
}

it('the home page offers the first lesson there is', () => {
  expect(FIRST_LESSON).toBe(LESSONS[0]!.id);
});

describe('every lesson is solvable by its own solution', () => {
  it.each(LESSONS.map((lesson) => [lesson.id, lesson] as const))('%s', (_id, lesson) => {
    const session = sessionOf(lesson);
    // The line "show me" plays: the student's moves are judged, the replies come from the judge.
    const moves = lessonLine(lesson)
      .filter((step) => step.student)
      .map((step) => step.move);
    const verdicts = moves.map((move) => studentPlays(lesson, session, move).kind);
    expect(verdicts.at(-1)).toBe('done');
    expect(verdicts.slice(0, -1)).not.toContain('done');
    expect(verdicts).not.toContain('wrong');
    const played = moves.filter((m) => m !== 'end').length;
    expect(starsFor(lesson, { moves: played, wrong: 0, hints: 0 })).toBe(3);
  });
});

describe('the courses', () => {
  it('has unique ids and a course per game', () => {
    expect(new Set(LESSONS.map((l) => l.id)).size).toBe(LESSONS.length);
    expect(COURSES.map((c) => c.game)).toEqual(['parallel-worlds', 'pocket-mutation', 'plunder']);
  });

  it('words every lesson in both catalogues, and no lesson that is not there', async () => {
    // The words live in the learn page's catalogues (src/ui/learn/lessonWords.*.ts), by lesson id.
    const keys = LESSONS.flatMap((lesson) => [
      `${lesson.id}.title`,
      `${lesson.id}.rule`,
      `${lesson.id}.task`,
      ...Array.from({ length: lesson.hints }, (_, i) => `${lesson.id}.hint.${i + 1}`),
    ]);
    for (const key of keys) {
      expect(en[key as LessonWordKey]?.length, `en ${key}`).toBeGreaterThan(0);
      expect(ru[key as LessonWordKey], `ru ${key}`).toMatch(/[а-яё]/i);
    }
    // Besides the lessons' words, the catalogues hold the learn page's words for copying them
    // as a study (`study.*`, lessonStudies.ts).
    const lessonKeys = (words: object) => Object.keys(words).filter((k) => !k.startsWith('study.'));
    expect(lessonKeys(en).sort()).toEqual([...keys].sort());
    expect(lessonKeys(ru).sort()).toEqual([...keys].sort());
    const lesson = lessonById('pw-middle-level')!;
    expect(lessonText(lessonWordsIn('en'), lesson, 'title')).toBe('The middle level');
    await loadLessonWords('ru'); // Russian is fetched when chosen
    expect(lessonText(lessonWordsIn('ru'), lesson, 'title')).toBe('Средний уровень');
    expect(lessonHints(lessonWordsIn('en'), lesson)).toHaveLength(lesson.hints);
  });

  it('covers every rule of section 2 of the rule book with a Parallel worlds lesson', () => {
    // One row per rule of section 2 of the rule book, naming the lesson that teaches it.
    const rules: Array<[string, string]> = [
      ['moving on levels 1 and 3', 'pw-levels-1-3'],
      ['the middle level: queen moves, no captures, no promotion', 'pw-middle-level'],
      ['stepping up and down: one level, empty square, never a capture', 'pw-between-levels'],
      ['a turn of up to three sub-moves on three levels', 'pw-three-levels'],
      ["White's short first turn", 'pw-first-turn'],
      ['ending a turn early', 'pw-end-early'],
      ['promotion on arriving from level 2', 'pw-promotion-from-2'],
      ['the first-rank pawn', 'pw-first-rank-pawn'],
      ['castling on each level', 'pw-castling'],
      ['en passant on each level', 'pw-en-passant'],
      ['a discovered attack across levels', 'pw-discovered-attack'],
      ['capturing a king wins', 'pw-king-capture'],
      ['guarding your own kings', 'pw-guard-kings'],
    ];
    for (const [rule, id] of rules) expect(lessonById(id)?.game, rule).toBe('parallel-worlds');
  });

  it('links each lesson to the next one of its course', () => {
    expect(nextLesson(lessonById('pw-levels-1-3')!)?.id).toBe('pw-king-capture');
    expect(nextLesson(lessonById('pl-vest-check')!)).toBeNull();
  });
});

describe('the judge refuses what misses the goal', () => {
  const rows: Array<{ rule: string; id: string; moves: string[]; expected: Verdict }> = [
    {
      rule: 'a strict lesson refuses another move at once, taking back one move',
      id: 'pw-end-early',
      moves: ['3a1-3a2'],
      expected: { kind: 'wrong', reason: 'not-the-move', undo: 1 },
    },
    {
      rule: 'a sub-move after which the turn cannot reach the goal is refused at once, alone',
      id: 'pw-middle-level',
      moves: ['2c1-2c4'],
      expected: { kind: 'wrong', reason: 'unreachable', undo: 1 },
    },
    {
      rule: 'a man moved elsewhere cannot move again this turn: refused at once',
      id: 'pw-levels-1-3',
      moves: ['1g1-1h3'],
      expected: { kind: 'wrong', reason: 'unreachable', undo: 1 },
    },
    {
      rule: 'a sub-move that leaves the goal reachable goes on',
      id: 'pw-levels-1-3',
      moves: ['3h1-3h6'],
      expected: { kind: 'continue' },
    },
    {
      rule: 'a king step that uses level 1 leaves the knight no level to end on: refused',
      id: 'pw-levels-1-3',
      moves: ['1a1-1b1'],
      expected: { kind: 'wrong', reason: 'unreachable', undo: 1 },
    },
    {
      rule: 'ending the turn too early takes back only the end (the turn could still reach the goal)',
      id: 'pw-three-levels',
      moves: ['1g1-1f3', 'end'],
      expected: { kind: 'wrong', reason: 'goal-missed', undo: 1 },
    },
    {
      rule: "White's first turn: one sub-move then end is refused alone",
      id: 'pw-first-turn',
      moves: ['1e2-1e4', 'end'],
      expected: { kind: 'wrong', reason: 'goal-missed', undo: 1 },
    },
    {
      rule: "White's first turn: a first sub-move goes on",
      id: 'pw-first-turn',
      moves: ['1e2-1e4'],
      expected: { kind: 'continue' },
    },
    {
      rule: 'a sub-move in an earlier turn of a longer lesson is not searched: it goes on',
      id: 'pw-first-rank-pawn',
      moves: ['1c1-1c2'],
      expected: { kind: 'continue' },
    },
    {
      rule: 'a turn that leaves a king to be taken is refused whole (judged at the end only)',
      id: 'pw-guard-kings',
      moves: ['1e1-1d1', 'end'],
      expected: { kind: 'wrong', reason: 'king-hangs', undo: 2 },
    },
    {
      rule: 'a sub-move that does not finish the turn goes on',
      id: 'pw-three-levels',
      moves: ['1g1-1f3'],
      expected: { kind: 'continue' },
    },
    {
      rule: 'after the first turn of a two-turn lesson the scripted reply comes',
      id: 'pw-first-rank-pawn',
      moves: ['1c1-1c2', 'end'],
      expected: { kind: 'reply', moves: ['3h8-3g8', 'end'] },
    },
    {
      rule: 'a strict lesson also takes the moves it accepts besides its solution',
      id: 'pm-promotion',
      moves: ['a7a8', 'a8^B'],
      expected: { kind: 'done' },
    },
    {
      rule: 'a strict lesson refuses a pawn pocketed before it reached the last rank',
      id: 'pm-promotion',
      moves: ['a7^P'],
      expected: { kind: 'wrong', reason: 'not-the-move', undo: 1 },
    },
    {
      rule: 'a drop that is not mate misses the goal',
      id: 'pm-drop',
      moves: ['Q@a1'],
      expected: { kind: 'wrong', reason: 'goal-missed', undo: 1 },
    },
  ];
  it.each(rows)('$rule', ({ id, moves, expected }) => {
    const lesson = lessonById(id)!;
    const session = sessionOf(lesson);
    let verdict: Verdict = { kind: 'continue' };
    for (const move of moves) verdict = studentPlays(lesson, session, move);
    expect(verdict).toEqual(expected);
  });
});

describe('stars: one less for each wrong try, hint and move too many', () => {
  const lesson = lessonById('pw-three-levels')!; // a solution of 3 moves
  it.each([
    { moves: 3, wrong: 0, hints: 0, stars: 3 },
    { moves: 2, wrong: 0, hints: 0, stars: 3 },
    { moves: 3, wrong: 0, hints: 1, stars: 2 },
    { moves: 3, wrong: 1, hints: 0, stars: 2 },
    { moves: 4, wrong: 0, hints: 0, stars: 2 },
    { moves: 3, wrong: 1, hints: 1, stars: 1 },
    { moves: 3, wrong: 0, hints: 2, stars: 1 },
    { moves: 9, wrong: 5, hints: 3, stars: 1 },
  ])('$moves moves, $wrong wrong, $hints hints: $stars stars', ({ stars, ...attempt }) => {
    expect(solutionLength(lesson)).toBe(3);
    expect(starsFor(lesson, attempt)).toBe(stars);
  });
});

describe('the judge stays quick', () => {
  it('answers a sub-move of the opening position within the search budget in well under a second', () => {
    const lesson = lessonById('pw-first-turn')!;
    const session = sessionOf(lesson);
    const started = performance.now();
    expect(studentPlays(lesson, session, '1a2-1a3').kind).toBe('continue');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('progress in the browser', () => {
  it('keeps the best stars and survives a damaged entry', () => {
    const storage = memoryStorage();
    expect(readProgress(storage)).toEqual({});
    recordStars('pw-castling', 2, storage);
    recordStars('pw-castling', 1, storage);
    expect(readProgress(storage)).toEqual({ 'pw-castling': 2 });
    recordStars('pw-castling', 3, storage);
    expect(readProgress(storage)).toEqual({ 'pw-castling': 3 });
    storage.setItem(PROGRESS_KEY, '{not json');
    expect(readProgress(storage)).toEqual({});
  });
});

describe('every lesson is an authored tree (lessonChapter.ts)', () => {
  it.each(LESSONS.map((lesson) => [lesson.id, lesson] as const))(
    '%s: its tree is a valid document of the tree format, read back the same',
    (_id, lesson) => {
      const written = writeTreeJson(lessonDocument(lesson));
      const read = readTreeJson(JSON.parse(JSON.stringify(written)));
      if (!read.ok) throw new Error(JSON.stringify(read.problem));
      expect(writeTreeJson(read.value)).toEqual(written);
      expect(lessonLine(lesson).map((step) => step.move)).toEqual(
        [...lesson.solution.keys()].flatMap((i) => [
          ...lesson.solution[i]!,
          ...(lesson.replies?.[i] ?? []),
        ]),
      );
    },
  );
});
