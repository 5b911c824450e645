/**
 * Studies on a real server process (issue 46, src/server/studyRoutes.ts), on the embedded SQLite
 * and on PostgreSQL: an account creates a study and gets it back exactly as the format writes it,
 * with the server's id and its owner's name (whatever id or owner the body claimed); anyone reads
 * an unlisted or public one, nobody but its owner a private one (404 to everyone else, as if there
 * were none); only the owner changes or deletes one (403 for another's they may read, 404 for
 * another's private one), `If-Match` refuses a lost update; a table of broken studies is refused
 * 400 with the place of the problem; a study far past the other routes' 4 KB bodies is taken,
 * one past 1 MB is not; the lists (one's own, the public ones newest first, paged); a deleted
 * account's studies go with it; and everything is there again after the server restarts.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStudy, writeStudy } from '../../src/content/study';
import { fakeDist, startServer, type GameServer } from './support/cluster';
import { pause } from './support/players';
import { startPostgres, type Postgres } from './support/postgres';

const tree = (root: Record<string, unknown> = {}) => ({
  version: 1,
  game: 'parallel-worlds',
  root: { children: [{ moves: ['1e2-1e4', 'end'] }], ...root },
});
const chapter = (fields: Record<string, unknown> = {}) => ({
  name: 'Stepping up',
  kind: 'annotated',
  orientation: 'white',
  tree: tree(),
  ...fields,
});
const study = (fields: Record<string, unknown> = {}) => ({
  format: 'parallel-worlds-study',
  version: 1,
  name: 'Between levels',
  visibility: 'unlisted',
  chapters: [chapter({ view: '3d', tree: tree({ comment: 'Up a level', shapes: 'G1e23e4' }) })],
  ...fields,
});
/** The study as the server answers it: writeStudy's JSON of what it read, its id and owner. */
const expected = (body: unknown, id: string, owner: string) => {
  const read = readStudy(body);
  if (!read.ok) throw new Error('not a study');
  return writeStudy({ ...read.value, id, owner });
};

/** Broken studies and the problem named in the 400's detail. */
const BROKEN: [string, unknown, string][] = [
  ['not an object', [1, 2], 'study: not an object'],
  ['another format', study({ format: 'pgn' }), 'not a study (format "pgn")'],
  ['no name', study({ name: '' }), 'study: field "name"'],
  ['an unknown visibility', study({ visibility: 'secret' }), 'study: field "visibility"'],
  ['no chapters', study({ chapters: [] }), 'study: field "chapters"'],
  [
    'a turn the rules refuse in the second chapter',
    study({
      chapters: [
        chapter(),
        chapter({ tree: { ...tree(), root: { children: [{ moves: ['1e2-1e6'] }] } } }),
      ],
    }),
    'chapters[1].tree: bad-move at root.children[0]',
  ],
  [
    'an unknown chapter kind',
    study({ chapters: [chapter({ kind: 'quiz' })] }),
    'chapters[0]: field "kind"',
  ],
  [
    'a practice chapter without its goal',
    study({ chapters: [chapter({ kind: 'practice' })] }),
    'chapters[0]: field "practice"',
  ],
  [
    'a practice level out of range',
    study({
      chapters: [chapter({ kind: 'practice', practice: { level: 9, goal: { kind: 'win' } } })],
    }),
    'chapters[0].practice: field "level"',
  ],
  [
    'a comment past 4000 characters',
    study({ chapters: [chapter({ tree: tree({ comment: 'x'.repeat(4001) }) })] }),
    'chapters[0].tree: "comment" is longer than 4000 characters',
  ],
  [
    '65 chapters',
    study({ chapters: Array.from({ length: 65 }, () => chapter()) }),
    'more than 64 chapters',
  ],
];

let accounts = 0;

