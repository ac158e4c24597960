// Issue 16: the server's own OpenAPI document as the map for a fuzz run. Every operation in /api/openapi.json gets
// generated requests: bodies built from its schema and then broken (fields missing, wrong types, huge strings,
// deep nesting, unknown keys, malformed JSON, wrong content types), odd path and query values, and bad tokens
// (none, garbage, alg none, another secret, no exp). Not one answer may be a 5xx. Seeded: FUZZ_SEED=n repeats a
// run; FUZZ_REQUESTS=n sets its size (default 2,200).
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { authStore } from '../src/auth/store.js';
import { tokenSigner } from '../src/auth/tokens.js';
import type { Analyzer, Extractor } from '../src/services/ai.js';
import { call, makeTestApp, sampleSquad, signUp } from '../src/testing/harness.js';
import { pngBytes } from '../src/testing/images.js';

const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 2200);
const SEED = Number(process.env.FUZZ_SEED ?? 16);

/** mulberry32: small, seeded, good enough to pick cases. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Rng = ReturnType<typeof prng>;

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema objects from the document
type Schema = any;
interface Operation {
  method: string;
  path: string;
  parameters: { name: string; in: string; required?: boolean; schema?: Schema }[];
  bodySchema?: Schema;
  bodyType?: string;
  secured: boolean;
}

const HUGE = 'x'.repeat(200_000);
const ODD_STRINGS = [
  '',
  ' ',
  HUGE,
  'a'.repeat(5000),
  '\u0000',
  '\ud800',
  '😀'.repeat(100),
  '../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  'null',
  '-1',
  '1e309',
  'NaN',
  '__proto__',
  'javascript:alert(1)',
  '\u202e\u0041',
];
const ODD_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 2,
  [],
  {},
  [null],
  { __proto__: { polluted: true } },
  ...ODD_STRINGS,
];
const DEEP = 10_000;

/** Resolves $ref against the document's components. */
function resolver(doc: Schema) {
  return (schema: Schema): Schema => {
    let s = schema;
    for (let i = 0; i < 20 && s?.$ref; i++) {
      const name = String(s.$ref).split('/').pop() as string;
      s = doc.components?.schemas?.[name];
    }
    return s ?? {};
  };
}

/** A value that the schema (probably) accepts: the starting point the mutations break. */
function generate(schema: Schema, resolve: (s: Schema) => Schema, rng: Rng, depth = 0): unknown {
  const s = resolve(schema);
  if (depth > 6) return null;
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum)) return rng.pick(s.enum);
  if (s.example !== undefined && rng.chance(0.5)) return s.example;
  const union = s.anyOf ?? s.oneOf;
  if (Array.isArray(union)) return generate(rng.pick(union), resolve, rng, depth + 1);
  if (Array.isArray(s.allOf))
    return Object.assign({}, ...s.allOf.map((p: Schema) => generate(p, resolve, rng, depth + 1)));
  const type = Array.isArray(s.type) ? rng.pick(s.type.filter((t: string) => t !== 'null')) : s.type;
  switch (type) {
    case 'string': {
      if (s.format === 'email') return `fuzz${rng.int(1e6)}@example.com`;
      if (s.format === 'uuid') return randomUUID();
      if (s.format === 'date-time') return new Date(Date.UTC(2026, 7, 20)).toISOString();
      if (s.format === 'uri') return 'http://app.test/api/uploads/x/file';
      const min = s.minLength ?? 1;
      const max = Math.min(s.maxLength ?? 12, 40);
      return 'abcdefghijklmnopqrstuvwxyz0123456789'.slice(0, Math.max(min, Math.min(max, 6 + rng.int(6))));
    }
    case 'integer':
    case 'number': {
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 0);
      const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : min + 40);
      const value = min + rng.int(Math.max(1, Math.min(max - min + 1, 1000)));
      return type === 'integer' ? Math.floor(value) : value;
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'array': {
      const n = Math.min(s.minItems ?? 0, 20) + rng.int(3);
      return Array.from({ length: n }, () => generate(s.items ?? {}, resolve, rng, depth + 1));
    }
    case 'null':
      return null;
    default: {
      const out: Record<string, unknown> = {};
      const required = new Set<string>(s.required ?? []);
      for (const [key, prop] of Object.entries(s.properties ?? {})) {
        if (required.has(key) || rng.chance(0.5)) out[key] = generate(prop, resolve, rng, depth + 1);
      }
      return out;
    }
  }
}

