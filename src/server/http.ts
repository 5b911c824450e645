/**
 * The server's plain HTTP side, next to Colyseus's matchmaking routes (`/matchmake/…`) on the
 * same port: the routes, each to its handler (router.ts). To add a route, add a line here and
 * its work in a module of its own that takes the context and returns a `JsonReply`, as
 * creation.ts and accounts.ts do.
 *
 * - `GET /health`: `{ ok, rooms, clients, redis, db }` for this process (`db`: `sqlite` or
 *   `postgres`; absent for memory stores).
 * - `POST /api/games` `{ variant, fen?, clock?, days? }` (`clock`: a time control, `5+3`;
 *   `days`: a correspondence game's days per move) → 201 `{ gameId, players: [key, key], organiser }`.
 * - `GET /api/me/playing`: the caller's games going on (playing.ts); `GET /api/push/key`,
 *   `POST` and `DELETE /api/push/subscriptions`: Web Push (push.ts), when the process has it.
 * - `POST /api/follow` → 201 `{ code, key }`.
 * - `POST /api/races` `{ variant, count?, min?, max?, seconds?, countdown? }` → 201 `{ code, key }`
 *   (a puzzle race, races.ts), limited with the creations.
 * - The identities (accounts.ts): `GET /api/me`, `POST /api/account`, `POST` and
 *   `DELETE /api/session`, `POST /api/me/password`, `DELETE /api/me`.
 * - The players' pages and the archive (archive.ts): `GET /api/players/<name>` (with `ratings`),
 *   `GET /api/players/<name>/games?max=N[&format=pgn]`, `GET /api/games/<gameId>`.
 * - Ratings (ratingRoutes.ts): `GET /api/players/<name>/ratings/<variant>` → `[{ at, rating,
 *   deviation, gameId }]`; `GET /api/leaderboard/<variant>` → `[{ name, rating, deviation,
 *   games }]` (deviation under 75, the best 100).
 * - Puzzles (puzzleRoutes.ts, issue 45), an account's: `POST /api/puzzles/<id>/attempt {win}`,
 *   `GET /api/puzzles/me`, `POST` and `GET /api/puzzles/storm`; anyone's:
 *   `GET /api/puzzles/ratings?variant=G` (cacheable a minute). The writes are limited per address
 *   and per session as the creations are (their own buckets), the reads with the reads.
 * - Studies (studyRoutes.ts, issue 46): `GET /api/studies/<id>` (the study; a private one only to
 *   its owner), `GET /api/studies?mine=1` or `?public=1` (lists), and an account's `POST
 *   /api/studies`, `PUT` and `DELETE /api/studies/<id>`. A study's body may be up to 1 MB
 *   (STUDY_MAX_BODY; a write without a signed session cookie is refused 401 before it is read);
 *   the writes are limited per address and per session as the creations are (their own
 *   buckets), the reads with the reads.
 * - The lobby's seeks (seeks.ts): `GET` and `POST /api/seeks`, `DELETE /api/seeks/<id>`,
 *   `POST /api/seeks/<id>/accept`; a creation or an accept is limited with the creations.
 * - Any other `/api/…` address: 404 `{ error: 'not found' }`; anything else: the built app
 *   (staticFiles.ts).
 *
 * Every answer carries the security headers, and a POST or DELETE from another origin is refused
 * 403 `bad-origin` (security.ts). Bodies are JSON up to 4 KB. Rate limits (rateLimit.ts, 429
 * `rate-limited` with `Retry-After`): creations per address and per session; sign-ups per
 * address and per session; log-ins per address and per name (one a minute to a name after the
 * burst, wherever they come from); a new anonymous identity per address (with the creations);
 * the reads (the archive, players' pages, ratings, leaderboards, `/api/me/playing`, the seeks'
 * list, the push key) per address (`readBurst`, PW_READ_BURST, then ten a second).
 */
