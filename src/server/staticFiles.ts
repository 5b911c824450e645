/**
 * The built app (dist/) served as `vite preview` serves it, the router's fallback route, by sirv
 * (the static server Vite itself uses): a file of dist/, or index.html for an address that is no
 * file and asks for a page (the app reads its own route: `/?game=…`, `/?follow=…`), else 404.
 * Nothing outside dist/ is ever sent: sirv lists dist/ once at start and serves only that list.
 * The home page and the lobby are prerendered in both languages: a page address gets its page in
 * the language pageLanguage.ts chooses, with `Vary: Accept-Encoding, Accept-Language, Cookie`.
 *
 * A text file goes compressed when the build made its copies (src/cli/precompress.mjs writes
 * `x.js.br` and `x.js.gz` beside `x.js`) and the request's `Accept-Encoding` allows one: brotli
 * first, then gzip, each with its own ETag, and `Vary: Accept-Encoding`. index.html, the service
 * worker (sw.js), its Workbox runtime and the manifest are sent `Cache-Control: no-cache`, so a
 * new build is seen at once; the hashed files under assets/ are immutable for a year (the caching
 * headers are set before sirv answers, so a 304 carries them too). Text types name their charset.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve } from 'node:path';
import sirv from 'sirv';
import { pageFile, pageLanguage } from './pageLanguage';
import type { Handler } from './router';

/** Text types with their charset (sirv's own lookup names none). */
const TEXT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const PAGE_VARY = 'Accept-Encoding, Accept-Language, Cookie';

const cacheControl = (pathname: string): string =>
  pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';

/** Whether a request asks for a page (a browser's navigation, or no preference). */
function wantsPage(request: IncomingMessage): boolean {
  const accept = request.headers.accept ?? '';
  return accept === '' || accept.includes('text/html') || accept.includes('*/*');
}

function notFound(response: ServerResponse): void {
  response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  response.end('Not found');
}

/** The handler of GET and HEAD for any path no other route has: a file of `distFolder`. */
export function staticFiles(distFolder: string): Handler {
  const serve = sirv(resolve(distFolder), {
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders: (response, pathname) => {
      const type = TEXT_TYPES[extname(pathname).toLowerCase() || '.html']; // no extension: a folder's index.html
      if (type) response.setHeader('Content-Type', type);
      // (after sirv's own Vary: a page's language follows these too)
      if (pathname.endsWith('.html')) response.setHeader('Vary', PAGE_VARY);
    },
  });
  return ({ request, response, url }) => {
    if (extname(url.pathname) === '' && wantsPage(request)) {
      // a page: the app reads its route from the address bar; the file is its prerendered page
      request.url = pageFile(url.search, pageLanguage(request));
      response.setHeader('Cache-Control', 'no-cache');
      return serve(request, response, () => notFound(response));
    }
    response.setHeader('Cache-Control', cacheControl(url.pathname));
    serve(request, response, () => notFound(response));
  };
}
