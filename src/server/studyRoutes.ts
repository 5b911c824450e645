/**
 * Studies over HTTP (issue 46, docs/online.md §Studies), apart from HTTP as puzzleRoutes.ts: each
 * route takes the context, the caller's cookie (and the id, the body, the query) and returns its
 * `JsonReply`. A study is written by an account only (401 `not-signed-in`; anyone else keeps
 * theirs in the browser), read by anyone unless it is private, when only its owner may: to anyone
 * else a private study is 404 `not-found`, as if there were none, so its existence is never told.
 * Every body is read by the app's own reader (`readStudy`, src/content/study.ts) and refused
 * whole with the place of its first problem (400 `bad-study` with `detail`); what is stored is
 * `writeStudy`'s JSON of what was read (any `id` or `owner` in the body ignored), and a read
 * answers it with the server's `id` and the owner's account name.
 *
 * Every answer that holds a study's revision (its writes so far) carries it as an `ETag` ("3");
 * a `PUT` with `If-Match: "3"` is refused 409 `conflict` once the study is at another revision
 * (another tab or device wrote it since): a lost update is refused, never made silently. A `PUT`
 * without `If-Match` (or with `*`) replaces whatever is there.
 */
import { describeStudyProblem, readStudy, writeStudy, type Visibility } from '../content/study';
import type { ServerContext } from './context';
import { identityOf } from './identity/sessions';
import type { JsonReply } from './router';
import type { StoredStudy, StudyContent } from './studyStore';

/** How many studies one account may keep. */
export const MAX_STUDIES_PER_ACCOUNT = 500;
/** A list's default length, and the longest one asked (an account's own: all of them). */
const PUBLIC_PAGE = 50;
const MAX_PUBLIC_PAGE = 100;
/** No id the server makes is longer (a game id's 12 characters). */
const MAX_ID_LENGTH = 40;
const ID_ATTEMPTS = 4;

const NOT_SIGNED_IN = { status: 401, body: { error: 'not-signed-in' } } as const;
const NOT_FOUND = { status: 404, body: { error: 'not-found' } } as const;
const NOT_OWNER = { status: 403, body: { error: 'not-owner' } } as const;

/** A refused study: the place and kind of its first problem (describeStudyProblem). */
interface BadStudy {
  readonly error: 'bad-study';
  readonly detail: string;
}

/** A line of `GET /api/studies?…`. */
interface StudyListing {
  readonly id: string;
  readonly name: string;
  readonly chapters: number;
  readonly visibility: Visibility;
  /** When it was last written, ms since 1970. */
  readonly updated: number;
  /** The owner's account name. */
  readonly owner: string;
}

/** The caller's account (its player id and name), or null (no session, or anonymous). */
async function accountOf(context: ServerContext, cookie: string | undefined) {
  const identity = await identityOf(context, cookie);
  return identity?.player.account ? identity.player : null;
}

/** The revision as an entity tag. */
const etag = (revision: number) => ({ ETag: `"${revision}"` });

/** The body read as a study, or the 400 that names its first problem. */
function contentOf(body: unknown): { content: StudyContent } | JsonReply<BadStudy> {
  const read = readStudy(body);
  if (!read.ok)
    return {
      status: 400,
      body: { error: 'bad-study', detail: describeStudyProblem(read.problem) },
    };
  const { name, visibility, chapters } = read.value; // (any id or owner it claims: dropped)
  return {
    content: {
      name,
      visibility,
      chapters: chapters.length,
      body: JSON.stringify(writeStudy({ name, visibility, chapters })),
    },
  };
}

/** The study `id` (null: none, or an id no study can have). */
const studyOf = (context: ServerContext, id: string) =>
  id === '' || id.length > MAX_ID_LENGTH ? null : context.store.studies.loadStudy(id);

/** Whether the study is hidden from the caller (a private one of someone else: 404 to them). */
const hiddenFrom = (study: StoredStudy, callerId: string | undefined) =>
  study.visibility === 'private' && study.ownerId !== callerId;

/** `GET /api/studies/<id>` → 200 the study (ETag: its revision); 404 `not-found`. */
export async function getStudy(
  context: ServerContext,
  id: string,
  cookie: string | undefined,
): Promise<JsonReply<object>> {
  const study = await studyOf(context, id);
  const callerId =
    study?.visibility === 'private' ? (await accountOf(context, cookie))?.id : undefined;
  if (!study || hiddenFrom(study, callerId)) return NOT_FOUND;
  // the stored JSON is writeStudy's; the id and owner go where writeStudy puts them
  const { format, version, ...rest } = JSON.parse(study.body) as Record<string, unknown>;
  return {
    status: 200,
    body: { format, version, id: study.id, owner: study.ownerName, ...rest },
    headers: etag(study.revision),
  };
}

/** `POST /api/studies` (a study) → 201 `{ id }`; 401, 400 `bad-study`, 403 `too-many-studies`. */
export async function createStudy(
  context: ServerContext,
  body: unknown,
  cookie: string | undefined,
): Promise<JsonReply<{ id: string } | BadStudy>> {
  const owner = await accountOf(context, cookie);
  if (!owner) return NOT_SIGNED_IN;
  const read = contentOf(body);
  if (!('content' in read)) return read;
  const now = context.clock.now();
  for (let attempt = 0; attempt < ID_ATTEMPTS; attempt++) {
    const id = context.ids.gameId(); // 12 characters of base64url, as a game's
    const created = await context.store.studies.createStudy(
      { ...read.content, id, ownerId: owner.id, createdAt: now, updatedAt: now, revision: 1 },
      MAX_STUDIES_PER_ACCOUNT,
    );
    if (created === 'created') return { status: 201, body: { id }, headers: etag(1) };
    if (created === 'too-many') return { status: 403, body: { error: 'too-many-studies' } };
  }
  return { status: 503, body: { error: 'no-free-id' } };
}

