/**
 * The identity routes (src/server/accounts.ts through http.ts) on a plain Node HTTP server in
 * this process, with a context the test builds (memory stores, its own ids, a clock it sets):
 * every status of `GET /api/me`, sign-up, log-in, log-out, the password change and the account's
 * deletion, the session cookie and its rotation, the security headers on every answer, the
 * origin check, and the rate limits with their `Retry-After`.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serverContext, type ServerContext } from '../../src/server/context';
import { httpHandler } from '../../src/server/http';
import type { Ids } from '../../src/server/ids';
import { memoryStores } from '../../src/server/store';

const clock = { now: 1_000_000 };
let serial = 0;
const ids: Ids = {
  processName: 'test',
  gameId: () => `game${++serial}`.padEnd(12, '-'),
  key: () => `key${++serial}`.padEnd(22, '-'),
  followCode: () => 'ABCDEF',
};
let context: ServerContext;
let server: Server;
let base: string;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'pw-accounts-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><title>PW</title><script>inline()</script><script type="module" src="/a.js"></script>\n',
  );
  context = serverContext({
    store: memoryStores({ now: () => clock.now }),
    clock: { now: () => clock.now },
    ids,
    config: { claimGraceMs: 1000, createBurst: 3, accountBurst: 3 },
  });
  server = createServer(httpHandler(context, { dist, load: () => ({ rooms: 0, clients: 0 }) }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Ms the clock moves before each request: a patient client is never limited. */
let pace = 10_000;
beforeEach(() => {
  clock.now += 3_600_000; // every bucket full again
  pace = 10_000;
});

interface Answer {
  status: number;
  body: Record<string, unknown>;
  cookie: string | null;
  headers: Headers;
}

async function ask(
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string | null; headers?: Record<string, string> } = {},
): Promise<Answer> {
  clock.now += pace;
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(options.cookie ? { Cookie: options.cookie } : {}), ...options.headers },
    ...(options.body === undefined
      ? {}
      : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
  });
  const setCookie = response.headers.get('set-cookie');
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    cookie: setCookie,
    headers: response.headers,
  };
}
/** The `name=value` of a Set-Cookie, to send back. */
/** Each route hashes or checks a password with scrypt: slow on a loaded 2-core machine. */
const SCRYPT_TESTS = { timeout: 30_000 };
const jar = (setCookie: string | null): string => setCookie!.split(';')[0]!;

describe('GET /api/me', SCRYPT_TESTS, () => {
  it('makes an anonymous identity with a generated name and its cookie, once', async () => {
    const first = await ask('GET', '/api/me');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      account: false,
    });
    expect(first.body.name).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d+$/);
    expect(first.cookie).toMatch(
      /^pw_session=[\w-]+\.[\w-]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const again = await ask('GET', '/api/me', { cookie: jar(first.cookie) });
    expect([again.status, again.body, again.cookie]).toEqual([200, first.body, null]);
    const player = await context.store.players.playerById(first.body.id as string);
    expect(player).toMatchObject({ name: first.body.name, account: false, passwordHash: null });
  });

  it('refuses a tampered cookie (a new identity instead), and sets Secure behind TLS', async () => {
    const first = await ask('GET', '/api/me');
    const tampered = jar(first.cookie).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const other = await ask('GET', '/api/me', { cookie: tampered });
    expect(other.body.id).not.toBe(first.body.id);
    const tls = await ask('GET', '/api/me', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(tls.cookie).toMatch(/; Secure$/);
  });
});

/** Signs `name` up from a fresh anonymous identity; the answer and the cookie to send back. */
async function signUp(name: string, password = 'password1') {
  const anonymous = await ask('GET', '/api/me');
  const answer = await ask('POST', '/api/account', {
    body: { name, password },
    cookie: jar(anonymous.cookie),
  });
  return { anonymous, answer, cookie: answer.cookie ? jar(answer.cookie) : '' };
}

