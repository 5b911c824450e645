/**
 * The games in the SQL database (gameStore.ts's `GameStore`): `games` holds each room's
 * creation, `game_events` its log (one row per version: the primary key is the fence, so an
 * event of a version already stored is refused, as Redis's HSETNX refuses it), `game_ends` the
 * `game ended` outbox (endings.ts). An event is stored in one transaction with what it implies:
 * an event that ends its game also notes the end owed and the game's result and time, so the
 * archive (archive.ts) and the sweeper (endSweep.ts) never see one without the other. An event
 * that ends nothing (a turn, mostly) is one statement, one round trip (issue 44).
 *
 * Each game's progress (the seat to move, a correspondence deadline, when the server must end it
 * by itself: issue 43) is in `games` too (`mover`, `deadline`, `due_at`), for `playingOf` and
 * `overdue`, with since when both seats have been held (`seats_held_at`).
 *
 * Nothing expires: a game stays until an operator removes it (docs/online.md, Retention).
 */
import { sql, type Kysely } from 'kysely';
import type { GameEvent, OnlineVariant, Seat } from '../../protocol';
import {
  seatFields,
  type EndClaim,
  type GameMeta,
  type GameProgress,
  type GameStore,
  type PlayingGame,
  type OwedEnd,
  type SeatPlayer,
  type StoredGame,
} from '../gameStore';
import { resultOf } from './archive';
import type { Database } from './schema';

/** The meta's fields of a seat whose player is known (none while nobody holds it). */
const seatOf = (seat: Seat, id: string | null, name: string | null) =>
  id !== null && name !== null ? seatFields(seat, { id, name }) : {};

export class SqlGameStore implements GameStore {
  constructor(private readonly db: Kysely<Database>) {}

