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
  const insert = db.prepare(
    `INSERT INTO screenshot_uploads (id, user_id, file_path, file_size, file_type, width, height, processing_status, created_at)
     VALUES (@id, @user_id, @file_path, @file_size, @file_type, @width, @height, 'pending', @created_at)`,
  );
  const byId = db.prepare<[string], UploadRow>('SELECT * FROM screenshot_uploads WHERE id = ?');
  const since = db.prepare<[string, string], { count: number; bytes: number }>(
    `SELECT count(*) AS count, COALESCE(sum(file_size), 0) AS bytes FROM screenshot_uploads
     WHERE user_id = ? AND created_at > ?`,
  );
  return {
    create(row: Omit<UploadRow, 'id' | 'processing_status'>): UploadRow {
      const id = randomUUID();
      insert.run({ ...row, id });
      return { ...row, id, processing_status: 'pending' };
    },
    /** The user's uploads (count and bytes) created after `after`. */
    since: (userId: string, after: Date) => since.get(userId, after.toISOString()) ?? { count: 0, bytes: 0 },
    /** Not scoped: the file route checks ownership or a signature itself. */
    byId: (id: string) => byId.get(id),
  };
}

export type UploadStore = ReturnType<typeof uploadStore>;
