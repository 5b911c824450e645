/**
 * The game a board slide starts from, and the visitor's take-over of a demo game: pure functions
 * over sessions, so what a slide shows first and what a visitor gets are unit-tested. The moves
 * that follow (the computer's, a record's, a lesson's "show me") are played by the slide through
 * the store's intents, like anyone's.
 */
import { gameById, type GameDefinition } from '../../rules';
import { parseShapes } from '../annotations';
import { lessonById } from '../lessons/courses';
import { computer, HUMAN, type Players } from '../players';
import { readRecord } from '../recordFile';
import { GameSession } from '../session';
import type { Slide } from './playlist';

type BoardSlide = Exclude<Slide, { kind: 'title' }>;

/** The session a board slide shows first (a record: its start, before the first move). */
export function slideSession(slide: BoardSlide): GameSession {
  const start = (game: GameDefinition, fen?: string, players?: Players) => {
    const started = GameSession.start(game, fen, players);
    if (!started.ok) throw new Error(`slide position: ${started.error}`); // read and checked before
    return started.value;
  };
  switch (slide.kind) {
    case 'position': {
      const session = start(gameById(slide.game)!, slide.fen);
      const shapes = parseShapes(slide.shapes, session.game.levels); // checked with the playlist
      if (shapes.ok) session.setShapes(shapes.shapes);
      return session;
    }
    case 'lesson': {
      const lesson = lessonById(slide.lesson)!;
      return start(gameById(lesson.game)!, lesson.fen);
    }
    case 'demo':
      return start(gameById(slide.game)!, slide.fen ?? undefined, [
        computer(slide.white),
        computer(slide.black),
      ]);
    case 'record':
      return start(gameById(slide.game)!, recordSession(slide.record).startFen);
  }
}

/** The game of a record slide, replayed (it was read when the playlist was). */
export function recordSession(record: string): GameSession {
  const read = readRecord(record);
  if (!read.ok) throw new Error(`slide record: ${read.error}`);
  return read.value;
}

/**
 * A demo game taken over by a visitor: the same moves, the side to move now played by the
 * visitor, the other side still by the computer at its level.
 */
export function takeOver(session: GameSession): GameSession {
  const turn = session.position.turn;
  const players = session.players.map((player, color) =>
    color === turn ? HUMAN : player.kind === 'computer' ? player : computer(2),
  ) as unknown as Players;
  const moves = session.moves.map((move) => move.canonical);
  const replayed = GameSession.replay(session.game, session.startFen, moves, players);
  if (!replayed.ok) throw new Error(replayed.error); // the same moves from the same start
  return replayed.value;
}
