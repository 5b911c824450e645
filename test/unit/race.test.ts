/**
 * Puzzle races (issue 45), the pure parts as tables — the code and name rules, the validators of
 * `POST /api/races`, the join options and the messages, the puzzles chosen, the standings, the
 * phase — and the race room in this process under fuzzing (fast-check, seeded): thousands of
 * malformed frames and messages from the host, players and a screen, refused with known codes,
 * never a stack trace, and the room still answering with the right leaderboard afterwards.
 */
import fc from 'fast-check';
import { pack } from 'msgpackr';
import { describe, expect, it } from 'vitest';
import {
  REFUSAL_CODES,
  checkCreateRace,
  checkRaceJoin,
  checkRaceMessage,
  normaliseRaceCode,
  normaliseRaceName,
  raceNameKey,
  type CreateRaceResponse,
  type RaceWelcome,
} from '../../src/protocol';
import type { Puzzle } from '../../src/puzzles/puzzle';
import { serverContext } from '../../src/server/context';
import { roomWith } from '../../src/server/leasedRoom';
import { loadPuzzleCatalog } from '../../src/server/puzzleCatalog';
import { RaceRoom } from '../../src/server/raceRoom';
import { choosePuzzles, createRace, phaseAt, standingsOf } from '../../src/server/races';

const KEY = 'A'.repeat(22);

describe('race codes and names', () => {
  it.each([
    ['ABCDEF', 'ABCDEF'],
    ['abcdef', 'ABCDEF'],
    [' abc-def ', 'ABCDEF'],
    ['abc def', 'ABCDEF'],
    ['ABCDE', null], // five
    ['ABCDEFG', null], // seven
    ['ABCDE0', null], // 0 and O, 1 and I and L are never in a code
    ['ABCDEO', null],
    ['ABCDE1', null],
    ['ABCDEI', null],
    ['ABCDEL', null],
  ])('the code %j reads as %j', (typed, code) => expect(normaliseRaceCode(typed)).toBe(code));

  it.each([
    ['Ann', 'Ann'],
    ['  Ann   Lee ', 'Ann Lee'],
    ['Кот', 'Кот'],
    ["O'Neil-2", "O'Neil-2"],
    ['J.R.', 'J.R.'],
    ['x'.repeat(20), 'x'.repeat(20)],
    ['x'.repeat(21), null],
    ['', null],
    ['   ', null],
    ['<b>', null],
    ['-dash', null],
    ['a\u0000b', null],
    ['😀', null],
  ])('the name %j reads as %j', (typed, name) => expect(normaliseRaceName(typed)).toBe(name));

  it('names are the same in any case', () => {
    expect(raceNameKey('Ann LEE')).toBe(raceNameKey('ann lee'));
    expect(raceNameKey('КОТ')).toBe(raceNameKey('кот'));
  });
});

