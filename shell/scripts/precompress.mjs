#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) twin beside every compressible file of a build output, so the server
// sends compressed bytes without compressing on each request: `node precompress.mjs <dir>`, or import it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);
// Below this a compressed body plus its header saves nothing worth a second file.
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Compresses every file worth it under `dir`; returns the bytes before and after brotli. */
export function precompress(dir) {
  let raw = 0;
  let brotli = 0;
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    const body = fs.readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gz = zlib.gzipSync(body, { level: 9 });
    // A twin only where it is smaller: the server falls back to the file itself.
    if (br.length < body.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz);
    raw += body.length;
    brotli += Math.min(br.length, body.length);
  }
  return { raw, brotli };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: precompress.mjs <dir>');
    process.exit(2);
  }
  const { raw, brotli } = precompress(path.resolve(dir));
  console.log(
    `precompress: ${(raw / 1024).toFixed(1)} KB -> ${(brotli / 1024).toFixed(1)} KB brotli in ${dir}`,
  );
}
