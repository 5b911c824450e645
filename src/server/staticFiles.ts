/**
 * The built app (dist/) served as `vite preview` serves it, the router's fallback route: a file
 * of dist/, or index.html for an address that is no file and asks for a page (the app reads its
 * own route: `/?game=…`, `/?follow=…`), else 404. index.html, the service worker (sw.js), its
 * Workbox runtime and the manifest are sent with `Cache-Control: no-cache` so that a new build
 * is seen at once; the hashed files under assets/ are immutable for a year. Nothing outside dist/
 * is ever sent. A text file is sent compressed when the build made its copies (src/cli/
 * precompress.mjs writes `x.js.br` and `x.js.gz` beside `x.js`) and the request's
 * `Accept-Encoding` allows one: brotli first, then gzip, with `Vary: Accept-Encoding` on every
 * file that has a copy. (sirv, which does the same with its `brotli`/`gzip` options, is to
 * replace this once it is installed as a package of its own: Vite 8 only inlines it.)
 */
import { createReadStream, statSync, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Handler } from './router';

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

/** The encodings of the copies the build makes, best first: the token and the copy's suffix. */
const COPIES = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * The encodings an `Accept-Encoding` header allows (`br`, `gzip`, `*`; a token with `q=0` is
 * refused), lower-cased.
 */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [token = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    if (token !== '' && !(q !== undefined && Number(q.slice(2)) === 0)) accepted.add(token);
  }
  return accepted;
}

function cacheControl(path: string): string {
  if (/[\\/]assets[\\/]/.test(path)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** The file of `dist` an address names, or null (outside dist, or no such file). */
function fileFor(dist: string, pathname: string): DistFile | null {
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

/** A file of dist/ and what stat said of it. */
interface DistFile {
  readonly path: string;
  readonly stats: Stats;
}

/**
 * What to send for `file`: the build's compressed copy that the request accepts, best first, or
 * the file itself; `vary` when the file has a copy at all (its answer depends on the header).
 */
function variantOf(
  req: IncomingMessage,
  file: DistFile,
): { sent: DistFile; encoding: string | null; vary: boolean } {
  const accepted = acceptedEncodings(req.headers['accept-encoding']);
  let vary = false;
  for (const { encoding, suffix } of COPIES) {
    const path = file.path + suffix;
    let stats: Stats;
    try {
      stats = statSync(path);
    } catch {
      continue;
    }
    if (!stats.isFile()) continue;
    vary = true;
    if (accepted.has(encoding) || accepted.has('*'))
      return { sent: { path, stats }, encoding, vary };
  }
  return { sent: file, encoding: null, vary };
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: DistFile): void {
  const { sent, encoding, vary } = variantOf(req, file);
  const etag = `W/"${sent.stats.size.toString(16)}-${Math.floor(sent.stats.mtimeMs).toString(16)}"`;
  const headers: Record<string, string | number> = {
    'Content-Type': MIME[extname(file.path).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': cacheControl(file.path),
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  };
  if (vary) headers.Vary = 'Accept-Encoding';
  if (encoding !== null) headers['Content-Encoding'] = encoding;
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  headers['Content-Length'] = sent.stats.size;
  res.writeHead(200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(sent.path).pipe(res);
}

/** The handler of GET and HEAD for any path no other route has: a file of `distFolder`. */
export function staticFiles(distFolder: string): Handler {
  const dist = resolve(distFolder);
  return ({ request: req, response: res, url }) => {
    const { pathname } = url;
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
