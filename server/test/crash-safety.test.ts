import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, openPostgres } from '../src/db/database.js';
import { freshDatabaseUrl, sampleSquad, testDialect } from '../src/testing/harness.js';
import { startServer, waitForExit } from './spawn-server.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fpl-crash-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const recommendations = {
  transfers: [],
  captain: { player: 'Player13', reason: 'r', fixture: 'CHE (H)', expectedPoints: 7 },
  viceCaptain: { player: 'Player14', reason: 'r', fixture: 'LIV (A)', expectedPoints: 6 },
  startingXI: [],
  bench: [],
  budgetImpact: { starting: 0.5, afterTransfers: 0.5, affordable: true },
};

describe(`crash safety (${testDialect})`, () => {
  it('keeps every acknowledged write after SIGKILL mid-burst', async () => {
    // On the Postgres project the same burst goes to a server on DATABASE_URL.
    const env: Record<string, string> = { DATA_DIR: dataDir, FPL_DATA_DIR: dataDir };
    if (testDialect === 'postgres') env.DATABASE_URL = await freshDatabaseUrl();
    const first = await startServer(env);
    const signup = await fetch(`${first.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'crash@example.com', password: 'secret123' }),
    });
    const { access_token: token } = (await signup.json()) as { access_token: string };
    // A free account keeps at most 50 suggestions (issue 16): this burst needs more, as a pro account has.
    const db = env.DATABASE_URL
      ? openPostgres(env.DATABASE_URL, { max: 1 })
      : openDatabase(path.join(dataDir, 'fpl-assistant.db'));
    await db.run("UPDATE profiles SET tier = 'pro'");
    await db.close();
    const acknowledged: string[] = [];
    let sent = 0;
    const body = JSON.stringify({ gameweek: 3, extractedData: sampleSquad(3), recommendations });
    const writer = async () => {
      while (true) {
        sent++;
        try {
          const res = await fetch(`${first.url}/api/suggestions`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body,
          });
          if (res.status !== 201) return;
          acknowledged.push(((await res.json()) as { id: string }).id);
        } catch {
          return; // the server died under us
        }
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    while (acknowledged.length < 150) await new Promise((resolve) => setTimeout(resolve, 5));
    first.child.kill('SIGKILL');
    await Promise.all(writers);
    await waitForExit(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(sent).toBeGreaterThan(acknowledged.length); // some writes were in flight when it died

    const second = await startServer(env);
    try {
      const login = await fetch(`${second.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'crash@example.com', password: 'secret123' }),
      });
      const { access_token } = (await login.json()) as { access_token: string };
      const stored = new Set<string>();
      for (let offset = 0; ; offset += 200) {
        const page = (await (
          await fetch(`${second.url}/api/suggestions?limit=200&offset=${offset}`, {
            headers: { authorization: `Bearer ${access_token}` },
          })
        ).json()) as { id: string }[];
        for (const s of page) stored.add(s.id);
        if (page.length < 200) break;
      }
      const lost = acknowledged.filter((id) => !stored.has(id));
      expect(lost).toEqual([]);
      expect(stored.size).toBeGreaterThanOrEqual(acknowledged.length);
    } finally {
      second.child.kill('SIGTERM');
      await waitForExit(second.child);
    }
  }, 60_000);
});
