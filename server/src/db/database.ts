import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrations as defaultMigrations, type Migration } from './migrations.js';

export type Db = Database.Database;

/** Opens (creating the folder if needed) and migrates the database. ':memory:' gives a throwaway one. */
export function openDatabase(file: string, migrations: Migration[] = defaultMigrations): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  // WAL: readers never block the writer.
  db.pragma('journal_mode = WAL');
  // NORMAL in WAL mode never corrupts the database and survives a process crash (SIGKILL included: the WAL
  // is in the OS's cache), but it syncs the WAL only at checkpoints, so a power loss or OS crash can lose the
  // last commits acknowledged before it. FULL would sync on every commit, costing a disk flush per write;
  // an analysis or a saved suggestion can be redone, so NORMAL is the trade taken.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db, migrations);
  if (file !== ':memory:') {
    // Password hashes and sessions live here: readable by this user only, whatever the umask.
    for (const part of [file, `${file}-wal`, `${file}-shm`]) {
      if (fs.existsSync(part)) fs.chmodSync(part, 0o600);
    }
  }
  return db;
}

/** Applies pending migrations, each once, all inside one immediate transaction. */
export function migrate(db: Db, migrations: Migration[] = defaultMigrations): number[] {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .pluck()
      .all()
      .map((v) => Number(v)),
  );
  const pending = [...migrations]
    .sort((a, b) => a.version - b.version)
    .filter((m) => !applied.has(m.version));
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (const migration of pending) {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    }
  }).immediate();
  return pending.map((m) => m.version);
}
