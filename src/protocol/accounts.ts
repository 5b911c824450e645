/**
 * Identities and accounts (issue 42) as the HTTP API shows them: `GET /api/me`'s answer, the
 * bodies of sign-up, log-in, password change and account deletion, the rules of a name and a
 * password, and the `error` codes the identity routes answer. The server's identity routes
 * (src/server/accounts.ts) check bodies with `checkCredentials` and friends; the app may use the
 * same rules to word a refusal before asking. docs/online.md §Identities describes the routes.
 */

/** A name: 3 to 20 of `[A-Za-z0-9_-]`, unique without regard to case; a password: 8 to 200 characters. */
export const NAME_PATTERN = /^[A-Za-z0-9_-]{3,20}$/;
const MIN_PASSWORD_CHARS = 8;
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

/** The `error` of a refused identity request (besides `malformed` and `too-large`). */
export type AccountError =
  | 'bad-body' // not an object of exactly the fields named, all strings
  | 'bad-name' // not 3 to 20 of [A-Za-z0-9_-]
  | 'bad-password' // under 8 or over 200 characters
  | 'name-taken' // 409
  | 'bad-credentials' // 401: no such name, or a wrong password
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
