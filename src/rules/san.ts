/**
 * The human notation shown to players (SAN-like, RULES.md §0): piece letter, disambiguation,
 * `x`, destination, `=Q`, `+`/`#`; `O-O`; pocketing `Ra1^I`; drops `I@c4+`; vests `Nxe5~P`,
 * `Bd3*`; Parallel worlds sub-moves with levelled squares (`N1c3`, `ex1d5`), moves between
 * levels with an arrow (`N↑2b1`, `↓1a8=Q`), castling with its level (`1:O-O`), and `end`.
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
} from './move';
import { makeMove } from './notation';
import { KING, PAWN, PIECES } from './pieces';
import { legalMoves, play } from './play';
import type { Position } from './position';
import { err, ok, type Result } from './result';

const letter = (type: number): string => PIECES[type]!.letter;

/** The human notation of a legal move of `pos`. */
export function makeSan(pos: Position, move: number, legal = legalMoves(pos)): string {
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
        if (capture) prefix = squareName(from, 1)[0]!;
        // Parallel worlds' middle level: pawns ride as queens, so two may reach one square.
        const rivals = levelOf(from) === pos.game.queenLevel && disambiguation(pos, move, legal);
        if (rivals) prefix = `${letter(PAWN)}${rivals}`;
      } else {
        prefix += disambiguation(pos, move, legal);
      }
      const vestUsed = moveUsesVest(move) ? '*' : ''; // before `=Q`, as in `a2a8*=Q`
      san = `${prefix}${capture ? 'x' : ''}${squareName(to, levels)}${vestUsed}${promotion}`;
    }
    if (moveVestTaken(move)) san += `~${letter(moveVestTaken(move))}`;
  }
  return san + checkMark(pos, move, to);
}

/** File, rank or both, when another man of the same type could make the same kind of move. */
function disambiguation(pos: Position, move: number, legal: number[]): string {
  const from = moveFrom(move);
  const to = moveTo(move);
  const type = pos.board[from]! & 31;
  const rivals = legal.filter((other) => {
    const otherFrom = moveFrom(other);
    return (
      otherFrom !== from &&
      moveTo(other) === to &&
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
function checkMark(pos: Position, move: number, to: number): string {
  if (pos.game.subMoveTurns)
    return (pos.board[to]! & 31) === KING && moveKind(move) !== MOVE_LEVEL ? '#' : '';
  if (!pos.game.check) return '';
  const next = play(pos, move);
  if (!inCheck(next)) return '';
  return legalMoves(next).length === 0 ? '#' : '+';
}

const plain = (san: string): string => san.replace(/[+#!?]+$/, '').replace(/0/g, 'O');

/** The legal move written `text` in human notation (or canonical notation). */
export function parseSan(pos: Position, text: string): Result<number> {
  const legal = legalMoves(pos);
  const wanted = plain(text.trim());
  for (const move of legal) {
    if (plain(makeSan(pos, move, legal)) === wanted || makeMove(pos, move) === text.trim())
      return ok(move);
  }
  return err(`'${text}' is not a legal move here`);
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
export function sanCandidates(pos: Position, text: string): number[] {
  if (pos.levels === 1) return [];
  const legal = legalMoves(pos);
  const wanted = withoutLevels(text.trim());
  return legal.filter(
    (move) =>
      withoutLevels(makeSan(pos, move, legal)) === wanted ||
      withoutLevels(makeMove(pos, move)) === wanted,
  );
}
