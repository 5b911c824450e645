/**
 * The build's compressed copies (src/cli/precompress.mjs, issue 44): which files get a brotli and
 * a gzip copy, that each copy decodes to the file, and what the server accepts of a request's
 * `Accept-Encoding` (src/server/staticFiles.ts) to choose among them.
 */
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedCopies, precompress } from '../../src/cli/precompress.mjs';

const TEXT = Buffer.from('export const words = ["a pawn", "a knight", "a bishop"];\n'.repeat(40));

describe('compressedCopies', () => {
  it.each([
    ['index-abc.js', TEXT, ['.br', '.gz']],
    ['index.html', TEXT, ['.br', '.gz']],
    ['style.CSS', TEXT, ['.br', '.gz']],
    ['manifest.webmanifest', TEXT, ['.br', '.gz']],
    ['icon.svg', TEXT, ['.br', '.gz']],
    ['engine.wasm', TEXT, ['.br', '.gz']],
    // binary and already compressed files are left alone, whatever they hold
    ['icon.png', TEXT, []],
    ['font.woff2', TEXT, []],
    ['index.js.br', TEXT, []],
    ['index.js.gz', TEXT, []],
    // a copy no smaller than the file is not kept (each encoding's frame makes it larger)
    ['tiny.js', Buffer.from('x = 1'), []],
    ['empty.css', Buffer.alloc(0), []],
  ])('%s → %j', (name, bytes, suffixes) => {
    expect(compressedCopies(name, bytes).map((copy) => copy.suffix)).toEqual(suffixes);
  });

  it('makes copies that decode to the file, each smaller than it', () => {
    const [br, gz] = compressedCopies('a.js', TEXT);
    expect(brotliDecompressSync(br!.bytes)).toEqual(TEXT);
    expect(gunzipSync(gz!.bytes)).toEqual(TEXT);
    expect(br!.bytes.length).toBeLessThan(gz!.bytes.length);
    expect(gz!.bytes.length).toBeLessThan(TEXT.length / 10);
  });
});

describe('precompress', () => {
  it('writes the copies beside every text file of a build, in sub-folders too, and only those', () => {
    const dist = mkdtempSync(join(tmpdir(), 'pw-precompress-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), TEXT);
    writeFileSync(join(dist, 'assets/index-abc.js'), TEXT);
    writeFileSync(join(dist, 'assets/icon.png'), TEXT);
    const totals = precompress(dist);
    expect(readdirSync(dist).sort()).toEqual([
      'assets',
      'index.html',
      'index.html.br',
      'index.html.gz',
    ]);
    expect(readdirSync(join(dist, 'assets')).sort()).toEqual([
      'icon.png',
      'index-abc.js',
      'index-abc.js.br',
      'index-abc.js.gz',
    ]);
    expect(totals.files).toBe(2);
    expect(totals.before).toBe(2 * TEXT.length);
    expect(totals.after).toBe(2 * readFileSync(join(dist, 'index.html.br')).length);
    // a second run replaces the copies and makes no copy of a copy
    precompress(dist);
    expect(readdirSync(dist)).toHaveLength(4);
  });
});
