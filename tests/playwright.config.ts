import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.js';
import { e2eEnv } from './support/env.js';
import { haveSharedData } from './support/fpl-data.js';
import { repoRoot } from './support/paths.js';
import { POLAR_PRODUCTS } from './support/polar.js';
import { havePreGw33Data } from './support/season-2025-26.js';

const env = e2eEnv();
// Like the unit tests that need ../shared, the suites skip with a message when the recorded data is absent.
const runnable = haveSharedData();
if (!runnable)
  console.warn('e2e: skipping every suite: ../shared/fpl-data (recorded FPL data) is not there.');

const SERVER = `node ${JSON.stringify(path.join(repoRoot, 'server', 'dist', 'index.js'))}`;

/** The real server's environment over a temporary database and recorded FPL data. */
function serverEnv(options: {
  port: number;
  dataDir: string;
  fplDataDir: string;
  REMOTE_RESULTS_URL?: string;
}): Record<string, string> {
  const baseURL = `http://127.0.0.1:${options.port}`;
  return {
    NODE_ENV: 'test',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    APP_URL: baseURL,
    DATA_DIR: options.dataDir,
    FPL_DATA_DIR: options.fplDataDir,
    WEB_ROOT: repoRoot,
    LOG_LEVEL: 'error',
    // Room for every spec's sign-ins from one IP.
    RATE_LIMIT_MAX_PER_IP: '10000',
    RATE_LIMIT_MAX_PER_EMAIL: '1000',
    RATE_LIMIT_MAX_PER_EMAIL_ALL: '1000',
    RATE_LIMIT_SIGNUPS_PER_IP: '10000',
    ...(options.REMOTE_RESULTS_URL ? { REMOTE_RESULTS_URL: options.REMOTE_RESULTS_URL } : {}),
    // Playwright passes its own environment on: blank these so the run is the same on every machine
    // (the real OCR extractor, not Gemini; mail to the outbox table, not SMTP).
    GEMINI_API_KEY: '',
    SMTP_HOST: '',
    // Checkout against the local fake of Polar: starter works, pro's product makes the fake fail, and
    // season_pass has no product (the spec's 'Product ID not configured for tier: season_pass').
    POLAR_ACCESS_TOKEN: 'e2e-polar-token',
    POLAR_API_BASE: env.polarOrigin,
    POLAR_PRODUCT_STARTER: POLAR_PRODUCTS.starter,
    POLAR_PRODUCT_PRO: POLAR_PRODUCTS.pro,
  };
}

/**
 * The real server on a free port serving the built shell and remotes (run `pnpm --filter
 * @fpl-assistant/tests build:web` first), over a temporary database and recorded FPL data. mfe_results
 * comes from a second origin (its dist on another port), as a CDN-hosted remote would; checkout goes to a
 * local fake of Polar's API on a third port. A second server over 2025-26 before the GW33 deadline serves the
 * five-door spec.
 */
export default defineConfig({
  testDir: './e2e',
  testIgnore: runnable ? [] : ['**/*'],
  outputDir: path.join(repoRoot, 'test-results', 'e2e'),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // list for the log; JSON for .ci/run's closing count (added to vitest's); HTML to dig into a CI failure.
  reporter: [
    ['list'],
    ['json', { outputFile: path.join(repoRoot, 'test-results', 'playwright.json') }],
    ...(process.env.CI
      ? [['html', { open: 'never', outputFolder: path.join(repoRoot, 'playwright-report') }] as const]
      : []),
  ],
  use: {
    baseURL: env.baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
  ],
  webServer: !runnable
    ? []
    : [
        {
          command: SERVER,
          url: `${env.baseURL}/health`,
          reuseExistingServer: false,
          timeout: 30_000,
          env: serverEnv({
            port: env.port,
            dataDir: env.dataDir,
            fplDataDir: env.fplDataDir,
            REMOTE_RESULTS_URL: `${env.remoteOrigin}/mf-manifest.json`,
          }),
        },
        // 2025-26 before the GW33 deadline, for the five-door spec: every remote served by the server itself.
        ...(havePreGw33Data()
          ? [
              {
                command: SERVER,
                url: `${env.preGw33URL}/health`,
                reuseExistingServer: false,
                timeout: 30_000,
                env: serverEnv({
                  port: env.preGw33Port,
                  dataDir: env.preGw33DataDir,
                  fplDataDir: env.preGw33FplDataDir,
                }),
              },
            ]
          : []),
        {
          command: `npx tsx support/static-server.ts ${JSON.stringify(path.join(repoRoot, 'mfe-results', 'dist'))} ${env.remotePort}`,
          url: `${env.remoteOrigin}/health`,
          reuseExistingServer: false,
          timeout: 30_000,
        },
        {
          command: `npx tsx support/fake-polar.ts ${env.polarPort}`,
          url: `${env.polarOrigin}/health`,
          reuseExistingServer: false,
          timeout: 30_000,
        },
      ],
});
