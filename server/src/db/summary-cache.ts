import type { Db } from './database.js';

/** Users whose summary lists are kept; the least recently read user is dropped first. */
const MAX_USERS = 1000;
/** Pages kept per user (limit and offset make a page); a client paging further simply reads SQLite. */
const MAX_PAGES_PER_USER = 8;
/**
 * All pages together, in bytes (as `sizeOf` counts them). Without a byte bound 1,000 users of 200 long summaries
 * each held gigabytes; a list page is about 10 KB, so this keeps thousands of them.
 */
export const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;
/** A page larger than this is answered from SQLite each time rather than crowding out everyone else's. */
const MAX_PAGE_SHARE = 1 / 16;
const RECHECK_MS = 1;

interface UserPages<Page> {
  pages: Map<string, { page: Page; bytes: number }>;
  bytes: number;
}

/**
 * Each user's summary-list answers (by page), kept in memory: the dashboard and the history page
 * read the list on every visit and it changes only when that user saves or deletes.
 * Never stale: the store drops a user's pages on each of its own writes for that user, and every page is
 * dropped when another connection (another process on the same file) has committed, which SQLite reports
 * through `PRAGMA data_version`. That pragma is a native call costing as much as the rest of a cached read,
 * so it is asked at most once a millisecond: a read racing another process's commit by less than that may
 * answer as if it came just before the commit, which it could have anyway.
 * Bounded by users, pages a user and bytes in all (`maxBytes`, pages measured by `sizeOf`).
 */
export function summaryCache<Page>(
  db: Db,
  sizeOf: (page: Page) => number,
  maxBytes: number = DEFAULT_CACHE_BYTES,
) {
  const dataVersion = db.prepare('PRAGMA data_version').pluck();
  let version: unknown = dataVersion.get();
  let checkedAt = performance.now();
  const users = new Map<string, UserPages<Page>>();
  let totalBytes = 0;
  const drop = (userId: string) => {
    const own = users.get(userId);
    if (!own) return;
    totalBytes -= own.bytes;
    users.delete(userId);
  };
  return {
    read(userId: string, page: string, load: () => Page): Page {
      const now = performance.now();
      if (now - checkedAt >= RECHECK_MS) {
        checkedAt = now;
        const current = dataVersion.get();
        if (current !== version) {
          users.clear();
          totalBytes = 0;
          version = current;
        }
      }
      const own = users.get(userId);
      const hit = own?.pages.get(page);
      if (own && hit !== undefined) {
        // Re-inserted so the map's order is least recently read first.
        users.delete(userId);
        users.set(userId, own);
        return hit.page;
      }
      const loaded = load();
      const bytes = sizeOf(loaded);
      if (bytes > maxBytes * MAX_PAGE_SHARE) return loaded;
      const entry = own ?? { pages: new Map(), bytes: 0 };
      if (entry.pages.size >= MAX_PAGES_PER_USER) {
        totalBytes -= entry.bytes;
        entry.pages.clear();
        entry.bytes = 0;
      }
      entry.pages.set(page, { page: loaded, bytes });
      entry.bytes += bytes;
      totalBytes += bytes;
      users.delete(userId);
      users.set(userId, entry);
      // Least recently read users go first, never the one just read.
      for (const [oldest] of users) {
        if ((totalBytes <= maxBytes && users.size <= MAX_USERS) || oldest === userId) break;
        drop(oldest);
      }
      return loaded;
    },
    forget: drop,
    /** Bytes held now (as `sizeOf` counts them). */
    bytes: () => totalBytes,
  };
}