describe.each(['sqlite', 'postgres'] as const)('studies on %s', (kind) => {
  let postgres: Postgres | undefined;
  let server: GameServer;
  const data = mkdtempSync(join(tmpdir(), 'pw-data-'));
  const dist = fakeDist();

  const start = async () => {
    server = await startServer({
      data,
      dist,
      ...(postgres ? { database: postgres.url } : {}),
      env: { PW_ACCOUNT_BURST: '1000', PW_CREATE_BURST: '1000' },
    });
  };
  beforeAll(async () => {
    if (kind === 'postgres') postgres = await startPostgres();
    await start();
  });
  afterAll(async () => {
    await server?.kill('SIGTERM');
    postgres?.destroy();
  });

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    cookie?: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; value: unknown; etag: string | null }> {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...headers,
        ...(cookie ? { Cookie: cookie } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined
        ? {}
        : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    return {
      status: response.status,
      value: await response.json(),
      etag: response.headers.get('etag'),
    };
  }
  /** A new account: its name and session cookie. */
  async function signUp(): Promise<{ name: string; cookie: string }> {
    const name = `Teacher_${kind.slice(0, 2)}${++accounts}`;
    const response = await fetch(`${server.url}/api/account`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name, password: 'correct horse' }),
    });
    expect(response.status).toBe(201);
    return { name, cookie: (response.headers.get('set-cookie') ?? '').split(';')[0]! };
  }
  /** A new anonymous identity's session cookie (no account). */
  async function anonymousCookie(): Promise<string> {
    const me = await fetch(`${server.url}/api/me`);
    return (me.headers.get('set-cookie') ?? '').split(';')[0]!;
  }
  const create = async (cookie: string, body: unknown = study()) => {
    const answer = await call('POST', '/api/studies', cookie, body);
    expect(answer.status).toBe(201);
    return (answer.value as { id: string }).id;
  };

  it('creates a study and answers it as the format writes it, with its id and owner, to anyone', async () => {
    const ann = await signUp();
    const body = study({ id: 'local-abc', owner: 'Somebody_Else' });
    const answer = await call('POST', '/api/studies', ann.cookie, body);
    expect(answer).toEqual({ status: 201, value: { id: expect.any(String) }, etag: '"1"' });
    const { id } = answer.value as { id: string };
    expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const want = expected(study(), id, ann.name);
    // its owner, another account, and someone with no session at all
    const bob = await signUp();
    for (const cookie of [ann.cookie, bob.cookie, undefined])
      expect(await call('GET', `/api/studies/${id}`, cookie)).toEqual({
        status: 200,
        value: want,
        etag: '"1"',
      });
    expect(Object.keys(want).slice(0, 4)).toEqual(['format', 'version', 'id', 'owner']);
    // what the app's reader reads back is what was sent, with the server's id and owner
    const read = readStudy(want);
    expect(read.ok && [read.value.id, read.value.owner, read.value.chapters[0]!.view]).toEqual([
      id,
      ann.name,
      '3d',
    ]);
    expect(await call('GET', '/api/studies/nosuchstudy1')).toEqual({
      status: 404,
      value: { error: 'not-found' },
      etag: null,
    });
    expect((await call('GET', `/api/studies/${id}/more`)).status).toBe(404);
  });

  it('shows a private study to its owner only, and tells nobody else it exists', async () => {
    const ann = await signUp();
    const bob = await signUp();
    const id = await create(ann.cookie, study({ visibility: 'private' }));
    expect((await call('GET', `/api/studies/${id}`, ann.cookie)).status).toBe(200);
    const missing = await call('GET', '/api/studies/nosuchstudy1', bob.cookie);
    expect(missing).toEqual({ status: 404, value: { error: 'not-found' }, etag: null });
    for (const cookie of [bob.cookie, await anonymousCookie(), undefined])
      expect(await call('GET', `/api/studies/${id}`, cookie)).toEqual(missing);
    // another account's change or deletion is answered as for a study that is not there
    expect(await call('PUT', `/api/studies/${id}`, bob.cookie, study())).toEqual(
      await call('PUT', '/api/studies/nosuchstudy1', bob.cookie, study()),
    );
    expect(await call('DELETE', `/api/studies/${id}`, bob.cookie)).toEqual(
      await call('DELETE', '/api/studies/nosuchstudy1', bob.cookie),
    );
    const listed = (await call('GET', '/api/studies?public=1')).value as {
      studies: { id: string }[];
    };
    expect(listed.studies.map((s) => s.id)).not.toContain(id);
    expect((await call('GET', `/api/studies/${id}`, ann.cookie)).status).toBe(200);
  });

  it('lets its owner only change and delete it; If-Match refuses a lost update', async () => {
    const ann = await signUp();
    const bob = await signUp();
    const id = await create(ann.cookie);
    const path = `/api/studies/${id}`;
    const changed = study({ name: 'Between levels, again', chapters: [chapter(), chapter()] });

    // another account may read it (unlisted), not write it; no account may write at all
    expect(await call('PUT', path, bob.cookie, changed)).toMatchObject({
      status: 403,
      value: { error: 'not-owner' },
    });
    expect(await call('DELETE', path, bob.cookie)).toMatchObject({
      status: 403,
      value: { error: 'not-owner' },
    });
    expect(await call('PUT', path, undefined, changed)).toMatchObject({
      status: 401,
      value: { error: 'not-signed-in' },
    });
    for (const cookie of [await anonymousCookie(), undefined])
      expect(await call('POST', '/api/studies', cookie, study())).toMatchObject({
        status: 401,
        value: { error: 'not-signed-in' },
      });

    expect(await call('PUT', path, ann.cookie, changed)).toEqual({
      status: 200,
      value: { id, revision: 2 },
      etag: '"2"',
    });
    expect(await call('GET', path)).toEqual({
      status: 200,
      value: expected(changed, id, ann.name),
      etag: '"2"',
    });
    // a write from a tab that saw revision 1 is refused; one that saw 2 goes
    const stale = await call('PUT', path, ann.cookie, study(), { 'If-Match': '"1"' });
    expect(stale).toEqual({ status: 409, value: { error: 'conflict' }, etag: null });
    expect((await call('GET', path)).value).toEqual(expected(changed, id, ann.name));
    const fresh = await call('PUT', path, ann.cookie, study({ visibility: 'public' }), {
      'If-Match': '"2"',
    });
    expect(fresh).toEqual({ status: 200, value: { id, revision: 3 }, etag: '"3"' });
    expect(await call('PUT', path, ann.cookie, study(), { 'If-Match': 'yesterday' })).toMatchObject(
      { status: 400, value: { error: 'bad-revision' } },
    );
    // a broken body changes nothing
    expect((await call('PUT', path, ann.cookie, study({ chapters: [] }))).status).toBe(400);
    expect((await call('GET', path)).etag).toBe('"3"');

    expect(await call('DELETE', path, ann.cookie)).toEqual({
      status: 200,
      value: { ok: true },
      etag: null,
    });
    expect((await call('GET', path, ann.cookie)).status).toBe(404);
    expect((await call('PUT', path, ann.cookie, study())).status).toBe(404);
    expect((await call('DELETE', path, ann.cookie)).status).toBe(404);
  });

  it('refuses a broken study with the place of its problem, and bodies past 1 MB', async () => {
    const ann = await signUp();
    const id = await create(ann.cookie);
    for (const [, body, detail] of BROKEN) {
      const made = await call('POST', '/api/studies', ann.cookie, body);
      const put = await call('PUT', `/api/studies/${id}`, ann.cookie, body);
      for (const answer of [made, put]) {
        expect(answer.status).toBe(400);
        expect(answer.value).toEqual({ error: 'bad-study', detail: expect.any(String) });
        expect((answer.value as { detail: string }).detail).toContain(detail);
      }
    }
    expect(await call('POST', '/api/studies', ann.cookie, '{"format":')).toMatchObject({
      status: 400,
      value: { error: 'malformed' },
    });
    // 64 chapters with a comment, a hint and an answer of 4000 characters each: about 770 KB
    const long = 'x'.repeat(4000);
    const root = { comment: long, hint: long, deviation: long };
    const big = study({
      chapters: Array.from({ length: 64 }, () =>
        chapter({ kind: 'interactive', tree: { ...tree(root), version: 2 } }),
      ),
    });
    expect(JSON.stringify(big).length).toBeGreaterThan(700_000);
    const bigId = await create(ann.cookie, big);
    expect((await call('GET', `/api/studies/${bigId}`)).value).toEqual(
      expected(big, bigId, ann.name),
    );
    const tooBig = JSON.stringify(big).replace(
      '"name":"Between levels"',
      `"name":"${'y'.repeat(300_000)}"`,
    );
    expect(await call('POST', '/api/studies', ann.cookie, tooBig)).toMatchObject({
      status: 413,
      value: { error: 'too-large' },
    });
  });

  it('lists an account’s own studies and everyone’s public ones, newest first, by pages', async () => {
    const ann = await signUp();
    const bob = await signUp();
    // (each write 2 ms after the last one's answer: a list's order is by the time of the write)
    const mine = [];
    for (const visibility of ['private', 'unlisted', 'public']) {
      mine.push(await create(ann.cookie, study({ name: `Ann’s ${visibility}`, visibility })));
      await pause(2);
    }
    const bobs = await create(bob.cookie, study({ name: 'Bob’s public', visibility: 'public' }));
    await pause(2);

    const own = await call('GET', '/api/studies?mine=1', ann.cookie);
    expect(own.status).toBe(200);
    const { studies } = own.value as { studies: Record<string, unknown>[] };
    expect(studies.map((s) => s.id)).toEqual([...mine].reverse());
    expect(studies[2]).toEqual({
      id: mine[0],
      name: 'Ann’s private',
      chapters: 1,
      visibility: 'private',
      updated: expect.any(Number),
      owner: ann.name,
    });
    // a change makes a study the newest
    await call('PUT', `/api/studies/${mine[0]}`, ann.cookie, study({ visibility: 'private' }));
    const after = (await call('GET', '/api/studies?mine=1', ann.cookie)).value as {
      studies: { id: string; name: string; updated: number }[];
    };
    expect(after.studies.map((s) => s.id)).toEqual([mine[0], mine[2], mine[1]]);
    expect(after.studies[0]!.name).toBe('Between levels');

    // public: everyone's, never a private or unlisted one, newest first
    const everyone = (await call('GET', '/api/studies?public=1')).value as {
      studies: { id: string; visibility: string; owner: string; updated: number }[];
    };
    expect(everyone.studies.slice(0, 2).map((s) => [s.id, s.owner])).toEqual([
      [bobs, bob.name],
      [mine[2], ann.name],
    ]);
    expect(everyone.studies.every((s) => s.visibility === 'public')).toBe(true);
    // by pages: one, then the ones written before it
    const first = (await call('GET', '/api/studies?public=1&limit=1')).value as typeof everyone;
    expect(first.studies.map((s) => s.id)).toEqual([bobs]);
    const next = (
      await call('GET', `/api/studies?public=1&limit=1&before=${first.studies[0]!.updated}`)
    ).value as typeof everyone;
    expect(next.studies.map((s) => s.id)).toEqual(
      everyone.studies
        .filter((s) => s.updated < first.studies[0]!.updated)
        .slice(0, 1)
        .map((s) => s.id),
    );

    expect(await call('GET', '/api/studies?mine=1')).toMatchObject({
      status: 401,
      value: { error: 'not-signed-in' },
    });
    for (const query of [
      '',
      '?mine=1&public=1',
      '?public=1&limit=0',
      '?public=1&limit=101',
      '?public=1&before=x',
    ])
      expect(await call('GET', `/api/studies${query}`, ann.cookie)).toMatchObject({
        status: 400,
        value: { error: 'bad-query' },
      });
  });

  it('deletes an account’s studies with the account', async () => {
    const ann = await signUp();
    const id = await create(ann.cookie, study({ visibility: 'public' }));
    const gone = await call('DELETE', '/api/me', ann.cookie, { password: 'correct horse' });
    expect(gone.status).toBe(200);
    expect((await call('GET', `/api/studies/${id}`)).status).toBe(404);
    const everyone = (await call('GET', '/api/studies?public=1')).value as {
      studies: { id: string }[];
    };
    expect(everyone.studies.map((s) => s.id)).not.toContain(id);
  });

  it('keeps studies, their revisions and their owners across a restart', async () => {
    const ann = await signUp();
    const id = await create(ann.cookie, study({ visibility: 'private' }));
    await call(
      'PUT',
      `/api/studies/${id}`,
      ann.cookie,
      study({ name: 'Kept', visibility: 'private' }),
    );
    await server.kill('SIGTERM');
    await start();
    expect(await call('GET', `/api/studies/${id}`, ann.cookie)).toEqual({
      status: 200,
      value: expected(study({ name: 'Kept', visibility: 'private' }), id, ann.name),
      etag: '"2"',
    });
    expect((await call('GET', `/api/studies/${id}`)).status).toBe(404);
    const own = (await call('GET', '/api/studies?mine=1', ann.cookie)).value as {
      studies: { id: string }[];
    };
    expect(own.studies.map((s) => s.id)).toEqual([id]);
  });
});
