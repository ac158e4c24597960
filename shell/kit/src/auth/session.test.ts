import { describe, expect, it } from 'vitest';
import { msUntilRefresh, needsRefresh, refreshMarginMs, retryDelayMs, type Session } from './session.js';

const session = (expiresAtSeconds: number, expiresIn = 900): Session => ({
  access_token: 'a',
  refresh_token: 'r',
  token_type: 'bearer',
  expires_in: expiresIn,
  expires_at: expiresAtSeconds,
  user: { id: 'u', email: 'a@b.c', user_metadata: {}, created_at: '', last_sign_in_at: null },
});

describe('session refresh timing', () => {
  it('refreshes a minute before a 15-minute token expires, and at a quarter of a short one', () => {
    expect(refreshMarginMs({ expires_in: 900 })).toBe(60_000);
    expect(refreshMarginMs({ expires_in: 60 })).toBe(15_000);
    const s = session(1000);
    expect(msUntilRefresh(s, 900_000)).toBe(40_000);
    expect(needsRefresh(s, 900_000)).toBe(false);
    expect(needsRefresh(s, 940_000)).toBe(true);
    expect(msUntilRefresh(s, 2_000_000)).toBe(0);
  });

  it('waits at most one token lifetime when the device clock is far behind (no timer overflow)', () => {
    const s = session(1000);
    // Three months behind: expires_at looks 90 days away; the wait is the 15-minute lifetime less its margin.
    const behind = 1_000_000 - 90 * 86_400_000;
    expect(msUntilRefresh(s, behind)).toBe(840_000);
    expect(needsRefresh(s, behind)).toBe(false);
  });

  it('backs off from 200 ms, doubling (spec §9)', () => {
    expect([0, 1, 2, 3].map(retryDelayMs)).toEqual([200, 400, 800, 1600]);
  });
});
