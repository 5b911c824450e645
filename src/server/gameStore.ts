/**
 * Where games are kept: each game's creation meta and its event log, and which finished games'
 * ends have been published (the `game ended` outbox, endings.ts). One interface, `GameStore`,
 * two implementations: in this process's memory (the unit tests') and in the SQL database
 * (db/sqlGameStore.ts: SQLite embedded, PostgreSQL for any number of processes).
 *
 * Every event is written before it is broadcast, with a fence: an event is stored only if no
 * event of that version exists yet, so two processes that both believed they owned a room could
 * never write two different histories.
 *
 * A game's end is owed a publication from the moment it is stored: the event that ends a game
 * is appended with `endsGame`, and the store notes the debt with it, atomically (`owedEnds`
 * lists them, for the sweeper of endSweep.ts). The publication is claimed before it is published
 * and marked (the debt paid) when every subscriber has had it: `claimEnd` takes the claim when the end was never published and no
 * live claim holds it, this process's own included (a claim runs out at `until`, so the end of
 * a process that died while publishing is published again by whoever re-creates the room).
 *
 * Each game's progress (issue 43) is kept beside it for the queries that must not replay every
 * log: the seat to move while its current game goes on, a correspondence game's deadline, and
 * when the server must end the game by itself unless its mover plays (`dueAt`: that deadline, a
 * timed game's clock run out, or its automatic abort), written after each event (`setProgress`;
 * the fold stays the truth, which the sweep of overdue.ts checks before it acts). `playingOf`
 * answers a player's games going on, `overdue` the games whose `dueAt` has passed. Since when
 * both seats have been held (`seatsHeldAt`, from which the automatic abort counts) is in the
 * meta: set at the creation of a game whose seats are held from the start (the lobby's), else
 * by the room that first sees both held (`setSeatsHeld`).
 */
import type { GameEvent, OnlineVariant, Seat } from '../protocol';

/**
 * A game's creation record: its keys and how it started, and who holds each seat (issue 42):
 * the id and name of the identity that first joined with the seat's key (`white…`: seat 0,
 * which plays White in game 1; `black…`: seat 1), absent until one has.
 */
export interface GameMeta {
  readonly gameId: string;
  readonly variant: OnlineVariant;
  readonly players: readonly [string, string];
  readonly organiser: string;
  readonly createdAt: number;
  /** A rated game (issue 43): both seats held by accounts from the start, rated at its end. */
  readonly rated?: boolean;
  readonly whiteId?: string | null;
  readonly whiteName?: string | null;
  readonly blackId?: string | null;
  readonly blackName?: string | null;
  /** Since when both seats have been held (ms since 1970); absent: not yet, or not known. */
  readonly seatsHeldAt?: number | null;
}

/** Who holds a seat: an identity's id and its name when it joined. */
export interface SeatPlayer {
  readonly id: string;
  readonly name: string;
}
export type SeatPlayers = readonly [SeatPlayer | null, SeatPlayer | null];

/** The seats' players a meta records. */
export function seatPlayers(meta: GameMeta): SeatPlayers {
  const seat = (id?: string | null, name?: string | null) => (id && name ? { id, name } : null);
  return [seat(meta.whiteId, meta.whiteName), seat(meta.blackId, meta.blackName)];
}

/** The meta's fields that record `player` in `seat`. */
export function seatFields(seat: Seat, player: SeatPlayer): Partial<GameMeta> {
  return seat === 0
    ? { whiteId: player.id, whiteName: player.name }
    : { blackId: player.id, blackName: player.name };
}

/**
 * A game's progress: the seat to move (null: its current game is over), its deadline, and when
 * the server must end it by itself unless the mover plays.
 */
export interface GameProgress {
  readonly mover: Seat | null;
  /** A correspondence game's deadline (ms since 1970); null: none. */
  readonly deadline: number | null;
  /** When the server must end it by itself (a deadline, a flag, an abort); null: never. */
  readonly dueAt: number | null;
}

/** A game going on that a player holds a seat of (`playingOf`). */
export interface PlayingGame {
  readonly gameId: string;
  readonly variant: OnlineVariant;
  readonly seat: Seat;
  /** That seat's key (the player's own). */
  readonly key: string;
  readonly mover: Seat;
  readonly deadline: number | null;
}

export interface StoredGame {
  readonly meta: GameMeta;
  readonly events: GameEvent[];
}

/** A game's end whose publication is owed. */
export interface OwedEnd {
  readonly gameId: string;
  readonly game: number;
}

/** The answer to a claim: taken, already published, or held by another until that time. */
export type EndClaim = 'claimed' | 'published' | { readonly heldUntil: number };

