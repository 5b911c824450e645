/**
 * Puzzle races across processes (issue 45): redis-server, PostgreSQL and two game-server
 * processes, this test process the host, the players and a screen (the protocol's RaceClient).
 * A race created through one process and joined through both; a duplicate name, a bad name, a
 * bad code refused; answers verified by the server (a claimed solution that is none counts
 * wrong), the leaderboard's order, the host's grid, a player coming back with its token keeping
 * its score, the race going on after the process that held it is killed, and new players' joins
 * rate-limited per address (PW_RACE_JOIN_BURST).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RaceClient, type RaceClientOptions } from '../../src/protocol/raceClient';
import type { CreateRaceResponse, Refusal } from '../../src/protocol';
import { loadPuzzleCatalog } from '../../src/server/puzzleCatalog';
import { startRedis, startServer, type GameServer, type Redis } from './support/cluster';
import { startPostgres, type Postgres } from './support/postgres';

const JOIN_BURST = 10;
const catalog = loadPuzzleCatalog('assets/puzzles');

let redis: Redis;
let postgres: Postgres;
let servers: GameServer[] = [];
const open: RaceClient[] = [];
async function racer(
  code: string,
  as: Partial<RaceClientOptions>,
  first = 0,
): Promise<{ client: RaceClient; refusals: Refusal[] }> {
  const list = servers.map((server) => server.url);
  const refusals: Refusal[] = [];
  const client = await RaceClient.open({
    endpoints: [...list.slice(first), ...list.slice(0, first)],
    code,
    patienceMs: 20_000,
    onRefused: (refusal) => refusals.push(refusal),
    ...as,
  });
  open.push(client);
  return { client, refusals };
}

/** The join error of a join that must fail. */
async function refusedJoin(code: string, as: Partial<RaceClientOptions>): Promise<string> {
  return racer(code, { patienceMs: 3000, ...as }).then(
    () => 'joined',
    (error: Error) => error.message,
  );
}

