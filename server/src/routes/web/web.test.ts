import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../testing/harness.js';
import { webConfig, webRoutes } from './index.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fpl-web-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(rel: string, text: string) {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

describe('serving the built front ends', () => {
  it('shows a plain page when nothing is built', async () => {
    const { app } = makeTestApp({ env: { WEB_ROOT: path.join(root, 'empty') } });
    const res = await app.request('/dashboard');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("The web app isn't built yet");
  });

  it('serves shell/dist at / with SPA fallback and mfe-*/dist under /remotes/<name>/', async () => {
    write('shell/dist/index.html', '<!doctype html><div id="root">shell</div>');
    write('shell/dist/static/js/main.0123abcd.js', 'console.log(1)');
    write('mfe-upload/dist/mf-manifest.json', '{"id":"mfe_upload"}');
    write('secret.txt', 'do not serve');
    const { app } = makeTestApp({ env: { WEB_ROOT: root } });

    const index = await app.request('/');
    expect(await index.text()).toContain('shell');
    const deep = await app.request('/suggestion/123');
    expect(deep.headers.get('content-type')).toMatch(/text\/html/);
    expect(await deep.text()).toContain('shell');
    const asset = await app.request('/static/js/main.0123abcd.js');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    expect((await app.request('/static/js/missing.js')).status).toBe(404);

    const manifest = await app.request('/remotes/upload/mf-manifest.json');
    expect(await manifest.json()).toEqual({ id: 'mfe_upload' });
    expect((await app.request('/remotes/mfe-upload/mf-manifest.json')).status).toBe(200);
    expect((await app.request('/remotes/results/mf-manifest.json')).status).toBe(404);
    expect(await (await app.request('/..%2Fsecret.txt')).text()).not.toContain('do not serve');
    expect((await app.request('/remotes/upload/..%2F..%2Fsecret.txt')).status).toBe(404);

    // API routes never fall back to the app.
    expect((await app.request('/api/unknown')).status).toBe(404);
  });

  it('serves prerendered pages at their paths, the empty app page elsewhere, and HTML to revalidate', async () => {
    const base = path.join(root, 'pages');
    const write = (rel: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(base, rel)), { recursive: true });
      fs.writeFileSync(path.join(base, rel), text);
    };
    write('shell/dist/index.html', '<div id="root"><h1>landing</h1></div>');
    write('shell/dist/pricing/index.html', '<div id="root">pricing frame</div>');
    write('shell/dist/app.html', '<div id="root"></div>');
    const { app } = makeTestApp({ env: { WEB_ROOT: base } });
    expect(await (await app.request('/')).text()).toContain('landing');
    expect(await (await app.request('/pricing')).text()).toContain('pricing frame');
    expect(await (await app.request('/pricing/')).text()).toContain('pricing frame');
    const dashboard = await app.request('/dashboard');
    expect(await dashboard.text()).toBe('<div id="root"></div>');
    expect(dashboard.headers.get('cache-control')).toBe('no-cache');
    const etag = dashboard.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await app.request('/dashboard', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('sends compressed files (build twins first) with long caching for hashed names, short for manifests', async () => {
    const base = path.join(root, 'compressed');
    const js = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    const put = (rel: string, body: string | Buffer) => {
      fs.mkdirSync(path.dirname(path.join(base, rel)), { recursive: true });
      fs.writeFileSync(path.join(base, rel), body);
    };
    put('shell/dist/index.html', '<div id="root"></div>');
    put('shell/dist/static/js/index.0123abcd99.js', js);
    put('shell/dist/static/js/index.0123abcd99.js.br', zlib.brotliCompressSync(Buffer.from(js)));
    put('mfe-upload/dist/static/js/async/1.89abcdef01.js', js);
    put('mfe-upload/dist/mf-manifest.json', JSON.stringify({ id: 'mfe_upload', pad: 'y'.repeat(2000) }));
    const { app } = makeTestApp({ env: { WEB_ROOT: base } });
    const accept = { 'accept-encoding': 'gzip, deflate, br' };

    const twin = await app.request('/static/js/index.0123abcd99.js', { headers: accept });
    expect(twin.headers.get('content-encoding')).toBe('br');
    expect(twin.headers.get('vary')).toBe('Accept-Encoding');
    expect(twin.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await twin.arrayBuffer());
    expect(zlib.brotliDecompressSync(bytes).toString()).toBe(js);

    // No twin (a remote's build): compressed here; gzip for a client without brotli.
    const gz = await app.request('/remotes/upload/static/js/async/1.89abcdef01.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(js);

    const plain = await app.request('/static/js/index.0123abcd99.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(js);

    const manifest = await app.request('/remotes/upload/mf-manifest.json', { headers: accept });
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=60');
    expect(manifest.headers.get('content-encoding')).toBe('br');
  });

  it("sends a remote's build-time twins as they are: encoding, Vary and caching; never a twin older than its file", async () => {
    const base = path.join(root, 'twins');
    const js = `export const squad = ${JSON.stringify('z'.repeat(4000))};`;
    const dist = path.join(base, 'mfe-results', 'dist');
    const put = (rel: string, body: string | Buffer, mtime?: Date) => {
      const file = path.join(dist, rel);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, body);
      if (mtime) fs.utimesSync(file, mtime, mtime);
    };
    fs.mkdirSync(path.join(base, 'shell', 'dist'), { recursive: true });
    // Each twin holds a marker the file lacks: what comes back is the twin, not the file compressed here.
    const built = new Date('2026-01-01T10:00:00Z');
    put('static/js/async/42.0123abcd99.js', js, built);
    put('static/js/async/42.0123abcd99.js.br', zlib.brotliCompressSync(`${js}//br-twin`));
    put('static/js/async/42.0123abcd99.js.gz', zlib.gzipSync(`${js}//gzip-twin`));
    put('mf-manifest.json', JSON.stringify({ id: 'mfe_results', pad: 'y'.repeat(2000) }), built);
    put('mf-manifest.json.br', zlib.brotliCompressSync('{"id":"mfe_results","twin":true}'));
    const { app } = makeTestApp({ env: { WEB_ROOT: base } });

    const br = await app.request('/remotes/results/static/js/async/42.0123abcd99.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(`${js}//br-twin`);

    const gz = await app.request('/remotes/mfe-results/static/js/async/42.0123abcd99.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toBe('Accept-Encoding');
    expect(gz.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(`${js}//gzip-twin`);

    // The manifest's twin: short-lived caching, like the manifest itself.
    const manifest = await app.request('/remotes/results/mf-manifest.json', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(manifest.headers.get('content-encoding')).toBe('br');
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=60');
    expect(zlib.brotliDecompressSync(Buffer.from(await manifest.arrayBuffer())).toString()).toContain(
      '"twin"',
    );

    // A client that accepts neither gets the file itself, still varying on the encoding.
    const plain = await app.request('/remotes/results/static/js/async/42.0123abcd99.js', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(js);

    // The manifest written again after its twin (a build without the precompress step): compressed here.
    put('mf-manifest.json', JSON.stringify({ id: 'mfe_results', fresh: 'f'.repeat(2000) }));
    fs.utimesSync(path.join(dist, 'mf-manifest.json.br'), built, built);
    const fresh = await app.request('/remotes/results/mf-manifest.json', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(fresh.headers.get('content-encoding')).toBe('br');
    expect(zlib.brotliDecompressSync(Buffer.from(await fresh.arrayBuffer())).toString()).toContain('"fresh"');
  });

  it('tells the shell where each remote manifest is: this server by default, configured URLs otherwise', async () => {
    expect(webConfig({})).toEqual({
      remotes: {
        mfe_upload: '/remotes/upload/mf-manifest.json',
        mfe_results: '/remotes/results/mf-manifest.json',
        mfe_account: '/remotes/account/mf-manifest.json',
      },
    });
    const app = webRoutes(path.join(root, 'empty'), {
      REMOTE_RESULTS_URL: 'http://cdn.test/results/mf-manifest.json',
      REMOTE_UPLOAD_URL: ' ',
    });
    const res = await app.request('/web-config.json');
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const body = (await res.json()) as ReturnType<typeof webConfig>;
    expect(body.remotes.mfe_results).toBe('http://cdn.test/results/mf-manifest.json');
    expect(body.remotes.mfe_upload).toBe('/remotes/upload/mf-manifest.json');
  });
});
