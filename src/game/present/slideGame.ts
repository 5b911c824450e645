/**
 * The game a board slide starts from, and the visitor's take-over of a demo game: pure functions
 * over sessions, so what a slide shows first and what a visitor gets are unit-tested. The moves
 * that follow (the computer's, a record's, a lesson's "show me") are played by the slide through
 * the store's intents, like anyone's.
 */
import { gameById, type GameDefinition } from '../../rules';
import { parseShapes, type Shape } from '../../content/annotations';
import { lineEnd, nodesOf } from '../../content/contentTree';
import { lessonById } from '../lessons/courses';
import { computer, HUMAN, type Players } from '../players';
import { GameSession } from '../session';
import { readTreeRecord, type ReadTree } from '../treeRecord';
import type { BoardSlide } from './playlist';

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
    case 'record': {
      const { startFen, tree } = recordTree(slide.record);
      const session = start(gameById(slide.game)!, startFen);
      session.setShapes(tree.root.shapes);
      return session;
    }
  }
}

/**
 * A record slide's record as an authored tree (read and checked when the playlist was): its
 * start, its lines with the comments and shapes of each turn, and the main line's unfinished turn.
 */
function recordTree(record: string): ReadTree {
  const read = readTreeRecord(record);
  if (!read.ok) throw new Error(`slide record: ${read.error}`);
  return read.value;
}

/** What a record slide plays, one move after another: the main line, each turn's shapes with its last move. */
export function recordSteps(
  record: string,
): { readonly move: string; readonly shapes: readonly Shape[] | null }[] {
  const { tree, pending } = recordTree(record);
  const turns = nodesOf(tree, lineEnd(tree, []));
  return [
    ...turns.flatMap((node) =>
      node.moves.map((move, index) => ({
        move,
        shapes: index === node.moves.length - 1 ? node.shapes : null,
      })),
    ),
    ...pending.map((move) => ({ move, shapes: null })),
  ];
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
