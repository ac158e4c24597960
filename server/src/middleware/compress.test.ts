import zlib from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressResponses, pickEncoding } from './compress.js';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('gzip;q=0.5, br;q=0.2')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});

describe('compressResponses', () => {
  const big = { players: Array.from({ length: 5000 }, (_, id) => ({ id, web_name: `Player ${id}` })) };
  const app = new Hono()
    .use('*', compressResponses())
    .get('/big', (c) => c.json(big))
    .get('/small', (c) => c.json({ ok: true }))
    .get('/png', (c) => c.body(new Uint8Array(4096), 200, { 'content-type': 'image/png' }));

  it('sends JSON brotli or gzip compressed, by Accept-Encoding, with Vary', async () => {
    const br = await app.request('/big', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await br.arrayBuffer());
    expect(body.length).toBeLessThan(JSON.stringify(big).length / 4);
    expect(JSON.parse(zlib.brotliDecompressSync(body).toString())).toEqual(big);
    // The second time comes from the cache: the same bytes.
    const again = await app.request('/big', { headers: { 'accept-encoding': 'br' } });
    expect(Buffer.from(await again.arrayBuffer()).equals(body)).toBe(true);

    const gz = await app.request('/big', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(big);
  });

  it('leaves alone small bodies, images and clients that ask for nothing', async () => {
    const small = await app.request('/small', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const png = await app.request('/png', { headers: { 'accept-encoding': 'br' } });
    expect(png.headers.get('content-encoding')).toBeNull();
    const plain = await app.request('/big');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(big);
  });
});
