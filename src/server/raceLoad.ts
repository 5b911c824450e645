/**
 * The load test's race mode (`npm run --silent loadtest -- --servers URL,URL --race P
 * [--puzzles N] [--seconds S] [--pace MS]`, issue 45): one puzzle race of P players, all in one
 * room, as a hall would be. A host creates it (`POST /api/races`) and joins, one screen joins, the
 * P players join through the servers in turn (the protocol's RaceClient, as a phone's page
 * would); the host starts it; each player then answers its puzzles in order, one every `--pace` ms
 * on average (uniform between half and one and a half of it), four in five right (the puzzle's
 * solver turns), the rest a wrong claim (another puzzle's solution), until the race ends.
 *
 * Measured: a leaderboard update's delay — from the moment a player sends an answer to the
 * moment each other player, the host and the screen receive a `race-board` that includes it (its
 * `seq` at least the answer's, which the answerer learns from its `race-answered`). Its last line:
 * `race players P answers A deliveries D lost L p50 X ms p99 Y ms host p50 X ms p99 Y ms
 * loop p99 Z ms` (lost: answers some receiver never saw a board for; loop: this generator's own
 * event-loop delay, which the figures include). The servers need PW_RACE_JOIN_BURST above P (the
 * players all come from this one address).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { RaceClient } from '../protocol/raceClient';
import type { CreateRaceResponse, OnlineVariant } from '../protocol';
import { inTurn } from './lobbyLoad';
import { loadPuzzleCatalog } from './puzzleCatalog';

export interface RaceLoadOptions {
  readonly servers: readonly string[];
  readonly players: number;
  readonly puzzles: number;
  readonly seconds: number;
  readonly pace: number;
  readonly variant: OnlineVariant;
  readonly concurrency: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const RIGHT_SHARE = 0.8;
const COUNTDOWN_SECONDS = 3;

const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

export async function raceLoad(options: RaceLoadOptions): Promise<void> {
  const { servers, players, pace } = options;
  const catalog = loadPuzzleCatalog('assets/puzzles');
  const created = await fetch(`${servers[0]}/api/races`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      variant: options.variant,
      count: options.puzzles,
      seconds: options.seconds,
      countdown: COUNTDOWN_SECONDS,
    }),
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
  const { code, key } = (await created.json()) as CreateRaceResponse;

  // per answer (by its seq): when it was sent and by whom; per receiver, the boards' arrivals
  const sentAt = new Map<number, { at: number; by: number }>();
  const seen: number[] = []; // per receiver: the highest seq of a board it received
  const receipts: { seq: number; receiver: number; at: number }[] = [];
  const receiver = (index: number) => (board: { seq: number }) => {
    const at = performance.now();
    for (let seq = (seen[index] ?? 0) + 1; seq <= board.seq; seq++)
      receipts.push({ seq, receiver: index, at });
    seen[index] = Math.max(seen[index] ?? 0, board.seq);
  };
  const pending = new Map<string, number>(); // `${player} ${index}` → sent at
  const open = (index: number, as: { key?: string; name?: string }) =>
    RaceClient.open({
      endpoints: [
        ...servers.slice(index % servers.length),
        ...servers.slice(0, index % servers.length),
      ],
      code,
      ...as,
      patienceMs: 60_000,
      onBoard: receiver(index),
      onAnswered: ({ index: puzzle, seq }) => {
        const sent = pending.get(`${index} ${puzzle}`);
        if (sent !== undefined) sentAt.set(seq, { at: sent, by: index });
      },
    });
  // receivers 0 and 1 are the host and the screen; players from 2
  const host = await open(0, { key });
  const screen = await open(1, {});
  const joinStarted = performance.now();
  const racers = await inTurn(
    Array.from({ length: players }, (_, i) => () => open(i + 2, { name: `Player ${i + 1}` })),
    options.concurrency,
  );
  const joinMs = performance.now() - joinStarted;
  process.stdout.write(`joined ${players} players in ${Math.round(joinMs)} ms\n`);

  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  host.start();
  await host.waitFor(() => host.times?.phase === 'racing', 60_000, 'the start');
  const puzzles = host.welcome!.puzzles;
  const solverTurns = (id: string) =>
    catalog.byId(id)!.solution.filter((_turn, index) => index % 2 === 0);
  const finished = () => host.times?.phase === 'finished';
  await Promise.all(
    racers.map(async (client, i) => {
      const index = i + 2;
      for (let puzzle = 0; puzzle < puzzles.length && !finished(); puzzle++) {
        await sleep(pace * (0.5 + Math.random()));
        if (finished()) break;
        const right = Math.random() < RIGHT_SHARE;
        const turns = solverTurns(puzzles[right ? puzzle : (puzzle + 1) % puzzles.length]!);
        pending.set(`${index} ${puzzle}`, performance.now());
        client.answer(puzzle, turns);
        await client
          .waitFor(() => client.answers.length > puzzle || finished(), 30_000, 'an answer')
          .catch(() => {});
      }
    }),
  );
  await host.waitFor(finished, options.seconds * 1000 + 60_000, 'the end');
  await sleep(1000); // the last boards
  loop.disable();

  const all: number[] = [];
  const hosts: number[] = [];
  const got = new Set<string>();
  for (const { seq, receiver: r, at } of receipts) {
    const sent = sentAt.get(seq);
    if (!sent || sent.by === r) continue;
    got.add(`${seq} ${r}`);
    all.push(at - sent.at);
    if (r === 0) hosts.push(at - sent.at);
  }
  const receivers = players + 2;
  const lost = [...sentAt.keys()].filter((seq) => {
    for (let r = 0; r < receivers; r++)
      if (r !== sentAt.get(seq)!.by && !got.has(`${seq} ${r}`)) return true;
    return false;
  }).length;
  all.sort((a, b) => a - b);
  hosts.sort((a, b) => a - b);
  const ms = (value: number) => `${Math.round(value)} ms`;
  process.stdout.write(
    `race players ${players} answers ${sentAt.size} deliveries ${all.length} lost ${lost} ` +
      `p50 ${ms(percentile(all, 0.5))} p99 ${ms(percentile(all, 0.99))} ` +
      `host p50 ${ms(percentile(hosts, 0.5))} p99 ${ms(percentile(hosts, 0.99))} ` +
      `loop p99 ${ms(loop.percentile(99) / 1e6)}\n`,
  );
  await Promise.all([host, screen, ...racers].map((client) => client.close()));
}
