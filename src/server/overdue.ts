/**
 * Games that must end while nobody is there (issue 43, docs/correspondence.md §Overdue games): a
 * game waits in the store, not in a room, once its last client has left (the room is disposed),
 * so nothing would end it. The time at which the server must end it by itself unless its mover
 * plays is kept beside it (`dueAt`, the game store's `setProgress`, written after each event):
 * a correspondence game's deadline, a timed game's flag (the mover's clock run out, once the
 * clocks run), or the automatic abort of a timed game whose first turns have not come (counted
 * from when both seats were first held, the meta's `seatsHeldAt`: a lobby game's from its
 * creation, a link game's from when its room first saw both; a link game nobody joined is never
 * aborted). Every process sweeps the overdue games every SWEEP_MS: it reads each game back,
 * checks through the fold that its end is really due (`endDue`; the stored time is only an
 * index, and one found stale is written again) and appends the end with the version fence, so
 * that of two processes sweeping, or a sweep and a live room's own timer, exactly one ends the
 * game. A room that is live on another process then hands over on its next write (its fence
 * fails), as for any write that another process won. The end is published as a room publishes
 * its own (endings.ts): `game ended` through the outbox, once, so a rated game is rated once.
 *
 * A game is swept SWEEP_GRACE_MS after it is due, so that a live room's timer, which ends it
 * then and broadcasts the end to its players, usually goes first. The timer and the sweep's loop
 * are the one periodic sweep (periodicSweep.ts).
 */
import type { ServerContext } from './context';
import { endedBy, endsItsGame, replayWithEnds, type EndPublisher } from './endings';
import type { OnlineGame } from './game';
import { seatPlayers, type GameProgress, type StoredGame } from './gameStore';
import { PeriodicSweep } from './periodicSweep';
import type { GameEvent } from '../protocol';

const SWEEP_MS = 5000;
const SWEEP_GRACE_MS = 2000;
const BATCH = 50;

/**
 * A game's progress at `now` as the fold tells it: the seat to move while it goes on, its
 * correspondence deadline, and when the server must end it by itself (`since`: when both seats
 * were first held, for the automatic abort).
 */
export function progressOf(game: OnlineGame, since: number | null, now: number): GameProgress {
  if (game.outcome || game.gameNumber === 0) return { mover: null, deadline: null, dueAt: null };
  const mover = game.toMove === 'white' ? game.white : game.white === 0 ? 1 : 0;
  const ms = game.msToEnd(now, since);
  return { mover, deadline: game.deadline, dueAt: ms === null ? null : now + ms };
}

/** A stored game replayed, with the server's configured abort wait (a test's PW_ABORT_MS). */
export function replayStored(
  context: ServerContext,
  record: StoredGame,
): ReturnType<typeof replayWithEnds> {
  const replayed = replayWithEnds(record);
  replayed.game.abortAfterMs = context.config.abortAfterMs ?? replayed.game.abortAfterMs;
  return replayed;
}

export class OverdueSweeper extends PeriodicSweep<string> {
  constructor(context: ServerContext, report: (error: unknown) => void) {
    super(context, report, {
      everyMs: SWEEP_MS,
      due: (now) => context.store.games.overdue(now - SWEEP_GRACE_MS, BATCH),
      handle: (gameId, publisher) => endOverdue(context, gameId, publisher),
    });
  }
}

/** Ends one overdue game (a flag or an abort) if its fold agrees; else corrects its progress. */
async function endOverdue(
  context: ServerContext,
  gameId: string,
  publisher: EndPublisher,
): Promise<void> {
  const { store, clock } = context;
  const record = await store.games.loadGame(gameId);
  if (!record) return;
  const { game } = replayStored(context, record);
  const since = record.meta.seatsHeldAt ?? null;
  const now = clock.now();
  const due = game.endDue(now, since);
  if (!due) {
    await store.games.setProgress(gameId, progressOf(game, since, now));
    return;
  }
  const event = { ...due, v: game.version + 1, at: now } as GameEvent;
  if (!(await store.games.append(gameId, event, endsItsGame(event)))) return; // another won
  game.apply(event);
  await store.games.setProgress(gameId, progressOf(game, since, now));
  const end = endedBy(gameId, game, event, false, seatPlayers(record.meta));
  if (end) await publisher.publish([end]);
}
