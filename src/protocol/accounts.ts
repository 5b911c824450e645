/**
 * Identities, accounts, players' pages and the archive of finished games over HTTP (issue 42),
 * shared by the server and the app: the bodies of sign-up, log-in, password change and account
 * deletion with the rules of a name and a password (the server's identity routes,
 * src/server/accounts.ts, check bodies with `checkCredentials` and friends; the app words a
 * refusal before asking by the same rules), the `error` codes, and the answers of `/api/me`,
 * `/api/players/<name>` and `/api/games/<gameId>` as types, each with a reader the app checks it
 * by (a server of another version is a worded problem, never a crash; readers take `unknown`,
 * give the value typed or null and keep only the fields they know). docs/online.md §Identities.
 */
import type { OnlineVariant } from './events';
import { isOnlineVariant, readRatings, type RatingsByVariant } from './ratings';

/** A name: 3 to 20 of `[A-Za-z0-9_-]`, unique without regard to case. */
export const NAME_PATTERN = /^[A-Za-z0-9_-]{3,20}$/;
/** A password: 8 to 200 characters. */
export const MIN_PASSWORD_CHARS = 8;
const MAX_PASSWORD_CHARS = 200;

/** `GET /api/me` (and the answer of every identity route that succeeds but log-out). */
export interface Me {
  readonly id: string;
  readonly name: string;
  /** False for an anonymous identity (a generated name, no password). */
  readonly account: boolean;
}

/** `POST /api/account` and `POST /api/session`. */
export interface Credentials {
  readonly name: string;
  readonly password: string;
}

/** `POST /api/me/password`. */
export interface PasswordChange {
  readonly password: string;
  readonly newPassword: string;
}

/** `DELETE /api/me`. */
export interface AccountDeletion {
  readonly password: string;
}

/** The coded `error`s of a refused account request that the app words for a person. */
export const ACCOUNT_ERRORS = [
  'name-taken', // 409
  'bad-name', // 400: not 3 to 20 of [A-Za-z0-9_-]
  'bad-password', // 400: under 8 or over 200 characters
  'bad-credentials', // 401: no such name, or a wrong password
] as const;

/** Every `error` of a refused identity request (besides `malformed` and `too-large`). */
export type AccountError =
  | (typeof ACCOUNT_ERRORS)[number]
  | 'bad-body' // not an object of exactly the fields named, all strings
  | 'not-signed-in' // 401: no account in this session
  | 'bad-origin' // 403: a state-changing request from another origin
  | 'rate-limited'; // 429, with Retry-After

export type CheckedBody<T> = { ok: true; value: T } | { ok: false; error: AccountError };

const isPassword = (value: string): boolean =>
  value.length >= MIN_PASSWORD_CHARS && value.length <= MAX_PASSWORD_CHARS;

/** An object with exactly the string fields `keys`, or null. */
function strings<K extends string>(body: unknown, keys: readonly K[]): Record<K, string> | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const record = body as Record<string, unknown>;
  if (Object.keys(record).length !== keys.length) return null;
  for (const key of keys) if (typeof record[key] !== 'string') return null;
  return record as Record<K, string>;
}

/**
 * A sign-up's or log-in's body: the name and the password checked against their rules (a log-in
 * with a name or password that breaks them cannot be right: `bad-credentials` there).
 */
export function checkCredentials(body: unknown): CheckedBody<Credentials> {
  const value = strings(body, ['name', 'password']);
  if (!value) return { ok: false, error: 'bad-body' };
  if (!NAME_PATTERN.test(value.name)) return { ok: false, error: 'bad-name' };
  if (!isPassword(value.password)) return { ok: false, error: 'bad-password' };
  return { ok: true, value };
}

/** A password change's body: the current password (any string) and a new one by the rules. */
export function checkPasswordChange(body: unknown): CheckedBody<PasswordChange> {
  const value = strings(body, ['password', 'newPassword']);
  if (!value || value.password.length > MAX_PASSWORD_CHARS) return { ok: false, error: 'bad-body' };
  if (!isPassword(value.newPassword)) return { ok: false, error: 'bad-password' };
  return { ok: true, value };
}

/** An account deletion's body: the password. */
export function checkDeletion(body: unknown): CheckedBody<AccountDeletion> {
  const value = strings(body, ['password']);
  if (!value || value.password.length > MAX_PASSWORD_CHARS) return { ok: false, error: 'bad-body' };
  return { ok: true, value };
}

/**
 * `GET /api/players/<name>`: when the player joined, how many games of each variant, and their
 * rating in each game they have a rated game in (issue 43, ratings.ts).
 */
export interface PlayerProfile {
  readonly name: string;
  readonly createdAt: string; // ISO time
  readonly games: Readonly<Partial<Record<OnlineVariant, number>>>;
  readonly ratings: RatingsByVariant;
}

/** A finished game of the archive (`/api/players/<name>/games`, `/api/games/<gameId>`). */
export interface ArchivedGame {
  readonly gameId: string;
  readonly variant: OnlineVariant;
  readonly white: string;
  readonly black: string;
  readonly result: string; // '1-0', '0-1', '1/2-1/2' (or '*')
  readonly rated: boolean;
  readonly fen: string; // the start position
  readonly moves: readonly string[]; // canonical; a Parallel worlds turn's sub-moves joined by spaces
  readonly endedAt: string; // ISO time
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isTime = (value: unknown): value is string =>
  isText(value) && !Number.isNaN(Date.parse(value));

/** The coded error of a refused account request, or null when it is none of the known codes. */
export function readAccountError(value: unknown): (typeof ACCOUNT_ERRORS)[number] | null {
  const code = isRecord(value) ? value.error : null;
  return ACCOUNT_ERRORS.find((known) => known === code) ?? null;
}

export function readMe(value: unknown): Me | null {
  if (!isRecord(value) || !isText(value.id) || !isText(value.name)) return null;
  if (typeof value.account !== 'boolean') return null;
  return { id: value.id, name: value.name, account: value.account };
}

export function readProfile(value: unknown): PlayerProfile | null {
  if (!isRecord(value) || !isText(value.name) || !isTime(value.createdAt)) return null;
  if (!isRecord(value.games)) return null;
  const games: Partial<Record<OnlineVariant, number>> = {};
  for (const [variant, count] of Object.entries(value.games)) {
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) return null;
    if (isOnlineVariant(variant)) games[variant] = count; // a variant this app does not know: left out
  }
  const ratings = readRatings(value.ratings);
  if (!ratings) return null;
  return { name: value.name, createdAt: value.createdAt, games, ratings };
}

export function readArchivedGame(value: unknown): ArchivedGame | null {
  if (!isRecord(value)) return null;
  const { gameId, variant, white, black, result, rated, fen, moves, endedAt } = value;
  if (!isText(gameId) || !isText(variant) || !isOnlineVariant(variant)) return null;
  if (!isText(white) || !isText(black) || !isText(result) || typeof rated !== 'boolean')
    return null;
  if (!isText(fen) || !Array.isArray(moves) || !moves.every(isText) || !isTime(endedAt))
    return null;
  return { gameId, variant, white, black, result, rated, fen, moves, endedAt };
}

/** A list of archived games; null when it is not a list or any of its games is not one. */
export function readArchivedGames(value: unknown): ArchivedGame[] | null {
  if (!Array.isArray(value)) return null;
  const games = value.map(readArchivedGame);
  return games.every((game) => game !== null) ? games : null;
}
