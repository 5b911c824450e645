/**
 * The `game ended` outbox's sweeper (endings.ts): every SWEEP_MS each process asks the game store
 * for the ends owed for more than DUE_AFTER_MS (a room publishes its own at once: these are the
 * ends of a process that died before publishing them, whose room nobody has re-created), reads
 * each game back and publishes its end through an EndPublisher. Every process may sweep: the
 * claim decides which one publishes. A game no longer kept (removed by an operator) is no longer
 * owed.
 */
import type { ServerContext } from './context';
import { EndPublisher, replayWithEnds } from './endings';
import type { OwedEnd } from './gameStore';

const SWEEP_MS = 2000;
export const DUE_AFTER_MS = 5000;
const BATCH = 50;

export class EndSweeper {
  private timer: ReturnType<typeof setInterval> | null = null;
  private sweeping = false;
  private readonly publisher: EndPublisher;

  constructor(
    private readonly context: ServerContext,
    private readonly report: (error: unknown) => void,
  ) {
    this.publisher = new EndPublisher(context);
  }

  start(): void {
    this.timer ??= setInterval(() => void this.sweep(), SWEEP_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.publisher.stop();
  }

  /** One sweep: publishes the ends owed and due now (resolves when their subscribers are done). */
  async sweep(): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    const { store, clock } = this.context;
    try {
      for (const owed of await store.games.owedEnds(clock.now() - DUE_AFTER_MS, BATCH))
        await this.publish(owed).catch((error: unknown) => this.report(error));
      await this.publisher.settled();
    } catch (error) {
      this.report(error);
    } finally {
      this.sweeping = false;
    }
  }

  /** Publishes one owed end; one that cannot be (the game is gone, or has no such end) is dropped. */
  private async publish(owed: OwedEnd): Promise<void> {
    const games = this.context.store.games;
    const record = await games.loadGame(owed.gameId);
    const end = record ? replayWithEnds(record).ends.find((e) => e.game === owed.game) : undefined;
    if (end) {
      await this.publisher.publish([end]);
      return;
    }
    if (record) this.report(new Error(`game ${owed.gameId} has no end ${owed.game} to publish`));
    await games.endPublished(owed.gameId, owed.game); // removed, or never an end: not owed
  }
}
