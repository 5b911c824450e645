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
 * There is no "stop" or "cancel" message: the search is synchronous, so a worker cannot read a
 * message while it searches. "Move now" plays the last progress report and a new position ends
 * the old search; both terminate the worker (engineClient.ts in src/game starts a fresh one),
 * which works on any static host, with no cross-origin isolation needed for a shared stop flag.
 * `answerSearch` takes a `shouldStop` for the in-process fallback, where "terminate" is a flag.
 */
import { gameById, GameRecord, parseFen, parseMove, type Position } from '../rules';
import { chooseMove, type EngineAnswer, type Level } from './index';

export type { Level } from './index';

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
