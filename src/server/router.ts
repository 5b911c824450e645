/**
 * The server's plain HTTP side as a table of routes: an exact path (or a path that ends in `/*`:
 * every path below it, the rest read by the handler from `url`), a handler per method, the 405
 * answer for any other method, and one fallback route (`*`) for every path no route names.
 * Typed helpers answer JSON (`sendJson`) and take a JSON body (`jsonEndpoint`: the handler gets
 * the parsed body and returns its status and answer, so it can be called in a test without a
 * server).
 *
 * Why not Express: Express 5 is in node_modules only as Colyseus's own dependency; to import it
 * the app would have to declare it (knip refuses an unlisted dependency) and there are no types
 * for it here (no @types/express), so its handlers would be untyped. What the server needs is
 * this small: exact paths, a method table, JSON in and out with a size cap, a fallback. The
 * router is still mounted on Colyseus's Express app, as one middleware (main.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';

export interface Exchange {
  readonly request: IncomingMessage;
  readonly response: ServerResponse;
  readonly url: URL;
}

export type Handler = (exchange: Exchange) => void | Promise<void>;

export interface Route {
  /** The exact path; `/api/players/*`: every path below it; `*`: every path no route has. */
  readonly path: string;
  readonly methods: Partial<Record<Method, Handler>>;
  /** The `error` of the 405 answer to any other method. */
  readonly otherMethods: string;
}

export interface ErrorBody {
  readonly error: string;
}

/** A JSON answer: its status and body, and any headers of its own (`Set-Cookie`). */
export interface JsonReply<T> {
  readonly status: number;
  readonly body: T | ErrorBody;
  readonly headers?: Readonly<Record<string, string>>;
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Cache-Control': 'no-store', // unless the reply says otherwise (a public list: a minute)
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(text);
}

/**
 * A JSON refusal before the request's body is read: the body is drained (read and dropped), so
 * that a client still sending it gets the answer instead of a reset connection.
 */
export function refuse(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): void {
  request.resume();
  sendJson(response, status, body, headers);
}

/** The request handler that serves `routes`. */
export function router(routes: readonly Route[]) {
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const fallback = byPath.get('*');
  const below = routes.filter((route) => route.path.length > 2 && route.path.endsWith('/*'));
  const underneath = (path: string) =>
    below.find(
      (route) => path.startsWith(route.path.slice(0, -1)) && path.length > route.path.length - 1,
    );
  return (request: IncomingMessage, response: ServerResponse): void => {
    const url = new URL(request.url ?? '/', 'http://server');
    const route = byPath.get(url.pathname) ?? underneath(url.pathname) ?? fallback;
    if (!route) {
      refuse(request, response, 404, { error: 'not found' });
      return;
    }
    const handler = route.methods[request.method as Method];
    if (!handler) {
      refuse(request, response, 405, { error: route.otherMethods });
      return;
    }
    Promise.resolve()
      .then(() => handler({ request, response, url }))
      .catch(() => {
        if (!response.headersSent) sendJson(response, 500, { error: 'internal' });
        else response.destroy();
      });
  };
}

/** Reads a JSON body of at most `maxBytes` (none: `{}`); rejects `too-large` or `malformed`. */
function readJson(request: IncomingMessage, maxBytes: number): Promise<unknown> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes)
        reject(new Error('too-large')); // read on, answered once
      else chunks.push(chunk);
    });
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolveBody(text ? JSON.parse(text) : {});
      } catch {
        reject(new Error('malformed'));
      }
    });
    request.on('error', reject);
  });
}

/**
 * A handler of a JSON request: the body read (413 `too-large` past `maxBytes`, 400 `malformed`
 * if it is no JSON), `handle`'s answer sent; a failure of `handle` (the store) is a 503
 * `store-failed`.
 */
export function jsonEndpoint<T>(
  maxBytes: number,
  handle: (body: unknown, exchange: Exchange) => Promise<JsonReply<T>>,
): Handler {
  return async (exchange) => {
    let reply: JsonReply<T>;
    try {
      reply = await handle(await readJson(exchange.request, maxBytes), exchange);
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      const status = message === 'too-large' ? 413 : message === 'malformed' ? 400 : 503;
      reply = { status, body: { error: status === 503 ? 'store-failed' : message } };
    }
    sendJson(exchange.response, reply.status, reply.body, reply.headers);
  };
}