describe('the validators', () => {
  it.each([
    [{ variant: 'plunder' }, null],
    [{ variant: 'plunder', count: 30, min: 800, max: 1200, seconds: 60, countdown: 0 }, null],
    [null, 'body'],
    [[], 'body'],
    [{}, 'variant'],
    [{ variant: 'nope' }, 'variant'],
    [{ variant: 'plunder', count: 0 }, 'count'],
    [{ variant: 'plunder', count: 31 }, 'count'],
    [{ variant: 'plunder', count: 2.5 }, 'count'],
    [{ variant: 'plunder', min: -1 }, 'min'],
    [{ variant: 'plunder', min: 1500, max: 1000 }, 'max'],
    [{ variant: 'plunder', seconds: 9 }, 'seconds'],
    [{ variant: 'plunder', seconds: 1801 }, 'seconds'],
    [{ variant: 'plunder', countdown: 31 }, 'countdown'],
    [{ variant: 'plunder', extra: 1 }, 'extra'],
  ])('POST /api/races %j → %j', (body, detail) => {
    const checked = checkCreateRace(body);
    expect(checked.ok ? null : checked.detail).toBe(detail);
  });

  it.each([
    [{ protocol: 1, code: 'ABCDEF' }, null],
    [{ protocol: 1, code: 'ABCDEF', name: 'Ann' }, null],
    [{ protocol: 1, code: 'ABCDEF', key: KEY }, null],
    [{ protocol: 1, code: 'ABCDEF', token: KEY }, null],
    [{ protocol: 2, code: 'ABCDEF' }, 'protocol'],
    [{ protocol: 1, code: 'abcdef' }, 'code'], // the client normalises: the room is found by it
    [{ protocol: 1, code: 'ABC-DEF' }, 'code'],
    [{ protocol: 1, code: 'ABCDEF', key: 'short' }, 'key'],
    [{ protocol: 1, code: 'ABCDEF', token: 7 }, 'token'],
    [{ protocol: 1, code: 'ABCDEF', name: 'x'.repeat(101) }, 'name'],
    [{ protocol: 1, code: 'ABCDEF', name: 'Ann', token: KEY }, 'key'],
    [{ protocol: 1, code: 'ABCDEF', gameId: 'x' }, 'gameId'],
  ])('join options %j → %j', (options, detail) => {
    const checked = checkRaceJoin(options);
    expect(checked.ok ? null : checked.detail).toBe(detail);
  });

  it.each([
    ['race-answer', { index: 0, turns: ['3d1-3h5'] }, null],
    ['race-answer', { index: 29, turns: [] }, null],
    ['race-answer', { index: 30, turns: [] }, 'index'],
    ['race-answer', { index: -1, turns: [] }, 'index'],
    ['race-answer', { index: 0 }, 'turns'],
    ['race-answer', { index: 0, turns: [''] }, 'turns'],
    ['race-answer', { index: 0, turns: ['x'.repeat(53)] }, 'turns'],
    ['race-answer', { index: 0, turns: Array(13).fill('e2e4') }, 'turns'],
    ['race-answer', { index: 0, turns: [1] }, 'turns'],
    ['race-start', {}, null],
    ['race-start', { now: 1 }, 'now'],
    ['race-finish', {}, null],
    ['race-finish', 'now', 'message'],
  ])('%s %j → %j', (type, message, detail) => {
    const checked = checkRaceMessage(type, message)!;
    expect(checked.ok ? null : checked.detail).toBe(detail);
  });

  it('a type the race does not know is not checked', () =>
    expect(checkRaceMessage('turn', {})).toBeNull());
});

const puzzle = (id: string, rating: number): Puzzle => ({
  id,
  variant: 'plunder',
  fen: '',
  solution: [],
  themes: [],
  rating,
});

describe('the race computes', () => {
  const set = [900, 1000, 1100, 1200, 1300, 1400, 1500].map((r) => puzzle(`p${r}`, r));
  const first = () => 0; // no shuffle's swap but the last with the first each time

  it('chooses puzzles in the band, easiest first', () => {
    const chosen = choosePuzzles(set, 3, 1000, 1300, (n) => n - 1);
    expect(chosen.map((p) => p.rating)).toEqual([1000, 1100, 1200]);
    expect(choosePuzzles(set, 10, 1000, 1300, first)).toHaveLength(7);
  });

  it('takes the nearest outside the band when too few are in it', () => {
    const chosen = choosePuzzles(set, 3, 1450, 1600, (n) => n - 1);
    expect(chosen.map((p) => p.rating)).toEqual([1300, 1400, 1500]);
  });

  it('ranks by solved, then time, then who joined first', () => {
    const standings = standingsOf([
      { id: 1, name: 'A', solved: 2, answered: 3, ms: 9000 },
      { id: 2, name: 'B', solved: 3, answered: 3, ms: 12_000 },
      { id: 3, name: 'C', solved: 2, answered: 2, ms: 8000 },
      { id: 4, name: 'D', solved: 2, answered: 2, ms: 8000 },
      { id: 5, name: 'E', solved: 0, answered: 0, ms: 0 },
    ]);
    expect(standings.map((s) => [s.name, s.rank])).toEqual([
      ['B', 1],
      ['C', 2],
      ['D', 3],
      ['A', 4],
      ['E', 5],
    ]);
  });

  it.each([
    [null, null, 0, 'lobby'],
    [100, 200, 99, 'countdown'],
    [100, 200, 100, 'racing'],
    [100, 200, 199, 'racing'],
    [100, 200, 200, 'finished'],
    [100, 100, 100, 'finished'],
  ] as const)('starts %j ends %j: at %j %s', (startsAt, endsAt, now, phase) =>
    expect(phaseAt({ startsAt, endsAt }, now)).toBe(phase),
  );
});

// ---------------------------------------------------------------------------------------------
// The room in this process under fuzzing

const SEED = 4545;
const LEAK = /\n\s+at |Error:|node:internal|\/src\/server\//;

