/**
 * The page's side of the engine's analysis (the analysis board): one analysis at a time, in the
 * engine's module Web Worker (the same worker code as the computer player's, started by
 * engineClient.ts's `startEngineWorker`), streaming the best lines after each depth until it is
 * stopped or replaced.
 *
 * Stop and go (src/engine/protocol.ts): the worker analyses one root search at a time and reads
 * its messages between them, so `stop` and a new position are honoured there; the worker answers
 * each with the old analysis's `analysis-end`. A root search deep into an analysis can take
 * seconds, so when that end has not come within `graceMs` the client terminates the worker and
 * starts the analysis under way, if any, in a fresh one (which loses only the table). Either way
 * the page never waits, and never sees a stale report: a report is delivered only while its
 * analysis is the current one (every message carries the request's id), and `stop` or a new
 * `start` ends the old one at once on this side.
 *
 * Where no `Worker` exists (Node, Vitest) the same service runs in-process (`inProcessAnalysis`),
 * breaking to the event loop between root searches as the worker does. Only the protocol's types
 * are imported statically, so the engine's code stays out of the page's chunk.
 */
import type {
  AnalyseRequest,
  AnalysisReply,
  AnalysisReport,
  StopRequest,
} from '../engine/protocol';
import { startEngineWorker, TransportSlot, type SearchPosition } from './engineClient';

/** A channel to something that runs analysis requests. */
export interface AnalysisTransport {
  post(request: AnalyseRequest | StopRequest): void;
  /** Ends it at once; it sends nothing more and is not used again. */
  terminate(): void;
}

/** Makes a transport; `receive` gets its replies, `fail` a failure of the transport itself. */
export type AnalysisTransportFactory = (
  receive: (reply: AnalysisReply) => void,
  fail: (message: string) => void,
) => AnalysisTransport | Promise<AnalysisTransport>;

/** The analysis in this thread, for places without Workers (tests, Node). */
export const inProcessAnalysis: AnalysisTransportFactory = async (receive) => {
  const { AnalysisService } = await import('../engine/protocol');
  let ended = false;
  const service = new AnalysisService((reply) => {
    if (!ended) receive(reply);
  });
  return {
    post(request) {
      if (!ended) service.receive(request);
    },
    terminate() {
      ended = true;
      service.stopAll();
    },
  };
};

const defaultTransport: AnalysisTransportFactory = (receive, fail) =>
  typeof Worker === 'function'
    ? startEngineWorker<AnalyseRequest | StopRequest, AnalysisReply>(receive, fail)
    : inProcessAnalysis(receive, fail);

/** How long a stopped analysis may take to end before its worker is terminated (ms). */
const STOP_GRACE_MS = 250;

export interface AnalysisSettings {
  /** How many lines (default 3). */
  readonly multiPv?: number;
  /** The deepest iteration (default: until stopped). */
  readonly maxDepth?: number;
  /** A node budget (tests). */
  readonly nodes?: number;
  /** Each report of this analysis: the lines after a completed depth. */
  readonly onReport?: (report: AnalysisReport) => void;
}

/** How an analysis ended: its last depth done, stopped (or replaced), or failed. */
export type AnalysisEnd =
  | { readonly kind: 'complete' }
  | { readonly kind: 'stopped' }
  | { readonly kind: 'error'; readonly message: string };

/** An analysis under way. */
export interface AnalysisHandle {
  /** Ends it; no report comes after this, and `done` answers `stopped`. */
  stop(): void;
  /** Its latest report, or null before the first. */
  latest(): AnalysisReport | null;
  readonly done: Promise<AnalysisEnd>;
}

interface Running {
  readonly request: AnalyseRequest;
  latest: AnalysisReport | null;
  readonly onReport?: (report: AnalysisReport) => void;
  readonly resolve: (end: AnalysisEnd) => void;
}