describe('POST /api/account', SCRYPT_TESTS, () => {
  it('turns the anonymous identity into the account, with a new session', async () => {
    const { anonymous, answer, cookie } = await signUp('Ada');
    expect([answer.status, answer.body]).toEqual([
      201,
      { id: anonymous.body.id, name: 'Ada', account: true },
    ]);
    expect(cookie).not.toBe(jar(anonymous.cookie)); // rotated
    expect((await ask('GET', '/api/me', { cookie })).body).toEqual(answer.body);
    // the anonymous session is over: its cookie makes a new identity
    expect((await ask('GET', '/api/me', { cookie: jar(anonymous.cookie) })).body.id).not.toBe(
      anonymous.body.id,
    );
  });

  it('makes an account without an identity, and refuses a taken name without regard to case', async () => {
    const fresh = await ask('POST', '/api/account', {
      body: { name: 'Grace', password: 'password1' },
    });
    expect([fresh.status, fresh.body.account, fresh.cookie]).toEqual([
      201,
      true,
      expect.any(String),
    ]);
    const taken = await ask('POST', '/api/account', {
      body: { name: 'gRACE', password: 'password2' },
    });
    expect([taken.status, taken.body]).toEqual([409, { error: 'name-taken' }]);
  });

  it('lets an anonymous identity keep its generated name as its account’s', async () => {
    const anonymous = await ask('GET', '/api/me');
    const name = (anonymous.body.name as string).toLowerCase();
    const kept = await ask('POST', '/api/account', {
      body: { name, password: 'password1' },
      cookie: jar(anonymous.cookie),
    });
    expect([kept.status, kept.body]).toEqual([201, { id: anonymous.body.id, name, account: true }]);
  });

  it('refuses a bad name, password or body with its code', async () => {
    const cases: Array<[unknown, number, string]> = [
      [{ name: 'x', password: 'password1' }, 400, 'bad-name'],
      [{ name: 'Has space', password: 'password1' }, 400, 'bad-name'],
      [{ name: 'Shorty', password: 'short' }, 400, 'bad-password'],
      [{ name: 'Shorty' }, 400, 'bad-body'],
      ['{"name":', 400, 'malformed'],
    ];
    for (const [body, status, error] of cases) {
      clock.now += 3_600_000;
      expect(await ask('POST', '/api/account', { body })).toMatchObject({
        status,
        body: { error },
      });
    }
    clock.now += 3_600_000;
    const huge = await ask('POST', '/api/account', {
      body: { name: 'Big', password: 'p'.repeat(5000) },
    });
    expect([huge.status, huge.body]).toEqual([413, { error: 'too-large' }]);
    expect((await ask('GET', '/api/account')).status).toBe(405);
  });
});

