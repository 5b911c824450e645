/**
 * The `game ended` outbox: every finished game published once across the deployment, even when
 * the process that owned its room dies. The end is stored with the game (it is the event that
 * ended it, in the log, appended with the debt of its publication: `endsItsGame`); its
 * publication is then claimed in the game store (`claimEnd`: taken
 * only if it was never published and no other process holds a live claim), given to the bus's
 * subscribers, and marked published when they have all had it. A room re-created on any process
 * reads its log and publishes every end found there that was not marked (`publish` of all its
 * ends: the published ones answer `published` and are skipped), and every process sweeps the
 * owed ends that no room has published (endSweep.ts), so an end stored by a process killed
 * before it published is published by another, whether or not anyone comes back to the room. A claim runs out after END_CLAIM_MS: the
 * end of a process that died while its subscribers had it is given again then (a subscriber that
 * must never see one twice keys its work by `gameId` and `game`).
 */
import type { ServerContext } from './context';
import type { GameEnded } from './domainEvents';
import { seatPlayers, type EndClaim, type SeatPlayers, type StoredGame } from './gameStore';
import { OnlineGame } from './game';
import type { GameEvent } from '../protocol';

export const END_CLAIM_MS = 10_000;

/**
 * Whether `event` ends its game, read off the event alone, so that the store can owe the end's
 * publication as it stores the event: a resignation, a flag, a claim, an accepted draw, or a
 * turn that carries the game's outcome, or an abort (issue 43: published with no winner and
 * reason `aborted`, fewer than two turns: never rated).
 */
export function endsItsGame(event: GameEvent): boolean {
  switch (event.t) {
    case 'resign':
    case 'flag':
    case 'claim':
    case 'abort':
      return true;
    case 'draw':
      return event.op === 'accept';
    case 'turn':
      return event.outcome !== undefined;
    default:
      return false;
  }
}

/** The end of the room's current game if `event`, just applied to `game`, ended it. */
export function endedBy(
  gameId: string,
  game: OnlineGame,
  event: GameEvent,
  wasOver: boolean,
  players: SeatPlayers,
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
    players,
    plies: game.ply,
    v: event.v,
    at: event.at,
  };
}

/**
 * A room's state from its stored record, and the end of every game in it (throws as `replay`).
 */
export function replayWithEnds({ meta, events }: StoredGame): {
  game: OnlineGame;
  ends: GameEnded[];
} {
  const { gameId } = meta;
  const players = seatPlayers(meta);
  const game = new OnlineGame();
  const ends: GameEnded[] = [];
  for (const event of events) {
    const wasOver = game.outcome !== null;
    game.apply(event);
    const end = endedBy(gameId, game, event, wasOver, players);
    if (end) ends.push(end);
  }
  return { game, ends };
}

/**
 * Publishes a room's ends, each once: `publish` claims each end and hands it to the bus's
 * subscribers, resolving when that is done (the room then broadcasts); each end is marked
 * published when its subscribers have all finished (`settled` waits for that). Ends that another
 * claim holds, or that the store failed to claim, are tried again when that claim runs out.
 */
export class EndPublisher {
  private retry: ReturnType<typeof setTimeout> | null = null;
  /** Deliveries under way: each marks its end published when its subscribers are done. */
  private readonly deliveries = new Set<Promise<void>>();
  /** Ends to try again, by `<gameId> <game>`. */
  private readonly waiting = new Map<string, GameEnded>();

  constructor(private readonly context: ServerContext) {}

  async publish(ends: readonly GameEnded[]): Promise<void> {
    const { store, clock, ids } = this.context;
    let retryAt = Infinity;
    for (const end of ends) {
      const now = clock.now();
      this.waiting.delete(`${end.gameId} ${end.game}`);
      let claim: EndClaim;
      try {
        claim = await store.games.claimEnd(
          end.gameId,
          end.game,
          ids.processName,
          now,
          now + END_CLAIM_MS,
        );
      } catch {
        claim = { heldUntil: now + END_CLAIM_MS }; // the store failed: try again after a claim
      }
      if (claim === 'claimed') this.deliver(end);
      else if (claim !== 'published') {
        this.waiting.set(`${end.gameId} ${end.game}`, end);
        retryAt = Math.min(retryAt, claim.heldUntil);
      }
    }
    if (retryAt !== Infinity) this.retryAt(retryAt);
  }

  /** Resolves when every delivery started has finished. */
  async settled(): Promise<void> {
    await Promise.all(this.deliveries);
  }

  stop(): void {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.waiting.clear();
  }

  /** Gives `end` to the subscribers, then marks it (if that fails, the claim runs out). */
  private deliver(end: GameEnded): void {
    const { events, store } = this.context;
    const delivery: Promise<void> = events
      .publish('game ended', end)
      .then(() => store.games.endPublished(end.gameId, end.game))
      .catch(() => {}) // not marked: published again once its claim has run out
      .finally(() => this.deliveries.delete(delivery));
    this.deliveries.add(delivery);
  }

  private retryAt(at: number): void {
    if (this.retry) clearTimeout(this.retry);
    this.retry = setTimeout(
      () => {
        this.retry = null;
        void this.publish([...this.waiting.values()]);
      },
      Math.max(0, at - this.context.clock.now()) + 10,
    );
  }
}
