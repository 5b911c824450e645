/**
 * `node src/cli/precompress.mjs [dist]`: writes a brotli (`.br`, quality 11) and a gzip (`.gz`,
 * level 9) copy next to every text file of the built app (dist/ by default), once at build time
 * (`npm run build` and `npm start`, after `vite build`), so that the server sends compressed
 * bytes without compressing anything per request (src/server/staticFiles.ts picks the copy the
 * request's `Accept-Encoding` allows). A copy is kept only when it is smaller than the file; images, fonts
 * and other binary files are left alone (already compressed); a build's old copies are replaced.
 * Prints one line: how many files, and their bytes before and after.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The extensions of the text files worth compressing (wasm compresses as well as text). */
const TEXT = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.xml',
  '.map',
  '.wasm',
]);

/** The encodings made at build time: the suffix of the copy and how it is made. */
const ENCODINGS = [
  {
    suffix: '.br',
    compress: (bytes) =>
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
  { suffix: '.gz', compress: (bytes) => gzipSync(bytes, { level: 9 }) },
];

/**
 * The compressed copies worth writing for a file named `name` holding `bytes`: `{ suffix,
 * bytes }` for each encoding whose copy is smaller, none for a file that is not text.
 */
export function compressedCopies(name, bytes) {
  if (!TEXT.has(extname(name).toLowerCase())) return [];
  return ENCODINGS.map(({ suffix, compress }) => ({ suffix, bytes: compress(bytes) })).filter(
    (copy) => copy.bytes.length < bytes.length,
  );
}

/** Writes the copies of every text file under `dist`; returns `{ files, before, after }`. */
export function precompress(dist) {
  const totals = { files: 0, before: 0, after: 0 };
  const visit = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.isFile()) {
        const bytes = readFileSync(path);
        const copies = compressedCopies(entry.name, bytes);
        for (const copy of copies) writeFileSync(path + copy.suffix, copy.bytes);
        if (copies.length > 0) {
          totals.files += 1;
          totals.before += bytes.length;
          totals.after += copies.find((copy) => copy.suffix === '.br')?.bytes.length ?? 0;
        }
      }
    }
  };
  visit(resolve(dist));
  return totals;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? 'dist';
  const { files, before, after } = precompress(dist);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`precompress: ${files} text files of ${dist}/, ${kb(before)} → ${kb(after)} brotli`);
}
