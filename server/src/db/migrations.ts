// Versioned schema, one set for SQLite and PostgreSQL, run by Kysely's Migrator (database.ts). Append new
// entries; never edit one that has shipped. Where the two databases differ (an id the database assigns, a JSON
// function, an index SQLite can cover and PostgreSQL cannot), the step asks `dialect`; everything else is
// written once.
//
// Versions 1-10 were first applied by the server's own migration runner, which recorded them in
// schema_migrations: on a database it made, each of them is recorded by the Migrator as done without running
// again (see `legacy`), so such a database upgrades in place.
import {
  type ColumnDefinitionBuilder,
  type Kysely,
  type Migration as KyselyMigration,
  type MigrationProvider,
  type RawBuilder,
  sql,
} from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

export interface Migration {
  version: number;
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: a migration speaks to the schema of its time, not today's Tables.
  up(db: Kysely<any>, dialect: Dialect): Promise<void>;
}

/** The last version the old runner (schema_migrations) applied; later ones exist only in Kysely's table. */
const LAST_LEGACY_VERSION = 10;

// ------------------------------------------------------------------ the few things the dialects say differently

/** An integer key the database assigns: SQLite's rowid alias, PostgreSQL's serial. */
const serialKey = (dialect: Dialect) => (dialect === 'postgres' ? 'serial' : 'integer');

/** `name` as a JSON object of `[key, column]` pairs, as text. */
function jsonObject(dialect: Dialect, pairs: [string, string][]): RawBuilder<string> {
  const args = sql.join(pairs.map(([key, column]) => sql`${sql.lit(key)}, ${sql.ref(column)}`));
  return dialect === 'postgres' ? sql`json_build_object(${args})::text` : sql`json_object(${args})`;
}

/** The length of the JSON array at `key` of a JSON text column, or null. */
function jsonArrayLength(dialect: Dialect, column: string, key: string): RawBuilder<number | null> {
  return dialect === 'postgres'
    ? sql`json_array_length(${sql.ref(column)}::json -> ${sql.lit(key)})`
    : sql`json_array_length(${sql.ref(column)}, ${sql.lit(`$.${key}`)})`;
}

/** A text column's size in UTF-8 bytes. */
function octetLength(dialect: Dialect, column: string): RawBuilder<number> {
  return dialect === 'postgres'
    ? sql`octet_length(${sql.ref(column)})`
    : sql`length(CAST(${sql.ref(column)} AS BLOB))`;
}

const SUMMARY_PAIRS: [string, string][] = [
  ['id', 'id'],
  ['gameweek', 'gameweek'],
  ['screenshotUrl', 'screenshot_url'],
  ['createdAt', 'created_at'],
  ['userNotes', 'user_notes'],
  ['transfersCount', 'transfers_count'],
];

const userRef = (c: ColumnDefinitionBuilder) => c.notNull().references('users.id').onDelete('cascade');

// ------------------------------------------------------------------ the migrations

