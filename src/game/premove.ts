/**
 * Premoves (issue 43), as chessground's: while the opponent is to move, the player at this
 * screen sets up the next turn, staged over the legal moves of the position with the turn handed
 * to them, and it is played the moment the opponent's turn lands if it still holds. Only the
 * rules core decides what is legal: the premove position is the position at the start of the turn
 * in progress written as a FEN with the side to move changed (`premoveSession`), and a premove is
 * checked again by replaying its sub-moves on the new position (`premoveHolds`). The store stages
 * the picks (store.ts), the online game says when the turn has landed (online/onlineGame.ts).
 */
import { WHITE, makeFen, makeSetupFen, toSetup, type Color } from '../rules';
import { GameSession } from './session';

/**
 * A session to stage a premove in for the side not to move: the position at the start of the
 * turn in progress of `session` (the opponent's sub-moves so far left out) with that side to
 * move, no en passant square (it was the opponent's), and White's move number one on (White
 * moves after Black). Null when that position cannot be (the opponent's king attacked in a game
 * with check, a game over): no premove then.
 */
export function premoveSession(session: GameSession): GameSession | null {
  if (session.outcome) return null;
  const start = session.positionAt(session.turnStartIndex());
  const color = (start.turn ^ 1) as Color;
  const setup = toSetup(start);
  const fullmove = color === WHITE ? setup.fullmove + 1 : setup.fullmove;
  const fen = makeSetupFen(session.game, { ...setup, turn: color, ep: [], fullmove });
  const started = GameSession.start(session.game, fen);
  return started.ok && !started.value.outcome ? started.value : null;
}

/**
 * Whether a premove's sub-moves can be played, in order, from the session's position: each one
 * the canonical text of a legal move there (not read as human notation, which could find
 * another move: `1d5-1e4` is not `dx3e4`).
 */
export function premoveHolds(session: GameSession, moves: readonly string[]): boolean {
  if (moves.length === 0 || session.outcome || session.position.subMoves > 0) return false;
  const started = GameSession.start(session.game, makeFen(session.position));
  if (!started.ok) return false;
  const trial = started.value;
  return moves.every((text) => {
    const move = trial.canonicalMove(text);
    if (move !== null) trial.play(move);
    return move !== null;
  });
}

/** Whether a premove's turn is whole: its last sub-move (or `end`) handed the move over. */
export const premoveComplete = (premove: GameSession): boolean =>
  premove.moves.length > 0 &&
  (premove.position.turn !== premove.moves[0]!.color || premove.outcome !== null);

/** The premoved sub-moves in canonical notation (`window.__test.online().premove`), or null. */
export const premoveText = (premove: GameSession | null): string[] | null =>
  premove && premove.moves.length > 0 ? premove.moves.map((move) => move.canonical) : null;
