/**
 * A class in a follow room (issue 46, src/protocol/followClass.ts): the join options with a
 * student's name and token and the `answer` message as tables, the class's bookkeeping
 * (src/server/classroom.ts), and the follow room in this process (as test/unit/race.test.ts does
 * a race): students enrolled by name, answers passed to the leader alone, a leader's reload
 * finding the class, and thousands of fuzzed frames from the leader, students and plain
 * followers refused with known codes, never a stack trace, no answer reaching a follower.
 */
import fc from 'fast-check';
import { pack } from 'msgpackr';
import { describe, expect, it } from 'vitest';
import {
  MAX_CLASS_ANSWERS,
  MAX_CLASS_STUDENTS,
  REFUSAL_CODES,
  checkClassAnswer,
  checkFollowJoin,
  type ClassAnswerSeen,
  type ClassView,
  type ClassYou,
} from '../../src/protocol';
import { Classroom } from '../../src/server/classroom';
import { serverContext } from '../../src/server/context';
import { FollowRoom } from '../../src/server/followRoom';
import { roomWith } from '../../src/server/leasedRoom';

const KEY = 'A'.repeat(22);
const TOKEN = 'T'.repeat(22);
const CODE = 'ABCDEF';

describe('the join options of a follow room', () => {
  const rows: [string, unknown, string | null][] = [
    ['a follower', { protocol: 1, code: CODE }, null],
    ['the leader', { protocol: 1, code: CODE, key: KEY }, null],
    ['a student', { protocol: 1, code: CODE, name: 'Ann' }, null],
    ['a student back with its token', { protocol: 1, code: CODE, name: 'Ann', token: TOKEN }, null],
    ['a name is text', { protocol: 1, code: CODE, name: 7 }, 'name'],
    ['a name of over 100 characters', { protocol: 1, code: CODE, name: 'a'.repeat(101) }, 'name'],
    ['a token as a key is written', { protocol: 1, code: CODE, name: 'A', token: 'x' }, 'token'],
    ['a token needs its name', { protocol: 1, code: CODE, token: TOKEN }, 'token'],
    ['the leader has no name', { protocol: 1, code: CODE, key: KEY, name: 'Ann' }, 'key'],
    ['the leader has no token', { protocol: 1, code: CODE, key: KEY, token: TOKEN }, 'key'],
    ['nothing else', { protocol: 1, code: CODE, name: 'Ann', seat: 1 }, 'seat'],
  ];
  it.each(rows)('%s', (_, value, detail) => {
    const checked = checkFollowJoin(value);
    expect(checked.ok ? null : checked.detail).toBe(detail);
  });
});

describe('a student’s answer', () => {
  const answer = { chapter: 2, path: [1, 4], moves: ['1e2-1e4', 'end'], right: true };
  const rows: [string, unknown, string | null][] = [
    ['a turn at a node of a chapter', answer, null],
    ['at the chapter’s start', { ...answer, path: [] }, null],
    ['a sub-move alone (Parallel worlds)', { ...answer, moves: ['3d2-3d4'], right: false }, null],
    ['chapters count from 1', { ...answer, chapter: 0 }, 'chapter'],
    ['a study has at most 64 chapters', { ...answer, chapter: 65 }, 'chapter'],
    ['a chapter is a whole number', { ...answer, chapter: 1.5 }, 'chapter'],
    ['a path is a list', { ...answer, path: '1,4' }, 'path'],
    ['of node ids', { ...answer, path: [1, -4] }, 'path'],
    ['of at most 200 nodes', { ...answer, path: Array(201).fill(1) }, 'path'],
    ['one move at least', { ...answer, moves: [] }, 'moves'],
    ['four at most (a turn)', { ...answer, moves: ['a', 'b', 'c', 'd', 'e'] }, 'moves'],
    ['a move is short', { ...answer, moves: ['x'.repeat(13)] }, 'moves'],
    ['right is a yes or no', { ...answer, right: 'yes' }, 'right'],
    ['right is there', { chapter: 1, path: [], moves: ['e4'] }, 'right'],
    ['the comment is not sent', { ...answer, comment: 'Good' }, 'comment'],
    ['an object', [answer], 'message'],
  ];
  it.each(rows)('%s', (_, value, detail) => {
    const checked = checkClassAnswer(value);
    expect(checked.ok ? null : checked.detail).toBe(detail);
  });
});

