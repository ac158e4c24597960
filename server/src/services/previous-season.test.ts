import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BootstrapStatic, FplEvent } from '@fpl-assistant/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { testConfig } from '../config.js';
import { createLogger, type Logger, silentLogger } from '../logger.js';
import {
  call,
  FIXTURE_DIR,
  fakeBilling,
  sampleSquad,
  signUp,
  testClock,
  testDatabase,
} from '../testing/harness.js';
import { cachedFplService, type FplService, type FplUpstream } from './fpl.js';
import { parseFplEndpoint } from './fpl-endpoints.js';
import {
  isSeasonEnd,
  keepingSeasonEnd,
  PREVIOUS_SEASON_FILE,
  previousSeasonFile,
  previousSeasonPath,
  seasonEndSnapshotPath,
} from './previous-season.js';
import { memoryStorage } from './storage.js';

const fixtureBootstrap = JSON.parse(
  readFileSync(path.join(FIXTURE_DIR, 'bootstrap-static.json'), 'utf8'),
) as BootstrapStatic;

/**
 * The fixture league in the season starting in August `year`: gameweeks 1–3, `finished` of them over; the
 * players keep their codes and carry a whole season's totals.
 */
function season(year: number, finished: number): BootstrapStatic {
  const events: FplEvent[] = [1, 2, 3].map((id) => ({
    id,
    name: `Gameweek ${id}`,
    deadline_time: `${year}-08-${String(10 + id).padStart(2, '0')}T17:30:00Z`,
    finished: id <= finished,
    data_checked: id <= finished,
    is_previous: false,
    is_current: id === Math.max(1, finished),
    is_next: id === finished + 1,
  }));
  const elements = fixtureBootstrap.elements.map((e, i) => ({
    ...e,
    minutes: 3000,
    starts: 34,
    goals_scored: i,
    expected_goals: String(i),
  }));
  return { ...fixtureBootstrap, events, elements };
}

function capturingLogger() {
  const lines: { level: string; msg: string }[] = [];
  const logger: Logger = createLogger('debug', (line) => lines.push(JSON.parse(line)));
  return { logger, messages: (msg: string) => lines.filter((l) => l.msg === msg).length };
}

let dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  dirs = [];
});
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fpl-previous-season-'));
  dirs.push(dir);
  return dir;
}

describe('where last season is read and kept', () => {
  it('recorded mode reads FPL_DATA_DIR and keeps nothing; live mode keeps and reads DATA_DIR; the env overrides', () => {
    const live = { DATA_DIR: '/srv/data', FPL_DATA_DIR: undefined, PREVIOUS_SEASON_BOOTSTRAP: undefined };
    expect(previousSeasonPath(live)).toBe(path.resolve('/srv/data', PREVIOUS_SEASON_FILE));
    expect(seasonEndSnapshotPath(live)).toBe(path.resolve('/srv/data', PREVIOUS_SEASON_FILE));
    const recorded = { ...live, FPL_DATA_DIR: '/srv/recorded' };
    expect(previousSeasonPath(recorded)).toBe(path.resolve('/srv/recorded', PREVIOUS_SEASON_FILE));
    expect(seasonEndSnapshotPath(recorded)).toBeUndefined();
    const memory = { ...live, DATA_DIR: ':memory:' };
    expect(previousSeasonPath(memory)).toBeUndefined();
    expect(seasonEndSnapshotPath(memory)).toBeUndefined();
    for (const config of [live, recorded, memory]) {
      expect(previousSeasonPath({ ...config, PREVIOUS_SEASON_BOOTSTRAP: '/srv/2025-26.json' })).toBe(
        path.resolve('/srv/2025-26.json'),
      );
    }
  });

  it('the env variable is parsed with the rest of the config', () => {
    expect(testConfig().PREVIOUS_SEASON_BOOTSTRAP).toBeUndefined();
    expect(testConfig({ PREVIOUS_SEASON_BOOTSTRAP: ' ' }).PREVIOUS_SEASON_BOOTSTRAP).toBeUndefined();
    expect(testConfig({ PREVIOUS_SEASON_BOOTSTRAP: 'a.json' }).PREVIOUS_SEASON_BOOTSTRAP).toBe('a.json');
  });
});

