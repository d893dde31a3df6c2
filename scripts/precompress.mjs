// Precompresses the build: every compressible file of dist/ gets a brotli (quality 11) and a gzip
// (level 9) twin beside it (x.js.br, x.js.gz), written once at build time so the server never
// compresses on a request (server/http/static.ts picks the twin the browser accepts).
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats worth compressing; images other than SVG and fonts are compressed already. */
export const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.map',
  '.webmanifest',
  '.d.ts',
]);
/** Below this a compressed twin saves less than its own headers cost. */
const MIN_BYTES = 256;

export function brotli(content) {
  return brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
}

export function gzip(content) {
  return gzipSync(content, { level: 9 });
}

const compressible = (file) => COMPRESSIBLE.has(extname(file).toLowerCase()) || file.endsWith('.d.ts');

/** Writes the .br and .gz twins under dir (recursively); returns how many files were compressed. */
export function precompress(dir) {
  let count = 0;
  for (const rel of readdirSync(dir, { recursive: true })) {
    const file = join(dir, String(rel));
    if (!compressible(file) || !statSync(file).isFile()) continue;
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const br = brotli(content);
    const gz = gzip(content);
    // A twin that is not smaller is not written: the server then sends the file as it is.
    if (br.length < content.length) writeFileSync(`${file}.br`, br);
    if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
    count++;
  }
  return count;
}
