import { expect, expectNoSeriousA11yViolations, signInAs, signUpUser, test } from '../support/index.js';

const REMOTE_ORIGIN = `http://127.0.0.1:${process.env.E2E_REMOTE_PORT}`;

test.describe('remotes loaded at run time', () => {
  test('the shell reads each remote manifest URL from /web-config.json', async ({ request }) => {
    const res = await request.get('/web-config.json');
    expect(res.ok()).toBe(true);
    expect(await res.json()).toEqual({
      remotes: {
        mfe_upload: '/remotes/upload/mf-manifest.json',
        mfe_results: `${REMOTE_ORIGIN}/mf-manifest.json`,
        mfe_account: '/remotes/account/mf-manifest.json',
      },
    });
  });

  test('a remote served from a different origin renders inside the shell', async ({ page, request }) => {
    const user = await signUpUser(request);
    await signInAs(page, user);
    const manifest = page.waitForResponse(`${REMOTE_ORIGIN}/mf-manifest.json`);
    const chunks: string[] = [];
    page.on('response', (res) => {
      if (res.url().startsWith(REMOTE_ORIGIN) && res.url().endsWith('.js')) chunks.push(res.url());
    });
    await page.goto('/history');
    expect((await manifest).status()).toBe(200);
    await expect(page.getByText('No suggestions found')).toBeVisible();
    // Its chunks came from its own origin (assetPrefix 'auto'), not the shell's.
    expect(chunks.length).toBeGreaterThan(0);
    // The shell's nav bar stays around the remote page.
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }),
    ).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page, 'cross-origin remote');
  });

  test('a remote that is down shows its fallback with a retry while the rest keeps working', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/ERR_FAILED|ERR_CONNECTION_REFUSED|Failed to load resource|RUNTIME-\d+|mf-manifest/i);
    await page.route('**/remotes/account/mf-manifest.json', (route) => route.abort('connectionrefused'));
    await page.goto('/pricing');
    const fallback = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'remote fallback');

    // The shell still works: its own landing page and another remote.
    await page.getByRole('link', { name: 'FPL Assistant' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /smarter FPL decisions/ })).toBeVisible();
    await page.goto('/history');
    await expect(page).toHaveURL(/\/$/); // protected: redirected home, not broken
    await page.getByRole('link', { name: 'Try Demo' }).click();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByRole('alert').filter({ hasText: 'This page could not be loaded' })).toHaveCount(0);

    // The remote comes back: Try again loads it without a page reload.
    await page.getByRole('link', { name: 'Pricing' }).click();
    await expect(fallback).toBeVisible();
    await page.unroute('**/remotes/account/mf-manifest.json');
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(fallback).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Start Free' })).toBeVisible();
  });
});
