// WORK_QUEUE=postgres over real processes: a web instance (SERVER_ROLE=web) enqueues analyses that worker
// instances (SERVER_ROLE=worker) run over the fixture FPL folder. Postgres only (the server-postgres project).
// The tests run in order on one web instance; each starts the workers it needs, so a job's worker is known.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openPostgres } from '../src/db/database.js';
import { FIXTURE_DIR, freshDatabaseUrl, sampleSquad, scalar, testDialect } from '../src/testing/harness.js';
import { type RunningServer, startServer, waitForExit } from './spawn-server.js';

const SECRET = 'work-queue-secret-work-queue-secret-0123';

describe.skipIf(testDialect !== 'postgres')('the Postgres work queue: web and worker processes', () => {
  let databaseUrl: string;
  let admin: Db;
  let web: RunningServer;
  let token: string;
  let userId: string;
  const servers: RunningServer[] = [];
  const dataDirs: string[] = [];

  const start = async (env: Record<string, string>) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fpl-queue-'));
    dataDirs.push(dataDir);
    const server = await startServer({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      FPL_DATA_DIR: FIXTURE_DIR,
      JWT_SECRET: SECRET,
      WORK_QUEUE: 'postgres',
      WORK_QUEUE_LIMIT: '2',
      // A short expiry (above a first job's run, which also starts the work process) so a dead worker's job is
      // run again within seconds: pg-boss's maintenance looks every tenth of it (1 s here). The web sends it with
      // each job, so every process has it.
      WORK_QUEUE_EXPIRE_SECONDS: '15',
      ...env,
    });
    servers.push(server);
    return server;
  };
  // One lane each.
  const startWorker = () => start({ SERVER_ROLE: 'worker', ANALYSIS_WORKERS: '1', LOG_LEVEL: 'info' });

  const analyse = (signal?: AbortSignal) =>
    fetch(`${web.url}/api/ai/analyze`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ extractedData: sampleSquad(3), gameweek: 3 }),
      ...(signal ? { signal } : {}),
    });
  /** pg-boss's jobs (its schema `pgboss`): `created` waits for a worker, `active` runs. */
  const jobs = async (state?: 'created' | 'active' | 'retry') => {
    // The web creates pg-boss's schema with its first job.
    if (!(await scalar(admin, "SELECT to_regclass('pgboss.job')::text"))) return 0;
    return state
      ? scalar(admin, 'SELECT count(*) FROM pgboss.job WHERE state = CAST(? AS pgboss.job_state)', [state])
      : scalar(admin, 'SELECT count(*) FROM pgboss.job');
  };
  const used = () => scalar(admin, 'SELECT monthly_analyses_used FROM profiles WHERE id = ?', [userId]);
  /** Polls the database until `check` holds (a job's state is only visible there). */
  const until = async (check: () => Promise<boolean>, ms = 15_000) => {
    for (let i = 0; i < ms / 10; i++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('condition not reached');
  };
  /** The server's JSON log lines with this message (stderr and any other text skipped). */
  const logged = (server: RunningServer, msg: string) =>
    server
      .output()
      .split('\n')
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as { msg?: string; attempt?: number }];
        } catch {
          return [];
        }
      })
      .filter((entry) => entry.msg === msg);
  const started = (server: RunningServer) => logged(server, 'work job started');

  beforeAll(async () => {
    databaseUrl = await freshDatabaseUrl();
    web = await start({ SERVER_ROLE: 'web' });
    admin = openPostgres(databaseUrl, { max: 2 });
    const signup = await fetch(`${web.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'queue@example.com', password: 'secret123' }),
    });
    const session = (await signup.json()) as { access_token: string; user: { id: string } };
    token = session.access_token;
    userId = session.user.id;
    await admin.run("UPDATE profiles SET tier = 'pro' WHERE id = ?", [userId]);
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

  it('a client that leaves before its job starts: the job is dropped, never run, never charged', async () => {
    const client = new AbortController();
    const request = analyse(client.signal).catch((err: Error) => err);
    // No worker is running: the job waits in the queue.
    await until(async () => (await jobs('created')) === 1);
    client.abort();
    expect(await request).toBeInstanceOf(Error);
    await until(async () => (await jobs()) === 0);
    expect(await used()).toBe(0);
  }, 30_000);

  it('a full queue answers 503 with Retry-After; a worker then runs the queued jobs for the web', async () => {
    const held = [analyse(), analyse()];
    await until(async () => (await jobs('created')) === 2);
    const refused = await analyse();
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('SERVER_BUSY');

    const worker = await startWorker();
    const answers = await Promise.all(held);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const body = (await answers[0]?.json()) as {
      success: boolean;
      recommendations: { captain: { player: string }; researchSources: string[] };
    };
    expect(body.success).toBe(true);
    expect(body.recommendations.captain.player).toMatch(/\S/);
    expect(body.recommendations.researchSources).toContain('FPL API: fixtures');
    // Exactly the two held jobs ran there (the dropped one of the test before did not); their rows are gone.
    await until(async () => started(worker).length >= 2);
    expect(started(worker)).toHaveLength(2);
    expect(await jobs()).toBe(0);
    expect(await used()).toBe(2);
    worker.child.kill('SIGTERM');
    await waitForExit(worker.child);
  }, 60_000);

  it('SIGKILL of a worker mid-job: the job runs again on another worker and the web still answers', async () => {
    const doomed = await startWorker();
    const request = analyse();
    // Its first job also starts its work process: the job is running for a while.
    await until(async () => (await jobs('active')) === 1);
    doomed.child.kill('SIGKILL');
    await waitForExit(doomed.child);
    const rescuer = await startWorker();
    const answer = await request;
    expect(answer.status).toBe(200);
    // Its log is written in batches: the line may follow the answer by a few milliseconds.
    await until(async () => logged(rescuer, 'work job done').some((entry) => entry.attempt === 2));
    expect(await jobs()).toBe(0);
    expect(await used()).toBe(3);
    rescuer.child.kill('SIGTERM');
    await waitForExit(rescuer.child);
  }, 60_000);

  it("a job whose worker dies twice fails with the spec's message and gives its analysis back", async () => {
    const before = await used();
    const first = await startWorker();
    const request = analyse();
    await until(async () => (await jobs('active')) === 1);
    first.child.kill('SIGKILL');
    await waitForExit(first.child);
    const second = await startWorker();
    // Once the expiry has passed, the second worker runs it again: attempt 2, then dies as well.
    await until(async () => started(second).some((entry) => entry.attempt === 2), 40_000);
    second.child.kill('SIGKILL');
    await waitForExit(second.child);
    const answer = await request;
    // Any analysis that fails for a reason of no known kind: 502 ANALYSIS_ERROR in the spec's words.
    expect(answer.status).toBe(502);
    expect(((await answer.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: 'ANALYSIS_ERROR',
      message: 'Failed to analyze team',
    });
    await until(async () => (await jobs()) === 0);
    expect(await used()).toBe(before);
  }, 90_000);

  it('SIGTERM lets a worker finish its running job before it exits', async () => {
    const worker = await startWorker();
    const request = analyse();
    await until(async () => (await jobs('active')) === 1);
    worker.child.kill('SIGTERM');
    expect((await request).status).toBe(200);
    await waitForExit(worker.child);
    expect(worker.child.exitCode).toBe(0);
    expect(logged(worker, 'work job done')).toHaveLength(1);
    expect(await used()).toBe(4);
  }, 60_000);
});
