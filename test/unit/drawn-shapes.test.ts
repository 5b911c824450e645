// Drawn shapes kept with the position: per position in the session (undo, redo and a new move
// over undone ones), in the store's intents, in the record file (lichess's comment commands) and
// in PGN from lichess.
import { describe, expect, it } from 'vitest';
import { PARALLEL_WORLDS, PLUNDER, parseSquare } from '../../src/rules';
import { parseShapes, writeShapes, type Shape } from '../../src/content/annotations';
import { GameSession } from '../../src/game/session';
import { createGameStore } from '../../src/game/store';
import { readRecord, writeRecord } from '../../src/game/recordFile';
import { readRecords } from '../../src/game/recordImport';

const shapes = (text: string, levels: number): Shape[] => {
  const read = parseShapes(text, levels);
  if (!read.ok) throw new Error(text);
  return read.shapes;
};
const started = (game = PARALLEL_WORLDS) => {
  const session = GameSession.start(game);
  if (!session.ok) throw new Error(session.error);
  return session.value;
};
const text = (session: GameSession, index?: number) =>
  writeShapes(session.shapesAt(index), session.game.levels);

describe('shapes in a session', () => {
  it('belong to the position they were drawn on, through undo and redo', () => {
    const session = started();
    session.setShapes(shapes('G1e23e4', 3));
    session.playText('1e4');
    expect(text(session)).toBe('');
    session.setShapes(shapes('R3e73e5', 3));
    session.undo();
    expect(text(session)).toBe('G1e23e4');
    session.redo();
    expect(text(session)).toBe('R3e73e5');
    expect(text(session, 0)).toBe('G1e23e4');
  });

  it('are forgotten with the undone moves a new move replaces', () => {
    const session = started();
    session.playText('1e4');
    session.setShapes(shapes('Y3e4', 3));
    session.undo();
    session.playText('1d4');
    expect(text(session)).toBe('');
  });
});

describe('drawing intents', () => {
  it('toggle, repaint, clear, and leave the game alone', () => {
    const store = createGameStore(started());
    const arrow: Shape = {
      orig: parseSquare('1e2', 3)!,
      dest: parseSquare('3e4', 3)!,
      brush: 'green',
    };
    store.getState().drawShape(arrow);
    expect(text(store.getState().session)).toBe('G1e23e4');
    store.getState().drawShape({ ...arrow, brush: 'blue' });
    expect(text(store.getState().session)).toBe('B1e23e4');
    store.getState().drawShape({ ...arrow, brush: 'blue' });
    expect(text(store.getState().session)).toBe('');
    store.getState().drawShape(arrow);
    const { version, shapesVersion } = store.getState();
    store.getState().clearShapes();
    expect(text(store.getState().session)).toBe('');
    expect(store.getState().version).toBe(version);
    expect(store.getState().shapesVersion).toBe(shapesVersion + 1);
  });

  it('draw on an earlier position when looking back', () => {
    const store = createGameStore(started());
    store.getState().typeMove('1e4');
    store.getState().drawShape({ orig: parseSquare('1e4', 3)!, brush: 'red' }, 0);
    expect(text(store.getState().session, 0)).toBe('R1e4');
    expect(text(store.getState().session)).toBe('');
  });
});

describe('shapes in the record file', () => {
  it('are written as comment commands after the move and read back', () => {
    const session = started();
    session.setShapes(shapes('G1e23e4,Y2d5', 3));
    session.playText('1e4');
    session.setShapes(shapes('R1e4', 3));
    const record = writeRecord(session);
    expect(record).toContain('{[%csl Y2d5][%cal G1e23e4]} 1. 1e2-1e4 {[%csl R1e4]}');
    const read = readRecord(record);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(text(read.value, 0)).toBe('Y2d5,G1e23e4');
    expect(text(read.value, 1)).toBe('R1e4');
  });

  it('keep a record with drawings in the own format (not sent to the PGN parser)', async () => {
    const read = await readRecords('[Game "parallel-worlds"]\n\n1. 1e4 {[%cal G3e73e5]} *');
    expect(read.ok && text(read.value[0]!.session, 1)).toBe('G3e73e5');
  });

  it('come from lichess PGN comments, which are not counted as left out', async () => {
    const pgn = '[Game "plunder"]\n\n1. e4 {[%cal Ge7e5,Rd2d4][%csl Ye5]} e5 { good } *';
    const read = await readRecords(pgn);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const game = read.value[0]!;
    expect(game.session.game).toBe(PLUNDER);
    expect(text(game.session, 1)).toBe('Ye5,Ge7e5,Rd2d4');
    expect(game.skipped.comments).toBe(1);
  });
});

describe('shapes in share links', () => {
  it('travel as &shapes= and come back on the position', async () => {
    const { importText } = await import('../../src/ui/library/importText');
    const { shareLink } = await import('../../src/ui/library/recordLinks');
    const session = started();
    session.playText('1e4');
    session.setShapes(shapes('G3e73e5,R1e4', 3));
    const link = shareLink(session, '3d', 'https://example.org/app/?game=x');
    expect(new URL(link).searchParams.get('shapes')).toBe('G3e73e5,R1e4');
    const opened = await importText(link, 'parallel-worlds');
    expect(opened.kind).toBe('link');
    if (opened.kind === 'link') expect(text(opened.session)).toBe('G3e73e5,R1e4');
  });

  it('refuse an unreadable shape with its problem, opening nothing', async () => {
    const { importText } = await import('../../src/ui/library/importText');
    const opened = await importText('?game=parallel-worlds&shapes=G1e2,Gz9', 'parallel-worlds');
    expect(opened).toMatchObject({
      kind: 'error',
      problem: { code: 'shape-unreadable', item: 'Gz9' },
    });
  });
});

describe('shapes in lessons', () => {
  it('every lesson that draws on its start position writes shapes that read on its board', async () => {
    const { COURSES } = await import('../../src/game/lessons/courses');
    const { lessonShapes } = await import('../../src/content/lesson');
    const { gameById } = await import('../../src/rules');
    const drawing = COURSES.flatMap((c) => c.lessons).filter((lesson) => lesson.shapes);
    expect(drawing.length).toBeGreaterThan(0);
    for (const lesson of drawing) {
      const levels = gameById(lesson.game)!.levels;
      expect(parseShapes(lesson.shapes!, levels).ok, lesson.id).toBe(true);
      expect(writeShapes(lessonShapes(lesson), levels)).toBe(lesson.shapes);
    }
  });
});
