import { expect, signInAs, signUpUser, test } from '../support/index.js';

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
    await signInAs(page, await signUpUser(request));
    await page.goto('/');
    const stored = await page.evaluate(() => localStorage.getItem('fpl-assistant.auth'));
    const token = (JSON.parse(stored ?? '{}') as { access_token?: string }).access_token;
    expect(token).toBeTruthy();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('fpl-assistant.auth'))).toBeNull();
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
});
