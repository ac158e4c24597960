import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/database.js';
import { authStore } from './store.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('authStore session liveness', () => {
  it('sees an in-process revocation at once and an outside one within 5 seconds', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const db = openDatabase(':memory:');
    const store = authStore(db);
    const a = store.createUser({ email: 'a@x.io', passwordHash: 'h', metadata: {}, now: new Date() });
    const b = store.signIn(a.userId, new Date());
    expect(store.isSessionLive(a.sessionId, a.userId)).toBe(true);
    expect(store.isSessionLive(b.sessionId, a.userId)).toBe(true);
    expect(store.isSessionLive(a.sessionId, 'someone-else')).toBe(false);

    store.revokeSession(a.sessionId, 'logout', new Date());
    expect(store.isSessionLive(a.sessionId, a.userId)).toBe(false);
    expect(store.isSessionLive(b.sessionId, a.userId)).toBe(true);

    // Revoked behind the store's back (another process): the remembered answer lasts at most 5 s.
    db.prepare("UPDATE refresh_sessions SET revoked_at = 'x' WHERE id = ?").run(b.sessionId);
    expect(store.isSessionLive(b.sessionId, a.userId)).toBe(true);
    vi.advanceTimersByTime(5001);
    expect(store.isSessionLive(b.sessionId, a.userId)).toBe(false);
  });
});
