/**
 * Where studies live (src/game/study/studyRepo.ts), with IndexedDB through fake-indexeddb and the
 * game server a stand-in `fetch` answering as h-ssrv's routes do: a study of someone without an
 * account is kept in this browser ('local-…', editable, listed, deleted); an account's goes to the
 * server (POST → its id, PUT on save), with a copy kept here first, so a save while the server
 * cannot be reached is 'offline' and the next opening reads what was typed; someone else's study
 * opens read-only; a missing one is 'not-found'; unreadable data is 'unreadable'.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStudy, writeStudy, type Study } from '../../src/content/study';
import { knowMe } from '../../src/game/account/identity';
import {
  closeStudies,
  createStudy,
  deleteStudy,
  listMyStudies,
  openStudy,
  saveStudy,
} from '../../src/game/study/studyRepo';

const read = readStudy({
  format: 'parallel-worlds-study',
  version: 1,
  name: 'Between levels',
  visibility: 'unlisted',
  chapters: [
    {
      name: 'Stepping up',
      kind: 'annotated',
      orientation: 'white',
      tree: {
        version: 1,
        game: 'parallel-worlds',
        root: { children: [{ moves: ['1e2-1e4', 'end'] }] },
      },
    },
  ],
});
if (!read.ok) throw new Error('the test study does not read');
const study: Study = read.value;

/** A stand-in game server: who this browser is, and the studies it holds. */
class Server {
  me = { id: 'i1', name: 'anna', account: true };
  studies = new Map<string, { data: object; owner: string }>();
  reachable = true;
  calls: string[] = [];
  next = 1;

  fetch = async (path: string, init?: RequestInit): Promise<Response> => {
    const method = init?.method ?? 'GET';
    this.calls.push(`${method} ${path}`);
    if (!this.reachable) throw new TypeError('Failed to fetch');
    const json = (status: number, value: unknown) =>
      new Response(JSON.stringify(value), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (path === '/api/me') return json(200, this.me);
    const body = init?.body ? (JSON.parse(String(init.body)) as object) : null;
    if (path === '/api/studies' && method === 'POST') {
      const id = `s${this.next++}`;
      this.studies.set(id, { data: body!, owner: this.me.name });
      return json(201, { id });
    }
    if (path === '/api/studies?mine=1') {
      const studies = [...this.studies]
        .filter(([, each]) => each.owner === this.me.name)
        .map(([id, each]) => {
          const value = readStudy(each.data);
          if (!value.ok) throw new Error('stored study does not read');
          return {
            id,
            name: value.value.name,
            chapters: 1,
            visibility: value.value.visibility,
            updated: 5,
          };
        });
      return json(200, { studies });
    }
    const id = /^\/api\/studies\/(\w+)$/.exec(path)?.[1] ?? '';
    const kept = this.studies.get(id);
    if (!kept) return json(404, { error: 'not-found' });
    if (method === 'GET') return json(200, { ...kept.data, id, owner: kept.owner });
    if (kept.owner !== this.me.name) return json(403, { error: 'not-owner' });
    if (method === 'PUT') this.studies.set(id, { ...kept, data: body! });
    if (method === 'DELETE') this.studies.delete(id);
    return json(200, {});
  };
}

let server: Server;

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  await closeStudies();
  server = new Server();
  vi.stubGlobal('fetch', server.fetch);
  knowMe(null);
});

afterEach(() => vi.unstubAllGlobals());

describe('studies without an account', () => {
  beforeEach(() => (server.me = { id: 'i2', name: 'guest-4f2a', account: false }));

  it('are kept in this browser, editable, listed and deleted', async () => {
    const id = await createStudy(study);
    expect(id).toMatch(/^local-\w+$/);
    expect(server.calls).not.toContain('POST /api/studies');
    expect(await openStudy(id)).toEqual({ ok: true, study, canEdit: true });
    expect(await saveStudy(id, { ...study, name: 'Renamed' })).toBe('saved');
    await closeStudies(); // a new page load
    const opened = await openStudy(id);
    expect(opened.ok && opened.study.name).toBe('Renamed');
    expect(await listMyStudies()).toEqual([
      {
        id,
        name: 'Renamed',
        chapters: 1,
        visibility: 'unlisted',
        updated: expect.any(Number),
        local: true,
      },
    ]);
    await deleteStudy(id);
    expect(await openStudy(id)).toEqual({ ok: false, problem: 'not-found' });
    expect(await listMyStudies()).toEqual([]);
  });

  it('a study without an account is not asked of the server', async () => {
    expect(await openStudy('local-nothing')).toEqual({ ok: false, problem: 'not-found' });
    expect(server.calls).toEqual([]);
  });
});

describe("an account's studies", () => {
  it('go to the server and open editable for their owner', async () => {
    const id = await createStudy(study);
    expect(id).toBe('s1');
    expect(server.calls).toContain('POST /api/studies');
    expect(await openStudy(id)).toEqual({
      ok: true,
      study: { ...study, id, owner: 'anna' },
      canEdit: true,
    });
    expect(await saveStudy(id, { ...study, name: 'Renamed' })).toBe('saved');
    expect(server.calls).toContain('PUT /api/studies/s1');
    const onServer = readStudy(server.studies.get(id)!.data);
    expect(onServer.ok && onServer.value.name).toBe('Renamed');
    expect(await listMyStudies()).toEqual([
      { id, name: 'Renamed', chapters: 1, visibility: 'unlisted', updated: 5, local: false },
    ]);
    await deleteStudy(id);
    expect(server.studies.has(id)).toBe(false);
  });

  it("someone else's opens read-only; a missing one is not found", async () => {
    server.studies.set('s9', { data: writeStudy(study), owner: 'boris' });
    expect(await openStudy('s9')).toEqual({
      ok: true,
      study: { ...study, id: 's9', owner: 'boris' },
      canEdit: false,
    });
    expect(await openStudy('s10')).toEqual({ ok: false, problem: 'not-found' });
    expect(await saveStudy('s9', study)).toBe('refused');
  });

  it('a save while the server cannot be reached is kept here and offered again', async () => {
    const id = await createStudy(study);
    server.reachable = false;
    expect(await saveStudy(id, { ...study, name: 'Typed offline' })).toBe('offline');
    await closeStudies();
    const offline = await openStudy(id);
    expect(offline.ok && [offline.study.name, offline.canEdit]).toEqual(['Typed offline', true]);
    server.reachable = true;
    const back = await openStudy(id);
    expect(back.ok && back.study.name).toBe('Typed offline');
    await vi.waitFor(() => {
      const onServer = readStudy(server.studies.get(id)!.data);
      expect(onServer.ok && onServer.value.name).toBe('Typed offline');
    });
  });

  it('a study never seen here cannot be opened offline; unreadable data is said so', async () => {
    server.reachable = false;
    expect(await openStudy('s4')).toEqual({ ok: false, problem: 'offline' });
    server.reachable = true;
    server.studies.set('s5', { data: { format: 'something else' }, owner: 'boris' });
    expect(await openStudy('s5')).toEqual({ ok: false, problem: 'unreadable' });
  });
});
