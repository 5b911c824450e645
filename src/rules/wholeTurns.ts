/**
 * Whole turns by brute force, grouped by the position they reach (issue 45: in Parallel worlds
 * chess "uniqueness is counted by the position a turn reaches"). Every sequence of sub-moves is
 * walked, and two orders of the same sub-moves that reach one position (the Zobrist key, turn
 * state included) are one turn. This is the rules core's own word on which turns win at once (a
 * king captured, or mate), with no search and no evaluation, and on whether a turn under way can
 * still end in a position a judge wants (`someCompletion`): the puzzle judge (src/puzzles) and
 * the gamebook judge of a study (src/content) both answer each sub-move with it, so a right turn
 * is right by the position it reaches, its sub-moves in any order.
 */
import { END_TURN, moveTo, type Move } from './move';
import { KING } from './pieces';
import { MAX_MOVES, generateLegal } from './movegen';
import { makeMove, parseMove } from './notation';
import { outcomeOf } from './outcome';
import { play } from './play';
import {
  workingCopy,
  type Position as WorkingPosition,
  type PositionView as Position,
} from './position';

/** One turn: the key of the position it reaches, and one order of its sub-moves (canonical). */
export interface WholeTurn {
  readonly key: string;
  readonly moves: readonly string[];
}

export const keyOf = (pos: WorkingPosition): string => `${pos.hashLo()}:${pos.hashHi()}`;

/** Does the move take a king of the side not to move? */
function takesKing(pos: WorkingPosition, move: number): boolean {
  const code = pos.board[moveTo(move)]!;
  return (code & 31) === KING && code >> 5 !== pos.turn;
}

/**
 * Every whole turn of `position`, one per position reached (`winsOnly`: only the turns that win
 * at once, walked without making the last sub-moves that cannot take a king). A flat game's turn
 * is one move; a Parallel worlds turn its sub-moves, with `end` where it ends early.
 */
export function wholeTurns(position: Position, winsOnly = false): WholeTurn[] {
  const found: WholeTurn[] = [];
  visitTurns(position, (_, key, moves) => found.push({ key, moves }), winsOnly);
  return found;
}

/**
 * Calls `visit` once per position a whole turn of `position` reaches (see `wholeTurns`), with
 * that position (the walker's own, to read and not to keep: it is unmade after the call), its key
 * and one order of the turn's sub-moves. `most`: the turns of at most that many sub-moves (a
 * turn cut there is ended with `end`).
 */
export function visitTurns(
  position: Position,
  visit: (reached: WorkingPosition, key: string, moves: readonly string[]) => void,
  winsOnly = false,
  most = Number.POSITIVE_INFINITY,
): void {
  const pos = workingCopy(position);
  const us = pos.turn;
  // the walk's own move lists: `visit` may walk another position's turns meanwhile
  const buffers = Array.from({ length: 4 }, () => new Int32Array(MAX_MOVES));
  const found = new Set<string>();
  const record = (line: readonly string[]): void => {
    const key = keyOf(pos);
    if (found.has(key)) return;
    found.add(key);
    visit(pos, key, line);
  };
  if (!pos.game.subMoveTurns) {
    const n = generateLegal(pos, buffers[0]!);
    for (let i = 0; i < n; i++) {
      const move = buffers[0]![i]!;
      const text = makeMove(pos, move as Move);
      pos.make(move);
      if (!winsOnly || outcomeOf(pos)?.winner === us) record([text]);
      pos.unmake();
    }
    return;
  }
  const seen = new Set<string>();
  const walk = (line: string[], depth: number): void => {
    const moves = buffers[depth]!;
    const n = generateLegal(pos, moves);
    const last = pos.subMoves + 1 >= pos.maxSubMovesNow();
    for (let i = 0; i < n; i++) {
      const move = moves[i]!;
      if (winsOnly && last && !takesKing(pos, move)) continue;
      const text = makeMove(pos, move as Move);
      pos.make(move);
      if (pos.winner === us) record([...line, text]);
      else if (pos.winner < 0 && pos.turn === us && line.length + 1 >= most) {
        if (!winsOnly) {
          pos.make(END_TURN);
          record([...line, text, 'end']);
          pos.unmake();
        }
      } else if (pos.winner < 0 && pos.turn === us) {
        const key = keyOf(pos);
        if (!seen.has(key)) {
          seen.add(key);
          walk([...line, text], depth + 1);
        }
      } else if (!winsOnly) record([...line, text]); // the turn ended by itself
      pos.unmake();
    }
    if (!winsOnly && line.length > 0) {
      if (n === 0)
        record(line); // no sub-move left: the turn ends by itself
      else {
        pos.make(END_TURN);
        record([...line, 'end']);
        pos.unmake();
      }
    }
  };
  walk([], 0);
}

/** The position a turn's key names, of a position as the rules core plays it. */
export const positionKey = (position: Position): string => keyOf(workingCopy(position));

/** Plays canonical moves; null when one is illegal. */
export function playAll(position: Position, moves: readonly string[]): Position | null {
  let at = position;
  for (const text of moves) {
    const move = parseMove(at, text);
    if (!move.ok) return null;
    at = play(at, move.value);
  }
  return at;
}

/**
 * Can some completion of the turn under way at `position` (ended now with `end`, or played on to
 * its end) reach a position `wanted` accepts? Each completion is replayed by `play`: `wholeTurns`
 * keys a turn that ran out of sub-moves before its automatic end, a judge the positions after it.
 */
export function someCompletion(position: Position, wanted: (after: Position) => boolean): boolean {
  const ended = playAll(position, ['end']);
  if (ended && wanted(ended)) return true;
  return wholeTurns(position).some((turn) => {
    const after = playAll(position, turn.moves);
    return after !== null && wanted(after);
  });
}
