// Two real server processes on one PostgreSQL, over real HTTP: what one instance writes (quota, sessions,
// suggestions) holds on the other at once. Postgres only (the server-postgres project); SQLite has one host.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/database.js';
import { FIXTURE_DIR, freshDatabaseUrl, sampleSquad, testDialect } from '../src/testing/harness.js';
import { type RunningServer, startServer, waitForExit } from './spawn-server.js';

const recommendations = {
  transfers: [],
  captain: { player: 'Player13', reason: 'r', fixture: 'CHE (H)', expectedPoints: 7 },
  viceCaptain: { player: 'Player14', reason: 'r', fixture: 'LIV (A)', expectedPoints: 6 },
  startingXI: [],
  bench: [],
  budgetImpact: { starting: 0.5, afterTransfers: 0.5, affordable: true },
};

interface Session {
  access_token: string;
  refresh_token: string;
  user: { id: string };
}

async function post(url: string, body: unknown, token?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response JSON
  let json: any = text;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body: json };
}

const get = (url: string, token: string) => fetch(url, { headers: { authorization: `Bearer ${token}` } });

describe.skipIf(testDialect !== 'postgres')('two instances on one PostgreSQL', () => {
  let a: RunningServer;
  let b: RunningServer;
  let databaseUrl: string;
  const dataDirs: string[] = [];
  const servers: RunningServer[] = [];
  let counter = 0;

  const start = async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fpl-two-'));
    dataDirs.push(dataDir);
    const server = await startServer({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      FPL_DATA_DIR: FIXTURE_DIR,
      // Both instances sign tokens with the same key, as behind one load balancer.
      JWT_SECRET: 'two-instances-secret-two-instances-secret',
      RATE_LIMIT_SIGNUPS_PER_IP: '100000',
    });
    servers.push(server);
    return server;
  };

  const signUp = async (on: RunningServer): Promise<Session> => {
    const res = await post(`${on.url}/auth/v1/signup`, {
      email: `two${++counter}@example.com`,
      password: 'secret123',
    });
    expect(res.status).toBe(200);
    return res.body as Session;
  };

  beforeAll(async () => {
    databaseUrl = await freshDatabaseUrl();
    // Both start at once: the migrations run once, under the advisory lock.
    [a, b] = await Promise.all([start(), start()]);
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGTERM');
        await waitForExit(server.child);
      }
    }
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('of 30 concurrent analyses split across both with one left, exactly one succeeds', async () => {
    const session = await signUp(a); // a free account: one analysis a month
    const body = { extractedData: sampleSquad(3), gameweek: 3 };
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(`${(i % 2 ? b : a).url}/api/ai/analyze`, body, session.access_token),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(29);
    for (const refused of results.filter((r) => r.status === 429)) {
      expect(refused.body.error.code).toBe('QUOTA_EXCEEDED');
    }
    const usage = await get(`${b.url}/api/usage`, session.access_token);
    expect(((await usage.json()) as { used: number; remaining: number }).remaining).toBe(0);
  }, 120_000);

  it('refresh-token reuse on B revokes the family rotated on A', async () => {
    const session = await signUp(a);
    const rotated = await post(`${a.url}/auth/v1/token?grant_type=refresh_token`, {
      refresh_token: session.refresh_token,
    });
    expect(rotated.status).toBe(200);
    const next = rotated.body.refresh_token as string;
    // The first token again, on the other instance: a replay.
    const reuse = await post(`${b.url}/auth/v1/token?grant_type=refresh_token`, {
      refresh_token: session.refresh_token,
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body.error_code).toBe('refresh_token_already_used');
    // The whole family is gone, on both instances: the newest token and the access tokens.
    const afterReuse = await post(`${a.url}/auth/v1/token?grant_type=refresh_token`, { refresh_token: next });
    expect(afterReuse.status).toBe(400);
    expect(afterReuse.body.error_code).toBe('session_not_found');
    expect((await get(`${a.url}/api/profile`, rotated.body.access_token)).status).toBe(401);
    expect((await get(`${b.url}/api/profile`, session.access_token)).status).toBe(401);
  }, 60_000);

  it('a sign-out on A rejects the token on B at once', async () => {
    const session = await signUp(a);
    // B has seen the session live just before.
    expect((await get(`${b.url}/api/profile`, session.access_token)).status).toBe(200);
    const out = await fetch(`${a.url}/auth/v1/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(out.status).toBe(204);
    expect((await get(`${b.url}/api/profile`, session.access_token)).status).toBe(401);
  }, 60_000);

  it('a suggestion saved on A is listed on B, whose list was cached before', async () => {
    const session = await signUp(a);
    const list = async () =>
      (await (await get(`${b.url}/api/suggestions`, session.access_token)).json()) as { id: string }[];
    expect(await list()).toEqual([]);
    expect(await list()).toEqual([]); // now from B's cache
    const saved = await post(
      `${a.url}/api/suggestions`,
      { gameweek: 3, extractedData: sampleSquad(3), recommendations },
      session.access_token,
    );
    expect(saved.status).toBe(201);
    expect((await list()).map((s) => s.id)).toEqual([saved.body.id]);
    const deleted = await fetch(`${a.url}/api/suggestions/${saved.body.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(deleted.status).toBe(204);
    expect(await list()).toEqual([]);
  }, 60_000);

  it('SIGKILL of one instance mid-burst loses no acknowledged write', async () => {
    const victim = await start();
    const session = await signUp(victim);
    // A free account keeps at most 50 suggestions: this burst needs more, as a pro account has.
    const admin = openPostgres(databaseUrl, { max: 1 });
    try {
      await admin.run("UPDATE profiles SET tier = 'pro' WHERE id = ?", [session.user.id]);
    } finally {
      await admin.close();
    }
    const acknowledged: string[] = [];
    let sent = 0;
    const body = { gameweek: 3, extractedData: sampleSquad(3), recommendations };
    // Writers on both instances; only the victim dies.
    const writer = (on: RunningServer) => async () => {
      while (victim.child.exitCode === null && victim.child.signalCode === null) {
        sent++;
        try {
          const res = await post(`${on.url}/api/suggestions`, body, session.access_token);
          if (res.status !== 201) return;
          acknowledged.push(res.body.id as string);
        } catch {
          return; // the server died under us
        }
      }
    };
    const writers = [
      ...Array.from({ length: 6 }, () => writer(victim)()),
      ...Array.from({ length: 2 }, () => writer(b)()),
    ];
    while (acknowledged.length < 120) await new Promise((resolve) => setTimeout(resolve, 5));
    victim.child.kill('SIGKILL');
    await Promise.all(writers);
    await waitForExit(victim.child);
    expect(victim.child.signalCode).toBe('SIGKILL');
    expect(sent).toBeGreaterThan(acknowledged.length); // some writes were in flight when it died

    const stored = new Set<string>();
    for (let offset = 0; ; offset += 200) {
      const page = (await (
        await get(`${b.url}/api/suggestions?limit=200&offset=${offset}`, session.access_token)
      ).json()) as { id: string }[];
      for (const s of page) stored.add(s.id);
      if (page.length < 200) break;
    }
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(stored.size).toBeGreaterThanOrEqual(acknowledged.length);
  }, 120_000);
});
