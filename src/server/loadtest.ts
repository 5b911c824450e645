/**
 * The load test (`npm run --silent loadtest -- --servers URL[,URL…] --rooms R --watchers W
 * --turns T [--interval MS] [--procs N] [--big B]`): creates R games, spread over the servers,
 * and joins two players and W watchers to each (through the servers in turn, so that many
 * clients reach a room's owner through another process); then every room plays T turns (random
 * legal Parallel worlds turns chosen with src/rules; a finished game is followed by a rematch),
 * one turn every `--interval` ms per room. `--big B` adds one room of B watchers (an event's
 * audience), reported on a line of its own as well.
 *
 * It is lean enough to measure the server rather than itself: N generator processes (`--procs`,
 * forked from this one, started in step by it, each with its own sockets, so that none nears the
 * file-descriptor limit); watchers are plain WebSocket clients (loadWatcher.ts) that decode each
 * frame once and replay no rules; a room's two players (the reference client, GameClient) live
 * in one process, and only they follow the game through the rules, to choose the next turn. The
 * time a turn was sent rides in its nonce, so a watcher in any process measures its latency on
 * the machine's one clock. Each process prints its own event-loop load (utilisation, delay p50 /
 * p99 of perf_hooks) and CPU beside the figures: a busy generator measures itself.
 *
 * With `--lobby S` it loads the lobby instead (lobbyLoad.ts): S open seeks and `--players`
 * players pairing at once; with `--race P` one puzzle race of P players (raceLoad.ts), timing
 * a leaderboard update from an answer's send to the other players', the host's and a screen's
 * receipt.
 *
 * Its last line: `rooms R watchers W turns N lost L rejected J p50 X ms p99 Y ms`, where N is
 * the turns the server accepted, L the turns that some watcher never received (per room, the
 * most any one watcher of it missed), J the turns the server refused (none should be), and the
 * latencies run from a player's send to a watcher's receipt. Loopback only; bounded by its
 * counts and by `--deadline` seconds.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { GameClient } from '../protocol/client';
import { inTurn, lobbyLoad } from './lobbyLoad';
import { raceLoad } from './raceLoad';
import { openWatcher, type Watcher } from './loadWatcher';
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
  /** Generator processes. */
  procs: number;
  /** Watchers of one more room (0: none). */
  big: number;
  /** The lobby mode (lobbyLoad.ts): its open seeks (0: the games' mode) and its players. */
  lobby: number;
  players: number;
  /** The race mode (raceLoad.ts): its players (0: another mode), puzzles, seconds, pace (ms). */
  race: number;
  puzzles: number;
  seconds: number;
  pace: number;
}

const USAGE = `usage: loadtest --servers URL[,URL…] [--rooms R] [--watchers W] [--turns T]
  [--interval MS] [--procs N] [--big B] [--variant V] [--concurrency C] [--deadline S] [--settle MS]
  --rooms 10, --watchers 5, --turns 20: the defaults; --interval 1000: ms between a room's turns
  --procs 1: generator processes (each with its own sockets); --big 0: one more room of B watchers
  --concurrency 50: joins at once (per process); --deadline 600: seconds before it gives up
  --lobby S [--players P]: the lobby mode instead (lobbyLoad.ts): S open seeks, P players (200)
  pairing at once
  --race P [--puzzles 20] [--seconds 120] [--pace 8000]: the race mode (raceLoad.ts): one puzzle
  race of P players answering one puzzle every pace ms on average
`;