describe('POST and DELETE /api/session', SCRYPT_TESTS, () => {
  it('logs in with a new session, and refuses a wrong password or name alike', async () => {
    const { answer, cookie } = await signUp('Linus');
    const login = await ask('POST', '/api/session', {
      body: { name: 'LINUS', password: 'password1' },
      cookie,
    });
    expect([login.status, login.body]).toEqual([200, answer.body]);
    const session = jar(login.cookie);
    expect(session).not.toBe(cookie);
    // the session it replaced is over
    expect((await ask('GET', '/api/me', { cookie })).body.id).not.toBe(answer.body.id);
    for (const body of [
      { name: 'Linus', password: 'password2' },
      { name: 'Nobody', password: 'password1' },
      { name: 'x', password: 'password1' },
      { name: 'Linus', password: 'short' },
    ]) {
      const refused = await ask('POST', '/api/session', { body });
      expect([refused.status, refused.body, refused.cookie]).toEqual([
        401,
        { error: 'bad-credentials' },
        null,
      ]);
    }
    expect((await ask('POST', '/api/session', { body: { name: 'Linus' } })).status).toBe(400);
    const out = await ask('DELETE', '/api/session', { cookie: session });
    expect([out.status, out.body]).toEqual([200, { ok: true }]);
    expect(out.cookie).toBe('pw_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
    expect((await ask('GET', '/api/me', { cookie: session })).body.id).not.toBe(answer.body.id);
    expect((await ask('PUT', '/api/session')).status).toBe(405);
  });

  it('refuses an anonymous identity’s name as an account’s', async () => {
    const anonymous = await ask('GET', '/api/me');
    const login = await ask('POST', '/api/session', {
      body: { name: anonymous.body.name, password: 'password1' },
    });
    expect(login.status).toBe(401);
  });
});

describe('POST /api/me/password and DELETE /api/me', SCRYPT_TESTS, () => {
  it('changes the password, ending every other session', async () => {
    const { cookie } = await signUp('Barbara');
    const other = jar(
      (await ask('POST', '/api/session', { body: { name: 'Barbara', password: 'password1' } }))
        .cookie,
    );
    const change = (body: unknown, from = cookie) =>
      ask('POST', '/api/me/password', { body, cookie: from });
    expect((await change({ password: 'wrong-one', newPassword: 'password2' })).status).toBe(401);
    expect((await change({ password: 'password1', newPassword: 'short' })).body).toEqual({
      error: 'bad-password',
    });
    const anonymous = jar((await ask('GET', '/api/me')).cookie);
    expect(
      (await change({ password: 'password1', newPassword: 'password2' }, anonymous)).body,
    ).toEqual({
      error: 'not-signed-in',
    });
    const changed = await change({ password: 'password1', newPassword: 'password2' });
    expect([changed.status, changed.body.name]).toEqual([200, 'Barbara']);
    expect((await ask('GET', '/api/me', { cookie })).body.name).toBe('Barbara'); // this one stays
    expect((await ask('GET', '/api/me', { cookie: other })).body.account).toBe(false); // ended
    const login = (password: string) =>
      ask('POST', '/api/session', { body: { name: 'Barbara', password } });
    expect((await login('password1')).status).toBe(401);
    expect((await login('password2')).status).toBe(200);
  });

  it('deletes the account: the name becomes "deleted", the sessions end, the name is free', async () => {
    const { answer, cookie } = await signUp('Edsger');
    const wrong = await ask('DELETE', '/api/me', { body: { password: 'nope' }, cookie });
    expect([wrong.status, wrong.body]).toEqual([401, { error: 'bad-credentials' }]);
    expect((await ask('DELETE', '/api/me', { body: {}, cookie })).status).toBe(400);
    const deleted = await ask('DELETE', '/api/me', { body: { password: 'password1' }, cookie });
    expect([deleted.status, deleted.body]).toEqual([200, { ok: true }]);
    expect(deleted.cookie).toMatch(/^pw_session=; Max-Age=0/);
    const player = await context.store.players.playerById(answer.body.id as string);
    expect(player).toMatchObject({ name: 'deleted', passwordHash: null, deletedAt: clock.now });
    expect((await ask('GET', '/api/me', { cookie })).body.id).not.toBe(answer.body.id);
    expect(
      (await ask('POST', '/api/session', { body: { name: 'Edsger', password: 'password1' } }))
        .status,
    ).toBe(401);
    expect((await signUp('Edsger')).answer.status).toBe(201);
    expect((await ask('PATCH', '/api/me')).status).toBe(405);
  });
});

describe('security', SCRYPT_TESTS, () => {
  it('sends the security headers on every answer, and no CORS', async () => {
    for (const path of ['/health', '/api/me', '/', '/missing.js']) {
      const response = await fetch(`${base}${path}`, {
        headers: { Accept: 'text/html', Origin: 'http://evil.example' },
      });
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/=]{44}'/); // the inline script
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('refuses a state-changing request from another origin, and lets its own through', async () => {
    for (const [method, path] of [
      ['POST', '/api/account'],
      ['POST', '/api/session'],
      ['DELETE', '/api/session'],
      ['POST', '/api/games'],
      ['DELETE', '/api/me'],
    ] as const) {
      const refused = await ask(method, path, {
        body: { name: 'Mallory', password: 'password1' },
        headers: { Origin: 'http://evil.example' },
      });
      expect([refused.status, refused.body]).toEqual([403, { error: 'bad-origin' }]);
    }
    const own = new URL(base).origin;
    const signed = await ask('POST', '/api/account', {
      body: { name: 'Alice', password: 'password1' },
      headers: { Origin: own },
    });
    expect(signed.status).toBe(201);
    const tls = await ask('POST', '/api/session', {
      body: { name: 'Alice', password: 'password1' },
      headers: { Origin: own, 'X-Forwarded-Proto': 'https' },
    });
    expect(tls.status).toBe(403); // the page was https://, the request says it is not
  });

  it('limits sign-ups per address, log-ins per name, and creations per session, with Retry-After', async () => {
    pace = 0;
    for (let i = 0; i < 3; i++)
      expect(
        (await ask('POST', '/api/account', { body: { name: `Many${i}`, password: 'password1' } }))
          .status,
      ).toBe(201);
    const limited = await ask('POST', '/api/account', {
      body: { name: 'Many3', password: 'password1' },
    });
    expect([limited.status, limited.body]).toEqual([429, { error: 'rate-limited' }]);
    expect(limited.headers.get('retry-after')).toBe('10'); // one every 10 s
    clock.now += 10_000;
    expect(
      (await ask('POST', '/api/account', { body: { name: 'Many3', password: 'password1' } }))
        .status,
    ).toBe(201);

    clock.now += 3_600_000;
    const login = (name: string) =>
      ask('POST', '/api/session', { body: { name, password: 'wrong-one' } });
    // the address allows 3 at once and one every 10 s; a name 3 and one a minute
    for (let i = 0; i < 3; i++) {
      expect((await login('Many0')).status).toBe(401);
      clock.now += 10_000;
    }
    const byName = await login('MANY0');
    expect([byName.status, byName.headers.get('retry-after')]).toEqual([429, '30']);
    clock.now += 10_000;
    expect((await login('Many1')).status).toBe(401); // another name

    clock.now += 3_600_000;
    const cookie = jar((await ask('GET', '/api/me')).cookie);
    clock.now += 3_600_000;
    const create = () => ask('POST', '/api/follow', { cookie });
    for (let i = 0; i < 3; i++) expect((await create()).status).not.toBe(429);
    const creation = await create();
    expect([creation.status, creation.headers.get('retry-after')]).toEqual([429, '1']);
  });
});
