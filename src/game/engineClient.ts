/**
 * The page's side of the engine: one search at a time in a module Web Worker
 * (src/engine/worker.ts), with "move now" and cancellation.
 *
 * The engine's search is synchronous, so a worker cannot read a message while it searches (see
 * src/engine/protocol.ts). Hence:
 * - **move now** answers with the last progress report (the best move of the last completed
 *   iteration) and terminates the worker; before the first report it waits for that report;
 * - a **new search** or **cancel** terminates the worker of the old one, whose promise then
 *   answers `cancelled`; replies carry the request's id, so nothing stale is ever delivered;
 * - the next search starts a fresh worker (the engine keeps no state between moves).
 *
 * Where no `Worker` exists (Node, Vitest) the same protocol runs in-process: the request is
 * answered on a later task by the real search (`answerSearch`), and "terminate" becomes its stop
 * flag, polled by the search. Only the protocol's types are imported statically, so the engine's
 * code stays out of the page's chunk and is loaded by the worker alone.
 */
import type { Level, SearchAnswer, SearchReply, SearchRequest } from '../engine/protocol';

/** A channel to something that answers search requests. */
export interface EngineTransport {
  post(request: SearchRequest): void;
  /** Ends a running search at once; the transport sends nothing more and is not used again. */
  terminate(): void;
}

/** Makes a transport; `receive` gets its replies, `fail` a failure of the transport itself. */
export type TransportFactory = (
  receive: (reply: SearchReply) => void,
  fail: (message: string) => void,
) => EngineTransport | Promise<EngineTransport>;

/**
 * A new engine Web Worker (src/engine/worker.ts) speaking `Request` and `Reply`: the search
 * messages here, the analysis ones in analysisClient.ts. `receive` gets its replies, `fail` a
 * failure of the worker itself.
 */
