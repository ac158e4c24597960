import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress.mjs';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fpl-precompress-'));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

function put(rel: string, body: string | Buffer) {
  const file = path.join(dist, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
}

describe('precompress', () => {
  const js = `export const fixtures = ${JSON.stringify('gw'.repeat(3000))};`;

  it('writes .br and .gz twins that decode to the file, for compressible files of 1 KB and more', async () => {
    put('static/js/async/7.0123abcd99.js', js);
    put('mf-manifest.json', JSON.stringify({ id: 'mfe_upload', pad: 'm'.repeat(2000) }));
    put('static/js/tiny.0123abcd99.js', 'export {};');
    put('static/font.0123abcd99.woff2', Buffer.alloc(4096, 1));

    const { raw, brotli } = await precompress(dist);

    const file = path.join(dist, 'static/js/async/7.0123abcd99.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(js);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(js);
    expect(fs.existsSync(path.join(dist, 'mf-manifest.json.br'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'static/js/tiny.0123abcd99.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(dist, 'static/font.0123abcd99.woff2.br'))).toBe(false);
    expect(raw).toBeGreaterThan(brotli);
  });

  it('removes a twin an earlier build left when the new content does not compress', async () => {
    put('static/js/noise.0123abcd99.js', randomBytes(4096));
    put('static/js/noise.0123abcd99.js.br', zlib.brotliCompressSync('stale'));

    await precompress(dist);

    expect(fs.existsSync(path.join(dist, 'static/js/noise.0123abcd99.js.br'))).toBe(false);
  });
});
