/**
 * Class mode across processes (issue 46): redis-server, PostgreSQL and two game-server processes;
 * a teacher leads a follow room through one, three students join it with names through the
 * other (a name taken twice refused), follow the teacher's state, and send answers that reach
 * the teacher alone; a plain follower (a projector) sees the state and no answer; the teacher
 * reloads and finds the class and its answers; a student comes back with its token as itself.
 */
import { Client, type Room } from '@colyseus/sdk';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  FOLLOW_ROOM,
  PROTOCOL,
  type ClassAnswerSeen,
  type ClassStudent,
  type ClassView,
  type ClassYou,
} from '../../src/protocol';
import { startRedis, startServer, type GameServer, type Redis } from './support/cluster';
import { pause } from './support/players';
import { startPostgres, type Postgres } from './support/postgres';

let redis: Redis;
let postgres: Postgres;
let servers: GameServer[] = [];
const rooms: Room[] = [];

beforeAll(async () => {
  [redis, postgres] = await Promise.all([startRedis(), startPostgres()]);
  const place = { redis: redis.url, database: postgres.url };
  servers = await Promise.all([startServer(place), startServer(place)]);
});

afterAll(async () => {
  // (a room left already would never answer its leave)
  await Promise.all(
    rooms.map((room) => Promise.race([room.leave(true).catch(() => {}), pause(1000)])),
  );
  await Promise.all(servers.map((server) => server.kill('SIGKILL')));
  redis?.stop();
  postgres?.destroy();
});

async function until(test: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !test(); i++) await pause(10);
  expect(test()).toBe(true);
}

type Joined = Awaited<ReturnType<typeof connect>>;

async function connect(endpoint: string, code: string, options: object) {
  const room = await new Client(endpoint).joinOrCreate(FOLLOW_ROOM, {
    protocol: PROTOCOL,
    code,
    ...options,
  });
  room.reconnection.enabled = false;
  rooms.push(room);
  const got = {
    room,
    states: [] as Record<string, unknown>[],
    you: null as ClassYou | null,
    class: null as ClassView | null,
    students: [] as ClassStudent[],
    answers: [] as ClassAnswerSeen[],
    refused: [] as string[],
  };
  room.onMessage('follow-welcome', (w: { state: Record<string, unknown> | null }) => {
    if (w.state) got.states.push(w.state);
  });
  room.onMessage('follow', (m: { state: Record<string, unknown> }) => got.states.push(m.state));
  room.onMessage('follow-patch', () => {});
  room.onMessage('follow-presence', () => {});
  room.onMessage('ack', () => {});
  room.onMessage('follow-you', (you: ClassYou) => (got.you = you));
  room.onMessage('follow-class', (view: ClassView) => {
    got.class = view;
    got.students = [...view.students];
    got.answers.push(...view.answers);
  });
  room.onMessage(
    'follow-students',
    (m: { students: ClassStudent[] }) => (got.students = m.students),
  );
  room.onMessage('follow-answer', (answer: ClassAnswerSeen) => got.answers.push(answer));
  room.onMessage('refused', (r: { code: string }) => got.refused.push(r.code));
  return got;
}

it('students join with names, follow the teacher, and their answers reach the teacher alone, also after a reload', async () => {
  const response = await fetch(`${servers[0]!.url}/api/follow`, { method: 'POST' });
  const { code, key } = (await response.json()) as { code: string; key: string };
  const teacher = await connect(servers[0]!.url, code, { key });
  const state = { kind: 'study', study: 's1', chapter: 2, path: [] };
  teacher.room.send('publish', { state });
  const [ann, bob, cleo] = (await Promise.all(
    ['Ann', 'Bob', 'Cleo'].map((name) => connect(servers[1]!.url, code, { name })),
  )) as [Joined, Joined, Joined];
  const projector = await connect(servers[1]!.url, code, {});
  await expect(connect(servers[1]!.url, code, { name: 'bob' })).rejects.toThrow('name-taken');
  await expect(connect(servers[0]!.url, code, { name: '<b>' })).rejects.toThrow('bad-name');
  for (const student of [ann, bob, cleo, projector]) await until(() => student.states.length > 0);
  expect(ann.states[0]).toEqual(state);
  expect([ann, bob, cleo].map((s) => s.you?.name)).toEqual(['Ann', 'Bob', 'Cleo']);
  await until(() => teacher.students.filter((s) => s.connected).length === 3);
  expect(teacher.students.map((s) => s.name).sort()).toEqual(['Ann', 'Bob', 'Cleo']);

  ann.room.send('answer', { chapter: 2, path: [], moves: ['e2e4'], right: true });
  bob.room.send('answer', { chapter: 2, path: [], moves: ['a2a3'], right: false });
  projector.room.send('answer', { chapter: 2, path: [], moves: ['e2e4'], right: true });
  cleo.room.send('answer', { chapter: 2, path: 'root', moves: ['e2e4'], right: true });
  await until(() => teacher.answers.length === 2 && projector.refused.length === 1);
  await until(() => cleo.refused.length === 1);
  expect(
    teacher.answers.map((a) => [a.student === ann.you!.id ? 'Ann' : 'Bob', a.moves, a.right]),
  ).toEqual(
    expect.arrayContaining([
      ['Ann', ['e2e4'], true],
      ['Bob', ['a2a3'], false],
    ]),
  );
  expect([projector.refused, cleo.refused]).toEqual([['not-a-player'], ['bad-message']]);
  await pause(300);
  for (const follower of [ann, bob, cleo, projector]) expect(follower.answers).toEqual([]);

  // the teacher reloads (through the other process): the room has the class and its answers
  await teacher.room.leave(true);
  const back = await connect(servers[1]!.url, code, { key });
  await until(() => back.class !== null);
  expect(back.class!.students.map((s) => [s.name, s.connected])).toEqual([
    ['Ann', true],
    ['Bob', true],
    ['Cleo', true],
  ]);
  expect(back.class!.answers.map((a) => a.right)).toEqual([true, false]);

  // Bob reloads: with his token he is Bob again, not a name taken
  const token = bob.you!.token;
  await bob.room.leave(true);
  await until(() => back.students.some((s) => s.name === 'Bob' && !s.connected));
  const bobAgain = await connect(servers[0]!.url, code, { name: 'Bob', token });
  await until(() => bobAgain.you !== null);
  expect(bobAgain.you).toEqual(bob.you);
  await until(() => back.students.every((s) => s.connected));
}, 60_000);
