import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { requestHeader } from '../node-bindings.js';

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, else none (identity). A `q=0` refuses
 * one; `*` stands for any not named.
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = weight ? Number(weight.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const any = q.get('*') ?? 0;
  const weightOf = (name: Encoding) => q.get(name) ?? any;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

/** Adds Accept-Encoding to the response's Vary (a cache must keep one copy per encoding). */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('vary');
  if (vary === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary ?? '')) return;
  headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compresses a body. Brotli quality 5 and gzip level 6: about 100 ms for FPL's 2.2 MB bootstrap-static on this
 * class of machine, 84 KB brotli; the top qualities cost 3 to 5 times more for 10% less. On the thread pool, so a
 * large body never stalls other requests.
 */
export async function compressBody(body: Uint8Array, encoding: Encoding): Promise<Buffer<ArrayBuffer>> {
  // zlib's results own their memory (never a SharedArrayBuffer), as a Response body must.
  const compressed: Buffer = await (encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, { level: 6 }));
  return compressed as Buffer<ArrayBuffer>;
}

/** Compressed bodies by content and encoding, least recently used dropped past `maxBytes`. */
export function compressedCache(maxBytes: number) {
  const entries = new Map<string, Buffer<ArrayBuffer>>();
  let bytes = 0;
  return {
    async get(key: string, body: Uint8Array, encoding: Encoding): Promise<Buffer<ArrayBuffer>> {
      const id = `${encoding}:${key}`;
      const hit = entries.get(id);
      if (hit) {
        entries.delete(id);
        entries.set(id, hit);
        return hit;
      }
      const compressed = await compressBody(body, encoding);
      entries.set(id, compressed);
      bytes += compressed.length;
      for (const [oldest, value] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= value.length;
      }
      return compressed;
    },
  };
}

/**
 * Puts a new response in place as it is. (Assigning over c.res copies the old response's headers onto the new
 * one, which would bring back its Content-Length and a Vary without Accept-Encoding.)
 */
function replaceResponse(c: Context, res: Response): void {
  c.res = undefined;
  c.res = res;
}

/** JSON and text; not event streams (compression would hold their events back). */
const COMPRESSIBLE = /^\s*(application\/(json|problem\+json|javascript|xml)|text\/(?!event-stream))/i;
const MIN_BYTES = 1024;
// Bodies this large (FPL's game data, 0.2 to 2.2 MB) are read again and again: compressed once per content.
const CACHE_FROM_BYTES = 64 * 1024;

/**
 * Compresses the API's JSON answers for clients that accept it (brotli, else gzip), with Vary: Accept-Encoding.
 * Small bodies (under 1 KB) go as they are; large ones are compressed once and kept by content hash (a
 * SHA-1 of 2.2 MB costs 2 ms against 100 ms to compress it). Hono's compress() would do gzip only, on every
 * request, as a stream. A request without Accept-Encoding (most benchmarks, curl) costs one header read.
 */
export function compressResponses({ cacheBytes = 32 * 1024 * 1024 } = {}): MiddlewareHandler {
  const cache = compressedCache(cacheBytes);
  return async (c: Context, next) => {
    await next();
    const encoding = pickEncoding(requestHeader(c, 'accept-encoding'));
    const res = c.res;
    if (!encoding || res.status !== 200 || !res.body || c.req.method !== 'GET') return;
    if (res.headers.has('content-encoding') || !COMPRESSIBLE.test(res.headers.get('content-type') ?? ''))
      return;
    if (/(^|,)\s*no-transform\s*(,|$)/i.test(res.headers.get('cache-control') ?? '')) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    varyOnEncoding(headers);
    if (body.length < MIN_BYTES) {
      replaceResponse(c, new Response(body, { status: res.status, headers }));
      return;
    }
    const compressed =
      body.length >= CACHE_FROM_BYTES
        ? await cache.get(createHash('sha1').update(body).digest('base64'), body, encoding)
        : await compressBody(body, encoding);
    headers.set('content-encoding', encoding);
    headers.delete('content-length');
    const etag = headers.get('etag');
    if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
    replaceResponse(c, new Response(compressed, { status: res.status, headers }));
  };
}
