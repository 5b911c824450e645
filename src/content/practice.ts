/**
 * A practice chapter's goal judged (issue 46): the student plays a position against the computer
 * to win, to take a king, or to hold a draw, within a number of the student's turns or not. Pure:
 * it reads how the game stands (over or not, and who won) and how many turns the student has
 * finished, so the page's run and the tests ask the same question.
 *
 * A win reaches every goal (holding a draw by winning is more than holding it); a draw reaches
 * "hold the draw" and misses the others; a loss misses every goal. With `turns`, a goal to win or
 * take a king is missed when the student has finished that many turns without it, and a draw is
 * held once the student has finished that many turns without losing.
 */
import type { Color } from '../rules';
import type { PracticeGoal } from './study';

export type PracticeStatus =
  | { readonly kind: 'going'; readonly turnsLeft: number | null } // null: no limit
  | { readonly kind: 'reached' }
  | { readonly kind: 'missed' };

/** How the game stands: `winner` is null for a draw, and only read when `over`. */
export interface PracticeGame {
  readonly over: boolean;
  readonly winner: Color | null;
}

export function practiceStatus(
  goal: PracticeGoal,
  game: PracticeGame,
  turnsDone: number,
  student: Color,
): PracticeStatus {
  if (game.over) {
    if (game.winner === student) return { kind: 'reached' };
    return game.winner === null && goal.kind === 'draw' ? { kind: 'reached' } : { kind: 'missed' };
  }
  if (goal.turns === undefined) return { kind: 'going', turnsLeft: null };
  if (turnsDone >= goal.turns)
    return goal.kind === 'draw' ? { kind: 'reached' } : { kind: 'missed' };
  return { kind: 'going', turnsLeft: goal.turns - turnsDone };
}

/**
 * The turns `student` has finished in a game's moves (each with its side): a run of the student's
 * moves is a turn once the other side has moved after it, or once `toMove` is the other side.
 */
export function turnsFinished(
  moves: readonly { readonly color: Color }[],
  toMove: Color,
  student: Color,
): number {
  let finished = 0;
  moves.forEach((move, index) => {
    const next = moves[index + 1];
    if (move.color === student && (next ? next.color !== student : toMove !== student))
      finished += 1;
  });
  return finished;
}