/**
 * The revision an `If-Match` header names (`"3"`, `W/"3"` or `3`); undefined for none or `*`;
 * null for one that names no revision.
 */
function revisionOf(ifMatch: string | undefined): number | undefined | null {
  if (ifMatch === undefined || ifMatch.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(ifMatch);
  return match ? Number(match[1]) : null;
}

/**
 * The study `id` for a change by the caller: 401 for no account, 404 for none or a private one
 * of someone else, 403 `not-owner` for another's that the caller may read.
 */
async function ownStudy(
  context: ServerContext,
  id: string,
  cookie: string | undefined,
): Promise<{ study: StoredStudy; ownerId: string } | JsonReply<never>> {
  const caller = await accountOf(context, cookie);
  if (!caller) return NOT_SIGNED_IN;
  const study = await studyOf(context, id);
  if (!study || hiddenFrom(study, caller.id)) return NOT_FOUND;
  if (study.ownerId !== caller.id) return NOT_OWNER;
  return { study, ownerId: caller.id };
}

/**
 * `PUT /api/studies/<id>` (a study; `If-Match` optional) by its owner → 200 `{ id, revision }`
 * (ETag: the new revision); 401, 404, 403 `not-owner`, 400 `bad-study` or `bad-revision`,
 * 409 `conflict`.
 */
export async function updateStudy(
  context: ServerContext,
  id: string,
  body: unknown,
  cookie: string | undefined,
  ifMatch: string | undefined,
): Promise<JsonReply<{ id: string; revision: number } | BadStudy>> {
  const own = await ownStudy(context, id, cookie);
  if (!('study' in own)) return own;
  const expected = revisionOf(ifMatch);
  if (expected === null) return { status: 400, body: { error: 'bad-revision' } };
  if (expected !== undefined && expected !== own.study.revision)
    return { status: 409, body: { error: 'conflict' } };
  const read = contentOf(body);
  if (!('content' in read)) return read;
  const revision = await context.store.studies.updateStudy(
    id,
    own.ownerId,
    read.content,
    context.clock.now(),
    expected,
  );
  if (revision === null)
    // deleted, or (with If-Match) written by another request since it was read
    return (await context.store.studies.loadStudy(id))
      ? { status: 409, body: { error: 'conflict' } }
      : NOT_FOUND;
  return { status: 200, body: { id, revision }, headers: etag(revision) };
}

/** `DELETE /api/studies/<id>` by its owner → 200 `{ ok: true }`; 401, 404, 403 `not-owner`. */
export async function deleteStudy(
  context: ServerContext,
  id: string,
  cookie: string | undefined,
): Promise<JsonReply<{ ok: true }>> {
  const own = await ownStudy(context, id, cookie);
  if (!('study' in own)) return own;
  return (await context.store.studies.deleteStudy(id, own.ownerId))
    ? { status: 200, body: { ok: true } }
    : NOT_FOUND;
}

/** A whole number query parameter within [min, max]; `fallback` when absent; null if not one. */
function count(value: string | null, min: number, max: number, fallback: number): number | null {
  if (value === null) return fallback;
  if (!/^\d{1,16}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/**
 * `GET /api/studies?mine=1` (an account's own, all of them by default) or `?public=1` (anyone's
 * public ones, PUBLIC_PAGE by default), newest write first, `&before=<ms>` for the ones written
 * before (the last line's `updated`: the next page), `&limit=N` → 200 `{ studies }`;
 * 401 (mine), 400 `bad-query`.
 */
export async function listStudies(
  context: ServerContext,
  query: URLSearchParams,
  cookie: string | undefined,
): Promise<JsonReply<{ studies: StudyListing[] }>> {
  const mine = query.get('mine') === '1';
  if (mine === (query.get('public') === '1')) return { status: 400, body: { error: 'bad-query' } };
  const most = mine ? MAX_STUDIES_PER_ACCOUNT : MAX_PUBLIC_PAGE;
  const limit = count(query.get('limit'), 1, most, mine ? most : PUBLIC_PAGE);
  const before = count(query.get('before'), 0, Number.MAX_SAFE_INTEGER, -1);
  if (limit === null || before === null) return { status: 400, body: { error: 'bad-query' } };
  const owner = mine ? await accountOf(context, cookie) : null;
  if (mine && !owner) return NOT_SIGNED_IN;
  const summaries = await context.store.studies.listStudies({
    ...(owner ? { ownerId: owner.id } : { visibility: 'public' as const }),
    ...(before < 0 ? {} : { before }),
    limit,
  });
  return {
    status: 200,
    body: {
      studies: summaries.map((study) => ({
        id: study.id,
        name: study.name,
        chapters: study.chapters,
        visibility: study.visibility,
        updated: study.updatedAt,
        owner: study.ownerName,
      })),
    },
  };
}
