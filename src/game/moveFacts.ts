/**
 * What a move did, as data, for whoever shows or sounds it (the move sound, and later move
 * arrows, lesson text, an engine's move list): a capture, a move to another level, a promotion,
 * castling, a drop, a pocketing, the end of a turn, a vest put on or spent. Read from the move's
 * kind and the position before it, never guessed from the position after. A promotion is what the
 * rule book calls one: a pawn promoting by its move (PlunderChess, levels 1 and 3 of Parallel
 * worlds chess, also arriving there from level 2), and in Pocket mutation chess, where pawns never
 * promote by moving, a pocketing from the last rank that changes the man's class.
 */
import {
  MOVE_CASTLE,
  MOVE_DROP,
  MOVE_END_TURN,
  MOVE_EN_PASSANT,
  MOVE_POCKET,
  changesClass,
  levelOf,
  moveFrom,
  moveKind,
  movePromotion,
  moveTo,
  moveUsesVest,
  moveVestTaken,
  typeOfCode,
  type Position,
} from '../rules';

export interface MoveFacts {
  readonly capture: boolean; // a man was taken (en passant too), e.g. exd5
  readonly levelChange: boolean; // the man went to another level, e.g. 1e2-2e2
  readonly levelUp: boolean; // … a higher one, e.g. 1e2-2e2
  readonly levelDown: boolean; // … a lower one, e.g. 2e2-1e2
  readonly promotion: boolean; // promoted: e7e8=Q, 2a8-1a8=Q; Pocket mutation: pocketed up a class, a8^N
  readonly castle: boolean;
  readonly drop: boolean; // a pocketed piece was put on the board
  readonly pocket: boolean; // a man was lifted into the pocket
  readonly mutation: boolean; // … and became another piece there, e.g. a1^I
  readonly endTurn: boolean; // `end`: a Parallel worlds turn ended early
  readonly vestTaken: boolean; // the capturer put on a vest
  readonly vestUsed: boolean; // the move spent the mover's vest
}

/** The facts of `move`, one of the legal moves of `before`. */
export function moveFacts(before: Position, move: number): MoveFacts {
  const kind = moveKind(move);
  const placed = kind !== MOVE_DROP && kind !== MOVE_POCKET && kind !== MOVE_END_TURN;
  const from = moveFrom(move);
  const to = moveTo(move);
  const levelStep = placed ? levelOf(to) - levelOf(from) : 0;
  return {
    capture:
      kind === MOVE_EN_PASSANT || (placed && kind !== MOVE_CASTLE && before.board[to]! !== 0),
    levelChange: levelStep !== 0,
    levelUp: levelStep > 0,
    levelDown: levelStep < 0,
    promotion:
      kind === MOVE_POCKET
        ? changesClass(typeOfCode(before.board[from]!), movePromotion(move))
        : placed && movePromotion(move) !== 0,
    castle: kind === MOVE_CASTLE,
    drop: kind === MOVE_DROP,
    pocket: kind === MOVE_POCKET,
    mutation: kind === MOVE_POCKET && movePromotion(move) !== typeOfCode(before.board[from]!),
    endTurn: kind === MOVE_END_TURN,
    vestTaken: moveVestTaken(move) !== 0,
    vestUsed: moveUsesVest(move),
  };
}

/** The facts of several moves to one target taken together: a fact holds if it holds for one. */
export function anyMoveFacts(before: Position, moves: readonly number[]): MoveFacts {
  const all = moves.map((move) => moveFacts(before, move));
  const any = (fact: keyof MoveFacts) => all.some((facts) => facts[fact]);
  return {
    capture: any('capture'),
    levelChange: any('levelChange'),
    levelUp: any('levelUp'),
    levelDown: any('levelDown'),
    promotion: any('promotion'),
    castle: any('castle'),
    drop: any('drop'),
    pocket: any('pocket'),
    mutation: any('mutation'),
    endTurn: any('endTurn'),
    vestTaken: any('vestTaken'),
    vestUsed: any('vestUsed'),
  };
}
