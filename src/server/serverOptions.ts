/**
 * The game server's command line and environment, read into one value for main.ts: the
 * command (serve, or `backup FILE` / `restore FILE`), the options (--port, --host, --dist,
 * --data, --puzzles), DATABASE_URL, REDIS_URL, COOKIE_SECRET, PUBLIC_ADDRESS, and the context's configuration
 * (PW_CLAIM_GRACE_MS, PW_CREATE_BURST, PW_ACCOUNT_BURST, PW_READ_BURST, PW_TRUST_PROXY, PW_ABORT_MS, PW_RACE_JOIN_BURST) and subscribers (PW_ENDED_LOG), Web
 * Push's contact (PW_PUSH_SUBJECT), and the tests' hooks (PW_TEST=1 with PW_TEST_CLOCK_OFFSET_MS,
 * PW_TEST_PUSH_HTTP), which nothing else reads.
 */
import { join } from 'node:path';
import {
  DEFAULT_CONFIG,
  DEFAULT_RACE_JOIN_BURST,
  DEFAULT_READ_BURST,
  type ServerConfig,
} from './context';
import { ABORT_AFTER_MS } from '../protocol';

export const USAGE = `usage: server [--port P] [--host H] [--dist DIR] [--data DIR] [--puzzles DIR]
       server backup FILE [--data DIR]     copy the embedded database to FILE
       server restore FILE [--data DIR]    replace it with FILE (the server stopped)
  --port P     port to listen on (default 4173)
  --host H     address to listen on (default 127.0.0.1)
  --dist DIR   the built app to serve (default ./dist)
  --data DIR   the embedded database's folder (default ./data, created on first start)
  --puzzles DIR  the shipped puzzles, <variant>.jsonl (default ./assets/puzzles)
environment: DATABASE_URL (postgres://…: games and players in PostgreSQL, not in --data),
  REDIS_URL (presence and leases in Redis, for many processes), PUBLIC_ADDRESS (this process's
  address), COOKIE_SECRET (signs session cookies, shared by every process;
  default: DIR/cookie-secret), PW_ENDED_LOG (a file each finished game is appended to, one JSON line),
  PW_PUSH_SUBJECT (Web Push's VAPID contact, mailto: or https:)
`;

export interface ServerOptions {
  /** Serve, or copy the embedded database to `file` / replace it with `file`. */
  readonly command: 'serve' | 'backup' | 'restore';
  readonly file: string | undefined;
  readonly port: number;
  readonly host: string;
  readonly dist: string;
  readonly dataDir: string;
  /** The shipped puzzles' folder (puzzleCatalog.ts). */
  readonly puzzlesDir: string;
  readonly databaseUrl: string | undefined;
  readonly redisUrl: string | undefined;
  readonly publicAddress: string | undefined;
  readonly endedLog: string | undefined;
  readonly config: ServerConfig;
  /** The VAPID subject of Web Push (PW_PUSH_SUBJECT; docs/online.md §Notifications). */
  readonly pushSubject: string;
  /**
   * The tests' hooks, read only with PW_TEST=1 (never set in production): the server's clock
   * ahead of the system's by PW_TEST_CLOCK_OFFSET_MS (a correspondence deadline passed by a
   * restart), and push endpoints over plain http (PW_TEST_PUSH_HTTP=1, a local fake push service).
   */
  readonly test: { readonly clockOffsetMs: number; readonly pushOverHttp: boolean } | null;
}

/** A number (0 or more) from the environment, else `fallback`. */
function numberFrom(text: string | undefined, fallback: number): number {
  const value = Number(text || NaN);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** The options of `args` and `env`; 'help', or an error's text. */
export function readOptions(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): ServerOptions | 'help' | string {
  let port = 4173;
  let host = '127.0.0.1';
  let dist = 'dist';
  let dataDir = 'data';
  let puzzlesDir = join('assets', 'puzzles');
  let command: ServerOptions['command'] = 'serve';
  let file: string | undefined;
  let first = 0;
  if (args[0] === 'backup' || args[0] === 'restore') {
    command = args[0];
    file = args[1];
    if (!file || file.startsWith('-')) return `error: ${command} needs a FILE`;
    first = 2;
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    return 'error: DATABASE_URL must be a postgres:// URL';
  for (let i = first; i < args.length; i++) {
    const arg = args[i]!;
    const value = args[i + 1];
    if (arg === '--help' || arg === '-h') return 'help';
    if (value === undefined) return `error: ${arg} needs a value`;
    if (arg === '--port') {
      port = Number(value);
      if (!Number.isInteger(port) || port < 1 || port > 65535) return `error: bad port '${value}'`;
    } else if (arg === '--host') host = value;
    else if (arg === '--dist') dist = value;
    else if (arg === '--data') dataDir = value;
    else if (arg === '--puzzles') puzzlesDir = value;
    else return `error: unknown option '${arg.slice(0, 40)}'`;
    i++;
  }
  return {
    command,
    file,
    port,
    host,
    dist,
    dataDir,
    puzzlesDir,
    databaseUrl,
    redisUrl: env.REDIS_URL || undefined,
    publicAddress: env.PUBLIC_ADDRESS || undefined,
    endedLog: env.PW_ENDED_LOG || undefined,
    pushSubject: env.PW_PUSH_SUBJECT || 'mailto:operator@localhost',
    test:
      env.PW_TEST === '1'
        ? {
            clockOffsetMs: Number(env.PW_TEST_CLOCK_OFFSET_MS) || 0,
            pushOverHttp: env.PW_TEST_PUSH_HTTP === '1',
          }
        : null,
    config: {
      claimGraceMs: numberFrom(env.PW_CLAIM_GRACE_MS, DEFAULT_CONFIG.claimGraceMs),
      createBurst: numberFrom(env.PW_CREATE_BURST, DEFAULT_CONFIG.createBurst),
      accountBurst: numberFrom(env.PW_ACCOUNT_BURST, DEFAULT_CONFIG.accountBurst),
      readBurst: numberFrom(env.PW_READ_BURST, DEFAULT_READ_BURST),
      trustProxy: env.PW_TRUST_PROXY === '1',
      abortAfterMs: numberFrom(env.PW_ABORT_MS, ABORT_AFTER_MS),
      raceJoinBurst: numberFrom(env.PW_RACE_JOIN_BURST, DEFAULT_RACE_JOIN_BURST),
    },
  };
}
