import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../../context.js';

// Swagger UI from the swagger-ui-dist package, served locally: the reference page works offline.
const require = createRequire(import.meta.url);
const assetsDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>FPL Assistant API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head><body><div id="ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script>window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#ui' });</script></body></html>`;

export function docsRoutes() {
  return new Hono<AppEnv>()
    .get('/docs', (c) => c.html(PAGE))
    .get('/docs/assets/:name', (c) => {
      const name = c.req.param('name');
      const type = ASSETS[name];
      if (!type) return c.notFound();
      return c.body(fs.readFileSync(path.join(assetsDir, name)), 200, {
        'content-type': type,
        'cache-control': 'public, max-age=86400',
      });
    });
}
