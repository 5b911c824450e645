/**
 * The load test (`npm run --silent loadtest -- --servers URL[,URL…] --rooms R --watchers W
 * --turns T`): creates R games, spread over the servers, and joins two players and W watchers
 * to each (through the servers in turn, so that many clients reach a room's owner through
 * another process); then every room plays T turns (random legal Parallel worlds turns chosen
 * with src/rules; a finished game is followed by a rematch), one turn every `--interval` ms per
 * room. Each watcher notes when each turn reaches it.
 *
 * With `--lobby S` it loads the lobby instead (lobbyLoad.ts): S open seeks and `--players`
 * players pairing at once.
 *
 * Its last line: `rooms R watchers W turns N lost L rejected J p50 X ms p99 Y ms`, where N is
 * the turns the server accepted, L the turns that some watcher never received, J the turns the
 * server refused (none should be), and the latencies run from a player's send to a watcher's
 * receipt (all clients are in this process: one clock). Loopback only; bounded by its counts
 * and by `--deadline` seconds.
 */
import { GameClient } from '../protocol/client';
import { inTurn, lobbyLoad } from './lobbyLoad';
import { OnlineGame } from './game';
import type { CreateGameResponse, GameEvent, OnlineVariant } from '../protocol';
import { MOVE_END_TURN, legalMoves, makeMove, moveKind, play } from '../rules';

interface Options {
  servers: string[];
  rooms: number;
  watchers: number;
  turns: number;
  interval: number;
  variant: OnlineVariant;
  concurrency: number;
  deadline: number;
  settle: number;
  /** The lobby mode (lobbyLoad.ts): its open seeks (0: the games' mode) and its players. */
  lobby: number;
  players: number;
}

const USAGE = `usage: loadtest --servers URL[,URL…] [--rooms R] [--watchers W] [--turns T]
  [--interval MS] [--variant V] [--concurrency C] [--deadline S] [--settle MS]
  --rooms 10, --watchers 5, --turns 20: the defaults; --interval 1000: ms between a room's turns
  --concurrency 50: joins at once; --deadline 600: seconds before it gives up
  --lobby S [--players P]: the lobby mode instead (lobbyLoad.ts): S open seeks, P players (200)
  pairing at once
`;

function parseArgs(args: readonly string[]): Options {
  const options: Options = {
    servers: [],
    rooms: 10,
    watchers: 5,
    turns: 20,
    interval: 1000,
    variant: 'parallel-worlds',
    concurrency: 50,
    deadline: 600,
    settle: 3000,
    lobby: 0,
    players: 200,
  };
  for (let i = 0; i < args.length; i += 2) {
    const [name, value] = [args[i]!, args[i + 1]];
    if (name === '--help') {
      process.stdout.write(USAGE);
      process.exit(0);
    }
    if (value === undefined) throw new Error(`${name} needs a value`);
    const count = Number(value);
    switch (name) {
      case '--servers':
        options.servers = value.split(',').filter(Boolean);
        break;
      case '--variant':
        options.variant = value as OnlineVariant;
        break;
      case '--rooms':
      case '--watchers':
      case '--turns':
      case '--interval':
      case '--concurrency':
      case '--deadline':
      case '--settle':
      case '--lobby':
      case '--players':
        if (!Number.isInteger(count) || count < 0) throw new Error(`bad ${name} '${value}'`);
        options[name.slice(2) as 'rooms'] = count;
        break;
      default:
        throw new Error(`unknown option '${name.slice(0, 40)}'`);
    }
  }
  if (options.servers.length === 0) throw new Error('--servers is required');
  for (const server of options.servers) {
    const host = new URL(server).hostname;
    if (!/^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(host))
      throw new Error(`only loopback servers: '${server.slice(0, 40)}'`);
  }
  return options;
}

const cpuSeconds = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1e6;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A random whole turn for the position: legal sub-moves, sometimes ended early. */
function randomTurn(game: OnlineGame): string[] {
  let position = game.position!;
  const moves: string[] = [];
  for (;;) {
    const legal = legalMoves(position);
    const subs = legal.filter((move) => moveKind(move) !== MOVE_END_TURN);
    const canEnd = legal.length > subs.length;
    if (subs.length === 0 || (canEnd && Math.random() < 0.35)) {
      moves.push('end');
      return moves;
    }
    const move = subs[Math.floor(Math.random() * subs.length)]!;
    moves.push(makeMove(position, move));
    position = play(position, move);
    if (position.subMoves === 0) return moves;
  }
}

interface RoomRun {
  readonly created: CreateGameResponse;
  readonly players: [GameClient, GameClient];
  readonly watchers: GameClient[];
  readonly state: OnlineGame;
  /** nonce → time sent. */
  readonly sent: Map<string, number>;
  /** per watcher: nonces received. */
  readonly received: Array<Set<string>>;
  accepted: number;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  if (options.lobby > 0) {
    await lobbyLoad({ ...options, seeks: options.lobby });
    process.exit(0);
  }
  const { servers } = options;
  const deadline = Date.now() + options.deadline * 1000;
  const latencies: number[] = [];
  let rejected = 0;
  let joinFailures = 0;
  const started = Date.now();

