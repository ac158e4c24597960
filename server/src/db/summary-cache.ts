import type { Db } from './database.js';

/** Users whose summary lists are kept; the least recently read user is dropped first. */
const MAX_USERS = 1000;
/** Pages kept per user (limit and offset make a page); a client paging further simply reads SQLite. */
const MAX_PAGES_PER_USER = 8;
const RECHECK_MS = 1;

/**
 * Each user's summary-list answers (by page), kept in memory: the dashboard and the history page
 * read the list on every visit and it changes only when that user saves or deletes.
 * Never stale: the store drops a user's pages on each of its own writes for that user, and every page is
 * dropped when another connection (another process on the same file) has committed, which SQLite reports
 * through `PRAGMA data_version`. That pragma is a native call costing as much as the rest of a cached read,
 * so it is asked at most once a millisecond: a read racing another process's commit by less than that may
 * answer as if it came just before the commit, which it could have anyway.
 */
export function summaryCache<Page>(db: Db) {
  const dataVersion = db.prepare('PRAGMA data_version').pluck();
  let version: unknown = dataVersion.get();
  let checkedAt = performance.now();
  const pages = new Map<string, Map<string, Page>>();
  return {
    read(userId: string, page: string, load: () => Page): Page {
      const now = performance.now();
      if (now - checkedAt >= RECHECK_MS) {
        checkedAt = now;
        const current = dataVersion.get();
        if (current !== version) {
          pages.clear();
          version = current;
        }
      }
      const own = pages.get(userId);
      const hit = own?.get(page);
      if (own && hit !== undefined) {
        // Re-inserted so the map's order is least recently read first.
        pages.delete(userId);
        pages.set(userId, own);
        return hit;
      }
      const loaded = load();
      const entry = own ?? new Map<string, Page>();
      if (entry.size >= MAX_PAGES_PER_USER) entry.clear();
      entry.set(page, loaded);
      if (!own) {
        if (pages.size >= MAX_USERS) pages.delete(pages.keys().next().value as string);
        pages.set(userId, entry);
      }
      return loaded;
    },
    forget(userId: string): void {
      pages.delete(userId);
    },
  };
}
