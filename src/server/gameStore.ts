/**
 * Where games are kept: each game's creation meta and its event log, and which finished games'
 * ends have been published (the `game ended` outbox, endings.ts). One interface, `GameStore`,
 * so that a database can take Redis's place; two implementations today: in this process's
 * memory (the embedded server) and in Redis (any number of processes).
 *
 * Every event is written before it is broadcast, with a fence: an event is stored only if no
 * event of that version exists yet (HSETNX), so two processes that both believed they owned a
 * room could never write two different histories.
 *
 * A game's end is owed a publication from the moment it is stored: the event that ends a game
 * is appended with `endsGame`, and the store notes the debt with it, atomically (`owedEnds`
 * lists them, for the sweeper of endSweep.ts). The publication is claimed before it is published
 * and marked (the debt paid) when every subscriber has had it: `claimEnd` takes the claim when the end was never published and no
 * live claim holds it, this process's own included (a claim runs out at `until`, so the end of
 * a process that died while publishing is published again by whoever re-creates the room).
 *
 * Redis: `pw:g:<gameId>`, a hash with `meta`, `seat:<seat>` (who holds it, JSON), `e:<version>`
 * (the events) and `end:<game>` (a
 * game's publication: `<owner> <until ms>` while claimed, `done` once published), and `pw:ends`,
 * the owed ends (a sorted set of `<gameId> <game>` by the time of the ending event). Records
 * expire RECORD_TTL_SECONDS after their last write.
 */
import type { Redis } from 'ioredis';
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
  readonly whiteId?: string | null;
  readonly whiteName?: string | null;
  readonly blackId?: string | null;
  readonly blackName?: string | null;
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
}

export const RECORD_TTL_SECONDS = 30 * 24 * 3600;

interface MemoryGame extends StoredGame {
  /** Per game number: 'done', or who claimed the publication of its end and until when. */
  readonly ends: Map<number, 'done' | { owner: string; until: number }>;
}

/** The embedded server's games: one process, so plain maps. */
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
}

/**
 * HSETNX of the event, then the record's expiry pushed back and, for an event that ends its
 * game, the end owed (ARGV[4], the member; ARGV[5], the time): 1 if stored, 0 if taken.
 */
const APPEND = `if redis.call('HEXISTS', KEYS[1], 'meta') == 0 then return -1 end
local stored = redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[2])
if stored == 1 then
  redis.call('EXPIRE', KEYS[1], ARGV[3])
  if ARGV[4] ~= '' then redis.call('ZADD', KEYS[2], ARGV[5], ARGV[4]) end
end
return stored`;
/** The end marked published (if the game is still kept) and no longer owed. */
const END_PUBLISHED = `redis.call('ZREM', KEYS[2], ARGV[2])
if redis.call('HEXISTS', KEYS[1], 'meta') == 1 then redis.call('HSET', KEYS[1], ARGV[1], 'done') end
return 1`;
const OWED = 'pw:ends';
/** A seat's player (ARGV[1], the field; ARGV[2], its JSON) on a game that exists. */
const SET_SEAT = `if redis.call('HEXISTS', KEYS[1], 'meta') == 0 then return 0 end
return redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])`;
/** -1: published; 0: claimed now; otherwise the time another owner's live claim runs out. */
const CLAIM_END = `if redis.call('HEXISTS', KEYS[1], 'meta') == 0 then return tonumber(ARGV[4]) end
local claim = redis.call('HGET', KEYS[1], ARGV[1])
if claim == 'done' then return -1 end
if claim then
  local untilMs = tonumber(string.match(claim, ' (%d+)$'))
  if untilMs > tonumber(ARGV[3]) then return untilMs end
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2] .. ' ' .. ARGV[4])
return 0`;

/** The deployment's games, in the Redis that every process reads and writes. */
export class RedisGameStore implements GameStore {
  constructor(private readonly redis: Redis) {}

  async createGame(meta: GameMeta, first: GameEvent): Promise<boolean> {
    const key = `pw:g:${meta.gameId}`;
    const created = await this.redis.hsetnx(key, 'meta', JSON.stringify(meta));
    if (created !== 1) return false;
    await this.redis
      .multi()
      .hset(key, `e:${first.v}`, JSON.stringify(first))
      .expire(key, RECORD_TTL_SECONDS)
      .exec();
    return true;
  }

  async loadGame(gameId: string): Promise<StoredGame | null> {
    const hash = await this.redis.hgetall(`pw:g:${gameId}`);
    if (!hash.meta) return null;
    const events: GameEvent[] = [];
    for (let v = 1; hash[`e:${v}`] !== undefined; v++)
      events.push(JSON.parse(hash[`e:${v}`]!) as GameEvent);
    let meta = JSON.parse(hash.meta) as GameMeta;
    for (const seat of [0, 1] as const) {
      const player = hash[`seat:${seat}`];
      if (player) meta = { ...meta, ...seatFields(seat, JSON.parse(player) as SeatPlayer) };
    }
    return { meta, events };
  }

  async setSeatPlayer(gameId: string, seat: Seat, player: SeatPlayer): Promise<void> {
    await this.redis.eval(SET_SEAT, 1, `pw:g:${gameId}`, `seat:${seat}`, JSON.stringify(player));
  }

  async append(gameId: string, event: GameEvent, endsGame = false): Promise<boolean> {
    const stored = await this.redis.eval(
      APPEND,
      2,
      `pw:g:${gameId}`,
      OWED,
      `e:${event.v}`,
      JSON.stringify(event),
      RECORD_TTL_SECONDS,
      endsGame ? `${gameId} ${event.game}` : '',
      event.at,
    );
    return stored === 1;
  }

  async owedEnds(dueBy: number, limit: number): Promise<OwedEnd[]> {
    const members = await this.redis.zrangebyscore(OWED, '-inf', dueBy, 'LIMIT', 0, limit);
    return members.map((member) => {
      const [gameId = '', game = ''] = member.split(' ');
      return { gameId, game: Number(game) };
    });
  }

  async claimEnd(gameId: string, game: number, owner: string, now: number, until: number) {
    const answer = Number(
      await this.redis.eval(CLAIM_END, 1, `pw:g:${gameId}`, `end:${game}`, owner, now, until),
    );
    if (answer === 0) return 'claimed';
    if (answer === -1) return 'published';
    return { heldUntil: answer };
  }

  async endPublished(gameId: string, game: number): Promise<void> {
    await this.redis.eval(
      END_PUBLISHED,
      2,
      `pw:g:${gameId}`,
      OWED,
      `end:${game}`,
      `${gameId} ${game}`,
    );
  }
}
