import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
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

function addUser(db: ReturnType<typeof openDatabase>, id: string) {
  db.prepare(
    "INSERT INTO users (id, email, password_hash, created_at, updated_at) VALUES (?, ?, 'x', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')",
  ).run(id, `${id}@example.com`);
}

const gameweeks = (json: string) => (JSON.parse(json) as { gameweek: number }[]).map((s) => s.gameweek);

describe('summary list cache', () => {
  it("drops a user's pages on that user's own save and delete, and only that user's", () => {
    const db = openDatabase(':memory:');
    addUser(db, 'a');
    addUser(db, 'b');
    const store = suggestionStore(db);
    const first = store.create('a', suggestion(1), NOW);
    if (typeof first === 'string') throw new Error(first);
    store.create('b', suggestion(7), NOW);
    expect(gameweeks(store.summaries('a', 50, 0).json)).toEqual([1]);
    expect(gameweeks(store.summaries('b', 50, 0).json)).toEqual([7]);
    store.create('a', suggestion(2), new Date(NOW.getTime() + 1000));
    expect(gameweeks(store.summaries('a', 50, 0).json)).toEqual([2, 1]);
    expect(gameweeks(store.summaries('a', 1, 1).json)).toEqual([1]);
    expect(store.delete('a', first.id)).toBe(true);
    expect(gameweeks(store.summaries('a', 50, 0).json)).toEqual([2]);
    expect(gameweeks(store.summaries('a', 1, 1).json)).toEqual([]);
    expect(gameweeks(store.summaries('b', 50, 0).json)).toEqual([7]);
    // A page says whether any entry has a screenshot (the route signs ours only then).
    expect(store.summaries('a', 50, 0).screenshots).toBe(false);
    store.create(
      'a',
      { ...suggestion(3), screenshotUrl: '/api/uploads/x/file' },
      new Date(NOW.getTime() + 2000),
    );
    expect(store.summaries('a', 50, 0).screenshots).toBe(true);
  });

  it('sees a write committed by another connection to the same file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fpl-cache-'));
    const file = path.join(dir, 'db.sqlite');
    const ours = openDatabase(file);
    const theirs = openDatabase(file);
    try {
      addUser(ours, 'a');
      const store = suggestionStore(ours);
      store.create('a', suggestion(1), NOW);
      expect(gameweeks(store.summaries('a', 50, 0).json)).toEqual([1]);
      // Another process on the same file saves: our cache has not seen it.
      suggestionStore(theirs).create('a', suggestion(2), new Date(NOW.getTime() + 1000));
      // The cache re-checks SQLite's data_version at most once a millisecond.
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(gameweeks(store.summaries('a', 50, 0).json)).toEqual([2, 1]);
    } finally {
      ours.close();
      theirs.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('summary cache bound', () => {
  it('holds at most its byte budget, dropping the least recently read users first', () => {
    const db = openDatabase(':memory:');
    const budget = 512 * 1024;
    const store = suggestionStore(db, budget);
    const notes = 'n'.repeat(1000);
    const users = Array.from({ length: 30 }, (_, i) => `u${i}`);
    for (const user of users) {
      addUser(db, user);
      for (let i = 0; i < 20; i++) {
        store.create(user, { ...suggestion(1), userNotes: notes }, new Date(NOW.getTime() + i));
      }
    }
    // Each user's page is about 21 KB: 30 of them would take 630 KB.
    for (const user of users) store.summaries(user, 50, 0);
    expect(store.cachedBytes()).toBeLessThanOrEqual(budget);
    expect(store.cachedBytes()).toBeGreaterThan(budget * 0.9);
    // Pages of every size answer correctly, cached or not; one larger than a sixteenth of the budget is not kept.
    const big = suggestionStore(db, 16 * 1024);
    expect(JSON.parse(big.summaries('u0', 50, 0).json)).toHaveLength(20);
    expect(big.cachedBytes()).toBe(0);
  });
});