export interface GameStore {
  /** Stores a new game with its first event; false if the id is taken. */
  createGame(meta: GameMeta, first: GameEvent): Promise<boolean>;
  loadGame(gameId: string): Promise<StoredGame | null>;
  /** Records who holds `seat` (the meta's `white…` or `black…` fields); nothing if no game. */
  setSeatPlayer(gameId: string, seat: Seat, player: SeatPlayer): Promise<void>;
  /** Records since when both seats have been held, unless already recorded. */
  setSeatsHeld(gameId: string, at: number): Promise<void>;
  /**
   * Stores the next event; false if an event of that version is already stored. `endsGame`: it
   * ends its game, whose publication is then owed (noted with the event, atomically).
   */
  append(gameId: string, event: GameEvent, endsGame?: boolean): Promise<boolean>;
  /** The ends owed whose event is at or before `dueBy` (ms since 1970), oldest first. */
  owedEnds(dueBy: number, limit: number): Promise<OwedEnd[]>;
  /**
   * Claims the publication of game number `game`'s end for `owner` from `now` to `until`:
   * `claimed`, or `published` (never again), or the time the live claim that holds it runs out.
   */
  claimEnd(
    gameId: string,
    game: number,
    owner: string,
    now: number,
    until: number,
  ): Promise<EndClaim>;
  /** Marks game number `game`'s end published (no claim is given for it again; nothing owed). */
  endPublished(gameId: string, game: number): Promise<void>;
  /** Records a game's progress after an event (nothing if no such game). */
  setProgress(gameId: string, progress: GameProgress): Promise<void>;
  /** The games going on in which `playerId` holds a seat (at most `limit`). */
  playingOf(playerId: string, limit: number): Promise<PlayingGame[]>;
  /** The games whose `dueAt` is at or before `dueBy`, most overdue first. */
  overdue(dueBy: number, limit: number): Promise<string[]>;
}

interface MemoryGame extends StoredGame {
  /** Per game number: 'done', or who claimed the publication of its end and until when. */
  readonly ends: Map<number, 'done' | { owner: string; until: number }>;
  progress?: GameProgress;
}

/** Games in this process's memory (the unit tests'): one process, so plain maps. */
export class MemoryGameStore implements GameStore {
  private readonly games = new Map<string, MemoryGame>();
  /** The owed ends by `<gameId> <game>`, with their event's time. */
  private readonly owed = new Map<string, OwedEnd & { at: number }>();

  async createGame(meta: GameMeta, first: GameEvent): Promise<boolean> {
    if (this.games.has(meta.gameId)) return false;
    this.games.set(meta.gameId, { meta, events: [first], ends: new Map() });
    return true;
  }

  async loadGame(gameId: string): Promise<StoredGame | null> {
    const game = this.games.get(gameId);
    return game ? { meta: game.meta, events: [...game.events] } : null;
  }

  async setSeatPlayer(gameId: string, seat: Seat, player: SeatPlayer): Promise<void> {
    const game = this.games.get(gameId);
    if (game)
      this.games.set(gameId, { ...game, meta: { ...game.meta, ...seatFields(seat, player) } });
  }

  async setSeatsHeld(gameId: string, at: number): Promise<void> {
    const game = this.games.get(gameId);
    if (game && game.meta.seatsHeldAt == null)
      this.games.set(gameId, { ...game, meta: { ...game.meta, seatsHeldAt: at } });
  }

  async append(gameId: string, event: GameEvent, endsGame = false): Promise<boolean> {
    const game = this.games.get(gameId);
    if (!game || event.v !== game.events.length + 1) return false;
    game.events.push(event);
    if (endsGame)
      this.owed.set(`${gameId} ${event.game}`, { gameId, game: event.game, at: event.at });
    return true;
  }

  async owedEnds(dueBy: number, limit: number): Promise<OwedEnd[]> {
    return [...this.owed.values()]
      .filter((end) => end.at <= dueBy)
      .sort((a, b) => a.at - b.at)
      .slice(0, limit)
      .map(({ gameId, game }) => ({ gameId, game }));
  }

  async claimEnd(gameId: string, game: number, owner: string, now: number, until: number) {
    const ends = this.games.get(gameId)?.ends;
    if (!ends) return { heldUntil: until }; // no such game: nothing to publish now
    const end = ends.get(game);
    if (end === 'done') return 'published';
    if (end && end.until > now) return { heldUntil: end.until };
    ends.set(game, { owner, until });
    return 'claimed';
  }

  async endPublished(gameId: string, game: number): Promise<void> {
    this.owed.delete(`${gameId} ${game}`);
    this.games.get(gameId)?.ends.set(game, 'done');
  }

  async setProgress(gameId: string, progress: GameProgress): Promise<void> {
    const game = this.games.get(gameId);
    if (game) game.progress = progress;
  }

  async playingOf(playerId: string, limit: number): Promise<PlayingGame[]> {
    const playing: PlayingGame[] = [];
    for (const { meta, progress } of this.games.values()) {
      if (!progress || progress.mover === null) continue;
      const seat = meta.whiteId === playerId ? 0 : meta.blackId === playerId ? 1 : null;
      if (seat === null) continue;
      const { gameId, variant, players } = meta;
      playing.push({
        gameId,
        variant,
        seat,
        key: players[seat],
        mover: progress.mover,
        deadline: progress.deadline,
      });
    }
    return playing.slice(0, limit);
  }

  async overdue(dueBy: number, limit: number): Promise<string[]> {
    return [...this.games.values()]
      .filter((game) => game.progress?.dueAt != null && game.progress.dueAt <= dueBy)
      .sort((a, b) => a.progress!.dueAt! - b.progress!.dueAt!)
      .slice(0, limit)
      .map((game) => game.meta.gameId);
  }
}
