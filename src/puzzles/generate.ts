/**
 * The puzzle generator (issue 45, docs/puzzles.md §Generator), after lichess-puzzler's design
 * (read as a design only; this is our own code): the engine plays itself at a level from seeded
 * random openings; a position where the side to move can now win (take a king or mate, or win
 * clear material) and could not before the opponent's last turn is a candidate; it is kept only
 * when every solver turn is the only good one.
 *
 * - **One turn that wins at once** (a king captured in Parallel worlds chess, mate in the flat
 *   games) is proved by the rules core alone: every whole turn is walked and grouped by the
 *   position it reaches, and exactly one minimal winning turn must exist (src/puzzles/wholeTurns.ts).
 * - **Longer lines** (the flat games): the engine's analysis with two lines at `DEPTH` plies
 *   (multi-PV, lines told apart by the position their turn reaches) must give the best turn a
 *   win chance of at least `BEST` and the second best at least `MARGIN` less (lichess's rule:
 *   0.7 on its −1…1 scale is 0.35 on our 0…1 one), on the game's own win-chance curve
 *   (src/engine/winChance.ts); a mate counts 1. The reply is the defender's best (the line's
 *   second turn). A line goes on for at most `MAX_SOLVER_TURNS` solver turns and ends with the
 *   solver's; a mate in one at its end must be the only one, by the rules core.
 *
 * Parallel worlds chess gets one-turn puzzles only so far: its analysis compares a turn with the
 * same turn plus a needless sub-move (another position), so the margin rule alone would refuse
 * every longer line (docs/puzzles.md says what is left to do).
 */
import {
  GameRecord,
  makeFen,
  play,
  parseMove,
  workingCopy,
  type GameDefinition,
  type Position,
} from '../rules';
import { analyse, chooseMove, findKingCapture, type AnalysisScore, type Level } from '../engine';
import { randomOpening } from '../engine/match';
import { WIN_BOUND } from '../engine/search';
import { TranspositionTable } from '../engine/tt';
import { findSafeTurn } from '../engine/turn';
import { winChance, winChanceK } from '../engine/winChance';
import {
  MAX_RATING,
  MIN_RATING,
  puzzleId,
  validatePuzzle,
  type LastTurn,
  type Puzzle,
  type Theme,
} from './puzzle';
import { tagThemes } from './themes';
import { uniqueWin } from './wholeTurns';

/** The analysis depth (plies) at which a longer line's turns are compared. */
const DEPTH = 6;
/** A node cap on each analysis; a line whose analysis stops short of `DEPTH` is dropped. */
const ANALYSIS_NODES = 600_000;
/** The best turn's win chance must reach this… */
const BEST = 0.8;
/** …and beat the second best's by this much. */
const MARGIN = 0.35;
/** The solver's win chance before the opponent's last turn must not exceed this. */
const BEFORE = 0.6;
/**
 * The flat games: the self-play's shallow score must give the side to move this much for the
 * analysis to be asked (a hint only: the analysis decides, and its scores swing more).
 */
const HINT = 0.6;
/** Solver turns a longer line may have. */
const MAX_SOLVER_TURNS = 3;
/**
 * Positions `findSafeTurn` may look at for the opponent's turn that leaves no king to take (a
 * safe turn often needs all three sub-moves: 30 000, the engine's own, misses many).
 */
export const SAFE_TURN_LIMIT = 300_000;
/** Turns after which a self-play game stops. */
const TURN_LIMIT = 200;

export interface GenerateOptions {
  readonly game: GameDefinition;
  readonly games: number;
  readonly level: Level;
  readonly seed: number;
  /** After each game: games played, puzzles kept so far, candidates (positions won now) so far. */
  readonly onGame?: (played: number, kept: number, candidates: number) => void;
}

/** The chance of winning (0…1) of a score from the side to move's point of view. */
function chanceOf(score: AnalysisScore | number, k: number, mateScale = false): number {
  if (typeof score === 'number') {
    if (mateScale && Math.abs(score) >= WIN_BOUND) return score > 0 ? 1 : 0;
    return winChance(score, k);
  }
  const n = 'mate' in score ? score.mate : score.king;
  return n > 0 ? 1 : 0;
}

/**
 * One self-played turn: the position at its start, the engine's score there (mover's view) and
 * the whole turn it played (canonical, sub-moves joined by spaces: a puzzle's `lastTurn`).
 */
interface Played {
  readonly position: Position;
  readonly score: number;
  readonly turn: string;
}