/** Paths of the object's leaves and branches, to aim a mutation somewhere inside. */
function slots(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const here = [...prefix, Array.isArray(value) ? Number(key) : key];
      out.push(here);
      if (out.length < 400) slots(child, here, out);
    }
  }
  return out;
}

function setAt(root: unknown, at: (string | number)[], value: unknown, remove = false) {
  let node = root as Record<string | number, unknown>;
  for (const key of at.slice(0, -1)) {
    node = node[key] as Record<string | number, unknown>;
    // An earlier mutation replaced a branch on the way: nothing left to aim at.
    if (!node || typeof node !== 'object') return;
  }
  const last = at[at.length - 1] as string | number;
  if (remove) delete node[last];
  else node[last] = value;
}

const MARK = '"__DEEP__"';
const deepText = (rng: Rng) =>
  rng.chance(0.5) ? `${'['.repeat(DEEP)}${']'.repeat(DEEP)}` : `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`;

/** A body for the operation: valid, or broken one of many ways. Returns the text and its content type. */
function body(op: Operation, resolve: (s: Schema) => Schema, rng: Rng): { text?: string; type?: string } {
  const json = 'application/json';
  const base = op.bodySchema ? generate(op.bodySchema, resolve, rng) : {};
  const clone = () => JSON.parse(JSON.stringify(base ?? null));
  const kind = rng.int(14);
  switch (kind) {
    case 0:
    case 1:
      return { text: JSON.stringify(base), type: json };
    case 2: {
      const v = clone();
      const at = rng.pick(slots(v).concat([[]]));
      if (at.length) setAt(v, at, undefined, true);
      return { text: JSON.stringify(v), type: json };
    }
    case 3:
    case 4: {
      const v = clone();
      const at = rng.pick(slots(v).concat([[]]));
      if (!at.length) return { text: JSON.stringify(rng.pick(ODD_VALUES)), type: json };
      setAt(v, at, rng.pick(ODD_VALUES));
      return { text: JSON.stringify(v), type: json };
    }
    case 5: {
      const v = clone();
      const at = rng.pick(slots(v).concat([[]]));
      if (at.length) setAt(v, at, '__DEEP__');
      const text = at.length ? JSON.stringify(v).replace(MARK, deepText(rng)) : deepText(rng);
      return { text, type: json };
    }
    case 6: {
      const v = clone();
      if (v && typeof v === 'object' && !Array.isArray(v)) {
        Object.assign(v, { extra: HUGE.slice(0, 1000), nested: { deeper: [1, 2, 3] } });
        Object.defineProperty(v, 'constructor', { value: { prototype: { polluted: 1 } }, enumerable: true });
      }
      return { text: JSON.stringify(v).replace('{', '{"__proto__":{"polluted":true},'), type: json };
    }
    case 7:
      return {
        text: rng.pick([
          '{"a":',
          '',
          '{',
          'nul',
          '[1,2',
          '{"a":1}}',
          '\u0000',
          '{"a":"\\ud800"}',
          'x'.repeat(2_000_000),
        ]),
        type: json,
      };
    case 8:
      return {
        text: JSON.stringify(base),
        type: rng.pick([
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=utf-16',
          'application/xml',
          '',
        ]),
      };
    case 9: {
      const v = clone();
      for (const at of slots(v)) if (rng.chance(0.3)) setAt(v, at, rng.pick(ODD_STRINGS));
      return { text: JSON.stringify(v), type: json };
    }
    case 10:
      return { text: JSON.stringify(Array.from({ length: 5000 }, () => base)), type: json };
    case 11:
      return {
        text: JSON.stringify({
          ...(base as object),
          ...Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`k${i}`, i])),
        }),
        type: json,
      };
    case 12:
      return { text: undefined, type: rng.chance(0.5) ? json : undefined };
    default:
      return { text: JSON.stringify(base).replace(/"(\w+)":/, '"$1":"$1",'), type: json };
  }
}

