import { randomUUID } from 'node:crypto';
import type { Db } from './database.js';

export interface UploadRow {
  id: string;
  user_id: string;
  file_path: string;
  file_size: number;
  file_type: string;
  width: number | null;
  height: number | null;
  processing_status: string;
  created_at: string;
}

export function uploadStore(db: Db) {
  return {
    async create(row: Omit<UploadRow, 'id' | 'processing_status'>): Promise<UploadRow> {
      const id = randomUUID();
      await db.run(
        `INSERT INTO screenshot_uploads (id, user_id, file_path, file_size, file_type, width, height, processing_status, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?)`,
        [id, row.user_id, row.file_path, row.file_size, row.file_type, row.width, row.height, row.created_at],
      );
      return { ...row, id, processing_status: 'pending' };
    },
    /** The user's uploads (count and bytes) created after `after`. */
    since: async (userId: string, after: Date) =>
      (await db.get<{ count: number; bytes: number }>(
        `SELECT count(*) AS count, COALESCE(sum(file_size), 0) AS bytes FROM screenshot_uploads
         WHERE user_id = ? AND created_at > ?`,
        [userId, after.toISOString()],
      )) ?? { count: 0, bytes: 0 },
    /** Not scoped: the file route checks ownership or a signature itself. */
    byId: (id: string) => db.get<UploadRow>('SELECT * FROM screenshot_uploads WHERE id = ?', [id]),
  };
}

export type UploadStore = ReturnType<typeof uploadStore>;
