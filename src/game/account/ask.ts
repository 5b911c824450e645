/**
 * One HTTP request to the game server's JSON API (same origin, the cookie of this browser's
 * identity sent along), for the account, the players' pages and the archive. What can go wrong
 * before there is an answer to read is a code the pages word: `offline` (the browser says so),
 * `unreachable` (no game server answers here: `vite preview`, a static host, a server that is
 * down, an answer that is not JSON) and `rate-limited` (429, with the seconds of its
 * `Retry-After`). Any other answer is handed on with its status for the caller to read.
 */
import { browserOffline } from '../online/api';

export type Asked =
  | { ok: true; status: number; value: unknown }
  | { ok: false; problem: 'offline' | 'unreachable' }
  | { ok: false; problem: 'rate-limited'; retryAfter: number | null };

/** Seconds from a `Retry-After` header (seconds or an HTTP date), or null. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

export async function ask(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Asked> {
  if (browserOffline()) return { ok: false, problem: 'offline' };
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
  } catch {
    return { ok: false, problem: browserOffline() ? 'offline' : 'unreachable' };
  }
  if (response.status === 429)
    return {
      ok: false,
      problem: 'rate-limited',
      retryAfter: retryAfterSeconds(response.headers.get('retry-after')),
    };
  const type = response.headers.get('content-type') ?? '';
  // a log-out may answer with no body; any other answer without JSON is no game server
  if (response.status === 204) return { ok: true, status: 204, value: null };
  if (!type.includes('json')) return { ok: false, problem: 'unreachable' };
  return { ok: true, status: response.status, value: await response.json().catch(() => null) };
}
