/**
 * The session cookie: its value is a session id signed with HMAC-SHA256 under the server's
 * secret (`<id>.<mac>`, base64url), checked in constant time, so a cookie that was not made here
 * (or was altered) is refused before any store is asked. The cookie's attributes: httpOnly,
 * SameSite=Lax, Path=/, a year long, and `Secure` when the request came over TLS (directly, or
 * through the documented proxy, which sets `X-Forwarded-Proto: https`).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const SESSION_COOKIE = 'pw_session';
const MAX_AGE_SECONDS = 365 * 24 * 3600;
/** A signed value is short; a longer cookie is nobody's. */
const MAX_COOKIE_CHARS = 200;

const mac = (value: string, secret: string): string =>
  createHmac('sha256', secret).update(value).digest('base64url');

export function sign(value: string, secret: string): string {
  return `${value}.${mac(value, secret)}`;
}

/** The value of a signed text, or null when its signature is not the secret's. */
export function unsign(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot <= 0 || signed.length > MAX_COOKIE_CHARS) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1));
  const expected = Buffer.from(mac(value, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

/** The value of the cookie `name` in a `Cookie` header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** Whether the request came over TLS: its own socket, or the proxy's `X-Forwarded-Proto`. */
export function overTls(request: IncomingMessage): boolean {
  const forwarded = request.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return proto === 'https' || (request.socket as { encrypted?: boolean }).encrypted === true;
}

/** The `Set-Cookie` value that gives the session `sessionId` (signed), or clears it (null). */
export function sessionCookie(sessionId: string | null, secret: string, secure: boolean): string {
  const value = sessionId === null ? '' : sign(sessionId, secret);
  const age = sessionId === null ? 0 : MAX_AGE_SECONDS;
  return `${SESSION_COOKIE}=${value}; Max-Age=${age}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
