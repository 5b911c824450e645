/**
 * The human notation shown to players (SAN-like, docs/rules.md §Conventions / Move notation): piece
 * letter, disambiguation,
 * `x`, destination, `=Q`, `+`/`#`; `O-O`; pocketing `Ra1^I`; drops `I@c4+`; vests `Nxe5~P`,
 * `Bd3*`; Parallel worlds sub-moves with levelled squares (`N1c3`, `ex1d5`), moves between
 * levels with an arrow (`N↑2b1`, `↓1a8=Q`), castling with its level (`1:O-O`), and `end`.
 * Notation is unique among the legal moves: men of one type that reach one square by the same
 * kind of move are told apart as in SAN, pawns too (`Pcd5*`, `e4xd5*` for two pawns that reach d5
 * by a vest; `P1d5` on Parallel worlds' middle level).
 * `parseSan` accepts what `makeSan` writes (check marks optional) and canonical moves.
 */
import { inCheck } from './attacks';
import { fileOf, levelOf, rankOf, squareName } from './geometry';
import {
  MOVE_CASTLE,
  MOVE_DROP,
  MOVE_END_TURN,
  MOVE_EN_PASSANT,
  MOVE_LEVEL,
  MOVE_POCKET,
  moveFrom,
  moveKind,
  movePromotion,
  moveTo,
  moveUsesVest,
  moveVestTaken,
  type Move,
} from './move';
import { makeMove } from './notation';
import { KING, PAWN, PIECES } from './pieces';
import { legalMoves, play } from './play';
import type { PositionView as Position } from './position';
import { excerpt } from './problems';
import { err, ok, type Result } from './result';

const letter = (type: number): string => PIECES[type]!.letter;

/** The human notation of a legal move of `pos`. */
export function makeSan(
  pos: Position,
  move: Move,
  legal: readonly Move[] = legalMoves(pos),
): string {
  const kind = moveKind(move);
  if (kind === MOVE_END_TURN) return 'end';
  return sanBody(pos, move, legal) + checkMark(pos, move, moveTo(move));
}

/** The human notation without its check mark (which costs a move and a move generation). */
function sanBody(pos: Position, move: Move, legal: readonly Move[]): string {
  const kind = moveKind(move);
  if (kind === MOVE_END_TURN) return 'end';
  const levels = pos.levels;
  const from = moveFrom(move);
  const to = moveTo(move);
  let san: string;
  if (kind === MOVE_DROP) {
    san = `${letter(from)}@${squareName(to, levels)}`;
  } else if (kind === MOVE_POCKET) {
    san = `${letter(pos.board[from]! & 31)}${squareName(from, levels)}^${letter(movePromotion(move))}`;
  } else if (kind === MOVE_CASTLE) {
    san = (levels > 1 ? `${levelOf(to) + 1}:` : '') + (fileOf(to) === 6 ? 'O-O' : 'O-O-O');
  } else {
    const type = pos.board[from]! & 31;
    const piece = type === PAWN ? '' : letter(type);
    const promotion = movePromotion(move) ? `=${letter(movePromotion(move))}` : '';
    if (kind === MOVE_LEVEL) {
      san = `${piece}${levelOf(to) > levelOf(from) ? '↑' : '↓'}${squareName(to, levels)}${promotion}`;
    } else {
      const capture = kind === MOVE_EN_PASSANT || pos.board[to] !== 0;
      let prefix = piece;
      if (type === PAWN) {
        // Two pawns may reach one square: on Parallel worlds' middle level, where pawns ride as
        // queens, and in PlunderChess by vests (`Pcd5*`). A capture names the pawn's file, and
        // its whole square when a pawn of the same file captures there too (`e4xd5*`).
        const rivals = disambiguation(pos, move, legal);
        const file = squareName(from, 1)[0]!;
        if (capture) prefix = rivals === '' || rivals === file ? file : squareName(from, 1);
        else if (rivals) prefix = `${letter(PAWN)}${rivals}`;
      } else {
        prefix += disambiguation(pos, move, legal);
      }
      const vestUsed = moveUsesVest(move) ? '*' : ''; // before `=Q`, as in `a2a8*=Q`
      san = `${prefix}${capture ? 'x' : ''}${squareName(to, levels)}${vestUsed}${promotion}`;
    }
    if (moveVestTaken(move)) san += `~${letter(moveVestTaken(move))}`;
  }
  return san;
}

