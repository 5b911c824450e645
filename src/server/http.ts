/**
 * The server's plain HTTP side, next to Colyseus's matchmaking routes (`/matchmake/…`) on the
 * same port: the built app (dist/) as `vite preview` serves it, the two creation endpoints and
 * the health answer.
 *
 * - `GET /health`: `{ ok, rooms, clients, redis }` for this process.
 * - `POST /api/games` `{ variant, fen?, clock? }` (`clock`: a time control, `5+3`) → 201 `{ gameId, players: [key, key], organiser }`.
 * - `POST /api/follow` → 201 `{ code, key }`.
 * - Anything else: a file of dist/, or index.html for an address that is no file (the app reads
 *   its own route: `/?game=…`, `/?follow=…`), as `vite preview` answers. index.html, the
 *   service worker (sw.js), its Workbox runtime and the manifest are sent with
 *   `Cache-Control: no-cache` so that a new build is seen at once; the hashed files under
 *   assets/ are immutable for a year.
 *
 * Bodies are JSON up to 4 KB; the creation endpoints are rate-limited per address.
 */
import { createReadStream, statSync, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { randomBytes } from 'node:crypto';
import { matchMaker } from '@colyseus/core';
import { randomKey, store } from './context';
import { parseControl } from '../rules';
import { startPosition } from './game';
import { newGameId } from './gameRoom';
import {
  FOLLOW_CODE_ALPHABET,
  checkCreateGame,
  type CreateFollowResponse,
  type CreateGameResponse,
  type GameEvent,
  type Health,
} from '../protocol';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.glb': 'model/gltf-binary',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const MAX_BODY = 4096;

/** Per address: a bucket of CREATE_BURST creations refilled at CREATE_PER_SECOND. */
const CREATE_BURST = Number(process.env.PW_CREATE_BURST || 200);
const CREATE_PER_SECOND = 2;
const creators = new Map<string, { tokens: number; at: number }>();

function mayCreate(address: string): boolean {
  const now = Date.now();
  const bucket = creators.get(address) ?? { tokens: CREATE_BURST, at: now };
  bucket.tokens = Math.min(
    CREATE_BURST,
    bucket.tokens + ((now - bucket.at) / 1000) * CREATE_PER_SECOND,
  );
  bucket.at = now;
  creators.set(address, bucket);
  if (creators.size > 10_000) creators.clear(); // a crude bound on the table
  if (bucket.tokens < 1) return false;
  bucket.tokens -= 1;
  return true;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY)
        reject(new Error('too-large')); // read on, answered once
      else chunks.push(chunk);
    });
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolveBody(text ? JSON.parse(text) : {});
      } catch {
        reject(new Error('malformed'));
      }
    });
    req.on('error', reject);
  });
}

/** Creates a game in the store: its keys and its first event (game 1 starts). */
async function createGame(
  body: unknown,
): Promise<{ ok: true; value: CreateGameResponse } | { ok: false; status: number; error: string }> {
  const checked = checkCreateGame(body);
  if (!checked.ok) return { ok: false, status: 400, error: `bad ${checked.detail}` };
  const { variant, fen, clock } = checked.value;
  const start = startPosition(variant, fen);
  if (!start.ok) return { ok: false, status: 400, error: start.detail };
  const control = clock === undefined ? null : parseControl(clock);
  if (clock !== undefined && !control) return { ok: false, status: 400, error: 'bad clock' };
  for (let attempt = 0; attempt < 3; attempt++) {
    const gameId = newGameId();
    const players: [string, string] = [randomKey(), randomKey()];
    const organiser = randomKey();
    const first: GameEvent = {
      v: 1,
      t: 'start',
      game: 1,
      at: Date.now(),
      variant,
      fen: start.fen,
      white: 0,
      ...(control ? { control } : {}),
    };
    const meta = { gameId, variant, players, organiser, createdAt: first.at };
    if (await store().createGame(meta, first))
      return { ok: true, value: { gameId, players, organiser } };
  }
  return { ok: false, status: 503, error: 'no free game id' };
}

