/**
 * Where a study's chapters come from (src/game/study/studyChapters.ts): a position turned to the
 * side to move, a game's moves as the main line, a record file of three games as three chapters
 * named from their headers with their variations and comments kept, and appending within the
 * study's limit of 64 chapters (the rest left out and counted). Every study built here reads back
 * through the format's own reader (study.ts), as the page and the server will read it.
 */
import { describe, expect, it } from 'vitest';
import { nodeAt } from '../../src/content/contentTree';
import { shapesFromComment } from '../../src/content/annotations';
import { readStudy, STUDY_LIMITS, writeStudy, type Chapter } from '../../src/content/study';
import { GameSession } from '../../src/game/session';
import {
  appendChapters,
  chapterOfGame,
  chapterOfPosition,
  chaptersOfRecordFile,
  newStudy,
  recordChapterName,
} from '../../src/game/study/studyChapters';
import { PARALLEL_WORLDS, gameById } from '../../src/rules';

const PLUNDER = gameById('plunder')!;
const untitled = (n: number) => `Game ${n}`;

/** The study of these chapters read back through the format's reader (must read). */
function readBack(chapters: readonly Chapter[]) {
  const read = readStudy(JSON.parse(JSON.stringify(writeStudy(newStudy('S', chapters).study))));
  if (!read.ok) throw new Error(JSON.stringify(read.problem));
  return read.value;
}

// Three games: named players, an event only, no headers; the first with a variation, comments
// and a glyph, the second black to move from its FEN, the third a Parallel worlds game whose
// main line ends in the middle of a turn.
const FILE = `[Game "plunder"]
[White "Anna"]
[Black "Boris"]

1. e4 {the centre} e5 (1... c5 {Sicilian} 2. Nf3) 2. Nf3 $1 Nc6 *

[Game "plunder"]
[Event "Club final"]
[White "?"]
[FEN "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"]

1... e5 2. Nf3 *

[Game "parallel-worlds"]

1. 1e2-1e4 end 1... 1e7-1e5 end 2. 1g1-1f3 *
`;

describe('study chapters: a record file with several games', () => {
  const read = chaptersOfRecordFile(FILE, undefined, untitled);
  const chapters = read.ok ? read.value : [];

  it('gives one chapter per game', () => {
    expect(read.ok).toBe(true);
    expect(chapters).toHaveLength(3);
  });

  it.each([
    ['players named: "White – Black"', 0, 'Anna – Boris'],
    ['"?" is no name: the event', 1, 'Club final'],
    ['no headers: the page’s fallback, numbered from 1', 2, 'Game 3'],
  ])('names: %s', (_rule, index, name) => {
    expect(chapters[index]!.name).toBe(name);
  });

  it.each([
    ['white to move at the start', 0, 'white'],
    ['black to move in its FEN', 1, 'black'],
  ])('orientation: %s', (_rule, index, orientation) => {
    expect(chapters[index]!.orientation).toBe(orientation);
  });

  it('keeps the variation, the comments and the glyph', () => {
    const { tree } = chapters[0]!.document;
    const e4 = tree.root.children[0]!;
    expect(e4.comment).toBe('the centre');
    expect(e4.children.map((child) => child.moves)).toEqual([['e7e5'], ['c7c5']]);
    const sicilian = e4.children[1]!;
    expect(sicilian.comment).toBe('Sicilian');
    expect(sicilian.children[0]!.moves).toEqual(['g1f3']);
    expect(nodeAt(tree, [e4.id, e4.children[0]!.id, e4.children[0]!.children[0]!.id])!.glyph).toBe(
      '!',
    );
  });

  it('keeps a main line ending inside a turn as its last node', () => {
    const { tree } = chapters[2]!.document;
    const last = tree.root.children[0]!.children[0]!.children[0]!;
    expect(last.moves).toEqual(['1g1-1f3']);
    expect(last.children).toEqual([]);
  });

  it('is annotated, of the game its tag names, and reads back through the study format', () => {
    expect(chapters.map((chapter) => chapter.kind)).toEqual([
      'annotated',
      'annotated',
      'annotated',
    ]);
    expect(chapters.map((chapter) => chapter.document.game.id)).toEqual([
      'plunder',
      'plunder',
      'parallel-worlds',
    ]);
    expect(readBack(chapters).chapters.map((chapter) => chapter.name)).toEqual([
      'Anna – Boris',
      'Club final',
      'Game 3',
    ]);
  });

  it.each([
    ['an illegal move in the second game names the game', FILE.replace('2. Nf3 *', '2. Ke3 *'), 2],
    ['a broken tag in the third', FILE.replace('[Game "parallel-worlds"]', '[Game broken'), 3],
  ])('refuses the file whole: %s', (_rule, text, game) => {
    const broken = chaptersOfRecordFile(text, undefined, untitled);
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.problem).toMatchObject({ code: 'record-in-file', game });
  });

  it.each([
    ['empty text', '  \n', 'record-empty'],
    ['one game with an illegal move: its own problem', '1. e5 *', 'record-move'],
  ])('refuses %s', (_rule, text, code) => {
    const broken = chaptersOfRecordFile(text, PLUNDER, untitled);
    expect(!broken.ok && broken.problem.code).toBe(code);
  });

  it('reads a record without a [Game] tag as the fallback game', () => {
    const one = chaptersOfRecordFile('1. e4 e5 *', PLUNDER, untitled);
    expect(one.ok && one.value[0]!.document.game.id).toBe('plunder');
  });
});

