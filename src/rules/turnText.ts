/**
 * A position in the middle of a Parallel worlds turn as one line of text, so that a share link,
 * a worker or a saved lesson can carry it: the FEN at the start of the turn, then ` ; `, then the
 * sub-moves played so far in canonical notation, separated by single spaces:
 *
 *   <FEN> ; 1e2-1e4 3g1-3f3
 *
 * At the start of a turn (and in the flat games) the text is the FEN alone. The sub-moves must
 * be legal one after the other and must leave the turn unfinished: a turn that is over is
 * written as the FEN after it. This is what `window.__test.fen()` returns.
 */
import { makeFen, parseFen } from './fen';
import type { GameDefinition } from './games';
import { MOVE_END_TURN, moveKind, type Move } from './move';
import { makeMove, parseMove } from './notation';
import { play } from './play';
import type { PositionView as Position } from './position';
import { excerpt } from './problems';
import { err, ok, type Result } from './result';

/** What stands between the FEN and the sub-moves. */
export const TURN_SEPARATOR = ' ; ';

/** A turn in progress: its start, the sub-moves played (legal moves of `start` on), and now. */
export interface TurnInProgress {
  readonly start: Position;
  readonly subMoves: readonly Move[];
  readonly position: Position;
}

/** The mid-turn text of `start` (a turn start) after the canonical `subMoves`. */
export function makeTurnFen(start: Position, subMoves: readonly string[]): string {
  const fen = makeFen(start);
  return subMoves.length ? `${fen}${TURN_SEPARATOR}${subMoves.join(' ')}` : fen;
}

/** Reads a FEN, or a FEN with the sub-moves of the turn in progress, of `game`. */
export function parseTurnFen(game: GameDefinition, text: string): Result<TurnInProgress> {
  const cut = text.indexOf(TURN_SEPARATOR);
  const start = parseFen(game, cut < 0 ? text : text.slice(0, cut));
  if (!start.ok) return start;
  if (cut < 0) return ok({ start: start.value, subMoves: [], position: start.value });
  if (!game.subMoveTurns) return err({ code: 'turn-not-in-game', game: game.id });
  const subMoves: Move[] = [];
  let position: Position = start.value;
  // A turn is over after `maxSubMoves` sub-moves, so no more words than that can be read.
  const words = text.slice(cut + TURN_SEPARATOR.length).split(' ', game.maxSubMoves + 1);
  for (const [i, word] of words.entries()) {
    const move = parseMove(position, word);
    if (!move.ok) return err({ code: 'turn-sub-move', text: excerpt(word), index: i + 1 });
    const next = play(position, move.value);
    if (next.turn !== position.turn || moveKind(move.value) === MOVE_END_TURN)
      return err({ code: 'turn-ended', text: makeMove(position, move.value), index: i + 1 });
    subMoves.push(move.value);
    position = next;
  }
  return ok({ start: start.value, subMoves, position });
}
