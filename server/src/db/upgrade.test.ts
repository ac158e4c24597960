// A database written by the server before the Kysely layer (its own migration runner, the schema written once
// per dialect) upgrades in place: opened by today's code, it is migrated, every row reads back, the app's stores
// read and write it, and its schema is the one today's migrations build on an empty database.
// The fixtures are dumps of such a database (main at 3fe5942: migrations 1-10, one row in every table):
// `sqlite3 .dump` and `pg_dump --inserts`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDatabaseUrl, testDialect } from '../testing/harness.js';
import { aiResultStore } from './ai-results.js';
import { type Db, openDatabase, openPostgres, type Queryable } from './database.js';
import { migrationName, migrations } from './migrations.js';
import { profileStore } from './profiles.js';
import { suggestionStore } from './suggestions.js';

const FIXTURES = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../test/fixtures/db');
const T = '2026-08-20T12:00:00.000Z';

const opened: Db[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close().catch(() => {})));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A database as main left it (`old`), and an empty one, both opened (so migrated) by today's code. */
async function openBoth(): Promise<{ old: Db; fresh: Db }> {
  const fixture = fs.readFileSync(path.join(FIXTURES, `main-${testDialect}.sql`), 'utf8');
  let old: Db;
  let fresh: Db;
  if (testDialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fpl-upgrade-'));
    dirs.push(dir);
    const file = path.join(dir, 'fpl-assistant.db');
    const native = new Database(file);
    native.exec(fixture);
    native.close();
    old = openDatabase(file);
    fresh = openDatabase(path.join(dir, 'fresh.db'));
  } else {
    const url = await freshDatabaseUrl();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(fixture);
    } finally {
      await client.end();
    }
    old = openPostgres(url, { max: 2 });
    fresh = openPostgres(await freshDatabaseUrl(), { max: 2 });
  }
  opened.push(old, fresh);
  await Promise.all([old.ready, fresh.ready]);
  return { old, fresh };
}

const BOOKKEEPING = ['schema_migrations', 'kysely_migration', 'kysely_migration_lock'];

