/**
 * What a move did, as data, for whoever shows or sounds it (the move sound, and later move
 * arrows, lesson text, an engine's move list): a capture, a move to another level, a promotion,
 * castling, a drop, a pocketing, the end of a turn, a vest put on or spent. Read from the move's
 * kind and the position before it, never guessed from the position after.
 */
import {
  MOVE_CASTLE,
  MOVE_DROP,
  MOVE_END_TURN,
  MOVE_EN_PASSANT,
  MOVE_POCKET,
  levelOf,
  moveFrom,
  moveKind,
  movePromotion,
  moveTo,
  moveUsesVest,
  moveVestTaken,
  type Position,
} from '../rules';

export interface MoveFacts {
  readonly capture: boolean; // a man was taken (en passant too), e.g. exd5
  readonly levelChange: boolean; // the man went to another level, e.g. 1e2-2e2
  readonly promotion: boolean; // a pawn was promoted, e.g. e7e8=Q
  readonly castle: boolean;
  readonly drop: boolean; // a pocketed piece was put on the board
  readonly pocket: boolean; // a man was lifted into the pocket
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
  return {
    capture:
      kind === MOVE_EN_PASSANT || (placed && kind !== MOVE_CASTLE && before.board[to]! !== 0),
    levelChange: placed && levelOf(from) !== levelOf(to),
    promotion: placed && movePromotion(move) !== 0,
    castle: kind === MOVE_CASTLE,
    drop: kind === MOVE_DROP,
    pocket: kind === MOVE_POCKET,
    endTurn: kind === MOVE_END_TURN,
    vestTaken: moveVestTaken(move) !== 0,
    vestUsed: moveUsesVest(move),
  };
}
