import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrate, openDatabase } from './database.js';

describe('openDatabase', () => {
  it('creates the folder, uses WAL and applies each migration once', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fpl-db-'));
    const file = path.join(dir, 'nested', 'app.db');
    const db = openDatabase(file);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(1);
    expect(migrate(db)).toEqual([]);
    db.close();
    const again = openDatabase(file);
    expect(again.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(1);
    again.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('rolls a failing migration back entirely', () => {
    const db = openDatabase(':memory:');
    expect(() =>
      migrate(db, [
        { version: 2, name: 'ok part', sql: 'CREATE TABLE t2 (id INTEGER)' },
        { version: 3, name: 'broken', sql: 'CREATE TABLE oops (' },
      ]),
    ).toThrow();
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 't2'").get()).toBeUndefined();
    expect(db.prepare('SELECT max(version) FROM schema_migrations').pluck().get()).toBe(1);
  });
});