async function createRace(body: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${servers[0]!.url}/api/races`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** The solver's turns of a puzzle (its solution's even places). */
const solverTurns = (id: string): string[] =>
  catalog.byId(id)!.solution.filter((_turn, index) => index % 2 === 0);

beforeAll(async () => {
  [redis, postgres] = await Promise.all([startRedis(), startPostgres()]);
  const place = {
    redis: redis.url,
    database: postgres.url,
    env: { PW_RACE_JOIN_BURST: String(JOIN_BURST) },
  };
  servers = await Promise.all([startServer(place), startServer(place)]);
});

afterAll(async () => {
  await Promise.all(open.map((client) => client.close()));
  await Promise.all(servers.map((server) => server.kill('SIGKILL')));
  redis?.stop();
  postgres?.destroy();
});

describe('a puzzle race across two processes', () => {
  it('creating a race checks its body', async () => {
    expect(await createRace({ variant: 'nope' })).toEqual({
      status: 400,
      body: { error: 'bad-variant' },
    });
    expect(await createRace({ variant: 'plunder', count: 0 })).toEqual({
      status: 400,
      body: { error: 'bad-count' },
    });
    expect(await createRace({ variant: 'plunder', min: 1500, max: 1000 })).toEqual({
      status: 400,
      body: { error: 'bad-max' },
    });
    expect((await createRace([])).body).toEqual({ error: 'bad-body' });
  });

  it('a host, three players and a screen race; the server judges every answer', async () => {
    const created = await createRace({ variant: 'parallel-worlds', count: 3, countdown: 0 });
    expect(created.status).toBe(201);
    const { code, key } = created.body as CreateRaceResponse;
    expect(code).toMatch(/^[A-Z2-9]{6}$/);

    const host = await racer(code, { key }, 1);
    // players type the code in any case; their phones reach either process
    const ann = await racer(code.toLowerCase(), { name: '  Ann   Lee ' }, 0);
    const bob = await racer(code, { name: 'Bob' }, 1);
    const cat = await racer(`${code.slice(0, 3)}-${code.slice(3)}`, { name: 'Кот' }, 0);
    const screen = await racer(code, {}, 1);
    expect([host, ann, bob, cat, screen].map((r) => r.client.role)).toEqual([
      'host',
      'player',
      'player',
      'player',
      'screen',
    ]);
    expect(ann.client.welcome!.you!.name).toBe('Ann Lee');
    expect(ann.client.welcome!.phase).toBe('lobby');
    const puzzles = ann.client.welcome!.puzzles;
    expect(puzzles).toHaveLength(3);
    expect(host.client.welcome!.puzzles).toEqual(puzzles);
    // easiest first
    const ratings = puzzles.map((id) => catalog.byId(id)!.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => a - b));
    // nobody but the player itself is told its token; nobody is told the host's key
    for (const other of [host, bob, cat, screen])
      expect(JSON.stringify(other.client.welcome)).not.toContain(ann.client.token!);
    for (const other of [ann, bob, cat, screen])
      expect(JSON.stringify(other.client.welcome)).not.toContain(key);

    // a name taken (in any case and spacing), a bad name, a bad code, a wrong key
    expect(await refusedJoin(code, { name: 'ann lee' })).toBe('name-taken');
    expect(await refusedJoin(code, { name: 'x'.repeat(21) })).toBe('bad-name');
    expect(await refusedJoin(code, { name: '<script>' })).toBe('bad-name');
    const otherCode = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    expect(await refusedJoin(otherCode, { name: 'Dan' })).toBe('no-such-race');
    expect(await refusedJoin('IO10LL', { name: 'Dan' })).toBe('bad-options');
    expect(await refusedJoin(code, { key: 'A'.repeat(22) })).toBe('bad-key');
    expect(await refusedJoin(code, { token: 'A'.repeat(22) })).toBe('bad-token');

    // before the start an answer is refused; a player may not start the race
    ann.client.answer(0, solverTurns(puzzles[0]!));
    ann.client.start();
    await ann.client.waitFor(() => ann.refusals.length === 2, 5000, 'refusals');
    expect(ann.refusals.map((r) => [r.type, r.code])).toEqual([
      ['race-answer', 'not-racing'],
      ['race-start', 'not-host'],
    ]);

    host.client.start();
    await Promise.all(
      [host, ann, bob, cat, screen].map(({ client }) =>
        client.waitFor(() => client.times?.phase === 'racing', 5000, 'racing'),
      ),
    );

    // Ann solves the first; Bob claims another puzzle's solution (wrong), then gives up the
    // second; Cat solves two; Bob's answer for a puzzle not his next is refused
    ann.client.answer(0, solverTurns(puzzles[0]!));
    bob.client.answer(0, solverTurns(puzzles[1]!));
    await bob.client.waitFor(() => bob.client.answers.length === 1, 5000, 'Bob answered');
    bob.client.answer(2, solverTurns(puzzles[2]!));
    bob.client.answer(1, []);
    cat.client.answer(0, solverTurns(puzzles[0]!));
    await cat.client.waitFor(() => cat.client.answers.length === 1, 5000, 'Cat answered');
    cat.client.answer(1, solverTurns(puzzles[1]!));
    await Promise.all(
      [ann, bob, cat].map(({ client }, i) =>
        client.waitFor(() => client.answers.length === [1, 2, 2][i], 5000, 'answers'),
      ),
    );
    expect([ann, bob, cat].map(({ client }) => client.answers)).toEqual([
      [true],
      [false, false],
      [true, true],
    ]);
    expect(bob.refusals.map((r) => [r.type, r.code, r.detail])).toEqual([
      ['race-answer', 'wrong-puzzle', '1'],
    ]);

    // the leaderboard: solved, then time; everyone gets the same top, each its own rank
    for (const { client } of [host, ann, bob, cat, screen])
      await client.waitFor(() => (client.board?.seq ?? 0) >= 5, 5000, 'board');
    const names = (client: RaceClient) => client.board!.top.map((s) => [s.name, s.solved]);
    for (const { client } of [host, ann, bob, screen])
      expect(names(client)).toEqual([
        ['Кот', 2],
        ['Ann Lee', 1],
        ['Bob', 0],
      ]);
    await cat.client.waitFor(() => cat.client.standing?.solved === 2, 5000, 'own standing');
    expect(cat.client.standing).toMatchObject({ rank: 1, solved: 2, answered: 2 });
    await bob.client.waitFor(() => bob.client.standing?.answered === 2, 5000, 'own standing');
    expect(bob.client.standing).toMatchObject({ rank: 3, solved: 0 });

    // the host's grid: every answer, right or wrong, with the turns sent
    await host.client.waitFor(() => host.client.grid.length === 5, 5000, 'grid');
    const ids = new Map([...host.client.players.values()].map((p) => [p.name, p.id]));
    const grid = host.client.grid.map((a) => [a.player, a.index, a.right, a.turns]);
    expect(grid).toEqual(
      expect.arrayContaining([
        [ids.get('Ann Lee'), 0, true, solverTurns(puzzles[0]!)],
        [ids.get('Bob'), 0, false, solverTurns(puzzles[1]!)],
        [ids.get('Bob'), 1, false, []],
        [ids.get('Кот'), 0, true, solverTurns(puzzles[0]!)],
        [ids.get('Кот'), 1, true, solverTurns(puzzles[1]!)],
      ]),
    );
    expect(host.client.standings.map((s) => s.name)).toEqual(['Кот', 'Ann Lee', 'Bob']);

    // Ann's phone drops and comes back with its token: her place and score are kept
    const token = ann.client.token!;
    await ann.client.close();
    const again = await racer(code, { token }, 1);
    expect(again.client.welcome!.you).toMatchObject({ name: 'Ann Lee', answers: [true] });
    expect(again.client.standing).toMatchObject({ rank: 2, solved: 1 });
    again.client.answer(1, solverTurns(puzzles[1]!));
    await again.client.waitFor(() => again.client.answers.length === 2, 5000, 'Ann again');
    expect(again.client.answers).toEqual([true, true]);

    // the process that holds the race dies: everyone finds it again on the other, results kept
    const owner = servers.find((server) => server.address === host.client.serverAddress);
    expect(owner).toBeDefined();
    await owner!.kill('SIGKILL');
    const late = await racer(code, {}, servers.indexOf(owner!) === 0 ? 1 : 0);
    expect(late.client.board!.top.map((s) => [s.name, s.solved])).toEqual([
      ['Кот', 2], // two solved sooner than Ann's two
      ['Ann Lee', 2],
      ['Bob', 0],
    ]);
    await cat.client.waitFor(
      () => cat.client.joins === 2 && cat.client.connected,
      20_000,
      'rejoin',
    );
    cat.client.answer(2, solverTurns(puzzles[2]!));
    await cat.client.waitFor(() => cat.client.answers.length === 3, 10_000, 'Cat after the move');
    expect(cat.client.answers).toEqual([true, true, true]);

    // the host ends the race; an answer after the end is refused
    await host.client.waitFor(() => host.client.connected, 20_000, 'host back');
    host.client.finish();
    await again.client.waitFor(() => again.client.times?.phase === 'finished', 10_000, 'end');
    again.client.answer(2, solverTurns(puzzles[2]!));
    await again.client.waitFor(
      () => again.refusals.some((r) => r.code === 'not-racing'),
      5000,
      'refused after the end',
    );
    expect(await refusedJoin(code, { name: 'Eve' })).toBe('race-over');
  });

  it("new players' joins are limited per address", async () => {
    const created = await createRace({ variant: 'plunder', count: 2 });
    const { code } = created.body as CreateRaceResponse;
    servers = servers.filter(
      (server) => server.child.exitCode === null && !server.child.signalCode,
    );
    // a flood from one address (this process's sockets): past the burst, refused
    const tries = await Promise.all(
      Array.from({ length: JOIN_BURST + 6 }, (_, i) =>
        racer(code, { name: `P${i}`, patienceMs: 200 }).then(
          () => 'joined',
          (error: Error) => error.message,
        ),
      ),
    );
    expect(tries.filter((outcome) => outcome === 'joined').length).toBeGreaterThanOrEqual(
      JOIN_BURST,
    );
    expect(tries.filter((outcome) => /rate-limited/.test(outcome)).length).toBeGreaterThan(0);
  });
});
