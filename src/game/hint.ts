/**
 * The engine's suggestion for the player to move, as the boards mark it: its moves in canonical
 * and human notation and the squares they go from and to. Made by the store (`showHint`) and read
 * by the view model, each from here, so that neither imports the other. A threat (the analysis
 * board's threat mode) is the opponent's best turn if the side to move passed: its moves are
 * played from that position, and the boards draw it in red.
 */
import { legalMoves, makeMove, makeSan, play, type Move, type Position } from '../rules';
import { moveSquares, type GameSession, type MoveSquares } from './session';

/** The engine's suggestion: its moves (a Parallel worlds turn: its sub-moves) and their squares. */
export interface Hint {
  readonly version: number; // the store's version it was made for, e.g. 12
  readonly moves: readonly string[]; // ['3g1-3f3', '1e2-1e4']
  readonly san: readonly string[]; // ['Nf3', 'e4'] — the same in human notation
  readonly squares: readonly MoveSquares[]; // to mark
  readonly threat: boolean; // the opponent's threat, not a suggestion
}

/**
 * A hint from a run of canonical moves: their human notation and the squares they go from and to
 * (drops have no `from`, pocketing no `to`); null when a move is not legal there. The live
 * position's legal moves are the session's (already generated); each later sub-move's once.
 * `threatFrom`: the moves are a threat, played from that position (the live one passed).
 */
export function makeHint(
  session: GameSession,
  version: number,
  moves: readonly string[],
  threatFrom?: Position,
): Hint | null {
  let position = threatFrom ?? session.position;
  const squares: MoveSquares[] = [];
  const san: string[] = [];
  for (const text of moves) {
    const legal: readonly Move[] =
      position === session.position ? session.legalMoves() : legalMoves(position);
    const move = legal.find((each) => makeMove(position, each) === text);
    if (move === undefined) return null;
    san.push(makeSan(position, move, legal));
    const marked = moveSquares(move);
    if (marked) squares.push(marked);
    position = play(position, move);
  }
  return { version, moves, san, squares, threat: threatFrom !== undefined };
}