export function startEngineWorker<Request, Reply>(
  receive: (reply: Reply) => void,
  fail: (message: string) => void,
): { post(request: Request): void; terminate(): void } {
  const worker = new Worker(new URL('../engine/worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<Reply>) => receive(event.data);
  worker.onerror = (event) => {
    event.preventDefault();
    fail(event.message || 'the engine worker failed to start');
  };
  return {
    post: (request) => worker.postMessage(request),
    terminate: () => worker.terminate(),
  };
}

/**
 * A client's one transport, started on first use and dropped (terminated) to stop: replies and
 * failures of a transport dropped since reach nobody, and one dropped while it was still starting
 * is terminated once it has started. Shared by the search client here and the analysis client.
 */
export class TransportSlot<Transport extends { terminate(): void }, Reply> {
  private transport: Promise<Transport> | null = null;
  private connected: Transport | null = null; // the same, once it has started

  constructor(
    private readonly factory: (
      receive: (reply: Reply) => void,
      fail: (message: string) => void,
    ) => Transport | Promise<Transport>,
    private readonly receive: (reply: Reply) => void,
    private readonly fail: (message: string) => void,
  ) {}

  /** The transport, started now if there is none. */
  connect(): Promise<Transport> {
    if (this.transport) return this.transport;
    const transport: Promise<Transport> = Promise.resolve(
      this.factory(
        (reply) => {
          if (this.transport === transport) this.receive(reply);
        },
        (message) => {
          if (this.transport === transport) this.fail(message);
        },
      ),
    );
    this.transport = transport;
    void transport.then(
      (started) => {
        if (this.transport === transport) this.connected = started;
        else started.terminate(); // dropped while it was starting
      },
      () => undefined,
    );
    return transport;
  }

  /** Ends the transport now (synchronously when it has started: an in-process one polls it). */
  drop(): void {
    this.connected?.terminate();
    this.connected = null;
    this.transport = null;
  }
}

/** The engine in a module Web Worker. */
const workerTransport: TransportFactory = (receive, fail) =>
  startEngineWorker<SearchRequest, SearchReply>(receive, fail);

/** The engine in this thread, for places without Workers (tests, Node). */
export const inProcessTransport: TransportFactory = async (receive) => {
  const { answerSearch } = await import('../engine/protocol');
  let ended = false;
  return {
    post(request) {
      setTimeout(() => {
        if (!ended)
          answerSearch(
            request,
            (reply) => {
              if (!ended) receive(reply);
            },
            () => ended,
          );
      }, 0);
    },
    terminate() {
      ended = true;
    },
  };
};

const defaultTransport: TransportFactory = (receive, fail) =>
  typeof Worker === 'function' ? workerTransport(receive, fail) : inProcessTransport(receive, fail);

/** The position to search: the game, its start and the canonical moves played since. */
export interface SearchPosition {
  readonly game: string; // 'plunder'
  readonly startFen: string;
  readonly moves: readonly string[]; // ['e2e4', 'd7d5']
}

/** The level and, optionally, a budget that overrides the level's. */
export interface SearchOptions {
  readonly level: Level;
  readonly nodes?: number;
  readonly timeMs?: number;
  readonly seed?: number;
}

/** How a search ended. */
export type SearchOutcome =
  | { readonly kind: 'answer'; readonly answer: SearchAnswer; readonly early: boolean } // early: move now
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'error'; readonly message: string };

/** A search under way. */
export interface SearchHandle {
  readonly done: Promise<SearchOutcome>;
  /** Plays the best answer found so far (waits for the first one if there is none yet). */
  moveNow(): void;
  /** Abandons the search; `done` answers `cancelled`. */
  cancel(): void;
}

interface Running {
  readonly id: number;
  best: SearchAnswer | null;
  hurry: boolean; // move now was asked before any answer
  readonly onProgress?: (answer: SearchAnswer) => void;
  readonly resolve: (outcome: SearchOutcome) => void;
}

/** One engine for the page: each new search cancels the one before. */
export class EngineClient {
  private readonly slot: TransportSlot<EngineTransport, SearchReply>;
  private running: Running | null = null;
  private lastId = 0;

  constructor(factory: TransportFactory = defaultTransport) {
    this.slot = new TransportSlot(
      factory,
      (reply) => this.receive(reply),
      (message) => this.fail(message),
    );
  }

  /** Starts a search (cancelling the one in progress); `onProgress` gets each best-so-far. */
  search(
    position: SearchPosition,
    options: SearchOptions,
    onProgress?: (answer: SearchAnswer) => void,
  ): SearchHandle {
    this.finish({ kind: 'cancelled' }, true);
    const id = ++this.lastId;
    let resolve!: (outcome: SearchOutcome) => void;
    const done = new Promise<SearchOutcome>((settle) => (resolve = settle));
    const running: Running = { id, best: null, hurry: false, onProgress, resolve };
    this.running = running;
    const request: SearchRequest = { type: 'search', id, ...position, ...options };
    this.slot.connect().then(
      (transport) => {
        if (this.running === running) transport.post(request);
      },
      (error: unknown) => this.fail(String(error instanceof Error ? error.message : error)),
    );
    const mine = () => this.running === running;
    return {
      done,
      moveNow: () => {
        if (!mine()) return;
        if (running.best) this.finish({ kind: 'answer', answer: running.best, early: true }, true);
        else running.hurry = true;
      },
      cancel: () => {
        if (mine()) this.finish({ kind: 'cancelled' }, true);
      },
    };
  }

  /** Whether a search is under way. */
  get busy(): boolean {
    return this.running !== null;
  }

  /** Cancels any search and ends the worker. */
  dispose(): void {
    this.finish({ kind: 'cancelled' }, true);
    this.drop();
  }

  private receive(reply: SearchReply): void {
    const running = this.running;
    if (!running || reply.id !== running.id) return;
    switch (reply.type) {
      case 'progress':
        running.best = reply.answer;
        running.onProgress?.(reply.answer);
        if (running.hurry && this.running === running)
          this.finish({ kind: 'answer', answer: reply.answer, early: true }, true);
        return;
      case 'result':
        this.finish({ kind: 'answer', answer: reply.answer, early: running.hurry }, false);
        return;
      case 'error':
        this.finish({ kind: 'error', message: reply.message }, false);
        return;
    }
  }

  private fail(message: string): void {
    this.drop();
    this.finish({ kind: 'error', message }, false);
  }

  /** Ends the running search with `outcome`; `stop` also ends its worker. */
  private finish(outcome: SearchOutcome, stop: boolean): void {
    const running = this.running;
    if (!running) return;
    this.running = null;
    if (stop) this.drop();
    running.resolve(outcome);
  }

  /** Ends the transport now (synchronously when it has started: the in-process search polls it). */
  private drop(): void {
    this.slot.drop();
  }
}