describe('a class', () => {
  const tokens = () => {
    let n = 0;
    return () => `token-${++n}`;
  };

  it('enrols names unique in any case, and a token brings its student back', () => {
    const room = new Classroom(tokens());
    const ann = room.enrol('  Ann   Lee ') as ClassYou;
    expect(ann).toEqual({ id: 1, name: 'Ann Lee', token: 'token-1' });
    expect(room.enrol('ann lee')).toBe('name-taken');
    expect(room.enrol('Ann Lee', ann.token)).toEqual(ann); // a reload
    expect(room.enrol('Ann Lee', 'token-9')).toBe('name-taken'); // someone else's token? no
    expect(room.enrol('')).toBe('bad-name');
    expect(room.enrol('<script>')).toBe('bad-name');
    expect(room.enrol('Борис')).toMatchObject({ id: 2, name: 'Борис' });
    expect(room.list((id) => id === 2)).toEqual([
      { id: 1, name: 'Ann Lee', connected: false },
      { id: 2, name: 'Борис', connected: true },
    ]);
  });

  it('holds at most MAX_CLASS_STUDENTS, and each student’s latest MAX_CLASS_ANSWERS', () => {
    const room = new Classroom(tokens());
    for (let i = 0; i < MAX_CLASS_STUDENTS; i++)
      expect(room.enrol(`S${i}`)).not.toBeTypeOf('string');
    expect(room.enrol('One more')).toBe('class-full');
    for (let i = 0; i < MAX_CLASS_ANSWERS + 5; i++)
      room.answer(1, { chapter: 1, path: [i], moves: ['e4'], right: false }, i);
    room.answer(2, { chapter: 1, path: [], moves: ['d4'], right: true }, 3);
    const answers = room.answers();
    expect(answers.filter((a) => a.student === 1)).toHaveLength(MAX_CLASS_ANSWERS);
    expect(answers[0]).toMatchObject({ student: 2, at: 3 }); // in the order they came
    expect(answers.find((a) => a.student === 1)!.path).toEqual([5]); // the oldest went first
  });
});

// ---------------------------------------------------------------------------------------------
// The room in this process

const LEAK = /\n\s+at |Error:|node:internal|\/src\/server\//;

interface Fake {
  userData: unknown;
  sessionId: string;
  sent: Array<[string, unknown]>;
  send(type: string, body: unknown): void;
  enqueueRaw(): void;
}

function fakeClient(): Fake {
  const sent: Array<[string, unknown]> = [];
  return {
    userData: undefined,
    sessionId: Math.random().toString(36),
    sent,
    send: (type, body) => sent.push([type, body]),
    enqueueRaw: () => {},
  };
}

const frameOf = (type: unknown, message: unknown) =>
  Buffer.concat([Buffer.from([13]), pack(type), pack(message)]);

async function openRoom() {
  const context = serverContext({ clock: { now: () => 5000 } });
  await context.store.follows.createFollow({ code: CODE, key: KEY, createdAt: 0 });
  const room = new (roomWith(FollowRoom, context))();
  await room.onCreate({ protocol: 1, code: CODE });
  const clients = (room as unknown as { clients: Fake[] }).clients;
  const join = async (options: object) => {
    const client = fakeClient();
    await room.onJoin(client as never, { protocol: 1, code: CODE, ...options });
    clients.push(client);
    return client;
  };
  const message = (client: Fake, type: unknown, body: unknown) =>
    (room as unknown as { _onMessage(c: unknown, b: Buffer): void })._onMessage(
      client,
      frameOf(type, body),
    );
  const leave = (client: Fake) => {
    clients.splice(clients.indexOf(client), 1);
    room.onLeave(client as never);
  };
  return { room, join, message, leave, clients };
}

const of = (client: Fake, type: string) =>
  client.sent.filter(([t]) => t === type).map(([, body]) => body);

