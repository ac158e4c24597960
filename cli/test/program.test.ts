import { afterEach, describe, expect, it } from 'vitest';
import { handleError } from '../src/errors.js';
import { createProgram } from '../src/program.js';
import { makeBootstrap, makeFixtures, makeSquad, memoryIo, removeDir, tempDataDir } from './helpers.js';

let dir = '';
afterEach(async () => {
  if (dir) await removeDir(dir);
  dir = '';
});

async function folder(): Promise<string> {
  dir = await tempDataDir({
    'bootstrap-static.json': makeBootstrap(),
    'fixtures.json': makeFixtures(),
    'squad.json': makeSquad(),
  });
  return dir;
}

function run(args: string[]) {
  const output = memoryIo();
  return { output, done: createProgram(output.io).parseAsync(['node', 'fpl-assistant', ...args]) };
}

describe('createProgram', () => {
  it('wires gameweek with its data and output options', async () => {
    const { output, done } = run([
      'gameweek',
      '--data',
      await folder(),
      '--json',
      '--now',
      '2026-01-16T09:30:15Z',
    ]);
    await done;
    expect(JSON.parse(output.stdout()).countdown).toEqual({ days: 1, hours: 1, minutes: 29, seconds: 45 });
  });

  it('wires chips with --squad and --gameweek', async () => {
    const data = await folder();
    const { output, done } = run([
      'chips',
      '--squad',
      `${data}/squad.json`,
      '--data',
      data,
      '--gameweek',
      '4',
      '--json',
    ]);
    await done;
    const strategy = JSON.parse(output.stdout());
    expect(strategy.fixtureCalendar[0]).toEqual({ gameweek: 4, type: 'dgw' });
  });

  it('lists both commands in the help, without the hidden --now', async () => {
    const program = createProgram(memoryIo().io);
    const gameweekHelp =
      program.commands.find((command) => command.name() === 'gameweek')?.helpInformation() ?? '';
    expect(program.helpInformation()).toMatch(/gameweek \[options\][\s\S]*chips \[options\]/);
    for (const option of [
      '--api <url>',
      '--data <dir>',
      '--bootstrap <file>',
      '--fixtures <file>',
      '--json',
      '--watch',
    ]) {
      expect(gameweekHelp).toContain(option);
    }
    expect(gameweekHelp).not.toContain('--now');
  });
});

describe('handleError', () => {
  afterEach(() => {
    process.exitCode = undefined;
  });

  it('prints one line and sets a non-zero exit code', () => {
    const { io, stderr } = memoryIo();
    handleError(new Error('Cannot read squad file a.json:\n  no such file'), io.stderr);
    expect(stderr()).toBe('error: Cannot read squad file a.json: no such file\n');
    expect(process.exitCode).toBe(1);
  });
});