export const migrations: Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    async up(db, dialect) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        // Emails are stored lower-cased by the auth store; SQLite also compares them without case.
        .addColumn('email', 'text', (c) => {
          const unique = c.notNull().unique();
          return dialect === 'sqlite' ? unique.modifyEnd(sql`COLLATE NOCASE`) : unique;
        })
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('email_confirmed_at', 'text')
        .addColumn('user_metadata', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('last_sign_in_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('profiles')
        .addColumn('id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('name', 'text')
        .addColumn('fpl_team_id', 'integer')
        .addColumn('tier', 'text', (c) =>
          c.notNull().defaultTo('free').check(sql`tier IN ('free', 'starter', 'pro', 'season_pass')`),
        )
        .addColumn('monthly_analyses_used', 'integer', (c) =>
          c.notNull().defaultTo(0).check(sql`monthly_analyses_used >= 0`),
        )
        .addColumn('last_reset_date', 'text')
        .addColumn('last_login', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      // One row per sign-in; every refresh token of that sign-in belongs to it.
      await db.schema
        .createTable('refresh_sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', userRef)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('refreshed_at', 'text')
        .addColumn('revoked_at', 'text')
        .addColumn('revoked_reason', 'text')
        .execute();
      await db.schema.createIndex('refresh_sessions_user').on('refresh_sessions').column('user_id').execute();
      // Only hashes are stored; rotated_at set means the token was already exchanged once.
      await db.schema
        .createTable('refresh_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('session_id', 'text', (c) =>
          c.notNull().references('refresh_sessions.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('rotated_at', 'text')
        .execute();
      await db.schema
        .createIndex('refresh_tokens_session')
        .on('refresh_tokens')
        .column('session_id')
        .execute();
      // Recovery and confirmation links (hash only), single use.
      await db.schema
        .createTable('one_time_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', userRef)
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('suggestions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', userRef)
        .addColumn('gameweek', 'integer', (c) => c.notNull())
        .addColumn('screenshot_url', 'text')
        .addColumn('extracted_data', 'text', (c) => c.notNull())
        .addColumn('recommendations', 'text', (c) => c.notNull())
        .addColumn('research_sources', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('user_notes', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('suggestions_user_created')
        .on('suggestions')
        .columns(['user_id', 'created_at desc'])
        .execute();
      await db.schema
        .createTable('screenshot_uploads')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', userRef)
        .addColumn('file_path', 'text', (c) => c.notNull())
        .addColumn('file_size', 'integer', (c) => c.notNull())
        .addColumn('file_type', 'text', (c) => c.notNull())
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .addColumn('processing_status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('screenshot_uploads_user')
        .on('screenshot_uploads')
        .column('user_id')
        .execute();
      await db.schema
        .createTable('chip_status')
        .addColumn('id', serialKey(dialect), (c) => c.primaryKey())
        .addColumn('user_id', 'text', userRef)
        .addColumn('season', 'text', (c) => c.notNull().defaultTo('2024-25'))
        .addColumn('chip_type', 'text', (c) => c.notNull())
        .addColumn('is_used', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('used_in_gameweek', 'integer')
        .addUniqueConstraint('chip_status_user_id_season_chip_type_key', ['user_id', 'season', 'chip_type'])
        .execute();
      // Spec §3 fixture cache; proxied FPL responses use data_type 'fpl' with the endpoint as key.
      await db.schema
        .createTable('fixture_cache')
        .addColumn('id', serialKey(dialect), (c) => c.primaryKey())
        .addColumn('data_type', 'text', (c) => c.notNull())
        .addColumn('endpoint', 'text')
        .addColumn('gameweek', 'integer')
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('fixture_cache_endpoint')
        .unique()
        .on('fixture_cache')
        .columns(['data_type', 'endpoint'])
        .where(sql.ref('endpoint'), 'is not', null)
        .execute();
      await db.schema
        .createTable('outbox')
        .addColumn('id', serialKey(dialect), (c) => c.primaryKey())
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('html', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (c) => c.primaryKey())
        // Unix seconds (SQLite's integers are 64-bit whatever the declared type).
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('processed_webhook_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
  {
    version: 2,
    name: 'suggestion summaries',
    // The list view shows a count of transfers; keeping it in a column spares parsing every row's JSON.
    async up(db, dialect) {
      await db.schema
        .alterTable('suggestions')
        .addColumn('transfers_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db
        .updateTable('suggestions')
        .set({
          transfers_count: sql`COALESCE(${jsonArrayLength(dialect, 'recommendations', 'transfers')}, 0)`,
        })
        .execute();
      await db.schema.dropIndex('suggestions_user_created').execute();
      // SQLite: a covering index, so the list is read from the index alone (superseded by version 3's).
      await db.schema
        .createIndex('suggestions_user_list')
        .on('suggestions')
        .columns([
          'user_id',
          'created_at desc',
          'id desc',
          ...(dialect === 'sqlite' ? ['gameweek', 'screenshot_url', 'user_notes', 'transfers_count'] : []),
        ])
        .execute();
    },
  },
  {
    version: 3,
    name: 'stored suggestion summaries',
    // Each row keeps its list entry as JSON, written once: the list query only concatenates them.
    async up(db, dialect) {
      await db.schema.alterTable('suggestions').addColumn('summary_json', 'text').execute();
      const [id, ...rest] = SUMMARY_PAIRS as [[string, string], ...[string, string][]];
      await db
        .updateTable('suggestions')
        .set({ summary_json: jsonObject(dialect, [id, ['userId', 'user_id'], ...rest]) })
        .execute();
      // A B-tree entry in PostgreSQL must fit a third of a page: there the summary (notes included) stays out.
      if (dialect === 'sqlite') {
        await db.schema.dropIndex('suggestions_user_list').execute();
        await db.schema
          .createIndex('suggestions_user_list')
          .on('suggestions')
          .columns(['user_id', 'created_at desc', 'id desc', 'summary_json'])
          .execute();
      }
    },
  },
  {
    version: 4,
    name: 'summaries without userId',
    async up(db, dialect) {
      await db
        .updateTable('suggestions')
        .set({ summary_json: jsonObject(dialect, SUMMARY_PAIRS) })
        .execute();
    },
  },
  {
    version: 5,
    name: 'idempotent AI results',
    // A reload or Back replays an analysis or extraction by its Idempotency-Key: the stored answer, uncharged.
    async up(db) {
      await db.schema
        .createTable('ai_results')
        .addColumn('user_id', 'text', userRef)
        .addColumn('action', 'text', (c) => c.notNull().check(sql`action IN ('extract', 'analyze')`))
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('response', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('ai_results_pkey', ['user_id', 'action', 'idempotency_key'])
        .execute();
      await db.schema.createIndex('ai_results_created').on('ai_results').column('created_at').execute();
    },
  },
  {
    version: 6,
    name: 'suggestion sizes',
    // Per-account storage caps sum each user's stored bytes on every save: the covering index answers that
    // without reading the large JSON columns.
    async up(db, dialect) {
      await db.schema
        .alterTable('suggestions')
        .addColumn('stored_bytes', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      const bytes = (column: string) => octetLength(dialect, column);
      await db
        .updateTable('suggestions')
        .set({
          stored_bytes: sql`${bytes('extracted_data')} + ${bytes('recommendations')}
            + ${bytes('research_sources')} + COALESCE(${bytes('user_notes')}, 0)`,
        })
        .execute();
      await db.schema
        .createIndex('suggestions_user_bytes')
        .on('suggestions')
        .columns(['user_id', 'stored_bytes'])
        .execute();
      await db.schema
        .createIndex('screenshot_uploads_user_created')
        .on('screenshot_uploads')
        .columns(['user_id', 'created_at', 'file_size'])
        .execute();
    },
  },
  {
    version: 7,
    name: 'work slots',
    // An analysis or extraction takes its slot before it runs: the quota and the extraction caps count running
    // work too, so parallel requests cannot all start on the last slot. A slot whose process died is ignored
    // once its lease ends.
    async up(db, dialect) {
      await db.schema
        .createTable('work_slots')
        .addColumn('id', serialKey(dialect), (c) => c.primaryKey())
        .addColumn('user_id', 'text', userRef)
        .addColumn('action', 'text', (c) => c.notNull().check(sql`action IN ('extract', 'analyze')`))
        .addColumn('state', 'text', (c) => c.notNull().check(sql`state IN ('running', 'done', 'failed')`))
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('lease_until', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('work_slots_user')
        .on('work_slots')
        .columns(['user_id', 'action', 'started_at'])
        .execute();
    },
  },
  {
    version: 8,
    name: 'work queue',
    // WORK_QUEUE=postgres: analyses and screenshot reads as jobs that worker processes claim (services/work-queue.ts).
    // SQLite has one host and no queue: nothing to create there.
    async up(db, dialect) {
      if (dialect !== 'postgres') return;
      await db.schema
        .createTable('work_jobs')
        .addColumn('id', 'bigserial', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('analysis', 'screenshot')`))
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('image', 'bytea')
        .addColumn('state', 'text', (c) =>
          c.notNull().defaultTo('queued').check(sql`state IN ('queued', 'running', 'done', 'failed')`),
        )
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('result', 'text')
        .addColumn('run_ms', 'integer')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('lease_until', 'timestamptz')
        .addColumn('finished_at', 'timestamptz')
        .execute();
      await db.schema
        .createIndex('work_jobs_open')
        .on('work_jobs')
        .column('id')
        .where(sql<boolean>`state IN ('queued', 'running')`)
        .execute();
      await db.schema.createIndex('work_jobs_expires').on('work_jobs').column('expires_at').execute();
    },
  },
  {
    version: 9,
    name: 'pending email change',
    // The new address of an email change, kept with its confirmation token until the link is followed.
    async up(db) {
      await db.schema.alterTable('one_time_tokens').addColumn('payload', 'text').execute();
    },
  },
  {
    version: 10,
    name: 'summary list versions',
    // PostgreSQL: each user's list version, bumped after every save or delete and checked by each instance's cached
    // list page (db/summary-cache.ts). SQLite has one host and PRAGMA data_version: nothing to create there.
    async up(db, dialect) {
      if (dialect !== 'postgres') return;
      await db.schema
        .createTable('summary_versions')
        .addColumn('user_id', 'text', (c) => c.primaryKey())
        .addColumn('version', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
  {
    version: 11,
    name: 'work queue on pg-boss',
    // WORK_QUEUE=postgres now runs on pg-boss, which keeps its jobs in its own schema (services/work-queue.ts):
    // version 8's table is gone. Jobs still in it at the upgrade were waited for by processes of the old code.
    async up(db, dialect) {
      if (dialect !== 'postgres') return;
      await db.schema.dropTable('work_jobs').ifExists().execute();
    },
  },
  {
    version: 12,
    name: 'sign-in addresses',
    // The addresses (HMAC'd) each account signed in from lately: guesses on an email from elsewhere slow every
    // other address down, never these (auth/index.ts, limit).
    async up(db) {
      await db.schema
        .createTable('signin_addresses')
        .addColumn('user_id', 'text', userRef)
        .addColumn('address_hash', 'text', (c) => c.notNull())
        .addColumn('seen_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('signin_addresses_pk', ['user_id', 'address_hash'])
        .execute();
      await db.schema.createIndex('signin_addresses_seen').on('signin_addresses').column('seen_at').execute();
    },
  },
];

/** The Migrator's name of a migration: the version first, zero-padded, so names sort as versions do. */
export const migrationName = (m: Pick<Migration, 'version' | 'name'>) =>
  `${String(m.version).padStart(4, '0')} ${m.name}`;

/**
 * The versions the old runner recorded in schema_migrations (none on a database it never touched), read once per
 * migration run, inside the Migrator's transaction.
 */
// biome-ignore lint/suspicious/noExplicitAny: read before any of today's tables need exist.
async function legacy(db: Kysely<any>, dialect: Dialect): Promise<Set<number>> {
  const exists =
    dialect === 'postgres'
      ? (await sql<{ t: string | null }>`SELECT to_regclass('schema_migrations')::text AS t`.execute(db))
          .rows[0]?.t
      : (
          await sql<{
            name: string;
          }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'`.execute(db)
        ).rows[0];
  if (!exists) return new Set();
  const rows = await sql<{ version: number }>`SELECT version FROM schema_migrations`.execute(db);
  return new Set(rows.rows.map((row) => Number(row.version)));
}

/** The migrations as Kysely's Migrator takes them. */
export function migrationProvider(list: Migration[], dialect: Dialect): MigrationProvider {
  return {
    async getMigrations() {
      let applied: Promise<Set<number>> | null = null;
      const entries = list.map((m): [string, KyselyMigration] => [
        migrationName(m),
        {
          async up(db) {
            if (m.version <= LAST_LEGACY_VERSION) {
              applied ??= legacy(db, dialect);
              if ((await applied).has(m.version)) return;
            }
            await m.up(db, dialect);
          },
        },
      ]);
      return Object.fromEntries(entries);
    },
  };
}
