import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
