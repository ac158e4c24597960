import { randomUUID } from 'node:crypto';
import type { Db } from './database.js';
import { SUMMARY_JSON } from './migrations.js';
import { summaryCache } from './summary-cache.js';

export interface SuggestionRow {
  id: string;
  user_id: string;
  gameweek: number;
  screenshot_url: string | null;
  extracted_data: string;
  recommendations: string;
  research_sources: string;
  user_notes: string | null;
  created_at: string;
  transfers_count: number;
  stored_bytes: number;
}

export interface NewSuggestion {
  gameweek: number;
  screenshotUrl: string | null;
  extractedData: unknown;
  recommendations: unknown;
  researchSources: string[];
  userNotes: string | null;
  transfersCount: number;
}

/** A page of the summary list as the API answers it. */
export interface SummaryPage {
  /** A JSON array of SuggestionSummary, newest first. */
  json: string;
  /** Whether any entry has a screenshot URL (ours are signed on every read; most pages have none). */
  screenshots: boolean;
}

export interface SuggestionLimits {
  /** Suggestions kept at once. */
  count: number;
  /** Their stored bytes together. */
  bytes: number;
  /** One suggestion's stored bytes. */
  oneBytes: number;
}

const NO_LIMITS: SuggestionLimits = { count: Infinity, bytes: Infinity, oneBytes: Infinity };

/** A suggestion's stored size in bytes: its JSON columns and notes, as the storage caps count them. */
function storedBytes(row: {
  extractedData: string;
  recommendations: string;
  researchSources: string;
  userNotes: string | null;
}): number {
  return (
    Buffer.byteLength(row.extractedData) +
    Buffer.byteLength(row.recommendations) +
    Buffer.byteLength(row.researchSources) +
    (row.userNotes === null ? 0 : Buffer.byteLength(row.userNotes))
  );
}

/** Every query is scoped by user_id: there is no way to read or delete someone else's suggestion. */
export function suggestionStore(db: Db, cacheBytes?: number) {
  // Each row's stored summary, read from the covering index alone, joined into the JSON array in JS
  // (an ORDER BY inside group_concat costs SQLite a temporary b-tree; without one the order is not guaranteed).
  const summariesJson = db
    .prepare<[string, number, number], string>(
      'SELECT summary_json FROM suggestions WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
    )
    .pluck();
  const storeSummary = db.prepare(`UPDATE suggestions SET summary_json = ${SUMMARY_JSON} WHERE id = ?`);
  const one = db.prepare<[string, string], SuggestionRow>(
    'SELECT * FROM suggestions WHERE id = ? AND user_id = ?',
  );
  const insert = db.prepare(
    `INSERT INTO suggestions (id, user_id, gameweek, screenshot_url, extracted_data, recommendations, research_sources, user_notes, created_at, transfers_count, stored_bytes)
     VALUES (@id, @userId, @gameweek, @screenshotUrl, @extractedData, @recommendations, @researchSources, @userNotes, @createdAt, @transfersCount, @storedBytes)`,
  );
  const usage = db.prepare<[string], { count: number; bytes: number }>(
    'SELECT count(*) AS count, COALESCE(sum(stored_bytes), 0) AS bytes FROM suggestions WHERE user_id = ?',
  );
  const remove = db.prepare('DELETE FROM suggestions WHERE id = ? AND user_id = ?');
  // A JS string of JSON takes about one byte a character (two for text outside Latin-1): length is close.
  const cache = summaryCache<SummaryPage>(db, (page) => page.json.length, cacheBytes);
  return {
    /** What the user keeps: suggestions and their stored bytes. */
    usage: (userId: string) => usage.get(userId) ?? { count: 0, bytes: 0 },
    summaries: (userId: string, limit: number, offset: number): SummaryPage =>
      cache.read(userId, `${limit}:${offset}`, () => {
        const entries = summariesJson.all(userId, limit, offset);
        return {
          json: `[${entries.join(',')}]`,
          screenshots: entries.some((entry) => !entry.includes('"screenshotUrl":null')),
        };
      }),
    get: (userId: string, id: string) => one.get(id, userId),
    /**
     * Saves a suggestion, unless it is larger than `limits.oneBytes` ('too_large') or would take the user past
     * `limits.count` or `limits.bytes` ('over_limit'). The check and the insert are one immediate transaction,
     * so parallel saves cannot all pass the check.
     */
    create(
      userId: string,
      input: NewSuggestion,
      now: Date,
      limits: SuggestionLimits = NO_LIMITS,
    ): SuggestionRow | 'too_large' | 'over_limit' {
      const row = {
        id: randomUUID(),
        userId,
        gameweek: input.gameweek,
        screenshotUrl: input.screenshotUrl,
        extractedData: JSON.stringify(input.extractedData),
        recommendations: JSON.stringify(input.recommendations),
        researchSources: JSON.stringify(input.researchSources),
        userNotes: input.userNotes,
        createdAt: now.toISOString(),
        transfersCount: input.transfersCount,
        storedBytes: 0,
      };
      row.storedBytes = storedBytes(row);
      if (row.storedBytes > limits.oneBytes) return 'too_large';
      const saved = db
        .transaction(() => {
          const kept = usage.get(userId) ?? { count: 0, bytes: 0 };
          if (kept.count + 1 > limits.count || kept.bytes + row.storedBytes > limits.bytes) return false;
          insert.run(row);
          storeSummary.run(row.id);
          return true;
        })
        .immediate();
      if (!saved) return 'over_limit';
      cache.forget(userId);
      const stored = one.get(row.id, userId);
      if (!stored) throw new Error('suggestion vanished after insert');
      return stored;
    },
    /** Bytes the summary cache holds now. */
    cachedBytes: () => cache.bytes(),
    delete(userId: string, id: string): boolean {
      const deleted = remove.run(id, userId).changes > 0;
      cache.forget(userId);
      return deleted;
    },
  };
}

export type SuggestionStore = ReturnType<typeof suggestionStore>;
