// /api/fpl's team endpoints and GET /api/fpl/team/{id} with the real harness over recorded files in a temp dir
// (the FPL_DATA_DIR layout), and the live cache over a fake upstream. Hand-written data in FPL's wire format.
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ExtractedTeamData } from '@fpl-assistant/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../logger.js';
import { cachedFplService, directoryFplService, FplUpstreamError } from '../../services/fpl.js';
import { call, FIXTURE_DIR, makeTestApp, signUp, testClock } from '../../testing/harness.js';

const enc = encodeURIComponent;
const TEAM = 4242;

/** The harness's bootstrap (elements 1–15) has GW3 next: a team that played GW1 and GW2. */
const history = {
  current: [
    {
      event: 1,
      points: 60,
      total_points: 60,
      bank: 5,
      value: 1000,
      event_transfers: 0,
      event_transfers_cost: 0,
    },
    {
      event: 2,
      points: 48,
      total_points: 108,
      bank: 9,
      value: 1003,
      event_transfers: 1,
      event_transfers_cost: 0,
    },
  ],
  chips: [{ name: 'bboost', event: 2, time: '2026-08-22T10:00:00Z' }],
  past: [],
};
const transfers = [
  {
    element_in: 7,
    element_in_cost: 51,
    element_out: 99,
    element_out_cost: 55,
    entry: TEAM,
    event: 2,
    time: '2026-08-21T09:00:00Z',
  },
];
function picks(event: number) {
  return {
    active_chip: event === 2 ? 'bboost' : null,
    automatic_subs: [],
    entry_history: history.current[event - 1],
    picks: Array.from({ length: 15 }, (_, i) => ({
      element: i + 1,
      position: i + 1,
      multiplier: i === 12 ? 2 : 1,
      is_captain: i === 12,
      is_vice_captain: i === 13,
      element_type: i < 2 ? 1 : i < 7 ? 2 : i < 12 ? 3 : 4,
    })),
  };
}

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fpl-team-'));
  for (const file of ['bootstrap-static.json', 'fixtures.json']) {
    await copyFile(path.join(FIXTURE_DIR, file), path.join(dir, file));
  }
  const files: Record<string, unknown> = {
    [`entry-${TEAM}.json`]: {
      id: TEAM,
      name: 'Test XI',
      started_event: 1,
      joined_time: '2026-08-01T10:00:00Z',
    },
    [`entry-${TEAM}-history.json`]: history,
    [`entry-${TEAM}-transfers.json`]: transfers,
    [`entry-${TEAM}-event-2-picks.json`]: picks(2),
    [`entry-${TEAM}-event-1-picks.json`]: picks(1),
  };
  for (const [name, body] of Object.entries(files))
    await writeFile(path.join(dir, name), JSON.stringify(body));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function folderApp(env: Record<string, string> = {}) {
  const clock = testClock();
  return makeTestApp({ clock, env, fpl: directoryFplService(dir, clock) });
}

