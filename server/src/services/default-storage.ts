// Where screenshots are kept: S3 when STORAGE_URL is set (any number of server instances share it), else the
// local disk under DATA_DIR/storage, or memory for a ':memory:' database (tests).
import path from 'node:path';
import type { Config } from '../config.js';
import { s3ClientFrom, s3Storage } from './s3-storage.js';
import { diskStorage, memoryStorage, parseS3Url, type Storage } from './storage.js';

export function defaultStorage(config: Config): Storage {
  const location = config.STORAGE_URL ? parseS3Url(config.STORAGE_URL) : null;
  if (location) return s3Storage({ ...location, client: s3ClientFrom(config) });
  return config.DATA_DIR === ':memory:'
    ? memoryStorage()
    : diskStorage(path.resolve(config.DATA_DIR, 'storage'));
}