/** One analysis for the page: each new one stops the one before. */
export class AnalysisClient {
  private readonly slot: TransportSlot<AnalysisTransport, AnalysisReply>;
  private running: Running | null = null;
  private lastId = 0;
  /** Analyses asked to stop whose end has not come yet, and the timer that will not wait. */
  private readonly ending = new Set<number>();
  private graceTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    factory: AnalysisTransportFactory = defaultTransport,
    private readonly graceMs = STOP_GRACE_MS,
  ) {
    this.slot = new TransportSlot(
      factory,
      (reply) => this.receive(reply),
      (message) => this.fail(message),
    );
  }

  /** Analyses `position` (stopping the analysis under way) until stopped or `maxDepth`. */
  start(position: SearchPosition, settings: AnalysisSettings = {}): AnalysisHandle {
    this.finish({ kind: 'stopped' });
    const { multiPv, maxDepth, nodes, onReport } = settings;
    const request: AnalyseRequest = {
      type: 'analyse',
      id: ++this.lastId,
      game: position.game,
      startFen: position.startFen,
      moves: position.moves,
      multiPv,
      maxDepth,
      nodes,
    };
    let resolve!: (end: AnalysisEnd) => void;
    const done = new Promise<AnalysisEnd>((settle) => (resolve = settle));
    const running: Running = { request, latest: null, onReport, resolve };
    this.running = running;
    this.send(request);
    return {
      done,
      latest: () => running.latest,
      stop: () => {
        if (this.running === running) this.finish({ kind: 'stopped' });
      },
    };
  }

  /** Whether an analysis is under way. */
  get busy(): boolean {
    return this.running !== null;
  }

  /** Stops any analysis and ends the worker. */
  dispose(): void {
    this.finish({ kind: 'stopped' });
    this.restart();
  }

  private send(request: AnalyseRequest | StopRequest): void {
    this.slot.connect().then(
      (transport) => transport.post(request),
      (error: unknown) => this.fail(String(error instanceof Error ? error.message : error)),
    );
  }

  private receive(reply: AnalysisReply): void {
    const running = this.running?.request.id === reply.id ? this.running : null;
    switch (reply.type) {
      case 'analysis':
        if (!running) return;
        running.latest = reply.report;
        running.onReport?.(reply.report);
        return;
      case 'error':
        if (running) this.finish({ kind: 'error', message: reply.message }, false);
        return;
      case 'analysis-end':
        if (this.ending.delete(reply.id) && this.ending.size === 0) this.clearGrace();
        if (running) this.finish({ kind: reply.stopped ? 'stopped' : 'complete' }, false);
        return;
    }
  }

  /** Ends the current analysis on this side; `ask` also asks the worker to stop it. */
  private finish(end: AnalysisEnd, ask = true): void {
    const running = this.running;
    if (!running) return;
    this.running = null;
    if (ask) {
      const { id } = running.request;
      this.send({ type: 'stop', id });
      this.ending.add(id);
      this.graceTimer ??= setTimeout(() => this.restart(), this.graceMs);
    }
    running.resolve(end);
  }

  /** A new worker: the old one is terminated, and the analysis under way, if any, moves over. */
  private restart(): void {
    this.clearGrace();
    this.ending.clear();
    this.slot.drop();
    if (this.running) this.send(this.running.request);
  }

  private clearGrace(): void {
    if (this.graceTimer !== null) clearTimeout(this.graceTimer);
    this.graceTimer = null;
  }

  private fail(message: string): void {
    const running = this.running;
    this.running = null;
    this.restart();
    running?.resolve({ kind: 'error', message });
  }
}

let shared: AnalysisClient | null = null;

/**
 * Analyses the position after `moves` from `startFen` in `game` with the page's one analysis
 * client: a new call stops the analysis before it. `onReport` gets each report of this analysis
 * only.
 */
export function startAnalysis(
  game: string,
  startFen: string,
  moves: readonly string[],
  settings: AnalysisSettings = {},
): AnalysisHandle {
  shared ??= new AnalysisClient();
  return shared.start({ game, startFen, moves }, settings);
}
