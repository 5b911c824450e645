/**
 * Undo and redo by whole moves. The session takes back one sub-move at a time (in the flat games
 * a sub-move is the whole move); players also want "take back my move" for a Parallel worlds
 * turn of up to three sub-moves, and against the computer "take back my move" with its answer.
 * These functions count how many single steps make one whole
 * move, from the positions the session already keeps: no second history to drift out of step.
 */
import { play, type Position } from '../rules';
import { isAway } from './players';
import type { GameSession } from './session';

/**
 * How many single undos take back one whole move: the sub-moves of the turn in progress when
 * there are any, else the whole previous turn (with its `end`, if it had one).
 */
export function undoTurnCount(session: GameSession): number {
  const count = session.moves.length;
  if (count === 0 || !session.canUndo()) return 0;
  const start = session.turnStartIndex();
  if (start < count) return count - start;
  let begin = count - 1;
  while (begin > 0 && session.positionAt(begin).subMoves > 0) begin--;
  return count - begin;
}

/** How many single redos replay one whole move: up to the end of the next turn (or of the redo list). */
export function redoTurnCount(session: GameSession): number {
  return redoCountUntil(session, (position) => position.subMoves === 0);
}

/** How many single redos reach the first position that is `done` (or the end of the redo list). */
function redoCountUntil(session: GameSession, done: (position: Position) => boolean): number {
  if (!session.canRedo()) return 0;
  let position = session.position;
  let count = 0;
  for (const undone of session.undoneMoves) {
    position = play(position, undone.move);
    count++;
    if (done(position)) break;
  }
  return count;
}

/** Whether the turn in progress has sub-moves that can be taken back one at a time. */
export function canUndoSubMove(session: GameSession): boolean {
  return session.game.subMoveTurns && session.canUndo() && session.position.subMoves > 0;
}

/** Whether a single sub-move can be replayed (Parallel worlds chess only). */
export function canRedoSubMove(session: GameSession): boolean {
  return session.game.subMoveTurns && session.canRedo();
}

/**
 * Against the computer, how many single undos take back to the player's turn: the computer's
 * answer (if it has moved), then the player's own last whole move (or the sub-moves of the turn
 * in progress). 0 when the player has not moved yet (the computer's opening move stays).
 */
export function undoToPlayerCount(session: GameSession): number {
  if (!session.canUndo()) return 0;
  const moves = session.moves;
  let end = moves.length;
  while (end > 0 && isAway(session.players, moves[end - 1]!.color)) end--;
  if (end === 0) return 0;
  let begin = end - 1;
  while (begin > 0 && session.positionAt(begin).subMoves > 0) begin--;
  return moves.length - begin;
}

/** Against the computer, how many single redos replay the player's move and the computer's answer. */
export function redoToPlayerCount(session: GameSession): number {
  return redoCountUntil(
    session,
    (position) => position.subMoves === 0 && !isAway(session.players, position.turn),
  );
}
