/**
 * The set-up of the server tests whose time moves by a restart (correspondence deadlines,
 * abandoned games' flags and aborts): servers started with PW_TEST=1 and PW_TEST_CLOCK_OFFSET_MS
 * (their clock that far ahead, serverOptions.ts) and an ended log shared by all of a file's
 * servers, anonymous identities, games created over HTTP, players joined with a cookie, what a
 * player is playing, the ends logged for a game and its events as a watcher sees them. Call
 * `sweptServers` once at the top of a test file: it registers the file's beforeAll and afterAll
 * (every server SIGKILLed, every player closed).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { CreateGameResponse, GameEvent, PlayingEntry } from '../../../src/protocol';
import { startServer, type GameServer } from './cluster';
import { join, pause, type Player } from './players';

export interface ServerPlace {
  readonly data?: string;
  readonly redis?: string;
  readonly database?: string;
}

/** The helpers of one test file; `env` is added to every server's environment. */
export function sweptServers(env: Record<string, string> = {}) {
  const open: Player[] = [];
  const running: GameServer[] = [];
  let log = '';

  beforeAll(() => {
    log = joinPath(mkdtempSync(joinPath(tmpdir(), 'pw-swept-')), 'ended.jsonl');
    writeFileSync(log, '');
  });

  afterAll(async () => {
    await Promise.all(open.map((p) => p.client.close()));
    await Promise.all(running.map((server) => server.kill('SIGKILL')));
  });

  /** A server whose clock is `offset` ms ahead, with the ended log and the test hooks. */
  async function serve(place: ServerPlace, offset = 0): Promise<GameServer> {
    const server = await startServer({
      ...place,
      env: { PW_ENDED_LOG: log, PW_TEST: '1', PW_TEST_CLOCK_OFFSET_MS: String(offset), ...env },
    });
    running.push(server);
    return server;
  }

  /** A player joined to `gameId` (with a seat's key and an identity's cookie, or watching). */
  async function player(server: GameServer, gameId: string, key?: string, cookie?: string) {
    const joined = await join([server.url], gameId, key, 20_000, cookie ? { Cookie: cookie } : {});
    open.push(joined);
    return joined;
  }

  /** The ended log's entries for `gameId`. */
  const endsOf = (gameId: string): Record<string, unknown>[] =>
    readFileSync(log, 'utf8')
      .split('\n')
      .filter((line) => line.includes(`"${gameId}"`))
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  /** The game's events as a watcher sees them. */
  async function eventsOf(server: GameServer, gameId: string): Promise<readonly GameEvent[]> {
    const watcher = await player(server, gameId);
    const events = [...watcher.client.events];
    await watcher.client.close();
    return events;
  }

  return { serve, player, endsOf, eventsOf };
}

/** A new anonymous identity's session cookie. */
export async function identity(server: GameServer): Promise<string> {
  const response = await fetch(`${server.url}/api/me`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

export async function create(server: GameServer, body: object): Promise<CreateGameResponse> {
  const response = await fetch(`${server.url}/api/games`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as CreateGameResponse;
}

/** `GET /api/me/playing` as the holder of `cookie` (or nobody) sees it. */
export async function playingOf(server: GameServer, cookie?: string): Promise<PlayingEntry[]> {
  const response = await fetch(`${server.url}/api/me/playing`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  expect(response.status).toBe(200);
  return (await response.json()) as PlayingEntry[];
}

export async function waitUntil(check: () => boolean | Promise<boolean>, ms = 30_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await pause(200);
  }
}
