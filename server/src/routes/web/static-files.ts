import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import { compressedCache, type Encoding, pickEncoding } from '../../middleware/compress.js';
import { requestHeader } from '../../node-bindings.js';

/** Content types by extension, for the files a build writes. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Text worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
const MIN_BYTES = 1024;

/** A file name with a content hash in it (rsbuild's `index.3ee8ff9c6c.js`): its content never changes. */
const hashed = (file: string) => /[.-][0-9a-f]{8,}\./i.test(path.basename(file));
/** Module Federation's entry points: fixed names whose content changes with each build of a remote. */
const FEDERATION_ENTRIES = new Set(['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** A remote's manifest: a deploy reaches a shell already open within a minute, and loads skip a round trip. */
export const CACHE_MANIFEST = 'public, max-age=60';
/** Pages and anything else under a fixed name: kept, but checked (ETag) before each use. */
export const CACHE_REVALIDATE = 'no-cache';

export function cachePolicy(file: string): string {
  if (FEDERATION_ENTRIES.has(path.basename(file))) return CACHE_MANIFEST;
  return hashed(file) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

// Files without a precompressed twin (a build made without the kit's precompress step): compressed on first
// request, kept by path and version. The three remotes' text assets come to about 1.5 MB raw, 400 KB compressed.
const onTheFly = compressedCache(16 * 1024 * 1024);

/**
 * The precompressed twin (`.br`, `.gz`) written at build time, if there is one and it is not older than the
 * file: a file written again after its build was compressed must not be answered with the old content.
 */
function twin(file: string, stat: fs.Stats, encoding: Encoding): string | null {
  const name = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
  const twinStat = fs.statSync(name, { throwIfNoEntry: false });
  return twinStat?.isFile() && twinStat.mtimeMs >= stat.mtimeMs ? name : null;
}

/**
 * A built file with its content type and cache policy, compressed when the browser accepts it (the build's
 * .br/.gz twin, else compressed here once and kept), with Vary: Accept-Encoding and an ETag that answers a
 * revalidation with 304.
 */
export async function sendFile(c: Context, file: string): Promise<Response> {
  const stat = fs.statSync(file);
  const ext = path.extname(file).toLowerCase();
  const compressible = COMPRESSIBLE.has(ext) && stat.size >= MIN_BYTES;
  const encoding = compressible ? pickEncoding(requestHeader(c, 'accept-encoding')) : undefined;
  const version = `${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}`;
  const etag = `"${version}${encoding ? `-${encoding}` : ''}"`;
  const headers: Record<string, string> = {
    'content-type': TYPES[ext] ?? 'application/octet-stream',
    'cache-control': cachePolicy(file),
    'x-content-type-options': 'nosniff',
    etag,
  };
  if (compressible) headers.vary = 'Accept-Encoding';
  const ifNoneMatch = requestHeader(c, 'if-none-match');
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return new Response(null, { status: 304, headers });
  }
  if (!encoding) return new Response(fs.readFileSync(file), { headers });
  headers['content-encoding'] = encoding;
  const precompressed = twin(file, stat, encoding);
  const body = precompressed
    ? fs.readFileSync(precompressed)
    : await onTheFly.get(`${file}:${version}`, fs.readFileSync(file), encoding);
  return new Response(body, { headers });
}
