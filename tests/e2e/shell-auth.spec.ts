import { expect, signInAs, signUpUser, test } from '../support/index.js';
import { buildRecommendations, buildSquad, loadBootstrap } from './results-data.js';

test.describe('protected routes and sign-out', () => {
  for (const path of ['/dashboard', '/upload', '/history', '/results', '/suggestion/123']) {
    test(`a visitor opening ${path} is redirected to /`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: /smarter FPL decisions/ })).toBeVisible();
    });
  }

  test("shows 'Loading...' while the session check runs, then the page", async ({ page, request }) => {
    await signInAs(page, await signUpUser(request));
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/profile', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/history');
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/history$/);
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }),
    ).toBeVisible();
  });

  test('Sign Out leads to /login, ends the session on the server and stays signed out after a reload', async ({
    page,
    request,
  }) => {
    const token = await signInAs(page, await signUpUser(request));
    await page.goto('/');
    // Issue 16: no token in page-readable storage; the refresh token is an httpOnly cookie for /auth/v1 only.
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }),
    ).toBeVisible();
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toMatch(/eyJ|access_token|refresh_token/);
    const refreshCookie = (await page.context().cookies()).find((c) => c.name === 'fpl_refresh');
    expect(refreshCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/auth/v1' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('fpl_refresh');

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'fpl_refresh')).toBeUndefined();
    // The old access token no longer works.
    await expect
      .poll(async () =>
        (await request.get('/api/profile', { headers: { authorization: `Bearer ${token}` } })).status(),
      )
      .toBe(401);

    await page.reload();
    await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a signed-out deep link is sent to / and signing in from there lands on it', async ({
    page,
    request,
  }) => {
    // Issue 14: a shared /suggestion/… address was lost after sign-in (the dashboard instead).
    const user = await signUpUser(request);
    const token = await request.post('/auth/v1/token?grant_type=password', { data: user });
    const { access_token } = (await token.json()) as { access_token: string };
    const bootstrap = await loadBootstrap(request);
    const squad = buildSquad(bootstrap);
    const saved = await request.post('/api/suggestions', {
      headers: { authorization: `Bearer ${access_token}` },
      data: {
        gameweek: squad.gameweek,
        extractedData: squad,
        recommendations: buildRecommendations(squad, bootstrap),
        researchSources: [],
      },
    });
    expect(saved.status()).toBe(201);
    const { id } = (await saved.json()) as { id: string };

    const signIn = async () => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
    };
    await page.goto(`/suggestion/${id}`);
    await expect(page).toHaveURL(/\/$/);
    await signIn();
    await expect(page).toHaveURL(new RegExp(`/suggestion/${id}$`));
    await expect(page.getByRole('heading', { name: 'Team formation' })).toBeVisible();

    // Once only: signed out and in again from /login, the dashboard as before.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/');
    await signIn();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a remembered address of another origin is never followed', async ({ page, request }) => {
    const user = await signUpUser(request);
    await page.goto('/');
    await page.evaluate(() =>
      sessionStorage.setItem(
        'fpl-assistant.return-to',
        JSON.stringify({ path: '//example.com/x', at: Date.now() }),
      ),
    );
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
