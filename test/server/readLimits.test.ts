/**
 * The rate limit of the reads (http.ts, docs/online.md §Security) on a real server process: the
 * archive, a player's page and games, rating histories, leaderboards, `GET /api/me/playing`, the
 * seeks' list and the push key are limited per address. A reader who goes through a player's
 * page and the leaderboards as a person does is never refused on a server with the default burst;
 * past a small burst (PW_READ_BURST=5) a burst of requests is answered 429 `rate-limited` with a
 * `Retry-After`, on every one of those routes. All requests come from 127.0.0.1, one address.
 *
 * Behind a trusted proxy (PW_TRUST_PROXY=1) the address is the last entry of `X-Forwarded-For`, so
 * two clients of the proxy have a bucket each, and an entry a client wrote before it changes
 * nothing; without it the header is ignored.
 *
 * The bucket refills ten a second, so the burst is sent at once (60 requests in flight): however
 * slow the machine, they cannot all be served before the bucket runs dry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type GameServer } from './support/cluster';

/** One of each limited read (a player and a game nobody has: their 404s count as reads too). */
const READS = [
  '/api/leaderboard/parallel-worlds',
  '/api/leaderboard/plunder',
  '/api/players/nobody_here',
  '/api/players/nobody_here/games?max=5',
  '/api/players/nobody_here/ratings/plunder',
  '/api/games/no-such-game',
  '/api/me/playing',
  '/api/seeks',
  '/api/push/key',
];

const servers: GameServer[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill('SIGTERM')));
});

async function serve(env: Record<string, string> = {}): Promise<GameServer> {
  const server = await startServer({ env });
  servers.push(server);
  return server;
}

describe('the reads’ rate limit', () => {
  let normal: GameServer;
  let tight: GameServer;
  beforeAll(async () => {
    [normal, tight] = await Promise.all([serve(), serve({ PW_READ_BURST: '5' })]);
  });

  it('never refuses a reader going through the pages one request at a time', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++)
      for (const path of READS) statuses.push((await fetch(`${normal.url}${path}`)).status);
    expect(statuses).toHaveLength(27);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([200, 404]));
  });

  it('answers a burst past the limit 429 rate-limited with Retry-After, on every read', async () => {
    const burst = await Promise.all(
      Array.from({ length: 60 }, () => fetch(`${tight.url}/api/leaderboard/plunder`)),
    );
    const refused = burst.filter((response) => response.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(burst.filter((response) => response.status === 200).length).toBeGreaterThanOrEqual(5);
    for (const response of refused) {
      expect(await response.json()).toEqual({ error: 'rate-limited' });
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    // the bucket is the address's, across routes: every read is refused while it is dry
    const next = await Promise.all(
      READS.flatMap((path) => Array.from({ length: 6 }, () => fetch(`${tight.url}${path}`))),
    );
    const refusedPaths = new Set(
      READS.filter((_, i) => next.slice(i * 6, i * 6 + 6).some((r) => r.status === 429)),
    );
    expect([...refusedPaths]).toEqual(READS);
    for (const response of next)
      if (response.status === 429) expect(await response.text()).not.toMatch(/at .+:\d+:\d+/);
  });
});

/** How many of `statuses` went through: a fresh bucket lets its burst of 5 through at once. */
const served = (statuses: number[]) => statuses.filter((status) => status === 200).length;

/** `count` requests at once to `path`, with `X-Forwarded-For: forwarded`: their statuses. */
async function burst(server: GameServer, count: number, forwarded: string): Promise<number[]> {
  const headers = { 'X-Forwarded-For': forwarded };
  const answers = await Promise.all(
    Array.from({ length: count }, () =>
      fetch(`${server.url}/api/leaderboard/plunder`, { headers }),
    ),
  );
  return answers.map((response) => response.status);
}

describe('the client’s address behind a proxy', () => {
  it('is the last X-Forwarded-For entry with PW_TRUST_PROXY=1, the socket’s without', async () => {
    const [trusting, plain] = await Promise.all([
      serve({ PW_READ_BURST: '5', PW_TRUST_PROXY: '1' }),
      serve({ PW_READ_BURST: '5' }),
    ]);
    expect(await burst(trusting, 60, '10.0.0.1')).toContain(429);
    // another client of the proxy has its own bucket; a forged first entry is not the address
    // (the dry bucket refills ten a second: a request or two may pass meanwhile, never five)
    expect(await burst(trusting, 3, '10.0.0.2')).toEqual([200, 200, 200]);
    expect(await burst(trusting, 3, '10.0.0.2, 10.0.0.3')).toEqual([200, 200, 200]);
    expect(served(await burst(trusting, 10, '10.0.0.4, 10.0.0.1'))).toBeLessThan(5);
    // not trusted: every request is the socket's, whatever the header says
    expect(await burst(plain, 60, '10.0.0.1')).toContain(429);
    expect(served(await burst(plain, 10, '10.0.0.2'))).toBeLessThan(5);
  });
});
