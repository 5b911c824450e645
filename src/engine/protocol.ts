/**
 * The engine's messages between the page and its Web Worker, and the one function that answers a
 * search request (`answerSearch`), shared by the worker (worker.ts) and by the in-process
 * fallback where no Worker exists (Node, Vitest): one search code in both places.
 *
 * The page sends a position as text — the game, the FEN it started from and the canonical moves
 * played since (sub-moves and `end` included) — so the worker can rebuild the game's history for
 * repetitions and the position in the middle of a Parallel worlds turn. The worker answers with
 * progress reports (the best answer after each completed iteration) and one result, in canonical
 * notation; every message carries the request's id, so a stale answer is recognised.
 *
 * There is no "stop" or "cancel" message for a search: the search is synchronous, so a worker
 * cannot read a message while it searches. "Move now" plays the last progress report and a new
 * position ends the old search; both terminate the worker (engineClient.ts in src/game starts a
 * fresh one), which works on any static host, with no cross-origin isolation needed for a shared
 * stop flag. `answerSearch` takes a `shouldStop` for the in-process fallback, where "terminate" is
 * a flag.
 *
 * Analysis (the analysis board) runs until it is stopped, so it has stop and go: an `analyse`
 * request is answered by a stream of `analysis` reports (one per completed depth, analysis.ts)
 * and ends with `analysis-end`. The analysis runs one root search at a time and yields to the
 * worker's event loop between them (`AnalysisService`), so a `stop` or a new `analyse` (which
 * stops the one before) is read within one root search; the page's client (analysisClient.ts in
 * src/game) terminates the worker when that takes too long (a deep iteration).
 */
import { gameById, GameRecord, parseFen, parseMove, type Position } from '../rules';
import {
  analysisSteps,
  chooseMove,
  type AnalysisReport,
  type EngineAnswer,
  type Level,
} from './index';
import { TranspositionTable } from './tt';

export type { AnalysisReport, Level } from './index';

/** The page asks for the move (or the rest of the Parallel worlds turn) in a position. */
export interface SearchRequest {
  readonly type: 'search';
  readonly id: number; // 7 — answers carry it
  readonly game: string; // 'parallel-worlds'
  readonly startFen: string; // the FEN the game started from
  readonly moves: readonly string[]; // ['1e2-1e4', '3g1-3f3', 'end', …] — canonical, since the start
  readonly level: Level; // 4, 'random', 'greedy'
  readonly nodes?: number; // 20000 — overrides the level's node budget
  readonly timeMs?: number; // 1500 — overrides the level's time cap
  readonly seed?: number; // 1 — a repeatable answer
}

/** The engine's answer, as sent over the wire: moves in canonical notation. */
export interface SearchAnswer {
  readonly moves: readonly string[]; // ['3g1-3f3', 'end'] or ['e2e4']
  readonly score: number; // centipawns for the side to move
  readonly depth: number; // last completed iteration (plies; sub-moves in Parallel worlds)
  readonly nodes: number;
  readonly timeMs: number;
  readonly stopped: boolean; // the search ended early (stop or time cap)
}

/** What the worker sends back. */
export type SearchReply =
  | { readonly type: 'progress'; readonly id: number; readonly answer: SearchAnswer }
  | { readonly type: 'result'; readonly id: number; readonly answer: SearchAnswer }
  | { readonly type: 'error'; readonly id: number; readonly message: string };

const wire = (answer: EngineAnswer): SearchAnswer => ({
  moves: answer.notation,
  score: answer.score,
  depth: answer.depth,
  nodes: answer.nodes,
  timeMs: answer.timeMs,
  stopped: answer.stopped,
});

/** The page asks for the best `multiPv` lines of a position, deeper and deeper until stopped. */
export interface AnalyseRequest {
  readonly type: 'analyse';
  readonly id: number;
  readonly game: string;
  readonly startFen: string;
  readonly moves: readonly string[]; // canonical, since the start, as in a search request
  readonly multiPv?: number; // 3 by default
  readonly maxDepth?: number; // the deepest iteration (default 60: until stopped)
  readonly nodes?: number; // a node budget (tests)
}

/** Ends the analysis `id` within one root search; its `analysis-end` follows. */
export interface StopRequest {
  readonly type: 'stop';
  readonly id: number;
}

/**
 * What the worker sends back for an analysis: a report after each completed depth, then (always,
 * also after an error) the end of the stream, `stopped` when a stop or a newer request ended it.
 */
export type AnalysisReply =
  | { readonly type: 'analysis'; readonly id: number; readonly report: AnalysisReport }
  | { readonly type: 'analysis-end'; readonly id: number; readonly stopped: boolean }
  | { readonly type: 'error'; readonly id: number; readonly message: string };

