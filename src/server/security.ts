/**
 * The headers every answer of the server carries, and the origin check of state-changing
 * requests (docs/online.md §Security).
 *
 * - A Content-Security-Policy fit for the app: its own scripts (and the one inline script of
 *   index.html, by its hash, read from the built page), workers and blob: workers, inline styles (three.js and React set them), images from data: and blob:, and connections
 *   to its own origin only (`'self'` covers the rooms' ws:/wss: on the same host); no frames,
 *   no plugins, no framing by another site (`frame-ancestors 'none'`, with `X-Frame-Options`).
 * - `X-Content-Type-Options: nosniff`, `Referrer-Policy: same-origin`.
 * - No CORS: the API answers its own origin only (no `Access-Control-Allow-*` anywhere, the
 *   matchmaking's included, main.ts), and a POST or DELETE whose `Origin` is another origin than
 *   the request's own host is refused 403 `bad-origin`. A request without `Origin` passes: every
 *   browser sends `Origin` on a cross-origin POST or DELETE (and the session cookie is
 *   SameSite=Lax besides), so a request without one is no browser's cross-site request but a
 *   program's (curl, the load test), which has no victim's cookie to abuse.
 * - A request that Node's parser refuses before any handler sees it (headers or a path over
 *   16 KB, a malformed request line) is answered with a code too (`answerClientErrors`): 431
 *   `too-large`, 400 `malformed`, 408 `timeout`, never Node's bare status.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { join } from 'node:path';
import { overTls } from './identity/cookies';

/** The sha256 sources of the inline scripts of `dist/index.html` (none when it is missing). */
function inlineScriptHashes(dist: string): string[] {
  let page: string;
  try {
    page = readFileSync(join(dist, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  const hashes: string[] = [];
  for (const [, attributes, body] of page.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes!)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
  }
  return hashes;
}

/** The Content-Security-Policy of the app built in `dist`. */
export function contentSecurityPolicy(dist: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(dist).join(' ')}`.trim(),
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' data: blob:",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Sets the headers every answer carries (the route's own headers are added after). */
export function secureHeaders(response: ServerResponse, policy: string): void {
  response.setHeader('Content-Security-Policy', policy);
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('X-Frame-Options', 'DENY');
  response.setHeader('Referrer-Policy', 'same-origin');
}

/** Whether `origin` is absent (no browser's request) or the request's own: its scheme and host. */
export function sameOrigin(origin: string | undefined, host: string | undefined, tls: boolean) {
  return origin === undefined || origin === `${tls ? 'https' : 'http'}://${host ?? ''}`;
}

/** Whether a request may change state: no `Origin` (no browser's), or its own origin. */
export function fromOwnOrigin(request: IncomingMessage): boolean {
  return sameOrigin(request.headers.origin, request.headers.host, overTls(request));
}

/** The status and code of a request that Node's HTTP parser refused. */
function clientErrorReply(code: unknown): [number, string, string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'Request Header Fields Too Large', 'too-large'];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'Request Timeout', 'timeout'];
  return [400, 'Bad Request', 'malformed'];
}

/** Answers the requests Node's parser refuses with a coded JSON error (it would send none). */
export function answerClientErrors(server: Server): void {
  server.on(
    'clientError',
    (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
      if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
      const [status, reason, code] = clientErrorReply(error.code);
      // (a HEAD's answer has no body: its client would read one as the next answer)
      const head = error.rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ';
      const body = head ? '' : JSON.stringify({ error: code });
      socket.end(
        `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
  );
}
