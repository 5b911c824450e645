/**
 * The identity routes' work, apart from HTTP (as creation.ts is for creations): each takes the
 * context, the request's body and its `Caller` (its cookie and whether it came over TLS) and
 * returns the status, the JSON answer and the `Set-Cookie` to send. docs/online.md §Identities.
 *
 * - `me`: the caller's identity, made (anonymous, with a generated name and its cookie) if none.
 * - `signUp`: an account; the caller's anonymous identity becomes it (same id, so its games stay
 *   its own); a new session (the cookie rotated).
 * - `logIn`: a new session for the account (the old session, if any, deleted); a wrong name costs
 *   the same time as a wrong password (passwords.ts).
 * - `logOut`, `changePassword` (every other session ends), `deleteAccount` (the name becomes
 *   "deleted", the games stay, every session ends, the account's studies go).
 */
import {
  checkCredentials,
  checkDeletion,
  checkPasswordChange,
  type AccountError,
  type Me,
} from '../protocol';
import type { ServerContext } from './context';
import { sessionCookie } from './identity/cookies';
import { hashPassword, verifyPassword } from './identity/passwords';
import { identityOf, newPlayer, startSession, type Identity } from './identity/sessions';
import type { PlayerRecord } from './playerStore';
import type { JsonReply } from './router';

/** What the identity routes read of a request. */
export interface Caller {
  /** The `Cookie` header. */
  readonly cookie: string | undefined;
  /** Over TLS: the cookie is `Secure`. */
  readonly secure: boolean;
}

/** An identity route's answer: a JSON reply, and the cookie to set (or clear) if any. */
export type AccountReply = JsonReply<Me | { ok: true }>;

const meOf = (player: PlayerRecord): Me => ({
  id: player.id,
  name: player.name,
  account: player.account,
});
const refused = (status: number, error: AccountError): AccountReply => ({
  status,
  body: { error },
});

/** The reply that answers `body` and sets the cookie of `sessionId` (null: clears it). */
function withCookie(
  context: ServerContext,
  caller: Caller,
  status: number,
  body: Me | { ok: true },
  sessionId: string | null,
): AccountReply {
  const cookie = sessionCookie(sessionId, context.secret, caller.secure);
  return { status, body, headers: { 'Set-Cookie': cookie } };
}

/** `GET /api/me` → 200 `{ id, name, account }`. */
export async function me(context: ServerContext, caller: Caller): Promise<AccountReply> {
  const current = await identityOf(context, caller.cookie);
  if (current) return { status: 200, body: meOf(current.player) };
  const player = await newPlayer(context);
  if (player === 'name-taken') return { status: 503, body: { error: 'no free name' } };
  return withCookie(context, caller, 200, meOf(player), await startSession(context, player.id));
}

/** `POST /api/account {name, password}` → 201 (and the cookie); 400, 409 `name-taken`. */
export async function signUp(
  context: ServerContext,
  body: unknown,
  caller: Caller,
): Promise<AccountReply> {
  const checked = checkCredentials(body);
  if (!checked.ok) return refused(400, checked.error);
  const { name, password } = checked.value;
  const { players } = context.store;
  const current = await identityOf(context, caller.cookie);
  const holder = await players.playerByName(name);
  if (holder && holder.id !== current?.player.id) return refused(409, 'name-taken');
  const passwordHash = await hashPassword(password);
  let player: PlayerRecord | 'name-taken';
  if (current && !current.player.account) {
    const claim = await players.makeAccount(current.player.id, name, passwordHash);
    player = claim === 'ok' ? { ...current.player, name, account: true, passwordHash } : claim;
  } else player = await newPlayer(context, { name, passwordHash });
  if (player === 'name-taken') return refused(409, 'name-taken');
  return rotated(context, caller, 201, player, current);
}

/** The new session of `player` (the caller's old one ended): `status`, the player, the cookie. */
async function rotated(
  context: ServerContext,
  caller: Caller,
  status: number,
  player: PlayerRecord,
  old: Identity | null,
): Promise<AccountReply> {
  if (old) await context.store.players.deleteSession(old.sessionId);
  const sessionId = await startSession(context, player.id);
  return withCookie(context, caller, status, meOf(player), sessionId);
}

/** `POST /api/session {name, password}` → 200 (and a new cookie); 401 `bad-credentials`. */
export async function logIn(
  context: ServerContext,
  body: unknown,
  caller: Caller,
): Promise<AccountReply> {
  const checked = checkCredentials(body);
  if (!checked.ok && checked.error === 'bad-body') return refused(400, checked.error);
  const name = (body as { name: string }).name;
  const password = (body as { password: string }).password;
  // a name or password out of the rules is no account's: the same work, the same answer
  const player = checked.ok ? await context.store.players.playerByName(name) : null;
  const hash = player?.account ? player.passwordHash : null;
  if (!(await verifyPassword(password, hash)) || !player) return refused(401, 'bad-credentials');
  return rotated(context, caller, 200, player, await identityOf(context, caller.cookie));
}

/** `DELETE /api/session` → 200 `{ ok: true }`: the session row deleted, the cookie cleared. */
export async function logOut(context: ServerContext, caller: Caller): Promise<AccountReply> {
  const current = await identityOf(context, caller.cookie);
  if (current) await context.store.players.deleteSession(current.sessionId);
  return withCookie(context, caller, 200, { ok: true }, null);
}

/** The caller's account if `password` is its password; else the refusal. */
async function account(
  context: ServerContext,
  caller: Caller,
  password: string,
): Promise<Identity | AccountReply> {
  const current = await identityOf(context, caller.cookie);
  if (!current?.player.account) return refused(401, 'not-signed-in');
  if (!(await verifyPassword(password, current.player.passwordHash)))
    return refused(401, 'bad-credentials');
  return current;
}

/** `POST /api/me/password {password, newPassword}` → 200 Me; every other session ends. */
export async function changePassword(
  context: ServerContext,
  body: unknown,
  caller: Caller,
): Promise<AccountReply> {
  const checked = checkPasswordChange(body);
  if (!checked.ok) return refused(400, checked.error);
  const current = await account(context, caller, checked.value.password);
  if (!('sessionId' in current)) return current;
  const { players } = context.store;
  await players.setPasswordHash(current.player.id, await hashPassword(checked.value.newPassword));
  await players.deleteSessionsOf(current.player.id, current.sessionId);
  return { status: 200, body: meOf(current.player) };
}

/** `DELETE /api/me {password}` → 200 `{ ok: true }`: the account deleted, the cookie cleared. */
export async function deleteAccount(
  context: ServerContext,
  body: unknown,
  caller: Caller,
): Promise<AccountReply> {
  const checked = checkDeletion(body);
  if (!checked.ok) return refused(400, checked.error);
  const current = await account(context, caller, checked.value.password);
  if (!('sessionId' in current)) return current;
  await context.store.players.deletePlayer(current.player.id, context.clock.now());
  await context.store.studies.deleteStudiesOf(current.player.id); // its private ones too
  return withCookie(context, caller, 200, { ok: true }, null);
}
