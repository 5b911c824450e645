/**
 * The studies' routes' limits (src/server/studyRoutes.ts, http.ts) on a plain Node HTTP server in
 * this process, with memory stores and a clock the test sets (the routes' behaviour on real
 * databases: test/server/studies.test.ts): an account keeps at most MAX_STUDIES_PER_ACCOUNT
 * studies; a write with no session is refused before its body is read (a 2 MB body is answered
 * 401, not 413); the writes are limited per address and per session with a bucket of their own.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../src/server/accounts';
import { serverContext, type ServerContext } from '../../src/server/context';
import { httpHandler } from '../../src/server/http';
import { memoryStores } from '../../src/server/store';
import { MAX_STUDIES_PER_ACCOUNT, createStudy } from '../../src/server/studyRoutes';

const clock = { now: 5000 };
const STUDY = {
  format: 'parallel-worlds-study',
  version: 1,
  name: 'Openings',
  visibility: 'private',
  chapters: [
    {
      name: 'One',
      kind: 'annotated',
      orientation: 'white',
      tree: { version: 1, game: 'chess', root: { children: [{ moves: ['e2e4'] }] } },
    },
  ],
};
let context: ServerContext;
let server: Server;
let base: string;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'pw-studies-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>PW</title>\n');
  context = serverContext({
    store: memoryStores({ now: () => clock.now }),
    clock: { now: () => clock.now },
    config: { claimGraceMs: 1000, createBurst: 3, accountBurst: 10 },
  });
  server = createServer(httpHandler(context, { dist, load: () => ({ rooms: 0, clients: 0 }) }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A new account's session cookie. */
async function account(name: string): Promise<string> {
  const reply = await signUp(
    context,
    { name, password: 'correct horse' },
    { cookie: undefined, secure: false },
  );
  expect(reply.status).toBe(201);
  return reply.headers!['Set-Cookie']!.split(';')[0]!;
}

const send = (method: string, path: string, cookie: string | null, body?: string) =>
  fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    ...(body === undefined ? {} : { body }),
  }).then(async (response) => [response.status, await response.json()]);

describe('the studies’ limits', () => {
  it('keeps at most MAX_STUDIES_PER_ACCOUNT studies for one account', async () => {
    const cookie = await account('Many_Studies');
    for (let i = 0; i < MAX_STUDIES_PER_ACCOUNT; i++)
      expect((await createStudy(context, STUDY, cookie)).status).toBe(201);
    expect(await createStudy(context, STUDY, cookie)).toEqual({
      status: 403,
      body: { error: 'too-many-studies' },
    });
    // another account is not held by it
    expect((await createStudy(context, STUDY, await account('Few_Studies'))).status).toBe(201);
  });

  it('refuses a write with no session before its body, and limits writes per session', async () => {
    clock.now += 10_000; // full buckets
    const big = JSON.stringify({ ...STUDY, name: 'x'.repeat(2_000_000) });
    expect(await send('POST', '/api/studies', null, big)).toEqual([
      401,
      { error: 'not-signed-in' },
    ]);
    clock.now += 10_000;
    const cookie = await account('Busy_Author');
    expect(await send('POST', '/api/studies', cookie, big)).toEqual([413, { error: 'too-large' }]);
    const [status, created] = await send('POST', '/api/studies', cookie, JSON.stringify(STUDY));
    expect(status).toBe(201);
    const path = `/api/studies/${(created as { id: string }).id}`;
    // a burst of 3 (the creations'), then two a second
    expect((await send('PUT', path, cookie, JSON.stringify(STUDY)))[0]).toBe(200);
    expect(await send('PUT', path, cookie, JSON.stringify(STUDY))).toEqual([
      429,
      { error: 'rate-limited' },
    ]);
    // reads are not writes
    expect((await send('GET', path, cookie))[0]).toBe(200);
    clock.now += 500;
    expect((await send('DELETE', path, cookie, ''))[0]).toBe(200);
    expect((await send('DELETE', path, cookie, ''))[0]).toBe(429);
  });
});