  async createGame(meta: GameMeta, first: GameEvent): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const created = await tx
        .insertInto('games')
        .values({
          game_id: meta.gameId,
          variant: meta.variant,
          key0: meta.players[0],
          key1: meta.players[1],
          organiser: meta.organiser,
          created_at: meta.createdAt,
          rated: meta.rated ? 1 : 0,
          player0_id: meta.whiteId ?? null,
          player0_name: meta.whiteName ?? null,
          player1_id: meta.blackId ?? null,
          player1_name: meta.blackName ?? null,
          seats_held_at: meta.seatsHeldAt ?? null,
        })
        .onConflict((conflict) => conflict.column('game_id').doNothing())
        .executeTakeFirst();
      if (Number(created.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      await tx
        .insertInto('game_events')
        .values({ game_id: meta.gameId, v: first.v, body: JSON.stringify(first) })
        .execute();
      return true;
    });
  }

  async loadGame(gameId: string): Promise<StoredGame | null> {
    const row = await this.db
      .selectFrom('games')
      .select(['game_id', 'variant', 'key0', 'key1', 'organiser', 'created_at', 'rated'])
      .select(['player0_id', 'player0_name', 'player1_id', 'player1_name', 'seats_held_at'])
      .where('game_id', '=', gameId)
      .executeTakeFirst();
    if (!row) return null;
    const events = await this.db
      .selectFrom('game_events')
      .select('body')
      .where('game_id', '=', gameId)
      .orderBy('v')
      .execute();
    return {
      meta: {
        gameId: row.game_id,
        variant: row.variant as OnlineVariant,
        players: [row.key0, row.key1],
        organiser: row.organiser,
        createdAt: row.created_at,
        ...(row.rated ? { rated: true } : {}),
        ...seatOf(0, row.player0_id, row.player0_name),
        ...seatOf(1, row.player1_id, row.player1_name),
        ...(row.seats_held_at === null ? {} : { seatsHeldAt: row.seats_held_at }),
      },
      events: events.map((event) => JSON.parse(event.body) as GameEvent),
    };
  }

  async setSeatPlayer(gameId: string, seat: Seat, player: SeatPlayer): Promise<void> {
    await this.db
      .updateTable('games')
      .set(
        seat === 0
          ? { player0_id: player.id, player0_name: player.name }
          : { player1_id: player.id, player1_name: player.name },
      )
      .where('game_id', '=', gameId)
      .execute();
  }

  async setSeatsHeld(gameId: string, at: number): Promise<void> {
    await this.db
      .updateTable('games')
      .set({ seats_held_at: at })
      .where('game_id', '=', gameId)
      .where('seats_held_at', 'is', null)
      .execute();
  }

  async append(gameId: string, event: GameEvent, endsGame = false): Promise<boolean> {
    if (!endsGame) {
      // A turn (most writes): one statement, one round trip, its own transaction: the event is
      // inserted only if the game exists and no event `v` does (the fence).
      const stored = await this.db
        .insertInto('game_events')
        .columns(['game_id', 'v', 'body'])
        .expression((eb) =>
          eb
            .selectFrom('games')
            .select([
              sql<string>`cast(${gameId} as text)`.as('game_id'),
              sql<number>`cast(${event.v} as integer)`.as('v'),
              sql<string>`cast(${JSON.stringify(event)} as text)`.as('body'),
            ])
            .where('game_id', '=', gameId),
        )
        .onConflict((conflict) => conflict.columns(['game_id', 'v']).doNothing())
        .executeTakeFirst();
      return Number(stored.numInsertedOrUpdatedRows ?? 0) > 0;
    }
    return this.db.transaction().execute(async (tx) => {
      const game = await tx
        .selectFrom('games')
        .select('game_id')
        .where('game_id', '=', gameId)
        .executeTakeFirst();
      if (!game) return false;
      const stored = await tx
        .insertInto('game_events')
        .values({ game_id: gameId, v: event.v, body: JSON.stringify(event) })
        .onConflict((conflict) => conflict.columns(['game_id', 'v']).doNothing())
        .executeTakeFirst();
      if (Number(stored.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      if (endsGame) {
        await tx
          .insertInto('game_ends')
          .values({ game_id: gameId, game: event.game, owed_at: event.at })
          .onConflict((conflict) =>
            conflict
              .columns(['game_id', 'game'])
              .doUpdateSet({ owed_at: event.at })
              .where('game_ends.published', '=', 0),
          )
          .execute();
        const log = await tx
          .selectFrom('game_events')
          .select('body')
          .where('game_id', '=', gameId)
          .orderBy('v')
          .execute();
        const events = log.map((row) => JSON.parse(row.body) as GameEvent);
        await tx
          .updateTable('games')
          .set({ result: resultOf(events), ended_at: event.at })
          .where('game_id', '=', gameId)
          .execute();
      }
      return true;
    });
  }

  async owedEnds(dueBy: number, limit: number): Promise<OwedEnd[]> {
    const rows = await this.db
      .selectFrom('game_ends')
      .select(['game_id', 'game'])
      .where('owed_at', '<=', dueBy)
      .orderBy('owed_at')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ gameId: row.game_id, game: row.game }));
  }

  async claimEnd(
    gameId: string,
    game: number,
    owner: string,
    now: number,
    until: number,
  ): Promise<EndClaim> {
    const kept = await this.db
      .selectFrom('games')
      .select('game_id')
      .where('game_id', '=', gameId)
      .executeTakeFirst();
    if (!kept) return { heldUntil: until }; // no such game: nothing to publish now
    // one statement, so two processes cannot both take it: a claim where none is live
    const claimed = await this.db
      .insertInto('game_ends')
      .values({ game_id: gameId, game, claim_owner: owner, claim_until: until })
      .onConflict((conflict) =>
        conflict
          .columns(['game_id', 'game'])
          .doUpdateSet({ claim_owner: owner, claim_until: until })
          .where('game_ends.published', '=', 0)
          .where((eb) =>
            eb.or([
              eb('game_ends.claim_until', 'is', null),
              eb('game_ends.claim_until', '<=', now),
            ]),
          ),
      )
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) > 0) return 'claimed';
    const end = await this.db
      .selectFrom('game_ends')
      .select(['published', 'claim_until'])
      .where('game_id', '=', gameId)
      .where('game', '=', game)
      .executeTakeFirstOrThrow();
    return end.published ? 'published' : { heldUntil: end.claim_until ?? until };
  }

  async endPublished(gameId: string, game: number): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const kept = await tx
        .selectFrom('games')
        .select('game_id')
        .where('game_id', '=', gameId)
        .executeTakeFirst();
      if (!kept) return; // no longer kept: nothing owed, nothing to mark
      await tx
        .insertInto('game_ends')
        .values({ game_id: gameId, game, published: 1 })
        .onConflict((conflict) =>
          conflict.columns(['game_id', 'game']).doUpdateSet({ published: 1, owed_at: null }),
        )
        .execute();
    });
  }

  async setProgress(gameId: string, progress: GameProgress): Promise<void> {
    await this.db
      .updateTable('games')
      .set({ mover: progress.mover, deadline: progress.deadline, due_at: progress.dueAt })
      .where('game_id', '=', gameId)
      .execute();
  }

  async playingOf(playerId: string, limit: number): Promise<PlayingGame[]> {
    const rows = await this.db
      .selectFrom('games')
      .select(['game_id', 'variant', 'key0', 'key1', 'player0_id', 'mover', 'deadline'])
      .where('mover', 'is not', null)
      .where((eb) => eb.or([eb('player0_id', '=', playerId), eb('player1_id', '=', playerId)]))
      .limit(limit)
      .execute();
    return rows.map((row) => {
      const seat = row.player0_id === playerId ? 0 : 1;
      return {
        gameId: row.game_id,
        variant: row.variant as OnlineVariant,
        seat,
        key: seat === 0 ? row.key0 : row.key1,
        mover: row.mover === 1 ? 1 : 0,
        deadline: row.deadline,
      };
    });
  }

  async overdue(dueBy: number, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('games')
      .select('game_id')
      .where('due_at', '<=', dueBy)
      .orderBy('due_at')
      .limit(limit)
      .execute();
    return rows.map((row) => row.game_id);
  }
}
