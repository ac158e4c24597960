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

const SESSION_KEY = 'fpl-assistant.auth';

/**
 * Signs in through the API and stores the session where the web kit reads it, so a spec starts signed in
 * without walking the login form (account specs cover the form itself).
 */
export async function signInAs(page: Page, user: TestUser): Promise<void> {
  const res = await page.request.post('/auth/v1/token?grant_type=password', {
    data: { email: user.email, password: user.password },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
  const session: unknown = await res.json();
  await page.addInitScript(
    ([key, value]) => {
      // Only on the first load of the test: a later sign-out must stick across reloads.
      if (!sessionStorage.getItem('e2e.session-seeded')) {
        sessionStorage.setItem('e2e.session-seeded', '1');
        localStorage.setItem(key, value);
      }
    },
    [SESSION_KEY, JSON.stringify(session)] as const,
  );
}
