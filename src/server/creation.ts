/**
 * The creation endpoints' work, apart from HTTP: `createGame` checks a `POST /api/games` body
 * and starts the game; `startGame` stores a game with its keys and first event (game 1 starts,
 * which it publishes as `game started`), for a link game or a paired one (the lobby's, with its
 * seats held and perhaps rated); `createFollow` stores a follow room with its code and leader's key. Each
 * takes the context and returns the status and JSON answer, so a test calls it with an
 * in-memory store, its own ids and clock.
 */
import type { ServerContext } from './context';
import { gameStarted } from './domainEvents';
import { startPosition } from './game';
import { seatFields, type GameMeta, type SeatPlayers } from './gameStore';
import { progressOf, replayStored } from './overdue';
import {
  checkCreateGame,
  type CreateFollowResponse,
  type CreateGameResponse,
  type OnlineTimeControl,
  type OnlineVariant,
  type StartEvent,
} from '../protocol';
import type { JsonReply } from './router';
import { parseControl } from '../rules';

const GAME_ID_ATTEMPTS = 3;
const FOLLOW_CODE_ATTEMPTS = 5;

/** `POST /api/games` `{ variant, fen?, clock? }` → 201 `{ gameId, players, organiser }`. */
export async function createGame(
  context: ServerContext,
  body: unknown,
): Promise<JsonReply<CreateGameResponse>> {
  const checked = checkCreateGame(body);
  if (!checked.ok) return { status: 400, body: { error: `bad ${checked.detail}` } };
  const { variant, fen, clock, days } = checked.value;
  const start = startPosition(variant, fen);
  if (!start.ok) return { status: 400, body: { error: start.detail } };
  const control = clock === undefined ? null : parseControl(clock);
  if (clock !== undefined && !control) return { status: 400, body: { error: 'bad clock' } };
  const created = await startGame(context, {
    variant,
    fen: start.fen,
    ...(control ? { control } : {}),
    ...(days ? { days } : {}),
  });
  return created
    ? { status: 201, body: created }
    : { status: 503, body: { error: 'no free game id' } };
}

/** What a new game is: its variant, start, control or days per move, rating and seats. */
export interface GameSpec {
  readonly variant: OnlineVariant;
  /** The start FEN, already checked (`startPosition`). */
  readonly fen: string;
  readonly control?: OnlineTimeControl;
  /** A correspondence game's days per move. */
  readonly days?: number;
  readonly rated?: boolean;
  /** Who holds each seat from the start (seat 0 plays White in game 1): a paired game's. */
  readonly seats?: SeatPlayers;
}

/**
 * Stores a new game with its keys and first event and publishes `game started`; null when no
 * free id was found. The link games of `POST /api/games` and the lobby's paired games alike.
 */
export async function startGame(
  context: ServerContext,
  spec: GameSpec,
): Promise<CreateGameResponse | null> {
  const { ids, clock: time, store, events } = context;
  const seats: SeatPlayers = spec.seats ?? [null, null];
  for (let attempt = 0; attempt < GAME_ID_ATTEMPTS; attempt++) {
    const gameId = ids.gameId();
    const players: [string, string] = [ids.key(), ids.key()];
    const organiser = ids.key();
    const first: StartEvent = {
      v: 1,
      t: 'start',
      game: 1,
      at: time.now(),
      variant: spec.variant,
      fen: spec.fen,
      white: 0,
      ...(spec.control ? { control: spec.control } : {}),
      ...(spec.days ? { days: spec.days } : {}),
    };
    const meta: GameMeta = {
      gameId,
      variant: spec.variant,
      players,
      organiser,
      createdAt: first.at,
      ...(spec.rated ? { rated: true } : {}),
      ...(seats[0] ? seatFields(0, seats[0]) : {}),
      ...(seats[1] ? seatFields(1, seats[1]) : {}),
      // a paired game's seats are held from its start: the automatic abort counts from then
      ...(seats[0] && seats[1] ? { seatsHeldAt: first.at } : {}),
    };
    if (await store.games.createGame(meta, first)) {
      const { game } = replayStored(context, { meta, events: [first] });
      await store.games.setProgress(gameId, progressOf(game, meta.seatsHeldAt ?? null, first.at));
      void events.publish('game started', gameStarted(gameId, first, seats));
      return { gameId, players, organiser };
    }
  }
  return null;
}

/** `POST /api/follow` → 201 `{ code, key }`. */
export async function createFollow(
  context: ServerContext,
): Promise<JsonReply<CreateFollowResponse>> {
  const { ids, clock, store } = context;
  for (let attempt = 0; attempt < FOLLOW_CODE_ATTEMPTS; attempt++) {
    const code = ids.followCode();
    const key = ids.key();
    if (await store.follows.createFollow({ code, key, createdAt: clock.now() }))
      return { status: 201, body: { code, key } };
  }
  return { status: 503, body: { error: 'no free code' } };
}
