import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFplDataDir, haveSharedData } from './fpl-data.js';
import { freePort } from './free-port.js';
import { buildPreGw33DataDir, havePreGw33Data } from './season-2025-26.js';

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
  /** A second server over 2025-26 before the GW33 deadline (doubles and blanks ahead), for the five-door spec. */
  preGw33Port: number;
  preGw33DataDir: string;
  preGw33FplDataDir: string;
  preGw33URL: string;
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
    process.env.E2E_PRE_GW33_PORT = String(freePort());
    process.env.E2E_PRE_GW33_DATA_DIR = path.join(root, 'data-pre-gw33');
    const preGw33Dir = path.join(root, 'fpl-data-pre-gw33');
    process.env.E2E_PRE_GW33_FPL_DATA_DIR = havePreGw33Data() ? buildPreGw33DataDir(preGw33Dir) : preGw33Dir;
  }
  const port = Number(process.env.E2E_PORT);
  const remotePort = Number(process.env.E2E_REMOTE_PORT);
  const polarPort = Number(process.env.E2E_POLAR_PORT);
  const preGw33Port = Number(process.env.E2E_PRE_GW33_PORT);
  return {
    port,
    remotePort,
    polarPort,
    dataDir: process.env.E2E_DATA_DIR ?? '',
    fplDataDir: process.env.E2E_FPL_DATA_DIR ?? '',
    baseURL: `http://127.0.0.1:${port}`,
    remoteOrigin: `http://127.0.0.1:${remotePort}`,
    polarOrigin: `http://127.0.0.1:${polarPort}`,
    preGw33Port,
    preGw33DataDir: process.env.E2E_PRE_GW33_DATA_DIR ?? '',
    preGw33FplDataDir: process.env.E2E_PRE_GW33_FPL_DATA_DIR ?? '',
    preGw33URL: `http://127.0.0.1:${preGw33Port}`,
  };
}
