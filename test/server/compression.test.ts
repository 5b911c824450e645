/**
 * Compressed, cached answers of the embedded server (issue 44): a build's text files have brotli
 * and gzip copies (src/cli/precompress.mjs), and the server sends the one the request's
 * `Accept-Encoding` allows (brotli first), with `Vary: Accept-Encoding`, the file's own type and
 * caching (hashed assets immutable, index.html and the service worker `no-cache`), and the
 * security headers; HEAD and If-None-Match work per encoding; an image is sent as it is. The
 * prerendered pages (the home page and the lobby in English and Russian) go compressed too, in
 * the language of the `pw-lang` cookie, else of Accept-Language, else English, varying by both;
 * any other address gets app.html (the page the app renders itself).
 * Bytes are read raw (node:http), not through fetch, which would decode them.
 */
import { request } from 'node:http';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../src/cli/precompress.mjs';
import { fakeDist, startServer, type GameServer } from './support/cluster';

const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;
const PAGE = `<!doctype html><title>Parallel Worlds</title>${'<p>a first screen</p>'.repeat(80)}\n`;
/** A page's stand-in (prerendered, or app.html): its name, long enough to be compressed. */
const prerendered = (name: string) =>
  `<!doctype html><title>${name}</title>${'<p>words</p>'.repeat(80)}\n`;
const PAGES = ['home.ru.html', 'lobby.en.html', 'lobby.ru.html', 'app.html'];
const PAGE_VARY = 'Accept-Encoding, Accept-Language, Cookie';
const PNG = Buffer.from('89504e470d0a1a0a' + '00'.repeat(600), 'hex');

let server: GameServer;

beforeAll(async () => {
  const dist = fakeDist();
  writeFileSync(join(dist, 'index.html'), PAGE);
  for (const name of PAGES) writeFileSync(join(dist, name), prerendered(name));
  writeFileSync(join(dist, 'assets/index-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'sw.js'), `self.precache(${JSON.stringify(SCRIPT)});\n`);
  writeFileSync(join(dist, 'assets/board-abc123.png'), PNG);
  precompress(dist);
  server = await startServer({ dist });
});

afterAll(async () => {
  await server?.kill('SIGTERM');
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request, its body's bytes as sent. */
const raw = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<Raw>((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });

const decode: Record<string, (bytes: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
};

describe('compressed answers', () => {
  it.each([
    ['/assets/index-abc123.js', SCRIPT, 'text/javascript', 'public, max-age=31536000, immutable'],
    ['/index.html', PAGE, 'text/html', 'no-cache'],
    ['/?game=abc', prerendered('app.html'), 'text/html', 'no-cache'],
    ['/sw.js', undefined, 'text/javascript', 'no-cache'],
  ])('%s: brotli, gzip or plain as the request allows', async (path, text, type, caching) => {
    const vary = type === 'text/html' ? PAGE_VARY : 'Accept-Encoding';
    const plain = await raw(path, { Accept: 'text/html' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe(vary);
    if (text !== undefined) expect(plain.body.toString()).toBe(text);
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip, deflate', 'gzip'],
    ] as const) {
      const answer = await raw(path, { Accept: 'text/html', 'Accept-Encoding': accept });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toBe(vary);
      expect(answer.headers['content-type']).toContain(type);
      expect(answer.headers['cache-control']).toBe(caching);
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(answer.body.length).toBeLessThan(plain.body.length / 3);
      expect(decode[encoding]!(answer.body)).toEqual(plain.body);
    }
  });

  it.each([
    ['/', {}, PAGE],
    ['/', { 'Accept-Language': 'ru-RU,ru;q=0.9,en;q=0.8' }, prerendered('home.ru.html')],
    ['/', { 'Accept-Language': 'de-DE,de;q=0.9,ru;q=0.8' }, prerendered('home.ru.html')],
    ['/', { 'Accept-Language': 'en;q=0.5,ru;q=0.9' }, prerendered('home.ru.html')],
    ['/', { 'Accept-Language': 'ru', Cookie: 'pw-session=x; pw-lang=en' }, PAGE],
    ['/', { Cookie: 'pw-lang=ru' }, prerendered('home.ru.html')],
    ['/', { Cookie: 'pw-lang=fr', 'Accept-Language': 'fr, en' }, PAGE],
    ['/?lobby', {}, prerendered('lobby.en.html')],
    ['/?lobby', { 'Accept-Language': 'ru' }, prerendered('lobby.ru.html')],
    ['/?lobby', { Cookie: 'pw-lang=ru' }, prerendered('lobby.ru.html')],
    ['/?game=abc', { Cookie: 'pw-lang=ru' }, prerendered('app.html')],
  ])('%s with %j: the prerendered page, compressed', async (path, headers, page) => {
    for (const [accept, encoding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const answer = await raw(path, {
        Accept: 'text/html',
        'Accept-Encoding': accept,
        ...headers,
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toBe(PAGE_VARY);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(decode[encoding]!(answer.body).toString()).toBe(page);
    }
  });

  it('answers HEAD with the headers of GET and no body; a cached copy is revalidated per encoding', async () => {
    const br = { 'Accept-Encoding': 'br' };
    const get = await raw('/assets/index-abc123.js', br);
    const head = await raw('/assets/index-abc123.js', br, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['content-encoding', 'content-length', 'etag', 'vary', 'cache-control'])
      expect(head.headers[name]).toBe(get.headers[name]);
    const etag = get.headers.etag as string;
    const again = await raw('/assets/index-abc123.js', { ...br, 'If-None-Match': etag });
    expect([again.status, again.body.length, again.headers['cache-control']]).toEqual([
      304,
      0,
      'public, max-age=31536000, immutable',
    ]);
    // the gzip copy is another representation: the brotli copy's tag does not match it
    const gzip = await raw('/assets/index-abc123.js', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': etag,
    });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.etag).not.toBe(etag);
  });

  it('sends an image as it is, and a missing asset or an API address as before', async () => {
    const image = await raw('/assets/board-abc123.png', { 'Accept-Encoding': 'gzip, br' });
    expect(image.status).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body).toEqual(PNG);
    expect((await raw('/assets/missing.js', { 'Accept-Encoding': 'br' })).status).toBe(404);
    const api = await raw('/api/nothing', { 'Accept-Encoding': 'br' });
    expect([api.status, JSON.parse(api.body.toString())]).toEqual([404, { error: 'not found' }]);
  });
});