  // 1. the games, spread over the servers
  const created = await inTurn(
    Array.from({ length: options.rooms }, (_, i) => async () => {
      let response: Response;
      for (let attempt = 0; ; attempt++) {
        response = await fetch(`${servers[(i + attempt) % servers.length]}/api/games`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ variant: options.variant }),
        });
        // a server's creation limit per address (PW_CREATE_BURST): wait for its bucket
        if (response.status !== 429 || Date.now() > deadline) break;
        await sleep(1000);
      }
      if (response.status !== 201) throw new Error(`creating a game: ${response.status}`);
      return (await response.json()) as CreateGameResponse;
    }),
    options.concurrency,
  );

  // 2. players and watchers, each through the next server
  const rooms: RoomRun[] = created.map((game) => ({
    created: game,
    players: [null, null] as unknown as [GameClient, GameClient],
    watchers: [],
    state: new OnlineGame(),
    sent: new Map(),
    received: Array.from({ length: options.watchers }, () => new Set<string>()),
    accepted: 0,
  }));
  const joins: Array<() => Promise<void>> = [];
  rooms.forEach((room, r) => {
    const order = (k: number) => {
      const first = (r + k) % servers.length;
      return [...servers.slice(first), ...servers.slice(0, first)];
    };
    for (let seat = 0; seat < 2; seat++)
      joins.push(async () => {
        const client = await GameClient.open({
          endpoints: order(seat),
          gameId: room.created.gameId,
          key: room.created.players[seat]!,
          onEvents:
            seat === 0
              ? (events: readonly GameEvent[]) => {
                  for (const event of events) {
                    if (event.v <= room.state.version) continue;
                    room.state.apply(event);
                    if (event.t === 'turn') room.accepted++;
                  }
                }
              : undefined,
          onRefused: (refusal) => {
            if (refusal.type === 'turn') rejected++;
          },
        });
        room.players[seat] = client;
      });
    for (let w = 0; w < options.watchers; w++)
      joins.push(async () => {
        const seen = room.received[w]!;
        try {
          const client = await GameClient.open({
            endpoints: order(w + 2),
            gameId: room.created.gameId,
            onEvents: (events) => {
              const now = Date.now();
              for (const event of events) {
                if (event.t !== 'turn' || seen.has(event.nonce)) continue;
                seen.add(event.nonce);
                const sent = room.sent.get(event.nonce);
                if (sent !== undefined) latencies.push(now - sent);
              }
            },
          });
          room.watchers.push(client);
        } catch {
          joinFailures++;
        }
      });
  });
  await inTurn(joins, options.concurrency);
  const joined = Date.now();
  process.stdout.write(
    `joined ${rooms.length * 2} players and ${rooms.length * options.watchers - joinFailures} watchers` +
      ` in ${((joined - started) / 1000).toFixed(1)} s\n`,
  );

  // 3. the turns
  const cpuBefore = process.cpuUsage();
  const playRoom = async (room: RoomRun) => {
    await sleep(Math.random() * options.interval);
    const first = room.players[0];
    for (let t = 0; t < options.turns && Date.now() < deadline; t++) {
      const turnStart = Date.now();
      if (room.state.outcome) {
        const version = room.state.version;
        room.players[0].send('rematch', { game: room.state.gameNumber, op: 'offer' });
        await first.waitFor(() => room.state.version > version, 20_000, 'rematch offer');
        room.players[1].send('rematch', { game: room.state.gameNumber, op: 'accept' });
        await first.waitFor(() => !room.state.outcome, 20_000, 'rematch');
      }
      const toMove = room.state.toMove;
      const mover = room.players[room.state.sideOf(0) === toMove ? 0 : 1];
      const nonce = `r${t}-${Math.random().toString(36).slice(2, 10)}`;
      const version = room.state.version;
      const moves = randomTurn(room.state);
      room.sent.set(nonce, Date.now());
      mover.sendTurn({ game: room.state.gameNumber, ply: room.state.ply, moves, nonce });
      try {
        await first.waitFor(
          () => room.state.version > version || !mover.unsent.has(nonce),
          30_000,
          `turn ${t}`,
        );
      } catch {
        break;
      }
      const wait = options.interval - (Date.now() - turnStart);
      if (wait > 0) await sleep(wait);
    }
  };
  await Promise.all(rooms.map(playRoom));
  const played = Date.now();

  // 4. what reached every watcher
  const expected = (room: RoomRun) =>
    room.state.events.filter((e) => e.t === 'turn').map((e) => (e as { nonce: string }).nonce);
  const missing = () =>
    rooms.reduce(
      (sum, room) =>
        sum +
        expected(room).filter((nonce) => room.received.some((seen) => !seen.has(nonce))).length,
      0,
    );
  for (let waited = 0; waited < options.settle && missing() > 0; waited += 100) await sleep(100);
  const lost = missing();
  const turns = rooms.reduce((sum, room) => sum + room.accepted, 0);
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies.length
      ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!
      : 0;
  process.stdout.write(
    `played ${turns} turns in ${((played - joined) / 1000).toFixed(1)} s` +
      ` (${(turns / Math.max(0.001, (played - joined) / 1000)).toFixed(1)} turns/s,` +
      ` ${latencies.length} deliveries, max ${latencies.at(-1) ?? 0} ms, watcher joins failed ${joinFailures};` +
      ` this process used ${cpuSeconds(process.cpuUsage(cpuBefore)).toFixed(1)} s of CPU)\n`,
  );
  await Promise.all(
    rooms.flatMap((room) => [...room.players, ...room.watchers].map((c) => c?.close())),
  );
  process.stdout.write(
    `rooms ${rooms.length} watchers ${options.watchers} turns ${turns} lost ${lost} rejected ${rejected}` +
      ` p50 ${percentile(50)} ms p99 ${percentile(99)} ms\n`,
  );
  process.exit(0);
}

main().catch((error: unknown) => {
  process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
