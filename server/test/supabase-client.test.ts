import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { AuthWeakPasswordError, GoTrueClient } from '@supabase/auth-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import type { Db } from '../src/db/database.js';
import { silentLogger } from '../src/logger.js';
import { memoryStorage } from '../src/services/storage.js';
import { mailed, testDatabase } from '../src/testing/harness.js';

// Wire compatibility: Supabase's own auth client (auth-js) against this server on a real port.
let base = '';
let db: Db;
let close: () => Promise<void> = async () => {};

beforeAll(async () => {
  db = testDatabase();
  const app = createApp({ db, config: testConfig(), logger: silentLogger, storage: memoryStorage() });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(() => close());

function client() {
  const memory = new Map<string, string>();
  return new GoTrueClient({
    url: `${base}/auth/v1`,
    autoRefreshToken: false,
    persistSession: true,
    detectSessionInUrl: false,
    storage: {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => {
        memory.set(key, value);
      },
      removeItem: (key) => {
        memory.delete(key);
      },
    },
  });
}

describe('@supabase/auth-js against the server', () => {
  it('signs up, signs in, reads and updates the user, refreshes and signs out', async () => {
    const auth = client();
    const signUp = await auth.signUp({
      email: 'supa@example.com',
      password: 'secret123',
      options: { data: { name: 'Supa' } },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session?.access_token).toBeTruthy();
    expect(signUp.data.user?.user_metadata.name).toBe('Supa');

    const wrong = await auth.signInWithPassword({ email: 'supa@example.com', password: 'nope-nope' });
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect(wrong.error?.status).toBe(400);
    expect(wrong.error?.message).toBe('Invalid login credentials');

    const signIn = await auth.signInWithPassword({ email: 'supa@example.com', password: 'secret123' });
    expect(signIn.error).toBeNull();
    const { data: me } = await auth.getUser();
    expect(me.user?.email).toBe('supa@example.com');

    const updated = await auth.updateUser({ data: { name: 'Supa Star' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata.name).toBe('Supa Star');

    const before = (await auth.getSession()).data.session?.refresh_token;
    const refreshed = await auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(before);

    const token = refreshed.data.session?.access_token ?? '';
    expect((await auth.signOut()).error).toBeNull();
    const after = await fetch(`${base}/api/profile`, { headers: { authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
  });

  it('reads a garbled access token as invalid_jwt (400)', async () => {
    const { data, error } = await client().getUser('garbled.token.value');
    expect(data.user).toBeNull();
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('invalid_jwt');
  });

  it('reports weak passwords as AuthWeakPasswordError with reasons', async () => {
    const { error } = await client().signUp({ email: 'weak@example.com', password: '123' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect((error as AuthWeakPasswordError).reasons).toEqual(['length']);
  });

  it('recovers a password through the mailed link and verifyOtp', async () => {
    const auth = client();
    await auth.signUp({ email: 'lost@example.com', password: 'secret123' });
    const sent = await auth.resetPasswordForEmail('lost@example.com', {
      redirectTo: 'http://app.test/reset-password',
    });
    expect(sent.error).toBeNull();
    const text = (await mailed(db, 1, 'lost@example.com'))[0]?.text ?? '';
    const tokenHash = /token_hash=([\w-]+)/.exec(text)?.[1] ?? '';
    const fresh = client();
    const verified = await fresh.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect((await fresh.updateUser({ password: 'brand-new-1' })).error).toBeNull();
    const signIn = await client().signInWithPassword({ email: 'lost@example.com', password: 'brand-new-1' });
    expect(signIn.error).toBeNull();
  });
});
