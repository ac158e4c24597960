import { randomUUID } from 'node:crypto';
import { type Selectable, sql } from 'kysely';
import type { Db, Queryable } from './database.js';
import type { SuggestionsTable } from './schema.js';
import { summaryCache } from './summary-cache.js';

/** A stored suggestion, without its list entry (summary_json). */
export type SuggestionRow = Omit<Selectable<SuggestionsTable>, 'summary_json'>;

export interface NewSuggestion {
  gameweek: number;
  screenshotUrl: string | null;
  extractedData: unknown;
  recommendations: unknown;
  researchSources: string[];
  userNotes: string | null;
  transfersCount: number;
  /** The players the suggestion names (squad and transfers in), for the history search; none when not given. */
  players?: readonly string[];
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

/** What a read of one suggestion answers: every column but its stored list entry. */
const SUGGESTION_COLUMNS = [
  'id',
  'user_id',
  'gameweek',
  'screenshot_url',
  'extracted_data',
  'recommendations',
  'research_sources',
  'user_notes',
  'created_at',
  'transfers_count',
  'stored_bytes',
] as const satisfies readonly (keyof SuggestionRow)[];

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

/**
 * A row's entry in the list, as migration 4's SUMMARY_JSON writes it (same keys, same order), then the names of
 * its players for the history search (issue 30; rows saved before have none).
 */
function summaryJson(row: {
  id: string;
  gameweek: number;
  screenshotUrl: string | null;
  createdAt: string;
  userNotes: string | null;
  transfersCount: number;
  players: readonly string[];
}): string {
  return JSON.stringify({
    id: row.id,
    gameweek: row.gameweek,
    screenshotUrl: row.screenshotUrl,
    createdAt: row.createdAt,
    userNotes: row.userNotes,
    transfersCount: row.transfersCount,
    players: row.players,
  });
}

/** Every query is scoped by user_id: there is no way to read or delete someone else's suggestion. */
export function suggestionStore(db: Db, cacheBytes?: number) {
  const usage = async (q: Queryable, userId: string) =>
    (await q.kysely
      .selectFrom('suggestions')
      .select(({ fn }) => [
        fn.countAll<number>().as('count'),
        fn.coalesce(fn.sum<number>('stored_bytes'), sql.lit(0)).as('bytes'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirst()) ?? { count: 0, bytes: 0 };
  const one = (id: string, userId: string): Promise<SuggestionRow | undefined> =>
    db.kysely
      .selectFrom('suggestions')
      .select(SUGGESTION_COLUMNS)
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  // A JS string of JSON takes about one byte a character (two for text outside Latin-1): length is close.
  const cache = summaryCache<SummaryPage>(db, (page) => page.json.length, cacheBytes);
  return {
    /** What the user keeps: suggestions and their stored bytes. */
    usage: (userId: string) => usage(db, userId),
    summaries: (userId: string, limit: number, offset: number): Promise<SummaryPage> =>
      cache.read(userId, `${limit}:${offset}`, async () => {
        // Each row's stored summary (in SQLite read from the covering index alone), joined into the JSON array
        // here: an ORDER BY inside group_concat costs SQLite a temporary b-tree.
        const entries = (
          await db.kysely
            .selectFrom('suggestions')
            .select('summary_json')
            .where('user_id', '=', userId)
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .limit(limit)
            .offset(offset)
            .execute()
        ).map((row) => row.summary_json ?? '');
        return {
          json: `[${entries.join(',')}]`,
          screenshots: entries.some((entry) => !entry.includes('"screenshotUrl":null')),
        };
      }),
    get: (userId: string, id: string) => one(id, userId),
    /**
     * Saves a suggestion, unless it is larger than `limits.oneBytes` ('too_large') or would take the user past
     * `limits.count` or `limits.bytes` ('over_limit'). The check and the insert are one serialized transaction,
     * so parallel saves cannot all pass the check. Every instance's list cache has forgotten the user's pages
     * by the time this resolves.
     */
    async create(
      userId: string,
      input: NewSuggestion,
      now: Date,
      limits: SuggestionLimits = NO_LIMITS,
    ): Promise<SuggestionRow | 'too_large' | 'over_limit'> {
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
        players: input.players ?? [],
        storedBytes: 0,
      };
      row.storedBytes = storedBytes(row);
      if (row.storedBytes > limits.oneBytes) return 'too_large';
      const saved = await db.transaction(async (q) => {
        const kept = await usage(q, userId);
        if (kept.count + 1 > limits.count || kept.bytes + row.storedBytes > limits.bytes) return false;
        await q.kysely
          .insertInto('suggestions')
          .values({
            id: row.id,
            user_id: userId,
            gameweek: row.gameweek,
            screenshot_url: row.screenshotUrl,
            extracted_data: row.extractedData,
            recommendations: row.recommendations,
            research_sources: row.researchSources,
            user_notes: row.userNotes,
            created_at: row.createdAt,
            transfers_count: row.transfersCount,
            stored_bytes: row.storedBytes,
            summary_json: summaryJson(row),
          })
          .execute();
        return true;
      });
      if (!saved) return 'over_limit';
      await cache.forget(userId);
      const stored = await one(row.id, userId);
      if (!stored) throw new Error('suggestion vanished after insert');
      return stored;
    },
    /**
     * A saved suggestion's recommendations replaced (a re-plan with the manager's rules): its size, transfer
     * count and list entry follow. 'too_large' past `oneBytes`; null when there is no such suggestion.
     */
    async replaceRecommendations(
      userId: string,
      id: string,
      update: { recommendations: unknown; transfersCount: number; players: readonly string[] },
      oneBytes = Infinity,
    ): Promise<SuggestionRow | 'too_large' | null> {
      const row = await one(id, userId);
      if (!row) return null;
      const recommendations = JSON.stringify(update.recommendations);
      const bytes = storedBytes({
        extractedData: row.extracted_data,
        recommendations,
        researchSources: row.research_sources,
        userNotes: row.user_notes,
      });
      if (bytes > oneBytes) return 'too_large';
      const summary = summaryJson({
        id: row.id,
        gameweek: row.gameweek,
        screenshotUrl: row.screenshot_url,
        createdAt: row.created_at,
        userNotes: row.user_notes,
        transfersCount: update.transfersCount,
        players: update.players,
      });
      await db.kysely
        .updateTable('suggestions')
        .set({
          recommendations,
          transfers_count: update.transfersCount,
          stored_bytes: bytes,
          summary_json: summary,
        })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute();
      await cache.forget(userId);
      return (await one(id, userId)) ?? null;
    },
    /** Bytes the summary cache holds now. */
    cachedBytes: () => cache.bytes(),
    async delete(userId: string, id: string): Promise<boolean> {
      const { numDeletedRows } = await db.kysely
        .deleteFrom('suggestions')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const deleted = numDeletedRows > 0n;
      await cache.forget(userId);
      return deleted;
    },
  };
}

export type SuggestionStore = ReturnType<typeof suggestionStore>;
