/**
 * Fuzzing the server's two doors with thousands of malformed inputs (fast-check, seeded, a
 * bounded count and time, loopback only): the HTTP API (any method, path, body, cookie, origin
 * and content type, on a Node HTTP server in this process) and a game room's messages (any
 * frame, any message of any type from a player, a watcher and the organiser, and any upgrade
 * headers to `onAuth`). Never a 500, never a crash, never a stack trace in an answer; every
 * refusal carries a known code; the room still answers afterwards. Since 2026-12-07 the HTTP fuzz
 * reaches Web Push (`/api/push/key`, subscription bodies to `/api/push/subscriptions`), the
 * leaderboards and rating histories (odd names, variants, encodings, paths of 20,000
 * characters), `/api/me/playing` and the seeks' bodies, with a real anonymous session among the
 * cookies, and every refusal of an `/api/…` address is a JSON `{ error: <code> }`. Since issue 45
 * it reaches the puzzle routes too (attempts at real and odd ids, the dashboard, the puzzles'
 * ratings with odd games, Storm runs of any score), with a real account's session among the
 * cookies so that the bodies are read past the sign-in; and a puzzle race's creation
 * (`/api/races`; the race room's messages are fuzzed in race.test.ts). Since issue 46 it reaches
 * the studies' routes (reads, lists with odd queries, creations, changes with odd `If-Match`
 * headers and deletions of a real study and of odd ids, bodies shaped like a study with any
 * field broken); a refused study's answer is `{ error: 'bad-study', detail }`.
 */
import fc from 'fast-check';
import { pack } from 'msgpackr';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { Agent, createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL_CODES, type CreateGameResponse } from '../../src/protocol';
import { serverContext, type ServerContext } from '../../src/server/context';
import { createGame } from '../../src/server/creation';
import { GameRoom } from '../../src/server/gameRoom';
import { httpHandler } from '../../src/server/http';
import { answerClientErrors } from '../../src/server/security';
import { sign } from '../../src/server/identity/cookies';
import { playerOfUpgrade } from '../../src/server/identity/sessions';
import { roomWith } from '../../src/server/leasedRoom';
import { PushNotifier } from '../../src/server/push';
import { loadPuzzleCatalog } from '../../src/server/puzzleCatalog';

const PUZZLES = loadPuzzleCatalog(join(import.meta.dirname, '../../assets/puzzles'));
const PUZZLE_ID = PUZZLES.ofGame('plunder')[0]!.id;

/** A valid study (src/content/study.ts), for the studies' routes. */
const STUDY = {
  format: 'parallel-worlds-study',
  version: 1,
  name: 'Fuzzed',
  visibility: 'public',
  chapters: [
    {
      name: 'One',
      kind: 'annotated',
      orientation: 'white',
      tree: { version: 1, game: 'chess', root: { children: [{ moves: ['e2e4'] }] } },
    },
  ],
};

const SEED = 4242;
/** What a leaked stack trace or internal error looks like. */
const LEAK = /\n\s+at |Error:|node:internal|\/src\/server\//;

let context: ServerContext;
let server: Server;
let port = 0;
/** A real anonymous identity's session cookie (made in beforeAll). */
let session = 'pw_session=';
/** A real account's session cookie (made in beforeAll): the puzzle routes read its bodies. */
let account = 'pw_session=';
/** A real study of that account (made in beforeAll). */
let studyId = 'Xy3_9kQpLm2a';
const agent = new Agent({ keepAlive: true, maxSockets: 4 });

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'pw-fuzz-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>PW</title>\n');
  context = serverContext({
    config: { claimGraceMs: 1000, createBurst: 1e9, accountBurst: 1e9, readBurst: 1e9 },
    puzzles: PUZZLES,
  });
  const push = new PushNotifier(
    context,
    { subject: 'mailto:fuzz@localhost', allowHttp: false },
    () => {},
  );
  const load = () => ({ rooms: 0, clients: 0 });
  server = createServer(httpHandler(context, { dist, load, push }));
  answerClientErrors(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  const me = await fetch(`http://127.0.0.1:${port}/api/me`);
  session = (me.headers.get('set-cookie') ?? '').split(';')[0]!;
  const signedUp = await fetch(`http://127.0.0.1:${port}/api/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Fuzz_Solver', password: 'correct horse' }),
  });
  account = (signedUp.headers.get('set-cookie') ?? '').split(';')[0]!;
  const created = await fetch(`http://127.0.0.1:${port}/api/studies`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: account },
    body: JSON.stringify(STUDY),
  });
  studyId = ((await created.json()) as { id: string }).id;
});

