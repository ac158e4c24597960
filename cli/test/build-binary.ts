// vitest globalSetup: build dist/index.js once per run so the end-to-end tests never spawn a stale binary.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export default function setup(): void {
  const cliDir = join(dirname(fileURLToPath(import.meta.url)), '..');
  execFileSync(join(cliDir, 'node_modules', '.bin', 'tsup'), { cwd: cliDir, stdio: 'pipe' });
}