describe('/api/fpl: a manager’s team endpoints', () => {
  it('allows /entry/{id}/, history, transfers and picks of gameweeks 1–38, and serves the recorded files', async () => {
    const { app } = folderApp();
    for (const endpoint of [
      `/entry/${TEAM}/`,
      `/entry/${TEAM}/history/`,
      `/entry/${TEAM}/transfers/`,
      `/entry/${TEAM}/event/2/picks/`,
    ]) {
      const res = await call(app, 'GET', `/api/fpl?endpoint=${enc(endpoint)}`);
      expect(res.status, endpoint).toBe(200);
      expect(res.headers.get('x-cache')).toBe('FILE');
    }
    for (const endpoint of [
      '/entry/0/',
      '/entry/-1/',
      '/entry/abc/',
      '/entry/1/event/0/picks/',
      '/entry/1/event/39/picks/',
      '/entry/1/history',
      '/entry/1/history/?x=1',
      '/entry/1/event/1/picks/../../',
      '/entry/01/',
    ]) {
      const res = await call(app, 'GET', `/api/fpl?endpoint=${enc(endpoint)}`);
      expect(res.status, endpoint).toBe(400);
      expect(res.body.error.code).toBe('endpoint_not_allowed');
    }
  });

  it('imports a team from a recorded folder without /entry/T/ and /transfers/, flagging the prices they settle', async () => {
    const partial = await mkdtemp(path.join(tmpdir(), 'fpl-team-partial-'));
    try {
      for (const file of ['bootstrap-static.json', 'fixtures.json', `entry-${TEAM}-history.json`]) {
        await copyFile(path.join(dir, file), path.join(partial, file));
      }
      await copyFile(
        path.join(dir, `entry-${TEAM}-event-2-picks.json`),
        path.join(partial, `entry-${TEAM}-event-2-picks.json`),
      );
      const clock = testClock();
      const { app } = makeTestApp({ clock, fpl: directoryFplService(partial, clock) });
      const res = await call(app, 'GET', `/api/fpl/team/${TEAM}`);
      expect(res.status).toBe(200);
      const data = res.body.data as ExtractedTeamData;
      expect(data.players).toHaveLength(15);
      expect(data).toMatchObject({ gameweek: 3, bank: 0.9 });
      // GW2's transfer is not recorded: no purchase price is known, every price is flagged for the review.
      expect(data.players.every((p) => p.lowConfidenceFields?.includes('price'))).toBe(true);
      // Without the history the team is unknown, as live.
      const unknown = await call(app, 'GET', '/api/fpl/team/123');
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('fpl_team_not_found');
    } finally {
      await rm(partial, { recursive: true, force: true });
    }
  });

  it('an unknown team answers 404 in the manager’s words, never a 500', async () => {
    const { app } = folderApp();
    const res = await call(app, 'GET', `/api/fpl?endpoint=${enc('/entry/123/')}`);
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({
      code: 'fpl_team_not_found',
      message: "We couldn't find FPL team 123. Check the number in your FPL points page address.",
    });
    const team = await call(app, 'GET', '/api/fpl/team/123');
    expect(team.status).toBe(404);
    expect(team.body.error.message).toBe(
      "We couldn't find FPL team 123. Check the number in your FPL points page address.",
    );
  });

  it('live: FPL’s 404 for a team becomes the same message; entry data is kept 5 minutes, game data 6 hours', async () => {
    const made = makeTestApp();
    const clock = testClock();
    const calls: string[] = [];
    const fpl = cachedFplService({
      db: made.db,
      upstream: {
        async fetch(p) {
          calls.push(p);
          if (p === '/entry/123/') throw new FplUpstreamError(404, 'FPL API answered 404');
          return JSON.stringify({ id: TEAM, started_event: 1 });
        },
      },
      ttlSeconds: 6 * 3600,
      entryTtlSeconds: 300,
      clock,
      logger: silentLogger,
    });
    const { app } = makeTestApp({ clock, fpl });
    const missing = await call(app, 'GET', `/api/fpl?endpoint=${enc('/entry/123/')}`);
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('fpl_team_not_found');

    const url = `/api/fpl?endpoint=${enc(`/entry/${TEAM}/`)}`;
    expect((await call(app, 'GET', url)).headers.get('x-cache')).toBe('MISS');
    clock.advance(299_000);
    expect((await call(app, 'GET', url)).headers.get('x-cache')).toBe('HIT');
    clock.advance(2_000);
    expect((await call(app, 'GET', url)).headers.get('x-cache')).toBe('MISS');
    expect(calls.filter((p) => p === `/entry/${TEAM}/`)).toHaveLength(2);
  });

  it('rate-limits team look-ups per IP and per signed-in user, with Retry-After', async () => {
    const { app } = folderApp({
      FPL_ENTRY_RATE_LIMIT_MAX_PER_IP: '3',
      FPL_ENTRY_RATE_LIMIT_MAX_PER_USER: '2',
    });
    const url = `/api/fpl?endpoint=${enc(`/entry/${TEAM}/`)}`;
    // Game data is not counted.
    for (let i = 0; i < 5; i++) {
      expect((await call(app, 'GET', `/api/fpl?endpoint=${enc('/bootstrap-static/')}`)).status).toBe(200);
    }
    const user = await signUp(app);
    const byUser = [];
    for (let i = 0; i < 3; i++)
      byUser.push((await call(app, 'GET', url, { token: user.access_token })).status);
    expect(byUser).toEqual([200, 200, 429]);
    // The IP had 2 look-ups counted above (the refused one counts nowhere): one more anonymous, then over.
    expect((await call(app, 'GET', '/api/fpl/team/4242')).status).toBe(200);
    const anonymous = await call(app, 'GET', '/api/fpl/team/4242');
    expect(anonymous.status).toBe(429);
    expect(anonymous.body.error.code).toBe('rate_limited');
    expect(Number(anonymous.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('GET /api/fpl/team/{id}', () => {
  it('answers the ready ExtractedTeamData, built by the engine', async () => {
    const { app } = folderApp();
    const res = await call(app, 'GET', `/api/fpl/team/${TEAM}`);
    expect(res.status).toBe(200);
    const data = res.body.data as ExtractedTeamData;
    expect(data.gameweek).toBe(3);
    expect(data.players.map((p) => p.id)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    // GW2 row: bank 9 → £0.9m, value 1003 → £100.3m; GW2 1 free, 1 used → 1 at GW3.
    expect(data).toMatchObject({ bank: 0.9, budget: 0.9, teamValue: 100.3, freeTransfers: 1 });
    expect(data.chipStatus?.bench_boost).toEqual({ used: true, gameweek: 2 });
    expect(data.players.find((p) => p.isCaptain)?.id).toBe(13);
    expect(data.players.filter((p) => !p.isStarter).map((p) => p.benchOrder)).toEqual([1, 2, 3, 4]);
    // 7 was bought at 5.1 and is 5.7 now: 5.1 + 0.3 = 5.4, exact. This bootstrap has no cost_change_start, so
    // the first squad's prices are unsettled: current price, flagged for review.
    expect(data.players.find((p) => p.id === 7)).toMatchObject({ price: 5.4 });
    expect(data.players.find((p) => p.id === 7)?.lowConfidenceFields).toBeUndefined();
    expect(data.players.find((p) => p.id === 1)).toMatchObject({
      price: 5.1,
      lowConfidenceFields: ['price'],
    });
  });

  it('refuses an id that is not a team ID', async () => {
    const { app } = folderApp();
    for (const id of ['0', 'abc', '-5', '1.5']) {
      const res = await call(app, 'GET', `/api/fpl/team/${id}`);
      expect(res.status, id).toBe(400);
    }
  });

  it('is in the OpenAPI document with its response shape', async () => {
    const { app } = folderApp();
    const doc = await call(app, 'GET', '/api/openapi.json');
    const route = doc.body.paths['/api/fpl/team/{id}'];
    expect(route.get.responses['200']).toBeDefined();
    expect(route.get.responses['429']).toBeDefined();
    expect(doc.body.paths['/api/fpl'].get.description).toContain('/entry/{teamId}/event/{gameweek}/picks/');
  });
});

describe('team look-ups and FPL’s budget (issue 31)', () => {
  it('counts every upstream call of a look-up: 40 look-ups from one address reach FPL at most 30 times a minute', async () => {
    const made = makeTestApp();
    const clock = testClock();
    const calls: string[] = [];
    const bootstrap = await import('node:fs/promises').then((fs) =>
      fs.readFile(path.join(FIXTURE_DIR, 'bootstrap-static.json'), 'utf8'),
    );
    const fpl = cachedFplService({
      db: made.db,
      upstream: {
        async fetch(p) {
          calls.push(p);
          if (p === '/bootstrap-static/') return bootstrap;
          if (/^\/element-summary\/\d+\/$/.test(p)) return JSON.stringify({ fixtures: [], history: [] });
          const entry = /^\/entry\/(\d+)\/(.*)$/.exec(p);
          if (!entry) throw new FplUpstreamError(404, 'FPL API answered 404');
          const rest = entry[2];
          if (rest === '') return JSON.stringify({ id: Number(entry[1]), started_event: 1 });
          if (rest === 'history/') return JSON.stringify(history);
          if (rest === 'transfers/') return JSON.stringify(transfers);
          const event = /^event\/(\d+)\/picks\/$/.exec(rest ?? '');
          if (event) return JSON.stringify(picks(Number(event[1])));
          throw new FplUpstreamError(404, 'FPL API answered 404');
        },
      },
      ttlSeconds: 6 * 3600,
      entryTtlSeconds: 300,
      clock,
      logger: silentLogger,
    });
    const { app } = makeTestApp({
      clock,
      fpl,
      env: { FPL_ENTRY_RATE_LIMIT_MAX_PER_IP: '100', FPL_ENTRY_RATE_LIMIT_MAX_ANONYMOUS_PER_IP: '100' },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await call(app, 'GET', `/api/fpl/team/${5000 + i}`)).status);
    expect(statuses[0]).toBe(200);
    expect(statuses).toContain(429);
    // The game data (bootstrap) is shared by every look-up and kept 6 hours: not the caller's to pay.
    expect(calls.filter((p) => p !== '/bootstrap-static/').length).toBeLessThanOrEqual(30);
  });

  it('gives anonymous look-ups a far lower budget than signed-in ones', async () => {
    const { app } = folderApp({ TRUST_PROXY: '1' });
    const from = (ip: string, token?: string) =>
      call(app, 'GET', `/api/fpl/team/${TEAM}`, { headers: { 'x-forwarded-for': ip }, token });
    const anonymous = [];
    for (let i = 0; i < 12; i++) anonymous.push((await from('7.7.7.7')).status);
    expect(anonymous.filter((s) => s === 200)).toHaveLength(10);
    const user = await signUp(app);
    const signedIn = [];
    for (let i = 0; i < 12; i++) signedIn.push((await from('8.8.8.8', user.access_token)).status);
    expect(signedIn.every((s) => s === 200)).toBe(true);
  });
});
