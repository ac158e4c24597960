// Versioned schema. Append new entries; never edit one that has shipped.
export interface Migration {
  version: number;
  name: string;
  /** SQLite's SQL, and Postgres's too unless `postgres` is given. */
  sql: string;
  /** The same change in Postgres's dialect, where the two differ (types, JSON functions, collations). */
  postgres?: string;
}

export function migrationSql(migration: Migration, dialect: 'sqlite' | 'postgres'): string {
  return dialect === 'postgres' ? (migration.postgres ?? migration.sql) : migration.sql;
}

/**
 * A suggestion's entry in the list (GET /api/suggestions, summary view), kept as JSON in its row. No userId: the
 * list is always the caller's own, and the field was a fifth of every response.
 */
export const SUMMARY_JSON = `json_object('id', id, 'gameweek', gameweek, 'screenshotUrl', screenshot_url,
  'createdAt', created_at, 'userNotes', user_notes, 'transfersCount', transfers_count)`;

/** The entry as migration 3 first wrote it (kept so that migration reads as it ran). */
const SUMMARY_JSON_V3 = `json_object('id', id, 'userId', user_id, 'gameweek', gameweek,
  'screenshotUrl', screenshot_url, 'createdAt', created_at, 'userNotes', user_notes, 'transfersCount', transfers_count)`;

/** Migrations 3 and 4's summaries in Postgres (json_build_object's text has other spacing; readers parse it). */
function pgSummary(withUserId: boolean): string {
  return `json_build_object('id', id,${withUserId ? " 'userId', user_id," : ''} 'gameweek', gameweek,
  'screenshotUrl', screenshot_url, 'createdAt', created_at, 'userNotes', user_notes, 'transfersCount', transfers_count)::text`;
}

export const migrations: Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  email_confirmed_at TEXT,
  user_metadata TEXT NOT NULL DEFAULT '{}',
  last_sign_in_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE profiles (
  id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  name TEXT,
  fpl_team_id INTEGER,
  tier TEXT NOT NULL DEFAULT 'free' CHECK (tier IN ('free', 'starter', 'pro', 'season_pass')),
  monthly_analyses_used INTEGER NOT NULL DEFAULT 0 CHECK (monthly_analyses_used >= 0),
  last_reset_date TEXT,
  last_login TEXT,
  created_at TEXT NOT NULL
);

-- One row per sign-in; every refresh token of that sign-in belongs to it.
CREATE TABLE refresh_sessions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  refreshed_at TEXT,
  revoked_at TEXT,
  revoked_reason TEXT
);
CREATE INDEX refresh_sessions_user ON refresh_sessions(user_id);

-- Only hashes are stored; rotated_at set means the token was already exchanged once.
CREATE TABLE refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES refresh_sessions(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  rotated_at TEXT
);
CREATE INDEX refresh_tokens_session ON refresh_tokens(session_id);

-- Recovery and confirmation links (hash only), single use.
CREATE TABLE one_time_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE suggestions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  gameweek INTEGER NOT NULL,
  screenshot_url TEXT,
  extracted_data TEXT NOT NULL,
  recommendations TEXT NOT NULL,
  research_sources TEXT NOT NULL DEFAULT '[]',
  user_notes TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX suggestions_user_created ON suggestions(user_id, created_at DESC);

CREATE TABLE screenshot_uploads (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  file_path TEXT NOT NULL,
  file_size INTEGER NOT NULL,
  file_type TEXT NOT NULL,
  width INTEGER,
  height INTEGER,
  processing_status TEXT NOT NULL DEFAULT 'pending',
  created_at TEXT NOT NULL
);
CREATE INDEX screenshot_uploads_user ON screenshot_uploads(user_id);

CREATE TABLE chip_status (
  id INTEGER PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  season TEXT NOT NULL DEFAULT '2024-25',
  chip_type TEXT NOT NULL,
  is_used INTEGER NOT NULL DEFAULT 0,
  used_in_gameweek INTEGER,
  UNIQUE (user_id, season, chip_type)
);

-- Spec §3 fixture cache; proxied FPL responses use data_type 'fpl' with the endpoint as key.
CREATE TABLE fixture_cache (
  id INTEGER PRIMARY KEY,
  data_type TEXT NOT NULL,
  endpoint TEXT,
  gameweek INTEGER,
  data TEXT NOT NULL,
  source TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX fixture_cache_endpoint ON fixture_cache(data_type, endpoint) WHERE endpoint IS NOT NULL;

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  html TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL
);

CREATE TABLE processed_webhook_events (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  received_at TEXT NOT NULL
);
`,
    // Emails are stored lower-cased by the auth store, so plain UNIQUE matches SQLite's NOCASE.
    postgres: `
CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  email_confirmed_at TEXT,
  user_metadata TEXT NOT NULL DEFAULT '{}',
  last_sign_in_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE profiles (
  id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  name TEXT,
  fpl_team_id INTEGER,
  tier TEXT NOT NULL DEFAULT 'free' CHECK (tier IN ('free', 'starter', 'pro', 'season_pass')),
  monthly_analyses_used INTEGER NOT NULL DEFAULT 0 CHECK (monthly_analyses_used >= 0),
  last_reset_date TEXT,
  last_login TEXT,
  created_at TEXT NOT NULL
);

-- One row per sign-in; every refresh token of that sign-in belongs to it.
CREATE TABLE refresh_sessions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  refreshed_at TEXT,
  revoked_at TEXT,
  revoked_reason TEXT
);
CREATE INDEX refresh_sessions_user ON refresh_sessions(user_id);

-- Only hashes are stored; rotated_at set means the token was already exchanged once.
CREATE TABLE refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES refresh_sessions(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  rotated_at TEXT
);
CREATE INDEX refresh_tokens_session ON refresh_tokens(session_id);

-- Recovery and confirmation links (hash only), single use.
CREATE TABLE one_time_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE suggestions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  gameweek INTEGER NOT NULL,
  screenshot_url TEXT,
  extracted_data TEXT NOT NULL,
  recommendations TEXT NOT NULL,
  research_sources TEXT NOT NULL DEFAULT '[]',
  user_notes TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX suggestions_user_created ON suggestions(user_id, created_at DESC);

CREATE TABLE screenshot_uploads (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  file_path TEXT NOT NULL,
  file_size INTEGER NOT NULL,
  file_type TEXT NOT NULL,
  width INTEGER,
  height INTEGER,
  processing_status TEXT NOT NULL DEFAULT 'pending',
  created_at TEXT NOT NULL
);
CREATE INDEX screenshot_uploads_user ON screenshot_uploads(user_id);

CREATE TABLE chip_status (
  id SERIAL PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  season TEXT NOT NULL DEFAULT '2024-25',
  chip_type TEXT NOT NULL,
  is_used INTEGER NOT NULL DEFAULT 0,
  used_in_gameweek INTEGER,
  UNIQUE (user_id, season, chip_type)
);

-- Spec §3 fixture cache; proxied FPL responses use data_type 'fpl' with the endpoint as key.
CREATE TABLE fixture_cache (
  id SERIAL PRIMARY KEY,
  data_type TEXT NOT NULL,
  endpoint TEXT,
  gameweek INTEGER,
  data TEXT NOT NULL,
  source TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX fixture_cache_endpoint ON fixture_cache(data_type, endpoint) WHERE endpoint IS NOT NULL;

CREATE TABLE outbox (
  id SERIAL PRIMARY KEY,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  html TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  window_start BIGINT NOT NULL,
  count INTEGER NOT NULL
);

CREATE TABLE processed_webhook_events (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  received_at TEXT NOT NULL
);
`,
  },
  {
    version: 2,
    name: 'suggestion summaries',
    // The list view shows a count of transfers; keeping it in a column spares parsing every row's JSON.
    sql: `
ALTER TABLE suggestions ADD COLUMN transfers_count INTEGER NOT NULL DEFAULT 0;
UPDATE suggestions SET transfers_count = COALESCE(json_array_length(recommendations, '$.transfers'), 0);
-- Covering index: the list is read from the index alone, never walking the large JSON columns.
DROP INDEX suggestions_user_created;
CREATE INDEX suggestions_user_list ON suggestions
  (user_id, created_at DESC, id DESC, gameweek, screenshot_url, user_notes, transfers_count);
`,
    postgres: `
ALTER TABLE suggestions ADD COLUMN transfers_count INTEGER NOT NULL DEFAULT 0;
UPDATE suggestions SET transfers_count = COALESCE(json_array_length(recommendations::json -> 'transfers'), 0);
DROP INDEX suggestions_user_created;
CREATE INDEX suggestions_user_list ON suggestions (user_id, created_at DESC, id DESC);
`,
  },
  {
    version: 3,
    name: 'stored suggestion summaries',
    // Each row keeps its list entry as JSON, written once: the list query only concatenates them.
    sql: `
ALTER TABLE suggestions ADD COLUMN summary_json TEXT;
UPDATE suggestions SET summary_json = ${SUMMARY_JSON_V3};
DROP INDEX suggestions_user_list;
CREATE INDEX suggestions_user_list ON suggestions (user_id, created_at DESC, id DESC, summary_json);
`,
    // A B-tree entry in Postgres must fit a third of a page: the summary (notes included) stays out of the index.
    postgres: `
ALTER TABLE suggestions ADD COLUMN summary_json TEXT;
UPDATE suggestions SET summary_json = ${pgSummary(true)};
`,
  },
  {
    version: 4,
    name: 'summaries without userId',
    sql: `UPDATE suggestions SET summary_json = ${SUMMARY_JSON};`,
    postgres: `UPDATE suggestions SET summary_json = ${pgSummary(false)};`,
  },
  {
    version: 5,
    name: 'idempotent AI results',
    // A reload or Back replays an analysis or extraction by its Idempotency-Key: the stored answer, uncharged.
    sql: `
CREATE TABLE ai_results (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  action TEXT NOT NULL CHECK (action IN ('extract', 'analyze')),
  idempotency_key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  response TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, action, idempotency_key)
);
CREATE INDEX ai_results_created ON ai_results (created_at);
`,
  },
  {
    version: 6,
    name: 'suggestion sizes',
    // Per-account storage caps sum each user's stored bytes on every save: the covering index answers that
    // without reading the large JSON columns.
    sql: `