import type { IncomingMessage } from 'node:http';
import { changePassword, deleteAccount, logIn, logOut, me, signUp, type Caller } from './accounts';
import { archivedGame, playerGames, playerProfile, sendRecords } from './archive';
import { DEFAULT_READ_BURST, type ServerContext } from './context';
import { createFollow, createGame } from './creation';
import { createRace } from './races';
import { playing } from './playing';
import type { PushNotifier } from './push';
import { leaderboard, ratingHistory } from './ratingRoutes';
import { attempt, dashboard, puzzleRatings, recordStorm, stormBests } from './puzzleRoutes';
import { quietLobby, type LobbyBus } from './lobbyBus';
import { acceptSeek, createSeek, deleteSeek, listSeeks } from './seeks';
import { createStudy, deleteStudy, getStudy, listStudies, updateStudy } from './studyRoutes';
import { SESSION_COOKIE, overTls, readCookie, unsign } from './identity/cookies';
import { NAME_PATTERN, type Health } from '../protocol';
import { RateLimit } from './rateLimit';
import {
  jsonEndpoint,
  refuse,
  router,
  sendJson,
  type Exchange,
  type Handler,
  type JsonReply,
  type Route,
} from './router';
import { contentSecurityPolicy, fromOwnOrigin, secureHeaders } from './security';
import { staticFiles } from './staticFiles';

const MAX_BODY = 4096;
/** A study's JSON (its chapters' trees with their comments): the one body past MAX_BODY. */
const STUDY_MAX_BODY = 1024 * 1024;
const CREATE_PER_SECOND = 2;
const ACCOUNT_PER_SECOND = 0.1;
/** Reads (the archive, ratings, leaderboards, one's games, the push key) after the burst. */
const READ_PER_SECOND = 10;
/** Log-ins to one name: one a minute after the burst, whatever the addresses they come from. */
const LOGIN_PER_NAME_PER_SECOND = 1 / 60;

export interface HttpOptions {
  /** The built app's folder. */
  readonly dist: string;
  /** Web Push's routes' work (absent: 404 for them). */
  readonly push?: PushNotifier;
  /** This process's rooms and clients now, for /health. */
  readonly load: () => { rooms: number; clients: number };
  /** Where the lobby's news goes (lobbyBus.ts); none: nowhere. */
  readonly lobby?: LobbyBus;
}

/** The 429 answer: `Retry-After` in whole seconds. */
const limited = (ms: number): JsonReply<never> => ({
  status: 429,
  body: { error: 'rate-limited' },
  headers: { 'Retry-After': String(Math.max(1, Math.ceil(ms / 1000))) },
});

/**
 * The client's address for the rate limits: the socket's, or behind a trusted proxy the last
 * entry of `X-Forwarded-For` (the one that proxy appended; the ones before it are the client's
 * word).
 */
function clientAddress(request: IncomingMessage, trustProxy = false): string {
  const forwarded = trustProxy ? request.headers['x-forwarded-for'] : undefined;
  const last = (Array.isArray(forwarded) ? forwarded.at(-1) : forwarded)?.split(',').at(-1)?.trim();
  return last || (request.socket.remoteAddress ?? '');
}

/** The segments of the path below `prefix`, each decoded ('' for one that cannot be). */
function pathBelow(exchange: Exchange, prefix: string): string[] {
  return exchange.url.pathname
    .slice(prefix.length)
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return '';
      }
    });
}

