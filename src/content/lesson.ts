/**
 * Lessons as data, and the pure judge that follows a student through one.
 *
 * A lesson is a position, a goal, the student's solution (one list of canonical moves per turn;
 * `end` closes a short Parallel worlds turn), the other side's scripted replies and how many hints
 * it has; no words (its title, rule, task and hints are the learn page's catalogues,
 * src/ui/learn/lessonWords.*.ts, under its id). Everything here is pure: the goal check and the
 * judge read a `Position` and the list of moves played, and the rules core decides every legality
 * question (a lesson never contains move logic of its own). The same `judgeLesson` runs in the
 * page and in the unit test that replays every lesson's solution, so "solvable" is proved on the
 * code the student uses.
 *
 * The judge answers each sub-move of a Parallel worlds turn, as lichess's `/learn` answers each
 * move: a sub-move is refused at once, and taken back alone, when the judge can know it is wrong
 * there — a strict lesson's move that is not the lesson's, a move that loses, or, in the lesson's
 * last turn, a sub-move after which no completion of the turn reaches the goal (every completion
 * is played through the rules core, at most SEARCH_BUDGET positions; past that the judge does not
 * know, and lets the turn go on). A turn that ends without the goal is taken back from its last
 * sub-move (or `end`) when the turn before it could still reach the goal, else whole. A goal about
 * the other side's answer (`kings-safe`) is judged when the turn ends: each completion would cost
 * a search of the replies too.
 *
 * Stars: three for a solution with no wrong try, no hint and no move beyond the solution's
 * length; one star less for each wrong try, each hint read and each move too many; never fewer
 * than one for a solved lesson.
 */
import {
  gameById,
  legalMoves,
  letterOf,
  makeMove,
  outcomeOf,
  parseMove,
  parseFen,
  parseSquare,
  play,
  type Color,
  type GameId,
  type Position,
} from '../rules';
import { typeOfCode, colorOfCode } from '../rules/pieces';
import { parseShapes, type Shape } from './annotations';

/** What the student must reach. Squares are written as the boards write them (`2h6`, `e4`). */
export type Goal =
  | { readonly kind: 'occupy'; readonly men: Readonly<Record<string, string>> } // { '2h6': 'P' }: these men (FEN letters) on these squares
  | { readonly kind: 'play'; readonly moves: readonly string[] } // every one of these canonical moves played by the student
  | { readonly kind: 'capture-king' } // take an enemy king (Parallel worlds chess)
  | { readonly kind: 'turn'; readonly subMoves: number; readonly levels: number } // a finished turn of this many sub-moves ending on this many levels
  | { readonly kind: 'kings-safe' } // a finished turn after which no enemy reply of one or two sub-moves takes a king
  | { readonly kind: 'checkmate' } // mate the other side
  | { readonly kind: 'pocket'; readonly letters: readonly string[] } // the student's pocket holds one of these
  | { readonly kind: 'vest'; readonly square: string; readonly vest: string }; // the man on `square` wears this vest (its letter)

export interface Lesson {
  readonly id: string; // 'pw-middle-level'
  readonly game: GameId; // 'parallel-worlds' (each of the three has a course)
  readonly fen: string; // the position the lesson starts from
  readonly goal: Goal;
  readonly solution: readonly (readonly string[])[]; // the student's turns: [['1g1-1f3']]
  readonly replies?: readonly (readonly string[])[]; // the other side's turn after student turn i
  readonly strict?: boolean; // each student move must be one of that turn's solution moves
  readonly accept?: readonly string[]; // other moves a strict lesson takes as well: ['a8^B']
  readonly hints: number; // how many hints it offers, each worded in the catalogues (`<id>.hint.1` …)
  readonly marks?: readonly string[]; // squares to mark on the board: ['2h6']
  readonly shapes?: string; // arrows and circles drawn on the start position: 'G2d41d4,G2a53a5'
}

/** A move as the judge sees it: its canonical text and who played it. */
export interface JudgedMove {
  readonly canonical: string; // '1e2-1e4', 'end'
  readonly color: Color;
}

/** Why a move was refused, for the feedback the student reads. */
export type WrongReason =
  | 'not-the-move' // a strict lesson expected another move
  | 'lost' // the game ended against the student (a king taken, mated)
  | 'goal-missed' // the turn ended without reaching the goal
  | 'unreachable' // after this sub-move no completion of the turn reaches the goal
  | 'king-hangs'; // the turn ended and the other side could take a king

