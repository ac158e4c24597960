// The binary as a shell uses it: pipes that close early, a squad piped into --squad -, exit codes, help
// examples, and commands that never load the OCR package.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOcr } from '../src/ocr.js';
import {
  BINARY,
  makeBootstrap,
  makeFixtures,
  makeSquad,
  removeDir,
  runBinary,
  tempDataDir,
} from './helpers.js';

const NOW = ['--now', '2026-01-16T09:30:15Z'];
let dir = '';

beforeAll(async () => {
  dir = await tempDataDir({
    'bootstrap-static.json': makeBootstrap(),
    'fixtures.json': makeFixtures(),
    'squad.json': makeSquad(),
  });
});

afterAll(async () => {
  await removeDir(dir);
});

/** `node dist/index.js ARGS | head -c BYTES` with the binary's own exit code and stderr. */
function pipeIntoHead(
  args: string[],
  bytes: number,
): Promise<{ code: number | null; stderr: string; out: string }> {
  return new Promise((resolve) => {
    const cli = spawn(process.execPath, [BINARY, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const head = spawn('head', ['-c', String(bytes)], { stdio: ['pipe', 'pipe', 'ignore'] });
    cli.stdout.pipe(head.stdin);
    head.stdin.on('error', () => {});
    let stderr = '';
    let out = '';
    cli.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    head.stdout.on('data', (chunk) => {
      out += chunk;
    });
    cli.on('close', (code) => resolve({ code, stderr, out }));
  });
}

/** The binary with `input` on its standard input. */
function runWithStdin(
  args: string[],
  input: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const cli = spawn(process.execPath, [BINARY, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    cli.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    cli.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    cli.on('close', (code) => resolve({ code, stdout, stderr }));
    cli.stdin.end(input);
  });
}

describe('fpl-assistant in a shell', () => {
  it('exits quietly when the reader closes the pipe (gameweek --all --json | head -c 50), every time', async () => {
    for (let run = 0; run < 3; run++) {
      const result = await pipeIntoHead(['gameweek', '--all', '--json', '--data', dir, ...NOW], 50);
      expect(result.out).toHaveLength(50);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
    }
  }, 60_000);

  it('reads the squad from standard input with --squad -', async () => {
    const result = await runWithStdin(
      ['chips', '--squad', '-', '--data', dir, '--json'],
      JSON.stringify(makeSquad()),
    );
    expect(result.stderr).not.toContain('error');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toHaveProperty('chipsRemaining');
  }, 60_000);

  it('says what to pipe when standard input is empty', async () => {
    const result = await runWithStdin(['chips', '--squad', '-', '--data', dir], '');
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'error: No squad on standard input: pipe ExtractedTeamData JSON into --squad -\n',
    );
  }, 60_000);

  it('exits 2 on a usage error, 1 when the work fails', async () => {
    expect((await runBinary(['plan', '--no-such-option'])).code).toBe(2);
    expect((await runBinary(['plan', '--data', dir])).code).toBe(2);
    expect((await runBinary(['plan', '--squad', 'a.json', '--team', '1', '--data', dir])).code).toBe(2);
    expect((await runBinary(['chips', '--squad', `${dir}/missing.json`, '--data', dir])).code).toBe(1);
    expect((await runBinary(['--help'])).code).toBe(0);
  }, 60_000);

  it('shows examples in the help of every command', async () => {
    for (const command of ['gameweek', 'chips', 'analyze', 'extract', 'plan', 'squad']) {
      const help = await runBinary([command, '--help']);
      expect(help.stdout, command).toMatch(new RegExp(`Examples:\\n  \\$ fpl-assistant ${command}`));
    }
  }, 60_000);

  it('names the OCR package when it is not installed', async () => {
    await expect(loadOcr('@fpl-assistant/no-such-ocr')).rejects.toThrow(
      /Reading screenshots needs the optional OCR package .*install @fpl-assistant\/ocr/,
    );
  }, 60_000);
});
