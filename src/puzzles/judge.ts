/**
 * The puzzle judge (issue 45): follows a solver through a puzzle move by move, the way the lesson
 * judge (src/content/lesson.ts) follows a student, so the page, Storm, the race's phones and
 * the race's server (which verifies every claimed answer with `checkAnswer`) all judge with one
 * piece of code.
 *
 * A solver turn is right when it reaches **the position the solution's turn reaches** (the Zobrist
 * key, turn state included): in Parallel worlds chess the sub-moves of a turn may come in any
 * order, and a flat game's move that reaches the same position is the same answer. A turn that
 * wins at once (a king taken, mate) is right wherever it comes: a win is a win. A sub-move is
 * refused at once when no completion of the turn can still be right — every completion is walked
 * by the rules core (`someCompletion`: at most two sub-moves follow the first, a few thousand
 * positions). Only the solver is judged; the replies are the puzzle's own, which the caller plays.
 *
 * Pure: moves are canonical texts replayed by the rules core from the puzzle's FEN.
 */
import {
  gameById,
  outcomeOf,
  parseFen,
  parseMove,
  playAll,
  positionKey as keyOf,
  someCompletion,
  type Color,
  type Position,
} from '../rules';
import type { Puzzle } from './puzzle';

/** What happens after the solver's latest move (or sub-move). */
export type PuzzleVerdict =
  | { readonly kind: 'continue' } // a sub-move that can still lead to the solution: go on
  | { readonly kind: 'reply'; readonly turn: string } // the turn is right: play this reply
  | { readonly kind: 'solved' } // the last turn is right, or the solver won
  | { readonly kind: 'wrong' }; // take back the latest move: no completion of the turn is right

/** The position a puzzle starts from (the solver to move); a puzzle with a bad FEN throws. */
function puzzleStart(puzzle: Puzzle): Position {
  const game = gameById(puzzle.variant);
  const parsed = game ? parseFen(game, puzzle.fen) : null;
  if (!parsed?.ok)
    throw new Error(`puzzle ${puzzle.id}: ${parsed ? parsed.error : 'unknown game'}`);
  return parsed.value;
}

/** The side that solves: the side to move in the puzzle's FEN. */
export const solverOf = (puzzle: Puzzle): Color => puzzleStart(puzzle).turn;

/** The moves of one turn as written: a Parallel worlds turn's sub-moves, or the one move. */
const turnParts = (position: Position, turn: string): string[] =>
  position.game.subMoveTurns ? turn.split(' ') : [turn];

/** Has the solver won: a king taken, or the other side mated? */
function solverWon(position: Position, solver: Color): boolean {
  return (position.winner >= 0 ? position.winner : outcomeOf(position)?.winner) === solver;
}

/** Can some completion of the turn under way from `position` reach `target` or win? */
const completionReaches = (position: Position, target: string, solver: Color): boolean =>
  someCompletion(position, (after) => keyOf(after) === target || solverWon(after, solver));

/**
 * Judges `moves`, everything played since the puzzle's position (the solver's moves, `end`, and
 * the replies), the latest being the solver's. Moves before the latest are taken as already
 * judged right (the caller took back any refused one).
 */
export function judgePuzzle(puzzle: Puzzle, moves: readonly string[]): PuzzleVerdict {
  const start = puzzleStart(puzzle);
  const solver = start.turn;
  // Walk the solution turn by turn while the moves played follow it.
  let before = start; // the position at the start of the solver's current turn
  let index = 0; // the solution's index of the solver's current turn
  let played = 0; // moves consumed
  for (;;) {
    const solution = playAll(before, turnParts(before, puzzle.solution[index]!));
    if (!solution) throw new Error(`puzzle ${puzzle.id}: its solution does not play`);
    const target = keyOf(solution);
    // The solver's moves of this turn: up to the turn's end.
    let at = before;
    while (played < moves.length && at.turn === solver && !solverWon(at, solver)) {
      const next = playAll(at, [moves[played]!]);
      if (!next) return { kind: 'wrong' };
      at = next;
      played += 1;
    }
    if (solverWon(at, solver)) return played === moves.length ? { kind: 'solved' } : wrongLate();
    if (at.turn === solver) {
      // The turn goes on: can it still end right?
      return completionReaches(at, target, solver) ? { kind: 'continue' } : { kind: 'wrong' };
    }
    if (keyOf(at) !== target) return { kind: 'wrong' };
    const reply = puzzle.solution[index + 1];
    if (reply === undefined) return { kind: 'solved' };
    if (played === moves.length) return { kind: 'reply', turn: reply };
    // The reply was played: it must be the puzzle's own.
    const replied = playAll(at, turnParts(at, reply));
    const parts = turnParts(at, reply);
    if (!replied || moves.slice(played, played + parts.length).join(' ') !== parts.join(' '))
      throw new Error(`puzzle ${puzzle.id}: the reply played is not the puzzle's`);
    played += parts.length;
    before = replied;
    index += 2;
    if (index >= puzzle.solution.length) return wrongLate();
  }
}

/** Moves after the puzzle is over: a caller's mistake, not the solver's. */
function wrongLate(): never {
  throw new Error('moves were played after the puzzle was over');
}

/**
 * Is `turns` (the solver's turns only, each a whole turn as the solution writes it: sub-moves
 * joined by spaces) a solution of the puzzle? The replies are the puzzle's own. The race's server
 * asks this of every answer a player claims.
 */
export function checkAnswer(puzzle: Puzzle, turns: readonly string[]): boolean {
  const start = puzzleStart(puzzle);
  const parts = turns.map((turn) => turnParts(start, turn));
  const moves: string[] = [];
  for (const [t, turn] of parts.entries()) {
    for (const [m, part] of turn.entries()) {
      if (part === '') return false;
      moves.push(part);
      let verdict: PuzzleVerdict;
      try {
        verdict = judgePuzzle(puzzle, moves);
      } catch {
        return false; // a move after the end
      }
      if (verdict.kind === 'wrong') return false;
      if (verdict.kind === 'solved') return t === parts.length - 1 && m === turn.length - 1;
      if (verdict.kind === 'reply') moves.push(...turnParts(start, verdict.turn));
    }
  }
  return false;
}

/**
 * The hint for the solver's turn under way: the next sub-move (or move) of the solution's turn
 * that is not played yet and is legal now, as canonical text, or null.
 */
export function nextSolutionMove(puzzle: Puzzle, moves: readonly string[]): string | null {
  const start = puzzleStart(puzzle);
  let at = start;
  let index = 0;
  let played = 0;
  while (played < moves.length) {
    const mover = at.turn;
    const turnStart = played;
    while (played < moves.length && at.turn === mover) {
      const next = playAll(at, [moves[played]!]);
      if (!next) return null;
      at = next;
      played += 1;
    }
    if (at.turn === mover) {
      const done = new Set(moves.slice(turnStart, played));
      return firstLegal(at, turnParts(at, puzzle.solution[index]!), done);
    }
    index += 1;
  }
  return firstLegal(at, turnParts(at, puzzle.solution[index] ?? ''), new Set());
}

function firstLegal(at: Position, parts: readonly string[], done: ReadonlySet<string>) {
  return parts.find((part) => part !== '' && !done.has(part) && parseMove(at, part).ok) ?? null;
}