describe('previousSeasonFile', () => {
  const current = season(2026, 1);

  it('parses the file once, matches players by code, and reads it again only when it changes', async () => {
    const file = path.join(await tempDir(), PREVIOUS_SEASON_FILE);
    await writeFile(file, JSON.stringify(season(2025, 3)));
    const { logger, messages } = capturingLogger();
    const source = previousSeasonFile(file, logger);
    const [a, b] = await Promise.all([source.forSeason(current), source.forSeason(current)]);
    const c = await source.forSeason(current);
    expect(a?.season).toBe('2025/26');
    expect(a?.players.map((p) => p.code)).toEqual(fixtureBootstrap.elements.map((e) => e.code));
    expect(a?.players[3]).toMatchObject({ minutes: 3000, starts: 34, goalsScored: 3, expectedGoals: 3 });
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(messages('previous season loaded')).toBe(1);

    await writeFile(file, JSON.stringify(season(2024, 3)));
    expect((await source.forSeason(current))?.season).toBe('2024/25');
    expect(messages('previous season loaded')).toBe(2);
  });

  it('gives nothing for the same season or a later one (a season end before FPL resets)', async () => {
    const file = path.join(await tempDir(), PREVIOUS_SEASON_FILE);
    await writeFile(file, JSON.stringify(season(2026, 3)));
    const source = previousSeasonFile(file, silentLogger);
    expect(await source.forSeason(current)).toBeUndefined();
    expect(await source.forSeason(season(2025, 1))).toBeUndefined();
    expect((await source.forSeason(season(2027, 0)))?.season).toBe('2026/27');
  });

  it('gives nothing, logs once and never throws for a missing or malformed file', async () => {
    const dir = await tempDir();
    const cases = {
      missing: undefined,
      'not JSON': '{"events": [',
      'no elements': JSON.stringify({ events: season(2025, 3).events }),
      'no events': JSON.stringify({ events: [], elements: season(2025, 3).elements }),
      'elements without code': JSON.stringify({ ...season(2025, 3), elements: [{ id: 1, minutes: 90 }] }),
      'an array': '[]',
    };
    for (const [name, text] of Object.entries(cases)) {
      const file = path.join(dir, `${name}.json`);
      if (text !== undefined) await writeFile(file, text);
      const { logger, messages } = capturingLogger();
      const source = previousSeasonFile(file, logger);
      expect(await source.forSeason(current), name).toBeUndefined();
      expect(await source.forSeason(current), name).toBeUndefined();
      const logged =
        text === undefined ? messages('no previous season file') : messages('previous season file ignored');
      expect(logged, name).toBe(1);
    }
    expect(await previousSeasonFile(undefined, silentLogger).forSeason(current)).toBeUndefined();
  });
});

describe('keepingSeasonEnd', () => {
  const bootstrapEndpoint = parseFplEndpoint('/bootstrap-static/');
  const fixturesEndpoint = parseFplEndpoint('/fixtures/');
  if (!bootstrapEndpoint || !fixturesEndpoint) throw new Error('unreachable');

  /** A service that answers whatever `next` holds, as a fresh upstream response unless told otherwise. */
  function fakeFpl() {
    const state = { body: '', source: 'MISS' as 'MISS' | 'HIT' };
    const fpl: FplService = {
      get: async () => ({ body: state.body, source: state.source, fetchedAt: '' }),
    };
    return { fpl, state };
  }

  it('a season end is written once; unfinished seasons, cache hits and other endpoints are not', async () => {
    const file = path.join(await tempDir(), 'data', PREVIOUS_SEASON_FILE);
    const { fpl, state } = fakeFpl();
    const { logger, messages } = capturingLogger();
    const keeping = keepingSeasonEnd(fpl, file, logger);
    const exists = () =>
      stat(file).then(
        () => true,
        () => false,
      );

    state.body = JSON.stringify(season(2025, 2));
    await keeping.get(bootstrapEndpoint);
    expect(await exists()).toBe(false);

    const seasonEnd = JSON.stringify(season(2025, 3));
    state.body = seasonEnd;
    await keeping.get(fixturesEndpoint);
    state.source = 'HIT';
    await keeping.get(bootstrapEndpoint);
    expect(await exists()).toBe(false);

    state.source = 'MISS';
    const answered = await keeping.get(bootstrapEndpoint);
    expect(answered.body).toBe(seasonEnd);
    expect(await readFile(file, 'utf8')).toBe(seasonEnd);
    const written = (await stat(file)).mtimeMs;

    // The same season end again (FPL's summer updates): kept as it was.
    state.body = JSON.stringify({ ...season(2025, 3), total_players: 1 });
    await keeping.get(bootstrapEndpoint);
    await keeping.get(bootstrapEndpoint);
    expect(await readFile(file, 'utf8')).toBe(seasonEnd);
    expect((await stat(file)).mtimeMs).toBe(written);
    expect(messages('season end kept for next season’s projections')).toBe(1);

    // A server started later finds the season on disk and does not write it again.
    const { logger: later, messages: laterMessages } = capturingLogger();
    await keepingSeasonEnd(fpl, file, later).get(bootstrapEndpoint);
    expect(laterMessages('season end kept for next season’s projections')).toBe(0);

    // The next season's end replaces it.
    const next = JSON.stringify(season(2026, 3));
    state.body = next;
    await keeping.get(bootstrapEndpoint);
    expect(await readFile(file, 'utf8')).toBe(next);
  });

  it('a file that cannot be written is logged; the response still comes back', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, 'not-a-dir'), '');
    const file = path.join(dir, 'not-a-dir', PREVIOUS_SEASON_FILE);
    const { fpl, state } = fakeFpl();
    state.body = JSON.stringify(season(2025, 3));
    const { logger, messages } = capturingLogger();
    const answered = await keepingSeasonEnd(fpl, file, logger).get(bootstrapEndpoint);
    expect(answered.body).toBe(state.body);
    expect(messages('could not keep the season end')).toBe(1);
    expect(isSeasonEnd(season(2025, 3))).toBe(true);
    expect(isSeasonEnd({ events: [] })).toBe(false);
  });
});

