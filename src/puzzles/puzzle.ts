/**
 * The puzzle format (issue 45, docs/puzzles.md): `{ id, variant, fen, solution, themes, rating }`,
 * one JSON object a line in `assets/puzzles/<variant>.jsonl`, and its validator. `solution`
 * alternates the solver's turns and the replies, the solver's first and last, each a whole turn
 * in canonical notation (a Parallel worlds turn: its sub-moves joined by spaces, then `end` when
 * it ends early; a turn that takes a king, or that uses its last sub-move, ends by itself).
 *
 * Pure: it reads and replays puzzles with the rules core only, so the generator, the command
 * line and later the puzzle pages read one format. The validator names the first thing wrong
 * (`puzzle: solution turn 2 '1e2-1e4': illegal move …`), as the rules core's readers do.
 */
import {
  GAME_IDS,
  GameRecord,
  gameById,
  makeFen,
  parseFen,
  parseMove,
  type GameDefinition,
  type Move,
  type Position,
  type Result,
  err,
  ok,
} from '../rules';

/** The themes a puzzle can carry (themes.ts defines each; docs/puzzles.md words them). */
const THEMES = [
  'mateIn1',
  'mateIn2',
  'mateIn3',
  'kingCaptureIn1',
  'kingCaptureIn2',
  'advantage',
  'oneTurn',
  'short',
  'long',
  'threeSubMoves',
  'betweenLevels',
  'middleLevelQueen',
  'onlyDefence',
  'drop',
  'mutation',
  'pocketPromotion',
  'promotion',
  'vest',
  'plunder',
  'fork',
] as const;

export type Theme = (typeof THEMES)[number];

/** One puzzle, as shipped and as `puzzles list` prints it (the contract, exact). */
export interface Puzzle {
  readonly id: string; // 'k3x9qa'
  readonly variant: string; // 'parallel-worlds'
  readonly fen: string; // the solver to move
  readonly solution: readonly string[]; // ['3d1-3h5'], ['f7f8=Q', 'e8f8', 'Q@e7']
  readonly themes: readonly Theme[]; // ['kingCaptureIn1', 'oneTurn']
  readonly rating: number; // 1240
  /**
   * The opponent's last turn, which the pages play in front of the solver first (as lichess
   * does): the position before it and the turn (canonical). Playing it gives `fen`. Not one of
   * the contract's six fields: `puzzles list` leaves it out.
   */
  readonly lastTurn?: LastTurn;
}

export interface LastTurn {
  readonly fen: string;
  readonly turn: string;
}

/** A puzzle's rating lies in this range (Glicko-2 ratings as the players' start at 1500). */
export const MIN_RATING = 400;
export const MAX_RATING = 3000;

const FIELDS = ['id', 'variant', 'fen', 'solution', 'themes', 'rating'] as const;
const OPTIONAL_FIELDS = ['lastTurn'] as const;

/** A solution played out: the position before each turn, the turn's moves, and the end. */
export interface PlayedSolution {
  /** `before[i]` is the position at the start of turn i (the start of a Parallel worlds turn). */
  readonly before: readonly Position[];
  /** The moves (sub-moves) of each turn, in the order the solution gives them. */
  readonly moves: readonly (readonly Move[])[];
  /** The position after the last turn. */
  readonly after: Position;
  /** The record of the whole line (its outcome: null, or the solver's win). */
  readonly record: GameRecord;
}

/** The turn's moves as written: one move, or the sub-moves of a Parallel worlds turn. */
function turnMoves(game: GameDefinition, turn: string): string[] {
  return game.subMoveTurns ? turn.split(' ') : [turn];
}

/**
 * Plays `solution` from `fen`: every turn whole and legal, the game not over before the last.
 * An error names the turn (counted from 1) and what is wrong with it.
 */
export function playSolution(
  game: GameDefinition,
  fen: string,
  solution: readonly string[],
): Result<PlayedSolution> {
  const start = parseFen(game, fen);
  if (!start.ok) return err(`fen: ${start.error}`);
  const record = new GameRecord(start.value);
  const before: Position[] = [];
  const moves: Move[][] = [];
  for (let i = 0; i < solution.length; i++) {
    const turn = solution[i]!;
    const where = `solution turn ${i + 1} '${turn}'`;
    if (record.outcome) return err(`${where}: the game is already over (${record.outcome.reason})`);
    const mover = record.position.turn;
    before.push(record.position);
    const played: Move[] = [];
    const parts = turnMoves(game, turn);
    for (const [j, part] of parts.entries()) {
      if (j > 0 && (record.outcome || record.position.turn !== mover))
        return err(`${where}: the turn is over before '${part}'`);
      const move = parseMove(record.position, part);
      if (!move.ok) return err(`${where}: ${move.error}`);
      record.playMove(move.value);
      played.push(move.value);
    }
    if (!record.outcome && record.position.turn === mover)
      return err(`${where}: the turn is not finished (end it with 'end')`);
    moves.push(played);
  }
  return ok({ before, moves, after: record.position, record });
}

