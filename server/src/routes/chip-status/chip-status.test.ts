import { describe, expect, it } from 'vitest';
import { call, makeTestApp, signUp } from '../../testing/harness.js';

describe('chip status', () => {
  it('returns the caller’s rows for the season (default from config)', async () => {
    const { app, db } = makeTestApp();
    const a = await signUp(app);
    const b = await signUp(app);
    const insert = db.prepare(
      'INSERT INTO chip_status (user_id, season, chip_type, is_used, used_in_gameweek) VALUES (?, ?, ?, ?, ?)',
    );
    insert.run(a.user.id, '2024-25', 'wildcard_1', 1, 7);
    insert.run(a.user.id, '2025-26', 'bench_boost', 0, null);
    insert.run(b.user.id, '2024-25', 'free_hit', 1, 3);

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
