import { describe, expect, it } from 'vitest';
import { call, makeTestApp, signUp } from '../../testing/harness.js';

describe('chip status', () => {
  it('returns the caller’s rows for the season (default from config)', async () => {
    const { app, db } = makeTestApp();
    const a = await signUp(app);
    const b = await signUp(app);
    const insert = (...row: (string | number | null)[]) =>
      db.run(
        'INSERT INTO chip_status (user_id, season, chip_type, is_used, used_in_gameweek) VALUES (?, ?, ?, ?, ?)',
        row,
      );
    await insert(a.user.id, '2024-25', 'wildcard_1', 1, 7);
    await insert(a.user.id, '2025-26', 'bench_boost', 0, null);
    await insert(b.user.id, '2024-25', 'free_hit', 1, 3);

    const def = await call(app, 'GET', '/api/chip-status', { token: a.access_token });
    expect(def.status).toBe(200);
    expect(def.body).toEqual([
      { user_id: a.user.id, season: '2024-25', chip_type: 'wildcard_1', is_used: true, used_in_gameweek: 7 },
    ]);
    const other = await call(app, 'GET', '/api/chip-status?season=2025-26', { token: a.access_token });
    expect(other.body).toHaveLength(1);
    expect(other.body[0].chip_type).toBe('bench_boost');
    const bad = await call(app, 'GET', '/api/chip-status?season=2025', { token: a.access_token });
    expect(bad.status).toBe(400);
  });
});

describe('chip status updates', () => {
  it('upserts the caller’s chips for a season and leaves other users alone', async () => {
    const { app } = makeTestApp();
    const a = await signUp(app);
    const b = await signUp(app);
    const first = await call(app, 'PUT', '/api/chip-status', {
      token: a.access_token,
      body: {
        season: '2025-26',
        chips: [
          { chip_type: 'wildcard_1', is_used: true, used_in_gameweek: 7 },
          { chip_type: 'bench_boost', is_used: false },
        ],
      },
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual([
      {
        user_id: a.user.id,
        season: '2025-26',
        chip_type: 'bench_boost',
        is_used: false,
        used_in_gameweek: null,
      },
      { user_id: a.user.id, season: '2025-26', chip_type: 'wildcard_1', is_used: true, used_in_gameweek: 7 },
    ]);
    // A second update changes one row in place.
    const second = await call(app, 'PUT', '/api/chip-status', {
      token: a.access_token,
      body: { season: '2025-26', chips: [{ chip_type: 'bench_boost', is_used: true, used_in_gameweek: 33 }] },
    });
    expect(second.body).toHaveLength(2);
    expect(second.body[0]).toMatchObject({ chip_type: 'bench_boost', is_used: true, used_in_gameweek: 33 });
    const others = await call(app, 'GET', '/api/chip-status?season=2025-26', { token: b.access_token });
    expect(others.body).toEqual([]);
  });

  it('refuses bad updates whole, writing nothing', async () => {
    const { app } = makeTestApp();
    const a = await signUp(app);
    const put = (body: unknown) => call(app, 'PUT', '/api/chip-status', { token: a.access_token, body });
    const bad = [
      { chips: [] },
      { chips: [{ chip_type: 'super_sub', is_used: true }] },
      { chips: [{ chip_type: 'free_hit', is_used: false, used_in_gameweek: 4 }] },
      { chips: [{ chip_type: 'free_hit', is_used: true, used_in_gameweek: 39 }] },
      {
        chips: [
          { chip_type: 'free_hit', is_used: true },
          { chip_type: 'free_hit', is_used: false },
        ],
      },
      { season: '2025', chips: [{ chip_type: 'free_hit', is_used: true }] },
      {
        chips: [
          { chip_type: 'wildcard_1', is_used: true },
          { chip_type: 'bench_boost', is_used: 'yes' },
        ],
      },
    ];
    for (const body of bad) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBeTruthy();
    }
    const rows = await call(app, 'GET', '/api/chip-status', { token: a.access_token });
    expect(rows.body).toEqual([]);
    expect((await call(app, 'PUT', '/api/chip-status', { body: { chips: [] } })).status).toBe(401);
  });
});