afterAll(() => {
  agent.destroy();
  return new Promise((resolve) => server.close(resolve));
});

interface Raw {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | Buffer | null;
}

/** Sends a request as given; null when Node refuses to send it at all (an invalid header). */
function send(raw: Raw): Promise<{ status: number; text: string } | null> {
  return new Promise((resolve, reject) => {
    let req;
    try {
      req = request(
        {
          host: '127.0.0.1',
          port,
          method: raw.method,
          path: raw.path,
          // a body framed by its length (Node's client sends a DELETE's unframed otherwise)
          headers: { ...raw.headers, 'content-length': String(Buffer.byteLength(raw.body ?? '')) },
          agent,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
          );
        },
      );
    } catch {
      resolve(null);
      return;
    }
    req.on('error', reject);
    req.end(raw.body ?? undefined);
  });
}

const PATHS = [
  '/api/me',
  '/api/me/password',
  '/api/account',
  '/api/session',
  '/api/games',
  '/api/follow',
  '/api/races',
  '/health',
  '/',
  '/api/me?x=1',
  '/%E0%A4%A',
  '/..%2f..%2fetc%2fpasswd',
  '/api//me',
  '/api/players/Ann_A',
  '/api/players/Ann_A/games?max=-1&format=pgn',
  '/api/players/%E0%A4%A/games',
  '/api/players/a/b/c',
  '/api/games/Xy3_9kQpLm2a',
  '/api/games/..%2F..',
  '/api/seeks',
  '/api/seeks/Xy3_9kQpLm2a',
  '/api/seeks/Xy3_9kQpLm2a/accept',
  '/api/seeks/a/accept/more',
  '/api/me/playing',
  '/api/me/playing/more',
  '/api/push/key',
  '/api/push/subscriptions',
  '/api/push/',
  '/api/leaderboard/plunder',
  '/api/leaderboard/chess',
  '/api/leaderboard/',
  '/api/leaderboard/%00',
  '/api/leaderboard/plunder/more',
  '/api/leaderboard/%E0%A4%A',
  '/api/leaderboard/PLUNDER',
  '/api/leaderboard/__proto__',
  '/api/players/Ann_A/ratings/plunder',
  '/api/players/Ann_A/ratings/',
  '/api/players/Ann_A/ratings/%2e%2e',
  '/api/players/%00/ratings/plunder',
  '/api/players/Ann_A/ratings/plunder/more',
  `/api/leaderboard/${'a'.repeat(20_000)}`,
  `/api/players/${'%F0%9F%98%80'.repeat(2000)}/ratings/plunder`,
  '/api/puzzles/me',
  '/api/puzzles/me/more',
  '/api/puzzles/ratings?variant=plunder',
  '/api/puzzles/ratings?variant=chess',
  '/api/puzzles/ratings?variant=__proto__',
  '/api/puzzles/ratings',
  '/api/puzzles/storm',
  '/api/puzzles/',
  `/api/puzzles/${PUZZLE_ID}/attempt`,
  `/api/puzzles/${PUZZLE_ID}/attempt/more`,
  `/api/puzzles/${PUZZLE_ID}`,
  '/api/puzzles/zzzzzz/attempt',
  '/api/puzzles/%00/attempt',
  '/api/puzzles/__proto__/attempt',
  '/api/studies',
  '/api/studies?mine=1',
  '/api/studies?public=1',
  '/api/studies?public=1&before=1&limit=2',
  '/api/studies?public=1&mine=1',
  '/api/studies?public=1&limit=-1&before=1e99',
  '/api/studies/',
  '/api/studies/Xy3_9kQpLm2a',
  '/api/studies/Xy3_9kQpLm2a/more',
  '/api/studies/%00',
  '/api/studies/__proto__',
  `/api/studies/${'s'.repeat(100)}`,
];
/** An odd segment of a path: any text, a known variant, percent-escapes good and bad, a long one. */
const segment = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }).map(encodeURIComponent),
  fc.constantFrom('plunder', 'parallel-worlds', 'pocket-mutation', 'chess', 'go', '', '.', '..'),
  fc.constantFrom('%', '%2', '%zz', '%00', '%2F', '%C0%AF', '%ED%A0%80', '+', '%20'),
  fc.integer({ min: 1000, max: 20_000 }).map((n) => 'x'.repeat(n)),
);
const text = fc.string({ unit: 'grapheme', maxLength: 40 });
const fields = fc.record(
  {
    name: fc.oneof(text, fc.stringMatching(/^[A-Za-z0-9_-]{3,20}$/), fc.anything()),
    password: fc.oneof(text, fc.string({ minLength: 8, maxLength: 12 }), fc.anything()),
    newPassword: fc.oneof(text, fc.anything()),
    variant: fc.oneof(fc.constantFrom('chess', 'parallel-worlds', 'go'), fc.anything()),
    fen: fc.oneof(text, fc.anything()),
    clock: fc.oneof(fc.constantFrom('5+3', '0+0', '999+999', '5+2d', null), text),
    days: fc.oneof(fc.constantFrom(1, 3, 4, 14, null), fc.anything()),
    rated: fc.oneof(fc.boolean(), fc.anything()),
    win: fc.oneof(fc.boolean(), fc.anything()),
    score: fc.oneof(fc.integer({ min: -5, max: 600 }), fc.double(), fc.anything()),
    moves: fc.oneof(fc.integer({ min: -5, max: 6000 }), fc.anything()),
    errors: fc.oneof(fc.integer({ min: -5, max: 6000 }), fc.anything()),
    combo: fc.oneof(fc.integer({ min: -5, max: 6000 }), fc.anything()),
    time: fc.oneof(fc.integer({ min: -5, max: 4000 }), fc.anything()),
    color: fc.oneof(fc.constantFrom('white', 'black', 'random'), text),
    endpoint: fc.oneof(
      fc.constantFrom('https://push.example/abc', 'http://push.example/abc', 'javascript:1', ''),
      fc.webUrl(),
      fc.integer({ min: 900, max: 5000 }).map((n) => `https://push.example/${'e'.repeat(n)}`),
      fc.anything(),
    ),
    keys: fc.oneof(
      fc.record(
        {
          p256dh: fc.oneof(fc.base64String({ maxLength: 120 }), text, fc.anything()),
          auth: fc.oneof(fc.base64String({ maxLength: 30 }), text, fc.anything()),
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    ),
    expirationTime: fc.oneof(fc.constant(null), fc.integer(), fc.anything()),
    __proto__: fc.anything(),
    constructor: fc.anything(),
  },
  { requiredKeys: [] },
);
/** Mostly the valid study's own field, else anything. */
const mostly = <T>(valid: T, other: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(valid) }, { weight: 1, arbitrary: other });
/** A study's body (STUDY) with some of its fields, or its chapters' fields, broken. */
const studyBody = fc
  .record({
    format: mostly(STUDY.format, fc.anything()),
    version: mostly(STUDY.version, fc.oneof(fc.constant(2), fc.anything())),
    id: mostly(undefined, fc.oneof(text, fc.anything())),
    owner: mostly(undefined, fc.oneof(text, fc.anything())),
    name: mostly(STUDY.name, fc.oneof(text, fc.anything())),
    visibility: mostly(STUDY.visibility, fc.oneof(fc.constantFrom('private', 'unlisted'), text)),
    chapters: mostly(
      STUDY.chapters,
      fc.oneof(
        fc.array(
          fc.record({
            name: mostly('One', fc.oneof(text, fc.anything())),
            kind: mostly('annotated', fc.oneof(fc.constantFrom('interactive', 'practice'), text)),
            orientation: mostly('white', fc.oneof(fc.constant('black'), fc.anything())),
            view: mostly(undefined, fc.oneof(fc.constantFrom('2d', '3d'), fc.anything())),
            tree: mostly(STUDY.chapters[0]!.tree, fc.jsonValue()),
            practice: mostly(undefined, fc.anything()),
            lesson: mostly(undefined, fc.anything()),
          }),
          { maxLength: 3 },
        ),
        fc.anything(),
      ),
    ),
  })
  .map((value) => JSON.stringify(value));
const body: fc.Arbitrary<string | Buffer | null> = fc.oneof(
  studyBody,
  fc.constant(null),
  fields.map((value) => JSON.stringify(value) ?? 'null'),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
  fc.integer({ min: 4000, max: 20_000 }).map((n) => `{"name":"${'a'.repeat(n)}"}`),
  fc.constantFrom('{"name":', '[]', '""', '{"__proto__":{"admin":true}}', '1e999', '\uFEFF{}'),
);
/** Cookies that name nobody. */
const nobody = fc.oneof(
  text.map((value) => `pw_session=${value}`),
  fc.string({ maxLength: 30 }).map((id) => `pw_session=${sign(id, 'not-the-secret-'.repeat(3))}`),
  fc.string({ maxLength: 30 }).map((id) => `pw_session=${sign(id, context.secret)}`), // no session
  fc.constantFrom('pw_session=', 'pw_session', ';;;', `pw_session=${'a'.repeat(500)}.b`),
);
/** Those, or a real session's: the handlers past the identity. */
const cookie = fc.oneof(
  nobody,
  fc.constant(null).map(() => session),
  fc.constant(null).map(() => account),
);
const origin = fc.oneof(
  fc.constantFrom('http://evil.example', 'null', `http://127.0.0.1:${port}`),
  text,
);
const raw: fc.Arbitrary<Raw> = fc.record({
  method: fc.constantFrom('GET', 'HEAD', 'POST', 'DELETE', 'PUT', 'PATCH', 'OPTIONS'),
  path: fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...PATHS) },
    // the routes that read a body, most of all
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        '/api/seeks',
        '/api/push/subscriptions',
        '/api/games',
        '/api/races',
        '/api/puzzles/storm',
        `/api/puzzles/${PUZZLE_ID}/attempt`,
        '/api/studies',
      ),
    },
    fc.constant(null).map(() => `/api/studies/${studyId}`),
    text.map((t) => `/api/${encodeURIComponent(t)}`),
    fc
      .tuple(text, text)
      .map(
        ([name, max]) =>
          `/api/players/${encodeURIComponent(name)}/games?max=${encodeURIComponent(max)}`,
      ),
    text.map((t) => `/api/games/${encodeURIComponent(t)}`),
    segment.map((variant) => `/api/leaderboard/${variant}`),
    fc.tuple(segment, segment).map(([name, v]) => `/api/players/${name}/ratings/${v}`),
    segment.map((more) => `/api/push/${more}`),
    segment.map((more) => `/api/me/playing/${more}`),
    segment.map((id) => `/api/puzzles/${id}/attempt`),
    segment.map((variant) => `/api/puzzles/ratings?variant=${variant}`),
    segment.map((id) => `/api/studies/${id}`),
    fc
      .tuple(text, text, text)
      .map(
        ([which, before, limit]) =>
          `/api/studies?${encodeURIComponent(which)}=1&before=${encodeURIComponent(before)}&limit=${encodeURIComponent(limit)}`,
      ),
  ),
  headers: fc.record(
    {
      'content-type': fc.constantFrom('application/json', 'text/plain', 'multipart/form-data'),
      cookie,
      origin,
      'x-forwarded-proto': fc.constantFrom('https', 'http', 'https, http', ''),
      'if-match': fc.oneof(
        fc.constantFrom('"1"', '"2"', 'W/"1"', '*', '1', ''),
        fc.stringMatching(/^[!-~]{1,20}$/),
      ),
    },
    { requiredKeys: [] },
  ),
  body,
});

