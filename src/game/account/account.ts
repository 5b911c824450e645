/**
 * Who this browser is, asked of the server (`refreshMe`: the account dialog, the online page), and
 * the account actions of the account dialog (issue 42): sign up, log in, log out, change the
 * password, delete the account. Each asks the server (ask.ts), then asks who this browser is now
 * (`GET /api/me`: signing up keeps the anonymous identity's games under the new name; logging out
 * gives a fresh anonymous identity) so that the site bar follows. A failure is a code the dialog
 * words: the server's coded `error` (`name-taken`, `bad-name`, `bad-password`,
 * `bad-credentials`), ask.ts's (`offline`, `unreachable`, `rate-limited` with its seconds), or
 * `refused` for any other answer.
 */
import {
  readAccountError,
  readMe,
  type ACCOUNT_ERRORS,
  type Credentials,
  type Me,
} from '../../protocol/accounts';
import { ask, type Asked } from './ask';
import { knowMe } from './identity';

let asking: Promise<Me | null> | null = null;

/**
 * Asks the server who this browser is (once at a time; the server creates an anonymous identity
 * when there is none) and makes it the identity known (identity.ts); null when it cannot tell.
 */
export function refreshMe(): Promise<Me | null> {
  return (asking ??= ask('GET', '/api/me').then((answer) => {
    asking = null;
    const me = answer.ok && answer.status === 200 ? readMe(answer.value) : null;
    if (me) knowMe(me);
    return me;
  }));
}

export type AccountProblem =
  (typeof ACCOUNT_ERRORS)[number] | 'offline' | 'unreachable' | 'rate-limited' | 'refused';

export type AccountResult =
  { ok: true } | { ok: false; problem: AccountProblem; retryAfter?: number | null };

/** What an answer means for an account action (any 2xx: done; 201 and 200 by the contract). */
export function accountResult(answer: Asked): AccountResult {
  if (!answer.ok) return answer;
  if (answer.status >= 200 && answer.status < 300) return { ok: true };
  return { ok: false, problem: readAccountError(answer.value) ?? 'refused' };
}

async function act(
  method: 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<AccountResult> {
  const result = accountResult(await ask(method, path, body));
  if (result.ok) {
    knowMe(null); // whoever this browser was, it is someone else now: ask
    await asking; // an answer to a question asked before this action would be out of date
    await refreshMe();
  }
  return result;
}

export const signUp = (credentials: Credentials) => act('POST', '/api/account', credentials);

export const logIn = (credentials: Credentials) => act('POST', '/api/session', credentials);

export const logOut = () => act('DELETE', '/api/session');

export const changePassword = (password: string, newPassword: string) =>
  act('POST', '/api/me/password', { password, newPassword });

export const deleteAccount = (password: string) => act('DELETE', '/api/me', { password });
