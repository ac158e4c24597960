// Issue 31: WORK_QUEUE_LIMIT was checked (pg-boss's queue size) before the send, so a burst of enqueues on two
// web instances passed the limit by their number, each waiting job holding its squad or a screenshot of up to
// 10 MB. Now the count and the insert share one advisory lock: exactly the limit is queued. Postgres only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openPostgres } from '../src/db/database.js';
import { FIXTURE_DIR, freshDatabaseUrl, sampleSquad, scalar, testDialect } from '../src/testing/harness.js';
import { type RunningServer, startServer, waitForExit } from './spawn-server.js';

const SECRET = 'work-queue-burst-secret-0123456789abcdef';
const LIMIT = 3;

describe.skipIf(testDialect !== 'postgres')('the Postgres work queue under a burst', () => {
  let databaseUrl: string;
  let admin: Db;
  const servers: RunningServer[] = [];
  const dataDirs: string[] = [];

  const start = async (env: Record<string, string> = {}) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fpl-queue-burst-'));
    dataDirs.push(dataDir);
    const server = await startServer({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      FPL_DATA_DIR: FIXTURE_DIR,
      JWT_SECRET: SECRET,
      WORK_QUEUE: 'postgres',
      WORK_QUEUE_LIMIT: String(LIMIT),
      WORK_QUEUE_EXPIRE_SECONDS: '15',
      RATE_LIMIT_SIGNUPS_PER_IP: '1000',
      ...env,
    });
    servers.push(server);
    return server;
  };
  const queued = async () =>
    (await scalar(admin, "SELECT to_regclass('pgboss.job')::text"))
      ? Number(await scalar(admin, "SELECT count(*) FROM pgboss.job WHERE state = 'created'"))
      : 0;

  beforeAll(async () => {
    databaseUrl = await freshDatabaseUrl();
    admin = openPostgres(databaseUrl, { max: 2 });
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGTERM');
        await waitForExit(server.child);
      }
    }
    await admin?.close();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('queues exactly WORK_QUEUE_LIMIT of 40 analyses sent at once to two web instances', async () => {
    const webs = [await start({ SERVER_ROLE: 'web' }), await start({ SERVER_ROLE: 'web' })];
    // Forty managers, one analysis each: one account's analyses queue one after another at its quota row.
    const tokens = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const signup = await fetch(`${webs[0]?.url}/auth/v1/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `burst${i}@example.com`, password: 'secret123' }),
        });
        return ((await signup.json()) as { access_token: string }).access_token;
      }),
    );
    const analyse = (web: RunningServer, token: string) =>
      fetch(`${web.url}/api/ai/analyze`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ extractedData: sampleSquad(3), gameweek: 3 }),
      });
    // No worker yet: every job sent stays queued.
    const requests = tokens.map((token, i) => analyse(webs[i % 2] as RunningServer, token));
    const refused: Response[] = [];
    // The refusals come as soon as each request is handled; the queued requests wait for a worker. Waited for
    // (not a fixed time: a loaded machine handles 40 sign-ins and sends slowly), up to a minute.
    for (const request of requests) {
      void request.then((res) => {
        if (res.status === 503) refused.push(res);
      });
    }
    const deadline = Date.now() + 60_000;
    while (refused.length < 40 - LIMIT && Date.now() < deadline) {
      expect(await queued()).toBeLessThanOrEqual(LIMIT);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(refused).toHaveLength(40 - LIMIT);
    expect(await queued()).toBe(LIMIT);
    for (const res of refused) {
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('SERVER_BUSY');
    }
    // A worker answers the queued ones.
    const worker = await start({ SERVER_ROLE: 'worker', ANALYSIS_WORKERS: '1' });
    const statuses = (await Promise.all(requests)).map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
    worker.child.kill('SIGTERM');
    await waitForExit(worker.child);
  }, 150_000);
});
