/**
 * Analysis for the analysis board: the best few lines of a position, deeper and deeper, for as
 * long as the page wants them (docs/engine.md, "Analysis").
 *
 * Why here: the analysis board needs what the computer player does not — several candidate
 * choices side by side, each with its score and its principal variation, reported after every
 * depth and for as long as the page likes — while the player needs one answer within a budget.
 * Both run the one search (`Searcher` in search.ts: its move ordering, quiescence, transposition
 * table and Parallel worlds rules); this module only drives it differently.
 *
 * How: iterative deepening where each depth searches the root once per line ("multi-PV"): line
 * 1 is the plain search, line 2 the same search with line 1's choice left out, line 3 with lines
 * 1 and 2 left out, and so on (`Searcher.iterateExcluding`). After each completed depth the lines
 * are reported, best first. The table is shared by all lines and depths, so line 2 reuses what
 * line 1 learnt below the root; each line orders its root moves by its own scores of the depth
 * before.
 *
 * A choice is a whole turn. In the flat games that is one move. In Parallel worlds chess a turn is
 * up to three sub-moves, and the lines must differ in their whole first turn, not merely in its
 * first sub-move: the turns are what a player compares ("both sub-moves, or the first and end?"),
 * and three lines opening with the same strong sub-move are three real alternatives. Two orders
 * of the same sub-moves that reach the same position are one choice, so a choice is told apart by
 * the Zobrist key of the position its turn reaches (turn state included): the search leaves out
 * any turn reaching a key already reported. The root side's first turn is searched without the
 * table's cut-offs while choices are left out, so that no score from a left-out turn comes back
 * through the table. A king capture this turn (`findKingCapture`) is always line 1.
 *
 * Scores are from the side to move: centipawns, `{ mate: n }` in the flat games (n > 0: the side
 * to move mates with its n-th move; n < 0: it is mated by the opponent's n-th move) and
 * `{ king: n }` in Parallel worlds chess (a king falls in the capturing side's n-th turn from
 * now, this turn being the side to move's first; negative when the side to move loses a king).
 * The search scores a win as `WIN` less the plies to it; mate distances come from those plies,
 * king-capture distances from the turns of the line, which ends by taking the king (a capture
 * the search saw at the start of a turn is written out with `findKingCapture`).
 *
 * Lines are in canonical notation (`makeMove`), replayable with the rules core's `play` from the
 * position analysed: `end` closes a Parallel worlds turn ended early, and is left out where the
 * turn ends by itself (no sub-move left), as `play` ends it. `analysisSteps` runs one root search
 * a step, so a worker can yield to its event loop between steps (protocol.ts); `analyse` runs
 * them all in one go.
 */
import {
  END_TURN,
  MAX_MOVES,
  generateLegal,
  legalMoves,
  makeMove,
  workingCopy,
  type Move,
  type Position as PublicPosition,
  type WorkingPosition as Position,
} from '../rules';
import { findKingCapture } from './kingCapture';
import { seededRandom } from './random';
import { Searcher, WIN, WIN_BOUND, type Key } from './search';
import { TranspositionTable } from './tt';

/** Centipawns for the side to move, or a forced win (n > 0) or loss (n < 0) in n moves or turns. */
export type AnalysisScore = number | { readonly mate: number } | { readonly king: number };

export interface AnalysisLine {
  readonly score: AnalysisScore;
  /** The principal variation from the position analysed, in canonical notation. */
  readonly moves: readonly string[];
}

export interface AnalysisReport {
  /** The depth completed (plies; sub-moves in Parallel worlds chess). */
  readonly depth: number;
  readonly nodes: number;
  readonly timeMs: number;
  /** Up to `multiPv` lines, best first, each starting with a different choice. */
  readonly lines: readonly AnalysisLine[];
}

export interface AnalysisOptions {
  /** How many lines (default 3); fewer when there are fewer choices. */
  readonly multiPv?: number;
  /** Polled every ~1000 nodes and before each root search; true ends the analysis. */
  readonly shouldStop?: () => boolean;
  /** Called after each completed depth (`analyse`). */
  readonly onProgress?: (report: AnalysisReport) => void;
  /** The deepest iteration (default and at most 60). */
  readonly maxDepth?: number;
  /** A node budget over the whole analysis (tests); the first depth is always completed. */
  readonly nodes?: number;
  /** The table to search with (default: a new one); a worker keeps one between positions. */
  readonly table?: TranspositionTable;
  /** Earlier start-of-turn positions of the game, for repetitions. */
  readonly history?: readonly PublicPosition[];
}

const DEFAULT_MULTI_PV = 3;
const MAX_DEPTH = 60;

/** A line as the search found it: its score, its moves, the key its first choice reaches. */
interface Found {
  readonly score: number;
  readonly moves: readonly number[];
  readonly key: Key;
}

/**
 * The analysis one root search at a time: each step yields null, or the report when it completed
 * a depth. Ends after `maxDepth`, when stopped or when the node budget is spent (the depth under
 * way is then dropped). Throws at once when the game is over.
 */
export function analysisSteps(
  position: PublicPosition,
  options: AnalysisOptions = {},
): Generator<AnalysisReport | null, void> {
  const pos = workingCopy(position);
  const subMoveLeft = legalMoves(pos).some((move) => move !== END_TURN);
  if (pos.winner >= 0 || (!subMoveLeft && pos.subMoves === 0))
    throw new Error('the game is over: there is nothing to analyse');
  return steps(pos, options);
}

