// The baselines: a bare Hono hello-world on @hono/node-server and, when PAYLOAD_FILE is given, the same bare
// server answering a fixed copy of the measured route's response body (no auth, no database, no logging).
import fs from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const payload = process.env.PAYLOAD_FILE ? fs.readFileSync(process.env.PAYLOAD_FILE, 'utf8') : '[]';
const app = new Hono()
  .get('/', (c) => c.text('Hello Hono!'))
  .get('/payload', (c) => c.body(payload, 200, { 'content-type': 'application/json; charset=UTF-8' }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
