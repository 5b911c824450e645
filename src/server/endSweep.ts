/**
 * The `game ended` outbox's sweeper (endings.ts): every SWEEP_MS each process asks the game store
 * for the ends owed for more than DUE_AFTER_MS (a room publishes its own at once: these are the
 * ends of a process that died before publishing them, whose room nobody has re-created), reads
 * each game back and publishes its end through an EndPublisher. Every process may sweep: the
 * claim decides which one publishes. A game no longer kept (removed by an operator) is no longer
 * owed. The timer and the sweep's loop are the one periodic sweep (periodicSweep.ts).
 */
import type { ServerContext } from './context';
import { replayWithEnds, type EndPublisher } from './endings';
import type { OwedEnd } from './gameStore';
import { PeriodicSweep } from './periodicSweep';

const SWEEP_MS = 2000;
export const DUE_AFTER_MS = 5000;
const BATCH = 50;

export class EndSweeper extends PeriodicSweep<OwedEnd> {
  constructor(context: ServerContext, report: (error: unknown) => void) {
    const games = context.store.games;
    super(context, report, {
      everyMs: SWEEP_MS,
      due: (now) => games.owedEnds(now - DUE_AFTER_MS, BATCH),
      handle: (owed, publisher) => publishOwed(context, report, owed, publisher),
    });
  }
}

/** Publishes one owed end; one that cannot be (the game is gone, or has no such end) is dropped. */
async function publishOwed(
  context: ServerContext,
  report: (error: unknown) => void,
  owed: OwedEnd,
  publisher: EndPublisher,
): Promise<void> {
  const games = context.store.games;
  const record = await games.loadGame(owed.gameId);
  const end = record ? replayWithEnds(record).ends.find((e) => e.game === owed.game) : undefined;
  if (end) {
    await publisher.publish([end]);
    return;
  }
  if (record) report(new Error(`game ${owed.gameId} has no end ${owed.game} to publish`));
  await games.endPublished(owed.gameId, owed.game); // removed, or never an end: not owed
}