const COUNTS = [
  'rooms',
  'watchers',
  'turns',
  'interval',
  'concurrency',
  'deadline',
  'settle',
  'procs',
  'big',
  'lobby',
  'players',
  'race',
  'puzzles',
  'seconds',
  'pace',
] as const;

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
    procs: 1,
    big: 0,
    lobby: 0,
    players: 200,
    race: 0,
    puzzles: 20,
    seconds: 120,
    pace: 8000,
  };
  for (let i = 0; i < args.length; i += 2) {
    const [name, value] = [args[i]!, args[i + 1]];
    if (name === '--help') {
      process.stdout.write(USAGE);
      process.exit(0);
    }
    if (value === undefined) throw new Error(`${name} needs a value`);
    const count = Number(value);
    const key = name.slice(2) as (typeof COUNTS)[number];
    if (name === '--servers') options.servers = value.split(',').filter(Boolean);
    else if (name === '--variant') options.variant = value as OnlineVariant;
    else if (COUNTS.includes(key)) {
      if (!Number.isInteger(count) || count < 0) throw new Error(`bad ${name} '${value}'`);
      options[key] = count;
    } else throw new Error(`unknown option '${name.slice(0, 40)}'`);
  }
  if (options.servers.length === 0) throw new Error('--servers is required');
  if (options.procs < 1 || options.procs > 16) throw new Error('--procs is 1 to 16');
  for (const server of options.servers) {
    const host = new URL(server).hostname;
    if (!/^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(host))
      throw new Error(`only loopback servers: '${server.slice(0, 40)}'`);
  }
  return options;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The machine's clock in ms, finer than Date.now() and the same in every process. */
const now = () => performance.timeOrigin + performance.now();

/** The event loop's delay is sampled by a timer of this period (ms), which it then includes. */
const DELAY_RESOLUTION_MS = 10;

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

