import { MESSAGES } from '@fpl-assistant/engine/app';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGameweekReport, renderGameweek, runGameweek } from '../src/commands/gameweek.js';
import type { FplData } from '../src/data-source.js';
import {
  makeBootstrap,
  makeEvents,
  makeFixtures,
  memoryIo,
  NEXT_DEADLINE,
  removeDir,
  tempDataDir,
} from './helpers.js';

const NOW = new Date('2026-01-16T09:30:15Z');

function data(): FplData {
  return { bootstrap: makeBootstrap(), fixtures: makeFixtures() };
}

describe('buildGameweekReport', () => {
  const report = buildGameweekReport(data(), NOW, { timeZone: 'UTC' });

  it('names the next gameweek, its season and the time left', () => {
    expect(report.gameweek).toEqual({ id: 3, name: 'Gameweek 3', deadline: NEXT_DEADLINE });
    expect(report.season).toBe('2025/26');
    expect(report.countdown).toEqual({ days: 1, hours: 1, minutes: 29, seconds: 45 });
    expect(report.now).toBe(NOW.toISOString());
  });

  it('lists the unfinished fixtures up to the next gameweek, grouped by date', () => {
    expect(report.fixtures.map((day) => day.date)).toEqual(['2026-01-17', '2026-01-18']);
    const [first] = report.fixtures[0]?.fixtures ?? [];
    expect(first).toMatchObject({
      gameweek: 3,
      home: { id: 1, shortName: 'AAA', name: 'Club AAA' },
      away: { id: 2, shortName: 'BBB' },
      homeDifficulty: 2,
      awayDifficulty: 4,
      difficulty: 'medium',
    });
  });

  it('lists every upcoming fixture with allFixtures', () => {
    const all = buildGameweekReport(data(), NOW, { allFixtures: true, timeZone: 'UTC' });
    expect(all.fixtures.flatMap((day) => day.fixtures)).toHaveLength(3 + 5 + 1 + 3);
  });

  it('groups by the local date of the given time zone', () => {
    // 2026-01-17T12:30Z is still the 17th in UTC but the 18th in Auckland (UTC+13).
    const auckland = buildGameweekReport(data(), NOW, { timeZone: 'Pacific/Auckland' });
    expect(auckland.fixtures.map((day) => day.date)).toEqual(['2026-01-18', '2026-01-19']);
  });

  it('gives the calendar and the doubles and blanks per club', () => {
    expect(report.calendar).toEqual([
      { gameweek: 3, type: 'normal' },
      { gameweek: 4, type: 'dgw' }, // four clubs play twice: a double, as the doubles list says,
      { gameweek: 5, type: 'bgw' },
      { gameweek: 6, type: 'normal' },
    ]);
    expect(report.doubles).toEqual([
      { gameweek: 4, teams: [1, 2, 3, 4].map((id) => expect.objectContaining({ id })) },
    ]);
    expect(report.blanks.map((blank) => [blank.gameweek, blank.teams.map((t) => t.shortName)])).toEqual([
      [5, ['CCC', 'DDD', 'EEE', 'FFF']],
    ]);
    expect(report.specialsUntil).toBe(6);
  });

  it('counts down to zero at the deadline exactly', () => {
    const atDeadline = buildGameweekReport(data(), new Date(NEXT_DEADLINE));
    expect(atDeadline.countdown).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('says when no gameweek is next (season over)', () => {
    const events = makeEvents().map((event) => ({ ...event, finished: true, is_next: false }));
    expect(() => buildGameweekReport({ ...data(), bootstrap: makeBootstrap({ events }) }, NOW)).toThrow(
      MESSAGES.noUpcomingGameweek,
    );
  });
});

describe('renderGameweek', () => {
  const display = { locale: 'en-GB', timeZone: 'UTC' };
  const text = renderGameweek(buildGameweekReport(data(), NOW, { timeZone: 'UTC' }), display);

  it('shows the header, the long deadline and the countdown', () => {
    expect(text).toContain('Gameweek 3 · 2025/26');
    // ICU versions differ on the comma after the weekday.
    expect(text).toMatch(/Deadline {3}Saturday,? 17 January 2026 at 11:00 UTC/);
    expect(text).toContain('Countdown  1d 01h 29m 45s');
  });

  it('shows fixtures under their date with short names and difficulty labels', () => {
    expect(text).toMatch(/Saturday,? 17 January 2026\n {4}12:30 +GW3 +AAA v BBB +FDR 2-4 +medium/);
    expect(text).toMatch(/Sunday,? 18 January 2026\n {4}14:00 +GW3 +EEE v FFF/);
  });

  it('shows the calendar and the special gameweeks with club names', () => {
    expect(text).toContain('GW5 Blank');
    expect(text).toMatch(/GW4 +Double +4 clubs: +Club AAA, Club BBB, Club CCC, Club DDD/);
    expect(text).toMatch(/GW5 +Blank +4 clubs: +Club CCC, Club DDD, Club EEE, Club FFF/);
  });

  it("uses the spec's empty text when no fixture is left", () => {
    const fixtures = makeFixtures().map((fixture) => ({ ...fixture, finished: true }));
    const empty = renderGameweek(buildGameweekReport({ ...data(), fixtures }, NOW), display);
    expect(empty).toContain(MESSAGES.noFixtures);
  });

  it('leaves the countdown out for the live view', () => {
    const live = renderGameweek(buildGameweekReport(data(), NOW), { ...display, withoutCountdown: true });
    expect(live).not.toContain('Countdown');
  });
});

describe('runGameweek', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await removeDir(dir);
    dir = '';
  });

  async function folder(): Promise<string> {
    dir = await tempDataDir({ 'bootstrap-static.json': makeBootstrap(), 'fixtures.json': makeFixtures() });
    return dir;
  }

  it('prints JSON with --json', async () => {
    const { io, stdout } = memoryIo();
    await runGameweek({ data: await folder(), json: true, now: NOW.toISOString(), tz: 'UTC' }, io);
    const printed = JSON.parse(stdout());
    expect(printed.gameweek.id).toBe(3);
    expect(printed.blanks[0].gameweek).toBe(5);
    expect(printed.countdown.days).toBe(1);
  });

  it('prints once when stdout is not a terminal', async () => {
    const { io, stdout } = memoryIo({ stdoutTTY: false });
    await runGameweek({ data: await folder(), now: NOW.toISOString(), tz: 'UTC' }, io);
    expect(stdout()).toContain('Countdown  1d 01h 29m 45s');
    expect(stdout()).not.toContain('Deadline in');
  });

  it('prints once on a terminal with --once', async () => {
    const { io, stdout } = memoryIo({ stdoutTTY: true });
    await runGameweek({ data: await folder(), now: NOW.toISOString(), once: true }, io);
    expect(stdout()).toContain('Countdown  1d 01h 29m 45s');
  });

  it('ticks on a terminal until stopped, redrawing one line', async () => {
    const { io, stdout } = memoryIo({ stdoutTTY: true });
    const stop = new AbortController();
    // Stop as soon as the first tick is drawn, as Ctrl-C would: no waiting on the clock.
    const write = io.stdout.write;
    io.stdout.write = (text: string) => {
      write(text);
      if (text.includes('Deadline in')) stop.abort();
    };
    await runGameweek({ data: await folder(), now: NOW.toISOString() }, io, {
      signal: stop.signal,
      clock: () => NOW.getTime(),
    });
    expect(stdout()).not.toContain('Countdown ');
    expect(stdout().endsWith('\n\n\r\x1b[2KDeadline in 1d 01h 29m 45s  (Ctrl-C to stop)\n')).toBe(true);
  });

  it('does not tick once the deadline has passed', async () => {
    const { io, stdout } = memoryIo({ stdoutTTY: true });
    await runGameweek({ data: await folder(), now: '2026-01-17T12:00:00Z', watch: true }, io);
    expect(stdout()).toContain('Countdown  0d 00h 00m 00s');
  });

  it('refuses an unknown time zone and a bad --now before loading anything', async () => {
    const { io } = memoryIo();
    await expect(runGameweek({ data: '/nowhere', tz: 'Mars/Olympus' }, io)).rejects.toThrow(
      "Unknown time zone 'Mars/Olympus'",
    );
    await expect(runGameweek({ data: '/nowhere', now: 'soon' }, io)).rejects.toThrow(
      "--now must be an ISO date-time, got 'soon'",
    );
  });
});
