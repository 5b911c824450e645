/**
 * The two baselines of the ladder: `random` (uniform over the legal moves; in Parallel worlds
 * chess a whole turn, each sub-move uniform over the sub-moves and `end`) and `greedy` (the move
 * that wins the most material at once; ties broken at random). Both answer the rest of a turn.
 */
import {
  END_TURN,
  KING,
  MOVE_DROP,
  MOVE_EN_PASSANT,
  MOVE_POCKET,
  legalMoves,
  moveKind,
  movePromotion,
  moveTo,
  moveVestTaken,
  type WorkingPosition as Position,
} from '../rules';
import { PIECE_VALUES, VEST_VALUES } from './values';

/** What a move wins at once: the man taken (a king above all), a promotion, a vest. */
function immediateGain(pos: Position, move: number): number {
  if (move === END_TURN) return 0;
  const kind = moveKind(move);
  if (kind === MOVE_POCKET || kind === MOVE_DROP) return 0;
  const victim = kind === MOVE_EN_PASSANT ? 1 : pos.board[moveTo(move)]! & 31;
  const promotion = movePromotion(move);
  return (
    (victim === KING ? 1_000_000 : PIECE_VALUES[victim]!) +
    (promotion ? PIECE_VALUES[promotion]! - PIECE_VALUES[1]! : 0) +
    VEST_VALUES[moveVestTaken(move)]!
  );
}

/** Plays sub-moves picked by `pick` until the turn ends; returns them (with `end` if chosen). */
function wholeTurn(pos: Position, pick: (work: Position, moves: number[]) => number): number[] {
  const work = pos.clone();
  const us = work.turn;
  const line: number[] = [];
  do {
    const moves = legalMoves(work);
    // No sub-move left: the turn ends by itself (`play` ends it), so no `end` is written.
    if (moves.length === 0 || (moves.length === 1 && moves[0] === END_TURN)) break;
    const move = pick(work, moves);
    line.push(move);
    work.make(move);
  } while (work.turn === us && work.game.subMoveTurns && work.winner < 0);
  return line;
}

/** A uniformly random move (a random turn in Parallel worlds chess). */
export function randomAnswer(pos: Position, random: () => number): number[] {
  return wholeTurn(pos, (_work, moves) => moves[Math.floor(random() * moves.length)]!);
}

/** The move (sub-move by sub-move) that takes the most material now, ties at random. */
export function greedyAnswer(pos: Position, random: () => number): number[] {
  return wholeTurn(pos, (work, moves) => {
    let best = -1;
    let choices: number[] = [];
    for (const move of moves) {
      const gain = immediateGain(work, move);
      if (gain > best) {
        best = gain;
        choices = [move];
      } else if (gain === best) choices.push(move);
    }
    return choices[Math.floor(random() * choices.length)]!;
  });
}
