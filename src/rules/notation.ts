/**
 * The canonical move notation of docs/rules.md §Conventions / Move notation (`e2e4`, `e7e8=Q`,
 * `a1^I`, `I@c4`, `c1d3*~B`,
 * `1e2-2e2`, `end`): what is stored, exchanged and typed on the command line. Parsing accepts
 * exactly the strings that `makeMove` writes for the legal moves, so `E2E4` or `0-0` are not moves.
 */
import { parseSquare, squareName } from './geometry';
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

/**
 * What a move's text says of its squares, read without the position's moves: the kind of move
 * it can only be (`end`, a drop, a pocket lift, or any move from one square to another) and its
 * squares; null when no move is written so.
 */
function readMoveText(
  text: string,
  levels: number,
): { kind: 'end' | 'drop' | 'pocket' | 'step'; from: number; to: number } | null {
  if (text === 'end') return { kind: 'end', from: 0, to: 0 };
  const at = text.indexOf('@');
  if (at >= 0) {
    const to = parseSquare(text.slice(at + 1), levels);
    return to === undefined ? null : { kind: 'drop', from: 0, to };
  }
  const lift = text.indexOf('^');
  if (lift >= 0) {
    const from = parseSquare(text.slice(0, lift), levels);
    return from === undefined ? null : { kind: 'pocket', from, to: from };
  }
  const width = levels > 1 ? 3 : 2;
  const gap = levels > 1 ? 1 : 0;
  if (levels > 1 && text[width] !== '-') return null;
  const from = parseSquare(text.slice(0, width), levels);
  const to = parseSquare(text.slice(width + gap, 2 * width + gap), levels);
  return from === undefined || to === undefined ? null : { kind: 'step', from, to };
}

/** Whether `move` is of the kind and on the squares that `read` (readMoveText) says. */
function fits(move: Move, read: NonNullable<ReturnType<typeof readMoveText>>): boolean {
  const kind = moveKind(move);
  switch (read.kind) {
    case 'end':
      return kind === MOVE_END_TURN;
    case 'drop':
      return kind === MOVE_DROP && moveTo(move) === read.to;
    case 'pocket':
      return kind === MOVE_POCKET && moveFrom(move) === read.from;
    case 'step':
      return (
        kind !== MOVE_END_TURN &&
        kind !== MOVE_DROP &&
        kind !== MOVE_POCKET &&
        moveFrom(move) === read.from &&
        moveTo(move) === read.to
      );
  }
}

/**
 * The legal move of `pos` written `text`, or an error naming the text. The text's squares are
 * read first, and only the legal moves on those squares are written out to compare (a move's
 * promotion, vest and level marks), not every legal move of the position.
 */
export function parseMove(pos: Position, text: string): Result<Move> {
  const read = readMoveText(text, pos.levels);
  if (read)
    for (const move of legalMoves(pos))
      if (fits(move, read) && makeMove(pos, move) === text) return ok(move);
  return err({ code: 'illegal-move', text: excerpt(text) });
}
