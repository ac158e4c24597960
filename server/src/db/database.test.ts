import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { column, scalar, testDialect } from '../testing/harness.js';
import { type Db, openDatabase, openPostgres, toPostgresPlaceholders } from './database.js';
import { type Migration, migrationName, migrations } from './migrations.js';

const opened: Db[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close().catch(() => {})));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Opens the same database again and again, each time with the migrations given: a file, or a Postgres schema. */
function sameDatabase(): (list?: Migration[]) => Promise<Db> {
  if (testDialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fpl-db-'));
    dirs.push(dir);
    const file = path.join(dir, 'nested', 'app.db');
    return async (list = migrations) => {
      const db = openDatabase(file, list);
      opened.push(db);
      return db;
    };
  }
  const schema = `m_${randomBytes(6).toString('hex')}`;
  return async (list = migrations) => {
    const db = openPostgres(process.env.TEST_DATABASE_URL ?? '', { schema, migrations: list, max: 2 });
    opened.push(db);
    await db.ready;
    return db;
  };
}

describe(`migrations (${testDialect})`, () => {
  it('applies each migration once', async () => {
    const open = sameDatabase();
    const db = await open();
    expect(await scalar(db, 'SELECT count(*) FROM kysely_migration')).toBe(migrations.length);
    await db.close();
    const again = await open();
    expect(await column(again, 'SELECT name FROM kysely_migration ORDER BY name')).toEqual(
      migrations.map(migrationName),
    );
  });

  it('rolls a failing migration back entirely', async () => {
    const open = sameDatabase();
    await (await open()).close();
    await expect(
      open([
        ...migrations,
        {
          version: 90,
          name: 'ok part',
          up: (k) => k.schema.createTable('t2').addColumn('id', 'integer').execute(),
        },
        { version: 91, name: 'broken', up: (k) => sql`CREATE TABLE oops (`.execute(k).then(() => {}) },
      ]).then((db) => db.ready),
    ).rejects.toThrow();
    const db = await open();
    // t2 was created and rolled back with the broken migration: creating it again works.
    await db.exec('CREATE TABLE t2 (id INTEGER)');
    expect(await scalar(db, 'SELECT count(*) FROM kysely_migration')).toBe(migrations.length);
  });

  it('backfills the transfer count, summary and size when later migrations meet existing suggestions', async () => {
    const open = sameDatabase();
    const first = await open(migrations.slice(0, 1));
    await first.run("INSERT INTO users VALUES ('u', 'u@x.io', 'h', NULL, '{}', NULL, 'now', 'now')");
    await first.run(
      `INSERT INTO suggestions (id, user_id, gameweek, extracted_data, recommendations, created_at)
       VALUES ('s', 'u', 3, '{}', '{"transfers":[{},{}]}', 'now')`,
    );
    await first.close();
    const db = await open();
    expect(await scalar(db, 'SELECT transfers_count FROM suggestions')).toBe(2);
    expect(JSON.parse((await scalar(db, 'SELECT summary_json FROM suggestions')) as string)).toEqual({
      id: 's',
      gameweek: 3,
      screenshotUrl: null,
      createdAt: 'now',
      userNotes: null,
      transfersCount: 2,
    });
    // '{}' + '{"transfers":[{},{}]}' + the default '[]'
    expect(await scalar(db, 'SELECT stored_bytes FROM suggestions')).toBe(2 + 21 + 2);
  });

  it('rolls a failing transaction back and keeps what committed', async () => {
    const db = await sameDatabase()();
    await db.run("INSERT INTO users VALUES ('u', 'u@x.io', 'h', NULL, '{}', NULL, 'now', 'now')");
    await expect(
      db.transaction(async (tx) => {
        await tx.run("UPDATE users SET email = 'changed@x.io' WHERE id = 'u'");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await scalar(db, "SELECT email FROM users WHERE id = 'u'")).toBe('u@x.io');
  });
});

describe(`transactions (${testDialect})`, () => {
  it('refuses a statement through the Db inside its own transaction instead of waiting on itself', async () => {
    const db = await sameDatabase()();
    await expect(
      db.transaction(async () => {
        await db.get('SELECT 1 AS one');
      }),
    ).rejects.toThrow(/through its handle/);
    // Nothing is left open or locked.
    expect(await scalar(db, 'SELECT 1 AS one')).toBe(1);
    expect(await db.transaction(async (tx) => (await tx.get<{ one: number }>('SELECT 1 AS one'))?.one)).toBe(
      1,
    );
  });
});

describe('SQLite file', () => {
  it.skipIf(testDialect !== 'sqlite')('uses WAL and creates the folder', async () => {
    const db = await sameDatabase()();
    expect(db.sqlite?.pragma('journal_mode', { simple: true })).toBe('wal');
  });

  it.skipIf(testDialect !== 'sqlite')(
    'is readable by its owner only, even when it was created 0644',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fpl-mode-'));
      dirs.push(dir);
      const file = path.join(dir, 'db.sqlite');
      fs.writeFileSync(file, '');
      fs.chmodSync(file, 0o644);
      const db = openDatabase(file);
      opened.push(db);
      await db.ready;
      for (const part of [file, `${file}-wal`]) expect(fs.statSync(part).mode & 0o777).toBe(0o600);
    },
  );
});

describe('toPostgresPlaceholders', () => {
  it('numbers the question marks outside quotes', () => {
    expect(toPostgresPlaceholders(`SELECT '?' AS "a?", x FROM t WHERE a = ? AND b = ?`)).toBe(
      `SELECT '?' AS "a?", x FROM t WHERE a = $1 AND b = $2`,
    );
  });
});
