import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDatabase, testDialect } from '../testing/harness.js';
import { authStore } from './store.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('authStore session liveness', () => {
  it('sees an in-process revocation at once and an outside one within 5 seconds (on Postgres at once)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const db = testDatabase();
    const store = authStore(db);
    const a = await store.createUser({ email: 'a@x.io', passwordHash: 'h', metadata: {}, now: new Date() });
    const b = await store.signIn(a.userId, new Date());
    expect(await store.isSessionLive(a.sessionId, a.userId)).toBe(true);
    expect(await store.isSessionLive(b.sessionId, a.userId)).toBe(true);
    expect(await store.isSessionLive(a.sessionId, 'someone-else')).toBe(false);

    await store.revokeSession(a.sessionId, 'logout', new Date());
    expect(await store.isSessionLive(a.sessionId, a.userId)).toBe(false);
    expect(await store.isSessionLive(b.sessionId, a.userId)).toBe(true);

    // Revoked behind the store's back (another process): on SQLite the remembered answer lasts at most 5 s;
    // on Postgres, where instances share sessions, nothing is remembered.
    await db.run("UPDATE refresh_sessions SET revoked_at = 'x' WHERE id = ?", [b.sessionId]);
    expect(await store.isSessionLive(b.sessionId, a.userId)).toBe(testDialect === 'sqlite');
    vi.advanceTimersByTime(5001);
    expect(await store.isSessionLive(b.sessionId, a.userId)).toBe(false);
  });
});
