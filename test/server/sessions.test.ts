/**
 * A session's lifetime (identity/sessions.ts, docs/online.md §Identities and accounts) on a real
 * server process with its database in SQLite: a session lives 30 days past its last use, so a
 * login used every four weeks stays, and one unused for longer is refused (its cookie counts as
 * none: `GET /api/me` makes a new anonymous identity) while the account stays and can log in
 * again.
 *
 * Time is moved by a restart: a server started with PW_TEST=1 and PW_TEST_CLOCK_OFFSET_MS reads
 * its clock that far ahead (serverOptions.ts).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type GameServer } from './support/cluster';

const DAY = 24 * 60 * 60 * 1000;
const data = mkdtempSync(join(tmpdir(), 'pw-sessions-'));
let server: GameServer | null = null;

afterAll(async () => {
  await server?.kill('SIGTERM');
});

/** The server on the one database, its clock `days` ahead. */
async function at(days: number): Promise<GameServer> {
  await server?.kill('SIGTERM');
  server = await startServer({
    data,
    env: { PW_TEST: '1', PW_TEST_CLOCK_OFFSET_MS: String(days * DAY) },
  });
  return server;
}

const cookieOf = (response: Response): string =>
  (response.headers.get('set-cookie') ?? '').split(';')[0]!;

/** `GET /api/me` with `cookie`: who the server says it is, and the cookie it sets, if any. */
async function me(cookie: string) {
  const response = await fetch(`${server!.url}/api/me`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { id: string; name: string; account: boolean };
  return { ...body, newCookie: cookieOf(response) };
}

describe('sessions', () => {
  it('live 30 days past their last use, then are refused; the account stays', async () => {
    await at(0);
    const signUp = await fetch(`${server!.url}/api/account`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Ada_S', password: 'analytical engine' }),
    });
    expect(signUp.status).toBe(201);
    const ada = cookieOf(signUp);
    const anonymous = await fetch(`${server!.url}/api/me`);
    const guest = cookieOf(anonymous);
    const guestId = ((await anonymous.json()) as { id: string }).id;
    const adaId = (await me(ada)).id;

    // four weeks on, each used once: still theirs (and each use moves the end on)
    await at(28);
    expect(await me(ada)).toMatchObject({ id: adaId, name: 'Ada_S', account: true, newCookie: '' });
    expect(await me(guest)).toMatchObject({ id: guestId, newCookie: '' });
    await at(56);
    expect(await me(ada)).toMatchObject({ id: adaId, account: true, newCookie: '' });

    // Ada's session unused for 31 days, the guest's for 59: both refused (swept at the start)
    await at(87);
    const afterAda = await me(ada);
    expect(afterAda.id).not.toBe(adaId);
    expect(afterAda).toMatchObject({ account: false });
    expect(afterAda.newCookie).toMatch(/^pw_session=/);
    const afterGuest = await me(guest);
    expect(afterGuest.id).not.toBe(guestId);
    // the account is still there: a log-in gives a new session
    const logIn = await fetch(`${server!.url}/api/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Ada_S', password: 'analytical engine' }),
    });
    expect(logIn.status).toBe(200);
    expect(await me(cookieOf(logIn))).toMatchObject({ id: adaId, account: true });
  }, 90_000);
});
