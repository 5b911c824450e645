/**
 * One periodic sweep over the store, the shape that the `game ended` outbox's sweeper
 * (endSweep.ts) and the overdue games' (overdue.ts) share: every `everyMs` each process asks the
 * store what is due (`due`), handles each item in turn (one that fails is reported and the others
 * go on), then waits until the ends it published have reached their subscribers. A sweep that is
 * still running when the next tick comes is not doubled. The timer is unref'd: a sweep never keeps
 * the process alive.
 */
import type { ServerContext } from './context';
import { EndPublisher } from './endings';

export interface SweepWork<Item> {
  /** How often each process sweeps. */
  readonly everyMs: number;
  /** What is due at `now` (a batch: what is left is found by the next sweep). */
  due(now: number): Promise<readonly Item[]>;
  /** Handles one item; ends it publishes go through `publisher`. */
  handle(item: Item, publisher: EndPublisher): Promise<void>;
}

export class PeriodicSweep<Item> {
  private timer: ReturnType<typeof setInterval> | null = null;
  private sweeping = false;
  private readonly publisher: EndPublisher;

  constructor(
    private readonly context: ServerContext,
    private readonly report: (error: unknown) => void,
    private readonly work: SweepWork<Item>,
  ) {
    this.publisher = new EndPublisher(context);
  }

  start(): void {
    this.timer ??= setInterval(() => void this.sweep(), this.work.everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.publisher.stop();
  }

  /** One sweep: handles what is due now (resolves when the ends it published are delivered). */
  async sweep(): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      for (const item of await this.work.due(this.context.clock.now()))
        await this.work.handle(item, this.publisher).catch((error: unknown) => this.report(error));
      await this.publisher.settled();
    } catch (error) {
      this.report(error);
    } finally {
      this.sweeping = false;
    }
  }
}
