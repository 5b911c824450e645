/**
 * The canonical move notation of docs/rules.md §Conventions / Move notation (`e2e4`, `e7e8=Q`,
 * `a1^I`, `I@c4`, `c1d3*~B`,
 * `1e2-2e2`, `end`): what is stored, exchanged and typed on the command line. Parsing accepts
 * exactly the strings that `makeMove` writes for the legal moves, so `E2E4` or `0-0` are not moves.
 */
import { squareName } from './geometry';
import {
  MOVE_CASTLE,
  MOVE_DOUBLE_STEP,
  MOVE_DROP,
  MOVE_END_TURN,
  MOVE_EN_PASSANT,
  MOVE_LEVEL,
  MOVE_NORMAL,
  MOVE_POCKET,
  moveFrom,
  moveKind,
  movePromotion,
  moveTo,
  moveUsesVest,
  moveVestTaken,
  type Move,
} from './move';
import { PIECES } from './pieces';
import type { PositionView as Position } from './position';
import { legalMoves } from './play';
import { excerpt, unreachable } from './problems';
import { err, ok, type Result } from './result';

const letter = (type: number): string => PIECES[type]!.letter;

/** The canonical string of a move of `pos`. */
export function makeMove(pos: Position, move: Move): string {
  const levels = pos.levels;
  const kind = moveKind(move);
  switch (kind) {
    case MOVE_END_TURN:
      return 'end';
    case MOVE_DROP:
      return `${letter(moveFrom(move))}@${squareName(moveTo(move), levels)}`;
    case MOVE_POCKET:
      return `${squareName(moveFrom(move), levels)}^${letter(movePromotion(move))}`;
    case MOVE_NORMAL:
    case MOVE_DOUBLE_STEP:
    case MOVE_EN_PASSANT:
    case MOVE_CASTLE:
    case MOVE_LEVEL: {
      const from = squareName(moveFrom(move), levels);
      const to = squareName(moveTo(move), levels);
      const promotion = movePromotion(move);
      const vest = moveVestTaken(move);
      return (
        from +
        (levels > 1 ? '-' : '') +
        to +
        (moveUsesVest(move) ? '*' : '') +
        (promotion ? `=${letter(promotion)}` : '') +
        (vest ? `~${letter(vest)}` : '')
      );
    }
    default:
      return unreachable(kind);
  }
}

/** The legal move of `pos` written `text`, or an error naming the text. */
export function parseMove(pos: Position, text: string): Result<Move> {
  for (const move of legalMoves(pos)) if (makeMove(pos, move) === text) return ok(move);
  return err({ code: 'illegal-move', text: excerpt(text) });
}
