/**
 * Correspondence games whose room is not live (issue 43, docs/online.md §Correspondence): a game
 * of days per move waits in the store, not in a room (the room is disposed when its last client
 * leaves), so its deadline is kept beside it (the game store's `setProgress`, written after each
 * event) and every process sweeps the overdue ones every SWEEP_MS: it reads each game back,
 * checks through the fold that the flag is really due (the stored deadline is only an index; one
 * found stale is written again) and appends the flag with the version fence, so that of two
 * processes sweeping, or a sweep and a live room's own timer, exactly one ends the game. A room
 * that is live on another process then hands over on its next write (its fence fails), as for any
 * write that another process won. The end is published as a room publishes its own (endings.ts).
 *
 * A game is swept SWEEP_GRACE_MS after its deadline, so that a live room's timer, which flags at
 * the deadline and broadcasts the flag to its players, usually goes first.
 */
import type { ServerContext } from './context';
import { EndPublisher, endedBy, endsItsGame, replayWithEnds } from './endings';
import type { OnlineGame } from './game';
import { seatPlayers, type GameProgress } from './gameStore';
import type { GameEvent } from '../protocol';

const SWEEP_MS = 5000;
const SWEEP_GRACE_MS = 2000;
const BATCH = 50;

/** A game's progress as the fold tells it: the seat to move while it goes on, its deadline. */
export function progressOf(game: OnlineGame): GameProgress {
  if (game.outcome || game.gameNumber === 0) return { mover: null, deadline: null };
  const mover = game.toMove === 'white' ? game.white : game.white === 0 ? 1 : 0;
  return { mover, deadline: game.deadline };
}

export class CorrespondenceSweeper {
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

  /** One sweep: ends the overdue games (resolves when their ends have been published). */
  async sweep(): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    const { store, clock } = this.context;
    try {
      for (const gameId of await store.games.overdue(clock.now() - SWEEP_GRACE_MS, BATCH))
        await this.end(gameId).catch((error: unknown) => this.report(error));
      await this.publisher.settled();
    } catch (error) {
      this.report(error);
    } finally {
      this.sweeping = false;
    }
  }

  /** Flags one overdue game if its fold agrees; else corrects its stored progress. */
  private async end(gameId: string): Promise<void> {
    const { store, clock } = this.context;
    const record = await store.games.loadGame(gameId);
    if (!record) return;
    const { game } = replayWithEnds(record);
    const now = clock.now();
    const flag = game.flagDue(now);
    if (!flag) {
      await store.games.setProgress(gameId, progressOf(game));
      return;
    }
    const event = { ...flag, v: game.version + 1, at: now } as GameEvent;
    if (!(await store.games.append(gameId, event, endsItsGame(event)))) return; // another won
    game.apply(event);
    await store.games.setProgress(gameId, progressOf(game));
    const end = endedBy(gameId, game, event, false, seatPlayers(record.meta));
    if (end) await this.publisher.publish([end]);
  }
}