/** The request handler for everything that is not Colyseus's (mounted on its HTTP server). */
export function httpHandler(context: ServerContext, options: HttpOptions) {
  const { clock, config } = context;
  const creations = new RateLimit(clock, config.createBurst, CREATE_PER_SECOND);
  const accounts = new RateLimit(clock, config.accountBurst, ACCOUNT_PER_SECOND);
  const names = new RateLimit(clock, config.accountBurst, LOGIN_PER_NAME_PER_SECOND);
  const reads = new RateLimit(clock, config.readBurst ?? DEFAULT_READ_BURST, READ_PER_SECOND);
  const puzzleWrites = new RateLimit(clock, config.createBurst, CREATE_PER_SECOND);
  const studyWrites = new RateLimit(clock, config.createBurst, CREATE_PER_SECOND);
  const files = staticFiles(options.dist);
  const policy = contentSecurityPolicy(options.dist);

  const caller = ({ request }: Exchange): Caller => ({
    cookie: request.headers.cookie,
    secure: overTls(request),
  });
  /** The session the request's cookie names, if its signature holds (no store is asked). */
  const sessionOf = ({ request }: Exchange): string | null => {
    const signed = readCookie(request.headers.cookie, SESSION_COOKIE);
    return signed === undefined ? null : unsign(signed, context.secret);
  };
  /** The ms to wait before the first of `keys` (an address, a session, a name) may go again. */
  const wait = (limit: RateLimit, keys: readonly (string | null)[]): number => {
    for (const key of keys) {
      const ms = key === null ? 0 : limit.take(key);
      if (ms > 0) return ms;
    }
    return 0;
  };
  const address = ({ request }: Exchange) => `a:${clientAddress(request, config.trustProxy)}`;
  const session = (exchange: Exchange) => {
    const id = sessionOf(exchange);
    return id === null ? null : `s:${id}`;
  };
  /** `handler` behind `limit` for the keys of the exchange: a 429 past it, before any body. */
  const limitedBy =
    (
      limit: RateLimit,
      keys: (exchange: Exchange) => (string | null)[],
      handler: Handler,
    ): Handler =>
    (exchange) => {
      const ms = wait(limit, keys(exchange));
      if (ms === 0) return handler(exchange);
      const reply = limited(ms);
      refuse(exchange.request, exchange.response, reply.status, reply.body, reply.headers);
    };
  const creation = (handler: Handler) =>
    limitedBy(creations, (exchange) => [address(exchange), session(exchange)], handler);
  /** A puzzle attempt or Storm run: per address and per session, as the creations. */
  const puzzleWrite = (handler: Handler) =>
    limitedBy(puzzleWrites, (exchange) => [address(exchange), session(exchange)], handler);
  /**
   * A study's creation, change or deletion: per address and per session, as the creations; a
   * request with no signed session cookie (nobody's account) is refused before its body is read.
   */
  const studyWrite = (handler: Handler) =>
    limitedBy(
      studyWrites,
      (exchange) => [address(exchange), session(exchange)],
      (exchange) => {
        if (sessionOf(exchange) !== null) return handler(exchange);
        refuse(exchange.request, exchange.response, 401, { error: 'not-signed-in' });
      },
    );
  /** A GET that reads the store for anyone who asks: limited per address. */
  const read = (handler: Handler) => limitedBy(reads, (exchange) => [address(exchange)], handler);
  const lobby = options.lobby ?? quietLobby;
  const cookieOf = ({ request }: Exchange) => request.headers.cookie;

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
  /** Sends the reply of `work` (a 503 `store-failed` if it fails). */
  const answer = (exchange: Exchange, work: () => Promise<JsonReply<unknown>>) =>
    work().then(
      (reply) => sendJson(exchange.response, reply.status, reply.body, reply.headers),
      () => sendJson(exchange.response, 503, { error: 'store-failed' }),
    );
  /** `GET /api/me`: a caller with no session makes an identity, limited with the creations. */
  const whoAmI: Handler = (exchange) => {
    const ms = sessionOf(exchange) === null ? wait(creations, [address(exchange)]) : 0;
    return answer(exchange, async () => (ms > 0 ? limited(ms) : me(context, caller(exchange))));
  };
  const logInLimited = jsonEndpoint(MAX_BODY, async (body, exchange) => {
    // (a name out of the rules is nobody's: no bucket of its own, the address's still holds)
    const name = (body as { name?: unknown } | null)?.name;
    const valid = typeof name === 'string' && NAME_PATTERN.test(name);
    const ms = valid ? wait(names, [name.toLowerCase()]) : 0;
    return ms > 0 ? limited(ms) : logIn(context, body, caller(exchange));
  });

  /**
   * `/api/players/<name>`, `/api/players/<name>/games?max=N[&format=pgn]` (archive.ts) and
   * `/api/players/<name>/ratings/<variant>` (ratingRoutes.ts).
   */
  const players: Handler = (exchange) => {
    const [name = '', below, ...more] = pathBelow(exchange, '/api/players/');
    if (below === undefined && more.length === 0)
      return answer(exchange, () => playerProfile(context, name));
    if (below === 'ratings' && more.length === 1)
      return answer(exchange, () => ratingHistory(context, name, more[0]!));
    if (below !== 'games' || more.length > 0)
      return sendJson(exchange.response, 404, { error: 'not-found' });
    const { searchParams } = exchange.url;
    const max = Math.max(1, Math.floor(Number(searchParams.get('max') ?? 20)) || 20);
    const format = searchParams.get('format') === 'pgn' ? 'pgn' : 'json';
    return playerGames(context, name, max, format).then(
      (reply) =>
        'records' in reply
          ? sendRecords(exchange.response, name, reply.records)
          : sendJson(exchange.response, reply.status, reply.body),
      () => sendJson(exchange.response, 503, { error: 'store-failed' }),
    );
  };
  /** `/api/games/<gameId>`: a finished game of the archive. */
  const games: Handler = (exchange) => {
    const [gameId = '', ...more] = pathBelow(exchange, '/api/games/');
    if (more.length > 0) return sendJson(exchange.response, 404, { error: 'not-found' });
    return answer(exchange, () => archivedGame(context, gameId));
  };

  /** `/api/leaderboard/<variant>` (ratingRoutes.ts). */
  const board: Handler = (exchange) => {
    const [variant = '', ...more] = pathBelow(exchange, '/api/leaderboard/');
    if (more.length > 0) return sendJson(exchange.response, 404, { error: 'not-found' });
    return answer(exchange, () => leaderboard(context, variant));
  };
  /** `DELETE /api/seeks/<id>` and `POST /api/seeks/<id>/accept` (seeks.ts). */
  const seek = (accept: boolean): Handler => {
    const work = jsonEndpoint<unknown>(MAX_BODY, (_body, exchange) => {
      const [seekId = '', below, ...more] = pathBelow(exchange, '/api/seeks/');
      if (more.length > 0 || below !== (accept ? 'accept' : undefined))
        return Promise.resolve({ status: 404, body: { error: 'not-found' } });
      return accept
        ? acceptSeek(context, lobby, seekId, cookieOf(exchange))
        : deleteSeek(context, lobby, seekId, cookieOf(exchange));
    });
    return accept ? creation(work) : work;
  };

  /** `POST /api/puzzles/<id>/attempt` (puzzleRoutes.ts). */
  const puzzleAttempt = jsonEndpoint<unknown>(MAX_BODY, (body, exchange) => {
    const [puzzleId = '', below, ...more] = pathBelow(exchange, '/api/puzzles/');
    if (below !== 'attempt' || more.length > 0)
      return Promise.resolve({ status: 404, body: { error: 'not-found' } });
    return attempt(context, puzzleId, body, cookieOf(exchange));
  });
  /** `GET /api/puzzles/ratings?variant=G`: the same for everyone, cacheable a minute. */
  const ratingsOfPuzzles: Handler = (exchange) =>
    answer(exchange, async () => {
      const reply = await puzzleRatings(context, exchange.url.searchParams.get('variant') ?? '');
      const cache = { 'Cache-Control': 'public, max-age=60' };
      return reply.status === 200 ? { ...reply, headers: cache } : reply;
    });

  /** `/api/studies/<id>` (studyRoutes.ts): the study's id, or null for a longer path. */
  const studyId = (exchange: Exchange): string | null => {
    const [id = '', ...more] = pathBelow(exchange, '/api/studies/');
    return more.length > 0 ? null : id;
  };
  const notFound = Promise.resolve({ status: 404, body: { error: 'not-found' } });
  const studyRoutes: Route[] = [
    {
      path: '/api/studies',
      methods: {
        GET: read((ex) =>
          answer(ex, () => listStudies(context, ex.url.searchParams, cookieOf(ex))),
        ),
        POST: studyWrite(
          jsonEndpoint(STUDY_MAX_BODY, (body, ex) => createStudy(context, body, cookieOf(ex))),
        ),
      },
      otherMethods: 'GET or POST only',
    },
    {
      path: '/api/studies/*',
      methods: {
        GET: read((ex) => {
          const id = studyId(ex);
          return answer(ex, () => (id === null ? notFound : getStudy(context, id, cookieOf(ex))));
        }),
        PUT: studyWrite(
          jsonEndpoint<unknown>(STUDY_MAX_BODY, (body, ex) => {
            const id = studyId(ex);
            const ifMatch = ex.request.headers['if-match'];
            return id === null ? notFound : updateStudy(context, id, body, cookieOf(ex), ifMatch);
          }),
        ),
        DELETE: studyWrite(
          jsonEndpoint<unknown>(MAX_BODY, (_body, ex) => {
            const id = studyId(ex);
            return id === null ? notFound : deleteStudy(context, id, cookieOf(ex));
          }),
        ),
      },
      otherMethods: 'GET, PUT or DELETE only',
    },
  ];

  /** The app's files, but a JSON 404 for an API address no route has. */
  const notApi =
    (handler: Handler): Handler =>
    (exchange) => {
      if (!exchange.url.pathname.startsWith('/api/')) return handler(exchange);
      sendJson(exchange.response, 404, { error: 'not found' });
    };
  const push = options.push;
  const pushRoutes: Route[] = push
    ? [
        {
          path: '/api/push/key',
          methods: { GET: read((ex) => answer(ex, () => push.publicKey())) },
          otherMethods: 'GET only',
        },
        {
          path: '/api/push/subscriptions',
          methods: {
            POST: jsonEndpoint(MAX_BODY, (body, ex) => push.subscribe(body, caller(ex).cookie)),
            DELETE: jsonEndpoint(MAX_BODY, (body, ex) => push.unsubscribe(body, caller(ex).cookie)),
          },
          otherMethods: 'POST or DELETE only',
        },
      ]
    : [];
  const routes: Route[] = [
    ...pushRoutes,
    ...studyRoutes,
    {
      path: '/api/me/playing',
      methods: { GET: read((ex) => answer(ex, () => playing(context, caller(ex).cookie))) },
      otherMethods: 'GET only',
    },
    { path: '/health', methods: { GET: health, HEAD: health }, otherMethods: 'method not allowed' },
    {
      path: '/api/games',
      methods: { POST: creation(jsonEndpoint(MAX_BODY, (body) => createGame(context, body))) },
      otherMethods: 'POST only',
    },
    { path: '/api/games/*', methods: { GET: read(games) }, otherMethods: 'GET only' },
    {
      path: '/api/seeks',
      methods: {
        GET: read((exchange) => answer(exchange, () => listSeeks(context, cookieOf(exchange)))),
        POST: creation(
          jsonEndpoint(MAX_BODY, (body, ex) => createSeek(context, lobby, body, cookieOf(ex))),
        ),
      },
      otherMethods: 'GET or POST only',
    },
    {
      path: '/api/seeks/*',
      methods: { DELETE: seek(false), POST: seek(true) },
      otherMethods: 'DELETE or POST only',
    },
    { path: '/api/players/*', methods: { GET: read(players) }, otherMethods: 'GET only' },
    { path: '/api/leaderboard/*', methods: { GET: read(board) }, otherMethods: 'GET only' },
    {
      path: '/api/puzzles/me',
      methods: { GET: read((ex) => answer(ex, () => dashboard(context, cookieOf(ex)))) },
      otherMethods: 'GET only',
    },
    {
      path: '/api/puzzles/ratings',
      methods: { GET: read(ratingsOfPuzzles) },
      otherMethods: 'GET only',
    },
    {
      path: '/api/puzzles/storm',
      methods: {
        GET: read((ex) => answer(ex, () => stormBests(context, cookieOf(ex)))),
        POST: puzzleWrite(
          jsonEndpoint(MAX_BODY, (body, ex) => recordStorm(context, body, cookieOf(ex))),
        ),
      },
      otherMethods: 'GET or POST only',
    },
    {
      path: '/api/puzzles/*',
      methods: { POST: puzzleWrite(puzzleAttempt) },
      otherMethods: 'POST only',
    },
    {
      path: '/api/follow',
      methods: { POST: creation(jsonEndpoint(MAX_BODY, () => createFollow(context))) },
      otherMethods: 'POST only',
    },
    {
      path: '/api/races',
      methods: { POST: creation(jsonEndpoint(MAX_BODY, (body) => createRace(context, body))) },
      otherMethods: 'POST only',
    },
    {
      path: '/api/me',
      methods: {
        GET: whoAmI,
        DELETE: jsonEndpoint(MAX_BODY, (body, ex) => deleteAccount(context, body, caller(ex))),
      },
      otherMethods: 'GET or DELETE only',
    },
    {
      path: '/api/me/password',
      methods: {
        POST: jsonEndpoint(MAX_BODY, (body, ex) => changePassword(context, body, caller(ex))),
      },
      otherMethods: 'POST only',
    },
    {
      path: '/api/account',
      methods: {
        POST: limitedBy(
          accounts,
          (exchange) => [address(exchange), session(exchange)],
          jsonEndpoint(MAX_BODY, (body, ex) => signUp(context, body, caller(ex))),
        ),
      },
      otherMethods: 'POST only',
    },
    {
      path: '/api/session',
      methods: {
        POST: limitedBy(accounts, (exchange) => [address(exchange)], logInLimited),
        DELETE: (exchange) => answer(exchange, () => logOut(context, caller(exchange))),
      },
      otherMethods: 'POST or DELETE only',
    },
    {
      path: '*',
      methods: { GET: notApi(files), HEAD: notApi(files) },
      otherMethods: 'method not allowed',
    },
  ];
  const serve = router(routes);
  return (...[request, response]: Parameters<typeof serve>): void => {
    secureHeaders(response, policy);
    const changes = request.method !== 'GET' && request.method !== 'HEAD';
    if (changes && !fromOwnOrigin(request)) refuse(request, response, 403, { error: 'bad-origin' });
    else serve(request, response);
  };
}
