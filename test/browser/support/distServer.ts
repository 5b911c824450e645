// A small static server of the built app (dist/) for tests that need to change what the server
// sends while a page is open: serving a new version of the service worker (sw.js with a line
// added, as a new build would be) makes the browser install an update. Playwright's routing does
// not see the browser's own update checks of a service worker script, hence a server of its own.
// Listens on 127.0.0.1 on a free port; `/` and any address without a file answer index.html.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/**
 * Starts the server; resolves to `{ url, publishWorker(mark), close() }`: `url` ends with `/`,
 * `publishWorker(mark)` makes every later sw.js end with the comment `// mark` (a new version).
 */
export async function serveDist() {
  let workerMark: string | null = null;
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const name = pathname === '/' ? 'index.html' : decodeURIComponent(pathname.slice(1));
    const file = path.join(DIST, name);
    let body: Buffer | string;
    try {
      if (!file.startsWith(DIST + path.sep)) throw new Error('outside dist');
      body = await readFile(file);
    } catch {
      body = await readFile(path.join(DIST, 'index.html'));
      response.writeHead(path.extname(name) === '' ? 200 : 404, { 'content-type': TYPES['.html'] });
      response.end(body);
      return;
    }
    if (name === 'sw.js' && workerMark !== null) body = `${body}\n// ${workerMark}\n`;
    response.writeHead(200, {
      'content-type': TYPES[path.extname(name)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    publishWorker(mark: string) {
      workerMark = mark;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
