/**
 * Perft (docs/rules.md §Conventions / Perft): the number of distinct move sequences of a given
 * length, by make/unmake on one position with a move buffer per ply. In the flat games the unit is
 * the move and the last ply is counted without playing it; in Parallel worlds chess the unit is
 * the turn (a sequence of sub-moves, ended by `end`, by its last allowed sub-move, by a king
 * capture or by having no sub-move left). Draws by rule are ignored, as in the published numbers.
 */
import { END_TURN } from './move';
import { MAX_MOVES, generateLegal } from './movegen';
import { makeMove } from './notation';
import { legalMoves } from './play';
import { mutable, type Position, type PositionView } from './position';

const buffers: Int32Array[] = [];
const bufferAt = (ply: number): Int32Array => (buffers[ply] ??= new Int32Array(MAX_MOVES));

/** perft(depth) of `pos` (counted on a copy: `pos` is not touched). */
export function perft(view: PositionView, depth: number): number {
  const pos = mutable(view).clone();
  return pos.game.subMoveTurns ? turnPerft(pos, depth, 0) : movePerft(pos, depth, 0);
}

/** Each first move (canonical) with the count of sequences that start with it. */
export function perftDivide(view: PositionView, depth: number): Array<[string, number]> {
  if (depth < 1) return [];
  const pos = mutable(view).clone();
  const rows: Array<[string, number]> = [];
  const turnGame = pos.game.subMoveTurns;
  for (const move of legalMoves(pos)) {
    const name = makeMove(pos, move);
    const before = pos.turn;
    pos.make(move);
    let count: number;
    if (!turnGame) count = movePerft(pos, depth - 1, 1);
    else count = turnPerft(pos, pos.turn !== before ? depth - 1 : depth, 1);
    pos.unmake();
    rows.push([name, count]);
  }
  return rows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/**
 * Whole-turn division (Parallel worlds chess): each way to finish the turn in progress, written as
 * its sub-moves separated by spaces, with the count of sequences that start with that turn. The
 * text plays back as it is: `end` closes a turn ended early, and only such a turn; a turn that
 * ends by itself (its last allowed sub-move, a king capture, no sub-move left) is written without
 * it, since `end` is not a legal move once the turn is over. In the flat games a turn is one move,
 * and this is `perftDivide`.
 */
export function perftDivideTurns(view: PositionView, depth: number): Array<[string, number]> {
  if (depth < 1 || !view.game.subMoveTurns) return perftDivide(view, depth);
  if (view.winner >= 0) return [];
  const pos = mutable(view).clone();
  const rows: Array<[string, number]> = [];
  const us = pos.turn;
  const count = (turn: string[], move: number): void => {
    pos.make(move);
    rows.push([turn.join(' '), turnPerft(pos, depth - 1, 1)]);
    pos.unmake();
  };
  const walk = (turn: string[]): void => {
    const moves = legalMoves(pos);
    // Mid-turn, `end` is always among the moves; when it is the only one, no sub-move is left and
    // the turn ends by itself (playing the sub-moves back ends it): the row has no `end`. At the
    // start of a turn, no move at all means the game is over: there is no turn to count.
    if (turn.length > 0 && moves.length === 1 && moves[0] === END_TURN) {
      count(turn, END_TURN);
      return;
    }
    for (const move of moves) {
      const name = makeMove(pos, move);
      if (move === END_TURN) {
        count([...turn, name], move);
        continue;
      }
      pos.make(move);
      if (pos.turn !== us) rows.push([[...turn, name].join(' '), turnPerft(pos, depth - 1, 1)]);
      else walk([...turn, name]);
      pos.unmake();
    }
  };
  walk([]);
  return rows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

function movePerft(pos: Position, depth: number, ply: number): number {
  if (depth === 0) return 1;
  const moves = bufferAt(ply);
  const n = generateLegal(pos, moves);
  if (depth === 1) return n;
  let nodes = 0;
  for (let i = 0; i < n; i++) {
    pos.make(moves[i]!);
    nodes += movePerft(pos, depth - 1, ply + 1);
    pos.unmake();
  }
  return nodes;
}

function turnPerft(pos: Position, depth: number, ply: number): number {
  if (depth === 0) return 1;
  if (pos.winner >= 0) return 0;
  const moves = bufferAt(ply);
  const n = generateLegal(pos, moves);
  const midTurn = pos.subMoves > 0;
  if (n === 0) {
    if (!midTurn) return 0; // no legal sub-move: the game ends, the line stops
    pos.make(END_TURN); // the turn ends by itself
    const nodes = turnPerft(pos, depth - 1, ply + 1);
    pos.unmake();
    return nodes;
  }
  // On the last turn counted, when every sub-move ends the turn, count without playing.
  if (depth === 1 && pos.subMoves + 1 >= pos.maxSubMovesNow()) return n + (midTurn ? 1 : 0);
  let nodes = 0;
  if (midTurn) {
    pos.make(END_TURN);
    nodes += turnPerft(pos, depth - 1, ply + 1);
    pos.unmake();
  }
  const us = pos.turn;
  for (let i = 0; i < n; i++) {
    pos.make(moves[i]!);
    nodes += turnPerft(pos, pos.turn !== us ? depth - 1 : depth, ply + 1);
    pos.unmake();
  }
  return nodes;
}