/** Runs the analysis to its end (see `analysisSteps`); the last report, or depth 0 and no line. */
export function analyse(position: PublicPosition, options: AnalysisOptions = {}): AnalysisReport {
  let last: AnalysisReport = { depth: 0, nodes: 0, timeMs: 0, lines: [] };
  for (const report of analysisSteps(position, options)) {
    if (!report) continue;
    last = report;
    options.onProgress?.(report);
  }
  return last;
}

function* steps(pos: Position, options: AnalysisOptions): Generator<AnalysisReport | null, void> {
  const started = Date.now();
  const multiPv = Math.max(1, Math.floor(options.multiPv ?? DEFAULT_MULTI_PV));
  const maxDepth = Math.max(1, Math.min(options.maxDepth ?? MAX_DEPTH, MAX_DEPTH));
  const shouldStop = options.shouldStop ?? (() => false);
  const searcher = new Searcher(pos, options.table ?? new TranspositionTable(), {
    nodes: options.nodes ?? Infinity,
    timeMs: Infinity,
    minDepth: 1,
    maxDepth,
    blindSpots: false,
    quiescence: 8,
    random: seededRandom(1),
    shouldStop,
    history: (options.history ?? []).map((p) => [p.hashLo(), p.hashHi()] as const),
  });
  // A king taken this turn is the best choice there is, at every depth.
  const capture = findKingCapture(pos);
  const seeded = capture ? [found(pos, WIN - capture.length, capture)] : [];
  for (let depth = 1; depth <= maxDepth; depth++) {
    const lines = [...seeded];
    while (lines.length < multiPv) {
      if (shouldStop()) return;
      const keys = lines.map((line) => line.key);
      const result = searcher.iterateExcluding(depth, lines.length, keys);
      if (!result) return; // stopped, or the budget is spent
      if (result.line.length === 0) break; // no other choice
      const line = found(pos, result.score, result.line);
      if (keys.some(([lo, hi]) => lo === line.key[0] && hi === line.key[1])) break;
      lines.push(line);
      if (lines.length < multiPv) yield null;
    }
    // Best first (a later line can come out higher where the search's selectivity differs).
    lines.sort((a, b) => b.score - a.score);
    yield {
      depth,
      nodes: searcher.nodes,
      timeMs: Date.now() - started,
      lines: lines.map((line) => reportLine(pos, line)),
    };
  }
}

const scratch = new Int32Array(MAX_MOVES);

/**
 * The line `moves` from `pos` as `play` would have it — `end` dropped where the turn has ended by
 * itself, the line cut at a move that is not legal (never expected) — with a king capture seen at
 * the start of its last turn written out, and the key of the position its first choice reaches.
 */
function found(pos: Position, score: number, moves: readonly number[]): Found {
  const work = pos.clone();
  const us = work.turn;
  const out: number[] = [];
  let key: Key | null = null;
  const playMove = (move: number): void => {
    out.push(move);
    work.make(move);
    if (work.game.subMoveTurns && work.subMoves > 0 && generateLegal(work, scratch) === 0)
      work.make(END_TURN); // the turn ends by itself, as `play` ends it
    if (!key && (work.turn !== us || work.winner >= 0)) key = [work.hashLo(), work.hashHi()];
  };
  for (const move of moves) {
    if (work.winner >= 0) break;
    if (move === END_TURN && work.subMoves === 0) continue;
    if (!legalMoves(work).includes(move as Move)) break;
    playMove(move);
  }
  if (Math.abs(score) >= WIN_BOUND && work.subMoves === 0 && work.winner < 0)
    for (const move of findKingCapture(work) ?? []) playMove(move);
  // A line cut inside its first turn (never expected): the turn ended there.
  if (!key && work.subMoves > 0 && work.winner < 0) playMove(END_TURN);
  return { score, moves: out, key: key ?? [work.hashLo(), work.hashHi()] };
}

/** The line in notation, with its score as the page reads it. */
function reportLine(pos: Position, line: Found): { score: AnalysisScore; moves: string[] } {
  const work = pos.clone();
  const moves: string[] = [];
  let turn = 1; // this turn is the first; each side's turns alternate
  let wonInTurn = 0;
  for (const move of line.moves) {
    moves.push(makeMove(work, move as Move));
    const before = work.turn;
    work.make(move);
    if (work.game.subMoveTurns && work.subMoves > 0 && generateLegal(work, scratch) === 0)
      work.make(END_TURN);
    if (work.winner >= 0 && !wonInTurn) wonInTurn = turn;
    if (work.turn !== before) turn++;
  }
  return { score: scoreOf(pos, line.score, work, wonInTurn || turn), moves };
}

/**
 * The page's score: centipawns, or mate / king-capture distance. `turn` is the turn (1 = the
 * side to move's current one) in which the line takes a king, or where it ends without one.
 */
function scoreOf(pos: Position, score: number, end: Position, turn: number): AnalysisScore {
  if (Math.abs(score) < WIN_BOUND) return score;
  const wins = score > 0;
  if (!pos.game.subMoveTurns) {
    const plies = WIN - Math.abs(score); // the mating move is ply `plies` from here
    const moves = Math.ceil(plies / 2);
    return { mate: wins ? moves : -moves };
  }
  // The capturing side's turns are the odd ones when it is the side to move, else the even
  // ones; where the line stops short of the capture, its next such turn.
  let at = turn;
  if (end.winner < 0 && (at % 2 === 1) !== wins) at++;
  return { king: wins ? Math.ceil(at / 2) : -Math.ceil(at / 2) };
}
