/**
 * The creation endpoints' work, apart from HTTP: `createGame` checks a `POST /api/games` body
 * and stores the game with its keys and first event (game 1 starts, which it publishes as
 * `game started`); `createFollow` stores a follow room with its code and leader's key. Each
 * takes the context and returns the status and JSON answer, so a test calls it with an
 * in-memory store, its own ids and clock.
 */
import type { ServerContext } from './context';
import { gameStarted } from './domainEvents';
import { startPosition } from './game';
import {
  checkCreateGame,
  type CreateFollowResponse,
  type CreateGameResponse,
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
  const { variant, fen, clock } = checked.value;
  const start = startPosition(variant, fen);
  if (!start.ok) return { status: 400, body: { error: start.detail } };
  const control = clock === undefined ? null : parseControl(clock);
  if (clock !== undefined && !control) return { status: 400, body: { error: 'bad clock' } };
  const { ids, clock: time, store, events } = context;
  for (let attempt = 0; attempt < GAME_ID_ATTEMPTS; attempt++) {
    const gameId = ids.gameId();
    const players: [string, string] = [ids.key(), ids.key()];
    const organiser = ids.key();
    const first: StartEvent = {
      v: 1,
      t: 'start',
      game: 1,
      at: time.now(),
      variant,
      fen: start.fen,
      white: 0,
      ...(control ? { control } : {}),
    };
    const meta = { gameId, variant, players, organiser, createdAt: first.at };
    if (await store.games.createGame(meta, first)) {
      void events.publish('game started', gameStarted(gameId, first, [null, null]));
      return { status: 201, body: { gameId, players, organiser } };
    }
  }
  return { status: 503, body: { error: 'no free game id' } };
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
