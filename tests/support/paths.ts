import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (tests/support/ is two levels below it). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The shared read-only data folder, beside the repository (never copied into it). */
export const sharedRoot = path.resolve(repoRoot, '..', 'shared');
