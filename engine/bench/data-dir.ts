// Where the shared FPL data lives: ../shared/fpl-data beside the repository, or FPL_DATA_DIR.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function fplDataDir(): string {
  return process.env.FPL_DATA_DIR ?? fileURLToPath(new URL('../../../shared/fpl-data', import.meta.url));
}

export function hasFplData(): boolean {
  return existsSync(fplDataDir());
}
