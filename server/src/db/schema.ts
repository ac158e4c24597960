// The tables as queries see them (Kysely's types): what migrations.ts builds, on SQLite and PostgreSQL alike.
// Timestamps are ISO strings in TEXT columns on both; `Generated` columns have a default or are assigned by the
// database. The work queue's jobs are pg-boss's, in its own schema, and are not listed.
import type { Generated } from 'kysely';

export interface UsersTable {
  id: string;
  /** Stored lower-cased (SQLite also compares it without case). */
  email: string;
  password_hash: string;
  email_confirmed_at: string | null;
  /** JSON object. */
  user_metadata: Generated<string>;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ProfilesTable {
  id: string;
  email: string;
  name: string | null;
  fpl_team_id: number | null;
  tier: Generated<'free' | 'starter' | 'pro' | 'season_pass'>;
  monthly_analyses_used: Generated<number>;
  last_reset_date: string | null;
  last_login: string | null;
  created_at: string;
}

/** One row per sign-in; every refresh token of that sign-in belongs to it. */
export interface RefreshSessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  refreshed_at: string | null;
  revoked_at: string | null;
  revoked_reason: string | null;
}

/** Only hashes are stored; rotated_at set means the token was already exchanged once. */
export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  created_at: string;
  rotated_at: string | null;
}

/** Recovery and email-change links (hash only), single use; `payload` is an email change's new address. */
export interface OneTimeTokensTable {
  token_hash: string;
  user_id: string;
  type: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
  payload: string | null;
}

export interface SuggestionsTable {
  id: string;
  user_id: string;
  gameweek: number;
  screenshot_url: string | null;
  extracted_data: string;
  recommendations: string;
  research_sources: Generated<string>;
  user_notes: string | null;
  created_at: string;
  transfers_count: Generated<number>;
  /** The list entry as JSON (see suggestions.ts). */
  summary_json: string | null;
  stored_bytes: Generated<number>;
}

export interface ScreenshotUploadsTable {
  id: string;
  user_id: string;
  file_path: string;
  file_size: number;
  file_type: string;
  width: number | null;
  height: number | null;
  processing_status: Generated<string>;
  created_at: string;
}

export interface ChipStatusTable {
  id: Generated<number>;
  user_id: string;
  season: Generated<string>;
  chip_type: string;
  is_used: Generated<number>;
  used_in_gameweek: number | null;
}

/** Spec §3 fixture cache; proxied FPL responses use data_type 'fpl' with the endpoint as key. */
export interface FixtureCacheTable {
  id: Generated<number>;
  data_type: string;
  endpoint: string | null;
  gameweek: number | null;
  data: string;
  source: string;
  expires_at: string;
  created_at: string;
}

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  /** Unix seconds. */
  window_start: number;
  count: number;
}

export interface ProcessedWebhookEventsTable {
  id: string;
  type: string;
  received_at: string;
}

export interface AiResultsTable {
  user_id: string;
  action: 'extract' | 'analyze';
  idempotency_key: string;
  request_hash: string;
  /** JSON. */
  response: string;
  created_at: string;
}

export interface WorkSlotsTable {
  id: Generated<number>;
  user_id: string;
  action: 'extract' | 'analyze';
  state: 'running' | 'done' | 'failed';
  started_at: string;
  lease_until: string;
}

/** An address an account signed in from (HMAC of it), and when last. */
export interface SigninAddressesTable {
  user_id: string;
  address_hash: string;
  seen_at: string;
}

/** PostgreSQL only: each user's summary-list version (summary-cache.ts). */
export interface SummaryVersionsTable {
  user_id: string;
  version: number;
}

export interface Tables {
  users: UsersTable;
  profiles: ProfilesTable;
  refresh_sessions: RefreshSessionsTable;
  refresh_tokens: RefreshTokensTable;
  one_time_tokens: OneTimeTokensTable;
  suggestions: SuggestionsTable;
  screenshot_uploads: ScreenshotUploadsTable;
  chip_status: ChipStatusTable;
  fixture_cache: FixtureCacheTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
  processed_webhook_events: ProcessedWebhookEventsTable;
  ai_results: AiResultsTable;
  work_slots: WorkSlotsTable;
  summary_versions: SummaryVersionsTable;
  signin_addresses: SigninAddressesTable;
}