function fakeClient(sent: Array<[string, unknown]>) {
  return {
    userData: undefined as unknown,
    auth: undefined,
    sessionId: Math.random().toString(36),
    send: (type: string, body: unknown) => sent.push([type, body]),
  };
}

const frameOf = (type: unknown, message: unknown) =>
  Buffer.concat([Buffer.from([13]), pack(type), pack(message)]);

const text = fc.string({ maxLength: 30 });
const frame: fc.Arbitrary<Buffer> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.oneof(fc.constantFrom('race-answer', 'race-start', 'race-finish'), text),
        fc.anything(),
      )
      .map(([type, message]) => frameOf(type, message)),
  },
  {
    weight: 3,
    arbitrary: fc
      .record({
        index: fc.oneof(fc.integer({ min: -1, max: 12 }), fc.anything()),
        turns: fc.oneof(
          fc.array(fc.oneof(fc.constantFrom('e2e4', 'b2c1', 'end', '3d1-3h5'), text), {
            maxLength: 14,
          }),
          fc.anything(),
        ),
      })
      .map((message) => frameOf('race-answer', message)),
  },
  {
    weight: 1,
    arbitrary: fc
      .uint8Array({ maxLength: 40 })
      .map((bytes) => Buffer.concat([Buffer.from([13]), Buffer.from(bytes)])),
  },
  {
    weight: 1,
    arbitrary: fc
      .nat(5000)
      .map((n) => frameOf('race-answer', { index: 0, turns: ['x'.repeat(n)] })),
  },
);

describe('a race room under fuzzing', () => {
  it('refuses thousands of malformed messages with known codes, and still answers', async () => {
    const context = serverContext({
      clock: { now: () => 1_000_000 },
      puzzles: loadPuzzleCatalog('assets/puzzles'),
    });
    const created = await createRace(context, { variant: 'plunder', count: 5, countdown: 0 });
    const { code, key } = created.body as CreateRaceResponse;
    const room = new (roomWith(RaceRoom, context))();
    await room.onCreate({ protocol: 1, code });
    const hooked = room as unknown as { _onMessage(client: unknown, buffer: Buffer): void };
    const sent: Array<[string, unknown]> = [];
    const host = fakeClient(sent);
    await room.onJoin(host as never, { protocol: 1, code, key });
    let client = host;
    let count = 0;
    let players = 0;
    await fc.assert(
      fc.asyncProperty(frame, fc.nat(2), async (bytes, who) => {
        if (count++ % 15 === 0) {
          // a fresh client now and then (the guard's rate limit is per client)
          client = fakeClient(sent);
          const as = [{ key }, { name: `Player ${count}` }, {}][who]!;
          // (a player may find the race over: the host's random messages may have ended it)
          const joined = await room.onJoin(client as never, { protocol: 1, code, ...as }).then(
            () => true,
            (error: Error) => expect(error.message).toBe('race-over'),
          );
          if (joined === true && who === 1) players++;
        }
        hooked._onMessage(client, bytes);
      }),
      { seed: SEED, numRuns: 3000, interruptAfterTimeLimit: 40_000 },
    );
    expect(count).toBeGreaterThan(2500);
    await (room as unknown as { queue: Promise<void> }).queue;
    const refusals = sent
      .filter(([type]) => type === 'refused')
      .map(([, b]) => b as { code: string });
    expect(refusals.length).toBeGreaterThan(1000);
    for (const refusal of refusals) expect(REFUSAL_CODES).toContain(refusal.code);
    const codes = new Set(refusals.map((r) => r.code));
    for (const code of ['malformed', 'bad-message', 'unknown-type', 'too-large', 'not-host'])
      expect(codes).toContain(code);
    for (const [, b] of sent) expect(JSON.stringify(b) ?? '').not.toMatch(LEAK);

    // still answering: a new screen's welcome holds every player and answer taken
    const after: Array<[string, unknown]> = [];
    const screen = fakeClient(after);
    await room.onJoin(screen as never, { protocol: 1, code });
    const welcome = after.find(([type]) => type === 'race-welcome')![1] as RaceWelcome;
    const answered = sent.filter(([type]) => type === 'race-answered').length;
    expect(welcome.board.players).toBe(players);
    expect(welcome.board.seq).toBe(answered);
    expect(JSON.stringify(welcome)).not.toContain(key);
    await room.onDispose();
  }, 60_000);
});
