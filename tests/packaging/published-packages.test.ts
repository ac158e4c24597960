// The three published packages as a user gets them: `pnpm pack` of the engine, the OCR package and the CLI,
// installed with npm into an empty folder outside the workspace. `fpl-assistant gameweek` runs without the OCR
// package (and `extract` says what to install); with it installed, `extract` reads a real screenshot. npm needs
// the registry for commander, zod, sharp and tesseract.js. About a minute.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlayerPool } from '../../server/bench/transfers-page/player-pool.js';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const shared = path.resolve(root, '../shared');
const screenshot = path.join(shared, 'screenshots/fpl_pickteam_2021-22_gw13_b.jpeg');
const PACKAGES = { engine: 'engine', ocr: 'server/ocr', cli: 'cli' } as const;
const MINUTE = 60_000;
// As a user's shell has it: without the npm_config_* settings pnpm passes to the scripts it runs (npm warns about
// the pnpm-only ones on stderr).
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_config_')),
);

let work = '';
const tarballs: Record<string, string> = {};

/** `npx fpl-assistant ARGS` in the consumer folder: exit code, stdout, stderr. */
async function fplAssistant(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('npx', ['--no-install', 'fpl-assistant', ...args], {
      cwd: work,
      env,
      maxBuffer: 20 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

const npmInstall = (...files: string[]) =>
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...files], { cwd: work, env });

const writeJson = (file: string, value: unknown) => writeFileSync(file, JSON.stringify(value));

describe.runIf(existsSync(screenshot))('the packed engine, OCR package and CLI, installed with npm', () => {
  beforeAll(async () => {
    for (const dir of Object.values(PACKAGES)) {
      if (!existsSync(path.join(root, dir, 'dist')))
        throw new Error(`${dir}/dist is missing: run \`pnpm build\` first`);
    }
    work = mkdtempSync(path.join(tmpdir(), 'fpl-assistant-consumer-'));
    for (const [name, dir] of Object.entries(PACKAGES)) {
      const before = new Set(readdirSync(work));
      await run('pnpm', ['pack', '--pack-destination', work], { cwd: path.join(root, dir) });
      const tarball = readdirSync(work).find((file) => file.endsWith('.tgz') && !before.has(file));
      if (!tarball) throw new Error(`pnpm pack of ${dir} made no tarball`);
      tarballs[name] = `./${tarball}`;
    }
    writeJson(path.join(work, 'package.json'), { name: 'consumer', private: true });
    // This season's recorded API responses, as `--data DIR` reads them.
    mkdirSync(path.join(work, 'now'));
    writeJson(
      path.join(work, 'now', 'bootstrap-static.json'),
      JSON.parse(await readShared('fpl-data/api/2025-26/bootstrap-static_2026-04-18_pre-gw33-deadline.json')),
    );
    writeJson(
      path.join(work, 'now', 'fixtures.json'),
      JSON.parse(await readShared('fpl-data/derived/2025-26/fixtures_2025-26_pre-gw33-deadline.json')),
    );
    // The screenshot's season (2021-22), from vaastav's tables.
    const pool = loadPlayerPool(path.join(shared, 'fpl-data/vaastav/2021-22'));
    mkdirSync(path.join(work, 'season-2021-22'));
    writeJson(path.join(work, 'season-2021-22', 'bootstrap-static.json'), pool.bootstrap);
    writeJson(path.join(work, 'season-2021-22', 'fixtures.json'), pool.fixtures);
    await npmInstall(tarballs.engine ?? '', tarballs.cli ?? '');
  }, 3 * MINUTE);

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('runs `gameweek --data` without the OCR package', async () => {
    expect(existsSync(path.join(work, 'node_modules', '@fpl-assistant', 'ocr'))).toBe(false);
    expect(existsSync(path.join(work, 'node_modules', 'sharp'))).toBe(false);
    const result = await fplAssistant([
      'gameweek',
      '--data',
      'now',
      '--now',
      '2026-04-15T00:00:00Z',
      '--tz',
      'UTC',
    ]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Gameweek 33 · 2025/26');
  });

  it('says which package to install when `extract` needs OCR', async () => {
    const result = await fplAssistant(['extract', screenshot, '--data', 'now']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^error: Reading screenshots needs the optional OCR package .*@fpl-assistant\/ocr/,
    );
  });

  it(
    'reads a real screenshot with `extract` once the OCR package is installed',
    async () => {
      await npmInstall(tarballs.ocr ?? '');
      const result = await fplAssistant([
        'extract',
        screenshot,
        '--data',
        'season-2021-22',
        '--gameweek',
        '13',
        '--json',
      ]);
      expect(result.code).toBe(0);
      const squad = JSON.parse(result.stdout) as { players: { id: number; isCaptain: boolean }[] };
      expect(squad.players).toHaveLength(15);
      expect(squad.players.filter((player) => player.isCaptain)).toHaveLength(1);
    },
    3 * MINUTE,
  );
});

// The lint tools npm users' bundlers and TypeScript rely on, as each package's own `check:package` runs them:
// publint's strict rules on all three, Are the Types Wrong on the engine and the OCR package (the CLI ships a
// binary, no types).
describe('publint and Are the Types Wrong on each published package', () => {
  for (const [name, dir] of Object.entries(PACKAGES) as [keyof typeof PACKAGES, string][]) {
    it(
      `${name} is clean`,
      async () => {
        // Both tools exit non-zero on any problem: run's promise then rejects and the test fails with their report.
        const check = await run('pnpm', ['run', 'check:package'], { cwd: path.join(root, dir), env });
        expect(check.stdout).toContain('All good!');
      },
      2 * MINUTE,
    );
  }
});

async function readShared(relative: string): Promise<string> {
  const { readFile } = await import('node:fs/promises');
  return readFile(path.join(shared, relative), 'utf8');
}
