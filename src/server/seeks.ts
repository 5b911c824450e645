/**
 * The seek routes' work, apart from HTTP (as creation.ts is for creations), and the start of a
 * paired game, which the seeks and the quick-pairing pools (lobbyRoom.ts) share:
 *
 * - `POST /api/seeks` → 201 `{seekId}`: the caller's identity (the `GET /api/me` cookie) needed;
 *   rated only for an account; at most MAX_SEEKS open a player. A real-time seek lives
 *   LIVE_MS unless the player's lobby connection keeps it alive; a correspondence one
 *   SEEK_DAYS_KEPT days.
 * - `GET /api/seeks` → the open seeks (an anonymous caller sees the casual ones only).
 * - `DELETE /api/seeks/<id>` → 200 `{ok: true}`, only its owner's.
 * - `POST /api/seeks/<id>/accept` → 201 `{gameId}`: not one's own; a rated seek needs an
 *   account. The seek is taken by one atomic statement before the game starts, so of two
 *   accepts (in two processes) one makes the game and the other is answered 404 `seek-gone`.
 *
 * Both players are then told their own seat's link through the lobby bus (lobbyBus.ts).
 */
import { randomInt } from 'node:crypto';
import {
  MAX_SEEKS,
  checkCreateSeek,
  seatPath,
  type CreateSeekRequest,
  type OnlineVariant,
  type SeekError,
  type SeekView,
} from '../protocol';
import { NEW_RATING, isProvisional, parseControl } from '../rules';
import type { ServerContext } from './context';
import { startGame } from './creation';
import { startPosition } from './game';
import type { SeatPlayer } from './gameStore';
import { identityOf } from './identity/sessions';
import type { LobbyBus } from './lobbyBus';
import type { PlayerRecord } from './playerStore';
import type { JsonReply } from './router';
import type { SeekRecord } from './seekStore';

/** A real-time seek or pool entry lives this long past its player's last lobby refresh. */
export const LIVE_MS = 15_000;
/** A correspondence seek stays this many days. */
const SEEK_DAYS_KEPT = 14;
const DAY_MS = 86_400_000;

type SeekReply<T> = JsonReply<T | { error: SeekError }>;

const refused = (status: number, error: SeekError): JsonReply<{ error: SeekError }> => ({
  status,
  body: { error },
});

const FIELDS = ['variant', 'clock', 'days', 'rated', 'color', 'time'] as const;

/** The refusal of a seek body at fault in `detail`: its field's, or `bad-body`. */
const badField = (detail: string): SeekError =>
  (FIELDS as readonly string[]).includes(detail) ? (`bad-${detail}` as SeekError) : 'bad-body';

/** A player's rating in a game as the lobby shows it: 1500 provisional before any. */
export async function lobbyRating(
  context: ServerContext,
  playerId: string,
  variant: OnlineVariant,
): Promise<{ rating: number; provisional: boolean }> {
  const rating = (await context.store.ratings.ratingOf(playerId, variant)) ?? NEW_RATING;
  return { rating: rating.rating, provisional: isProvisional(rating) };
}

/** The caller's living player, or null. */
async function playerOf(context: ServerContext, cookie: string | undefined) {
  return (await identityOf(context, cookie))?.player ?? null;
}

function seekView(seek: SeekRecord): SeekView {
  return {
    seekId: seek.seekId,
    variant: seek.variant,
    clock: seek.clock,
    days: seek.days,
    rated: seek.rated,
    color: seek.color,
    player: { name: seek.name, rating: seek.rating, provisional: seek.provisional },
  };
}

/** `POST /api/seeks`. */
export async function createSeek(
  context: ServerContext,
  bus: LobbyBus,
  body: unknown,
  cookie: string | undefined,
): Promise<SeekReply<{ seekId: string }>> {
  const checked = checkCreateSeek(body);
  if (!checked.ok) return refused(400, badField(checked.detail));
  const request: CreateSeekRequest = checked.value;
  const player = await playerOf(context, cookie);
  if (!player) return refused(403, 'no-identity');
  if (request.rated && !player.account) return refused(403, 'rated-needs-account');
  const now = context.clock.now();
  const { seeks } = context.store;
  if ((await seeks.countSeeks(player.id, now)) >= MAX_SEEKS) return refused(403, 'too-many-seeks');
  const seekId = context.ids.gameId();
  await seeks.addSeek({
    seekId,
    playerId: player.id,
    name: player.name,
    account: player.account,
    ...(await lobbyRating(context, player.id, request.variant)),
    variant: request.variant,
    clock: request.clock,
    days: request.days,
    rated: request.rated,
    color: request.color,
    createdAt: now,
    expiresAt: now + (request.days === null ? LIVE_MS : SEEK_DAYS_KEPT * DAY_MS),
  });
  bus.seeksChanged();
  return { status: 201, body: { seekId } };
}