describe('a follow room with a class', () => {
  it('passes a student’s answers to the leader alone, and a reloaded leader finds them', async () => {
    const { room, join, message, leave } = await openRoom();
    const teacher = await join({ key: KEY });
    const ann = await join({ name: 'Ann' });
    const bob = await join({ name: 'Bob' });
    const projector = await join({});
    expect(of(ann, 'follow-you')).toEqual([{ id: 1, name: 'Ann', token: expect.any(String) }]);
    expect(of(projector, 'follow-you')).toEqual([]);
    await expect(join({ name: 'ANN' })).rejects.toThrow('name-taken');
    await expect(join({ name: '!!' })).rejects.toThrow('bad-name');
    const right = { chapter: 2, path: [1], moves: ['e2e4'], right: true };
    message(ann, 'answer', right);
    message(bob, 'answer', { ...right, moves: ['d2d4'], right: false });
    message(projector, 'answer', right); // not a student
    message(teacher, 'answer', right); // nor is the leader
    message(bob, 'answer', { ...right, chapter: 0 });
    expect(of(teacher, 'follow-answer')).toEqual([
      { student: 1, ...right, at: 5000 },
      { student: 2, ...right, moves: ['d2d4'], right: false, at: 5000 },
    ]);
    for (const follower of [ann, bob, projector]) expect(of(follower, 'follow-answer')).toEqual([]);
    expect(of(projector, 'refused')).toEqual([{ type: 'answer', code: 'not-a-player' }]);
    expect(of(teacher, 'refused')).toEqual([{ type: 'answer', code: 'not-a-player' }]);
    expect(of(bob, 'refused')).toEqual([
      { type: 'answer', code: 'bad-message', detail: 'chapter' },
    ]);
    // the teacher reloads: the class and its answers are the room's
    leave(teacher);
    leave(bob);
    const again = await join({ key: KEY });
    const view = of(again, 'follow-class')[0] as ClassView;
    expect(view.students).toEqual([
      { id: 1, name: 'Ann', connected: true },
      { id: 2, name: 'Bob', connected: false },
    ]);
    expect(view.answers.map((a: ClassAnswerSeen) => [a.student, a.right])).toEqual([
      [1, true],
      [2, false],
    ]);
    // Bob comes back with his token, as himself
    const token = (of(bob, 'follow-you')[0] as ClassYou).token;
    const bobAgain = await join({ name: 'Bob', token });
    expect(of(bobAgain, 'follow-you')).toEqual([{ id: 2, name: 'Bob', token }]);
    await room.onDispose();
  });

  it('a leader without a class hears nothing of one', async () => {
    const { room, join } = await openRoom();
    const presenter = await join({ key: KEY });
    await join({});
    expect(presenter.sent.map(([type]) => type)).toEqual(['follow-welcome']);
    await room.onDispose();
  });

  it('refuses thousands of fuzzed frames with known codes, and passes no answer to a follower', async () => {
    const { room, join, message, clients } = await openRoom();
    const teacher = await join({ key: KEY });
    const answer = fc.record({
      chapter: fc.oneof(fc.integer({ min: -1, max: 70 }), fc.anything()),
      path: fc.oneof(fc.array(fc.integer({ min: -2, max: 9 }), { maxLength: 210 }), fc.anything()),
      moves: fc.oneof(fc.array(fc.string({ maxLength: 14 }), { maxLength: 6 }), fc.anything()),
      right: fc.oneof(fc.boolean(), fc.anything()),
    });
    const frame = fc.oneof(
      fc.tuple(fc.constantFrom('answer', 'publish', 'patch', 'sync', 'turn'), fc.anything()),
      fc.tuple(fc.constant('answer'), answer),
      fc.tuple(fc.string({ maxLength: 10 }), answer),
    );
    let count = 0;
    let client = teacher;
    await fc.assert(
      fc.asyncProperty(frame, fc.nat(2), fc.boolean(), async ([type, body], who, raw) => {
        if (count++ % 15 === 0) {
          const as = [{ key: KEY }, { name: `Student ${count}` }, {}][who]!;
          client = await join(as);
        }
        if (raw) message(client, type, body);
        else
          (room as unknown as { _onMessage(c: unknown, b: Buffer): void })._onMessage(
            client,
            Buffer.concat([Buffer.from([13]), Buffer.from(JSON.stringify(body) ?? '')]),
          );
      }),
      { seed: 4646, numRuns: 3000, interruptAfterTimeLimit: 40_000 },
    );
    expect(count).toBeGreaterThan(2500);
    await (room as unknown as { queue: Promise<void> }).queue;
    const all = clients.flatMap((c) => c.sent);
    const refusals = all
      .filter(([type]) => type === 'refused')
      .map(([, b]) => b as { code: string });
    expect(refusals.length).toBeGreaterThan(1000);
    for (const refusal of refusals) expect(REFUSAL_CODES).toContain(refusal.code);
    const codes = new Set(refusals.map((r) => r.code));
    for (const code of ['malformed', 'bad-message', 'unknown-type', 'not-a-player'])
      expect(codes).toContain(code);
    for (const [, body] of all) expect(JSON.stringify(body) ?? '').not.toMatch(LEAK);
    // answers reached leaders only, and some did
    for (const c of clients) {
      const leader = (c.userData as { leader: boolean }).leader;
      if (!leader) expect(of(c, 'follow-answer')).toEqual([]);
    }
    expect(clients.some((c) => of(c, 'follow-answer').length > 0)).toBe(true);
    await room.onDispose();
  }, 60_000);
});
