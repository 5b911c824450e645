/**
 * Where studies live (issue 46), for the study page and every way into it: a study kept only in
 * this browser (anyone's; its id is `local-<random>`) lives in IndexedDB, a database of its own
 * (`parallel-worlds-studies`, through `idb` as the game library's libraryDb.ts); an account's
 * study lives on the game server (`/api/studies`, docs/online.md) with a copy in the same
 * IndexedDB store, written first on every save, so that what was typed is kept when the server
 * cannot be reached (the copy is `pending` until a PUT succeeds, and opening the study offline
 * or before that PUT succeeded reads it).
 *
 * The server is asked through ask.ts (the account's requests: the identity's cookie goes along),
 * and who this browser is comes from account.ts's `refreshMe` as the account dialog knows it. A
 * study may be edited here when it is a local one or the account owns it (the server refuses a
 * PUT of anyone else's anyway). Nothing here throws: failures are the codes of the signatures.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { readStudy, writeStudy, type Study, type Visibility } from '../../content/study';
import { refreshMe } from '../account/account';
import { ask } from '../account/ask';
import { identity } from '../account/identity';

export type StudyOpened =
  | { ok: true; study: Study; canEdit: boolean } // canEdit: a local study, or the account owns it
  | { ok: false; problem: 'not-found' | 'offline' | 'unreadable' };

export interface StudyListing {
  id: string;
  name: string;
  chapters: number;
  visibility: Visibility;
  updated: number; // ms since 1970
  local: boolean; // kept only in this browser
}

/** One stored study: its JSON as writeStudy writes it, and whether the server still lacks it. */
interface StoredStudy {
  id: string;
  data: unknown;
  updated: number;
  pending: boolean; // a server study whose newest state was not accepted by the server yet
}

interface StudySchema extends DBSchema {
  studies: { key: string; value: StoredStudy };
}

const DB_NAME = 'parallel-worlds-studies';
const LOCAL = 'local-';

/** Whether a study's id names one kept only in this browser. */
export const isLocalStudy = (id: string): boolean => id.startsWith(LOCAL);

let opening: Promise<IDBPDatabase<StudySchema>> | null = null;

function database(): Promise<IDBPDatabase<StudySchema>> {
  opening ??= openDB<StudySchema>(DB_NAME, 1, {
    upgrade: (db) => void db.createObjectStore('studies', { keyPath: 'id' }),
  });
  opening.catch(() => (opening = null)); // tried again next time
  return opening;
}

/** Closes the database (tests: the next use opens it as a new page would). */
export async function closeStudies(): Promise<void> {
  const db = await opening?.catch(() => null);
  db?.close();
  opening = null;
}

async function stored(id: string): Promise<StoredStudy | null> {
  try {
    return (await (await database()).get('studies', id)) ?? null;
  } catch {
    return null;
  }
}

async function store(entry: StoredStudy): Promise<boolean> {
  try {
    const db = await database();
    const tx = db.transaction('studies', 'readwrite', { durability: 'strict' });
    await tx.store.put(entry);
    await tx.done;
    return true;
  } catch {
    return false;
  }
}

/** The study without the server's fields, as a body the server reads (it knows both). */
function body(study: Study): object {
  return writeStudy(unowned(study));
}

/** The study without the server's id and owner (a local study, a body to send). */
function unowned(study: Study): Study {
  return { name: study.name, visibility: study.visibility, chapters: study.chapters };
}

/** Who this browser is: the server's answer, else the identity last known. */
async function whoAmI() {
  return (await refreshMe()) ?? identity.getState().me;
}

function opened(data: unknown, canEdit: (study: Study) => boolean): StudyOpened {
  const read = readStudy(data);
  if (!read.ok) return { ok: false, problem: 'unreadable' };
  return { ok: true, study: read.value, canEdit: canEdit(read.value) };
}

/** Opens a study: a local one from IndexedDB, any other from the server (its copy when offline). */
export async function openStudy(id: string): Promise<StudyOpened> {
  const kept = await stored(id);
  if (isLocalStudy(id)) return kept ? opened(kept.data, () => true) : notFound;
  const me = await whoAmI();
  const owns = (study: Study) => me?.account === true && study.owner === me.name;
  // what was typed and not yet accepted by the server wins over the server's older state
  if (kept?.pending) {
    const mine = opened(kept.data, owns);
    if (mine.ok && mine.canEdit) {
      void saveStudy(id, mine.study); // and is offered to it again
      return mine;
    }
  }
  const answer = await ask('GET', `/api/studies/${encodeURIComponent(id)}`);
  if (!answer.ok) return kept ? opened(kept.data, owns) : { ok: false, problem: 'offline' };
  if (answer.status === 404 || answer.status === 403) return notFound;
  if (answer.status !== 200) return { ok: false, problem: 'unreadable' };
  const result = opened(answer.value, owns);
  if (result.ok && result.canEdit)
    await store({ id, data: answer.value, updated: Date.now(), pending: false });
  return result;
}