export type Verdict =
  | { readonly kind: 'done' }
  | { readonly kind: 'continue' }
  | { readonly kind: 'reply'; readonly moves: readonly string[] } // play these for the other side
  | { readonly kind: 'wrong'; readonly reason: WrongReason; readonly undo: number }; // take back this many moves

/** How many moves the solution takes (`end` is not a move). */
export const solutionLength = (lesson: Lesson): number =>
  lesson.solution.flat().filter((move) => move !== 'end').length;

/** What an attempt cost, for its stars. */
export interface Attempt {
  readonly moves: number; // the student's moves in the line that solved it (`end` not counted)
  readonly wrong: number; // moves or turns refused on the way
  readonly hints: number; // hints read
}

/** Three stars, one less for each wrong try, hint and move beyond the solution; at least one. */
export function starsFor(lesson: Lesson, attempt: Attempt): 1 | 2 | 3 {
  const late = Math.max(0, attempt.moves - solutionLength(lesson));
  const lost = attempt.wrong + attempt.hints + late;
  return lost === 0 ? 3 : lost === 1 ? 2 : 1;
}

/** The student's moves, grouped into turns (runs of moves by the student's colour). */
function studentTurns(moves: readonly JudgedMove[], student: Color): string[][] {
  const turns: string[][] = [];
  let open = false;
  for (const move of moves) {
    if (move.color !== student) {
      open = false;
      continue;
    }
    if (!open) turns.push([]);
    open = true;
    turns.at(-1)!.push(move.canonical);
  }
  return turns;
}

/** The man on a named square as its FEN letter (`P`, `q`), or null for an empty square. */
function manAt(position: Position, name: string): string | null {
  const square = parseSquare(name, position.levels);
  if (square === undefined) return null;
  const code = position.board[square]!;
  return code === 0 ? null : letterOf(typeOfCode(code), colorOfCode(code));
}

/** The level (1-based) a canonical sub-move ends on: `1e2-2e2` → 2. */
const arrivalLevel = (canonical: string): number => Number(canonical.split('-')[1]?.[0] ?? 0);

/** Can the side to move take a king with one or two sub-moves of its turn? */
function canTakeKing(position: Position, depth: number): boolean {
  for (const move of legalMoves(position)) {
    const next = play(position, move);
    if (next.winner === position.turn) return true;
    if (depth > 1 && next.turn === position.turn && canTakeKing(next, depth - 1)) return true;
  }
  return false;
}

/** Has the student reached the goal? (A vest is compared by its upper-case letter.) */
function goalReached(
  goal: Goal,
  position: Position,
  moves: readonly JudgedMove[],
  student: Color,
): boolean {
  const turns = studentTurns(moves, student);
  const last = turns.at(-1) ?? [];
  const turnDone = last.length > 0 && (position.turn !== student || position.winner >= 0);
  switch (goal.kind) {
    case 'occupy':
      return Object.entries(goal.men).every(
        ([square, letter]) => manAt(position, square) === letter,
      );
    case 'play': {
      const played = new Set(turns.flat());
      return goal.moves.every((move) => played.has(move));
    }
    case 'capture-king':
      return position.winner === student;
    case 'turn': {
      const subMoves = last.filter((move) => move !== 'end');
      return (
        turnDone &&
        subMoves.length === goal.subMoves &&
        new Set(subMoves.map(arrivalLevel)).size === goal.levels
      );
    }
    case 'kings-safe':
      return turnDone && position.winner < 0 && !canTakeKing(position, 2);
    case 'checkmate': {
      const outcome = outcomeOf(position);
      return outcome !== null && outcome.reason === 'checkmate' && outcome.winner === student;
    }
    case 'pocket':
      return goal.letters.some(
        (letter) => letterOf(position.pockets[student]!, student) === letter,
      );
    case 'vest': {
      const square = parseSquare(goal.square, position.levels);
      return square !== undefined && letterOf(position.vests[square]!, 0) === goal.vest;
    }
  }
}

/** The most positions the judge plays to decide whether a turn can still reach its goal. */
const SEARCH_BUDGET = 6000;

