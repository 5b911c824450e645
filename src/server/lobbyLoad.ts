/**
 * The load test's lobby mode (`npm run --silent loadtest -- --servers URL,URL --lobby S
 * --players P`): S open real-time seeks, ten a seeker, each seeker keeping them alive through its
 * own lobby connection (through the servers in turn); a watcher waits until all S are listed
 * live; then P players, half through each server, join the quick-pairing pools at once (spread
 * over every pool) and each notes the time from its `pool-join` to its `paired`.
 *
 * Checked: every player is paired exactly once (and told so once, after a settle), each game has
 * exactly two players, and each player's seat link is its own. Its last line:
 * `lobby seeks S listed L players P paired N games G twice D unpaired U p50 X ms p99 Y ms`.
 * The servers need a creation burst above the seeks and identities made from one address
 * (PW_CREATE_BURST) and one COOKIE_SECRET.
 */
import { LobbyClient } from '../protocol/lobbyClient';
import { POOLS, type CreateSeekRequest } from '../protocol';

export interface LobbyLoadOptions {
  readonly servers: readonly string[];
  readonly seeks: number;
  readonly players: number;
  readonly concurrency: number;
  readonly settle: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SEEKS_A_SEEKER = 10;
const CLOCKS = ['1+0', '3+2', '5+3', '10+5', '15+10'];

/** Runs `jobs` with at most `limit` at once (the load test's games use it too). */
export async function inTurn<T>(jobs: Array<() => Promise<T>>, limit: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, jobs.length)) }, worker));
  return results;
}

/** A new anonymous identity's cookie on `server`. */
async function identity(server: string): Promise<string> {
  const response = await fetch(`${server}/api/me`);
  if (response.status !== 200) throw new Error(`identity: ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

export async function lobbyLoad(options: LobbyLoadOptions): Promise<void> {
  const { servers, concurrency } = options;
  const server = (i: number) => servers[i % servers.length]!;
  const open: LobbyClient[] = [];

  // 1. the seekers, each in the lobby, each with up to ten real-time seeks
  const seekers = Math.ceil(options.seeks / SEEKS_A_SEEKER);
  let made = 0;
  const seekStart = Date.now();
  await inTurn(
    Array.from({ length: seekers }, (_, i) => async () => {
      const cookie = await identity(server(i));
      open.push(await LobbyClient.open({ endpoint: server(i), headers: { Cookie: cookie } }));
      const count = Math.min(SEEKS_A_SEEKER, options.seeks - i * SEEKS_A_SEEKER);
      for (let n = 0; n < count; n++) {
        const seek: CreateSeekRequest = {
          variant: POOLS[n % POOLS.length]!.variant,
          clock: CLOCKS[n % CLOCKS.length]!,
          days: null,
          rated: false,
          color: 'random',
        };
        const response = await fetch(`${server(i + n)}/api/seeks`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Cookie: cookie },
          body: JSON.stringify(seek),
        });
        if (response.status !== 201) throw new Error(`seek: ${response.status}`);
        made++;
      }
    }),
    concurrency,
  );
  const watcher = await LobbyClient.open({ endpoint: server(1) });
  open.push(watcher);
  await watcher
    .waitFor(() => watcher.seeks.size >= made, 60_000, 'every seek listed')
    .catch(() => {});
  process.stdout.write(
    `${made} seeks by ${seekers} seekers made and listed (${watcher.seeks.size}) in ${((Date.now() - seekStart) / 1000).toFixed(1)} s\n`,
  );

  // 2. the players, in the lobby through both servers, then into the pools all at once
  const players = await inTurn(
    Array.from({ length: options.players }, (_, i) => async () => {
      const cookie = await identity(server(i));
      const client = await LobbyClient.open({ endpoint: server(i), headers: { Cookie: cookie } });
      open.push(client);
      return client;
    }),
    concurrency,
  );
  const joinedAt = new Map<LobbyClient, number>();
  const took: number[] = [];
  players.forEach((client, i) => {
    joinedAt.set(client, Date.now());
    client.joinPool(POOLS[i % POOLS.length]!.id);
  });
  const pairingStart = Date.now();
  await Promise.all(
    players.map((client) =>
      client
        .waitFor(() => client.paired.length > 0, 60_000, 'paired')
        .then(() => took.push(Date.now() - joinedAt.get(client)!))
        .catch(() => {}),
    ),
  );
  const pairingTime = Date.now() - pairingStart;
  await sleep(options.settle); // later waves: nobody may be paired again

  // 3. the checks
  const games = new Map<string, Set<string>>();
  let twice = 0;
  let unpaired = 0;
  for (const client of players) {
    if (client.paired.length === 0) unpaired++;
    if (client.paired.length > 1) twice++;
    for (const { gameId, url } of client.paired) {
      const seats = games.get(gameId) ?? new Set<string>();
      seats.add(url);
      games.set(gameId, seats);
    }
  }
  const badGames = [...games.values()].filter((seats) => seats.size !== 2).length;
  took.sort((a, b) => a - b);
  const percentile = (p: number) =>
    took.length ? took[Math.min(took.length - 1, Math.floor((p / 100) * took.length))]! : 0;
  process.stdout.write(
    `${took.length} players paired in ${(pairingTime / 1000).toFixed(1)} s;` +
      ` games with other than two seats: ${badGames}\n`,
  );
  await Promise.all(open.map((client) => client.close()));
  process.stdout.write(
    `lobby seeks ${made} listed ${watcher.seeks.size} players ${players.length} paired ${took.length}` +
      ` games ${games.size} twice ${twice} unpaired ${unpaired}` +
      ` p50 ${percentile(50)} ms p99 ${percentile(99)} ms\n`,
  );
}