/** Encoded, or (a lone surrogate) raw invalid UTF-8 bytes: the server must cope with those too. */
function pathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function oddParam(rng: Rng, schema: Schema, valid: () => string): string {
  if (rng.chance(0.35)) return valid();
  const s = schema ?? {};
  if (Array.isArray(s.enum) && rng.chance(0.3)) return String(rng.pick(s.enum));
  return rng.pick([
    ...ODD_STRINGS,
    '0',
    '-5',
    '1.5',
    '99999999999999999999',
    'abc',
    'true',
    '[]',
    '{}',
    '%',
    '%zz',
  ]);
}

describe('OpenAPI fuzz: no input gives a 5xx', () => {
  it(`${TOTAL} generated requests over every operation: 0 answers >= 500`, async () => {
    const extractor: Extractor = {
      extract: async ({ gameweek }) => ({
        data: sampleSquad(gameweek),
        modelUsed: 'fake',
        tokensUsed: 1,
        cost: 0,
      }),
    };
    const analyzer: Analyzer = {
      analyze: async () => ({
        recommendations: { transfers: [] } as never,
        modelUsed: 'fake',
        tokensUsed: 1,
        cost: 0,
      }),
    };
    const webhookSecret = 'polar_whs_fuzz_secret';
    const { app, db, config, clock } = makeTestApp({
      extractor,
      analyzer,
      env: {
        POLAR_WEBHOOK_SECRET: webhookSecret,
        POLAR_PRODUCT_STARTER: 'prod_starter',
        POLAR_PRODUCT_PRO: 'prod_pro',
      },
    });
    const webhook = new Webhook(Buffer.from(webhookSecret, 'utf8').toString('base64'));
    const user = await signUp(app, 'fuzz@example.com');
    await db.run("UPDATE profiles SET tier = 'season_pass'");
    const saved = await call(app, 'POST', '/api/suggestions', {
      token: user.access_token,
      body: {
        gameweek: 3,
        extractedData: sampleSquad(3),
        recommendations: { transfers: [] },
        researchSources: [],
      },
    });
    const suggestionId: string = saved.body?.id ?? randomUUID();
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(pngBytes(1080, 1920))], { type: 'image/png' }), 'team.png');
    const upload = await app.request('/api/uploads', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${user.access_token}` },
    });
    const uploadId: string = ((await upload.json()) as { id?: string }).id ?? randomUUID();

    // Tokens: a fresh session for each signed-in request (the fuzz signs out and changes passwords too).
    const store = authStore(db);
    const signer = tokenSigner(config.JWT_SECRET as string, config.ACCESS_TOKEN_TTL_SECONDS, clock);
    const secret = new TextEncoder().encode(config.JWT_SECRET);
    const other = new TextEncoder().encode('another-secret-another-secret-0123456789');
    const claims = {
      sub: user.user.id,
      email: user.user.email,
      session_id: randomUUID(),
      aud: 'authenticated',
      iss: 'fpl-assistant',
    };
    const noExp = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(other);
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const algNone = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: 9_999_999_999 })}.`;
    const freshToken = async () => {
      const session = await store.signIn(user.user.id, clock.now());
      return (
        await signer.sign(
          { sub: user.user.id, email: user.user.email, session_id: session.sessionId },
          clock.now(),
        )
      ).token;
    };
    const authHeader = async (rng: Rng): Promise<string | undefined> => {
      const kind = rng.int(10);
      if (kind < 5) return `Bearer ${await freshToken()}`;
      return [
        undefined,
        'Bearer garbage',
        `Bearer ${noExp}`,
        `Bearer ${forged}`,
        `Bearer ${algNone}`,
        `Basic ${Buffer.from('a:b').toString('base64')}`,
        `Bearer ${HUGE.slice(0, 8000)}`,
        'Bearer',
      ][kind - 4];
    };

    const doc = await (await app.request('/api/openapi.json')).json();
    const resolve = resolver(doc);
    const operations: Operation[] = [];
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Schema>>)) {
      for (const [method, op] of Object.entries(item)) {
        const content = op.requestBody?.content ?? {};
        const bodyType = Object.keys(content)[0];
        operations.push({
          method: method.toUpperCase(),
          path,
          parameters: op.parameters ?? [],
          bodySchema: bodyType ? content[bodyType].schema : undefined,
          bodyType,
          secured: Array.isArray(op.security) && op.security.length > 0,
        });
      }
    }
    expect(operations.length).toBeGreaterThanOrEqual(26);

    const validPathParam: Record<string, () => string> = {
      '/api/fpl/team/{id}': () => String(4242),
      '/api/uploads/{id}/file': () => uploadId,
      '/api/uploads/{id}': () => uploadId,
      '/api/suggestions/{id}': () => suggestionId,
    };
    const validQuery: Record<string, () => string> = {
      grant_type: () => 'password',
      scope: () => 'local',
      endpoint: () => '/bootstrap-static/',
      limit: () => '10',
      offset: () => '0',
      season: () => '2024-25',
      expires: () => String(Math.floor(Date.now() / 1000) + 60),
      signature: () => 'abc',
    };

    const rng = prng(SEED);
    const failures: string[] = [];
    const perOperation = new Map<string, number>();
    const statuses = new Map<number, number>();
    let sent = 0;
    const started = performance.now();
    for (let i = 0; i < TOTAL; i++) {
      const op = operations[i % operations.length] as Operation;
      let url = op.path;
      const query = new URLSearchParams();
      const headers: Record<string, string> = {};
      for (const p of op.parameters) {
        const valid =
          p.in === 'path' ? (validPathParam[op.path] ?? (() => '1')) : (validQuery[p.name] ?? (() => 'a'));
        if (p.in === 'path') url = url.replace(`{${p.name}}`, pathSegment(oddParam(rng, p.schema, valid)));
        else if (p.in === 'query') {
          if (rng.chance(0.15) && !p.required) continue;
          query.append(p.name, oddParam(rng, p.schema, valid));
          if (rng.chance(0.1)) query.append(p.name, oddParam(rng, p.schema, valid));
        } else if (p.in === 'header' && rng.chance(0.5)) {
          headers[p.name] = rng.chance(0.5)
            ? randomUUID()
            : rng.pick(['', ' ', '"', 'x'.repeat(300), '\t', 'ä']).replace(/[^\t\x20-\x7e]/g, '?');
        }
      }
      if (rng.chance(0.05))
        query.append(rng.pick(['__proto__', 'constructor', 'x']), rng.pick(ODD_STRINGS).slice(0, 100));
      const qs = query.toString();
      if (qs) url += `?${qs}`;
      const auth = op.secured || rng.chance(0.2) ? await authHeader(rng) : undefined;
      if (auth) headers.authorization = auth;
      let requestBody: BodyInit | undefined;
      if (op.bodyType === 'multipart/form-data') {
        const kind = rng.int(4);
        if (kind === 0) {
          const f = new FormData();
          f.set(
            rng.pick(['file', 'image', '']),
            new Blob([
              new Uint8Array(
                rng.chance(0.5)
                  ? pngBytes(100 + rng.int(3000), 100 + rng.int(3000))
                  : new Uint8Array(rng.int(5000)).map(() => rng.int(256)),
              ),
            ]),
            rng.pick(['a.png', '../x.png', '', 'x'.repeat(1000)]),
          );
          if (rng.chance(0.5)) f.set('gameweek', rng.pick(ODD_STRINGS).slice(0, 100));
          requestBody = f;
        } else if (kind === 1) {
          headers['content-type'] = rng.pick([
            'multipart/form-data',
            'multipart/form-data; boundary=',
            'multipart/form-data; boundary=zz',
          ]);
          requestBody = rng.pick([
            '--zz\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
            '',
            'garbage',
          ]);
        } else {
          const b = body(op, resolve, rng);
          if (b.type) headers['content-type'] = b.type;
          requestBody = b.text;
        }
      } else if (op.bodyType || ['POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method)) {
        const b = body(op, resolve, rng);
        if (b.type) headers['content-type'] = b.type;
        requestBody = b.text;
      }
      if (op.path === '/api/webhooks/polar' && rng.chance(0.5)) {
        // Signed for real: the event itself is fuzzed past the signature check.
        const event = rng.chance(0.6)
          ? {
              type: rng.pick([
                'order.paid',
                'subscription.active',
                'subscription.canceled',
                'subscription.revoked',
                'x',
                '',
              ]),
              data: rng.chance(0.8)
                ? {
                    product_id: rng.pick(['prod_starter', 'prod_pro', 'prod_other', null, 5]),
                    metadata: rng.pick([{ userId: user.user.id, tier: 'pro' }, {}, null, 'x', { userId: 5 }]),
                    customer: rng.pick([{ email: user.user.email }, null, {}, 'x']),
                    product: rng.pick([{ id: 'prod_pro' }, null, []]),
                  }
                : rng.pick(ODD_VALUES),
            }
          : rng.pick(ODD_VALUES);
        const text = typeof requestBody === 'string' && rng.chance(0.3) ? requestBody : JSON.stringify(event);
        const id = `msg_${rng.int(1e9)}`;
        const when = new Date();
        headers['content-type'] = 'application/json';
        headers['webhook-id'] = id;
        headers['webhook-timestamp'] = String(Math.floor(when.getTime() / 1000));
        headers['webhook-signature'] = webhook.sign(id, when, text ?? '');
        requestBody = text;
      } else if (op.path === '/api/webhooks/polar' && rng.chance(0.7)) {
        headers['webhook-id'] = rng.pick(['msg_1', '', 'x'.repeat(500)]);
        headers['webhook-timestamp'] = rng.pick([
          String(Math.floor(Date.now() / 1000)),
          '0',
          'abc',
          '-1',
          '99999999999999',
        ]);
        headers['webhook-signature'] = rng.pick([
          'v1,abc',
          'v1,',
          '',
          'v2,zz',
          `v1,${Buffer.from(HUGE.slice(0, 100)).toString('base64')}`,
        ]);
      }
      const res = await app.request(url, { method: op.method, headers, body: requestBody });
      await res.arrayBuffer();
      sent++;
      const key = `${op.method} ${op.path}`;
      perOperation.set(key, (perOperation.get(key) ?? 0) + 1);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status >= 500) {
        const shown = typeof requestBody === 'string' ? requestBody.slice(0, 200) : String(requestBody);
        failures.push(`${res.status} ${op.method} ${url.slice(0, 200)} body=${shown}`);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `openapi fuzz: seed ${SEED}, ${sent} requests over ${perOperation.size} operations in ${seconds.toFixed(1)} s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}; >= 500: ${failures.length}`,
    );
    expect(sent).toBeGreaterThanOrEqual(2000);
    expect(perOperation.size).toBe(operations.length);
    expect(failures).toEqual([]);
  }, 120_000);
});