/** A game of the engine against itself at `level` from the opening of `seed`. */
export function selfPlay(game: GameDefinition, level: Level, seed: number): Played[] {
  const record: GameRecord = randomOpening(game, seed);
  const table = new TranspositionTable();
  const turns: Played[] = [];
  while (!record.outcome && turns.length < TURN_LIMIT) {
    const position = record.position;
    const history = record.positions.filter((p) => p.subMoves === 0).slice(0, -1);
    const answer = chooseMove(position, {
      level,
      seed: seed * 7919 + turns.length,
      history,
      table,
      timeMs: Number.POSITIVE_INFINITY,
    });
    const played: string[] = [];
    answer.moves.forEach((move, m) => {
      if (record.outcome) return;
      record.playMove(move);
      played.push(answer.notation[m]!);
    });
    turns.push({ position, score: answer.score, turn: played.join(' ') });
  }
  return turns;
}

/** The first whole turn of an analysis line (its first move in the flat games). */
function firstTurn(game: GameDefinition, position: Position, line: readonly string[]): string[] {
  if (!game.subMoveTurns) return line.slice(0, 1);
  const turn: string[] = [];
  let pos = position;
  for (const text of line) {
    const move = parseMove(pos, text);
    if (!move.ok) break;
    turn.push(text);
    pos = play(pos, move.value);
    if (pos.turn !== position.turn || pos.winner >= 0) break;
  }
  return turn;
}

/** The solver's unique turn at `position` by the analysis, with the depth it was first found at. */
interface Found {
  readonly turn: string;
  readonly reply: string | null;
  readonly depthNeeded: number;
}

function onlyGoodTurn(game: GameDefinition, position: Position): Found | null {
  const k = winChanceK(game.id);
  const firsts: string[] = [];
  const report = analyse(position, {
    multiPv: 2,
    maxDepth: DEPTH,
    nodes: ANALYSIS_NODES,
    onProgress: (r) => {
      if (r.lines[0]) firsts.push(firstTurn(game, position, r.lines[0].moves).join(' '));
    },
  });
  if (report.depth < DEPTH || report.lines.length === 0) return null;
  const [best, second] = report.lines;
  const bestChance = chanceOf(best!.score, k);
  const secondChance = second ? chanceOf(second.score, k) : 0;
  if (bestChance < BEST || bestChance - secondChance < MARGIN) return null;
  const turn = firstTurn(game, position, best!.moves);
  const text = turn.join(' ');
  let depthNeeded = firsts.length;
  while (depthNeeded > 1 && firsts[depthNeeded - 2] === text) depthNeeded--;
  const replyLine = best!.moves.slice(turn.length);
  const reply = replyLine.length > 0 ? replyLine[0]! : null;
  return { turn: text, reply, depthNeeded };
}

/** The position after the whole turn `turn` (canonical, sub-moves joined by spaces). */
export function afterTurn(game: GameDefinition, position: Position, turn: string): Position | null {
  let pos = position;
  for (const text of game.subMoveTurns ? turn.split(' ') : [turn]) {
    const move = parseMove(pos, text);
    if (!move.ok) return null;
    pos = play(pos, move.value);
  }
  return pos;
}

/**
 * The starting rating (docs/puzzles.md §Rating): 700, plus 250 a solver turn after the first,
 * 120 a sub-move beyond one in a solver turn, 40 a ply of the depth at which the analysis first
 * and for good chose the first turn (0 for a turn the rules core proved alone), and 100 for each
 * of the rarer ideas (between levels, drop, mutation, promotion through the pocket, a vest, an
 * only defence); rounded to 10, within the range.
 */
export function startingRating(
  solution: readonly string[],
  themes: readonly Theme[],
  depthNeeded: number,
): number {
  const solverTurns = solution.filter((_, i) => i % 2 === 0);
  const extraSubMoves = solverTurns.reduce(
    (sum, turn) => sum + Math.max(0, turn.split(' ').filter((m) => m !== 'end').length - 1),
    0,
  );
  const rare: Theme[] = [
    'betweenLevels',
    'drop',
    'mutation',
    'pocketPromotion',
    'vest',
    'onlyDefence',
  ];
  const raw =
    700 +
    250 * (solverTurns.length - 1) +
    120 * extraSubMoves +
    40 * depthNeeded +
    100 * themes.filter((t) => rare.includes(t)).length;
  return Math.min(MAX_RATING, Math.max(MIN_RATING, Math.round(raw / 10) * 10));
}

/**
 * The puzzle of `solution` from `position` after `lastTurn` (null: added by the caller, as the
 * win-in-two search does once it knows the opponent's turn), checked by the validator.
 */
