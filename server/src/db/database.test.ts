import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrate, openDatabase } from './database.js';
import { migrations } from './migrations.js';

describe('openDatabase', () => {
  it('creates the folder, uses WAL and applies each migration once', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fpl-db-'));
    const file = path.join(dir, 'nested', 'app.db');
    const db = openDatabase(file);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(migrations.length);
    expect(migrate(db)).toEqual([]);
    db.close();
    const again = openDatabase(file);
    expect(again.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(migrations.length);
    again.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('rolls a failing migration back entirely', () => {
    const db = openDatabase(':memory:');
    expect(() =>
      migrate(db, [
        { version: 90, name: 'ok part', sql: 'CREATE TABLE t2 (id INTEGER)' },
        { version: 91, name: 'broken', sql: 'CREATE TABLE oops (' },
      ]),
    ).toThrow();
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 't2'").get()).toBeUndefined();
    expect(db.prepare('SELECT max(version) FROM schema_migrations').pluck().get()).toBe(migrations.length);
  });

  it('backfills the transfer count, summary and size when later migrations meet existing suggestions', () => {
    const db = openDatabase(':memory:', migrations.slice(0, 1));
    db.prepare("INSERT INTO users VALUES ('u', 'u@x.io', 'h', NULL, '{}', NULL, 'now', 'now')").run();
    db.prepare(
      `INSERT INTO suggestions (id, user_id, gameweek, extracted_data, recommendations, created_at)
       VALUES ('s', 'u', 3, '{}', '{"transfers":[{},{}]}', 'now')`,
    ).run();
    expect(migrate(db)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(db.prepare('SELECT transfers_count FROM suggestions').pluck().get()).toBe(2);
    expect(JSON.parse(db.prepare('SELECT summary_json FROM suggestions').pluck().get() as string)).toEqual({
      id: 's',
      gameweek: 3,
      screenshotUrl: null,
      createdAt: 'now',
      userNotes: null,
      transfersCount: 2,
    });
    // '{}' + '{"transfers":[{},{}]}' + the default '[]'
    expect(db.prepare('SELECT stored_bytes FROM suggestions').pluck().get()).toBe(2 + 21 + 2);
  });
});

describe('database file', () => {
  it('is readable by its owner only, even when it was created 0644', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fpl-mode-'));
    const file = path.join(dir, 'db.sqlite');
    fs.writeFileSync(file, '');
    fs.chmodSync(file, 0o644);
    const db = openDatabase(file);
    try {
      for (const part of [file, `${file}-wal`]) expect(fs.statSync(part).mode & 0o777).toBe(0o600);
    } finally {
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
