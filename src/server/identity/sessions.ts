/**
 * Who a request is: the session its signed cookie names (cookies.ts), looked up through the
 * context's player store, with its player; a new anonymous identity (a generated name, names.ts)
 * with its session; a new session for a player (at log-in and sign-up, so the cookie is rotated).
 * Sessions are rows of the store: deleting one logs its cookie out everywhere. A session lives
 * SESSION_LIFETIME_MS (30 days) past its last use, as a login on lichess does: each use moves
 * its end on (the row's `usedAt`, written again at most once a TOUCH_MS, so that a player's
 * every request is not a write); one unused for longer is refused, deleted when met, and swept
 * by every process (`sweepSessions`, every SWEEP_MS, main.ts). Times are the context's clock.
 */
import type { ServerContext } from '../context';
import type { SeatPlayer } from '../gameStore';
import type { PlayerRecord } from '../playerStore';
import { sameOrigin } from '../security';
import { SESSION_COOKIE, readCookie, unsign } from './cookies';
import { friendlyName } from './names';

export interface Identity {
  readonly player: PlayerRecord;
  readonly sessionId: string;
}

const NAME_ATTEMPTS = 8;
const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_LIFETIME_MS = 30 * DAY_MS;
const TOUCH_MS = 60 * 60 * 1000;
/** How often each process deletes the expired sessions. */
export const SESSION_SWEEP_MS = 60 * 60 * 1000;

/** The identity of a `Cookie` header: its session's living player, or null. */
export async function identityOf(
  context: ServerContext,
  cookieHeader: string | undefined,
): Promise<Identity | null> {
  const signed = readCookie(cookieHeader, SESSION_COOKIE);
  const sessionId = signed === undefined ? null : unsign(signed, context.secret);
  if (sessionId === null) return null;
  const { players } = context.store;
  const session = await players.session(sessionId);
  if (!session) return null;
  const now = context.clock.now();
  if (now - session.usedAt > SESSION_LIFETIME_MS) {
    await players.deleteSession(sessionId);
    return null;
  }
  if (now - session.usedAt >= TOUCH_MS) await players.touchSession(sessionId, now);
  const player = await players.playerById(session.playerId);
  return player && player.deletedAt === null ? { player, sessionId } : null;
}

/** Deletes the sessions unused for longer than their lifetime. */
export async function sweepSessions(context: ServerContext): Promise<void> {
  await context.store.players.deleteSessionsUnusedSince(context.clock.now() - SESSION_LIFETIME_MS);
}

/** A new session of `playerId`: its id. */
export async function startSession(context: ServerContext, playerId: string): Promise<string> {
  const sessionId = context.ids.key();
  const now = context.clock.now();
  await context.store.players.createSession({ sessionId, playerId, createdAt: now, usedAt: now });
  return sessionId;
}

/** Stores a new player (anonymous with a generated name, unless `account` is given). */
export async function newPlayer(
  context: ServerContext,
  account?: { name: string; passwordHash: string },
): Promise<PlayerRecord | 'name-taken'> {
  const attempts = account ? 1 : NAME_ATTEMPTS;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const player: PlayerRecord = {
      id: context.ids.key(),
      name: account?.name ?? friendlyName(),
      account: account !== undefined,
      passwordHash: account?.passwordHash ?? null,
      createdAt: context.clock.now(),
      deletedAt: null,
    };
    if ((await context.store.players.createPlayer(player)) === 'ok') return player;
  }
  return 'name-taken';
}

/**
 * The player of a room's WebSocket upgrade request (its headers): its cookie's identity, unless
 * the page that opened the socket is of another origin (a WebSocket is not bound by CORS).
 */
export async function playerOfUpgrade(
  context: ServerContext,
  headers: Headers,
): Promise<SeatPlayer | null> {
  const tls = headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
  const origin = headers.get('origin') ?? undefined;
  if (!sameOrigin(origin, headers.get('host') ?? undefined, tls)) return null;
  const identity = await identityOf(context, headers.get('cookie') ?? undefined);
  return identity && { id: identity.player.id, name: identity.player.name };
}