export function puzzleOf(
  game: GameDefinition,
  position: Position,
  lastTurn: LastTurn | null,
  solution: string[],
  depthNeeded: number,
): Puzzle {
  const fen = makeFen(position);
  const themes = tagThemes(game, fen, solution);
  const rating = startingRating(solution, themes, depthNeeded);
  const puzzle = {
    id: puzzleId(game.id, fen, solution),
    variant: game.id,
    fen,
    solution,
    themes,
    rating,
    ...(lastTurn ? { lastTurn } : {}),
  };
  const checked = validatePuzzle(puzzle);
  if (!checked.ok) throw new Error(`the generator made a bad puzzle: ${checked.error}`);
  return checked.value;
}

/**
 * A puzzle from `position`, reached by `lastTurn`, where the engine says the side to move is
 * winning, or null.
 */
function puzzleAt(game: GameDefinition, position: Position, lastTurn: LastTurn): Puzzle | null {
  const now = uniqueWin(position);
  if (now) return puzzleOf(game, position, lastTurn, [now.moves.join(' ')], 0);
  if (game.subMoveTurns) return null;
  const solution: string[] = [];
  let pos = position;
  let depthNeeded = 0;
  for (let turn = 0; turn < MAX_SOLVER_TURNS; turn++) {
    const win = turn > 0 ? uniqueWin(pos) : null;
    if (win) {
      solution.push(win.moves.join(' '));
      return puzzleOf(game, position, lastTurn, solution, depthNeeded);
    }
    const found = onlyGoodTurn(game, pos);
    if (!found) break;
    depthNeeded = Math.max(depthNeeded, found.depthNeeded);
    const after = afterTurn(game, pos, found.turn);
    if (!after) break;
    solution.push(found.turn);
    // (a mate here would be the position's only one: uniqueWin found none or several)
    if (new GameRecord(after).outcome) return null;
    if (!found.reply) break;
    const next = afterTurn(game, after, found.reply);
    if (!next || new GameRecord(next).outcome) break;
    solution.push(found.reply);
    pos = next;
  }
  if (solution.length % 2 === 0) solution.pop();
  // A line cut short ends with the solver's last only-good turn.
  if (solution.length === 0) return null;
  return puzzleOf(game, position, lastTurn, solution, depthNeeded);
}

/**
 * Can the side to move win now, by the engine (the candidates)? Parallel worlds: it can take a
 * king this turn. The flat games: the self-play's score gives it a win chance of `HINT` or more.
 */
function winsNow(game: GameDefinition, turn: Played, k: number): boolean {
  return game.subMoveTurns
    ? findKingCapture(workingCopy(turn.position)) !== null
    : chanceOf(turn.score, k, true) >= HINT;
}

/**
 * Was the side to move not winning before the opponent's last turn (turn `i - 1`)? Parallel
 * worlds: the opponent had a turn that left no king to take (its turn was the mistake). The flat
 * games: the side to move's own score at its turn before (`i - 2`, the value its search gave the
 * position it left the opponent) gave it a win chance of `BEFORE` at most; the first turns count
 * as even.
 */
function newlyWinning(
  game: GameDefinition,
  turns: readonly Played[],
  i: number,
  k: number,
): boolean {
  if (game.subMoveTurns)
    return findSafeTurn(workingCopy(turns[i - 1]!.position), SAFE_TURN_LIMIT) !== null;
  return i < 2 || chanceOf(turns[i - 2]!.score, k, true) <= BEFORE;
}

/**
 * Plays `games` games and yields each new puzzle once (by id and by position), in the order
 * found. Deterministic for a seed and level.
 */
export function* generatePuzzles(options: GenerateOptions): Generator<Puzzle> {
  const { game, level } = options;
  const k = winChanceK(game.id);
  const seenFens = new Set<string>();
  let kept = 0;
  let candidates = 0;
  for (let g = 0; g < options.games; g++) {
    const turns = selfPlay(game, level, options.seed * 100_003 + g);
    for (let i = 1; i < turns.length; i++) {
      const { position } = turns[i]!;
      if (!winsNow(game, turns[i]!, k)) continue;
      const fen = makeFen(position);
      if (seenFens.has(fen)) continue;
      seenFens.add(fen);
      candidates++;
      // (in Parallel worlds the proof of uniqueness, ~0.15 s, comes before the safe turn, ~1–5 s)
      if (game.subMoveTurns && !uniqueWin(position)) continue;
      if (!newlyWinning(game, turns, i, k)) continue;
      const before = turns[i - 1]!;
      const puzzle = puzzleAt(game, position, { fen: makeFen(before.position), turn: before.turn });
      if (!puzzle) continue;
      kept++;
      yield puzzle;
      i += puzzle.solution.length; // the same line's later positions are this puzzle's tail
    }
    options.onGame?.(g + 1, kept, candidates);
  }
}
