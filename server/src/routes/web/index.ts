import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import type { Config } from '../../config.js';
import type { AppEnv } from '../../context.js';
import { sendFile } from './static-files.js';

type RemoteUrls = Partial<Pick<Config, 'REMOTE_UPLOAD_URL' | 'REMOTE_RESULTS_URL' | 'REMOTE_ACCOUNT_URL'>>;

/**
 * What the shell reads at /web-config.json: each remote's mf-manifest.json URL. Configured URLs (another
 * origin, a CDN) win; otherwise the remote's build served by this server under /remotes/<name>/.
 */
export function webConfig(remotes: RemoteUrls) {
  const pick = (url: string | undefined, name: string) => url?.trim() || `/remotes/${name}/mf-manifest.json`;
  return {
    remotes: {
      mfe_upload: pick(remotes.REMOTE_UPLOAD_URL, 'upload'),
      mfe_results: pick(remotes.REMOTE_RESULTS_URL, 'results'),
      mfe_account: pick(remotes.REMOTE_ACCOUNT_URL, 'account'),
    },
  };
}

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>FPL Assistant</title></head>
<body style="font-family:system-ui;max-width:40rem;margin:4rem auto;padding:0 1rem">
<h1>FPL Assistant</h1><p>The web app isn't built yet. The API is running: see the <a href="/api/docs">API reference</a>
and <a href="/health">/health</a>.</p></body></html>`;

/** A file under `root`, or null. Rejects anything that would resolve outside it. */
function fileUnder(root: string, requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (file !== root && !file.startsWith(`${root}${path.sep}`)) return null;
  try {
    return fs.statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

/**
 * The page for a path of the app: the HTML prerendered at build time for it (shell/dist/pricing/index.html for
 * /pricing, index.html for /), else the app's empty page (app.html; index.html for a build from before pages
 * were prerendered), which the browser renders.
 */
function pageFor(shellDist: string, requestPath: string): string {
  const trimmed = requestPath.replace(/\/+$/, '');
  const prerendered = trimmed === '' ? null : fileUnder(shellDist, `${trimmed}/index.html`);
  if (prerendered) return prerendered;
  if (trimmed === '') return path.join(shellDist, 'index.html');
  const app = path.join(shellDist, 'app.html');
  return fs.existsSync(app) ? app : path.join(shellDist, 'index.html');
}

/**
 * The built front ends: shell/dist at /, mfe-<name>/dist at /remotes/<name>/ (also /remotes/mfe-<name>/),
 * the prerendered page or the app's page for any other path; a plain page when nothing is built. Folders are
 * looked up per request, so a build made while the server runs is picked up. Files go compressed when the
 * browser accepts it, with the cache policy of static-files.ts. `remotes` is the parsed config (its
 * REMOTE_*_URL fields); the environment until createApp passes it.
 */
export function webRoutes(webRoot: string, remotes: RemoteUrls = process.env) {
  const shellDist = path.join(webRoot, 'shell', 'dist');
  const config = JSON.stringify(webConfig(remotes));
  return new Hono<AppEnv>()
    .get('/web-config.json', (c) => {
      c.header('cache-control', 'no-cache');
      return c.body(config, 200, { 'content-type': 'application/json; charset=utf-8' });
    })
    .get('/remotes/:name/*', (c) => {
      const name = c.req.param('name').replace(/^mfe-/, '');
      if (!/^[a-z0-9-]+$/.test(name)) return c.notFound();
      const dist = path.join(webRoot, `mfe-${name}`, 'dist');
      const rest = c.req.path.slice(`/remotes/${c.req.param('name')}/`.length);
      const file = fileUnder(dist, rest || 'index.html');
      return file ? sendFile(c, file) : c.notFound();
    })
    .get('*', (c) => {
      if (/^\/(api|auth)(\/|$)/.test(c.req.path)) return c.notFound();
      if (!fs.existsSync(path.join(shellDist, 'index.html'))) return c.html(NOT_BUILT);
      const file = fileUnder(shellDist, c.req.path);
      if (file) return sendFile(c, file);
      // Unknown asset paths 404; page routes (/dashboard, /suggestion/123) get the app.
      if (path.extname(c.req.path)) return c.notFound();
      return sendFile(c, pageFor(shellDist, c.req.path));
    });
}