/** The seeks a player (null: no identity) may see: anonymous ones see the casual ones. */
export function visibleTo(seeks: readonly SeekRecord[], account: boolean): SeekView[] {
  return seeks.filter((seek) => account || !seek.rated).map(seekView);
}

/** `GET /api/seeks`. */
export async function listSeeks(
  context: ServerContext,
  cookie: string | undefined,
): Promise<JsonReply<SeekView[]>> {
  const player = await playerOf(context, cookie);
  const seeks = await context.store.seeks.listSeeks(context.clock.now());
  return { status: 200, body: visibleTo(seeks, player?.account ?? false) };
}

/** `DELETE /api/seeks/<id>`. */
export async function deleteSeek(
  context: ServerContext,
  bus: LobbyBus,
  seekId: string,
  cookie: string | undefined,
): Promise<SeekReply<{ ok: true }>> {
  const player = await playerOf(context, cookie);
  if (!player) return refused(403, 'no-identity');
  const { seeks } = context.store;
  if (!(await seeks.deleteSeek(seekId, player.id)))
    return (await seeks.seek(seekId, context.clock.now()))
      ? refused(403, 'not-yours')
      : refused(404, 'seek-gone');
  bus.seeksChanged();
  return { status: 200, body: { ok: true } };
}

/** `POST /api/seeks/<id>/accept`. */
export async function acceptSeek(
  context: ServerContext,
  bus: LobbyBus,
  seekId: string,
  cookie: string | undefined,
): Promise<SeekReply<{ gameId: string }>> {
  const player = await playerOf(context, cookie);
  if (!player) return refused(403, 'no-identity');
  const { seeks } = context.store;
  const seek = await seeks.seek(seekId, context.clock.now());
  if (!seek) return refused(404, 'seek-gone');
  if (seek.playerId === player.id) return refused(403, 'own-seek');
  if (seek.rated && !player.account) return refused(403, 'rated-needs-account');
  const taken = await seeks.takeSeek(seekId, context.clock.now());
  if (!taken) return refused(404, 'seek-gone');
  bus.seeksChanged();
  const seeker = { id: taken.playerId, name: taken.name };
  const seekerWhite = taken.color === 'white' || (taken.color === 'random' && randomInt(2) === 0);
  const gameId = await startPaired(context, bus, {
    variant: taken.variant,
    clock: taken.clock,
    days: taken.days,
    rated: taken.rated,
    white: seekerWhite ? seeker : seatPlayer(player),
    black: seekerWhite ? seatPlayer(player) : seeker,
  });
  return gameId ? { status: 201, body: { gameId } } : refused(503, 'store-failed');
}

const seatPlayer = (player: PlayerRecord): SeatPlayer => ({ id: player.id, name: player.name });

/** A game the lobby pairs: who plays White and Black, at what control or days per move. */
export interface Pairing {
  readonly variant: OnlineVariant;
  readonly clock: string | null;
  readonly days: number | null;
  readonly rated: boolean;
  readonly white: SeatPlayer;
  readonly black: SeatPlayer;
}

/** Starts a paired game (seats held) and tells both players their own seat's link. */
export async function startPaired(
  context: ServerContext,
  bus: LobbyBus,
  pairing: Pairing,
): Promise<string | null> {
  const start = startPosition(pairing.variant);
  const control = pairing.clock === null ? null : parseControl(pairing.clock);
  if (!start.ok) return null;
  const created = await startGame(context, {
    variant: pairing.variant,
    fen: start.fen,
    ...(control ? { control } : {}),
    ...(pairing.days === null ? {} : { days: pairing.days }),
    rated: pairing.rated,
    seats: [pairing.white, pairing.black],
  });
  if (!created) return null;
  const { gameId, players } = created;
  bus.paired({ playerId: pairing.white.id, gameId, url: seatPath(gameId, players[0]) });
  bus.paired({ playerId: pairing.black.id, gameId, url: seatPath(gameId, players[1]) });
  return gameId;
}