ALTER TABLE suggestions ADD COLUMN stored_bytes INTEGER NOT NULL DEFAULT 0;
UPDATE suggestions SET stored_bytes = length(CAST(extracted_data AS BLOB)) + length(CAST(recommendations AS BLOB))
  + length(CAST(research_sources AS BLOB)) + COALESCE(length(CAST(user_notes AS BLOB)), 0);
CREATE INDEX suggestions_user_bytes ON suggestions (user_id, stored_bytes);
CREATE INDEX screenshot_uploads_user_created ON screenshot_uploads (user_id, created_at, file_size);
`,
    postgres: `
ALTER TABLE suggestions ADD COLUMN stored_bytes INTEGER NOT NULL DEFAULT 0;
UPDATE suggestions SET stored_bytes = octet_length(extracted_data) + octet_length(recommendations)
  + octet_length(research_sources) + COALESCE(octet_length(user_notes), 0);
CREATE INDEX suggestions_user_bytes ON suggestions (user_id, stored_bytes);
CREATE INDEX screenshot_uploads_user_created ON screenshot_uploads (user_id, created_at, file_size);
`,
  },
  {
    version: 7,
    name: 'work slots',
    // An analysis or extraction takes its slot before it runs: the quota and the extraction caps count running
    // work too, so parallel requests cannot all start on the last slot. A slot whose process died is ignored
    // once its lease ends.
    sql: `
CREATE TABLE work_slots (
  id INTEGER PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  action TEXT NOT NULL CHECK (action IN ('extract', 'analyze')),
  state TEXT NOT NULL CHECK (state IN ('running', 'done', 'failed')),
  started_at TEXT NOT NULL,
  lease_until TEXT NOT NULL
);
CREATE INDEX work_slots_user ON work_slots (user_id, action, started_at);
`,
    postgres: `
CREATE TABLE work_slots (
  id SERIAL PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  action TEXT NOT NULL CHECK (action IN ('extract', 'analyze')),
  state TEXT NOT NULL CHECK (state IN ('running', 'done', 'failed')),
  started_at TEXT NOT NULL,
  lease_until TEXT NOT NULL
);
CREATE INDEX work_slots_user ON work_slots (user_id, action, started_at);
`,
  },
  {
    version: 8,
    name: 'work queue',
    // WORK_QUEUE=postgres: analyses and screenshot reads as jobs that worker processes claim (services/work-queue.ts).
    // SQLite has one host and no queue: nothing to create there.
    sql: 'SELECT 1;',
    postgres: `
CREATE TABLE work_jobs (
  id BIGSERIAL PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('analysis', 'screenshot')),
  payload TEXT NOT NULL,
  image BYTEA,
  state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  result TEXT,
  run_ms INTEGER,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL,
  lease_until TIMESTAMPTZ,
  finished_at TIMESTAMPTZ
);
CREATE INDEX work_jobs_open ON work_jobs (id) WHERE state IN ('queued', 'running');
CREATE INDEX work_jobs_expires ON work_jobs (expires_at);
`,
  },
  {
    version: 9,
    name: 'pending email change',
    // The new address of an email change, kept with its confirmation token until the link is followed.
    sql: 'ALTER TABLE one_time_tokens ADD COLUMN payload TEXT;',
    postgres: 'ALTER TABLE one_time_tokens ADD COLUMN payload TEXT;',
  },
  {
    version: 10,
    name: 'summary list versions',
    // PostgreSQL: each user's list version, bumped after every save or delete and checked by each instance's cached
    // list page (db/summary-cache.ts). SQLite has one host and PRAGMA data_version: nothing to create there.
    sql: 'SELECT 1;',
    postgres: `
CREATE TABLE summary_versions (
  user_id TEXT PRIMARY KEY,
  version BIGINT NOT NULL
);
`,
  },
];