const notFound: StudyOpened = { ok: false, problem: 'not-found' };

/** A new study: on the server for an account (its id), else kept in this browser ('local-…'). */
export async function createStudy(study: Study): Promise<string> {
  const me = await whoAmI();
  if (me?.account) {
    const answer = await ask('POST', '/api/studies', body(study));
    const id = answer.ok && answer.status === 201 ? (answer.value as { id?: unknown }).id : null;
    if (typeof id === 'string') {
      await store({
        id,
        data: writeStudy({ ...study, id, owner: me.name }),
        updated: Date.now(),
        pending: false,
      });
      return id;
    }
    // the server cannot take it now: it is kept in this browser rather than lost
  }
  const id = LOCAL + crypto.randomUUID().replaceAll('-', '').slice(0, 16);
  await store({ id, data: writeStudy(unowned(study)), updated: Date.now(), pending: false });
  return id;
}

/**
 * Saves a study: the copy in this browser first, then (a server study) the server's PUT.
 * 'offline' when only the copy could be kept (no network, no server, rate-limited: the next save
 * or opening offers it again); 'refused' when neither took it or the server refused it.
 */
export async function saveStudy(
  id: string,
  study: Study,
): Promise<'saved' | 'offline' | 'refused'> {
  const local = isLocalStudy(id);
  // a server study's copy keeps its id and owner (the page may hand the study on without them)
  const before = local ? null : await stored(id);
  const owner = study.owner ?? (before?.data as { owner?: unknown } | undefined)?.owner;
  const data = local
    ? writeStudy(study)
    : writeStudy({ ...study, id, ...(typeof owner === 'string' ? { owner } : {}) });
  const kept = await store({ id, data, updated: Date.now(), pending: !local });
  if (local) return kept ? 'saved' : 'refused';
  const answer = await ask('PUT', `/api/studies/${encodeURIComponent(id)}`, body(study));
  if (!answer.ok) return kept ? 'offline' : 'refused';
  if (answer.status < 200 || answer.status >= 300) return 'refused';
  if (kept) await store({ id, data, updated: Date.now(), pending: false });
  return 'saved';
}

function listing(entry: StoredStudy): StudyListing | null {
  const read = readStudy(entry.data);
  if (!read.ok) return null;
  const { name, visibility, chapters } = read.value;
  return {
    id: entry.id,
    name,
    chapters: chapters.length,
    visibility,
    updated: entry.updated,
    local: isLocalStudy(entry.id),
  };
}

function readListing(value: unknown): StudyListing | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name, chapters, visibility, updated } = value as Record<string, unknown>;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof chapters !== 'number')
    return null;
  if (visibility !== 'private' && visibility !== 'unlisted' && visibility !== 'public') return null;
  const time = typeof updated === 'number' ? updated : Date.parse(String(updated));
  return { id, name, chapters, visibility, updated: Number.isNaN(time) ? 0 : time, local: false };
}

/**
 * This browser's studies and the account's (`GET /api/studies?mine=1`), newest first; when the
 * server cannot say, the copies of the account's studies kept here stand in for its list.
 */
export async function listMyStudies(): Promise<StudyListing[]> {
  let entries: StoredStudy[] = [];
  try {
    entries = await (await database()).getAll('studies');
  } catch {
    // no IndexedDB: only the server's list
  }
  const mine = entries.map(listing).filter((each): each is StudyListing => each !== null);
  const local = mine.filter((each) => each.local);
  const me = await whoAmI();
  let server = me?.account ? mine.filter((each) => !each.local) : [];
  if (me?.account) {
    const answer = await ask('GET', '/api/studies?mine=1');
    const studies =
      answer.ok && answer.status === 200 ? (answer.value as { studies?: unknown }).studies : null;
    if (Array.isArray(studies))
      server = studies.map(readListing).filter((each): each is StudyListing => each !== null);
  }
  return [...local, ...server].sort((a, b) => b.updated - a.updated);
}

/** Deletes a study: from this browser, and from the server when it is a server study. */
export async function deleteStudy(id: string): Promise<void> {
  try {
    await (await database()).delete('studies', id);
  } catch {
    // nothing kept here
  }
  if (!isLocalStudy(id)) await ask('DELETE', `/api/studies/${encodeURIComponent(id)}`);
}
