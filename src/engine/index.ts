/**
 * The computer player's public face (see README-API.md): `chooseMove` for any game and level,
 * the level table, analysis for the analysis board (`analyse`, analysis.ts), and the pieces of
 * the search for tools. Runs in Node and in a Web Worker; it
 * imports only the rules core.
 */
import {
  END_TURN,
  legalMoves,
  makeMove,
  workingCopy,
  type Move,
  type Position as PublicPosition,
  type WorkingPosition as Position,
} from '../rules';
import { greedyAnswer, randomAnswer } from './baselines';
import { findKingCapture } from './kingCapture';
import { DEFAULT_LEVEL, budgetOf, levelInfo, type Level } from './levels';
import { seededRandom } from './random';
import { Searcher, WIN, type Iteration } from './search';
import { findSafeTurn, leavesKingEnPrise, restOfTurn } from './turn';
import { TranspositionTable } from './tt';

export { analyse, analysisSteps, type AnalysisReport, type AnalysisScore } from './analysis';
export { DEFAULT_LEVEL, LEVELS, budgetOf, levelInfo, parseLevel, type Level } from './levels';
export { findKingCapture } from './kingCapture';
export { PIECE_VALUES } from './values';
export { TranspositionTable } from './tt';

export interface ChooseOptions {
  /** 'random', 'greedy' or 1…8; default 4. */
  readonly level?: Level;
  /** Replaces the level's node budget per move. */
  readonly nodes?: number;
  /** Caps the node budget per move (the level's, or `nodes`): a match's `--nodes`. */
  readonly maxNodes?: number;
  /** Replaces the level's time cap per move (ms). */
  readonly timeMs?: number;
  /** Same seed, same answer (default 1). */
  readonly seed?: number;
  /** Earlier start-of-turn positions of the game, for repetitions. */
  readonly history?: readonly PublicPosition[];
  /** Polled every ~1000 nodes; returning true stops the search, which plays its best so far. */
  readonly shouldStop?: () => boolean;
  /** Called after every completed iteration with the best answer so far. */
  readonly onProgress?: (info: SearchInfo) => void;
  /**
   * The transposition table to search with (default: one the module keeps between calls). A
   * match gives each player its own, so that neither reads the other's deeper analysis.
   */
  readonly table?: TranspositionTable;
}

export interface EngineAnswer {
  /** Rules-core moves to play in order: one move, or the rest of a Parallel worlds turn. */
  readonly moves: Move[];
  /** The same in canonical notation ('end' for ending the turn). */
  readonly notation: string[];
  /** Centipawns for the side to move (beyond ±99 000: a king falls or mate). */
  readonly score: number;
  readonly depth: number;
  readonly nodes: number;
  readonly timeMs: number;
  /** The stop check or the time cap ended the search early. */
  readonly stopped: boolean;
}

export type SearchInfo = EngineAnswer;

/** Big enough for the deepest levels, small enough for a worker: 2^18 slots, about 3.4 MB. */
let table: TranspositionTable | null = null;

/** Notation of a whole answer, each move written in the position it is played in. */
function notationOf(pos: Position, moves: readonly number[]): string[] {
  const work = pos.clone();
  return moves.map((move) => {
    const text = makeMove(work, move as Move);
    work.make(move);
    return text;
  });
}

function answer(
  pos: Position,
  moves: number[],
  rest: Omit<EngineAnswer, 'moves' | 'notation'>,
): EngineAnswer {
  return { moves: moves as Move[], notation: notationOf(pos, moves), ...rest };
}

/**
 * What the engine plays in `position` at `options.level`: one move in the flat games, the rest of
 * the turn in Parallel worlds chess. `position` is not changed. Throws when there is no move (the
 * game is over).
 */
export function chooseMove(position: PublicPosition, options: ChooseOptions = {}): EngineAnswer {
  const started = Date.now();
  const level = options.level ?? DEFAULT_LEVEL;
  const info = levelInfo(level);
  const random = seededRandom(options.seed ?? 1);
  const pos = workingCopy(position);
  const legal = legalMoves(pos).filter((move) => move !== END_TURN);
  if (pos.winner >= 0 || (legal.length === 0 && pos.subMoves === 0))
    throw new Error('the game is over: there is no move to choose');
  const quick = (moves: number[], score: number): EngineAnswer => {
    const result = answer(pos, moves, {
      score,
      depth: 0,
      nodes: 0,
      timeMs: Date.now() - started,
      stopped: false,
    });
    options.onProgress?.(result);
    return result;
  };
  if (level === 'random') return quick(randomAnswer(pos, random), 0);
  if (level === 'greedy') return quick(greedyAnswer(pos, random), 0);

  const pw = pos.game.subMoveTurns;
  if (pw) {
    const capture = findKingCapture(pos);
    if (capture) return quick(capture, WIN);
  }
  const tt = options.table ?? (table ??= new TranspositionTable());
  const budget = budgetOf(info, pw);
  const nodes = Math.min(options.nodes ?? budget.nodes, options.maxNodes ?? Infinity);
  const timeMs = options.timeMs ?? budget.timeMs;
  const history = (options.history ?? []).map((p) => [p.hashLo(), p.hashHi()] as const);
  const limits = {
    nodes,
    timeMs,
    minDepth: 1,
    maxDepth: 60,
    blindSpots: info.blindSpots,
    quiescence: info.quiescence,
    random,
    shouldStop: options.shouldStop,
    history,
  };
  // Parallel worlds: where the line and the table stop mid-turn, the final answer searches the
  // rest of the turn (a tenth of the budget a sub-move) instead of ending it there, so a shallow
  // search still uses its turn's sub-moves when they are worth more than ending it.
  const continuation = (work: Position): number => {
    const budget = Math.max(100, Math.floor(nodes / 10));
    const searcher = new Searcher(work, tt, { ...limits, nodes: budget, timeMs: timeMs / 4 });
    return searcher.run().line[0] ?? 0;
  };
  const toAnswer = (iteration: Iteration, final = false): EngineAnswer => {
    const moves = pw
      ? restOfTurn(pos, iteration.line, (work) => {
          const slot = tt.probe(work.hashLo(), work.hashHi());
          if (slot >= 0 && tt.move(slot)) return tt.move(slot);
          return final && !iteration.stopped ? continuation(work) : 0;
        })
      : [iteration.line[0]!];
    return answer(pos, moves, {
      score: iteration.score,
      depth: iteration.depth,
      nodes: iteration.nodes,
      timeMs: Date.now() - started,
      stopped: iteration.stopped,
    });
  };
  const searcher = new Searcher(pos, tt, {
    ...limits,
    onIteration: options.onProgress ? (it) => options.onProgress!(toAnswer(it)) : undefined,
  });
  const result = toAnswer(searcher.run(), true);
  if (pw && !info.blindSpots && leavesKingEnPrise(pos, result.moves)) {
    const safe = findSafeTurn(pos);
    if (safe) {
      const { score, depth, nodes, stopped } = result;
      return answer(pos, safe, { score, depth, nodes, stopped, timeMs: Date.now() - started });
    }
  }
  return result;
}
