import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';

export interface TestUser {
  email: string;
  password: string;
}

/** A fresh email for each call, so specs never share accounts. */
export function newUser(prefix = 'e2e'): TestUser {
  return { email: `${prefix}-${randomUUID().slice(0, 8)}@example.test`, password: 'correct-horse-9' };
}

/** Signs a new user up through the API (POST /auth/v1/signup) and returns the credentials. */
export async function signUpUser(request: APIRequestContext, user: TestUser = newUser()): Promise<TestUser> {
  const res = await request.post('/auth/v1/signup', { data: { email: user.email, password: user.password } });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  return user;
}

/** The web kit's hint that a refresh cookie may exist (no token: the session itself is in memory only). */
const SIGNED_IN_FLAG = 'fpl-assistant.signed-in';

/**
 * Signs in through the API as the web kit does: the page's request context shares the browser's cookies, so the
 * httpOnly refresh cookie lands where the page will refresh through it on load. A spec starts signed in without
 * walking the login form (account specs cover the form itself). Returns the access token of that sign-in.
 */
export async function signInAs(page: Page, user: TestUser): Promise<string> {
  const res = await page.request.post('/auth/v1/token?grant_type=password', {
    data: { email: user.email, password: user.password },
    headers: { 'x-refresh-cookie': '1' },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
  const session = (await res.json()) as { access_token: string };
  await page.addInitScript((key) => {
    // Only on the first load of the test: a later sign-out must stick across reloads.
    if (!sessionStorage.getItem('e2e.session-seeded')) {
      sessionStorage.setItem('e2e.session-seeded', '1');
      localStorage.setItem(key, '1');
    }
  }, SIGNED_IN_FLAG);
  return session.access_token;
}
