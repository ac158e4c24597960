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

/** Every query is scoped by user_id: there is no way to read or delete someone else's suggestion. */
export function suggestionStore(db: Db) {
  const list = db.prepare<[string, number, number], SuggestionRow>(
    'SELECT * FROM suggestions WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
  );
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
    `INSERT INTO suggestions (id, user_id, gameweek, screenshot_url, extracted_data, recommendations, research_sources, user_notes, created_at, transfers_count)
     VALUES (@id, @userId, @gameweek, @screenshotUrl, @extractedData, @recommendations, @researchSources, @userNotes, @createdAt, @transfersCount)`,
  );
  const remove = db.prepare('DELETE FROM suggestions WHERE id = ? AND user_id = ?');
  const cache = summaryCache<SummaryPage>(db);
  return {
    list: (userId: string, limit: number, offset: number) => list.all(userId, limit, offset),
    summaries: (userId: string, limit: number, offset: number): SummaryPage =>
      cache.read(userId, `${limit}:${offset}`, () => {
        const entries = summariesJson.all(userId, limit, offset);
        return {
          json: `[${entries.join(',')}]`,
          screenshots: entries.some((entry) => !entry.includes('"screenshotUrl":null')),
        };
      }),
    get: (userId: string, id: string) => one.get(id, userId),
    create(userId: string, input: NewSuggestion, now: Date): SuggestionRow {
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
      };
      db.transaction(() => {
        insert.run(row);
        storeSummary.run(row.id);
      })();
      cache.forget(userId);
      const saved = one.get(row.id, userId);
      if (!saved) throw new Error('suggestion vanished after insert');
      return saved;
    },
    delete(userId: string, id: string): boolean {
      const deleted = remove.run(id, userId).changes > 0;
      cache.forget(userId);
      return deleted;
    },
  };
}

export type SuggestionStore = ReturnType<typeof suggestionStore>;
