// The published package as a consumer gets it: packed, installed from the tarball, imported from ESM and CJS.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const engineDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

describe('@fpl-assistant/engine as published', () => {
  let workDir = '';

  beforeAll(() => {
    if (!existsSync(path.join(engineDir, 'dist', 'index.js'))) {
      throw new Error('engine/dist is missing: run `pnpm build` before the tests');
    }
    workDir = mkdtempSync(path.join(tmpdir(), 'engine-consumer-'));
    run('pnpm', ['pack', '--pack-destination', workDir], engineDir);
    const tarball = readdirSync(workDir).find((file) => file.endsWith('.tgz'));
    if (!tarball) throw new Error('pnpm pack produced no tarball');
    writeFileSync(path.join(workDir, 'package.json'), JSON.stringify({ name: 'consumer', private: true }));
    run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', `./${tarball}`], workDir);
  }, 120_000);

  afterAll(() => {
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('ships only dist and package metadata', () => {
    const installed = path.join(workDir, 'node_modules', '@fpl-assistant', 'engine');
    expect(readdirSync(installed).sort()).toEqual([
      'CHANGELOG.md',
      'LICENSE',
      'README.md',
      'dist',
      'package.json',
    ]);
    const dist = readdirSync(path.join(installed, 'dist'));
    for (const entry of ['index', 'app', 'extraction', 'pricing', 'prompts']) {
      for (const ext of ['.js', '.cjs', '.d.ts', '.d.cts']) expect(dist).toContain(`${entry}${ext}`);
    }
  });

  const probe = `
    const gw = [1,2,3,4,5,6,7,8].map((n) => ({ id: n, event: 1, team_h: 2 * n - 1, team_a: 2 * n, team_h_difficulty: 3, team_a_difficulty: 3, kickoff_time: null, finished: false }));
    out(JSON.stringify([engine.classifyGameweek(gw, 20), pricing.PRICING_PLANS.season_pass.analyses, engine.benchBoostScore(4, 7), engine.hitCost(3, 1)]));
  `;

  it('imports from ESM', () => {
    writeFileSync(
      path.join(workDir, 'probe.mjs'),
      `import * as engine from '@fpl-assistant/engine';\nimport * as pricing from '@fpl-assistant/engine/pricing';\nconst out = (s) => process.stdout.write(s);\n${probe}`,
    );
    expect(JSON.parse(run('node', ['probe.mjs'], workDir))).toEqual(['bgw', 999999, 7, 8]);
  });

  it('requires from CJS', () => {
    writeFileSync(
      path.join(workDir, 'probe.cjs'),
      `const engine = require('@fpl-assistant/engine');\nconst pricing = require('@fpl-assistant/engine/pricing');\nconst out = (s) => process.stdout.write(s);\n${probe}`,
    );
    expect(JSON.parse(run('node', ['probe.cjs'], workDir))).toEqual(['bgw', 999999, 7, 8]);
  });
});
