import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFplDataDir, haveSharedData } from './fpl-data.js';
import { freePort } from './free-port.js';

/**
 * The e2e run's ports and folders, chosen once in the Playwright runner and handed to its workers through
 * the environment (workers re-read the config, so a second choice would disagree).
 */
export interface E2eEnv {
  port: number;
  remotePort: number;
  /** The local fake of Polar's API (checkout). */
  polarPort: number;
  dataDir: string;
  fplDataDir: string;
  baseURL: string;
  remoteOrigin: string;
  polarOrigin: string;
}

export function e2eEnv(): E2eEnv {
  if (!process.env.E2E_PORT) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fpl-e2e-'));
    process.env.E2E_PORT = String(freePort());
    process.env.E2E_REMOTE_PORT = String(freePort());
    process.env.E2E_POLAR_PORT = String(freePort());
    process.env.E2E_DATA_DIR = path.join(root, 'data');
    const fplDataDir = path.join(root, 'fpl-data');
    process.env.E2E_FPL_DATA_DIR = haveSharedData() ? buildFplDataDir(fplDataDir) : fplDataDir;
  }
  const port = Number(process.env.E2E_PORT);
  const remotePort = Number(process.env.E2E_REMOTE_PORT);
  const polarPort = Number(process.env.E2E_POLAR_PORT);
  return {
    port,
    remotePort,
    polarPort,
    dataDir: process.env.E2E_DATA_DIR ?? '',
    fplDataDir: process.env.E2E_FPL_DATA_DIR ?? '',
    baseURL: `http://127.0.0.1:${port}`,
    remoteOrigin: `http://127.0.0.1:${remotePort}`,
    polarOrigin: `http://127.0.0.1:${polarPort}`,
  };
}
