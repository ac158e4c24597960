import { expect, expectNoSeriousA11yViolations, signInAs, signUpUser, test } from '../support/index.js';

test.describe('navigation bar', () => {
  test('signed out: Pricing, Sign In, Get Started; the logo leads home; the active route is highlighted', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Pricing', 'Sign In', 'Get Started']);
    await expect(nav.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('link', { name: 'FPL Assistant' })).toHaveAttribute('href', '/');

    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Sign In' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('signed in: Dashboard, New Analysis, History, Pricing, Sign Out; the logo leads to /dashboard', async ({
    page,
    request,
  }) => {
    await signInAs(page, await signUpUser(request));
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'New Analysis', 'History', 'Pricing']);
    await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'New Analysis' })).toHaveAttribute('href', '/upload');
    await expect(page.getByRole('link', { name: 'FPL Assistant' })).toHaveAttribute('href', '/dashboard');
  });

  test('has a mobile menu toggle at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Pricing' })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expectNoSeriousA11yViolations(page, 'mobile menu open');
    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    // Navigating closes the menu.
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