/**
 * Can some completion of the student's turn from `position` reach the goal? Every legal sub-move
 * (and `end`) is played by the rules core, depth first; `null` when the budget ran out first.
 */
function reachableThisTurn(
  goal: Goal,
  position: Position,
  moves: readonly JudgedMove[],
  student: Color,
  budget = { left: SEARCH_BUDGET },
): boolean | null {
  for (const move of legalMoves(position)) {
    if (--budget.left < 0) return null;
    const next = play(position, move);
    const after = [...moves, { canonical: makeMove(position, move), color: student }];
    if (goalReached(goal, next, after, student)) return true;
    if (next.turn !== student || next.winner >= 0) continue;
    const deeper = reachableThisTurn(goal, next, after, student, budget);
    if (deeper !== false) return deeper;
  }
  return false;
}

/** The position after these moves of the lesson (each replayed by the rules core). */
function positionAfter(lesson: Lesson, moves: readonly JudgedMove[]): Position {
  let position = lessonStart(lesson);
  for (const { canonical } of moves) {
    const move = parseMove(position, canonical);
    if (!move.ok) throw new Error(`lesson ${lesson.id}: ${canonical} is not legal`);
    position = play(position, move.value);
  }
  return position;
}

/**
 * What happens after the student's latest move: the lesson is done, goes on, needs the other
 * side's scripted reply, or the move is refused (and how many moves to take back so that the
 * student stands where the refused move — or, when the judge cannot tell which sub-move went
 * wrong, the refused turn — began).
 */
export function judgeLesson(
  lesson: Lesson,
  position: Position,
  moves: readonly JudgedMove[],
  student: Color,
): Verdict {
  const { goal } = lesson;
  if (goalReached(goal, position, moves, student)) return { kind: 'done' };
  const turns = studentTurns(moves, student);
  const index = turns.length - 1;
  const current = turns[index] ?? [];
  const allowed = [...(lesson.solution[index] ?? []), ...(lesson.accept ?? [])];
  if (lesson.strict && current.some((move) => !allowed.includes(move)))
    return { kind: 'wrong', reason: 'not-the-move', undo: 1 };
  const outcome =
    outcomeOf(position) ?? (position.winner >= 0 ? { winner: position.winner } : null);
  if (outcome) return { kind: 'wrong', reason: 'lost', undo: current.length };
  // Only in the lesson's last turn must this turn itself reach the goal.
  const searchable = index === lesson.solution.length - 1 && goal.kind !== 'kings-safe';
  if (position.turn === student) {
    if (searchable && reachableThisTurn(goal, position, moves, student) === false)
      return { kind: 'wrong', reason: 'unreachable', undo: 1 };
    return { kind: 'continue' };
  }
  const reply = lesson.replies?.[index];
  if (reply) return { kind: 'reply', moves: reply };
  if (goal.kind === 'kings-safe')
    return { kind: 'wrong', reason: 'king-hangs', undo: current.length };
  const earlier = moves.slice(0, -1);
  const lastAlone =
    current.length > 1 &&
    searchable &&
    reachableThisTurn(goal, positionAfter(lesson, earlier), earlier, student) === true;
  return { kind: 'wrong', reason: 'goal-missed', undo: lastAlone ? 1 : current.length };
}

/** The lesson's position, parsed by the rules core (a lesson with a bad FEN is a programmer error). */
export function lessonStart(lesson: Lesson): Position {
  const game = gameById(lesson.game);
  const parsed = game ? parseFen(game, lesson.fen) : null;
  if (!parsed?.ok)
    throw new Error(`lesson ${lesson.id}: ${parsed ? parsed.error : 'unknown game'}`);
  return parsed.value;
}

/** The whole solution as it is shown ("show me"): each move with its side, replies between turns. */
export function lessonLine(lesson: Lesson): { move: string; student: boolean }[] {
  return lesson.solution.flatMap((turn, index) => [
    ...turn.map((move) => ({ move, student: true })),
    ...(lesson.replies?.[index] ?? []).map((move) => ({ move, student: false })),
  ]);
}

/** The arrows and circles a lesson draws on its start position (lessons.test.ts reads them all). */
export function lessonShapes(lesson: Lesson): readonly Shape[] {
  const read = parseShapes(lesson.shapes ?? '', gameById(lesson.game)!.levels);
  return read.ok ? read.shapes : [];
}