describe('the HTTP API under fuzzing', () => {
  it('answers thousands of malformed requests without a 500, a crash or a stack trace', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(raw, async (input) => {
        const answer = await send(input);
        if (!answer) return;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        expect(answer.status).not.toBe(500);
        expect(answer.status === 503 ? answer.text : '').not.toContain('store-failed');
        expect(answer.text).not.toMatch(LEAK);
        if (input.path.startsWith('/api/') && answer.text !== '' && input.method !== 'HEAD')
          expect(() => JSON.parse(answer.text) as unknown).not.toThrow();
        // every refusal of the API is a code
        if (input.path.startsWith('/api/') && answer.status >= 400 && input.method !== 'HEAD') {
          const refusal = JSON.parse(answer.text) as { error?: unknown };
          // (a refused study names its problem's place)
          const detail = refusal.error === 'bad-study' ? { detail: expect.any(String) } : {};
          expect(refusal).toEqual({ error: expect.any(String), ...detail });
        }
      }),
      { seed: SEED, numRuns: 4000, interruptAfterTimeLimit: 40_000 },
    );
    // (a request with a header Node will not send is skipped: over half are sent)
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(2000);
    // the fuzz reached the handlers, not only the refusals at the door
    for (const status of [200, 400, 403, 404, 405]) expect(statuses.get(status)).toBeGreaterThan(0);
    expect((await send({ method: 'GET', path: '/health', headers: {}, body: null }))?.status).toBe(
      200,
    );
  }, 60_000);

  it('reads studies broken anywhere from an account, taking the valid ones and naming the rest', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('POST', 'PUT'),
        fc.option(fc.constantFrom('"1"', '*', 'x'), { nil: undefined }),
        studyBody,
        async (method, ifMatch, text) => {
          const path = method === 'POST' ? '/api/studies' : `/api/studies/${studyId}`;
          const headers = { cookie: account, ...(ifMatch ? { 'if-match': ifMatch } : {}) };
          const answer = (await send({ method, path, headers, body: text }))!;
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          const value = JSON.parse(answer.text) as { error?: string; detail?: string };
          if (answer.status === 400 && value.error === 'bad-study')
            expect(value.detail).toEqual(expect.any(String));
          else expect([200, 201, 400, 409]).toContain(answer.status);
          expect(answer.text).not.toMatch(LEAK);
        },
      ),
      { seed: SEED, numRuns: 400, interruptAfterTimeLimit: 20_000 },
    );
    // both the valid and the refused were met
    for (const status of [200, 201, 400]) expect(statuses.get(status)).toBeGreaterThan(0);
  }, 30_000);
});