describe('live mode: the season end seen in May is next August’s last season', () => {
  /** An upstream serving the fixture data, with the bootstrap-static FPL shows at the time. */
  function upstream(bootstrap: { now: BootstrapStatic }): FplUpstream {
    return {
      async fetch(endpointPath) {
        if (endpointPath === '/bootstrap-static/') return JSON.stringify(bootstrap.now);
        if (endpointPath === '/fixtures/')
          return readFileSync(path.join(FIXTURE_DIR, 'fixtures.json'), 'utf8');
        return readFileSync(path.join(FIXTURE_DIR, 'event-1-live.json'), 'utf8');
      },
    };
  }

  async function liveApp(dataDir: string, bootstrap: { now: BootstrapStatic }) {
    const db = testDatabase();
    const clock = testClock('2026-05-28T12:00:00Z');
    const fpl = cachedFplService({
      db,
      upstream: upstream(bootstrap),
      ttlSeconds: 6 * 3600,
      clock,
      logger: silentLogger,
    });
    const app = createApp({
      db,
      config: testConfig({ DATA_DIR: dataDir }),
      logger: silentLogger,
      clock,
      fpl,
      storage: memoryStorage(),
      billing: fakeBilling().billing,
    });
    return { app, clock };
  }

  async function analyze(app: Awaited<ReturnType<typeof liveApp>>['app']) {
    const s = await signUp(app);
    const res = await call(app, 'POST', '/api/ai/analyze', {
      token: s.access_token,
      body: { extractedData: sampleSquad(3), gameweek: 3 },
    });
    expect(res.status).toBe(200);
    return res.body.recommendations as { analysis: string; researchSources: string[] };
  }

  it('keeps the finished season beside the database and feeds it to the new season’s analysis', async () => {
    const dataDir = await tempDir();
    const bootstrap = { now: season(2025, 3) };
    const { app, clock } = await liveApp(dataDir, bootstrap);
    const seen = await call(app, 'GET', `/api/fpl?endpoint=${encodeURIComponent('/bootstrap-static/')}`);
    expect(seen.headers.get('x-cache')).toBe('MISS');
    const kept = JSON.parse(await readFile(path.join(dataDir, PREVIOUS_SEASON_FILE), 'utf8'));
    expect(kept.events.every((e: FplEvent) => e.finished)).toBe(true);

    // FPL resets for 2026-27; the cache expires and the new season arrives.
    bootstrap.now = fixtureBootstrap;
    clock.advance(7 * 3600 * 1000);
    const r = await analyze(app);
    expect(r.analysis).not.toContain("FPL's ep_next");
    expect(r.researchSources).toContain("FPL API: 2025/26 final bootstrap-static (last season's totals)");
  });

  it('without a season end kept, the same analysis leans on FPL’s ep_next', async () => {
    const { app } = await liveApp(await tempDir(), { now: fixtureBootstrap });
    const r = await analyze(app);
    expect(r.analysis).toContain("FPL's ep_next");
  });
});
