// Locates the real FPL data kept beside the repository in ../shared (never copied into it).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SHARED_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared');
export const hasSharedData = existsSync(path.join(SHARED_DIR, 'fpl-data'));

export function readSharedJson<T>(relative: string): T {
  return JSON.parse(readFileSync(path.join(SHARED_DIR, 'fpl-data', relative), 'utf8')) as T;
}
