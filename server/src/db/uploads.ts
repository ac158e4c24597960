import { randomUUID } from 'node:crypto';
import { type Selectable, sql } from 'kysely';
import type { Db } from './database.js';
import type { ScreenshotUploadsTable } from './schema.js';

export type UploadRow = Selectable<ScreenshotUploadsTable>;

export function uploadStore(db: Db) {
  return {
    async create(row: Omit<UploadRow, 'id' | 'processing_status'>): Promise<UploadRow> {
      const id = randomUUID();
      await db.kysely
        .insertInto('screenshot_uploads')
        .values({ ...row, id, processing_status: 'pending' })
        .execute();
      return { ...row, id, processing_status: 'pending' };
    },
    /** The user's uploads (count and bytes) created after `after`. */
    since: async (userId: string, after: Date) =>
      (await db.kysely
        .selectFrom('screenshot_uploads')
        .select(({ fn }) => [
          fn.countAll<number>().as('count'),
          fn.coalesce(fn.sum<number>('file_size'), sql.lit(0)).as('bytes'),
        ])
        .where('user_id', '=', userId)
        .where('created_at', '>', after.toISOString())
        .executeTakeFirst()) ?? { count: 0, bytes: 0 },
    /** Not scoped: the file route checks ownership or a signature itself. */
    byId: (id: string): Promise<UploadRow | undefined> =>
      db.kysely.selectFrom('screenshot_uploads').selectAll().where('id', '=', id).executeTakeFirst(),
  };
}

export type UploadStore = ReturnType<typeof uploadStore>;