/** A nonce that carries the time it was sent (ms, base 36): `s<time>-<random>`. */
const nonceAt = (sent: number) =>
  `s${Math.round(sent * 10).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const sentOf = (nonce: string) =>
  nonce.startsWith('s') ? parseInt(nonce.slice(1, nonce.indexOf('-')), 36) / 10 : NaN;

// ---- the work of one generator process ----

/** What a process is given of a room: its game, and which of its clients are this process's. */
interface RoomPart {
  readonly index: number;
  readonly created: CreateGameResponse;
  /** Whether this process plays the room (its two players). */
  readonly plays: boolean;
  /** The indices of the room's watchers that join from this process. */
  readonly watchers: readonly number[];
  /** Whether it is the big room (`--big`). */
  readonly big: boolean;
}

type ToWorker =
  | { t: 'join'; options: Options; rooms: RoomPart[] }
  | { t: 'watch' }
  | { t: 'play'; at: number }
  | { t: 'report' };

/** A process's load while the turns were played. */
interface LoopLoad {
  readonly utilisation: number;
  /** The loop's delay beyond its sampling timer's period, ms. */
  readonly delayP50: number;
  readonly delayP99: number;
  readonly cpu: number;
  readonly rssMb: number;
}

type FromWorker =
  | { t: 'seated'; players: number }
  | { t: 'joined'; watchers: number; failed: number }
  | { t: 'played'; accepted: Record<number, number>; refusals: Record<string, number> }
  | {
      t: 'report';
      latencies: number[];
      /** The latencies of the turns sent in the second half of the play (steady, past the joins). */
      later: number[];
      big: number[];
      /** Per room index: the turns each of its watchers here received. */
      received: Record<number, number[]>;
      load: LoopLoad;
    };

/** A room this process plays: its players, and its game as the first player sees it. */
class PlayedRoom {
  readonly state = new OnlineGame();
  players!: [GameClient, GameClient];
  accepted = 0;
  private waiting: Array<() => void> = [];

  constructor(readonly part: RoomPart) {}

  /** Called after each message of the first player: wakes whoever waits for a change. */
  changed(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const wake of waiting) wake();
  }

  /** Resolves when `test()` holds (checked after each change), rejects after `ms`. */
  async until(test: () => boolean, ms: number, what: string): Promise<void> {
    const end = Date.now() + ms;
    while (!test()) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(1, end - Date.now()));
        this.waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}

async function worker(): Promise<void> {
  const send = (message: FromWorker) => process.send!(message);
  const order = <T>(list: readonly T[], first: number) => {
    const start = first % list.length;
    return [...list.slice(start), ...list.slice(0, start)];
  };
  let options!: Options;
  let played: PlayedRoom[] = [];
  const watchers: Watcher[] = [];
  const latencies: number[] = [];
  const later: number[] = [];
  /** When the second half of the play begins (ms, the machine's clock). */
  let half = Infinity;
  const big: number[] = [];
  const received: Record<number, number[]> = {};
  /** The turns refused, by code. */
  const refusals: Record<string, number> = {};
  const delay = monitorEventLoopDelay({ resolution: DELAY_RESOLUTION_MS });
  let loadFrom = { elu: performance.eventLoopUtilization(), cpu: process.cpuUsage() };

  let parts: RoomPart[] = [];
  /**
   * The players first, White's before Black's, so that each room is made by the process its
   * first player asked (the servers in turn), before any watcher asks for it.
   */
  const seatPlayers = async () => {
    played = parts.filter((room) => room.plays).map((room) => new PlayedRoom(room));
    for (const seat of [0, 1] as const) {
      const jobs = played.map((room) => async () => {
        const client = await GameClient.open({
          endpoints: order(options.servers, room.part.index + seat),
          gameId: room.part.created.gameId,
          key: room.part.created.players[seat]!,
          onEvents:
            seat === 0
              ? (events: readonly GameEvent[]) => {
                  for (const event of events) {
                    if (event.v <= room.state.version) continue;
                    room.state.apply(event);
                    if (event.t === 'turn') room.accepted++;
                  }
                  room.changed();
                }
              : undefined,
          onAck: () => room.changed(),
          onRefused: (refusal) => {
            if (refusal.type === 'turn') refusals[refusal.code] = (refusals[refusal.code] ?? 0) + 1;
            room.changed();
          },
        });
        (room.players ??= [client, client])[seat] = client;
      });
      await inTurn(jobs, options.concurrency);
    }
    send({ t: 'seated', players: played.length * 2 });
  };

  const watch = async () => {
    let failed = 0;
    let watching = 0;
    const jobs: Array<() => Promise<void>> = [];
    for (const room of parts) {
      const counts = (received[room.index] = room.watchers.map(() => 0));
      room.watchers.forEach((w, i) =>
        jobs.push(async () => {
          for (let attempt = 0; ; attempt++) {
            try {
              const endpoint = order(options.servers, room.index + w + 2)[0]!;
              const watcher = await openWatcher(
                endpoint,
                room.created.gameId,
                (event) => {
                  counts[i]!++;
                  const sent = sentOf(event.nonce);
                  if (Number.isNaN(sent)) return;
                  const latency = now() - sent;
                  latencies.push(latency);
                  if (sent >= half) later.push(latency);
                  if (room.big) big.push(latency);
                },
                () => {},
              );
              watchers.push(watcher);
              watching++;
              return;
            } catch {
              if (attempt >= 2) {
                failed++;
                return;
              }
              await sleep(500 * (attempt + 1));
            }
          }
        }),
      );
    }
    await inTurn(jobs, options.concurrency);
    send({ t: 'joined', watchers: watching, failed });
  };

  const playRoom = async (room: PlayedRoom, deadline: number) => {
    await sleep(Math.random() * options.interval);
    for (let t = 0; t < options.turns && Date.now() < deadline; t++) {
      const turnStart = Date.now();
      if (room.state.outcome) {
        const version = room.state.version;
        room.players[0].send('rematch', { game: room.state.gameNumber, op: 'offer' });
        await room.until(() => room.state.version > version, 20_000, 'rematch offer');
        room.players[1].send('rematch', { game: room.state.gameNumber, op: 'accept' });
        await room.until(() => !room.state.outcome, 20_000, 'rematch');
      }
      const mover = room.players[room.state.sideOf(0) === room.state.toMove ? 0 : 1];
      const version = room.state.version;
      const moves = randomTurn(room.state);
      const nonce = nonceAt(now());
      mover.sendTurn({ game: room.state.gameNumber, ply: room.state.ply, moves, nonce });
      try {
        await room.until(
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

  process.on('message', (message: ToWorker) => {
    if (message.t === 'join') {
      options = message.options;
      parts = message.rooms;
      void seatPlayers();
    } else if (message.t === 'watch') void watch();
    else if (message.t === 'play') {
      void (async () => {
        await sleep(Math.max(0, message.at - Date.now()));
        half = message.at + (options.turns * options.interval) / 2;
        delay.enable();
        loadFrom = { elu: performance.eventLoopUtilization(), cpu: process.cpuUsage() };
        const deadline = Date.now() + options.deadline * 1000;
        await Promise.all(played.map((room) => playRoom(room, deadline).catch(() => {})));
        const accepted: Record<number, number> = {};
        for (const room of played) accepted[room.part.index] = room.accepted;
        send({ t: 'played', accepted, refusals });
      })();
    } else {
      delay.disable();
      const cpu = process.cpuUsage(loadFrom.cpu);
      const load: LoopLoad = {
        utilisation: performance.eventLoopUtilization(loadFrom.elu).utilization,
        delayP50: Math.max(0, delay.percentile(50) / 1e6 - DELAY_RESOLUTION_MS),
        delayP99: Math.max(0, delay.percentile(99) / 1e6 - DELAY_RESOLUTION_MS),
        cpu: (cpu.user + cpu.system) / 1e6,
        rssMb: process.memoryUsage.rss() / 2 ** 20,
      };
      send({ t: 'report', latencies, later, big, received, load });
      for (const watcher of watchers) watcher.close();
      void Promise.all(played.flatMap((room) => room.players.map((c) => c.close()))).finally(() =>
        setTimeout(() => process.exit(0), 200),
      );
    }
  });
}

// ---- the coordinator ----

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
}

/** Waits for one message of type `t` from every worker. */
function fromAll<T extends FromWorker['t']>(
  workers: readonly ChildProcess[],
  t: T,
): Promise<Array<Extract<FromWorker, { t: T }>>> {
  return Promise.all(
    workers.map(
      (child) =>
        new Promise<Extract<FromWorker, { t: T }>>((resolve, reject) => {
          const listen = (message: FromWorker) => {
            if (message.t !== t) return;
            child.off('message', listen);
            resolve(message as Extract<FromWorker, { t: T }>);
          };
          child.on('message', listen);
          child.once('exit', (code) => reject(new Error(`a generator process exited (${code})`)));
        }),
    ),
  );
}

async function coordinate(options: Options): Promise<void> {
  const { servers } = options;
  const deadline = Date.now() + options.deadline * 1000;
  const started = Date.now();

  // 1. the games, spread over the servers
  const count = options.rooms + (options.big > 0 ? 1 : 0);
  const created = await inTurn(
    Array.from({ length: count }, (_, i) => async () => {
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

  // 2. the generator processes, each given its share of the players and watchers
  const procs = options.procs;
  const workers = Array.from({ length: procs }, () =>
    fork(process.argv[1]!, ['--worker'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
  );
  const parts: RoomPart[][] = workers.map(() => []);
  created.forEach((game, index) => {
    const big = options.big > 0 && index === options.rooms;
    const watchers = big ? options.big : options.watchers;
    for (let p = 0; p < procs; p++) {
      const mine = Array.from({ length: watchers }, (_, w) => w).filter(
        (w) => (index + w) % procs === p,
      );
      const plays = index % procs === p;
      if (plays || mine.length > 0)
        parts[p]!.push({ index, created: game, plays, watchers: mine, big });
    }
  });
  const seatedAll = fromAll(workers, 'seated');
  workers.forEach((child, p) => child.send({ t: 'join', options, rooms: parts[p] } as ToWorker));
  const seated = await seatedAll;
  const joinedAll = fromAll(workers, 'joined');
  for (const child of workers) child.send({ t: 'watch' } as ToWorker);
  const joined = await joinedAll;
  const watching = joined.reduce((sum, j) => sum + j.watchers, 0);
  const failed = joined.reduce((sum, j) => sum + j.failed, 0);
  const joinedAt = Date.now();
  process.stdout.write(
    `joined ${seated.reduce((sum, j) => sum + j.players, 0)} players and ${watching} watchers` +
      ` in ${((joinedAt - started) / 1000).toFixed(1)} s over ${procs} generator process(es)` +
      ` (watcher joins failed ${failed})\n`,
  );

  // 3. the turns, started in step
  const playedAll = fromAll(workers, 'played');
  const at = Date.now() + 500;
  for (const child of workers) child.send({ t: 'play', at } as ToWorker);
  const played = await playedAll;
  const playedAt = Date.now();
  await sleep(options.settle);

  // 4. what reached every watcher, and each process's load
  const reportsAll = fromAll(workers, 'report');
  for (const child of workers) child.send({ t: 'report' } as ToWorker);
  const reports = await reportsAll;
  const accepted = new Map<number, number>();
  for (const p of played)
    for (const [index, n] of Object.entries(p.accepted)) accepted.set(Number(index), n);
  const receivedBy = new Map<number, number[]>();
  for (const r of reports)
    for (const [index, counts] of Object.entries(r.received))
      receivedBy.set(Number(index), [...(receivedBy.get(Number(index)) ?? []), ...counts]);
  let lost = 0;
  for (const [index, turns] of accepted)
    lost += Math.max(0, ...(receivedBy.get(index) ?? []).map((n) => turns - n));
  const turns = [...accepted.values()].reduce((sum, n) => sum + n, 0);
  const refused: Record<string, number> = {};
  for (const p of played)
    for (const [code, n] of Object.entries(p.refusals)) refused[code] = (refused[code] ?? 0) + n;
  const rejected = Object.values(refused).reduce((sum, n) => sum + n, 0);
  if (rejected > 0) process.stdout.write(`turns refused: ${JSON.stringify(refused)}\n`);
  const latencies = reports.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const steady = reports.flatMap((r) => r.later).sort((a, b) => a - b);
  const seconds = Math.max(0.001, (playedAt - joinedAt) / 1000);
  for (const [p, { load }] of reports.entries())
    process.stdout.write(
      `generator ${p + 1}/${procs}: event loop ${(load.utilisation * 100).toFixed(0)} % busy,` +
        ` delay p50 ${load.delayP50.toFixed(1)} ms p99 ${load.delayP99.toFixed(1)} ms,` +
        ` CPU ${load.cpu.toFixed(1)} s, RSS ${load.rssMb.toFixed(0)} MB\n`,
    );
  process.stdout.write(
    `played ${turns} turns in ${seconds.toFixed(1)} s (${(turns / seconds).toFixed(1)} turns/s,` +
      ` ${latencies.length} deliveries, max ${Math.round(latencies.at(-1) ?? 0)} ms)\n`,
  );
  process.stdout.write(
    `second half of the play: ${steady.length} deliveries,` +
      ` p50 ${percentile(steady, 50)} ms p99 ${percentile(steady, 99)} ms\n`,
  );
  if (options.big > 0) {
    const big = reports.flatMap((r) => r.big).sort((a, b) => a - b);
    process.stdout.write(
      `big room: ${options.big} watchers, ${big.length} deliveries,` +
        ` p50 ${percentile(big, 50)} ms p99 ${percentile(big, 99)} ms\n`,
    );
  }
  process.stdout.write(
    `rooms ${created.length} watchers ${options.watchers} turns ${turns} lost ${lost}` +
      ` rejected ${rejected} p50 ${percentile(latencies, 50)} ms p99 ${percentile(latencies, 99)} ms\n`,
  );
  await Promise.all(workers.map((child) => new Promise((resolve) => child.once('exit', resolve))));
  process.exit(0);
}

async function main(): Promise<void> {
  if (process.argv[2] === '--worker') return worker();
  const options = parseArgs(process.argv.slice(2));
  if (options.lobby > 0) {
    await lobbyLoad({ ...options, seeks: options.lobby });
    process.exit(0);
  }
  if (options.race > 0) {
    await raceLoad({ ...options, players: options.race });
    process.exit(0);
  }
  await coordinate(options);
}

main().catch((error: unknown) => {
  process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