/** A client as the room sees one: what it is sent. */
function fakeClient(sent: Array<[string, unknown]>) {
  return {
    userData: undefined,
    auth: undefined,
    send: (type: string, b: unknown) => sent.push([type, b]),
  };
}

const TYPES = [
  'turn',
  'provisional',
  'resign',
  'draw',
  'takeback',
  'rematch',
  'claim',
  'sync',
  'publish',
  'patch',
  '',
  '__proto__',
];
/**
 * Colyseus's own control frames (join, leave, ping), which the guard hands to the framework
 * untouched: the framework's to judge (test/server sends them to a real server), not fuzzed here
 * on a room without a transport.
 */
const FRAMEWORK_CODES = [10, 12, 18];
/** A user-message frame: code 13, the type, the payload; or any other bytes. */
const frame: fc.Arbitrary<Buffer> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.oneof(fc.constantFrom(...TYPES), text), fc.anything())
      .map(([type, message]) => Buffer.concat([Buffer.from([13]), pack(type), pack(message)])),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...TYPES),
        fc.record(
          {
            game: fc.oneof(fc.integer({ min: -2, max: 3 }), fc.anything()),
            ply: fc.oneof(fc.integer({ min: -1, max: 3 }), fc.anything()),
            moves: fc.oneof(
              fc.array(fc.oneof(fc.constantFrom('e2e4', 'e7e5', 'end', 'g1f3'), text), {
                maxLength: 6,
              }),
              fc.anything(),
            ),
            nonce: fc.oneof(fc.stringMatching(/^[a-z0-9]{1,40}$/), fc.anything()),
            op: fc.oneof(fc.constantFrom('offer', 'accept', 'decline', 'request'), fc.anything()),
            result: fc.oneof(fc.constantFrom('win', 'draw'), fc.anything()),
            since: fc.oneof(fc.integer({ min: -5, max: 2 ** 32 }), fc.anything()),
            lag: fc.oneof(fc.integer({ min: -1000, max: 100_000 }), fc.double()),
          },
          { requiredKeys: [] },
        ),
      )
      .map(([type, message]) => Buffer.concat([Buffer.from([13]), pack(type), pack(message)])),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom<[string, unknown]>(
        ['resign', { game: 1 }],
        ['draw', { game: 1, op: 'offer' }],
        ['takeback', { game: 1, op: 'request' }],
        ['rematch', { game: 1, op: 'accept' }],
        ['claim', { game: 1, result: 'win' }],
        ['turn', { game: 1, ply: 0, moves: ['e2e4'], nonce: 'n1' }],
        ['turn', { game: 1, ply: 1, moves: ['e7e5'], nonce: 'n2' }],
        ['provisional', { game: 1, ply: 0, moves: ['e2e4'] }],
        ['sync', { since: 0 }],
      )
      .map(([type, message]) => Buffer.concat([Buffer.from([13]), pack(type), pack(message)])),
  },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 2000, max: 5000 })
      .map((n) => Buffer.concat([Buffer.from([13]), pack('turn'), pack('x'.repeat(n))])),
  },
  {
    weight: 1,
    arbitrary: fc
      .uint8Array({ minLength: 1, maxLength: 3000 })
      .filter((bytes) => !FRAMEWORK_CODES.includes(bytes[0]! & 0x1f))
      .map((bytes) => Buffer.from(bytes)),
  },
);

