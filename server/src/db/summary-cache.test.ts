import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { anotherInstance, testDatabase, testDialect } from '../testing/harness.js';
import { type Db, openDatabase } from './database.js';
import { type NewSuggestion, suggestionStore } from './suggestions.js';

const NOW = new Date('2026-11-20T12:00:00Z');

function suggestion(gameweek: number): NewSuggestion {
  return {
    gameweek,
    screenshotUrl: null,
    extractedData: { players: [] },
    recommendations: { transfers: [] },
    researchSources: [],
    userNotes: null,
    transfersCount: 0,
  };
}

async function addUser(db: Db, id: string) {
  await db.run(
    "INSERT INTO users (id, email, password_hash, created_at, updated_at) VALUES (?, ?, 'x', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')",
    [id, `${id}@example.com`],
  );
}

const gameweeks = (json: string) => (JSON.parse(json) as { gameweek: number }[]).map((s) => s.gameweek);

describe('summary list cache', () => {
  it("drops a user's pages on that user's own save and delete, and only that user's", async () => {
    const db = testDatabase();
    await addUser(db, 'a');
    await addUser(db, 'b');
    const store = suggestionStore(db);
    const first = await store.create('a', suggestion(1), NOW);
    if (typeof first === 'string') throw new Error(first);
    await store.create('b', suggestion(7), NOW);
    expect(gameweeks((await store.summaries('a', 50, 0)).json)).toEqual([1]);
    expect(gameweeks((await store.summaries('b', 50, 0)).json)).toEqual([7]);
    await store.create('a', suggestion(2), new Date(NOW.getTime() + 1000));
    expect(gameweeks((await store.summaries('a', 50, 0)).json)).toEqual([2, 1]);
    expect(gameweeks((await store.summaries('a', 1, 1)).json)).toEqual([1]);
    expect(await store.delete('a', first.id)).toBe(true);
    expect(gameweeks((await store.summaries('a', 50, 0)).json)).toEqual([2]);
    expect(gameweeks((await store.summaries('a', 1, 1)).json)).toEqual([]);
    expect(gameweeks((await store.summaries('b', 50, 0)).json)).toEqual([7]);
    // A page says whether any entry has a screenshot (the route signs ours only then).
    expect((await store.summaries('a', 50, 0)).screenshots).toBe(false);
    await store.create(
      'a',
      { ...suggestion(3), screenshotUrl: '/api/uploads/x/file' },
      new Date(NOW.getTime() + 2000),
    );
    expect((await store.summaries('a', 50, 0)).screenshots).toBe(true);
  });

  it('sees a write committed by another instance (SQLite: another connection to the file; Postgres: NOTIFY)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fpl-cache-'));
    const file = path.join(dir, 'db.sqlite');
    const ours = testDialect === 'sqlite' ? openDatabase(file) : testDatabase();
    const theirs = testDialect === 'sqlite' ? openDatabase(file) : anotherInstance(ours);
    if (!theirs) throw new Error('no second instance');
    try {
      await addUser(ours, 'a');
      const store = suggestionStore(ours);
      await store.create('a', suggestion(1), NOW);
      expect(gameweeks((await store.summaries('a', 50, 0)).json)).toEqual([1]);
      // The page is cached now: reading it again does not reach the database.
      expect(store.cachedBytes()).toBeGreaterThan(0);
      // Another process saves: our cache has not seen it.
      await suggestionStore(theirs).create('a', suggestion(2), new Date(NOW.getTime() + 1000));
      // SQLite's data_version is re-checked at most once a millisecond; a NOTIFY arrives within a few.
      await new Promise((resolve) => setTimeout(resolve, testDialect === 'sqlite' ? 5 : 100));
      expect(gameweeks((await store.summaries('a', 50, 0)).json)).toEqual([2, 1]);
    } finally {
      if (testDialect === 'sqlite') {
        await ours.close();
        await theirs.close();
      }
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('summary cache bound', () => {
  it('holds at most its byte budget, dropping the least recently read users first', async () => {
    const db = testDatabase();
    const budget = 512 * 1024;
    const store = suggestionStore(db, budget);
    const notes = 'n'.repeat(1000);
    const users = Array.from({ length: 30 }, (_, i) => `u${i}`);
    for (const user of users) {
      await addUser(db, user);
      for (let i = 0; i < 20; i++) {
        await store.create(user, { ...suggestion(1), userNotes: notes }, new Date(NOW.getTime() + i));
      }
    }
    // Each user's page is about 21 KB: 30 of them would take 630 KB.
    for (const user of users) await store.summaries(user, 50, 0);
    expect(store.cachedBytes()).toBeLessThanOrEqual(budget);
    expect(store.cachedBytes()).toBeGreaterThan(budget * 0.9);
    // Pages of every size answer correctly, cached or not; one larger than a sixteenth of the budget is not kept.
    const big = suggestionStore(db, 16 * 1024);
    expect(JSON.parse((await big.summaries('u0', 50, 0)).json)).toHaveLength(20);
    expect(big.cachedBytes()).toBe(0);
  });
});