/** Tables, columns, indexes and constraints, in a form both databases' catalogs give alike for alike schemas. */
async function schemaOf(db: Queryable): Promise<unknown> {
  if (db.dialect === 'postgres') {
    const skip = BOOKKEEPING.map((t) => `'${t}'`).join(', ');
    return {
      columns: await db.all(
        `SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
         WHERE table_schema = current_schema() AND table_name NOT IN (${skip}) ORDER BY table_name, ordinal_position`,
      ),
      indexes: await db.all(
        `SELECT tablename, indexname, indexdef FROM pg_indexes
         WHERE schemaname = current_schema() AND tablename NOT IN (${skip}) ORDER BY indexname`,
      ),
      constraints: await db.all(
        `SELECT conrelid::regclass::text AS "table", conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
         WHERE connamespace = current_schema()::regnamespace AND conrelid::regclass::text NOT IN (${skip})
         ORDER BY 1, 2`,
      ),
    };
  }
  const tables = (
    await db.all<{ name: string }>(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`,
    )
  )
    .map((row) => row.name)
    .filter((name) => !BOOKKEEPING.includes(name));
  const out: Record<string, unknown> = {};
  for (const table of tables) {
    const indexes = await db.all<{ name: string; unique: number; partial: number }>(
      'SELECT name, "unique", partial FROM pragma_index_list(?) ORDER BY name',
      [table],
    );
    out[table] = {
      // BIGINT and INTEGER are one type to SQLite (integer affinity).
      columns: (
        await db.all<{ type: string }>(
          'SELECT name, upper(type) AS type, "notnull", dflt_value, pk FROM pragma_table_info(?)',
          [table],
        )
      ).map((column) => ({ ...column, type: column.type === 'BIGINT' ? 'INTEGER' : column.type })),
      foreignKeys: await db.all(
        'SELECT "table", "from", "to", on_delete FROM pragma_foreign_key_list(?) ORDER BY "from"',
        [table],
      ),
      indexes: await Promise.all(
        indexes.map(async (index) => ({
          ...index,
          columns: await db.all(
            'SELECT name, "desc" FROM pragma_index_xinfo(?) WHERE key = 1 ORDER BY seqno',
            [index.name],
          ),
        })),
      ),
    };
  }
  return out;
}

describe(`a database made by the old migration runner (${testDialect})`, () => {
  it('is migrated in place: every row reads back, the stores use it, and its schema is a fresh one', async () => {
    const { old, fresh } = await openBoth();

    // Versions 1-10 are recorded as done, none ran again (each would have failed on its existing tables).
    expect(
      (await old.all<{ name: string }>('SELECT name FROM kysely_migration ORDER BY name')).map((r) => r.name),
    ).toEqual(migrations.map(migrationName));

    const rows = async (table: string) => old.all(`SELECT * FROM ${table}`);
    expect(await rows('users')).toEqual([
      {
        id: 'u1',
        email: 'ana@example.com',
        password_hash: '$scrypt$hash',
        email_confirmed_at: T,
        user_metadata: '{"name":"Ana Ñ"}',
        last_sign_in_at: T,
        created_at: T,
        updated_at: T,
      },
    ]);
    expect(await rows('profiles')).toEqual([
      {
        id: 'u1',
        email: 'ana@example.com',
        name: 'Ana Ñ',
        fpl_team_id: 118670,
        tier: 'pro',
        monthly_analyses_used: 3,
        last_reset_date: '2026-08-01',
        last_login: T,
        created_at: T,
      },
    ]);
    expect(await rows('refresh_sessions')).toEqual([
      { id: 's1', user_id: 'u1', created_at: T, refreshed_at: T, revoked_at: null, revoked_reason: null },
    ]);
    expect(await rows('refresh_tokens')).toEqual([
      { token_hash: 'rt-hash-1', session_id: 's1', created_at: T, rotated_at: null },
    ]);
    expect(await rows('one_time_tokens')).toEqual([
      {
        token_hash: 'ott-1',
        user_id: 'u1',
        type: 'email_change',
        expires_at: T,
        used_at: null,
        created_at: T,
        payload: 'new@example.com',
      },
    ]);
    const [suggestion] = (await rows('suggestions')) as { id: string; summary_json: string }[];
    expect(suggestion).toEqual({
      id: expect.any(String),
      user_id: 'u1',
      gameweek: 7,
      screenshot_url: null,
      extracted_data: '{"players":["Salah"]}',
      recommendations: '{"transfers":[{"out":"A","in":"B"},{"out":"C","in":"D"}]}',
      research_sources: '["fpl"]',
      user_notes: 'wildcard «soon»',
      created_at: T,
      transfers_count: 2,
      summary_json: expect.any(String),
      stored_bytes: 102,
    });
    expect(await rows('screenshot_uploads')).toEqual([
      {
        id: expect.any(String),
        user_id: 'u1',
        file_path: 'screenshots/u1/1.png',
        file_size: 12345,
        file_type: 'image/png',
        width: 1280,
        height: 800,
        processing_status: 'pending',
        created_at: T,
      },
    ]);
    expect(await rows('chip_status')).toEqual([
      { id: 1, user_id: 'u1', season: '2026-27', chip_type: 'wildcard', is_used: 1, used_in_gameweek: 5 },
    ]);
    expect(await rows('fixture_cache')).toEqual([
      {
        id: 1,
        data_type: 'fpl',
        endpoint: 'bootstrap-static',
        gameweek: null,
        data: '{"events":[]}',
        source: 'fpl',
        expires_at: T,
        created_at: T,
      },
    ]);
    expect(await rows('outbox')).toEqual([
      { id: 1, to_address: 'ana@example.com', subject: 'Reset', text: 'link', html: null, created_at: T },
    ]);
    expect(await rows('rate_limits')).toEqual([
      { key: 'signin:ip:127.0.0.1', window_start: 1787227200000, count: 2 },
    ]);
    expect(await rows('processed_webhook_events')).toEqual([
      { id: 'evt_1', type: 'order.paid', received_at: T },
    ]);
    expect(await rows('ai_results')).toEqual([
      {
        user_id: 'u1',
        action: 'analyze',
        idempotency_key: 'idem-1',
        request_hash: 'req-hash',
        response: '{"success":true,"data":{"x":1}}',
        created_at: T,
      },
    ]);
    expect(await rows('work_slots')).toEqual([
      { id: 1, user_id: 'u1', action: 'analyze', state: 'done', started_at: T, lease_until: T },
    ]);
    if (testDialect === 'postgres') {
      expect(await rows('summary_versions')).toEqual([{ user_id: 'u1', version: 1 }]);
      // The hand-written queue's table went with it (version 11): pg-boss keeps its jobs in its own schema.
      expect(await old.get("SELECT to_regclass('work_jobs')::text AS t")).toEqual({ t: null });
    }

    // Today's stores read what the old code wrote, and write beside it (ids the database assigns go on).
    const suggestions = suggestionStore(old);
    expect(JSON.parse((await suggestions.summaries('u1', 10, 0)).json)).toEqual([
      {
        id: suggestion?.id,
        gameweek: 7,
        screenshotUrl: null,
        createdAt: T,
        userNotes: 'wildcard «soon»',
        transfersCount: 2,
        players: ['Salah', 'B'],
      },
    ]);
    expect((await profileStore(old).get('u1'))?.tier).toBe('pro');
    expect(await aiResultStore(old).find('u1', 'analyze', 'idem-1', new Date(T))).toEqual({
      requestHash: 'req-hash',
      response: { success: true, data: { x: 1 } },
    });
    const saved = await suggestions.create(
      'u1',
      {
        gameweek: 8,
        screenshotUrl: null,
        extractedData: {},
        recommendations: { transfers: [] },
        researchSources: [],
        userNotes: null,
        transfersCount: 0,
      },
      new Date('2026-08-27T12:00:00.000Z'),
    );
    expect(saved).toMatchObject({ gameweek: 8, user_id: 'u1' });
    expect((await suggestions.usage('u1')).count).toBe(2);
    await old.run("INSERT INTO chip_status (user_id, season, chip_type) VALUES ('u1', '2026-27', 'bboost')");
    expect(await old.all('SELECT id, chip_type, is_used FROM chip_status ORDER BY id')).toEqual([
      { id: 1, chip_type: 'wildcard', is_used: 1 },
      { id: 2, chip_type: 'bboost', is_used: 0 },
    ]);

    // One schema: the upgraded database's is the one today's migrations build from nothing.
    expect(await schemaOf(old)).toEqual(await schemaOf(fresh));
  });
});