/** A follow code: six characters of FOLLOW_CODE_ALPHABET. */
function newFollowCode(): string {
  const bytes = randomBytes(6);
  let code = '';
  for (const byte of bytes) code += FOLLOW_CODE_ALPHABET[byte % FOLLOW_CODE_ALPHABET.length];
  return code;
}

async function createFollow(): Promise<CreateFollowResponse | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newFollowCode();
    const key = randomKey();
    if (await store().createFollow({ code, key, createdAt: Date.now() })) return { code, key };
  }
  return null;
}

function cacheControl(path: string): string {
  if (/[\\/]assets[\\/]/.test(path)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** The file of `dist` an address names, or null (outside dist, or no such file). */
function fileFor(dist: string, pathname: string): { path: string; stats: Stats } | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const path = normalize(join(dist, decoded));
  if (path !== dist && !path.startsWith(dist + sep)) return null;
  try {
    const stats = statSync(path);
    if (stats.isFile()) return { path, stats };
    if (stats.isDirectory()) {
      const index = join(path, 'index.html');
      const indexStats = statSync(index);
      return indexStats.isFile() ? { path: index, stats: indexStats } : null;
    }
  } catch {
    return null;
  }
  return null;
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: { path: string; stats: Stats }) {
  const etag = `W/"${file.stats.size.toString(16)}-${Math.floor(file.stats.mtimeMs).toString(16)}"`;
  const headers: Record<string, string | number> = {
    'Content-Type': MIME[extname(file.path).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': cacheControl(file.path),
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  headers['Content-Length'] = file.stats.size;
  res.writeHead(200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file.path).pipe(res);
}

/** The request handler for everything that is not Colyseus's (mounted on its HTTP server). */
export function httpHandler(options: { dist: string; redis: boolean }) {
  const dist = resolve(options.dist);
  return (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://server');
    const { pathname } = url;
    if (pathname === '/health' && (req.method === 'GET' || req.method === 'HEAD')) {
      const health: Health = {
        ok: true,
        rooms: matchMaker.stats.local.roomCount,
        clients: matchMaker.stats.local.ccu,
        redis: options.redis,
      };
      sendJson(res, 200, health);
      return;
    }
    if (pathname === '/api/games' || pathname === '/api/follow') {
      if (req.method !== 'POST') {
        sendJson(res, 405, { error: 'POST only' });
        return;
      }
      if (!mayCreate(req.socket.remoteAddress ?? '')) {
        sendJson(res, 429, { error: 'rate-limited' });
        return;
      }
      void readJson(req)
        .then(async (body) => {
          if (pathname === '/api/follow') {
            const follow = await createFollow();
            if (follow) sendJson(res, 201, follow);
            else sendJson(res, 503, { error: 'no free code' });
            return;
          }
          const created = await createGame(body);
          if (created.ok) sendJson(res, 201, created.value);
          else sendJson(res, created.status, { error: created.error });
        })
        .catch((error: unknown) => {
          const message = error instanceof Error ? error.message : 'error';
          const status = message === 'too-large' ? 413 : message === 'malformed' ? 400 : 503;
          sendJson(res, status, { error: status === 503 ? 'store-failed' : message });
        });
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendJson(res, 405, { error: 'method not allowed' });
      return;
    }
    const file = fileFor(dist, pathname);
    if (file) {
      sendFile(req, res, file);
      return;
    }
    const accept = req.headers.accept ?? '';
    const wantsPage = accept === '' || accept.includes('text/html') || accept.includes('*/*');
    const index = wantsPage && extname(pathname) === '' ? fileFor(dist, '/index.html') : null;
    if (index) {
      sendFile(req, res, index);
      return;
    }
    res.writeHead(404, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
    res.end('Not found');
  };
}
