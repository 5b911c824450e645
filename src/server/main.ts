/**
 * The game server's entry (`npm run --silent server -- --port P`, and `npm start`): the built
 * app (dist/) and the Colyseus rooms on one port.
 *
 * Embedded by default: one process, rooms and records in memory, nothing else to install. With
 * REDIS_URL set, presence, the room directory (Colyseus's Redis presence and driver) and the
 * records (store.ts) live in Redis, so any number of processes serve the same games: a client
 * may join through any of them, and when the process that owns a room dies, the next join
 * re-creates the room on another process from its stored record.
 *
 * Options: --port P (default 4173), --host H (default 127.0.0.1), --dist DIR (default ./dist).
 * Environment: REDIS_URL; PUBLIC_ADDRESS, the address clients reach this process at for its
 * rooms' WebSockets (default host:port; behind a reverse proxy, the proxy's path for this
 * process, see docs/online.md). Prints `listening http://H:P` when ready; SIGTERM or SIGINT
 * shut it down gracefully (rooms handed over, clients told to reconnect).
 */
import { Server } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { WebSocketTransport } from '@colyseus/ws-transport';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setStore } from './context';
import { FollowRoom } from './followRoom';
import { GameRoom } from './gameRoom';
import { httpHandler } from './http';
import { FOLLOW_ROOM, GAME_ROOM, MAX_FRAME_BYTES } from '../protocol';
import { MemoryStore, RedisStore } from './store';

const USAGE = `usage: server [--port P] [--host H] [--dist DIR]
  --port P     port to listen on (default 4173)
  --host H     address to listen on (default 127.0.0.1)
  --dist DIR   the built app to serve (default ./dist)
environment: REDIS_URL (rooms and records in Redis), PUBLIC_ADDRESS (this process's address)
`;

interface Options {
  port: number;
  host: string;
  dist: string;
}

function parseArgs(args: readonly string[]): Options | string {
  const options: Options = { port: 4173, host: '127.0.0.1', dist: 'dist' };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const value = args[i + 1];
    if (arg === '--help' || arg === '-h') return 'help';
    if (value === undefined) return `error: ${arg} needs a value`;
    if (arg === '--port') {
      const port = Number(value);
      if (!Number.isInteger(port) || port < 1 || port > 65535) return `error: bad port '${value}'`;
      options.port = port;
    } else if (arg === '--host') options.host = value;
    else if (arg === '--dist') options.dist = value;
    else return `error: unknown option '${arg.slice(0, 40)}'`;
    i++;
  }
  return options;
}

async function main(): Promise<void> {
  const parsed = parseArgs(process.argv.slice(2));
  if (parsed === 'help') {
    process.stdout.write(USAGE);
    return;
  }
  if (typeof parsed === 'string') {
    process.stderr.write(`${parsed}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const { port, host, dist } = parsed;
  const redisUrl = process.env.REDIS_URL || undefined;
  setStore(redisUrl ? new RedisStore(redisUrl) : new MemoryStore());
  const handler = httpHandler({ dist, redis: redisUrl !== undefined });
  const server = new Server({
    transport: new WebSocketTransport({ maxPayload: MAX_FRAME_BYTES }),
    ...(redisUrl
      ? {
          presence: new RedisPresence(redisUrl),
          driver: new RedisDriver(redisUrl),
          publicAddress: process.env.PUBLIC_ADDRESS || `${host}:${port}`,
        }
      : {}),
    greet: false,
    express: (app: { use(handler: (req: IncomingMessage, res: ServerResponse) => void): void }) => {
      app.use(handler);
    },
  });
  server.define(GAME_ROOM, GameRoom).filterBy(['gameId']);
  server.define(FOLLOW_ROOM, FollowRoom).filterBy(['code']);
  await server.listen(port, host);
  const address = server.transport.server?.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  process.stdout.write(`listening http://${host}:${actual}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
