// Starts the real server (server/dist) over the built shell and remotes, on a free port with a temp DATA_DIR
// and an FPL_DATA_DIR built from ../shared, for the web benchmark and the screenshot tour.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFplDataDir } from '../support/fpl-data.js';
import { freePort } from '../support/free-port.js';
import { repoRoot } from '../support/paths.js';

export interface BuiltServer {
  url: string;
  dataDir: string;
  stop(): void;
}

export async function startBuiltServer(name: string, env: Record<string, string> = {}): Promise<BuiltServer> {
  if (!fs.existsSync(path.join(repoRoot, 'shell', 'dist', 'index.html')))
    throw new Error('shell/dist is missing: run pnpm --filter @fpl-assistant/tests build:web');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `fpl-${name}-`));
  const port = freePort();
  const dataDir = path.join(tmp, 'data');
  const server: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'server', 'dist', 'index.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      FPL_DATA_DIR: buildFplDataDir(path.join(tmp, 'fpl-data')),
      WEB_ROOT: repoRoot,
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => {
    server.kill();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, dataDir, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error('server did not start');
}
