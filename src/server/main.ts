/**
 * The game server's entry (`npm run --silent server -- --port P`, and `npm start`): the built
 * app (dist/) and the Colyseus rooms on one port.
 *
 * Embedded by default: one process, games, follow rooms and players in an SQLite file under
 * `--data DIR` (store.ts, db/), nothing else to install. With DATABASE_URL they are in
 * PostgreSQL, and with REDIS_URL set, presence, the room directory (Colyseus's Redis presence
 * and driver) and the rooms' leases live in Redis, so any number of processes serve the same
 * games: a client may join through any of them, and when the process that owns a room dies,
 * the next join re-creates the room on another process from its stored record. `backup FILE`
 * and `restore FILE` copy the embedded database out and back (db/backup.ts).
 *
 * The options and environment are read by serverOptions.ts. PUBLIC_ADDRESS is the address
 * clients reach this process at for its rooms' WebSockets (default host:port; behind a reverse
 * proxy, the proxy's path for this process, see docs/online.md). Here the process's context
 * (context.ts) is built once and given to the HTTP routes and, through `roomWith`, to the rooms;
 * its cookie secret is COOKIE_SECRET or kept under `--data` (identity/secret.ts); the shipped
 * puzzles are read and validated from `--puzzles` (puzzleCatalog.ts), a bad line stops it. Colyseus's
 * CORS headers and Express's `X-Powered-By` are switched off (security.ts says why).
 * Prints `listening http://H:P` when ready; SIGTERM or SIGINT shut it down gracefully (rooms
 * handed over, clients told to reconnect).
 */
import { LocalPresence, Server, matchMaker } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { WebSocketTransport } from '@colyseus/ws-transport';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { report, serverContext } from './context';
import { logEndedGames } from './endedLog';
import { rateFinishedGames } from './rating';
import { EndSweeper } from './endSweep';
import { OverdueSweeper } from './overdue';
import { PushNotifier } from './push';
import { FollowRoom } from './followRoom';
import { RaceRoom } from './raceRoom';
import { GameRoom } from './gameRoom';
import { httpHandler } from './http';
import { SESSION_SWEEP_MS, sweepSessions } from './identity/sessions';
import { answerClientErrors } from './security';
import { roomWith } from './leasedRoom';
import { presenceLobbyBus } from './lobbyBus';
import { LobbyRoom } from './lobbyRoom';
import { FOLLOW_ROOM, GAME_ROOM, LOBBY_ROOM, MAX_FRAME_BYTES, RACE_ROOM } from '../protocol';
import { USAGE, readOptions } from './serverOptions';
import { databaseStores } from './store';
import { systemClock } from './clock';
import { backup, restore } from './db/backup';
import { cookieSecret } from './identity/secret';
import { loadPuzzleCatalog } from './puzzleCatalog';

/**
 * The keep-alive: a ping to every socket every PING_MS, and a socket that missed two is closed
 * (a silent drop seen in 30–45 s, within a seat's claim grace). Colyseus's 3 s cost a fixed share
 * of the server per idle socket (docs/performance.md, "The server's fan-out"); 15 s stays under
 * the idle timeouts of common proxies (nginx's 60 s).
 */
const PING_MS = 15_000;

/** Joins of one room that may wait at once (a game room's `maxClients`, and a margin). */
const MAX_JOINING = 2 * GameRoom.MAX_CLIENTS;

/** What main.ts uses of Colyseus's Express app. */
interface ExpressApp {
  disable(setting: string): void;
  use(handler: (req: IncomingMessage, res: ServerResponse) => void): void;
}

/**
 * No CORS on the matchmaking either: Colyseus answers any origin (`*`, or the request's own
 * `Origin`, with credentials); the app is served by the same origin and needs none.
 */
function closeCors(): void {
  (matchMaker.controller as { DEFAULT_CORS_HEADERS: object }).DEFAULT_CORS_HEADERS = {};
  matchMaker.controller.getCorsHeaders = () => ({});
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2), process.env);
  if (options === 'help') {
    process.stdout.write(USAGE);
    return;
  }
  if (typeof options === 'string') {
    process.stderr.write(`${options}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const place = { dataDir: options.dataDir, databaseUrl: options.databaseUrl };
  if (options.command !== 'serve') {
    await (options.command === 'backup' ? backup : restore)(place, options.file!);
    process.stdout.write(`${options.command}: done\n`);
    return;
  }
  const { port, host, redisUrl } = options;
  const offset = options.test?.clockOffsetMs ?? 0;
  const clock = offset === 0 ? systemClock : { now: () => Date.now() + offset };
  const context = serverContext({
    clock,
    store: await databaseStores(place, redisUrl, clock),
    config: options.config,
    secret: cookieSecret(process.env, options.dataDir),
    puzzles: loadPuzzleCatalog(options.puzzlesDir),
  });
  closeCors();
  if (options.endedLog) logEndedGames(context, options.endedLog);
  rateFinishedGames(context);
  new EndSweeper(context, (error) => report('end sweep', error)).start();
  new OverdueSweeper(context, (error) => report('overdue sweep', error)).start();
  const expireSessions = () =>
    sweepSessions(context).catch((error: unknown) => report('session sweep', error));
  void expireSessions();
  setInterval(() => void expireSessions(), SESSION_SWEEP_MS).unref();
  const push = new PushNotifier(
    context,
    { subject: options.pushSubject, allowHttp: options.test?.pushOverHttp ?? false },
    (error) => report('push', error),
  );
  push.start();
  const presence = redisUrl ? new RedisPresence(redisUrl) : new LocalPresence();
  // Joins of one room that arrive together each wait on one topic of the presence (Colyseus's
  // `concurrent:<room>:<filter>`): as many as a room has clients, not Node's default ten.
  presence.setMaxListeners(MAX_JOINING);
  const handler = httpHandler(context, {
    dist: options.dist,
    push,
    load: () => ({ rooms: matchMaker.stats.local.roomCount, clients: matchMaker.stats.local.ccu }),
    lobby: presenceLobbyBus(presence),
  });
  const server = new Server({
    transport: new WebSocketTransport({ maxPayload: MAX_FRAME_BYTES, pingInterval: PING_MS }),
    presence,
    ...(redisUrl
      ? {
          driver: new RedisDriver(redisUrl),
          publicAddress: options.publicAddress ?? `${host}:${port}`,
        }
      : {}),
    greet: false,
    // A room is made by the process its first join reached (a load balancer spreads them), not
    // by Colyseus's default, the process with the fewest rooms as last reported in Redis: stale
    // in a burst of creations, which then all go to one process (89 of 100 in a load test).
    selectProcessIdToCreateRoom: async () => matchMaker.processId,
    express: (app: ExpressApp) => {
      app.disable('x-powered-by');
      app.use(handler);
    },
  });
  server.define(GAME_ROOM, roomWith(GameRoom, context)).filterBy(['gameId']);
  server.define(FOLLOW_ROOM, roomWith(FollowRoom, context)).filterBy(['code']);
  server.define(RACE_ROOM, roomWith(RaceRoom, context)).filterBy(['code']);
  server.define(LOBBY_ROOM, roomWith(LobbyRoom, context));
  await server.listen(port, host);
  if (server.transport.server) answerClientErrors(server.transport.server);
  const address = server.transport.server?.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  process.stdout.write(`listening http://${host}:${actual}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