describe('a game room under fuzzing', () => {
  it('refuses thousands of malformed messages with known codes, and still answers', async () => {
    const created = await createGame(context, { variant: 'chess' });
    const { gameId, players, organiser } = created.body as CreateGameResponse;
    const room = new (roomWith(GameRoom, context))();
    await room.onCreate({ protocol: 1, gameId });
    const hooked = room as unknown as { _onMessage(client: unknown, buffer: Buffer): void };
    const sent: Array<[string, unknown]> = [];
    const keys = [players[0], players[1], organiser, undefined];
    let client = fakeClient(sent);
    let count = 0;
    await fc.assert(
      fc.asyncProperty(frame, fc.nat(3), async (bytes, who) => {
        if (count++ % 15 === 0) {
          // a fresh client now and then (the guard's rate limit is per client)
          client = fakeClient(sent);
          const key = keys[who];
          room.onJoin(client as never, { protocol: 1, gameId, ...(key ? { key } : {}) });
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
    for (const code of ['malformed', 'bad-message', 'unknown-type', 'too-large', 'not-a-player'])
      expect(codes).toContain(code);
    for (const [, b] of sent) expect(JSON.stringify(b) ?? '').not.toMatch(LEAK);
    // still answering: a new watcher gets its welcome and a sync its events
    const after: Array<[string, unknown]> = [];
    const watcher = fakeClient(after);
    room.onJoin(watcher as never, { protocol: 1, gameId });
    hooked._onMessage(
      watcher,
      Buffer.concat([Buffer.from([13]), pack('sync'), pack({ since: 0 })]),
    );
    expect(after.map(([type]) => type)).toEqual(['welcome', 'events']);
    await room.onDispose();
  }, 60_000);

  it('reads any upgrade headers as nobody, never throwing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('cookie', 'origin', 'host', 'x-forwarded-proto', 'x-other'),
          fc.oneof(text, nobody, origin),
        ),
        async (headers) => {
          let parsed: Headers;
          try {
            parsed = new Headers(headers);
          } catch {
            return; // not a header any transport would hand over
          }
          expect(await playerOfUpgrade(context, parsed)).toBeNull();
        },
      ),
      { seed: SEED, numRuns: 1000, interruptAfterTimeLimit: 20_000 },
    );
  });
});