/** Every message the worker reads, and every one it sends. */
export type WorkerRequest = SearchRequest | AnalyseRequest | StopRequest;
export type WorkerReply = SearchReply | AnalysisReply;

/** Rebuilds the position of a request and the start-of-turn positions before it (repetitions). */
export function requestPosition(
  request: Pick<SearchRequest, 'game' | 'startFen' | 'moves'>,
): { position: Position; history: Position[] } | { error: string } {
  const game = gameById(request.game);
  if (!game) return { error: `unknown game '${request.game}'` };
  const start = parseFen(game, request.startFen);
  if (!start.ok) return { error: start.error };
  const record = new GameRecord(start.value);
  for (const [index, text] of request.moves.entries()) {
    const move = parseMove(record.position, text);
    if (!move.ok) return { error: `illegal move '${text}' (move ${index + 1})` };
    record.playMove(move.value);
  }
  const history = record.positions.slice(0, -1).filter((position) => position.subMoves === 0);
  return { position: record.position, history };
}

/**
 * Answers one request: progress after every iteration, then the result, or an error (a bad
 * position, a game that is over). `shouldStop` ends the search early (the in-process fallback).
 */
export function answerSearch(
  request: SearchRequest,
  post: (reply: SearchReply) => void,
  shouldStop: () => boolean = () => false,
): void {
  const { id } = request;
  const rebuilt = requestPosition(request);
  if ('error' in rebuilt) {
    post({ type: 'error', id, message: rebuilt.error });
    return;
  }
  try {
    const answer = chooseMove(rebuilt.position, {
      level: request.level,
      nodes: request.nodes,
      timeMs: request.timeMs,
      seed: request.seed,
      history: rebuilt.history,
      shouldStop,
      onProgress: (info) => post({ type: 'progress', id, answer: wire(info) }),
    });
    post({ type: 'result', id, answer: wire(answer) });
  } catch (error) {
    post({ type: 'error', id, message: error instanceof Error ? error.message : String(error) });
  }
}

/** A break to the event loop (`setTimeout(0)`), where a worker reads the messages that came. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Table size of an analysis: 2^20 slots, about 13 MB, for searches that go on and on. */
const ANALYSIS_TABLE_BITS = 20;

/**
 * Runs analysis requests, one at a time, in the worker and in the in-process fallback. Each runs
 * one root search a step (`analysisSteps`) with a break to the event loop after every step, so a
 * `stop` or a new request is read between steps; a new request stops the one under way and
 * starts when that has ended. The transposition table is kept from one request to the next of
 * the same game (an analysis board steps through one game's positions).
 */
export class AnalysisService {
  private current: { readonly id: number; stop: boolean } | null = null;
  private queue: Promise<void> = Promise.resolve();
  private table: { readonly game: string; readonly tt: TranspositionTable } | null = null;

  constructor(
    private readonly post: (reply: AnalysisReply) => void,
    private readonly pause: () => Promise<void> = nextTask,
  ) {}

  receive(request: AnalyseRequest | StopRequest): void {
    if (request.type === 'stop') {
      if (this.current?.id === request.id) this.current.stop = true;
      return;
    }
    this.stopAll();
    const job = { id: request.id, stop: false };
    this.current = job;
    this.queue = this.queue.then(() => this.run(request, () => job.stop));
  }

  /** Stops the analysis under way (and any waiting) at its next step. */
  stopAll(): void {
    if (this.current) this.current.stop = true;
  }

  private async run(request: AnalyseRequest, shouldStop: () => boolean): Promise<void> {
    const { id } = request;
    const end = () => this.post({ type: 'analysis-end', id, stopped: shouldStop() });
    if (shouldStop()) return end();
    const rebuilt = requestPosition(request);
    if ('error' in rebuilt) {
      this.post({ type: 'error', id, message: rebuilt.error });
      return end();
    }
    try {
      const steps = analysisSteps(rebuilt.position, {
        multiPv: request.multiPv,
        maxDepth: request.maxDepth,
        nodes: request.nodes,
        history: rebuilt.history,
        table: this.tableFor(request.game),
        shouldStop,
      });
      for (;;) {
        const step = steps.next();
        if (step.done) break;
        if (step.value) this.post({ type: 'analysis', id, report: step.value });
        await this.pause();
        if (shouldStop()) break;
      }
    } catch (error) {
      this.post({
        type: 'error',
        id,
        message: error instanceof Error ? error.message : String(error),
      });
    }
    end();
  }

  private tableFor(game: string): TranspositionTable {
    if (this.table?.game !== game)
      this.table = { game, tt: new TranspositionTable(ANALYSIS_TABLE_BITS) };
    return this.table.tt;
  }
}
