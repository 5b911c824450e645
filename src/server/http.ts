/**
 * The server's plain HTTP side, next to Colyseus's matchmaking routes (`/matchmake/…`) on the
 * same port: the routes, each to its handler (router.ts). To add a route, add a line here and
 * its work in a module of its own that takes the context and returns a `JsonReply`, as
 * creation.ts does.
 *
 * - `GET /health`: `{ ok, rooms, clients, redis, db }` for this process (`db`: `sqlite` or
 *   `postgres`; absent for memory stores).
 * - `POST /api/games` `{ variant, fen?, clock? }` (`clock`: a time control, `5+3`) → 201
 *   `{ gameId, players: [key, key], organiser }`.
 * - `POST /api/follow` → 201 `{ code, key }`.
 * - Anything else: the built app (staticFiles.ts).
 *
 * Bodies are JSON up to 4 KB; the creation endpoints are rate-limited per address
 * (creationLimit.ts).
 */
import type { ServerContext } from './context';
import { createFollow, createGame } from './creation';
import { CreationLimit } from './creationLimit';
import type { Health } from '../protocol';
import { jsonEndpoint, router, sendJson, type Handler, type Route } from './router';
import { staticFiles } from './staticFiles';

const MAX_BODY = 4096;

export interface HttpOptions {
  /** The built app's folder. */
  readonly dist: string;
  /** This process's rooms and clients now, for /health. */
  readonly load: () => { rooms: number; clients: number };
}

/** The request handler for everything that is not Colyseus's (mounted on its HTTP server). */
export function httpHandler(context: ServerContext, options: HttpOptions) {
  const limit = new CreationLimit(context);
  const files = staticFiles(options.dist);
  /** A creation: refused 429 past the address's limit, before its body is read. */
  const creation =
    (handler: Handler): Handler =>
    (exchange) => {
      if (limit.take(exchange.request.socket.remoteAddress ?? '')) return handler(exchange);
      sendJson(exchange.response, 429, { error: 'rate-limited' });
    };
  const health: Handler = ({ response }) => {
    const { kind, database } = context.store;
    const body: Health = {
      ok: true,
      ...options.load(),
      redis: kind === 'redis',
      ...(database ? { db: database.kind } : {}),
    };
    sendJson(response, 200, body);
  };
  const routes: Route[] = [
    { path: '/health', methods: { GET: health, HEAD: health }, otherMethods: 'method not allowed' },
    {
      path: '/api/games',
      methods: { POST: creation(jsonEndpoint(MAX_BODY, (body) => createGame(context, body))) },
      otherMethods: 'POST only',
    },
    {
      path: '/api/follow',
      methods: { POST: creation(jsonEndpoint(MAX_BODY, () => createFollow(context))) },
      otherMethods: 'POST only',
    },
    {
      path: '*',
      methods: { GET: files, HEAD: files },
      otherMethods: 'method not allowed',
    },
  ];
  return router(routes);
}
