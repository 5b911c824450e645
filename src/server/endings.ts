/**
 * The `game ended` outbox: every finished game published once across the deployment, even when
 * the process that owned its room dies. The end is stored with the game (it is the event that
 * ended it, in the log); its publication is then claimed in the game store (`claimEnd`: taken
 * only if it was never published and no other process holds a live claim), given to the bus's
 * subscribers, and marked published when they have all had it. A room re-created on any process
 * reads its log and publishes every end found there that was not marked (`publish` of all its
 * ends: the published ones answer `published` and are skipped), so an end stored by a process
 * killed before it published is published by the next. A claim runs out after END_CLAIM_MS: the
 * end of a process that died while its subscribers had it is given again then (a subscriber that
 * must never see one twice keys its work by `gameId` and `game`).
 */
import type { ServerContext } from './context';
import type { GameEnded } from './domainEvents';
import { OnlineGame } from './game';
import type { GameEvent } from './protocol';

export const END_CLAIM_MS = 10_000;

/** The end of the room's current game if `event`, just applied to `game`, ended it. */
export function endedBy(
  gameId: string,
  game: OnlineGame,
  event: GameEvent,
  wasOver: boolean,
): GameEnded | null {
  const outcome = game.outcome;
  if (wasOver || !outcome || event.t === 'start') return null;
  let start: GameEvent | undefined;
  for (let i = game.events.length - 1; i >= 0 && !start; i--)
    if (game.events[i]!.t === 'start') start = game.events[i];
  if (start?.t !== 'start') return null;
  return {
    gameId,
    game: event.game,
    variant: start.variant,
    outcome,
    white: start.white,
    plies: game.ply,
    v: event.v,
    at: event.at,
  };
}

/** A room's state from its stored log, and the end of every game in it (throws as `replay`). */
export function replayWithEnds(
  gameId: string,
  events: readonly GameEvent[],
): { game: OnlineGame; ends: GameEnded[] } {
  const game = new OnlineGame();
  const ends: GameEnded[] = [];
  for (const event of events) {
    const wasOver = game.outcome !== null;
    game.apply(event);
    const end = endedBy(gameId, game, event, wasOver);
    if (end) ends.push(end);
  }
  return { game, ends };
}

/** Publishes a room's ends, each once; retries the ones another process has claimed. */
export class EndPublisher {
  private retry: ReturnType<typeof setTimeout> | null = null;
  private pending: Promise<void> = Promise.resolve();
  /** Ends held by another's claim or not reached for a store failure, by game number. */
  private readonly waiting = new Map<number, GameEnded>();

  constructor(private readonly context: ServerContext) {}

  /** Claims, publishes and marks each end in turn (in the background: `settled` waits). */
  publish(ends: readonly GameEnded[]): void {
    if (ends.length === 0) return;
    this.pending = this.pending.then(() => this.publishEach(ends));
  }

  /** Resolves when every publication started has finished. */
  settled(): Promise<void> {
    return this.pending;
  }

  stop(): void {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.waiting.clear();
  }

  private async publishEach(ends: readonly GameEnded[]): Promise<void> {
    const { store, clock, ids, events } = this.context;
    let retryAt = Infinity;
    for (const end of ends) {
      const now = clock.now();
      this.waiting.delete(end.game);
      try {
        const claim = await store.games.claimEnd(
          end.gameId,
          end.game,
          ids.processName,
          now,
          now + END_CLAIM_MS,
        );
        if (claim === 'published') continue;
        if (claim !== 'claimed') {
          this.waiting.set(end.game, end);
          retryAt = Math.min(retryAt, claim.heldUntil);
          continue;
        }
        await events.publish('game ended', end);
        await store.games.endPublished(end.gameId, end.game);
      } catch {
        this.waiting.set(end.game, end); // the store failed: try again after a claim's time
        retryAt = Math.min(retryAt, now + END_CLAIM_MS);
      }
    }
    if (retryAt !== Infinity) this.retryAt(retryAt);
  }

  private retryAt(at: number): void {
    if (this.retry) clearTimeout(this.retry);
    this.retry = setTimeout(
      () => {
        this.retry = null;
        this.publish([...this.waiting.values()]);
      },
      Math.max(0, at - this.context.clock.now()) + 10,
    );
  }
}
