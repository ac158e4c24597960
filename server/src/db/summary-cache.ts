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
  pages: Map<string, { page: Page; bytes: number; version: number }>;
  bytes: number;
}

/** The channel on which every instance hears which user's list changed (Postgres NOTIFY). */
export const SUMMARIES_CHANNEL = 'suggestion_summaries';

/**
 * Each user's summary-list answers (by page), kept in memory: the dashboard and the history page
 * read the list on every visit and it changes only when that user saves or deletes.
 * Never stale within a process: the store drops a user's pages on each of its own writes for that user.
 * Across processes:
 * - SQLite: every page is dropped when another connection (another process on the same file) has committed,
 *   which SQLite reports through `PRAGMA data_version`. That pragma is a native call costing as much as the rest
 *   of a cached read, so it is asked at most once a millisecond: a read racing another process's commit by less
 *   than that may answer as if it came just before the commit, which it could have anyway.
 * - Postgres: each write bumps the user's row in summary_versions after it commits, before the write is
 *   answered, and every cached read checks it (one primary-key read): a page of an older version is loaded again,
 *   so the next list on any instance after a save was answered shows it. (A NOTIFY alone arrived 5-16 ms late on
 *   the other instance.) The write also NOTIFYs the user's id on SUMMARIES_CHANNEL, so every instance LISTENing
 *   frees that user's pages; should the LISTEN connection drop, everything is dropped and nothing is kept until
 *   it is back.
 * A page loaded while its user was invalidated is answered but not kept.
 * Bounded by users, pages a user and bytes in all (`maxBytes`, pages measured by `sizeOf`).
 */
export function summaryCache<Page>(
  db: Db,
  sizeOf: (page: Page) => number,
  maxBytes: number = DEFAULT_CACHE_BYTES,
) {
  const dataVersion = db.sqlite?.prepare('PRAGMA data_version').pluck();
  let version: unknown = dataVersion?.get();
  let checkedAt = performance.now();
  const users = new Map<string, UserPages<Page>>();
  let totalBytes = 0;
  /** Bumped on every invalidation: a load that saw it change keeps nothing. */
  let generation = 0;
  /** Postgres: whether invalidations are being heard (false until LISTEN is up, and after it drops). */
  let hearing = false;
  const drop = (userId: string) => {
    generation++;
    const own = users.get(userId);
    if (!own) return;
    totalBytes -= own.bytes;
    users.delete(userId);
  };
  const clear = () => {
    generation++;
    users.clear();
    totalBytes = 0;
  };
  /** Postgres: the user's list version (0 before any write). */
  const listVersion = async (userId: string) =>
    Number(
      (
        await db.kysely
          .selectFrom('summary_versions')
          .select('version')
          .where('user_id', '=', userId)
          .executeTakeFirst()
      )?.version ?? 0,
    );
  // Pages are kept only while LISTEN is certainly up: a notification sent before it would be missed. Subscribed
  // on the first read, so an instance that never lists holds no LISTEN connection.
  let subscribed: Promise<void> | null = null;
  const subscribe = () =>
    new Promise<void>((settled) => {
      db.listen(SUMMARIES_CHANNEL, {
        onNotify: drop,
        onListening: () => {
          hearing = true;
          settled();
        },
        onLost: () => {
          hearing = false;
          clear();
          settled();
        },
      });
    });
  return {
    async read(userId: string, page: string, load: () => Promise<Page>): Promise<Page> {
      // The first read waits for LISTEN once (a connection's set-up), so pages are cached from the start.
      if (!subscribed) subscribed = subscribe();
      await subscribed;
      if (dataVersion) {
        const now = performance.now();
        if (now - checkedAt >= RECHECK_MS) {
          checkedAt = now;
          const current = dataVersion.get();
          if (current !== version) {
            clear();
            version = current;
          }
        }
      }
      const listed = db.dialect === 'postgres' ? await listVersion(userId) : 0;
      const own = users.get(userId);
      const hit = own?.pages.get(page);
      if (own && hit !== undefined && hit.version === listed) {
        // Re-inserted so the map's order is least recently read first.
        users.delete(userId);
        users.set(userId, own);
        return hit.page;
      }
      const seen = generation;
      const loaded = await load();
      if (seen !== generation || !hearing) return loaded;
      const bytes = sizeOf(loaded);
      if (bytes > maxBytes * MAX_PAGE_SHARE) return loaded;
      const entry = users.get(userId) ?? { pages: new Map(), bytes: 0 };
      if (entry.pages.size >= MAX_PAGES_PER_USER) {
        totalBytes -= entry.bytes;
        entry.pages.clear();
        entry.bytes = 0;
      }
      const replaced = entry.pages.get(page);
      if (replaced) {
        entry.bytes -= replaced.bytes;
        totalBytes -= replaced.bytes;
      }
      entry.pages.set(page, { page: loaded, bytes, version: listed });
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
    /** Drops the user's pages here and, on Postgres, in every other instance; resolves once sent. */
    forget: async (userId: string) => {
      drop(userId);
      if (db.dialect === 'postgres') {
        await db.kysely
          .insertInto('summary_versions')
          .values({ user_id: userId, version: 1 })
          .onConflict((oc) =>
            oc.column('user_id').doUpdateSet((eb) => ({ version: eb('summary_versions.version', '+', 1) })),
          )
          .execute();
        await db.notify(SUMMARIES_CHANNEL, userId);
      }
    },
    /** Bytes held now (as `sizeOf` counts them). */
    bytes: () => totalBytes,
  };
}
