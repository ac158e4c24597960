#!/usr/bin/env node
// The shell build's last step, after `rsbuild build` (dist/) and the prerender build (rsbuild.prerender.config.ts):
// writes each public page's HTML, painted before any script runs and hydrated by the shell, with the critical
// CSS inline; keeps the empty template as app.html for every other path; then precompresses dist/.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { precompress } from '@fpl-assistant/web-kit/precompress';
import { criticalCss } from './critical-css.mjs';

const shell = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(shell, 'dist');
// PRERENDER_OUT in rsbuild.prerender.config.ts.
const built = path.join(shell, 'node_modules', '.cache', 'prerender');
const ROOT = '<div id="root"></div>';

const { renderPage, PRERENDERED_PATHS, prerenderedFile, APP_SHELL_FILE } = await import(
  pathToFileURL(path.join(built, 'render.mjs')).href
);

// The template rsbuild wrote (its script tags). A copy is kept beside the prerender build, so running this
// again without a new `rsbuild build` starts from it rather than from an already prerendered index.html.
const appShell = path.join(dist, APP_SHELL_FILE);
const templateCopy = path.join(built, 'template.html');
const fresh = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
if (fresh.includes(ROOT)) fs.writeFileSync(templateCopy, fresh);
const template = fs.readFileSync(templateCopy, 'utf8');
if (!template.includes(ROOT)) throw new Error(`prerender: the HTML template has no ${ROOT}`);

// The app's page (app.html, for paths not prerendered) gets all of the shell's CSS inline (design tokens and
// shell styles, 18 KB, 4 KB compressed), in the order the browser entry imports it; each CSS chunk the app
// would fetch later is marked as present with an empty <style data-href> (the chunk loader looks for one).
const css = fs.readFileSync(path.join(built, 'static', 'css', 'render.css'), 'utf8').trim();
const cssDir = path.join(dist, 'static', 'css');
const markers = [];
const walk = (dir) => {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (entry.name.endsWith('.css') && css.includes(fs.readFileSync(full, 'utf8').trim())) {
      markers.push(`<style data-href="/${path.relative(dist, full).split(path.sep).join('/')}"></style>`);
    }
  }
};
walk(cssDir);
fs.writeFileSync(
  appShell,
  template.replace('</head>', () => `<style>${css}</style>${markers.join('')}</head>`),
);

// The prerendered pages start the app after their first frame (paint-first.js), the app's scripts preloaded.
const loader = fs.readFileSync(path.join(shell, 'scripts', 'paint-first.js'));
const loaderHash = createHash('sha256').update(loader).digest('hex').slice(0, 10);
const loaderPath = `/static/js/paint-first.${loaderHash}.js`;
fs.writeFileSync(path.join(dist, loaderPath), loader);
const scripts = [...template.matchAll(/<script defer src="([^"]+)"><\/script>/g)];
if (scripts.length === 0) throw new Error('prerender: no <script defer src> in the HTML template');
let paintFirst = template;
for (const [tag, src] of scripts) {
  paintFirst = paintFirst.replace(
    tag,
    () => `<link rel="preload" as="script" href="${src}" data-app-script>`,
  );
}
paintFirst = paintFirst.replace('</head>', () => `<script defer src="${loaderPath}"></script></head>`);

// Each prerendered page inlines only its critical CSS (the landing page's is 8 KB of the 18): style and
// layout of the first paint go through fewer rules. The whole stylesheet comes with the app.
let criticalBytes = 0;
for (const pathname of PRERENDERED_PATHS) {
  const file = path.join(dist, prerenderedFile(pathname));
  const body = renderPage(pathname);
  const critical = criticalCss(css, body);
  if (pathname === '/') criticalBytes = critical.length;
  const page = paintFirst
    .replace('</head>', () => `<style>${critical}</style></head>`)
    .replace(ROOT, () => `<div id="root">${body}</div>`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, page);
}
const { raw, brotli } = await precompress(dist);
console.log(
  `prerender: ${PRERENDERED_PATHS.join(' ')} written; landing CSS inline ${(criticalBytes / 1024).toFixed(1)} KB ` +
    `of ${(css.length / 1024).toFixed(1)} KB; ` +
    `dist precompressed ${(raw / 1024).toFixed(1)} KB -> ${(brotli / 1024).toFixed(1)} KB brotli`,
);