/** File, rank or both, when another man of the same type could make the same kind of move. */
function disambiguation(pos: Position, move: number, legal: readonly number[]): string {
  const from = moveFrom(move);
  const to = moveTo(move);
  const type = pos.board[from]! & 31;
  const rivals = legal.filter((other) => {
    const otherFrom = moveFrom(other);
    return (
      otherFrom !== from &&
      moveTo(other) === to &&
      moveUsesVest(other) === moveUsesVest(move) &&
      moveKind(other) !== MOVE_LEVEL &&
      moveKind(other) !== MOVE_POCKET &&
      moveKind(other) !== MOVE_DROP &&
      (pos.board[otherFrom]! & 31) === type
    );
  });
  if (rivals.length === 0) return '';
  const name = squareName(from, 1);
  if (rivals.every((other) => fileOf(moveFrom(other)) !== fileOf(from))) return name[0]!;
  if (rivals.every((other) => rankOf(moveFrom(other)) !== rankOf(from))) return name[1]!;
  return name;
}

/** `#` for mate or a captured king, `+` for check, '' otherwise. */
function checkMark(pos: Position, move: Move, to: number): string {
  if (pos.game.subMoveTurns)
    return (pos.board[to]! & 31) === KING && moveKind(move) !== MOVE_LEVEL ? '#' : '';
  if (!pos.game.check) return '';
  const next = play(pos, move);
  if (!inCheck(next)) return '';
  return legalMoves(next).length === 0 ? '#' : '+';
}

/** The longest human or canonical notation of any move (`1e7-2e8*=Q~N#` and the like). */
const LONGEST_MOVE = 24;

/** `san` without its check and annotation marks, `0-0` read as `O-O` (linear, no backtracking). */
function plain(san: string): string {
  let end = san.length;
  while (end > 0 && '+#!?'.includes(san[end - 1]!)) end--;
  return san.slice(0, end).replace(/0/g, 'O');
}

/** The legal move written `text` in human notation (or canonical notation). */
export function parseSan(pos: Position, text: string): Result<Move> {
  const trimmed = text.trim();
  const wanted = plain(trimmed);
  if (wanted.length <= LONGEST_MOVE) {
    const legal = legalMoves(pos);
    for (const move of legal) {
      if (makeMove(pos, move) === trimmed) return ok(move);
      // Only a move whose destination is named can be meant (castling and pocketing name none).
      const kind = moveKind(move);
      const named =
        kind === MOVE_CASTLE ||
        kind === MOVE_POCKET ||
        wanted.includes(squareName(moveTo(move), pos.levels));
      if (named && sanBody(pos, move, legal) === wanted) return ok(move);
    }
  }
  return err({ code: 'not-a-legal-move', text: excerpt(text) });
}

/** A move's text with its levels left out: `N1f3` → `Nf3`, `1e2-1e4` → `e2e4`. */
const withoutLevels = (text: string): string =>
  plain(text)
    .replace(/(?<![a-h])[1-9](?=[a-h][1-9])/g, '')
    .replace(/-/g, '');

/**
 * The legal moves that `text` names once levels are left out (`Nf3` in Parallel worlds chess:
 * the knights that reach f3 on level 1 and on level 3), for answering a move typed without its
 * level: none in a one-level game, where a text either names a move or does not.
 */
export function sanCandidates(pos: Position, text: string): Move[] {
  if (pos.levels === 1) return [];
  const legal = legalMoves(pos);
  const wanted = withoutLevels(text.trim());
  return legal.filter(
    (move) =>
      withoutLevels(makeSan(pos, move, legal)) === wanted ||
      withoutLevels(makeMove(pos, move)) === wanted,
  );
}