/** The id a puzzle gets from what it is: six base-36 characters of an FNV-1a hash. */
export function puzzleId(variant: string, fen: string, solution: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const char of `${variant}\n${fen}\n${solution.join('\n')}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36).padStart(7, '0').slice(-6);
}

const describe = (value: unknown): string =>
  typeof value === 'string'
    ? `'${value.slice(0, 40)}'`
    : (JSON.stringify(value)?.slice(0, 40) ?? String(value));

/**
 * Checks a puzzle read from JSON: the six fields and no other, a known game, a FEN of it, a
 * solution of an odd number of whole legal turns (the solver's first and last), known themes
 * without repeats, a whole-number rating in range, and the id the puzzle's content gives it.
 * The error names the field and what is wrong (`puzzle: rating must be …, not 12.5`).
 */
export function validatePuzzle(value: unknown): Result<Puzzle> {
  const fail = (text: string): Result<Puzzle> => err(`puzzle: ${text}`);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return fail('not an object');
  const record = value as Record<string, unknown>;
  for (const field of FIELDS)
    if (!(field in record)) return fail(`the field '${field}' is missing`);
  for (const key of Object.keys(record))
    if (![...FIELDS, ...OPTIONAL_FIELDS].includes(key as never))
      return fail(`unknown field '${key}'`);
  const { id, variant, fen, solution, themes, rating, lastTurn } = record;
  if (typeof variant !== 'string')
    return fail(`variant must be a string, not ${describe(variant)}`);
  const game = gameById(variant);
  if (!game || !(GAME_IDS as readonly string[]).includes(game.id))
    return fail(`unknown variant ${describe(variant)}`);
  if (typeof fen !== 'string') return fail(`fen must be a string, not ${describe(fen)}`);
  if (!Array.isArray(solution) || solution.length === 0)
    return fail('solution must be a non-empty list of turns');
  if (!solution.every((turn): turn is string => typeof turn === 'string'))
    return fail('every turn of the solution must be a string');
  if (solution.length % 2 === 0)
    return fail(
      `solution must end with the solver's turn (an odd number of turns, not ${solution.length})`,
    );
  const played = playSolution(game, fen, solution);
  if (!played.ok) return fail(played.error);
  if (!Array.isArray(themes)) return fail('themes must be a list');
  for (const theme of themes)
    if (!(THEMES as readonly unknown[]).includes(theme))
      return fail(`unknown theme ${describe(theme)}`);
  if (new Set(themes).size !== themes.length) return fail('a theme is listed twice');
  if (
    typeof rating !== 'number' ||
    !Number.isInteger(rating) ||
    rating < MIN_RATING ||
    rating > MAX_RATING
  )
    return fail(
      `rating must be a whole number from ${MIN_RATING} to ${MAX_RATING}, not ${describe(rating)}`,
    );
  const expected = puzzleId(variant, fen, solution);
  if (id !== expected)
    return fail(`id must be '${expected}' (from its content), not ${describe(id)}`);
  const puzzle = { id, variant, fen, solution, themes: themes as Theme[], rating };
  if (lastTurn === undefined) return ok(puzzle);
  const last = validateLastTurn(game, lastTurn, fen);
  return last.ok ? ok({ ...puzzle, lastTurn: last.value }) : fail(last.error);
}

/** `lastTurn`: a FEN and one whole turn from it that reaches the puzzle's `fen`. */
function validateLastTurn(game: GameDefinition, value: unknown, fen: string): Result<LastTurn> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return err('lastTurn must be an object { fen, turn }');
  const { fen: before, turn, ...rest } = value as Record<string, unknown>;
  const extra = Object.keys(rest)[0];
  if (extra !== undefined) return err(`lastTurn: unknown field '${extra}'`);
  if (typeof before !== 'string' || typeof turn !== 'string')
    return err('lastTurn must be an object { fen, turn } of two strings');
  const played = playSolution(game, before, [turn]);
  if (!played.ok) return err(`lastTurn: ${played.error}`);
  const reached = makeFen(played.value.after);
  if (reached !== fen) return err(`lastTurn: the turn reaches '${reached}', not the puzzle's fen`);
  return ok({ fen: before, turn });
}

/**
 * The puzzle as its JSON line, fields in the contract's order; `lastTurn` last, in the shipped
 * files only (`contract`: the six fields `puzzles list` prints).
 */
export function puzzleLine(puzzle: Puzzle, contract = false): string {
  const { id, variant, fen, solution, themes, rating, lastTurn } = puzzle;
  return JSON.stringify(
    contract || !lastTurn
      ? { id, variant, fen, solution, themes, rating }
      : { id, variant, fen, solution, themes, rating, lastTurn },
  );
}