describe('study chapters: a name from headers', () => {
  it.each<[string, Record<string, string>, string]>([
    ['both players', { White: 'Anna', Black: 'Boris', Event: 'Cup' }, 'Anna – Boris'],
    ['one player only: the event', { White: 'Anna', Event: 'Cup' }, 'Cup'],
    ['nothing: the fallback', {}, 'Game 1'],
    ['cut to the study’s name length', { Event: 'x'.repeat(300) }, 'x'.repeat(100)],
  ])('%s', (_rule, tags, name) => {
    expect(recordChapterName(new Map(Object.entries(tags)), 'Game 1')).toBe(name);
    expect(STUDY_LIMITS.nameLength).toBe(100);
  });
});

describe('study chapters: a position and a game', () => {
  it.each([
    ['the start: white to move', PARALLEL_WORLDS.startFen, 'white'],
    ['black to move', 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1', 'black'],
  ])('a position is turned to the side to move: %s', (_rule, fen, orientation) => {
    const game = fen === PARALLEL_WORLDS.startFen ? PARALLEL_WORLDS : PLUNDER;
    const chapter = chapterOfPosition(game, fen, { name: 'Here', kind: 'interactive' });
    expect(chapter.ok && chapter.value.orientation).toBe(orientation);
    expect(chapter.ok && chapter.value.document.tree.root.children).toEqual([]);
  });

  it('a practice chapter gets a practice goal the format accepts', () => {
    const chapter = chapterOfPosition(PLUNDER, PLUNDER.startFen, { name: 'P', kind: 'practice' });
    expect(chapter.ok && readBack([chapter.value]).chapters[0]!.practice).toEqual({
      level: 3,
      goal: { kind: 'win' },
    });
  });

  it('a FEN the rules refuse is their problem', () => {
    const chapter = chapterOfPosition(PLUNDER, '8/8/8 w - - 0 1', { name: 'X', kind: 'annotated' });
    expect(chapter.ok).toBe(false);
  });

  it('a game’s moves are the main line, its shapes kept', () => {
    const session = GameSession.replay(PLUNDER, undefined, ['e2e4', 'e7e5', 'g1f3']);
    if (!session.ok) throw new Error(session.error);
    session.value.setShapes(shapesFromComment('[%cal Gg1f3]', 1), 3);
    const chapter = chapterOfGame(session.value, { name: 'Played', kind: 'annotated' });
    if (!chapter.ok) throw new Error(chapter.error);
    const { tree } = chapter.value.document;
    const line: string[][] = [];
    for (let node = tree.root.children[0]; node; node = node.children[0])
      line.push([...node.moves]);
    expect(line).toEqual([['e2e4'], ['e7e5'], ['g1f3']]);
    expect(tree.root.children[0]!.children[0]!.children[0]!.shapes).toHaveLength(1);
    expect(readBack([chapter.value]).chapters[0]!.name).toBe('Played');
  });
});

describe('study chapters: appending within STUDY_LIMITS', () => {
  const one = chapterOfPosition(PLUNDER, PLUNDER.startFen, { name: 'C', kind: 'annotated' });
  const chapter = one.ok ? one.value : (null as never);
  const many = (count: number) => Array.from({ length: count }, () => chapter);

  it.each([
    ['into an empty study', 0, 3, 3, 0],
    ['up to the limit exactly', 60, 4, 4, 0],
    ['past 64: the first that fit are added, the rest counted', 62, 5, 2, 3],
    ['a full study takes none', 64, 1, 0, 1],
  ])('%s', (_rule, before, adding, added, left) => {
    const study = { name: 'S', visibility: 'private' as const, chapters: many(before) };
    const result = appendChapters(study, many(adding));
    expect([result.added, result.left]).toEqual([added, left]);
    expect(result.study.chapters).toHaveLength(before + added);
    expect(result.study.chapters.length).toBeLessThanOrEqual(STUDY_LIMITS.chapters);
  });

  it('a new study is private and keeps the chapters in order', () => {
    const { study } = newStudy('Openings', many(2));
    expect([study.visibility, study.name, study.chapters.length]).toEqual([
      'private',
      'Openings',
      2,
    ]);
  });
});
